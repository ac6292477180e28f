import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { signatureHeader } from '../domain/webhook-signature.js';
import { assertPublicAddress, parseWebhookUrl, WebhookUrlError } from '../domain/webhook-url.js';

/** What the worker sends: the message's exact bytes, signed with every secret the endpoint accepts now. */
export interface OutgoingWebhook {
  readonly url: string;
  readonly messageId: string;
  readonly payload: string;
  readonly secrets: readonly string[];
}

export interface SendOutcome {
  readonly statusCode: number | null;
  readonly responseBody: string | null;
  readonly error: string | null;
  readonly retryAfter: string | null;
  readonly durationMs: number;
}

export const USER_AGENT = 'Dossier-Webhooks/1';
/** How much of a response is kept with the attempt. */
export const RESPONSE_BODY_LIMIT = 2048;
/** How much more of a response is read (and dropped) so the connection can be reused. */
const DRAIN_LIMIT = 64 * 1024;
const ERROR_LIMIT = 500;

/**
 * Resolves like the system resolver, then refuses loopback, private, link-local and other non-public addresses:
 * the check happens on the very address the socket connects to, so a name that changed its DNS since the endpoint
 * was registered cannot reach an internal service.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    try {
      for (const a of addresses) assertPublicAddress(a.address, hostname);
    } catch (refusal) {
      return callback(refusal as NodeJS.ErrnoException, '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' }), '', 4);
    callback(null, first.address, first.family);
  });
};

function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof WebhookUrlError) return `refused: ${error.message}`;
  const e = error as { name?: string; code?: string; message?: string; cause?: unknown };
  if (e.name === 'TimeoutError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT') {
    return `timed out after ${timeoutMs} ms`;
  }
  if (e.cause instanceof WebhookUrlError) return `refused: ${e.cause.message}`;
  const text = [e.code, e.message].filter(Boolean).join(': ') || String(error);
  return text.slice(0, ERROR_LIMIT);
}

async function readLimited(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<string> {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let readBytes = 0;
  for await (const chunk of body) {
    if (keptBytes < RESPONSE_BODY_LIMIT) {
      const part = chunk.subarray(0, RESPONSE_BODY_LIMIT - keptBytes);
      kept.push(part);
      keptBytes += part.length;
    }
    readBytes += chunk.length;
    if (readBytes > DRAIN_LIMIT) {
      body.destroy();
      break;
    }
  }
  // PostgreSQL text cannot hold NUL; a truncated multi-byte character decodes to U+FFFD.
  return Buffer.concat(kept).toString('utf8').replaceAll('\u0000', '');
}

export interface WebhookSenderOptions {
  /** Whether loopback/private/link-local destinations are allowed (DOSSIER_WEBHOOK_ALLOW_PRIVATE). */
  readonly allowPrivate: boolean;
  /** The whole attempt (connect, headers, body) must finish within this; docs/interface.md: 15 s. */
  readonly timeoutMs: number;
  /** Connections kept per origin; the worker never has more requests in flight to one endpoint. */
  readonly connectionsPerOrigin: number;
  /** Signature timestamps (ms). */
  readonly clock: () => number;
}

/** Sends signed webhooks over undici: keep-alive connections, no redirects, a hard time limit per attempt. */
export class WebhookSender {
  readonly #agent: Agent;

  constructor(private readonly options: WebhookSenderOptions) {
    this.#agent = new Agent({
      connections: options.connectionsPerOrigin,
      keepAliveTimeout: 10_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connect: {
        timeout: Math.min(10_000, options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
    });
  }

  /** A failure to reach the endpoint is an outcome with `error` set; throws only when `signal` aborts (shutdown). */
  async send(webhook: OutgoingWebhook, signal: AbortSignal): Promise<SendOutcome> {
    const started = performance.now();
    const timeoutMs = this.options.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = AbortSignal.any([signal, timeout]);
    try {
      const target = parseWebhookUrl(webhook.url);
      if (target.isIpLiteral && !this.options.allowPrivate) assertPublicAddress(target.host);
      const timestamp = Math.floor(this.options.clock() / 1000);
      const response = await request(target.url, {
        method: 'POST',
        dispatcher: this.#agent,
        signal: combined,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'webhook-id': webhook.messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(webhook.secrets, webhook.messageId, timestamp, webhook.payload),
        },
        body: webhook.payload,
      });
      const retryAfter = response.headers['retry-after'];
      const responseBody = await readLimited(response.body);
      return {
        statusCode: response.statusCode,
        responseBody,
        error: null,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        durationMs: performance.now() - started,
      };
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const reason = timeout.aborted ? `timed out after ${timeoutMs} ms` : describeError(error, timeoutMs);
      return {
        statusCode: null,
        responseBody: null,
        error: reason,
        retryAfter: null,
        durationMs: performance.now() - started,
      };
    }
  }

  async close(): Promise<void> {
    await this.#agent.destroy();
  }
}

import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Webhook } from 'standardwebhooks';
import type { SqlDialect } from '../../src/db/sql-dialect.js';
import { DeliveryWorker, type DeliveryWorkerOptions } from '../../src/webhooks/delivery-worker.js';
import { startTestApp, type Tenant, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * ok: 200 · fail: 500 · gone: 410 · retry_after: 503 with a Retry-After header · hang: never answers (or answers
 * 200 after hangMs).
 */
export type ReceiverMode = 'ok' | 'fail' | 'hang' | 'gone' | 'retry_after';

export interface ModeOptions {
  /** hang: answer 200 after this many ms instead of never. */
  readonly hangMs?: number;
  /** retry_after: the header's value (default "3600"). */
  readonly retryAfter?: string;
  /** Apply the mode to the next `times` requests only, then go back to 'ok'. */
  readonly times?: number;
}

export interface ReceivedWebhook {
  /** The webhook-id header. */
  readonly id: string;
  readonly timestamp: string;
  readonly signature: string;
  readonly headers: IncomingHttpHeaders;
  /** The raw body, exactly as received. */
  readonly body: string;
  readonly payload: Record<string, unknown>;
  /** Date.now() when the request's body was complete. */
  readonly receivedAt: number;
  /** The status answered; null while the request hangs. */
  status: number | null;
}

export interface RejectedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly reason: string;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/webhooks */
  readonly url: string;
  /** Every request whose signature verified, in arrival order. */
  readonly requests: ReceivedWebhook[];
  /** Requests that failed verification (answered 400); a correct sender produces none. */
  readonly rejected: RejectedWebhook[];
  /** The secrets a request must verify with: every one of them (so a rotation can demand both signatures). */
  setSecrets(...secrets: string[]): void;
  setMode(mode: ReceiverMode, options?: ModeOptions): void;
  /** Requests answered 2xx. */
  delivered(): ReceivedWebhook[];
  /** Distinct webhook-ids answered 2xx. */
  deliveredIds(): Set<string>;
  /** Requests that are being held open (hang mode). */
  hanging(): number;
  /** Resolves once `condition` holds; rejects after timeoutMs with `what` in the message. */
  waitFor(condition: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}

/** A real HTTP server on 127.0.0.1 that checks every request with the `standardwebhooks` package. */
export async function startWebhookReceiver(secrets: string[] = []): Promise<WebhookReceiver> {
  let verifiers = secrets.map((s) => new Webhook(s));
  let mode: ReceiverMode = 'ok';
  let options: ModeOptions = {};
  let remaining = Number.POSITIVE_INFINITY;
  const requests: ReceivedWebhook[] = [];
  const rejected: RejectedWebhook[] = [];
  const held = new Set<ServerResponse>();
  const delivered = () => requests.filter((r) => r.status !== null && r.status >= 200 && r.status < 300);

  const answer = (response: ServerResponse, record: ReceivedWebhook, status: number, extra = {}) => {
    record.status = status;
    response.writeHead(status, { 'content-type': 'text/plain', ...extra });
    response.end(status === 200 ? 'ok' : `mode ${status}`);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = request.headers;
      const webhookHeaders = {
        'webhook-id': header(headers, 'webhook-id'),
        'webhook-timestamp': header(headers, 'webhook-timestamp'),
        'webhook-signature': header(headers, 'webhook-signature'),
      };
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (verifiers.length === 0) throw new Error('the receiver has no secret yet');
        for (const verifier of verifiers) verifier.verify(body, webhookHeaders);
      } catch (error) {
        rejected.push({ headers, body, reason: error instanceof Error ? error.message : String(error) });
        response.writeHead(400).end('bad signature');
        return;
      }
      const record: ReceivedWebhook = {
        id: webhookHeaders['webhook-id'],
        timestamp: webhookHeaders['webhook-timestamp'],
        signature: webhookHeaders['webhook-signature'],
        headers,
        body,
        payload: JSON.parse(body) as Record<string, unknown>,
        receivedAt: Date.now(),
        status: null,
      };
      requests.push(record);
      const current = remaining > 0 ? mode : 'ok';
      const currentOptions = options;
      if (remaining > 0) remaining--;
      switch (current) {
        case 'ok':
          return answer(response, record, 200);
        case 'fail':
          return answer(response, record, 500);
        case 'gone':
          return answer(response, record, 410);
        case 'retry_after':
          return answer(response, record, 503, { 'retry-after': currentOptions.retryAfter ?? '3600' });
        case 'hang': {
          held.add(response);
          response.on('close', () => held.delete(response));
          if (currentOptions.hangMs !== undefined) {
            setTimeout(() => {
              held.delete(response);
              if (!response.destroyed) answer(response, record, 200);
            }, currentOptions.hangMs);
          }
          return;
        }
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    requests,
    rejected,
    setSecrets(...next) {
      verifiers = next.map((s) => new Webhook(s));
    },
    setMode(next, nextOptions = {}) {
      mode = next;
      options = nextOptions;
      remaining = nextOptions.times ?? Number.POSITIVE_INFINITY;
    },
    delivered,
    deliveredIds: () => new Set(delivered().map((r) => r.id)),
    hanging: () => held.size,
    async waitFor(condition, what, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) {
          throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (received ${requests.length})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Polls `probe` until it returns a value other than undefined; for state that lives in the database. */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// ——— Shared steps of the webhook delivery tests ———

/** A quick retry schedule so tests see retries without waiting the documented 5 s; no jitter. */
export const TEST_RETRY_POLICY = { delaysMs: [50, 100, 100], random: () => 0.5 } as const;

/** A worker on the test app's database with test-friendly settings; LOG_LEVEL=debug shows what it does. */
export async function startTestWorker(
  t: TestApp,
  options: Partial<Omit<DeliveryWorkerOptions, 'ctx' | 'logger'>> = {},
): Promise<DeliveryWorker> {
  const worker = new DeliveryWorker({
    ctx: t.ctx,
    databaseUrl: t.database.databaseUrl,
    dataDir: t.database.dataDir,
    logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
    retryPolicy: TEST_RETRY_POLICY,
    pollMs: 200,
    stopTimeoutMs: 200,
    concurrency: 16,
    perEndpointConcurrency: 4,
    ...options,
  });
  await worker.start();
  return worker;
}

/** Registers an endpoint through the API, pointing at the receiver, and teaches the receiver its secret. */
export async function registerEndpoint(
  t: TestApp,
  tenant: Tenant,
  receiver: WebhookReceiver,
  eventTypes: string[] = ['state_change'],
): Promise<{ id: string; secret: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/webhook_endpoints',
    headers: tenant.headers,
    payload: { url: receiver.url, event_types: eventTypes },
  });
  if (response.statusCode !== 201) throw new Error(`endpoint not created: ${response.statusCode} ${response.body}`);
  const body = response.json() as { webhook_endpoint: { id: string }; secret: string };
  receiver.setSecrets(body.secret);
  return { id: body.webhook_endpoint.id, secret: body.secret };
}

/** Opens a case through the API (the shared helper, re-exported for the webhook suites). */
export { openCase } from './test-app.js';

/** Applies a state event through the API. */
export async function transition(t: TestApp, tenant: Tenant, verificationId: string, event: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/verifications/${verificationId}/state/${event}`,
    headers: tenant.headers,
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`${event} refused: ${response.statusCode} ${response.body}`);
}

/** The n-th state change of a case opened with openCase: start, then risk score update requested/cancelled. */
export function nthEvent(n: number): string {
  if (n === 0) return 'start';
  return n % 2 === 1 ? 'request_risk_score_update' : 'cancel_risk_score_update';
}

export interface DeliveryJson {
  id: string;
  message_id: string;
  event_type: string;
  payload: Record<string, unknown>;
  status: string;
  attempt_count: number;
  next_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  attempts: {
    id: string;
    attempted_at: string;
    status_code: number | null;
    duration_ms: number;
    response_body: string | null;
    error: string | null;
  }[];
}

/** GET …/deliveries (first page, up to 100). */
export async function listDeliveries(
  t: TestApp,
  tenant: Tenant,
  endpointId: string,
  query = '',
): Promise<DeliveryJson[]> {
  const response = await t.app.inject({
    url: `/api/v1/webhook_endpoints/${endpointId}/deliveries?limit=100${query}`,
    headers: tenant.headers,
  });
  if (response.statusCode !== 200) throw new Error(`deliveries: ${response.statusCode} ${response.body}`);
  return (response.json() as { deliveries: DeliveryJson[] }).deliveries;
}

/** What a webhook suite runs against: a fresh app, its delivery worker, and the receivers its tests start. */
export interface WebhookSuite {
  readonly t: TestApp;
  /** Starts a receiver that the suite closes at the end. */
  receiver(): Promise<WebhookReceiver>;
  close(): Promise<void>;
}

export async function startWebhookSuite(dialect: SqlDialect, options: TestAppOptions = {}): Promise<WebhookSuite> {
  const t = await startTestApp(dialect, options);
  const worker = await startTestWorker(t);
  const receivers: WebhookReceiver[] = [];
  return {
    t,
    async receiver() {
      const r = await startWebhookReceiver();
      receivers.push(r);
      return r;
    },
    async close() {
      await worker.stop();
      for (const r of receivers) await r.close();
      await t.close();
    },
  };
}

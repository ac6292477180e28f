import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { findCompanyDetailBodyNow } from '../db/repositories/companies-repository.js';
import { bearerToken } from '../domain/access-token.js';
import { accessDenied } from '../domain/user-role.js';
import { uuidv7 } from '../domain/uuid.js';
import type { DossierMetrics } from '../metrics/metrics.js';
import { recentAccessToken } from '../services/access-tokens.js';
import type { ServiceContext } from '../services/service-context.js';
import type { RateLimit } from './plugins/rate-limit.js';
import { InMemoryRateLimitStore } from './plugins/rate-limit-store.js';
import { requestLine, writesRequestLines } from './request-line.js';
import { type ReadyResponse, ResponseBatch } from './response-batch.js';
import { COMPANY_DETAIL_PATH } from './routes/company-routes.js';

/** The company detail's route as Fastify names it (metrics label, log line): the prefix and the route's path. */
export const COMPANY_DETAIL_ROUTE = `/api/v1${COMPANY_DETAIL_PATH}`;

/** Exactly `/api/v1/verifications/<uuid>/companies/<uuid>`, lowercase, no query: the only shape answered here. */
const COMPANY_DETAIL_URL =
  /^\/api\/v1\/verifications\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/companies\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const CONTENT_TYPE = 'application/json; charset=utf-8';

export interface HotReadDeps {
  readonly ctx: ServiceContext;
  readonly rateLimit: RateLimit | null;
  readonly metrics: DossierMetrics | null;
  readonly logger: FastifyBaseLogger | false;
}

interface HotResponse extends ReadyResponse {
  readonly id: string;
  /** performance.now() when the request was taken up. */
  readonly started: number;
}

/** How many requests the hot path answered (the rest went through Fastify): for tests and the benchmark. */
export interface HotReadStats {
  answered: number;
}

/**
 * The API's hottest read, the company detail (stored bytes, see company-detail.ts), answered before Fastify's
 * request pipeline when nothing but the answer is left to do: the token is in the cache and due no write, the
 * rate limit (if any) answers at once and allows the request, and SQLite reads the stored JSON at once. The
 * response is the one the pipeline sends, header for header: same body, request id, rate-limit headers, metrics
 * observation and log line (test/integration/hot-reads.test.ts compares the two).
 *
 * Everything else returns false untouched and goes through Fastify, which is always right: a token to look up or
 * touch, a refusal of any kind (401, 403, 404, 429), a detail not rendered yet, a query string, HEAD, a request
 * with a body, uppercase ids, an open transaction, PostgreSQL (whose reads are asynchronous anyway), a closing
 * server. Nothing here waits: a request is taken up in the turn it arrives in (its response is sent at the end of
 * that turn, response-batch.ts), or handed on untouched.
 *
 * Why it exists: on this route Fastify's pipeline (routing, hooks, promises, reply objects, a second read for the
 * token's data_version) costs several times what the work costs. See bench/run.ts for what it measures.
 */
export function createHotReads(deps: HotReadDeps): {
  readonly answer: (request: IncomingMessage, response: ServerResponse) => boolean;
  readonly stats: HotReadStats;
} {
  const { ctx, metrics, logger } = deps;
  const readNow = ctx.readNow;
  const stats: HotReadStats = { answered: 0 };
  const limit = deps.rateLimit?.limit ?? 0;
  // Only a store that decides at once: a Redis round trip is the pipeline's job.
  const store = deps.rateLimit?.store instanceof InMemoryRateLimitStore ? deps.rateLimit.store : null;
  if (deps.rateLimit !== null && store === null) return { answer: () => false, stats };

  // The route's access rule for a token (a GET: `read`); were it ever to refuse tokens, the pipeline would say so.
  const enabled = readNow !== undefined && accessDenied({ kind: 'token' }, 'read') === null;

  // Sent together at the end of the event loop's turn (response-batch.ts); observed and logged once sent, as
  // Fastify does in its onResponse hooks.
  const batch = new ResponseBatch<HotResponse>((sent) => {
    const ms = performance.now() - sent.started;
    metrics?.observeRequest('GET', COMPANY_DETAIL_ROUTE, 200, ms / 1000);
    if (logger !== false && writesRequestLines(logger)) {
      logger.child({ reqId: sent.id }).info(requestLine('GET', COMPANY_DETAIL_ROUTE, 200, ms), 'request');
    }
  });

  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!enabled || readNow === undefined || request.method !== 'GET') return false;
    const url = request.url;
    if (url === undefined || !url.startsWith('/api/v1/verifications/')) return false;
    const ids = COMPANY_DETAIL_URL.exec(url);
    if (ids === null) return false;
    const started = performance.now();
    const headers = request.headers;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const authorization = headers.authorization;
    if (authorization === undefined) return false;
    const token = bearerToken(authorization);
    if (token === null) return false;
    const auth = recentAccessToken(ctx, token);
    if (auth === undefined) return false;

    let body: Buffer | null;
    try {
      // One read, which also finds the token live: a revocation by another process is seen here.
      body = findCompanyDetailBodyNow(ctx.db, readNow, auth.tokenId, ids[1] as string, ids[2] as string);
    } catch {
      return false; // the pipeline reads it again and answers the error as it does any other
    }
    if (body === null) return false;

    // Taken last, once the answer is known to be a 200: a refused request leaves the bucket as the pipeline's own
    // take then finds it (a refusal takes nothing), and the pipeline answers the 429.
    let limitHeaders: Record<string, number> | null = null;
    if (store !== null) {
      const decision = store.consume(auth.tokenId, Date.now());
      if (!decision.allowed) return false;
      limitHeaders = {
        'ratelimit-limit': limit,
        'ratelimit-remaining': decision.remaining,
        'ratelimit-reset': decision.resetSeconds,
      };
    }

    const id = uuidv7();
    response.writeHead(200, {
      ...limitHeaders,
      'content-type': CONTENT_TYPE,
      'cache-control': 'no-store',
      'x-request-id': id,
      'content-length': body.length,
    });
    batch.add({ response, body, id, started });
    stats.answered++;
    return true;
  };
  return { answer, stats };
}

/**
 * The HTTP server Fastify makes by default (same timeouts), with `answer` tried in front of Fastify's handler
 * while `open()` holds.
 */
export function serverWithHotReads(
  answer: (request: IncomingMessage, response: ServerResponse) => boolean,
  open: () => boolean,
): FastifyServerFactory<Server> {
  return (handler, options) => {
    const server = createServer((options.http ?? {}) as object, (request, response) => {
      if (!open() || !answer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    const maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
}

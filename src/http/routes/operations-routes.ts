import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../domain/app-error.js';
import type { DossierMetrics } from '../../metrics/metrics.js';

/**
 * One thing `/ready` checks: `check()` resolves when it is usable and rejects (or takes longer than its timeout)
 * when it is not. The database is always checked; the runtime adds the blob store, Redis… when configured.
 */
export interface ReadinessCheck {
  readonly name: string;
  check(): Promise<void>;
  /** How long the check may take before it counts as failed (default READINESS_TIMEOUT_MS). */
  readonly timeoutMs?: number;
  /**
   * false: reported in the answer but never makes the instance unready, for a dependency the service runs on
   * without (the shared rate-limit Redis fails open to per-instance limits: taking every instance out of the load
   * balancer because Redis is down would turn a degraded limit into an outage). Default true.
   */
  readonly required?: boolean;
}

export const READINESS_TIMEOUT_MS = 2_000;

export type CheckOutcome = 'ok' | 'failed' | 'timeout';

export interface OperationsOptions {
  readonly db: Db;
  /** Null: no metrics are kept and `/metrics` is a 404. */
  readonly metrics: DossierMetrics | null;
  /** The Bearer token `/metrics` asks for; null: `/metrics` is not served on this listener (a 404). */
  readonly metricsToken: string | null;
  /** Checked by `/ready` after the database, all at once. */
  readonly readinessChecks: readonly ReadinessCheck[];
}

/** `select 1` on the service's database. */
export function databaseCheck(db: Db): ReadinessCheck {
  return {
    name: 'database',
    async check() {
      await sql`select 1`.execute(db);
    },
  };
}

async function runCheck(check: ReadinessCheck): Promise<{ outcome: CheckOutcome; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<{ outcome: CheckOutcome }>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'timeout' }), check.timeoutMs ?? READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(() => check.check())
        .then(
          () => ({ outcome: 'ok' as const }),
          (error: unknown) => ({ outcome: 'failed' as const, error }),
        ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes before the comparison. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The operator's routes on the API's listener: `/ready` (readiness: the database and the configured checks),
 * `/metrics` with DOSSIER_METRICS_TOKEN, and the request-duration observation on every response. `/health` stays
 * in app.ts as the liveness check. Registered on the root instance, so the hook sees every route.
 */
export function registerOperations(app: FastifyInstance, options: OperationsOptions): void {
  const checks = [databaseCheck(options.db), ...options.readinessChecks];

  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    const results = await Promise.all(checks.map(runCheck));
    const outcomes: Record<string, CheckOutcome> = {};
    for (const [i, result] of results.entries()) {
      const name = (checks[i] as ReadinessCheck).name;
      outcomes[name] = result.outcome;
      // The reasons go to the log only: the probe is unauthenticated and the errors name hosts and users.
      if (result.outcome !== 'ok')
        request.log.warn({ check: name, err: result.error }, `readiness: ${name} ${result.outcome}`);
    }
    const ready = results.every((r, i) => r.outcome === 'ok' || checks[i]?.required === false);
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ready' : 'not_ready', checks: outcomes };
  });

  const metrics = options.metrics;
  if (metrics === null) return;

  // The one per-request cost of metrics: a Map lookup and a histogram observation once the response is sent.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const token = options.metricsToken;
  if (token === null) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? '';
    if (!sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized', 'The metrics token is required (Authorization: Bearer <token>)');
    }
    const text = await metrics.metrics();
    return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
  });
}

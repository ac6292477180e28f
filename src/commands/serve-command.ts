import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type RunningMailWorker, startMailWorker } from '../mail/mail-worker.js';
import type { DossierMetrics } from '../metrics/metrics.js';
import type { MetricsServer } from '../metrics/metrics-server.js';
import { createRuntimeMetrics, runtimeReadinessChecks, startRuntimeMetricsServer } from '../operations.js';
import { openRuntime, type Runtime } from '../runtime.js';
import { type RunningDailyScheduler, startDailyScheduler } from '../services/daily-scheduler.js';
import { stopOnSignals } from '../shutdown.js';
import { type DeliveryThread, startDeliveryThread } from '../webhooks/delivery-thread.js';
import { UsageError } from './cli-output.js';

/**
 * The browser apps built by `npm run build:web` (npm install runs it) into dist/web: two levels up from this file
 * in src/commands/, and one level up from the bundled server in dist/server/.
 */
const WEB_DIR = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../../dist/web' : '../web', import.meta.url));

/** `dossier serve`: the HTTP API, and (unless --no-worker) the webhook and mail workers. */
export async function serve(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, 'no-worker': { type: 'boolean' } } });
  const env = { ...process.env, ...(values.port !== undefined ? { PORT: values.port } : {}) };
  const config = loadConfig(env);
  const runtime = await openRuntime(config, { logToStderr: false, tokenCache: true });
  const rateLimit = { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst };
  // REDIS_URL shares each caller's bucket between instances; while Redis is down each instance limits on its own.
  const rateLimitStore =
    config.redisUrl !== null && rateLimit.perSecond > 0 && rateLimit.burst > 0
      ? new (await import('../http/plugins/redis-rate-limit-store.js')).RedisRateLimitStore({
          url: config.redisUrl,
          ...rateLimit,
          logger: runtime.logger,
        })
      : undefined;
  const metrics = await createRuntimeMetrics(runtime);
  // The webhook delivery worker runs in this process, on a thread of its own, and the mail worker on this thread;
  // --no-worker leaves both to `dossier worker` processes. The thread loads its code on the other core while this
  // one builds the app: start-up waits for the slower of the two, not for both in turn.
  const workerStarting = values['no-worker']
    ? null
    : startDeliveryThread(runtime.ctx, runtime.logger, {
        onAttempts: metrics ? (counts) => metrics.countWebhookAttempts(counts) : undefined,
      });
  workerStarting?.catch(() => {}); // awaited (and its failure reported) below
  const app = await buildApp({
    ctx: runtime.ctx,
    publicUrl: config.publicUrl,
    bodyLimitBytes: config.bodyLimitBytes,
    rateLimit,
    rateLimitStore,
    signInAddressLimit: { perMinute: config.signInPerAddressPerMinute },
    trustProxy: config.trustProxy,
    timeouts: config.timeouts,
    logger: runtime.logger,
    webDir: WEB_DIR,
    metrics,
    metricsToken: config.metricsToken,
    readinessChecks: runtimeReadinessChecks(runtime, [
      // Reported, never unready: without Redis each instance limits on its own (fails open).
      rateLimitStore
        ? {
            name: 'redis',
            required: false,
            check: async () => {
              if (!rateLimitStore.shared) throw new Error('Redis is unavailable; rate limits are per instance');
            },
          }
        : null,
    ]),
  }).catch(async (error: unknown) => {
    // The thread (and a Redis connection) would keep the process alive after the error.
    await (await workerStarting?.catch(() => null))?.stop();
    await rateLimitStore?.close();
    await runtime.close();
    throw error;
  });
  // The delivery thread, once started (null if it failed: that is reported below).
  const worker: Promise<DeliveryThread | null> = workerStarting
    ? workerStarting.catch(() => null)
    : Promise.resolve(null);
  let mailWorker: RunningMailWorker | null = null;
  let metricsServer: MetricsServer | null = null;
  let scheduler: RunningDailyScheduler | null = null;
  try {
    metricsServer = await startRuntimeMetricsServer(runtime, metrics);
    if (!values['no-worker']) {
      mailWorker = startMailWorker(mailWorkerOptions(runtime, metrics));
      scheduler = startDailyScheduler(runtime.ctx, runtime.logger);
    }
  } catch (error) {
    await (await worker)?.stop();
    await metricsServer?.close();
    await rateLimitStore?.close();
    await runtime.close();
    throw error;
  }
  // SIGTERM: stop accepting, finish requests in flight (≤ 10 s) while the workers finish or give back what they
  // hold, then close the database and exit 0 (docs/operations.md).
  stopOnSignals(() => ({
    logger: runtime.logger,
    parts: [
      { name: 'http', stop: () => app.close() },
      workerStarting && { name: 'webhook worker', stop: async () => (await worker)?.stop() },
      mailWorker && { name: 'mail worker', stop: () => (mailWorker as RunningMailWorker).stop() },
      scheduler && { name: 'daily jobs', stop: () => (scheduler as RunningDailyScheduler).stop() },
    ],
    finally: async () => {
      await Promise.all([rateLimitStore?.close(), metricsServer?.close()]);
      await runtime.close();
    },
  }));
  const stopAll = async () => {
    await rateLimitStore?.close(); // its connection would keep the process alive
    // So would the workers, their thread and timers, and the metrics listener.
    await Promise.all([worker.then((w) => w?.stop()), mailWorker?.stop(), scheduler?.stop(), metricsServer?.close()]);
    await runtime.close();
  };
  const address = await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  // The API answers while the delivery thread finishes loading (about 0.1 s): what commits meanwhile waits in the
  // outbox, which the thread reads as it starts. A thread that cannot start at all stops the process.
  if (workerStarting) {
    await workerStarting.catch(async (error: unknown) => {
      await app.close();
      await stopAll();
      throw error;
    });
  }
  runtime.logger.info(
    { address, database: runtime.database.dialect, dataDir: config.dataDir },
    `Dossier is listening on ${address} (API reference at ${config.publicUrl}/docs)`,
  );
}

/** The mail worker's settings: DOSSIER_SMTP_URL (or .eml files under the data dir) and DOSSIER_MAIL_FROM. */
function mailWorkerOptions(runtime: Runtime, metrics: DossierMetrics | null) {
  const { smtpUrl, dataDir, mailFrom } = runtime.config;
  const onAttempt = metrics
    ? (outcome: 'sent' | 'failed', givenUp: boolean) => metrics.countMailAttempt(outcome, givenUp)
    : undefined;
  return { ctx: runtime.ctx, smtpUrl, dataDir, fromAddress: mailFrom, logger: runtime.logger, onAttempt };
}

/** `dossier worker`: delivers webhooks, sends mail and runs the daily jobs until SIGTERM or SIGINT, then finishes what is in flight and exits. */
export async function runWorker(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl === null) {
    // A second process writing the SQLite file would make API transactions fail (SQLITE_BUSY); serve has the worker.
    throw new UsageError('worker needs DATABASE_URL (PostgreSQL); with the embedded SQLite database, serve runs it');
  }
  const runtime = await openRuntime(config, { logToStderr: false });
  const metrics = await createRuntimeMetrics(runtime);
  // The sender's HTTP client (undici) loads here, in `dossier worker`, never on serve's main thread.
  const { DeliveryWorker } = await import('../webhooks/delivery-worker.js');
  const worker = new DeliveryWorker({
    ctx: runtime.ctx,
    databaseUrl: config.databaseUrl,
    logger: runtime.logger,
    onAttempts: metrics ? (counts) => metrics.countWebhookAttempts(counts) : undefined,
  });
  let metricsServer: MetricsServer | null = null;
  try {
    await worker.start();
    // A worker has no API listener: DOSSIER_METRICS_PORT is how its metrics are scraped.
    metricsServer = await startRuntimeMetricsServer(runtime, metrics);
  } catch (error) {
    await worker.stop();
    await runtime.close();
    throw error;
  }
  const mailWorker = startMailWorker(mailWorkerOptions(runtime, metrics));
  const scheduler = startDailyScheduler(runtime.ctx, runtime.logger);
  stopOnSignals(() => ({
    logger: runtime.logger,
    parts: [
      { name: 'webhook worker', stop: () => worker.stop() },
      { name: 'mail worker', stop: () => mailWorker.stop() },
      { name: 'daily jobs', stop: () => scheduler.stop() },
    ],
    finally: async () => {
      await metricsServer?.close();
      await runtime.close();
    },
  }));
}

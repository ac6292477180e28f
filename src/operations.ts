import type { ReadinessCheck } from './http/routes/operations-routes.js';
import type { DossierMetrics } from './metrics/metrics.js';
import { type MetricsServer, startMetricsServer } from './metrics/metrics-server.js';
import type { Runtime } from './runtime.js';

/** What `serve` and `dossier worker` build for operators from the configuration (docs/operations.md). */

/**
 * The process's metrics when anything serves them (DOSSIER_METRICS_TOKEN or DOSSIER_METRICS_PORT); null keeps
 * none, so a service without metrics pays nothing for them.
 */
export async function createRuntimeMetrics(runtime: Runtime): Promise<DossierMetrics | null> {
  const { metricsToken, metricsPort } = runtime.config;
  if (metricsToken === null && metricsPort === null) return null;
  // prom-client loads only when metrics are served.
  const { DossierMetrics } = await import('./metrics/metrics.js');
  return new DossierMetrics({
    db: runtime.database.db,
    dialect: runtime.database.dialect,
    poolStats: runtime.database.poolStats,
    onCollectError: (error, metric) => runtime.logger.warn({ err: error, metric }, 'collecting a metric failed'),
  });
}

/** The DOSSIER_METRICS_PORT listener, or null when no port is configured. */
export async function startRuntimeMetricsServer(
  runtime: Runtime,
  metrics: DossierMetrics | null,
): Promise<MetricsServer | null> {
  const { metricsPort, metricsHost } = runtime.config;
  if (metrics === null || metricsPort === null) return null;
  const server = await startMetricsServer(metrics, {
    port: metricsPort,
    host: metricsHost,
    onError: (error) => runtime.logger.error({ err: error }, 'the metrics listener failed'),
  });
  runtime.logger.info({ host: metricsHost, port: server.port }, 'metrics listening on their own port');
  return server;
}

/**
 * What `/ready` checks besides the database: the blob store (local directory or S3 bucket), and the checks the
 * caller adds (the shared rate-limit store).
 */
export function runtimeReadinessChecks(runtime: Runtime, extra: readonly (ReadinessCheck | null)[] = []) {
  const checks: ReadinessCheck[] = [{ name: 'blob_store', check: () => runtime.ctx.blobs.ready() }];
  for (const check of extra) if (check !== null) checks.push(check);
  return checks;
}

import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DossierMetrics } from './metrics.js';

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The listener of DOSSIER_METRICS_PORT: `GET /metrics` without authentication, for a private network (bind it with
 * DOSSIER_METRICS_HOST to an interface only the scraper reaches); everything else is a 404. A bare node:http
 * server, apart from the API's: scrapes never queue behind API requests' hooks, and the API's own port never
 * serves metrics without the token.
 */
export async function startMetricsServer(
  metrics: DossierMetrics,
  options: { readonly port: number; readonly host: string; readonly onError?: (error: unknown) => void },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Collecting metrics failed\n');
      },
    );
  });
  // A scraper keeps its connection open between scrapes; never let it hold up the process's exit.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => options.onError?.(error));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async close() {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

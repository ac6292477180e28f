import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * How long a client may take to send its request, and to keep an idle connection (issue 18, defect 3: 300
 * connections trickling a byte every 5 s to the sign-in route stayed open indefinitely). Checked at boot by config.ts.
 */
export interface HttpTimeouts {
  /** From the connection's first byte to the end of the request headers (Node's headersTimeout). */
  readonly headersMs: number;
  /** To receive the body of any request but an upload: a JSON or form body is small (see registerBodyTimeout). */
  readonly bodyMs: number;
  /** To receive a whole request, an upload's multipart body included (Node's requestTimeout): the outer bound. */
  readonly uploadMs: number;
  /** How long a kept-alive connection may sit idle between requests; above the proxy's upstream idle timeout. */
  readonly keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  bodyMs: 30_000,
  uploadMs: 600_000,
  keepAliveMs: 72_000,
};

/**
 * Fastify's server options for the timeouts. Node checks the headers and request timeouts every
 * connectionsCheckingInterval (30 s by default): a quarter of the headers timeout keeps the check close to it.
 */
export function serverTimeoutOptions(timeouts: HttpTimeouts): Partial<FastifyServerOptions> {
  return {
    requestTimeout: timeouts.uploadMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.uploadMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(timeouts.headersMs / 4))),
    },
  } as Partial<FastifyServerOptions>;
}

/**
 * Closes the connection of a request whose body, other than a multipart upload, has not fully arrived within
 * `bodyMs`: a small route's body comes in one go, so a trickle is an attack holding a connection (and a socket,
 * a parser, memory) open. Uploads are left to the longer request timeout. Only requests with a body pay for a timer.
 */
export function registerBodyTimeout(app: FastifyInstance, bodyMs: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const headers = raw.headers;
    const hasBody =
      (headers['content-length'] !== undefined && headers['content-length'] !== '0') ||
      headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete || /^multipart\//i.test(headers['content-type'] ?? '')) return done();
    const timer = setTimeout(() => {
      // app.inject()'s requests have a stand-in socket without destroy (and never read `complete` true).
      if (!raw.complete && typeof raw.socket?.destroy === 'function') raw.socket.destroy();
    }, bodyMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  });
}

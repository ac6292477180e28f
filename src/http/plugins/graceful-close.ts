import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long `close()` lets requests in flight finish before it cuts their connections. */
export const DRAIN_TIMEOUT_MS = 10_000;
/** How long an idle keep-alive connection stays open once closing began, so a request sent on it gets an answer. */
export const IDLE_GRACE_MS = 1_000;
const IDLE_SWEEP_MS = 100;

/**
 * Makes `app.close()` a graceful drain that ends, without cutting a connection under a request:
 *
 * - Fastify stops accepting connections and answers requests that arrive on an open keep-alive connection with a
 *   503 and `Connection: close` (return503OnClosing), and every other response sent while closing carries
 *   `Connection: close` too (this hook), so a client learns not to reuse the connection and its next request
 *   opens a new one, which is refused.
 * - A request's body is read before its 503 (see readBodiesBeforeAnswering).
 * - Node's server.close() would close the idle keep-alive connections at once. A client may be sending its next
 *   request on one of them at that instant; it would see the connection reset and could not tell whether its
 *   request was carried out. So they stay open for IDLE_GRACE_MS (a request there gets the 503), then the
 *   connections idle from then on are closed every 100 ms (without this, one whose request was in flight would
 *   stay open after its response until the keep-alive timeout, 72 s, and close() would wait for it).
 * - After `drainMs` the connections still open (a request still running) are cut.
 */
export function registerGracefulClose(app: FastifyInstance, options: { readonly drainMs?: number } = {}): void {
  const drainMs = options.drainMs ?? DRAIN_TIMEOUT_MS;
  let closing = false;
  const timers: NodeJS.Timeout[] = [];
  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(action, ms);
    timer.unref();
    timers.push(timer);
  };

  app.addHook('onSend', (_request, reply, payload, done) => {
    // Only once the listener is closed: a client told to close before that could open its next connection while
    // the listener is still open but about to close, and that connection would be reset, not refused.
    if (closing && !app.server.listening) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    closing = true;
    const server = app.server;
    // server.close() (next, in Fastify's onClose) calls closeIdleConnections(): hold that off for the grace time.
    const closeIdle = server.closeIdleConnections;
    server.closeIdleConnections = () => {};
    readBodiesBeforeAnswering(server);
    later(IDLE_GRACE_MS, () => {
      server.closeIdleConnections = closeIdle;
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      timers.push(sweep);
    });
    later(drainMs, () => {
      app.log.warn({ drainMs }, 'requests still running after the drain time; closing their connections');
      server.closeAllConnections();
    });
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    for (const timer of timers) clearTimeout(timer);
    done();
  });
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * While closing, a request that arrives is answered 503 at once, before its body is read, and the connection is
 * closed after the answer. Request bytes still arriving then (a body sent just after its headers) find the socket
 * closed, and TCP answers them with a reset, which can reach the client before it has read the 503: it would see
 * "connection reset" and not know whether its request was carried out. So from now on a request's body is read
 * (and dropped) before the request is handed on to be answered.
 */
function readBodiesBeforeAnswering(server: FastifyInstance['server']): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const answer = () => {
      for (const listener of listeners) listener.call(server, request, response);
    };
    const length = request.headers['content-length'];
    const hasBody = request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody || request.complete) return answer();
    request.once('end', answer);
    request.resume();
  });
}

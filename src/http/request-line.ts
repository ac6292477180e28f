import type { FastifyBaseLogger } from 'fastify';

/** Log levels at which the per-request line is written (it is skipped, not built and dropped, at the others). */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

export function writesRequestLines(log: FastifyBaseLogger): boolean {
  return LOGS_INFO.has(log.level);
}

/** The fields of the one log line per request ("request", at info level), wherever the request was answered. */
export function requestLine(method: string, route: string | undefined, status: number, ms: number) {
  return { method, route, status, ms: Math.round(ms) };
}

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { ResponseBatch } from '../src/http/response-batch.js';

/**
 * The ceiling: a plain node:http server that answers every request with the exact bytes the service sent, so
 * the benchmark can tell the cost of the service's own work from the cost of HTTP on this machine.
 * With `batched`, it ends a turn's responses together as the service's hot reads do (src/http/response-batch.ts):
 * a second, higher ceiling, for context.
 * Usage: node --import tsx bench/ceiling-server.ts PORT BODY_FILE CONTENT_TYPE [batched]
 */
const [port, bodyFile, contentType, mode] = process.argv.slice(2);
if (!port || !bodyFile || !contentType) {
  console.error('usage: ceiling-server.ts PORT BODY_FILE CONTENT_TYPE');
  process.exit(2);
}
const body = readFileSync(bodyFile);
const headers = { 'content-type': contentType, 'content-length': String(body.length) };

const batch = mode === 'batched' ? new ResponseBatch(() => {}) : null;
const server = createServer((request, response) => {
  request.resume();
  response.writeHead(200, headers);
  if (batch === null) response.end(body);
  else batch.add({ response, body });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));

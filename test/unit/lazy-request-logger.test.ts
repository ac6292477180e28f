import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import pino from 'pino';
import { LazyRequestLogger } from '../../src/http/plugins/lazy-request-logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info', redact: ['token'] }, stream) };
}

describe('LazyRequestLogger', () => {
  it('writes what pino’s child would, with the request id, and makes the child only when something is logged', () => {
    const { lines, logger } = capture();
    let children = 0;
    const parent = Object.assign(Object.create(logger), {
      child: (...args: Parameters<typeof logger.child>) => {
        children++;
        return logger.child(...args);
      },
    });
    const log = new LazyRequestLogger(parent, { reqId: 'r1' }, {});
    assert.equal(log.level, 'info');
    assert.equal(children, 0);
    log.debug('not written');
    log.warn({ token: 'secret', n: 1 }, 'written');
    log.error('again');
    assert.equal(children, 1, 'one child, made on the first call');
    assert.deepEqual(
      lines.map(({ reqId, msg, token, n, level }) => ({ reqId, msg, token, n, level })),
      [
        { reqId: 'r1', msg: 'written', token: '[Redacted]', n: 1, level: 40 },
        { reqId: 'r1', msg: 'again', token: undefined, n: undefined, level: 50 },
      ],
    );
  });

  it('reports the level a route asked for before any child exists', () => {
    const { logger } = capture();
    assert.equal(new LazyRequestLogger(logger, { reqId: 'r' }, { level: 'debug' }).level, 'debug');
  });
});

import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';
import { startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/**
 * Issue 18, defect 3: a client trickling its request must not hold a connection open. The timeouts are short here
 * (configured for the test); each test only asserts that the server closed the connection before a bound.
 */
const TIMEOUTS = { headersMs: 400, bodyMs: 800, uploadMs: 2000, keepAliveMs: 400 };
const BOUND_MS = 8000;

/** Opens a raw connection, writes `head`, then one byte of `trickle` every 100 ms; resolves how it ended. */
function trickle(port: number, head: string, drip: string): Promise<'closed' | 'still open'> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const bound = setTimeout(() => finish('still open'), BOUND_MS);
    function finish(outcome: 'closed' | 'still open') {
      clearInterval(timer);
      clearTimeout(bound);
      socket.destroy();
      resolve(outcome);
    }
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length] as string);
      }, 100);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => finish('closed'));
  });
}

const [dialect = 'sqlite'] = testDialects();
describe('HTTP timeouts against slow clients', () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await startTestApp(dialect, { timeouts: TIMEOUTS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  after(() => t.close());

  it('closes a sign-in whose JSON body trickles in a byte at a time', async () => {
    const head =
      'POST /api/v1/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"email":"';
    assert.equal(await trickle(port, head, 'a'), 'closed');
  });

  it('closes a connection whose headers trickle in', async () => {
    assert.equal(await trickle(port, 'POST /api/v1/session HTTP/1.1\r\nHost: x\r\nX-Slow: ', 'a'), 'closed');
  });

  it('closes an upload whose multipart body trickles in, by the longer upload bound', async () => {
    const head =
      'POST /portal/api/uploads HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
      'Content-Length: 100000\r\n\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n';
    assert.equal(await trickle(port, head, 'a'), 'closed');
  });

  it('stops guarding a body once it has been read: nothing fires after the bound (app.inject included)', async () => {
    const failures: unknown[] = [];
    const onFailure = (error: unknown) => failures.push(error);
    process.on('uncaughtException', onFailure);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: 'nobody@bank.test', password: 'wrong password' },
      });
      assert.equal(res.statusCode, 401);
      // Refused before its body is read (no session): the body's 'end' never comes.
      const refused = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: { email: 'a@b.test' } });
      assert.equal(refused.statusCode, 401);
      await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.bodyMs + 400));
    } finally {
      process.off('uncaughtException', onFailure);
    }
    assert.deepEqual(failures, []);
  });

  it('still answers a request sent at once, and closes the kept-alive connection once idle', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@bank.test', password: 'wrong password' }),
    });
    assert.equal(res.status, 401);
    const idle = await new Promise<'closed' | 'still open'>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n'));
      const bound = setTimeout(() => {
        socket.destroy();
        resolve('still open');
      }, BOUND_MS);
      socket.on('data', () => {});
      socket.on('close', () => {
        clearTimeout(bound);
        resolve('closed');
      });
    });
    assert.equal(idle, 'closed');
  });
});

describe('timeout settings', () => {
  it('reads them in seconds and refuses a headers timeout above the body timeout at boot', () => {
    const base = { DOSSIER_SECRET: 'x'.repeat(20), DOSSIER_DATA_DIR: '/tmp/dossier-timeouts-test' };
    const config = loadConfig({ ...base, DOSSIER_BODY_TIMEOUT_SECONDS: '10', DOSSIER_HEADERS_TIMEOUT_SECONDS: '5' });
    assert.deepEqual(config.timeouts, { headersMs: 5000, bodyMs: 10_000, uploadMs: 600_000, keepAliveMs: 72_000 });
    assert.throws(
      () => loadConfig({ ...base, DOSSIER_HEADERS_TIMEOUT_SECONDS: '60', DOSSIER_BODY_TIMEOUT_SECONDS: '30' }),
      ConfigError,
    );
    assert.throws(() => loadConfig({ ...base, DOSSIER_BODY_TIMEOUT_SECONDS: 'soon' }), /whole number/);
  });
});

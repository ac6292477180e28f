import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createTestDatabase, SQLITE_PASS_ONLY, type TestDatabase, testServiceContext } from '../helpers/test-app.js';

/** A stand-in build, so these tests do not depend on the real one (the browser tests use that). */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-web-'));
  mkdirSync(join(dir, 'console', 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'console', 'index.html'),
    '<!doctype html><html><head><script type="module" src="/console/assets/app-3f2a1b.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dir, 'console', 'assets', 'app-3f2a1b.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dir, 'console', 'assets', 'worker-9c8d7e.mjs'), 'self.onmessage = () => {};');
  return dir;
}

describe('the console is served at /console/ [sqlite]', { skip: SQLITE_PASS_ONLY }, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webDir: string;

  before(async () => {
    webDir = fakeBuild();
    database = await createTestDatabase('sqlite');
    app = await buildApp({
      ctx: testServiceContext(database),
      publicUrl: 'http://localhost:8080',
      bodyLimitBytes: 1024 * 1024,
      rateLimit: null,
      logger: false,
      webDir,
    });
  });
  after(async () => {
    await app.close();
    await database.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('redirects / to the console', async () => {
    const res = await app.inject({ url: '/' });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/console/');
  });

  it('serves index.html for the app and every client route, never cached, with strict security headers', async () => {
    for (const url of ['/console/', '/console/settings/tokens', '/console/set-password']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.match(res.body, /<script type="module"/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.ok(!csp.includes('unsafe-eval'));
      assert.ok(!/script-src[^;]*unsafe-inline/.test(csp));
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.equal(res.headers['referrer-policy'], 'same-origin');
    }
  });

  it('serves hashed assets as immutable, gzipped when asked, with an ETag', async () => {
    const res = await app.inject({ url: '/console/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/javascript/);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.ok(gunzipSync(res.rawPayload).toString().startsWith('console.log('));
    const again = await app.inject({
      url: '/console/assets/app-3f2a1b.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
    const plain = await app.inject({ url: '/console/assets/app-3f2a1b.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
  });

  it('serves module workers (.mjs) as JavaScript, which browsers require of a worker', async () => {
    const res = await app.inject({ url: '/console/assets/worker-9c8d7e.mjs' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/javascript/);
  });

  it('answers a missing asset with 404, not with the page', async () => {
    for (const url of ['/console/assets/app-old.js', '/console/favicon.ico', '/console/../package.json']) {
      const res = await app.inject({ url });
      assert.notEqual(res.statusCode, 200, url);
      assert.ok(!res.body.includes('<script'), url);
    }
  });

  it('keeps the API and its error bodies apart from the console', async () => {
    const res = await app.inject({ url: '/api/v1/verifications' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.headers['content-security-policy'], undefined);
  });
});

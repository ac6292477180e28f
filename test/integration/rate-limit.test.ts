import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import { createAccessToken } from '../../src/services/access-tokens.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const LIST = '/api/v1/verifications';

function rateHeaders(res: LightMyRequestResponse) {
  return {
    limit: Number(res.headers['ratelimit-limit']),
    remaining: Number(res.headers['ratelimit-remaining']),
    reset: Number(res.headers['ratelimit-reset']),
  };
}

for (const dialect of testDialects()) {
  describe(`per-token rate limit [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { rateLimit: { perSecond: 2, burst: 5 } });
    });
    after(() => t.close());

    it('lets a burst of 5 through with counting-down headers, then answers 429 with Retry-After', async () => {
      const tenant = await createTenant(t.ctx);
      const remaining: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ url: LIST, headers: tenant.headers });
        assert.equal(res.statusCode, 200, `request ${i + 1}: ${res.body}`);
        const h = rateHeaders(res);
        assert.equal(h.limit, 5);
        assert.ok(h.reset >= 1 && h.reset <= 3, `RateLimit-Reset is the seconds to a full bucket, got ${h.reset}`);
        assert.ok(!('retry-after' in res.headers));
        remaining.push(h.remaining);
      }
      assert.deepEqual(remaining, [4, 3, 2, 1, 0]);

      const limited = await t.app.inject({ url: LIST, headers: tenant.headers });
      assert.equal(limited.statusCode, 429, limited.body);
      const body = limited.json();
      assert.equal(body.error.status, 429);
      assert.equal(body.error.code, 'rate_limited');
      assert.equal(typeof body.error.request_id, 'string');
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After: ${limited.headers['retry-after']}`);
      assert.equal(rateHeaders(limited).remaining, 0);
      assert.equal(rateHeaders(limited).limit, 5);
    });

    it('counts every route against the same token and refuses writes too once the bucket is empty', async () => {
      const tenant = await createTenant(t.ctx);
      const urls = [LIST, '/api/v1/completeness_profiles', LIST, '/api/v1/completeness_profiles', LIST];
      for (const url of urls) assert.equal((await t.app.inject({ url, headers: tenant.headers })).statusCode, 200);
      const write = await t.app.inject({ method: 'POST', url: LIST, headers: tenant.headers, payload: {} });
      assert.equal(write.statusCode, 429, 'refused before the body is even looked at');
      const list = await t.app.inject({ url: '/api/v1/completeness_profiles', headers: tenant.headers });
      assert.equal(list.statusCode, 429);
    });

    it('keeps a bucket per token: another tenant and another token of the same tenant are unaffected', async () => {
      const tenantA = await createTenant(t.ctx, 'Busy');
      const tenantB = await createTenant(t.ctx, 'Quiet');
      for (let i = 0; i < 6; i++) await t.app.inject({ url: LIST, headers: tenantA.headers });
      assert.equal((await t.app.inject({ url: LIST, headers: tenantA.headers })).statusCode, 429);

      const other = await t.app.inject({ url: LIST, headers: tenantB.headers });
      assert.equal(other.statusCode, 200);
      assert.equal(rateHeaders(other).remaining, 4, 'tenant B starts with a full bucket of its own');

      const second = await createAccessToken(t.ctx, tenantA.accountId, 'second integration');
      const sameAccount = await t.app.inject({ url: LIST, headers: { authorization: `Bearer ${second.token}` } });
      assert.equal(sameAccount.statusCode, 200);
      assert.equal(rateHeaders(sameAccount).remaining, 4);
    });

    it('refuses bad tokens with 401 without rate-limit headers, and they do not drain a real bucket', async () => {
      const tenant = await createTenant(t.ctx);
      for (let i = 0; i < 10; i++) {
        const res = await t.app.inject({ url: LIST, headers: { authorization: 'Bearer dsr_nope' } });
        assert.equal(res.statusCode, 401);
        assert.ok(!('ratelimit-limit' in res.headers));
      }
      const res = await t.app.inject({ url: LIST, headers: tenant.headers });
      assert.equal(res.statusCode, 200);
      assert.equal(rateHeaders(res).remaining, 4);
    });

    it('leaves unauthenticated routes unlimited', async () => {
      for (let i = 0; i < 8; i++) {
        const res = await t.app.inject({ url: '/health' });
        assert.equal(res.statusCode, 200);
        assert.ok(!('ratelimit-limit' in res.headers));
      }
    });

    it('lets the token through again once Retry-After has passed', async () => {
      const tenant = await createTenant(t.ctx);
      let limited: LightMyRequestResponse | undefined;
      for (let i = 0; i < 6; i++) limited = await t.app.inject({ url: LIST, headers: tenant.headers });
      assert.equal(limited?.statusCode, 429);
      await sleep(Number(limited?.headers['retry-after']) * 1000 + 50);
      const again = await t.app.inject({ url: LIST, headers: tenant.headers });
      assert.equal(again.statusCode, 200, again.body);
    });
  });

  for (const [label, rateLimit] of [
    ['null', null],
    ['perSecond 0', { perSecond: 0, burst: 100 }],
    ['burst 0', { perSecond: 50, burst: 0 }],
  ] as const) {
    describe(`rate limit turned off (${label}) [${dialect}]`, () => {
      let t: TestApp;
      before(async () => {
        t = await startTestApp(dialect, { rateLimit });
      });
      after(() => t.close());

      it('sends no rate-limit headers and never answers 429', async () => {
        const tenant = await createTenant(t.ctx);
        for (let i = 0; i < 20; i++) {
          const res = await t.app.inject({ url: LIST, headers: tenant.headers });
          assert.equal(res.statusCode, 200);
          for (const header of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after']) {
            assert.ok(!(header in res.headers), `${header} must be absent`);
          }
        }
      });
    });
  }
}

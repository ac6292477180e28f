import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { RedisRateLimitStore } from '../../src/http/plugins/redis-rate-limit-store.js';
import { createConsoleUser, signedIn } from '../helpers/console-session.js';
import {
  deleteKeys,
  describeRedis,
  RecordingLogger,
  TEST_REDIS_URL,
  testKeyPrefix,
  waitUntil,
} from '../helpers/redis.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/**
 * Issue 18, defects 1 and 8: the sign-in lockout holds under concurrency (the attempt is counted in the database
 * before the password is checked), it locks an (e-mail, client address) pair rather than the e-mail everywhere, and
 * each client address has a budget of its own on every route that takes a password or a link without a credential.
 */
for (const dialect of testDialects()) {
  describe(`sign-in lockout under attack [${dialect}]`, () => {
    let t: TestApp;
    let passwordChecks = 0;
    before(async () => {
      t = await startTestApp(dialect, { ctx: { onPasswordCheck: () => passwordChecks++ } });
    });
    after(() => t.close());

    const attempt = (email: string, password: string, remoteAddress = '203.0.113.7') =>
      t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password }, remoteAddress });

    it('checks at most 5 passwords out of 300 concurrent wrong attempts, and refuses the right one at 250', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'admin');
      passwordChecks = 0;
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) => attempt(user.email, i === 249 ? user.password : `wrong-${i}`)),
      );
      assert.ok(passwordChecks >= 1 && passwordChecks <= 5, `${passwordChecks} password checks`);
      const codes = answers.map((a) => a.statusCode);
      assert.equal(codes.filter((c) => c === 401).length, passwordChecks, 'each check was a wrong password');
      assert.equal(codes.filter((c) => c === 429).length, 300 - passwordChecks);
      assert.equal(answers[249]?.statusCode, 429, 'the right password at position 250 meets the lock');
      assert.ok(Number(answers[299]?.headers['retry-after']) > 0);
      // Still locked afterwards, for the right password too, with no further check.
      assert.equal((await attempt(user.email, user.password)).statusCode, 429);
      assert.ok(passwordChecks <= 5);
    });

    it('locks the e-mail from the attacking address only: the user still signs in from elsewhere', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await createConsoleUser(t, tenant.accountId, 'admin');
      for (let i = 0; i < 5; i++) assert.equal((await attempt(admin.email, 'guess', '198.51.100.66')).statusCode, 401);
      assert.equal((await attempt(admin.email, admin.password, '198.51.100.66')).statusCode, 429);
      const fromOffice = await attempt(admin.email, admin.password, '192.0.2.10');
      assert.equal(fromOffice.statusCode, 200, 'a stranger cannot lock an admin out');
    });

    it('treats an IPv6 /64 as one address, so rotating within it does not escape the lock', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      for (let i = 1; i <= 5; i++) {
        assert.equal((await attempt(user.email, 'guess', `2001:db8:1:2::${i.toString(16)}`)).statusCode, 401);
      }
      assert.equal((await attempt(user.email, user.password, '2001:db8:1:2:ffff::9')).statusCode, 429);
      assert.equal((await attempt(user.email, user.password, '2001:db8:1:3::1')).statusCode, 200);
    });

    it('answers an invitation of another account’s user as if it went out, and creates nothing', async () => {
      const accountA = await createTenant(t.ctx, 'Bank A');
      const userOfA = await createConsoleUser(t, accountA.accountId, 'admin');
      const accountB = await createTenant(t.ctx, 'Bank B');
      const adminOfB = await signedIn(t, accountB.accountId, 'admin');
      const invite = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users',
          headers: adminOfB.headers,
          payload: { email, name: 'Probe', role: 'viewer' },
        });
      const fresh = await invite(`fresh-${Date.now()}@elsewhere.test`);
      const probe = await invite(userOfA.email.toUpperCase());
      assert.equal(fresh.statusCode, 201, fresh.body);
      assert.equal(probe.statusCode, 201, `no 409 revealing the address: ${probe.body}`);
      const shape = (body: Record<string, unknown>) => JSON.stringify(Object.keys(body).sort());
      assert.equal(shape(probe.json()), shape(fresh.json()));
      assert.equal(shape(probe.json().user), shape(fresh.json().user));
      assert.equal(probe.json().user.email, userOfA.email);
      const rows = await t.ctx.db
        .selectFrom('users')
        .select(['account_id'])
        .where('email', '=', userOfA.email)
        .execute();
      assert.deepEqual(rows, [{ account_id: accountA.accountId }], 'the user of account A stays as it was');
      const mails = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('recipient')
        .where('account_id', '=', accountB.accountId)
        .execute();
      assert.ok(!mails.some((m) => m.recipient === userOfA.email), 'nothing is mailed to the other account’s user');
      // Within one account the admin sees its users anyway: a duplicate there is still a 409.
      assert.equal((await invite(adminOfB.user.email)).statusCode, 409);
    });
  });

  describe(`sign-in attempt window [${dialect}]`, () => {
    let t: TestApp;
    let offsetMs = 0;
    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: () => new Date(Date.now() + offsetMs).toISOString() } });
    });
    after(() => t.close());

    it('counts again from 1 once 15 minutes have passed without a lock, in the same statement', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'viewer');
      const attempt = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/session',
          payload: { email: user.email, password },
          remoteAddress: '192.0.2.44',
        });
      for (let i = 0; i < 4; i++) assert.equal((await attempt('guess')).statusCode, 401);
      offsetMs += 16 * 60_000;
      for (let i = 0; i < 4; i++) assert.equal((await attempt('guess')).statusCode, 401);
      assert.equal((await attempt(user.password)).statusCode, 200, 'the fifth attempt of the new window is checked');
    });
  });

  describe(`per-address sign-in limit [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { signInAddressLimit: { perMinute: 10 } });
    });
    after(() => t.close());

    it('refuses an address past its budget on sign-in, passkey sign-in, password links and the portal links, not other addresses', async () => {
      const post = (url: string, payload: object, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url, payload, remoteAddress });
      const routes: [string, object][] = [
        ['/api/v1/session', { email: 'someone@bank.test', password: 'guess' }],
        ['/api/v1/password_links/check', { token: 'dsp_guess' }],
        ['/api/v1/password_links/use', { token: 'dsp_guess', password: 'long-enough-password' }],
        ['/portal/api/session', { token: 'dpl_guess' }],
        ['/portal/api/links', { token: 'dpl_guess' }],
        ['/api/v1/session/passkey/challenge', {}],
        ['/api/v1/session/passkey', { credential: {} }],
        ['/api/v1/session/mfa/passkey_challenge', {}],
      ];
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) {
        const [url, payload] = routes[i % routes.length] as [string, object];
        codes.push((await post(url, payload, '203.0.113.99')).statusCode);
      }
      assert.ok(!codes.includes(429), `the first 10 are within the budget: ${codes}`);
      for (const [url, payload] of routes) {
        const refused = await post(url, payload, '203.0.113.99');
        assert.equal(refused.statusCode, 429, `${url}: ${refused.body}`);
        assert.ok(Number(refused.headers['retry-after']) >= 1);
      }
      assert.notEqual((await post('/api/v1/session', routes[0]?.[1] as object, '203.0.113.100')).statusCode, 429);
    });
  });
}

describeRedis('per-address sign-in limit shared through Redis', () => {
  it('holds across two instances sharing the Redis store', async () => {
    const keyPrefix = testKeyPrefix();
    const [dialect] = testDialects();
    const stores = [0, 1].map(
      () =>
        new RedisRateLimitStore({
          url: TEST_REDIS_URL,
          perSecond: 50,
          burst: 100,
          logger: new RecordingLogger(),
          keyPrefix,
        }),
    );
    const apps = await Promise.all(
      stores.map((store) =>
        startTestApp(dialect ?? 'sqlite', { rateLimitStore: store, signInAddressLimit: { perMinute: 4 } }),
      ),
    );
    try {
      await waitUntil(() => stores.every((store) => store.shared), 5000, 'both stores connected to Redis');
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = apps[i % 2] as TestApp;
        const answer = await app.app.inject({
          method: 'POST',
          url: '/api/v1/session',
          payload: { email: 'x@bank.test', password: 'guess' },
          remoteAddress: '203.0.113.5',
        });
        codes.push(answer.statusCode);
      }
      assert.deepEqual(codes, [401, 401, 401, 401, 429, 429], 'four per address across both instances');
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all(stores.map((s) => s.close()));
      await deleteKeys(TEST_REDIS_URL, keyPrefix);
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SESSION_IDLE_MS } from '../../src/domain/session-policy.js';
import { createConsoleUser, sessionCookieFrom, signIn } from '../helpers/console-session.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const MINUTE = 60_000;

/** A clock the test moves by hand, so expiry and lockout are tested without waiting. */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs).toISOString(),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

for (const dialect of testDialects()) {
  describe(`console sign-in and sessions [${dialect}]`, () => {
    let t: TestApp;
    const clock = movableClock();
    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: clock.now } });
    });
    after(() => t.close());

    const attempt = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password } });
    const me = (cookie: string) => t.app.inject({ url: '/api/v1/session', headers: { cookie } });

    it('signs in with a session cookie that scripts cannot read and other sites do not send', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'admin', 'Ana Ruiz');
      const res = await attempt(user.email.toUpperCase(), user.password);
      assert.equal(res.statusCode, 200, res.body);
      const setCookie = String(res.headers['set-cookie']);
      assert.match(setCookie, /^dossier_session=dss_[0-9A-Za-z]{43}; /);
      for (const attribute of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=43200']) {
        assert.ok(setCookie.includes(attribute), `${attribute} in ${setCookie}`);
      }
      assert.ok(!setCookie.includes('Secure'), 'no Secure flag on a plain-http public URL');
      const { session } = res.json();
      assert.equal(session.user.email, user.email);
      assert.equal(session.user.name, 'Ana Ruiz');
      assert.equal(session.account.id, tenant.accountId);
      assert.equal(typeof session.csrf_token, 'string');
      assert.ok(Date.parse(session.expires_at) - Date.parse(clock.now()) > 11.9 * 60 * MINUTE);
      const cookie = `dossier_session=${sessionCookieFrom(res.headers['set-cookie'])}`;
      assert.equal((await me(cookie)).json().session.user.id, user.id);
      // The cookie works for the API an integrator uses, too.
      const list = await t.app.inject({ url: '/api/v1/verifications', headers: { cookie } });
      assert.equal(list.statusCode, 200);
    });

    it('gives one answer for a wrong password and an unknown e-mail', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const wrong = await attempt(user.email, `${user.password}x`);
      const unknown = await attempt('nobody@nowhere.test', user.password);
      assert.equal(wrong.statusCode, 401);
      assert.equal(unknown.statusCode, 401);
      assert.equal(wrong.json().error.message, unknown.json().error.message);
      assert.equal(wrong.headers['set-cookie'], undefined);
    });

    it('locks an e-mail for 15 minutes after 5 failures, right password or not, and says nothing about existence', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      for (const email of [user.email, 'ghost@nowhere.test']) {
        for (let i = 1; i <= 5; i++) assert.equal((await attempt(email, 'wrong password!')).statusCode, 401);
        const sixth = await attempt(email, 'wrong password!');
        assert.equal(sixth.statusCode, 429, sixth.body);
        assert.match(sixth.json().error.message, /Too many failed sign-ins.*15 minutes/);
        assert.ok(Number(sixth.headers['retry-after']) > 800);
      }
      const locked = await attempt(user.email, user.password);
      assert.equal(locked.statusCode, 429, 'the right password does not get through a lock');
      const otherUser = await createConsoleUser(t, tenant.accountId, 'officer');
      assert.equal(
        (await attempt(otherUser.email, otherUser.password)).statusCode,
        200,
        'other e-mails are not locked',
      );
      clock.advance(14 * MINUTE);
      assert.equal((await attempt(user.email, user.password)).statusCode, 429);
      clock.advance(2 * MINUTE);
      assert.equal((await attempt(user.email, user.password)).statusCode, 200, 'the lock ends after 15 minutes');
    });

    it('forgets failures after a success, so five failures must be in a row', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'viewer');
      for (let i = 0; i < 4; i++) await attempt(user.email, 'wrong password!');
      assert.equal((await attempt(user.email, user.password)).statusCode, 200);
      for (let i = 0; i < 4; i++) assert.equal((await attempt(user.email, 'wrong password!')).statusCode, 401);
    });

    it('ends a session after 30 idle minutes, and keeps an active one alive up to 12 hours', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const idle = await signIn(t, user);
      const active = await signIn(t, user);
      clock.advance(SESSION_IDLE_MS - 2 * MINUTE);
      assert.equal((await me(active.cookie.cookie)).statusCode, 200);
      clock.advance(4 * MINUTE);
      assert.equal((await me(idle.cookie.cookie)).statusCode, 401, 'idle for 32 minutes');
      for (let hours = 0; hours < 11; hours++) {
        clock.advance(25 * MINUTE);
        assert.equal((await me(active.cookie.cookie)).statusCode, 200, `still active after ${hours} h`);
        clock.advance(25 * MINUTE);
        assert.equal((await me(active.cookie.cookie)).statusCode, 200);
      }
      clock.advance(120 * MINUTE);
      assert.equal((await me(active.cookie.cookie)).statusCode, 401, 'past 12 hours, however active');
    });

    it('signs out at once, and "sign out everywhere" ends every session of the user only', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'admin');
      const colleague = await signIn(t, await createConsoleUser(t, tenant.accountId, 'admin'));
      const one = await signIn(t, user);
      const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/session', headers: one.headers });
      assert.equal(out.statusCode, 204);
      assert.match(String(out.headers['set-cookie']), /dossier_session=; .*Max-Age=0/);
      assert.equal((await me(one.cookie.cookie)).statusCode, 401);

      const laptop = await signIn(t, user);
      const phone = await signIn(t, user);
      const all = await t.app.inject({ method: 'POST', url: '/api/v1/session/end_all', headers: phone.headers });
      assert.equal(all.statusCode, 204);
      assert.equal((await me(laptop.cookie.cookie)).statusCode, 401);
      assert.equal((await me(phone.cookie.cookie)).statusCode, 401);
      assert.equal((await me(colleague.cookie.cookie)).statusCode, 200, "a colleague's session goes on");
    });

    it('ends a deactivated user’s sessions at once and refuses their sign-in', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signIn(t, await createConsoleUser(t, tenant.accountId, 'admin'));
      const officer = await createConsoleUser(t, tenant.accountId, 'officer');
      const session = await signIn(t, officer);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${officer.id}/deactivate`,
        headers: admin.headers,
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().user.status, 'deactivated');
      assert.equal((await me(session.cookie.cookie)).statusCode, 401);
      assert.equal((await attempt(officer.email, officer.password)).statusCode, 401);
    });

    it('uses a Bearer token alone when one is sent, whatever cookie comes with it', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signIn(t, await createConsoleUser(t, tenant.accountId, 'admin'));
      const res = await t.app.inject({
        url: '/api/v1/access_tokens',
        headers: { ...admin.cookie, authorization: tenant.headers.authorization },
      });
      assert.equal(res.statusCode, 403, 'the token decides, and tokens cannot list tokens');
      const bad = await t.app.inject({
        url: '/api/v1/verifications',
        headers: { ...admin.cookie, authorization: 'Bearer nonsense' },
      });
      assert.equal(bad.statusCode, 401, 'a bad token is not rescued by a good cookie');
    });

    it('refuses a sign-in that is not JSON (a cross-site form cannot post JSON)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.test&password=whatever12345',
      });
      assert.equal(res.statusCode, 415);
    });
  });
}

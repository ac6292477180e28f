import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateSync } from 'otplib';
import { TOTP_PERIOD_SECONDS, totpStepAt } from '../../src/domain/totp.js';
import { type ConsoleUser, createConsoleUser, sessionCookieFrom, signIn } from '../helpers/console-session.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/** A clock the test moves by hand, so codes of the next time step exist without waiting. */
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
  describe(`two-factor sign-in [${dialect}]`, () => {
    let t: TestApp;
    const clock = movableClock();
    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: clock.now } });
    });
    after(() => t.close());

    /** The code an authenticator app shows now (by the test's clock), from the secret the set-up page showed. */
    const codeNow = (secret: string, stepOffset = 0) =>
      generateSync({ secret, epoch: (totpStepAt(Date.parse(clock.now())) + stepOffset) * TOTP_PERIOD_SECONDS });

    const password = (user: ConsoleUser) =>
      t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { email: user.email, password: user.password } });
    const mfaCookieOf = (res: { headers: Record<string, unknown> }) => {
      const match = /dossier_mfa=([^;]*)/.exec(String(res.headers['set-cookie']));
      assert.ok(match?.[1], 'a challenge cookie');
      return `dossier_mfa=${match[1]}`;
    };
    const secondStep = (cookie: string, payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/session/mfa', headers: { cookie }, payload });

    /** Sets MFA up through the API as the set-up page does; returns the secret and the recovery codes. */
    async function setUpMfa(user: ConsoleUser) {
      const session = await signIn(t, user);
      const start = await t.app.inject({ method: 'POST', url: '/api/v1/session/mfa_setup', headers: session.headers });
      assert.equal(start.statusCode, 200, start.body);
      const { secret, qr_code, otpauth_uri } = start.json();
      assert.match(qr_code, /^data:image\/png;base64,/);
      assert.ok(otpauth_uri.startsWith('otpauth://totp/'));
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa_setup/confirm',
        headers: session.headers,
        payload: { code: '000000' === codeNow(secret) ? '111111' : '000000' },
      });
      assert.equal(wrong.statusCode, 400);
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa_setup/confirm',
        headers: session.headers,
        payload: { code: codeNow(secret) },
      });
      assert.equal(confirm.statusCode, 200, confirm.body);
      const codes = confirm.json().recovery_codes as string[];
      assert.equal(codes.length, 10);
      return { secret: secret as string, codes, session };
    }

    it('after set-up, the password alone gives no session: the code does, once', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const { secret } = await setUpMfa(user);

      const first = await password(user);
      assert.equal(first.statusCode, 202, first.body);
      assert.equal(first.json().mfa_required, true);
      assert.ok(!String(first.headers['set-cookie']).includes('dossier_session='), 'no session cookie yet');
      const challenge = mfaCookieOf(first);
      // The challenge is not a session: presented as one, or on its own, it opens nothing.
      const asSession = challenge.replace('dossier_mfa=', 'dossier_session=');
      assert.equal(
        (await t.app.inject({ url: '/api/v1/verifications', headers: { cookie: asSession } })).statusCode,
        401,
      );
      assert.equal((await t.app.inject({ url: '/api/v1/session', headers: { cookie: challenge } })).statusCode, 401);

      clock.advance(TOTP_PERIOD_SECONDS * 1000); // the set-up's code was used; this is the next one
      const ok = await secondStep(challenge, { code: codeNow(secret) });
      assert.equal(ok.statusCode, 200, ok.body);
      const cookie = `dossier_session=${sessionCookieFrom(ok.headers['set-cookie'])}`;
      assert.equal(
        (await t.app.inject({ url: '/api/v1/session', headers: { cookie } })).json().session.user.id,
        user.id,
      );
      // The challenge is spent.
      assert.equal((await secondStep(challenge, { code: codeNow(secret) })).statusCode, 401);

      // The same code again, on a new sign-in within its 30 seconds: a replay, refused.
      const replay = await secondStep(mfaCookieOf(await password(user)), { code: codeNow(secret) });
      assert.equal(replay.statusCode, 401);
    });

    it('refuses wrong codes and ends the sign-in at the fifth; codes beyond ±1 step fail', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const { secret } = await setUpMfa(user);
      clock.advance(TOTP_PERIOD_SECONDS * 1000);
      const challenge = mfaCookieOf(await password(user));
      const tooOld = await secondStep(challenge, { code: codeNow(secret, -2) });
      assert.equal(tooOld.statusCode, 401);
      assert.equal(tooOld.json().error.details[0].field, 'code');
      for (let i = 0; i < 4; i++)
        assert.equal((await secondStep(challenge, { code: codeNow(secret, 3) })).statusCode, 401);
      // Five wrong: the right code no longer helps this sign-in.
      const late = await secondStep(challenge, { code: codeNow(secret) });
      assert.equal(late.statusCode, 401);
      assert.match(late.json().error.message, /Sign in again/);
      // A new sign-in, with the password again, works.
      assert.equal((await secondStep(mfaCookieOf(await password(user)), { code: codeNow(secret) })).statusCode, 200);
    });

    it('ten wrong codes across sign-ins make the next sign-in wait', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const { secret } = await setUpMfa(user);
      for (let round = 0; round < 2; round++) {
        const challenge = mfaCookieOf(await password(user));
        for (let i = 0; i < 5; i++) await secondStep(challenge, { code: codeNow(secret, 4) });
      }
      assert.equal((await password(user)).statusCode, 429);
    });

    it('a recovery code signs in once, then never again', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'admin');
      const { codes } = await setUpMfa(user);
      const code = codes[3] as string;
      const ok = await secondStep(mfaCookieOf(await password(user)), { recovery_code: code.toLowerCase() });
      assert.equal(ok.statusCode, 200, ok.body);
      const again = await secondStep(mfaCookieOf(await password(user)), { recovery_code: code });
      assert.equal(again.statusCode, 401);
      assert.equal(again.json().error.details[0].field, 'recovery_code');
      const cookie = `dossier_session=${sessionCookieFrom(ok.headers['set-cookie'])}`;
      const status = await t.app.inject({ url: '/api/v1/session/mfa_setup', headers: { cookie } });
      assert.deepEqual(
        { enabled: status.json().enabled, left: status.json().recovery_codes_left },
        { enabled: true, left: 9 },
      );
    });

    it('the TOTP secret is stored sealed, and recovery codes only as hashes', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const { secret, codes } = await setUpMfa(user);
      const row = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      assert.ok(row.mfa_secret?.startsWith('v1.'));
      assert.ok(!JSON.stringify(row).includes(secret));
      const stored = await t.ctx.db
        .selectFrom('mfa_recovery_codes')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      assert.equal(stored.length, 10);
      const dump = JSON.stringify(stored);
      for (const code of codes) assert.ok(!dump.includes(code) && !dump.includes(code.replace('-', '')));
    });

    it('require_mfa: a user without MFA reaches only the set-up until it is done', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signIn(t, await createConsoleUser(t, tenant.accountId, 'admin'));
      const officer = await createConsoleUser(t, tenant.accountId, 'officer');
      const turnOn = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: admin.headers,
        payload: { require_mfa: true },
      });
      assert.equal(turnOn.statusCode, 200, turnOn.body);
      assert.equal(turnOn.json().account.require_mfa, true);

      const session = await signIn(t, officer);
      const described = await t.app.inject({ url: '/api/v1/session', headers: session.cookie });
      assert.equal(described.json().session.mfa_setup_required, true);
      const blocked = await t.app.inject({ url: '/api/v1/verifications', headers: session.cookie });
      assert.equal(blocked.statusCode, 403);
      assert.equal(blocked.json().error.code, 'mfa_setup_required');
      // The admin's own session is held too (the admin has not set MFA up either).
      assert.equal((await t.app.inject({ url: '/api/v1/users', headers: admin.cookie })).statusCode, 403);

      const start = await t.app.inject({ method: 'POST', url: '/api/v1/session/mfa_setup', headers: session.headers });
      const secret = start.json().secret as string;
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa_setup/confirm',
        headers: session.headers,
        payload: { code: codeNow(secret) },
      });
      assert.equal(confirm.statusCode, 200, confirm.body);
      // Done: the same session now reaches the rest.
      assert.equal((await t.app.inject({ url: '/api/v1/verifications', headers: session.cookie })).statusCode, 200);
    });

    it('an admin resets a user’s MFA (audit-logged); an admin of another account cannot', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createTenant(t.ctx, 'Other Bank');
      const admin = await signIn(t, await createConsoleUser(t, tenant.accountId, 'admin'));
      const outsider = await signIn(t, await createConsoleUser(t, other.accountId, 'admin'));
      const officerSession = await signIn(t, await createConsoleUser(t, tenant.accountId, 'officer'));
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      await setUpMfa(user);

      const reset = (headers: Record<string, string>) =>
        t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}/mfa`, headers });
      assert.equal((await reset(outsider.headers)).statusCode, 404);
      assert.equal((await reset(officerSession.headers)).statusCode, 403);
      assert.equal((await password(user)).statusCode, 202, 'still two-factor after the refused resets');

      const done = await reset(admin.headers);
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(done.json().user.mfa_enabled, false);
      assert.equal((await password(user)).statusCode, 200, 'the password alone signs in again');
      const entries = await t.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('account_id', '=', tenant.accountId)
        .where('action', '=', 'user.mfa_reset')
        .execute();
      assert.equal(entries.length, 1);
      assert.equal(entries[0]?.actor_id, admin.user.id);
      const foreign = await t.ctx.db
        .selectFrom('audit_log')
        .selectAll()
        .where('account_id', '=', other.accountId)
        .where('action', '=', 'user.mfa_reset')
        .execute();
      assert.equal(foreign.length, 0);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateSync } from 'otplib';
import { TOTP_PERIOD_SECONDS, totpStepAt } from '../../src/domain/totp.js';
import { type ConsoleUser, createConsoleUser, signIn } from '../helpers/console-session.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/**
 * Issue 18, 1.8: a user with an authenticator app signs in past a lock others caused, by sending the code with the
 * password in one request; anything short of both right gets, byte for byte, the answer of any locked sign-in.
 * The clock stands still unless the test moves it, so two locked answers are comparable (the minutes left).
 */
for (const dialect of testDialects()) {
  describe(`sign-in past a lock with an authenticator code [${dialect}]`, () => {
    let t: TestApp;
    let nowMs = Date.now();
    let passwordChecks = 0;
    before(async () => {
      t = await startTestApp(dialect, {
        ctx: { now: () => new Date(nowMs).toISOString(), onPasswordCheck: () => passwordChecks++ },
      });
    });
    after(() => t.close());

    const ATTACKER = '198.51.100.23';
    const codeNow = (secret: string) => generateSync({ secret, epoch: totpStepAt(nowMs) * TOTP_PERIOD_SECONDS });
    const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
    const attempt = (payload: Record<string, string>, remoteAddress = ATTACKER) =>
      t.app.inject({ method: 'POST', url: '/api/v1/session', payload, remoteAddress });

    /** Sets the authenticator app up as the set-up page does; the next code is a step later (not a replay). */
    async function withApp(user: ConsoleUser) {
      const session = await signIn(t, user);
      const start = await t.app.inject({ method: 'POST', url: '/api/v1/session/mfa_setup', headers: session.headers });
      assert.equal(start.statusCode, 200, start.body);
      const secret = start.json().secret as string;
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa_setup/confirm',
        headers: session.headers,
        payload: { code: codeNow(secret) },
      });
      assert.equal(confirm.statusCode, 200, confirm.body);
      nowMs += TOTP_PERIOD_SECONDS * 1000;
      return { secret, recoveryCodes: confirm.json().recovery_codes as string[] };
    }

    /** Five wrong passwords from the attacker's address lock the user's e-mail there; the answer after them. */
    async function lockFrom(user: ConsoleUser, address = ATTACKER) {
      for (let i = 0; i < 5; i++) {
        assert.equal((await attempt({ email: user.email, password: `guess-${i}` }, address)).statusCode, 401);
      }
      const locked = await attempt({ email: user.email, password: 'guess-5' }, address);
      assert.equal(locked.statusCode, 429, locked.body);
      return locked;
    }

    /** Status, body and headers, byte for byte but for the request's own id. */
    const sameAnswer = (
      a: Awaited<ReturnType<typeof attempt>>,
      b: Awaited<ReturnType<typeof attempt>>,
      why: string,
    ) => {
      assert.equal(a.statusCode, b.statusCode, why);
      // The request id names each request, wrong guess or not; everything else must match to the byte.
      const body = (r: typeof a) => r.body.replace(/"request_id":"[^"]*"/, '"request_id":"…"');
      assert.equal(body(a), body(b), why);
      const headers = (r: typeof a) =>
        Object.entries(r.headers).filter(([name]) => !['x-request-id', 'date'].includes(name.toLowerCase()));
      assert.deepEqual(headers(a), headers(b), why);
    };

    it('signs in with the password and the right code while locked by others; nothing else is told apart', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const { secret } = await withApp(user);
      const locked = await lockFrom(user);
      assert.ok(Number(locked.headers['retry-after']) > 0);

      const rightPasswordWrongCode = await attempt({
        email: user.email,
        password: user.password,
        code: otherThan(codeNow(secret)),
      });
      sameAnswer(rightPasswordWrongCode, locked, 'a right password with a wrong code answers as a locked guess');
      const wrongPasswordRightCode = await attempt({ email: user.email, password: 'guess-6', code: codeNow(secret) });
      sameAnswer(wrongPasswordRightCode, locked, 'a wrong password with the right code answers as a locked guess');
      sameAnswer(
        await attempt({ email: user.email, password: user.password }),
        locked,
        'the right password alone still meets the lock',
      );

      // The code was checked but not used by the wrong password: with the right one it signs in, at once.
      const signedIn = await attempt({ email: user.email, password: user.password, code: codeNow(secret) });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      assert.match(String(signedIn.headers['set-cookie']), /dossier_session=dss_/);
      assert.equal(signedIn.json().session.user.email, user.email);
      const events = await t.ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_id', 'data'])
        .where('account_id', '=', tenant.accountId)
        .where('action', '=', 'user.signed_in')
        .execute();
      assert.equal(events.length, 1, 'audit-logged');
      const data = typeof events[0]?.data === 'string' ? JSON.parse(events[0].data) : events[0]?.data;
      assert.deepEqual(data, { user_id: user.id, method: 'password', second_factor: 'totp', past_lock: true });
      assert.equal(events[0]?.actor_id, user.id);

      // The same code again is a replay: the locked answer, not a second session.
      const replay = await attempt({ email: user.email, password: user.password, code: codeNow(secret) });
      sameAnswer(replay, locked, 'a used code answers as a locked guess');
      // The lock still holds for whoever caused it.
      sameAnswer(await attempt({ email: user.email, password: 'guess-7' }), locked, 'the lock is not reset');
    });

    it('takes a recovery code instead, once; the lock of another address stays', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'viewer');
      const { recoveryCodes } = await withApp(user);
      const locked = await lockFrom(user);
      const lockedElsewhere = await lockFrom(user, '203.0.113.99');
      const recovery_code = recoveryCodes[3] as string;
      sameAnswer(
        await attempt({ email: user.email, password: 'guess-x', recovery_code }),
        locked,
        'a wrong password with a right recovery code answers as a locked guess',
      );
      const signedIn = await attempt({ email: user.email, password: user.password, recovery_code });
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      sameAnswer(
        await attempt({ email: user.email, password: user.password, recovery_code }),
        locked,
        'a recovery code works once',
      );
      sameAnswer(
        await attempt({ email: user.email, password: user.password }, '203.0.113.99'),
        lockedElsewhere,
        'the other address is still locked',
      );
      const both = await attempt({ email: user.email, password: user.password, code: '123456', recovery_code });
      assert.equal(both.statusCode, 400, 'a code or a recovery code, not both');
    });

    it('answers a user without an authenticator app, and an unknown e-mail, as any locked sign-in', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const locked = await lockFrom(user);
      sameAnswer(
        await attempt({ email: user.email, password: user.password, code: '123456' }),
        locked,
        'no authenticator app: the right password with a code is still locked',
      );
      sameAnswer(
        await attempt({ email: user.email, password: 'guess-6', code: '123456' }),
        locked,
        'no authenticator app: a wrong password with a code',
      );
      const nobody = { email: `nobody-${nowMs}@bank.test`, password: 'guess' };
      const lockedNobody = await lockFrom({ ...user, email: nobody.email });
      sameAnswer(lockedNobody, locked, 'an unknown e-mail locks with the same answer');
      sameAnswer(await attempt({ ...nobody, code: '123456' }), lockedNobody, 'an unknown e-mail with a code');
    });

    it('checks at most 5 passwords for 300 concurrent code-bearing attempts in a lock, then refuses the right pair', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'admin');
      const { secret } = await withApp(user);
      const locked = await lockFrom(user);
      passwordChecks = 0;
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          attempt({ email: user.email, password: `wrong-${i}`, code: String(100000 + i) }),
        ),
      );
      assert.ok(passwordChecks >= 1 && passwordChecks <= 5, `${passwordChecks} password checks`);
      for (const answer of answers) sameAnswer(answer, locked, 'every attempt gets the locked answer');
      const afterBound = await attempt({ email: user.email, password: user.password, code: codeNow(secret) });
      sameAnswer(afterBound, locked, 'past 5 code-bearing attempts the window is spent, even for the right pair');
      assert.ok(passwordChecks <= 5, `${passwordChecks} password checks`);

      // Another window later (the lock has also run out by then), the two-step sign-in works as before.
      nowMs += 16 * 60_000;
      assert.equal((await attempt({ email: user.email, password: user.password })).statusCode, 202);
    });
  });
}

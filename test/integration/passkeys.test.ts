import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateSync } from 'otplib';
import {
  type ConsoleSession,
  type ConsoleUser,
  createConsoleUser,
  sessionCookieFrom,
  signIn,
} from '../helpers/console-session.js';
import { type AuthenticationJson, SoftwareAuthenticator, strayChallenge } from '../helpers/software-authenticator.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/** The test app's public URL is http://localhost:8080: the relying party is localhost, the origin that URL. */
const ORIGIN = 'http://localhost:8080';

for (const dialect of testDialects()) {
  describe(`passkeys [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    /** Adds a passkey through the API as the Passkeys page does; returns the authenticator holding it. */
    async function addPasskey(session: ConsoleSession, name = 'Laptop', device = new SoftwareAuthenticator(ORIGIN)) {
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkeys/challenge',
        headers: session.headers,
      });
      assert.equal(start.statusCode, 200, start.body);
      const options = start.json().options;
      assert.equal(options.rp.id, 'localhost');
      assert.equal(options.authenticatorSelection.residentKey, 'required');
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkeys',
        headers: session.headers,
        payload: { name, credential: device.register(options) },
      });
      assert.equal(added.statusCode, 201, added.body);
      return { device, credential: device.credentials.at(-1) as (typeof device.credentials)[number], options };
    }

    const passwordless = async (answer: (challenge: string) => AuthenticationJson) => {
      const start = await t.app.inject({ method: 'POST', url: '/api/v1/session/passkey/challenge' });
      assert.equal(start.statusCode, 200, start.body);
      assert.equal(start.json().options.userVerification, 'required');
      assert.equal(start.json().options.allowCredentials, undefined, 'usernameless: no credentials listed');
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkey',
        payload: { credential: answer(start.json().options.challenge) },
      });
    };

    const password = (user: ConsoleUser) =>
      t.app.inject({ method: 'POST', url: '/api/v1/session', payload: { email: user.email, password: user.password } });
    const mfaCookieOf = (res: { headers: Record<string, unknown> }) => {
      const match = /dossier_mfa=([^;]*)/.exec(String(res.headers['set-cookie']));
      assert.ok(match?.[1], 'a challenge cookie');
      return `dossier_mfa=${match[1]}`;
    };
    const auditActions = async (accountId: string) =>
      (
        await t.ctx.db
          .selectFrom('audit_log')
          .select(['action', 'data'])
          .where('account_id', '=', accountId)
          .orderBy('created_at')
          .execute()
      ).map((r) => ({ action: r.action, data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data }));

    it('signs in without a password, once per challenge; a counter that goes backwards is refused', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const session = await signIn(t, user);
      const { device, credential } = await addPasskey(session, 'Work laptop');

      const listed = await t.app.inject({ url: '/api/v1/session/passkeys', headers: session.cookie });
      assert.deepEqual(
        listed.json().passkeys.map((p: { name: string; last_used_at: string | null }) => [p.name, p.last_used_at]),
        [['Work laptop', null]],
      );
      assert.doesNotMatch(listed.body, /public_key|credential_id/, 'never the key itself');

      let answered: AuthenticationJson | undefined;
      const ok = await passwordless((challenge) => {
        answered = device.assert(credential, challenge);
        return answered;
      });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().session.user.email, user.email);
      const cookie = `dossier_session=${sessionCookieFrom(ok.headers['set-cookie'])}`;
      assert.equal((await t.app.inject({ url: '/api/v1/session', headers: { cookie } })).statusCode, 200);

      // The same answer again: its challenge is spent.
      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkey',
        payload: { credential: answered },
      });
      assert.equal(replay.statusCode, 401);
      assert.ok(!String(replay.headers['set-cookie'] ?? '').includes('dossier_session='));

      // A clone of the key, whose counter is behind the one the server saw last.
      credential.counter -= 1;
      const cloned = await passwordless((challenge) => device.assert(credential, challenge));
      assert.equal(cloned.statusCode, 401, cloned.body);
      credential.counter += 5;
      assert.equal((await passwordless((challenge) => device.assert(credential, challenge))).statusCode, 200);
      const used = await t.app.inject({ url: '/api/v1/session/passkeys', headers: session.cookie });
      assert.ok(used.json().passkeys[0].last_used_at, 'the use is recorded');
    });

    it('refuses a challenge it did not give, one given for another purpose, and an unknown passkey', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const session = await signIn(t, user);
      const { device, credential } = await addPasskey(session);

      const stray = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkey',
        payload: { credential: device.assert(credential, strayChallenge()) },
      });
      assert.equal(stray.statusCode, 401);
      assert.match(stray.json().error.message, /not accepted/);

      // A registration's challenge does not sign anyone in.
      const registration = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkeys/challenge',
        headers: session.headers,
      });
      const misused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkey',
        payload: { credential: device.assert(credential, registration.json().options.challenge) },
      });
      assert.equal(misused.statusCode, 401);

      // A passkey this service never registered, of a well-formed answer to a real challenge: the same 401.
      const stranger = new SoftwareAuthenticator(ORIGIN);
      stranger.register({ challenge: strayChallenge(), user: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } });
      const unknown = await passwordless((challenge) =>
        stranger.assert(stranger.credentials[0] as (typeof stranger.credentials)[number], challenge),
      );
      assert.equal(unknown.statusCode, 401);
      assert.equal(unknown.json().error.message, stray.json().error.message, 'one answer whatever the reason');

      // Signed for another site: refused too.
      const phished = new SoftwareAuthenticator('https://dossier.evil.example');
      const evil = await passwordless((challenge) => phished.assert({ ...credential, counter: 100 }, challenge));
      assert.equal(evil.statusCode, 401);
    });

    it('binds a registration to the session that asked for it, and answers it once', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const first = await signIn(t, user);
      const second = await signIn(t, user);
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkeys/challenge',
        headers: first.headers,
      });
      const device = new SoftwareAuthenticator(ORIGIN);
      const answer = device.register(start.json().options);
      // Another session of the same user cannot finish it, and the attempt spends the challenge.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkeys',
        headers: second.headers,
        payload: { name: 'Laptop', credential: answer },
      });
      assert.equal(elsewhere.statusCode, 400, elsewhere.body);
      assert.equal(elsewhere.json().error.details[0].field, 'credential');
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkeys',
        headers: first.headers,
        payload: { name: 'Laptop', credential: answer },
      });
      assert.equal(late.statusCode, 400, 'a challenge answers once');

      // Signed for another origin: refused.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkeys/challenge',
        headers: first.headers,
      });
      const phished = new SoftwareAuthenticator('https://dossier.evil.example', 'localhost');
      const evil = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/passkeys',
        headers: first.headers,
        payload: { name: 'Laptop', credential: phished.register(again.json().options) },
      });
      assert.equal(evil.statusCode, 400);
      const none = await t.app.inject({ url: '/api/v1/session/passkeys', headers: first.cookie });
      assert.deepEqual(none.json().passkeys, []);
    });

    it('is a second factor after the password: only the user’s own passkey, for this sign-in', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const colleague = await createConsoleUser(t, tenant.accountId, 'officer');
      const mine = await addPasskey(await signIn(t, user), 'Mine');
      const theirs = await addPasskey(await signIn(t, colleague), 'Theirs');

      const first = await password(user);
      assert.equal(first.statusCode, 202, first.body);
      assert.deepEqual(first.json().methods, ['passkey']);
      const cookie = mfaCookieOf(first);
      const optionsFor = async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/session/mfa/passkey_challenge',
          headers: { cookie },
        });
        assert.equal(res.statusCode, 200, res.body);
        return res.json().options;
      };
      const options = await optionsFor();
      assert.deepEqual(
        options.allowCredentials.map((c: { id: string }) => c.id),
        [mine.credential.id],
        'only this user’s passkeys are offered',
      );
      const answer = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/session/mfa',
          headers: { cookie },
          payload: { passkey: payload },
        });

      // The colleague's passkey, even signing this very challenge: refused.
      const wrongUser = await answer(theirs.device.assert(theirs.credential, options.challenge));
      assert.equal(wrongUser.statusCode, 401);
      assert.equal(wrongUser.json().error.details[0].field, 'passkey');
      // A challenge of a passwordless sign-in does not answer this step.
      const other = await t.app.inject({ method: 'POST', url: '/api/v1/session/passkey/challenge' });
      assert.equal((await answer(mine.device.assert(mine.credential, other.json().options.challenge))).statusCode, 401);
      // The challenge of another sign-in of the same user does not either.
      const parallel = mfaCookieOf(await password(user));
      const parallelOptions = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa/passkey_challenge',
        headers: { cookie: parallel },
      });
      const crossed = await answer(mine.device.assert(mine.credential, parallelOptions.json().options.challenge));
      assert.equal(crossed.statusCode, 401);

      const ok = await answer(mine.device.assert(mine.credential, (await optionsFor()).challenge));
      assert.equal(ok.statusCode, 200, ok.body);
      assert.equal(ok.json().session.user.email, user.email);
      assert.equal((await answer(mine.device.assert(mine.credential, options.challenge))).statusCode, 401, 'spent');

      // Without the first step's cookie there is nothing to answer.
      const bare = await t.app.inject({ method: 'POST', url: '/api/v1/session/mfa/passkey_challenge' });
      assert.equal(bare.statusCode, 401);
    });

    it('offers both factors to a user with an authenticator app and a passkey; either finishes the sign-in', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const session = await signIn(t, user);
      const start = await t.app.inject({ method: 'POST', url: '/api/v1/session/mfa_setup', headers: session.headers });
      const secret = start.json().secret as string;
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa_setup/confirm',
        headers: session.headers,
        payload: { code: generateSync({ secret }) },
      });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      const recoveryCodes = confirmed.json().recovery_codes as string[];
      const { device, credential } = await addPasskey(session);

      const first = await password(user);
      assert.deepEqual(first.json().methods, ['totp', 'passkey']);
      const cookie = mfaCookieOf(first);
      const options = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa/passkey_challenge',
        headers: { cookie },
      });
      const byPasskey = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa',
        headers: { cookie },
        payload: { passkey: device.assert(credential, options.json().options.challenge) },
      });
      assert.equal(byPasskey.statusCode, 200, byPasskey.body);

      const byRecoveryCode = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/mfa',
        headers: { cookie: mfaCookieOf(await password(user)) },
        payload: { recovery_code: recoveryCodes[0] },
      });
      assert.equal(byRecoveryCode.statusCode, 200, byRecoveryCode.body);
    });

    it('passes a password lockout others caused; the password itself still meets it', async () => {
      const tenant = await createTenant(t.ctx);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const { device, credential } = await addPasskey(await signIn(t, user));
      for (let i = 0; i < 6; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/session',
          payload: { email: user.email, password: 'guess' },
        });
      }
      const locked = await password(user);
      assert.equal(locked.statusCode, 429, locked.body);
      const ok = await passwordless((challenge) => device.assert(credential, challenge));
      assert.equal(ok.statusCode, 200, ok.body);
    });

    it('counts as MFA for "Require MFA"; removing it or an admin reset takes it away, audit-logged', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await createConsoleUser(t, tenant.accountId, 'admin');
      const adminSession = await signIn(t, admin);
      const user = await createConsoleUser(t, tenant.accountId, 'officer');
      const session = await signIn(t, user);
      const kept = await addPasskey(session, 'Phone');
      const spare = await addPasskey(session, 'Spare key');
      await addPasskey(adminSession, 'Admin laptop');
      const required = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: adminSession.headers,
        payload: { require_mfa: true },
      });
      assert.equal(required.statusCode, 200, required.body);

      // The passkey is the second factor the account asks for: the session is not held at the set-up.
      const me = await t.app.inject({ url: '/api/v1/session', headers: session.cookie });
      assert.equal(me.json().session.mfa_setup_required, false);
      assert.equal((await t.app.inject({ url: '/api/v1/verifications', headers: session.cookie })).statusCode, 200);

      const spareId = (await t.app.inject({ url: '/api/v1/session/passkeys', headers: session.cookie }))
        .json()
        .passkeys.find((p: { name: string }) => p.name === 'Spare key').id;
      const byAdmin = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/session/passkeys/${spareId}`,
        headers: adminSession.headers,
      });
      assert.equal(byAdmin.statusCode, 404, 'another user’s passkey is not found, even for an admin');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/session/passkeys/${spareId}`,
        headers: session.headers,
      });
      assert.equal(removed.statusCode, 204);
      const sparesTry = await passwordless((challenge) => spare.device.assert(spare.credential, challenge));
      assert.equal(sparesTry.statusCode, 401, 'a removed passkey no longer signs in');

      const reset = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/${user.id}/mfa`,
        headers: adminSession.headers,
      });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.equal(reset.json().user.passkey_count, 0);
      const keptTry = await passwordless((challenge) => kept.device.assert(kept.credential, challenge));
      assert.equal(keptTry.statusCode, 401, 'the reset removed the passkeys');
      const after = await t.app.inject({ url: '/api/v1/session', headers: session.cookie });
      assert.equal(after.json().session.mfa_setup_required, true, 'held at the set-up again');

      const events = await auditActions(tenant.accountId);
      const names = events.map((e) => e.action);
      assert.equal(names.filter((a) => a === 'user.passkey_added').length, 3);
      assert.equal(names.filter((a) => a === 'user.passkey_removed').length, 1);
      const resetEvent = events.find((e) => e.action === 'user.mfa_reset');
      assert.equal(resetEvent?.data.passkeys_removed, 1);
      assert.equal(resetEvent?.data.user_id, user.id);
    });
  });
}

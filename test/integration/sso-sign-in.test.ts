import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { UserRole } from '../../src/domain/user-role.js';
import { configureAccount } from '../../src/services/accounts.js';
import { setSsoEnforcedAsOperator } from '../../src/services/sso-settings.js';
import { createUser, setPasswordAsOperator } from '../../src/services/users.js';
import { type ConsoleSession, signedIn } from '../helpers/console-session.js';
import { signInAtProvider, startOidcProvider } from '../helpers/oidc-provider.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

type Idp = Awaited<ReturnType<typeof startOidcProvider>>;
const REDIRECT_URI = 'http://localhost:8080/api/v1/sso/callback';

for (const dialect of testDialects()) {
  describe(`single sign-on through OpenID Connect [${dialect}]`, () => {
    let t: TestApp;
    let idp: Idp;
    before(async () => {
      idp = await startOidcProvider();
      t = await startTestApp(dialect, { ctx: { ssoAllowPrivate: true } });
    });
    after(async () => {
      await t.close();
      await idp.close();
    });

    interface SsoAccount {
      readonly tenant: Tenant;
      readonly admin: ConsoleSession;
      readonly domain: string;
      readonly clientId: string;
      readonly clientSecret: string;
    }

    /** An account whose admin sets up SSO in Settings (PUT /account/sso) with its own client at the provider. */
    async function ssoAccount(settings: Record<string, unknown> = {}): Promise<SsoAccount> {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const domain = `corp-${randomBytes(4).toString('hex')}.test`;
      const clientId = `dossier-${randomBytes(4).toString('hex')}`;
      const clientSecret = `secret-${randomBytes(24).toString('hex')}`;
      idp.addClient({ clientId, clientSecret, redirectUri: REDIRECT_URI });
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/sso',
        headers: admin.headers,
        payload: {
          issuer_url: idp.issuer,
          client_id: clientId,
          client_secret: clientSecret,
          email_domains: [domain],
          ...settings,
        },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      return { tenant, admin, domain, clientId, clientSecret };
    }

    /** A user of the account with this e-mail and a password. */
    async function person(account: SsoAccount, role: UserRole = 'officer', local = 'ana') {
      const email = `${local}-${randomBytes(3).toString('hex')}@${account.domain}`;
      const password = `pw-${randomBytes(9).toString('base64url')}`;
      const actor = { type: 'cli', id: null, accountId: account.tenant.accountId } as const;
      const { user } = await createUser(t.ctx, actor, { email, name: 'Ana Ruiz', role });
      await setPasswordAsOperator(t.ctx, actor, user.id, password);
      return { id: user.id, email, password };
    }

    /** "Sign in with SSO" with the work e-mail: the provider's address and the browser's dossier_sso cookie. */
    async function start(email: string) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/sso/start', payload: { email } });
      assert.equal(res.statusCode, 200, res.body);
      const match = /dossier_sso=([^;]+)/.exec(String(res.headers['set-cookie']));
      assert.ok(match?.[1], 'a dossier_sso cookie');
      assert.match(String(res.headers['set-cookie']), /Path=\/api\/v1\/sso\/callback; HttpOnly; SameSite=Lax/);
      return { url: new URL(res.json().authorization_url as string), cookie: `dossier_sso=${match[1]}` };
    }

    const callback = (back: URL, cookie: string) =>
      t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });

    /** The whole round: start, sign in at the provider as `login`, come back. */
    async function ssoSignIn(email: string, login = email, tamper?: (url: URL) => void) {
      const started = await start(email);
      tamper?.(started.url);
      const back = await signInAtProvider(started.url.href, login);
      return { res: await callback(back, started.cookie), back, cookie: started.cookie, started };
    }

    const refusal = (res: { statusCode: number; headers: Record<string, unknown> }) => {
      assert.equal(res.statusCode, 303);
      assert.ok(!String(res.headers['set-cookie']).includes('dossier_session=dss_'), 'no session cookie');
      return new URL(String(res.headers.location), 'http://localhost').searchParams.get('sso_error');
    };

    async function sessionOf(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
      assert.equal(res.statusCode, 303, res.body);
      assert.equal(res.headers.location, '/console/');
      const match = /dossier_session=(dss_[^;]+)/.exec(String(res.headers['set-cookie']));
      assert.ok(match, 'a session cookie');
      const session = await t.app.inject({
        url: '/api/v1/session',
        headers: { cookie: `dossier_session=${match[1]}` },
      });
      assert.equal(session.statusCode, 200, session.body);
      return { cookie: `dossier_session=${match[1]}`, session: session.json().session };
    }

    const auditActions = async (accountId: string) =>
      (
        await t.ctx.db
          .selectFrom('audit_log')
          .select(['action', 'data'])
          .where('account_id', '=', accountId)
          .orderBy('created_at')
          .execute()
      ).map((r) => ({ action: r.action, data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data }));

    it('signs an existing user in through the provider (code + PKCE S256, state, nonce), audit-logged as sso', async () => {
      const account = await ssoAccount();
      const ana = await person(account);
      const { res, started } = await ssoSignIn(ana.email);
      const params = started.url.searchParams;
      assert.equal(started.url.origin, idp.issuer);
      assert.equal(params.get('client_id'), account.clientId);
      assert.equal(params.get('response_type'), 'code');
      assert.equal(params.get('code_challenge_method'), 'S256');
      assert.match(params.get('code_challenge') ?? '', /^[\w-]{43}$/);
      assert.ok((params.get('state') ?? '').length >= 32 && (params.get('nonce') ?? '').length >= 32);
      assert.equal(params.get('redirect_uri'), REDIRECT_URI);
      const { session } = await sessionOf(res);
      assert.equal(session.user.email, ana.email);
      assert.equal(session.account.id, account.tenant.accountId);
      const signedInEvents = (await auditActions(account.tenant.accountId)).filter(
        (e) => e.action === 'user.signed_in',
      );
      assert.deepEqual(
        signedInEvents.map((e) => [e.data.user_id, e.data.method]),
        [[ana.id, 'sso']],
      );
    });

    it('shows the admin the settings but never the client secret', async () => {
      const account = await ssoAccount({ jit_provisioning: true, jit_role: 'officer' });
      const read = await t.app.inject({ url: '/api/v1/account/sso', headers: account.admin.cookie });
      assert.equal(read.statusCode, 200);
      assert.ok(!read.body.includes(account.clientSecret), 'the secret never comes back');
      const sso = read.json().sso;
      assert.equal(sso.client_secret_set, true);
      assert.deepEqual(sso.email_domains, [account.domain]);
      assert.equal(sso.redirect_uri, REDIRECT_URI);
      assert.equal(sso.jit_role, 'officer');
      const stored = await t.ctx.db
        .selectFrom('account_sso')
        .selectAll()
        .where('account_id', '=', account.tenant.accountId)
        .executeTakeFirstOrThrow();
      assert.ok(!stored.client_secret_sealed.includes(account.clientSecret), 'stored sealed');
      // Saving again without a secret keeps it: sign-in still works.
      const again = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/sso',
        headers: account.admin.headers,
        payload: { issuer_url: idp.issuer, client_id: account.clientId, email_domains: [account.domain] },
      });
      assert.equal(again.statusCode, 200, again.body);
      assert.equal(again.json().sso.jit_provisioning, false, 'JIT is off unless asked for');
      const ana = await person(account);
      await sessionOf((await ssoSignIn(ana.email)).res);
    });

    it('refuses a return whose state is not the one this browser was sent with', async () => {
      const account = await ssoAccount();
      const ana = await person(account);
      const started = await start(ana.email);
      const back = await signInAtProvider(started.url.href, ana.email);
      back.searchParams.set('state', 'x'.repeat(43));
      assert.equal(refusal(await callback(back, started.cookie)), 'state_mismatch');
      // Without the cookie the return is nobody's sign-in at all.
      assert.equal(refusal(await callback(back, '')), 'sign_in_expired');
    });

    it('refuses an ID token whose nonce is not the one this sign-in asked for', async () => {
      const account = await ssoAccount();
      const ana = await person(account);
      const { res } = await ssoSignIn(ana.email, ana.email, (url) => url.searchParams.set('nonce', 'n'.repeat(43)));
      assert.equal(refusal(res), 'nonce_mismatch');
    });

    it('refuses a replayed code, with the same sign-in or a fresh one', async () => {
      const account = await ssoAccount();
      const ana = await person(account);
      const first = await ssoSignIn(ana.email);
      await sessionOf(first.res);
      assert.equal(refusal(await callback(first.back, first.cookie)), 'sign_in_expired');
      // A new sign-in's cookie and state, with the spent code: the provider refuses the code.
      const fresh = await start(ana.email);
      const replay = new URL(first.back);
      replay.searchParams.set('state', fresh.url.searchParams.get('state') as string);
      assert.equal(refusal(await callback(replay, fresh.cookie)), 'code_rejected');
    });

    it('refuses an e-mail of another domain and an e-mail the provider has not verified', async () => {
      const account = await ssoAccount({ jit_provisioning: true });
      const ana = await person(account);
      const outsider = `mallory-${randomBytes(3).toString('hex')}`;
      idp.identities.set(outsider, { email: `${outsider}@elsewhere.test` });
      assert.equal(refusal((await ssoSignIn(ana.email, outsider)).res), 'email_domain_not_allowed');
      const unverified = `unverified-${randomBytes(3).toString('hex')}`;
      idp.identities.set(unverified, { email: ana.email, emailVerified: false });
      assert.equal(refusal((await ssoSignIn(ana.email, unverified)).res), 'email_not_verified');
      const users = await t.ctx.db
        .selectFrom('users')
        .select('email')
        .where('account_id', '=', account.tenant.accountId)
        .execute();
      assert.ok(!users.some((u) => u.email.includes('elsewhere')), 'nobody provisioned');
    });

    it('refuses an unknown user with JIT off, and creates them with the configured role with JIT on', async () => {
      const off = await ssoAccount();
      const newcomer = `new-${randomBytes(3).toString('hex')}@${off.domain}`;
      assert.equal(refusal((await ssoSignIn(newcomer)).res), 'user_not_found');
      const none = await t.ctx.db.selectFrom('users').select('id').where('email', '=', newcomer).execute();
      assert.equal(none.length, 0, 'no user made');

      const on = await ssoAccount({ jit_provisioning: true, jit_role: 'officer' });
      const joiner = `new-${randomBytes(3).toString('hex')}@${on.domain}`;
      const { session } = await sessionOf((await ssoSignIn(joiner)).res);
      assert.equal(session.user.email, joiner);
      assert.equal(session.user.role, 'officer');
      const events = await auditActions(on.tenant.accountId);
      assert.ok(
        events.some((e) => e.action === 'user.provisioned' && e.data.role === 'officer' && e.data.method === 'sso'),
      );
      // A deactivated user stays out.
      const users = await t.app.inject({ url: '/api/v1/users', headers: on.admin.cookie });
      const joined = users.json().users.find((u: { email: string }) => u.email === joiner);
      assert.equal(joined.status, 'active', 'signed in through the provider: active without a password');
      const off2 = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${joined.id}/deactivate`,
        headers: on.admin.headers,
      });
      assert.equal(off2.statusCode, 200, off2.body);
      assert.equal(refusal((await ssoSignIn(joiner)).res), 'user_deactivated');
    });

    it('with SSO enforced refuses passwords (sign-in, reset, set-password link) until the operator lifts it', async () => {
      const account = await ssoAccount({ enforced: true });
      const ana = await person(account);
      const right = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: ana.email, password: ana.password },
      });
      assert.equal(right.statusCode, 403, right.body);
      assert.equal(right.json().error.code, 'sso_required');
      assert.ok(!String(right.headers['set-cookie'] ?? '').includes('dossier_session='));
      // A wrong password still answers as for anyone: enforcement is not a probe of who exists.
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: ana.email, password: 'not the password' },
      });
      assert.equal(wrong.statusCode, 401);
      const reset = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${ana.id}/reset_password`,
        headers: account.admin.headers,
      });
      assert.equal(reset.statusCode, 403, reset.body);
      assert.equal(reset.json().error.code, 'sso_required');
      // A link issued before enforcement no longer sets a password.
      await setSsoEnforcedAsOperator(t.ctx, account.tenant.accountId, false);
      const issued = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${ana.id}/reset_password`,
        headers: account.admin.headers,
      });
      assert.equal(issued.statusCode, 200, issued.body);
      const token = new URL(issued.json().set_password_url).hash.replace('#token=', '');
      await setSsoEnforcedAsOperator(t.ctx, account.tenant.accountId, true);
      const use = await t.app.inject({
        method: 'POST',
        url: '/api/v1/password_links/use',
        payload: { token, password: 'a brand new password 1' },
      });
      assert.equal(use.statusCode, 403, use.body);
      assert.equal(use.json().error.code, 'sso_required');
      // SSO still works; then break-glass: the operator lifts enforcement and the password works again.
      await sessionOf((await ssoSignIn(ana.email)).res);
      await setSsoEnforcedAsOperator(t.ctx, account.tenant.accountId, false);
      const after = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: ana.email, password: ana.password },
      });
      assert.equal(after.statusCode, 200, after.body);
    });

    it("never uses another account's provider settings", async () => {
      const a = await ssoAccount();
      const b = await ssoAccount();
      const ana = await person(a);
      const bob = await person(b, 'officer', 'bob');
      assert.equal((await start(ana.email)).url.searchParams.get('client_id'), a.clientId);
      assert.equal((await start(bob.email)).url.searchParams.get('client_id'), b.clientId);
      // A's sign-in, finished at the provider as B's user: not one of A's domains, and B's user is not signed in.
      assert.equal(refusal((await ssoSignIn(ana.email, bob.email)).res), 'email_domain_not_allowed');
      // B cannot claim A's domain.
      const claim = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/sso',
        headers: b.admin.headers,
        payload: { issuer_url: idp.issuer, client_id: b.clientId, email_domains: [b.domain, a.domain] },
      });
      assert.equal(claim.statusCode, 409, claim.body);
      // An e-mail of a domain nobody set up has no provider.
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sso/start',
        payload: { email: 'x@nobody-sso.test' },
      });
      assert.equal(none.statusCode, 404);
    });

    it('passes a password lockout others caused, and meets "Require MFA" through the provider', async () => {
      const account = await ssoAccount();
      const ana = await person(account);
      for (let i = 0; i < 6; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/session',
          payload: { email: ana.email, password: `guess ${i}` },
        });
      }
      const locked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        payload: { email: ana.email, password: ana.password },
      });
      assert.equal(locked.statusCode, 429, 'the password is locked from this address');
      await configureAccount(t.ctx, account.tenant.accountId, { requireMfa: true });
      const { cookie, session } = await sessionOf((await ssoSignIn(ana.email)).res);
      assert.equal(session.mfa_setup_required, false, 'the provider did the second factor');
      const work = await t.app.inject({ url: '/api/v1/verifications', headers: { cookie } });
      assert.equal(work.statusCode, 200, work.body);
    });

    it('validates the issuer: https, public addresses, a working discovery document', async () => {
      const account = await ssoAccount();
      const put = (issuer_url: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/v1/account/sso',
          headers: account.admin.headers,
          payload: { issuer_url, client_id: account.clientId, email_domains: [account.domain] },
        });
      const plain = await put('http://idp.example.com');
      assert.equal(plain.statusCode, 400);
      assert.match(plain.body, /issuer_url.*https/);
      const gone = await put('http://127.0.0.1:9');
      assert.equal(gone.statusCode, 400);
      assert.match(gone.body, /discovery/);
      const badDomain = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/sso',
        headers: account.admin.headers,
        payload: { issuer_url: idp.issuer, client_id: account.clientId, email_domains: ['not a domain'] },
      });
      assert.equal(badDomain.statusCode, 400);
      // Without DOSSIER_SSO_ALLOW_PRIVATE, loopback and private issuers are refused like webhook URLs.
      const { saveSsoSettings } = await import('../../src/services/sso-settings.js');
      const strict = { ...t.ctx, ssoAllowPrivate: false };
      const actor = { type: 'user', id: account.admin.user.id, accountId: account.tenant.accountId } as const;
      for (const issuer_url of [idp.issuer, 'https://127.0.0.1', 'https://10.0.0.8', 'https://localhost']) {
        await assert.rejects(
          saveSsoSettings(strict, actor, {
            issuer_url,
            client_id: 'x',
            client_secret: 'y',
            email_domains: [account.domain],
          }),
          (error: { code?: string; details?: { field: string }[] }) =>
            error.code === 'validation_failed' && error.details?.[0]?.field === 'issuer_url',
        );
      }
    });

    it('keeps the settings for admins: officers, viewers and tokens get 403', async () => {
      const account = await ssoAccount();
      for (const role of ['officer', 'viewer'] as const) {
        const session = await signedIn(t, account.tenant.accountId, role);
        const read = await t.app.inject({ url: '/api/v1/account/sso', headers: session.cookie });
        assert.equal(read.statusCode, 403, `${role} read`);
      }
      const token = await t.app.inject({ url: '/api/v1/account/sso', headers: account.tenant.headers });
      assert.equal(token.statusCode, 403);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: '/api/v1/account/sso',
        headers: account.admin.headers,
      });
      assert.equal(removed.statusCode, 204);
      const start = await t.app.inject({
        method: 'POST',
        url: '/api/v1/sso/start',
        payload: { email: `x@${account.domain}` },
      });
      assert.equal(start.statusCode, 404, 'removed: the domain has no provider any more');
    });
  });
}

for (const dialect of testDialects()) {
  describe(`single sign-on: the per-address budget [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { signInAddressLimit: { perMinute: 3 } });
    });
    after(() => t.close());

    it('counts SSO start and callback in the sign-in budget of the client address', async () => {
      const from = (address: string) => ({ remoteAddress: address });
      const start = (address: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/sso/start',
          payload: { email: 'a@nobody.test' },
          ...from(address),
        });
      const back = (address: string) =>
        t.app.inject({ method: 'GET', url: '/api/v1/sso/callback?code=x&state=y', ...from(address) });
      assert.equal((await start('203.0.113.7')).statusCode, 404);
      assert.equal((await back('203.0.113.7')).statusCode, 303);
      assert.equal((await start('203.0.113.7')).statusCode, 404);
      const over = await back('203.0.113.7');
      assert.equal(over.statusCode, 429, over.body);
      assert.equal((await start('203.0.113.7')).statusCode, 429);
      assert.equal((await start('198.51.100.9')).statusCode, 404, 'another address has its own budget');
    });
  });
}

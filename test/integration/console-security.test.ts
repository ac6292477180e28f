import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signedIn, signIn } from '../helpers/console-session.js';
import {
  createSecurityFixture,
  credentialsFor,
  type RouteCase,
  type SecurityFixture,
  sendCase,
} from '../helpers/route-cases.js';
import { startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const UNKNOWN_SESSION = `dss_${'Zy9Xw8Vu7T'.repeat(4)}abc`;
const SETTINGS_ROUTES =
  /^\/api\/v1\/(completeness_profiles|webhook_endpoints|verifications\/:verification_id\/(erase|legal_hold))/;
/** Endpoint URLs, delivery payloads and receivers' responses: admins (and tokens) only, reads included. */
const WEBHOOK_ROUTES = /^\/api\/v1\/webhook_endpoints/;
/** Reads for admins (and tokens) only: webhook settings, and a person's whole personal data in one export. */
const ADMIN_READS = /^\/api\/v1\/(webhook_endpoints|people\/:id\/export$)/;
/** The account's single sign-on: admins only, reads included (its provider's client is a credential). */
const SSO_ROUTES = /^\/api\/v1\/account\/sso$/;

for (const dialect of testDialects()) {
  describe(`console sessions on every route [${dialect}]`, () => {
    let t: TestApp;
    let f: SecurityFixture;
    const writes = () => f.cases.filter((c) => c.method !== 'GET');

    /** What tenant A's data looks like to its admin; compared before and after refused requests. */
    const snapshot = async () => {
      const admin = await signIn(t, f.adminA);
      const urls = ['/api/v1/users', '/api/v1/access_tokens', '/api/v1/account', '/api/v1/webhook_endpoints'];
      const bodies = await Promise.all(
        urls.map(async (url) => (await t.app.inject({ url, headers: admin.cookie })).json()),
      );
      const verification = await t.app.inject({
        url: `/api/v1/verifications/${f.a.verificationId}`,
        headers: f.tenantA.headers,
      });
      const profiles = await t.app.inject({ url: '/api/v1/completeness_profiles', headers: f.tenantA.headers });
      // The account's updated_at and tokens' last_used_at move with reads; everything else must not.
      return JSON.stringify([bodies, verification.json(), profiles.json()]).replace(/"last_used_at":"[^"]*"/g, '');
    };

    before(async () => {
      t = await startTestApp(dialect);
      f = await createSecurityFixture(t);
    });
    after(() => t.close());

    it('answers 403 to an access token on every session-only route, changing nothing', async () => {
      const before = await snapshot();
      const sessionOnly = f.cases.filter((c) => c.realm === 'session');
      assert.ok(sessionOnly.length >= 10);
      for (const c of sessionOnly) {
        const res = await sendCase(t, c, f.tenantA.headers);
        assert.equal(res.statusCode, 403, `${c.method} ${c.url}: ${res.body}`);
        assert.equal(res.json().error.code, 'forbidden');
      }
      assert.equal(await snapshot(), before);
    });

    it('refuses an unknown, malformed, ended or misnamed session cookie on every route with the one 401', async () => {
      const ended = await signIn(t, f.adminA);
      assert.equal(
        (await t.app.inject({ method: 'DELETE', url: '/api/v1/session', headers: ended.headers })).statusCode,
        204,
      );
      const cookies: [string, string][] = [
        ['garbage', 'dossier_session=abc'],
        ['empty', 'dossier_session='],
        ['well-formed but unknown', `dossier_session=${UNKNOWN_SESSION}`],
        ['signed out', ended.cookie.cookie],
        ['the portal cookie name', ended.cookie.cookie.replace('dossier_session', 'dossier_portal')],
      ];
      const messages = new Set<string>();
      for (const c of f.cases) {
        for (const [label, cookie] of cookies) {
          const res = await sendCase(t, c, { cookie, 'x-csrf-token': ended.csrfToken });
          assert.equal(res.statusCode, 401, `${c.method} ${c.url} with a ${label} cookie: ${res.body}`);
          messages.add(res.json().error.message);
        }
      }
      assert.equal(messages.size, 1);
    });

    it('refuses every write made with a session but without its own CSRF token, changing nothing', async () => {
      const before = await snapshot();
      const admin = await signIn(t, f.adminA);
      const other = await signIn(t, f.adminA);
      for (const c of writes()) {
        for (const [label, token] of [
          ['no', undefined],
          ['an empty', ''],
          ["another session's", other.csrfToken],
          ['a truncated', admin.csrfToken.slice(0, -1)],
        ] as const) {
          const headers: Record<string, string> = {
            ...admin.cookie,
            ...(token === undefined ? {} : { 'x-csrf-token': token }),
          };
          const res = await sendCase(t, c, headers);
          assert.equal(res.statusCode, 403, `${c.method} ${c.url} with ${label} CSRF token: ${res.body}`);
          assert.match(res.json().error.message, /CSRF/);
        }
      }
      assert.equal(await snapshot(), before);
      const still = await t.app.inject({ url: '/api/v1/session', headers: admin.cookie });
      assert.equal(still.statusCode, 200, 'the refused writes did not end the session');
    });

    it('lets a viewer read everything but webhook settings and personal data exports, settings included, and write nothing', async () => {
      const viewer = await signedIn(t, f.tenantA.accountId, 'viewer');
      const before = await snapshot();
      for (const c of f.cases) {
        const res = await sendCase(t, c, viewer.headers);
        const label = `${c.method} ${c.url}: ${res.body}`;
        if (c.method === 'GET' && ADMIN_READS.test(c.route)) {
          assert.equal(res.statusCode, 403, label);
          assert.match(res.json().error.message, /for admins/);
          assert.doesNotMatch(res.body, /dossier-hooks/, 'no endpoint url in the refusal');
        } else if (SSO_ROUTES.test(c.route)) {
          assert.equal(res.statusCode, 403, label);
          assert.match(res.json().error.message, /for admins/);
        } else if (c.method === 'GET') assert.equal(res.statusCode, 200, label);
        else if (c.route === '/api/v1/session' || c.route === '/api/v1/session/end_all') continue;
        // A viewer's own second factor is no write to the account: "Require MFA" must not lock viewers out.
        else if (c.route.startsWith('/api/v1/session/mfa_setup')) assert.notEqual(res.statusCode, 403, label);
        // Nor is a passkey of their own; the admin's passkey is not the viewer's to see.
        else if (c.route === '/api/v1/session/passkeys/:id') assert.equal(res.statusCode, 404, label);
        else if (c.route.startsWith('/api/v1/session/passkeys')) assert.notEqual(res.statusCode, 403, label);
        else if (c.route === '/api/v1/sessions/:id') {
          // Anyone may end their own sessions; this one is the admin's, so it is not the viewer's to see.
          assert.equal(res.statusCode, 404, label);
        } else {
          assert.equal(res.statusCode, 403, label);
          assert.match(res.json().error.message, /read-only/);
        }
      }
      assert.equal(await snapshot(), before);
    });

    it('keeps an officer to case work: settings routes are 403, reviewing works', async () => {
      const officer = await signedIn(t, f.tenantA.accountId, 'officer');
      const before = await snapshot();
      const forbidden = (c: RouteCase) =>
        (c.realm === 'session' && !c.route.startsWith('/api/v1/session')) ||
        (SETTINGS_ROUTES.test(c.route) && c.method !== 'GET') ||
        ADMIN_READS.test(c.route);
      for (const c of f.cases.filter(forbidden)) {
        const res = await sendCase(t, c, officer.headers);
        assert.equal(res.statusCode, 403, `${c.method} ${c.url}: ${res.body}`);
        assert.match(res.json().error.message, /admins/);
      }
      assert.equal(await snapshot(), before);
      const review = f.cases.find((c) => c.route.endsWith('/state/:event')) as RouteCase;
      const started = await sendCase(t, review, officer.headers);
      assert.equal(started.statusCode, 200, started.body);
      assert.equal(started.json().verification.status, 'in_progress');
      const profiles = await t.app.inject({ url: '/api/v1/completeness_profiles', headers: officer.cookie });
      assert.equal(profiles.statusCode, 200, 'an officer reads the profiles it may choose');
    });

    it('refuses webhook endpoints and deliveries, reads included, to officer and viewer sessions', async () => {
      const reads = f.cases.filter((c) => c.method === 'GET' && WEBHOOK_ROUTES.test(c.route));
      assert.deepEqual(reads.map((c) => c.route).sort(), [
        '/api/v1/webhook_endpoints',
        '/api/v1/webhook_endpoints/:id',
        '/api/v1/webhook_endpoints/:id/deliveries',
      ]);
      for (const role of ['officer', 'viewer'] as const) {
        const user = await signedIn(t, f.tenantA.accountId, role);
        for (const c of reads) {
          const res = await sendCase(t, c, user.cookie);
          assert.equal(res.statusCode, 403, `${role}: ${c.method} ${c.url}: ${res.body}`);
          assert.equal(res.json().error.code, 'forbidden');
        }
      }
      const admin = await signIn(t, f.adminA);
      for (const c of reads) {
        assert.equal((await sendCase(t, c, admin.cookie)).statusCode, 200, `admin: ${c.url}`);
        assert.equal((await sendCase(t, c, f.tenantA.headers)).statusCode, 200, `token: ${c.url}`);
      }
    });

    it('lets an admin session do what a token does, and more', async () => {
      for (const c of f.cases.filter((x) => x.method === 'GET')) {
        const res = await sendCase(t, c, await credentialsFor(t, { ...c, realm: 'session' }, f.tenantA, f.adminA));
        assert.equal(res.statusCode, 200, `${c.method} ${c.url}: ${res.body}`);
      }
    });
  });
}

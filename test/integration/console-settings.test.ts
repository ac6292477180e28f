import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createConsoleUser, signedIn, signIn } from '../helpers/console-session.js';
import { createTenant, openCase, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const DAY = 24 * 60 * 60_000;

function linkToken(url: string): string {
  const token = new URL(url).hash.replace(/^#token=/, '');
  assert.match(token, /^dpl_[0-9A-Za-z]{43}$/);
  return token;
}

for (const dialect of testDialects()) {
  describe(`console settings: users, tokens, account, profiles [${dialect}]`, () => {
    let t: TestApp;
    let offsetMs = 0;
    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: () => new Date(Date.now() + offsetMs).toISOString() } });
    });
    after(() => t.close());

    const post = (url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

    it('invites a user with a one-time link that sets a password once, then never again', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const invited = await post('/api/v1/users', admin.headers, {
        email: 'Nia@Bank.test',
        name: 'Nia Obi',
        role: 'officer',
      });
      assert.equal(invited.statusCode, 201, invited.body);
      const body = invited.json();
      assert.equal(body.user.email, 'nia@bank.test');
      assert.equal(body.user.status, 'invited');
      assert.match(body.set_password_url, /^http:\/\/localhost:8080\/console\/set-password#token=dpl_/);
      const token = linkToken(body.set_password_url);

      const check = await post('/api/v1/password_links/check', {}, { token });
      assert.deepEqual(Object.keys(check.json().password_link).sort(), ['email', 'expires_at', 'name']);
      const short = await post('/api/v1/password_links/use', {}, { token, password: 'elevenchars' });
      assert.equal(short.statusCode, 400);
      assert.equal(short.json().error.details[0].field, 'password');
      const used = await post('/api/v1/password_links/use', {}, { token, password: 'a good long password' });
      assert.equal(used.statusCode, 200, used.body);
      assert.equal(used.json().user.status, 'active');
      const again = await post('/api/v1/password_links/use', {}, { token, password: 'another long password' });
      assert.equal(again.statusCode, 404);
      assert.equal((await post('/api/v1/password_links/check', {}, { token })).statusCode, 404);
      const signedInNow = await post(
        '/api/v1/session',
        {},
        { email: 'nia@bank.test', password: 'a good long password' },
      );
      assert.equal(signedInNow.statusCode, 200);
      const taken = await post('/api/v1/users', admin.headers, {
        email: 'nia@bank.test',
        name: 'Twin',
        role: 'viewer',
      });
      assert.equal(taken.statusCode, 409);
    });

    it('expires links after 24 hours, and a new link voids the earlier ones', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const invited = (
        await post('/api/v1/users', admin.headers, { email: `x${Date.now()}@b.test`, name: 'X', role: 'viewer' })
      ).json();
      const first = linkToken(invited.set_password_url);
      const reset = await post(`/api/v1/users/${invited.user.id}/reset_password`, admin.headers);
      assert.equal(reset.statusCode, 200, reset.body);
      const second = linkToken(reset.json().set_password_url);
      assert.equal((await post('/api/v1/password_links/check', {}, { token: first })).statusCode, 404);
      assert.equal((await post('/api/v1/password_links/check', {}, { token: second })).statusCode, 200);
      offsetMs += DAY + 60_000;
      try {
        assert.equal((await post('/api/v1/password_links/check', {}, { token: second })).statusCode, 404);
      } finally {
        offsetMs -= DAY + 60_000;
      }
    });

    it('ends the sessions of a user who sets a new password', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const officer = await signedIn(t, tenant.accountId, 'officer');
      const reset = await post(`/api/v1/users/${officer.user.id}/reset_password`, admin.headers);
      const token = linkToken(reset.json().set_password_url);
      await post('/api/v1/password_links/use', {}, { token, password: 'a brand new password' });
      assert.equal((await t.app.inject({ url: '/api/v1/session', headers: officer.cookie })).statusCode, 401);
    });

    it('changes roles, and never leaves an account without an active admin', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const patch = (id: string, payload: object) =>
        t.app.inject({ method: 'PATCH', url: `/api/v1/users/${id}`, headers: admin.headers, payload });
      const demote = await patch(admin.user.id, { role: 'officer' });
      assert.equal(demote.statusCode, 409, demote.body);
      assert.equal((await post(`/api/v1/users/${admin.user.id}/deactivate`, admin.headers)).statusCode, 409);
      const other = await createConsoleUser(t, tenant.accountId, 'viewer');
      assert.equal((await patch(other.id, { role: 'owner' })).statusCode, 400);
      const promoted = await patch(other.id, { role: 'admin' });
      assert.equal(promoted.json().user.role, 'admin');
      assert.equal((await patch(admin.user.id, { role: 'officer' })).statusCode, 200, 'now another admin exists');
      const after = await patch(other.id, { name: 'Too late' });
      assert.equal(after.statusCode, 403, 'the demoted admin has lost admin rights with the same session');
    });

    it('creates a token shown once that works at once, and revokes it for its next request', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const created = await post('/api/v1/access_tokens', admin.headers, { name: 'Onboarding service' });
      assert.equal(created.statusCode, 201, created.body);
      const { token, access_token } = created.json();
      assert.match(token, /^dsr_[0-9A-Za-z]{43}$/);
      assert.equal(access_token.display_prefix, token.slice(0, 10));
      const bearer = { authorization: `Bearer ${token}` };
      assert.equal((await t.app.inject({ url: '/api/v1/verifications', headers: bearer })).statusCode, 200);
      const list = await t.app.inject({ url: '/api/v1/access_tokens', headers: admin.cookie });
      assert.equal(list.json().access_tokens[0].id, access_token.id, 'newest first');
      assert.ok(!list.body.includes(token), 'a list never shows a token');
      assert.notEqual(list.json().access_tokens[0].last_used_at, null);
      const revoked = await post(`/api/v1/access_tokens/${access_token.id}/revoke`, admin.headers);
      assert.notEqual(revoked.json().access_token.revoked_at, null);
      assert.equal((await t.app.inject({ url: '/api/v1/verifications', headers: bearer })).statusCode, 401);
    });

    it('changes the account name and the QA rule (admin), shown to every user of the account', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: admin.headers,
        payload: { name: '  Northwind Bank  ', requires_qa: true },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().account.name, 'Northwind Bank');
      const viewer = await signedIn(t, tenant.accountId, 'viewer');
      const seen = await t.app.inject({ url: '/api/v1/account', headers: viewer.cookie });
      assert.deepEqual(
        { name: seen.json().account.name, qa: seen.json().account.requires_qa },
        { name: 'Northwind Bank', qa: true },
      );
      const blank = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: admin.headers,
        payload: { name: ' ' },
      });
      assert.equal(blank.statusCode, 400);
    });

    it('edits a profile that is not archived; an archived one is 409', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const created = await post('/api/v1/completeness_profiles', admin.headers, { name: 'Light', requirements: {} });
      const id = created.json().completeness_profile.id;
      const edit = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: `/api/v1/completeness_profiles/${id}`, headers: admin.headers, payload });
      const changed = await edit({
        name: 'Full',
        requirements: { sections: ['bank_accounts'], document_types: { company: ['certificate_of_incorporation'] } },
      });
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(changed.json().completeness_profile.name, 'Full');
      assert.deepEqual(changed.json().completeness_profile.requirements.sections, ['bank_accounts']);
      const invalid = await edit({ requirements: { fields: { company: ['formal_name', 'shoe_size'] } } });
      assert.equal(invalid.statusCode, 400);
      assert.equal(invalid.json().error.details[0].field, 'requirements.fields.company[1]');
      await post(`/api/v1/completeness_profiles/${id}/archive`, admin.headers);
      assert.equal((await edit({ name: 'Again' })).statusCode, 409);
    });

    it('names users in the audit log, and four eyes compares people', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: admin.headers,
        payload: { requires_qa: true },
      });
      const maker = await signedIn(t, tenant.accountId, 'officer', 'Mia Maker');
      const checker = await signedIn(t, tenant.accountId, 'officer', 'Carl Checker');
      const id = await openCase(t, tenant);
      const act = (who: typeof maker, event: string, payload: object = {}) =>
        post(`/api/v1/verifications/${id}/state/${event}`, who.headers, payload);
      assert.equal((await act(maker, 'start')).statusCode, 200);
      const qa = await act(maker, 'qa', { assessment: 'risk_low', assessment_comment: 'Clean registry extract' });
      assert.equal(qa.statusCode, 200, qa.body);
      const self = await act(maker, 'complete', { assessment: 'risk_low' });
      assert.equal(self.statusCode, 403, 'the maker cannot complete their own QA');
      assert.match(self.json().error.message, /Four eyes/);
      const done = await act(checker, 'complete', { assessment: 'risk_low' });
      assert.equal(done.statusCode, 200, done.body);

      const log = (await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers: admin.cookie })).json()
        .audit_log as { action: string; actor: { type: string; id: string; name: string; email: string } }[];
      const byAction = Object.fromEntries(log.map((entry) => [entry.action, entry.actor]));
      assert.deepEqual(byAction['state.qa'], {
        type: 'user',
        id: maker.user.id,
        name: 'Mia Maker',
        email: maker.user.email,
      });
      assert.deepEqual(byAction['state.complete'], {
        type: 'user',
        id: checker.user.id,
        name: 'Carl Checker',
        email: checker.user.email,
      });
      assert.deepEqual(byAction['intake.created'] ?? log[0]?.actor, {
        type: 'token',
        id: tenant.tokenId,
        name: 'test',
        email: null,
      });
    });

    it('a viewer sees settings but changes nothing; an officer is kept out of them', async () => {
      const tenant = await createTenant(t.ctx);
      const viewer = await signedIn(t, tenant.accountId, 'viewer');
      const officer = await signedIn(t, tenant.accountId, 'officer');
      for (const url of ['/api/v1/users', '/api/v1/access_tokens', '/api/v1/account']) {
        assert.equal((await t.app.inject({ url, headers: viewer.cookie })).statusCode, 200, url);
        assert.equal((await t.app.inject({ url, headers: officer.cookie })).statusCode, 403, url);
      }
      const mint = await post('/api/v1/access_tokens', officer.headers, { name: 'sneaky' });
      assert.equal(mint.statusCode, 403);
      assert.equal((await post('/api/v1/access_tokens', viewer.headers, { name: 'sneaky' })).statusCode, 403);
      const session = await signIn(t, viewer.user);
      assert.equal(
        (await t.app.inject({ method: 'DELETE', url: '/api/v1/session', headers: session.headers })).statusCode,
        204,
        'a viewer can still sign out',
      );
    });
  });
}

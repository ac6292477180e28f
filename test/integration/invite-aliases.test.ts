import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field by the assertions
type Json = Record<string, any>;

for (const dialect of testDialects()) {
  describe(`invitations under the source system's names [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    let profileId: string;
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: tenant.headers, payload });
      return { status: response.statusCode, body: response.json() as Json };
    };

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      const profile = await call('POST', '/completeness_profiles', { name: 'Standard', requirements: {} });
      profileId = profile.body.completeness_profile.id;
    });
    after(() => t.close());

    it('invites through Dossier’s invitations: the same invitation under both names, listed and resent', async () => {
      const created = await call('POST', '/invites/corporates', {
        recipients: [
          {
            email: 'cfo@first.example',
            customer_id: 'ext-1',
            completeness_profile_id: profileId,
            redirect_url_success: 'https://example.com/success',
            company_data: {
              company_details: {
                company: { formal_name: 'First Ltd', company_number: '123', jurisdiction: { code: 'GB' } },
              },
            },
          },
          { email: 'cfo@second.example', customer_id: 'ext-2', completeness_profile_id: profileId },
        ],
        send_notification: false,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const [first, second] = created.body.invites;
      assert.equal(first.type, 'Invite::CorporateKYC');
      assert.equal(first.state, 'invited');
      assert.equal(first.redirect_url_success, null, 'redirects are not kept');
      assert.match(first.invitation_url, /\/portal\/open#token=/);

      // Not a second implementation: Dossier's own invitation, with the company data as its prefill.
      const own = await call('GET', `/invitations/${first.id}`);
      assert.equal(own.status, 200);
      assert.equal(own.body.invitation.email, 'cfo@first.example');
      assert.equal(own.body.invitation.customer_id, 'ext-1');
      assert.deepEqual(own.body.invitation.prefill, {
        formal_name: 'First Ltd',
        company_number: '123',
        jurisdiction_code: 'gb',
      });

      assert.equal((await call('POST', `/invitations/${second.id}/revoke`)).status, 200);
      const listed = await call('GET', '/invites/corporates?per_page=1');
      assert.equal(listed.status, 200);
      assert.deepEqual(listed.body.meta.pagination, { total: 2, per_page: 1, current_page: 1, total_pages: 2 });
      assert.equal(listed.body.personal_verifications.length, 1);
      const invited = await call('GET', '/invites/corporates?state=invited');
      assert.deepEqual(
        invited.body.personal_verifications.map((i: Json) => [i.id, i.state, i.company_name]),
        [[first.id, 'invited', 'First Ltd']],
      );
      const byCustomer = await call('GET', '/invites/corporates?customer_id=ext-2');
      assert.deepEqual(
        byCustomer.body.personal_verifications.map((i: Json) => [i.id, i.state]),
        [[second.id, 'revoked']],
      );

      const resent = await call('POST', `/invites/corporates/${first.id}/resend`);
      assert.equal(resent.status, 200, JSON.stringify(resent.body));
      assert.equal(resent.body.invite.id, first.id);
      assert.notEqual(resent.body.invite.invitation_url, first.invitation_url, 'a fresh link');
      assert.equal((await call('POST', `/invites/corporates/${second.id}/resend`)).status, 409, 'revoked');
    });

    it('checks every recipient before inviting any', async () => {
      const before = (await call('GET', '/invites/corporates?per_page=100')).body.meta.pagination.total;
      const refused = await call('POST', '/invites/corporates', {
        recipients: [
          { email: 'ok@third.example', completeness_profile_id: profileId },
          { email: 'no-profile@third.example' },
          { email: 'bad@third.example', completeness_profile_id: '0192f3a4-5b6c-7d8e-9f01-23456789abcd' },
        ],
      });
      assert.equal(refused.status, 400);
      assert.deepEqual(
        refused.body.error.details.map((d: Json) => d.field),
        ['recipients[1].completeness_profile_id', 'recipients[2].completeness_profile_id'],
      );
      assert.equal((await call('GET', '/invites/corporates?per_page=100')).body.meta.pagination.total, before);
    });

    it('lists the onboarding profiles of a context: the account, by its id or as `current`', async () => {
      const own = await call('GET', `/contexts/${tenant.accountId}/completeness_profiles?type=main`);
      assert.equal(own.status, 200);
      assert.deepEqual(
        own.body.completeness_profiles.map((p: Json) => p.id),
        [profileId],
      );
      assert.deepEqual((await call('GET', '/contexts/current/completeness_profiles')).body, own.body);
      const other = await createTenant(t.ctx, 'Other Bank');
      assert.equal((await call('GET', `/contexts/${other.accountId}/completeness_profiles`)).status, 404);
    });
  });
}

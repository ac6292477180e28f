import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sampleIntake } from '../helpers/fixtures.js';
import { threeLayers } from '../helpers/ownership-fixtures.js';
import { tenantApi } from '../helpers/tenant-api.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field by the assertions
type Json = Record<string, any>;

/** A company's or person's data without what each case gives its own copy (ids, times, the case). */
function dataOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dataOf);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (/(^|_)id$|_at$|^verification|^urls?$/.test(key)) continue;
    kept[key] = dataOf(member);
  }
  return kept;
}

for (const dialect of testDialects()) {
  describe(`accepting an invitation with the account's earlier KYB [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const { call, get, directorOf } = tenantApi(() => t);
    const post = (tenant: Tenant, url: string, payload: object = {}) => call(tenant, 'POST', url, payload);

    /** A completed case of company `number` (gb) with addresses and a declared ownership structure. */
    async function completedCase(tenant: Tenant, number: string): Promise<string> {
      const intake = sampleIntake();
      intake.company.company_number = number;
      intake.company.registered_address = {
        line1: '1 High Street',
        line2: null,
        city: 'London',
        postal_code: 'EC1A 1AA',
        region: null,
        country: 'gb',
        line3: null,
      };
      const id = await openCase(t, tenant, intake);
      const director = await directorOf(tenant, id);
      const structure = await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id));
      assert.equal(structure.statusCode, 200, structure.body);
      assert.equal((await post(tenant, `/verifications/${id}/state/start`)).statusCode, 200);
      const done = await post(tenant, `/verifications/${id}/state/complete`, { assessment: 'risk_low' });
      assert.equal(done.statusCode, 200, done.body);
      return id;
    }

    async function invite(tenant: Tenant, company: Json | undefined): Promise<string> {
      const profile = await post(tenant, '/completeness_profiles', { name: 'Standard', requirements: {} });
      const created = await post(tenant, '/invites/corporates', {
        recipients: [
          {
            email: 'cfo@northwind.example',
            customer_id: 'ext-accept',
            completeness_profile_id: profile.json().completeness_profile.id,
            ...(company && { company_data: { company_details: { company } } }),
          },
        ],
        send_notification: false,
      });
      assert.equal(created.statusCode, 201, created.body);
      return created.json().invites[0].id;
    }

    const accept = (tenant: Tenant, id: string) => post(tenant, `/invites/corporates/${id}/accept`);

    it('opens the case from the latest completed case of the company, and the invite is completed', async () => {
      const tenant = await createTenant(t.ctx);
      const previousId = await completedCase(tenant, '77770001');
      const inviteId = await invite(tenant, {
        formal_name: 'Northwind',
        company_number: '77770001',
        jurisdiction: { code: 'GB' },
      });

      // An endpoint that is never reached (no worker here): the delivery waits in the outbox, written with the case.
      const endpoint = await post(tenant, '/webhook_endpoints', { url: 'http://127.0.0.1:9/dossier-hooks' });
      assert.equal(endpoint.statusCode, 201, endpoint.body);
      const accepted = await accept(tenant, inviteId);
      assert.equal(accepted.statusCode, 200, accepted.body);
      const answer = accepted.json().invite;
      assert.equal(answer.id, inviteId);
      assert.equal(answer.state, 'completed');
      assert.equal(answer.type, 'Invite::CorporateKYC');
      assert.deepEqual(answer.invited_by, { email: null }, 'a token invited: no e-mail');
      assert.equal(answer.invited_by_context.id, tenant.accountId);
      const newId: string = answer.verification_id;
      assert.ok(newId && newId !== previousId);

      const opened = (await get(tenant, `/verifications/${newId}`)).verification;
      assert.equal(opened.status, 'new');
      assert.equal(opened.previous_verification_id, previousId);
      assert.equal(opened.customer_id, 'ext-accept', 'the invitation’s customer id');
      for (const read of ['companies', 'directors', 'addresses', 'ubos']) {
        const before = (await get(tenant, `/verifications/${previousId}/${read}`))[read];
        const now = (await get(tenant, `/verifications/${newId}/${read}`))[read];
        assert.ok(before.length > 0, `${read}: the old case has some`);
        assert.deepEqual(dataOf(now), dataOf(before), `${read}: the new case's data is the old case's`);
      }
      const listed = (await get(tenant, '/invites/corporates?state=completed')).personal_verifications;
      assert.deepEqual(
        listed.map((i: Json) => [i.id, i.state, i.verification_id]),
        [[inviteId, 'completed', newId]],
      );
      const own = (await get(tenant, `/invitations/${inviteId}`)).invitation;
      assert.equal(own.status, 'submitted');
      const { deliveries } = await get(tenant, `/webhook_endpoints/${endpoint.json().webhook_endpoint.id}/deliveries`);
      assert.deepEqual(
        deliveries
          .filter((d: Json) => d.payload.verification_id === newId)
          .map((d: Json) => [d.event_type, d.payload.new_state]),
        [['application_received', 'new']],
        'the webhook of a new case',
      );
      const log = (await get(tenant, `/verifications/${newId}/audit_log`)).audit_log;
      assert.ok(
        log.some((e: Json) => e.action === 'invitation.accepted' && e.data?.previous_verification_id === previousId),
        JSON.stringify(log),
      );
    });

    it('refuses with invite_not_acceptable: no company named, no completed case, submitted, revoked, expired', async () => {
      const tenant = await createTenant(t.ctx);
      const refused = async (id: string, reason: RegExp) => {
        const res = await accept(tenant, id);
        assert.equal(res.statusCode, 409, res.body);
        assert.equal(res.json().error.code, 'invite_not_acceptable');
        assert.match(res.json().error.message, reason);
      };
      await refused(await invite(tenant, undefined), /names no company/);
      await refused(await invite(tenant, { company_number: '77770002' }), /names no company/);
      // A case of the company that is not completed (still new) is no KYB to share.
      const open = sampleIntake();
      open.company.company_number = '77770002';
      await openCase(t, tenant, open);
      const nothingDecided = await invite(tenant, { company_number: '77770002', jurisdiction: { code: 'gb' } });
      await refused(nothingDecided, /No completed case of company 77770002/);

      await completedCase(tenant, '77770003');
      const company = { company_number: '77770003', jurisdiction: { code: 'gb' } };
      const twice = await invite(tenant, company);
      assert.equal((await accept(tenant, twice)).statusCode, 200);
      await refused(twice, /already submitted/);
      const revoked = await invite(tenant, company);
      assert.equal((await post(tenant, `/invitations/${revoked}/revoke`)).statusCode, 200);
      await refused(revoked, /revoked/);
      const expired = await invite(tenant, company);
      await t.ctx.db
        .updateTable('invitations')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', expired)
        .execute();
      await refused(expired, /expired/);
      assert.equal((await get(tenant, '/invites/corporates?state=completed')).meta.pagination.total, 1);
    });

    it('opens one case when the same invitation is accepted four times at once', async () => {
      const tenant = await createTenant(t.ctx);
      const previousId = await completedCase(tenant, '77770004');
      const inviteId = await invite(tenant, { company_number: '77770004', jurisdiction: { code: 'gb' } });
      const answers = await Promise.all([1, 2, 3, 4].map(() => accept(tenant, inviteId)));
      assert.deepEqual(
        answers.map((a) => a.statusCode).sort(),
        [200, 409, 409, 409],
        answers.map((a) => a.body).join('\n'),
      );
      const cases = (await get(tenant, '/verifications?limit=100')).verifications.filter(
        (v: Json) => v.previous_verification_id === previousId,
      );
      assert.equal(cases.length, 1, 'one case opened');
    });

    it('answers 404 for another account’s invitation, and opens nothing there', async () => {
      const owner = await createTenant(t.ctx);
      await completedCase(owner, '77770005');
      const inviteId = await invite(owner, { company_number: '77770005', jurisdiction: { code: 'gb' } });
      const other = await createTenant(t.ctx, 'Other Bank');
      await completedCase(other, '77770005');
      const res = await accept(other, inviteId);
      assert.equal(res.statusCode, 404, res.body);
      assert.equal((await get(owner, `/invitations/${inviteId}`)).invitation.status, 'pending');
    });
  });
}

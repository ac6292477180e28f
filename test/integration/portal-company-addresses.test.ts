import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createProfile, invite, openPortal, type PortalSession } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// The company's registered and office addresses and where its funds come from, asked in the portal when the
// profile lists them: a draft without them is refused with their names, and once given the case serves them
// (GET /api/v1/verifications/{id}/company_details), from a first application and from an answer to a data update.

/** A parsed JSON answer. */
// biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary JSON answers
type Json = any;

const ASKING_ADDRESSES = {
  sections: ['company_details'],
  fields: {
    company: ['formal_name', 'registered_address', 'office_address', 'sources_of_funds'],
    director: [],
    person: [],
  },
  document_types: { company: [], person: [] },
};
const NAME_ONLY = {
  sections: ['company_details'],
  fields: { company: ['formal_name'], director: [], person: [] },
  document_types: { company: [], person: [] },
};
const COMPANY = { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' };
const REGISTERED = { line1: '1 Main Street', line2: 'Floor 2', city: 'London', postal_code: 'EC1A 1AA', country: 'gb' };
const OFFICE = { line1: '22 Harbour Road', city: 'Leeds', region: 'West Yorkshire', country: 'gb' };
const ADDRESS_FIELDS = ['company.office_address', 'company.registered_address', 'company.sources_of_funds'];

for (const dialect of testDialects()) {
  describe(`the portal asks for the company's addresses and sources of funds [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx, 'Northwind Bank');
    });
    after(() => t.close());

    const api = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json() as Json };
    };
    const save = async (portal: PortalSession, draft: object) => {
      const saved = await portal.send('PUT', '/application/draft', { draft });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
    };
    const missingOf = async (portal: PortalSession) => {
      const refused = await portal.send('POST', '/application/submit');
      assert.equal(refused.status, 422, JSON.stringify(refused.body));
      assert.equal(refused.body.error.code, 'application_incomplete');
      return (refused.body.error.details as { field: string }[]).map((d) => d.field).sort();
    };
    const caseOf = async (invitationId: string) =>
      (await api('GET', `/invitations/${invitationId}`)).body.invitation.verification_id as string;

    /** The case's company details as the source system's route serves them. */
    async function assertServed(caseId: string) {
      const details = await api('GET', `/verifications/${caseId}/company_details`);
      assert.equal(details.status, 200, JSON.stringify(details.body));
      const { registered_address: registered, office_address: office, company } = details.body;
      assert.deepEqual(
        [registered.line1, registered.line2, registered.city, registered.postal_code, registered.country],
        ['1 Main Street', 'Floor 2', 'London', 'EC1A 1AA', 'gb'],
      );
      assert.deepEqual(
        [office.line1, office.city, office.region, office.country],
        ['22 Harbour Road', 'Leeds', 'West Yorkshire', 'gb'],
      );
      assert.deepEqual(company.sources_of_funds, ['investments', 'other']);
      assert.equal(company.sources_of_funds_other, 'A regional development grant');
    }

    it('a first application: refused without them (named), then the case holds them', async () => {
      const profileId = await createProfile(t, tenant, ASKING_ADDRESSES, 'Addresses');
      const invitation = await invite(t, tenant, { email: 'cfo@acme.example', completeness_profile_id: profileId });
      const portal = await openPortal(t, invitation.url);

      await save(portal, { company: { ...COMPANY, registered_address: { line1: '1 Main Street', country: 'gb' } } });
      assert.deepEqual(await missingOf(portal), ADDRESS_FIELDS, 'an address without its town is no address');

      await save(portal, {
        company: {
          ...COMPANY,
          registered_address: REGISTERED,
          office_address: OFFICE,
          sources_of_funds: ['investments', 'other'],
        },
      });
      assert.deepEqual(await missingOf(portal), ['company.sources_of_funds_other'], '"other" needs what it is');

      await save(portal, {
        company: {
          ...COMPANY,
          registered_address: REGISTERED,
          office_address: OFFICE,
          sources_of_funds: ['investments', 'other'],
          sources_of_funds_other: 'A regional development grant',
        },
      });
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const caseId = await caseOf(invitation.id);
      await assertServed(caseId);
    });

    it('a data update asking for them: the answer is refused without them, then the case holds them', async () => {
      const plain = await createProfile(t, tenant, NAME_ONLY, 'Name only');
      const invitation = await invite(t, tenant, { email: 'ceo@acme.example', completeness_profile_id: plain });
      const portal = await openPortal(t, invitation.url);
      await save(portal, { company: COMPANY });
      assert.equal((await portal.send('POST', '/application/submit')).status, 200);
      const caseId = await caseOf(invitation.id);
      const details = (await api('GET', `/verifications/${caseId}/company_details`)).body;
      assert.equal(details.registered_address, null, 'no address before the update');

      const stricter = await createProfile(t, tenant, ASKING_ADDRESSES, 'Addresses, for the update');
      assert.equal((await api('POST', `/verifications/${caseId}/state/start`)).status, 200);
      const asked = await api('POST', `/verifications/${caseId}/state/request_data_update`, {
        comment: 'Please give the company’s addresses.',
        completeness_profile_id: stricter,
      });
      assert.equal(asked.status, 200, JSON.stringify(asked.body));
      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select(['text_body'])
        .where('invitation_id', '=', invitation.id)
        .where('kind', '=', 'data_update_request')
        .executeTakeFirstOrThrow();
      const link = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mail.text_body)?.[0];
      assert.ok(link, 'the mail carries a portal link');
      const update = await openPortal(t, link);
      assert.equal(update.opened.mode, 'update');
      assert.deepEqual([...update.opened.requested_data.missing.company_fields].sort(), [
        'office_address',
        'registered_address',
        'sources_of_funds',
      ]);
      assert.deepEqual(await missingOf(update), ADDRESS_FIELDS);

      await save(update, {
        ...update.opened.draft,
        company: {
          ...update.opened.draft.company,
          registered_address: REGISTERED,
          office_address: OFFICE,
          sources_of_funds: ['investments', 'other'],
          sources_of_funds_other: 'A regional development grant',
        },
      });
      const done = await update.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));
      await assertServed(caseId);
    });
  });
}

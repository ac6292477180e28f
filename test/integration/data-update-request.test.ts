import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePdf, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const REQUIREMENTS = {
  sections: ['company_details', 'bank_accounts', 'directors', 'company_documents'],
  fields: {
    company: ['formal_name', 'tax_number', 'website'],
    director: ['position'],
    person: ['email', 'place_of_birth'],
  },
  document_types: { company: ['certificate_of_incorporation', 'aml_policy'], person: ['passport'] },
};

for (const dialect of testDialects()) {
  describe(`request_data_update and the profile of gathered data [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    async function createProfile(
      tenant: Tenant,
      requirements: object = REQUIREMENTS,
      name = 'Full KYB',
    ): Promise<string> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/completeness_profiles',
        headers: tenant.headers,
        payload: { name, requirements },
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().completeness_profile.id;
    }

    /** A case with no tax number, no bank account, a director without place of birth or passport, one company doc. */
    async function createIncompleteCase(tenant: Tenant, profileId?: string): Promise<string> {
      const intake = sampleIntake({ ...(profileId ? { completeness_profile_id: profileId } : {}) });
      const { tax_number: _omitted, ...company } = intake.company;
      const [director] = intake.directors ?? [];
      assert.ok(director);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenant.headers,
        payload: {
          ...intake,
          company: { ...company, bank_accounts: [] },
          directors: [{ ...director, person: { ...director.person, place_of_birth: null } }],
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      const id: string = res.json().verification.id;
      const companies = await t.app.inject({ url: `/api/v1/verifications/${id}/companies`, headers: tenant.headers });
      const upload = multipart(
        { company_id: companies.json().companies[0].id, document_type: 'certificate_of_incorporation' },
        [{ filename: 'certificate.pdf', contentType: 'application/pdf', bytes: makePdf() }],
      );
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/documents`,
        headers: { ...tenant.headers, ...upload.headers },
        payload: upload.payload,
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      await send(tenant, id, 'start');
      return id;
    }

    async function send(tenant: Tenant, id: string, event: string, body?: Record<string, string>, form = false) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/state/${event}`,
        headers: form ? { ...tenant.headers, 'content-type': 'application/x-www-form-urlencoded' } : tenant.headers,
        ...(body === undefined ? {} : { payload: form ? new URLSearchParams(body).toString() : body }),
      });
      if (event === 'start') assert.equal(res.statusCode, 200, res.body);
      return res;
    }

    async function state(tenant: Tenant, id: string) {
      const verification = await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers });
      const audit = await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers: tenant.headers });
      return { verification: verification.json().verification, audit: audit.json().audit_log };
    }

    it('switches the profile, asks for exactly what the case lacks, and shows it on the verification', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(tenant);
      const id = await createIncompleteCase(tenant);
      assert.equal((await state(tenant, id)).verification.completeness_profile_id, null);
      const directors = await t.app.inject({ url: `/api/v1/verifications/${id}/directors`, headers: tenant.headers });
      const personId = directors.json().directors[0].person.id;

      const res = await send(tenant, id, 'request_data_update', {
        completeness_profile_id: profileId,
        comment: 'Please complete your file',
      });
      assert.equal(res.statusCode, 200, res.body);
      const verification = res.json().verification;
      assert.equal(verification.status, 'data_update_requested');
      assert.equal(verification.completeness_profile_id, profileId);
      const expected = {
        completeness_profile_id: profileId,
        sections: REQUIREMENTS.sections,
        missing: {
          sections: ['bank_accounts'],
          company_fields: ['tax_number'],
          director_fields: [],
          person_fields: [{ person_id: personId, fields: ['place_of_birth'] }],
          company_document_types: ['aml_policy'],
          person_document_types: [{ person_id: personId, document_types: ['passport'] }],
        },
        complete: false,
        comment: 'Please complete your file',
      };
      assert.deepEqual(verification.requested_data, expected);

      const after = await state(tenant, id);
      assert.deepEqual(after.verification.requested_data, expected, 'kept for the portal to show later');
      const entry = after.audit.at(-1);
      assert.equal(entry.action, 'state.request_data_update');
      assert.equal(entry.from_state, 'in_progress');
      assert.equal(entry.to_state, 'data_update_requested');
      assert.equal(entry.comment, 'Please complete your file');
      assert.equal(entry.data.completeness_profile_id, profileId);

      // Cancelling the request keeps the profile but no longer asks the customer for anything.
      const cancelled = await send(tenant, id, 'cancel_data_update');
      assert.equal(cancelled.statusCode, 200, cancelled.body);
      assert.equal(cancelled.json().verification.status, 'in_progress');
      assert.equal(cancelled.json().verification.completeness_profile_id, profileId);
      assert.equal(cancelled.json().verification.requested_data, null);
    });

    it('takes the profile id from a form body too, and says when nothing is missing', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(
        tenant,
        {
          fields: { company: ['formal_name', 'company_number'] },
          document_types: { company: ['certificate_of_incorporation'] },
        },
        'Light',
      );
      const id = await createIncompleteCase(tenant);
      const res = await send(tenant, id, 'request_data_update', { completeness_profile_id: profileId }, true);
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().verification.requested_data;
      assert.equal(data.complete, true);
      assert.deepEqual(data.missing.company_fields, []);
      assert.equal(data.comment, null);
      assert.equal(res.json().verification.completeness_profile_id, profileId);
    });

    it("without a profile id it asks against the case's own profile, or only comments when it has none", async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(tenant);
      const withProfile = await createIncompleteCase(tenant, profileId);
      const res = await send(tenant, withProfile, 'request_data_update', { comment: 'See the list' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().verification.completeness_profile_id, profileId);
      assert.deepEqual(res.json().verification.requested_data.missing.company_fields, ['tax_number']);

      const without = await createIncompleteCase(tenant);
      const plain = await send(tenant, without, 'request_data_update', { comment: 'Call us about the directors' });
      assert.equal(plain.statusCode, 200, plain.body);
      assert.equal(plain.json().verification.status, 'data_update_requested');
      assert.equal(plain.json().verification.completeness_profile_id, null);
      assert.equal(plain.json().verification.requested_data, null);
    });

    it("refuses another account's, an archived or an unknown profile with 400 on completeness_profile_id, changing nothing", async () => {
      const tenant = await createTenant(t.ctx);
      const stranger = await createTenant(t.ctx);
      const current = await createProfile(tenant, { fields: { company: ['formal_name'] } }, 'Current');
      const archived = await createProfile(tenant, REQUIREMENTS, 'Old');
      const archive = await t.app.inject({
        method: 'POST',
        url: `/api/v1/completeness_profiles/${archived}/archive`,
        headers: tenant.headers,
      });
      assert.equal(archive.statusCode, 200, archive.body);
      const foreign = await createProfile(stranger, REQUIREMENTS, 'Foreign');
      const id = await createIncompleteCase(tenant, current);

      const before = await state(tenant, id);
      assert.equal(before.verification.status, 'in_progress');
      for (const [label, profileId, form] of [
        ['foreign', foreign, false],
        ['archived', archived, false],
        ['unknown', '01a200a0-0000-7000-8000-00000000abcd', false],
        ['foreign (form)', foreign, true],
      ] as const) {
        const res = await send(
          tenant,
          id,
          'request_data_update',
          { completeness_profile_id: profileId, comment: 'x' },
          form,
        );
        assert.equal(res.statusCode, 400, `${label}: ${res.body}`);
        const error = res.json().error;
        assert.equal(error.code, 'validation_failed');
        assert.deepEqual(
          error.details.map((d: { field: string }) => d.field),
          ['completeness_profile_id'],
          label,
        );
        assert.deepEqual(await state(tenant, id), before, `${label}: nothing changed`);
      }
      assert.equal(before.verification.completeness_profile_id, current);
      assert.equal(before.verification.requested_data, null);
    });

    it('a profile switch is only possible from in_progress', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(tenant);
      const id = await createIncompleteCase(tenant);
      await send(tenant, id, 'request_risk_score_update');
      const before = await state(tenant, id);
      const res = await send(tenant, id, 'request_data_update', { completeness_profile_id: profileId });
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().error.code, 'invalid_state_transition');
      assert.deepEqual(await state(tenant, id), before);
    });
  });
}

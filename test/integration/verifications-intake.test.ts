import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { toJson } from '../../src/db/column-values.js';
import { insertCompletenessProfile } from '../../src/db/repositories/completeness-profiles-repository.js';
import { uuidv7 } from '../../src/domain/uuid.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Json = Record<string, unknown>;

/** A copy of the sample intake with `patch` applied to its primary company (undefined values remove a field). */
function withCompany(patch: Json): Json {
  const intake = sampleIntake() as unknown as Json;
  const company: Json = { ...(intake.company as Json) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete company[key];
    else company[key] = value;
  }
  return { ...intake, company };
}

for (const dialect of testDialects()) {
  describe(`POST /api/v1/verifications [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const post = (tenant: Tenant, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/verifications', headers: tenant.headers, payload: payload as Json });

    /** Posts the intake, expects a 400 and returns the error body. */
    async function rejected(tenant: Tenant, payload: unknown) {
      const res = await post(tenant, payload);
      assert.equal(res.statusCode, 400, res.body);
      const error = res.json().error;
      assert.equal(error.code, 'validation_failed');
      assert.equal(error.status, 400);
      return error as { details: { field: string; message: string }[]; message: string };
    }

    const fieldsOf = (error: { details: { field: string }[] }) => error.details.map((d) => d.field);

    async function profileFor(accountId: string, archived = false): Promise<string> {
      const id = uuidv7();
      const now = new Date().toISOString();
      await insertCompletenessProfile(t.ctx.db, {
        id,
        account_id: accountId,
        name: 'Standard',
        description: 'Company data and director passports',
        requirements: toJson({
          sections: ['company_details'],
          fields: { company: ['tax_number'], director: [], person: [] },
          document_types: { company: [], person: [] },
        }),
        archived_at: archived ? now : null,
        created_at: now,
        updated_at: now,
      });
      return id;
    }

    it('opens a case and answers 201 with the verification record', async () => {
      const tenant = await createTenant(t.ctx);
      const intake = sampleIntake({ customer_id: 'cust-42' });
      const res = await post(tenant, intake);
      assert.equal(res.statusCode, 201, res.body);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const v = res.json().verification;
      assert.match(v.id, UUID);
      assert.equal(v.status, 'new');
      assert.equal(v.verification_type, 'primary');
      assert.equal(v.customer_id, 'cust-42');
      assert.equal(v.company_name, 'Northwind Trading Ltd');
      assert.equal(v.company_number, '09876543');
      assert.equal(v.company_jurisdiction.code, 'gb');
      assert.equal(v.company_jurisdiction.name, 'United Kingdom');
      assert.match(v.company_jurisdiction.id, UUID);
      assert.equal(v.completeness_profile_id, null);
      assert.equal(v.external_risk_score, null);
      assert.equal(v.assessment, null);
      assert.match(v.created_at, TIMESTAMP);
      assert.match(v.updated_at, TIMESTAMP);

      const read = await t.app.inject({ url: `/api/v1/verifications/${v.id}`, headers: tenant.headers });
      assert.equal(read.statusCode, 200, read.body);
      assert.deepEqual(read.json().verification, v);
    });

    it('stores related companies after the primary one, and the directors', async () => {
      const tenant = await createTenant(t.ctx);
      const parent = {
        formal_name: 'Northwind Holdings GmbH',
        company_number: 'HRB 12345',
        jurisdiction_code: 'DE',
        company_type: 'GmbH',
      };
      const intake = sampleIntake({
        verification_type: 'recurring',
        related_companies: [parent],
        directors: [
          ...(sampleIntake().directors ?? []),
          { position: 'secretary', person: { given_names: 'John', surname: 'Roe' } },
        ],
      });
      const res = await post(tenant, intake);
      assert.equal(res.statusCode, 201, res.body);
      const v = res.json().verification;
      assert.equal(v.verification_type, 'recurring');

      const companies = (
        await t.app.inject({ url: `/api/v1/verifications/${v.id}/companies`, headers: tenant.headers })
      ).json().companies;
      assert.deepEqual(
        companies.map((c: Json) => c.formal_name),
        ['Northwind Trading Ltd', 'Northwind Holdings GmbH'],
      );
      assert.equal(companies[1].jurisdiction.code, 'de');
      assert.equal(companies[1].company_type.short_name, 'GmbH');
      assert.equal(companies[1].company_number, 'HRB 12345');

      const directors = (
        await t.app.inject({ url: `/api/v1/verifications/${v.id}/directors`, headers: tenant.headers })
      ).json().directors;
      assert.equal(directors.length, 2);
      const jane = directors.find((d: Json) => d.position === 'director');
      assert.equal(jane.person.given_names, 'Jane Ann');
      assert.equal(jane.person.surname, 'Doe');
      assert.equal(jane.person.date_of_birth, '1980-01-02');
      assert.equal(jane.person.nationality, 'gb');
      assert.equal(jane.person.address_of_residence.city, 'London');
      const john = directors.find((d: Json) => d.position === 'secretary');
      assert.equal(john.person.surname, 'Roe');
      assert.equal(john.person.address_of_residence, null);
    });

    it('accepts null for the nullable fields', async () => {
      const tenant = await createTenant(t.ctx);
      const intake = withCompany({
        brand_name: null,
        inactive: null,
        public_stock_exchange: null,
        date_of_incorporation: null,
        company_type: null,
        activity_description: null,
        opencorporates_url: null,
        expected_monthly_transactions_volume: null,
        purpose_for_asset10: null,
        websites_for_asset10: null,
        documents_note_from_verifier: null,
      });
      intake.directors = [
        {
          position: 'director',
          person: {
            given_names: 'Jane',
            surname: 'Doe',
            date_of_birth: null,
            nationality: null,
            sex: null,
            email: null,
            address_of_residence: null,
          },
        },
      ];
      const res = await post(tenant, intake);
      assert.equal(res.statusCode, 201, res.body);
      const id = res.json().verification.id;
      const company = (
        await t.app.inject({ url: `/api/v1/verifications/${id}/companies`, headers: tenant.headers })
      ).json().companies[0];
      assert.equal(company.brand_name, null);
      assert.equal(company.inactive, null);
      assert.equal(company.date_of_incorporation, null);
      assert.equal(company.company_type, null);
    });

    it('uses a completeness profile of the account', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await profileFor(tenant.accountId);
      const res = await post(tenant, sampleIntake({ completeness_profile_id: profileId }));
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().verification.completeness_profile_id, profileId);
    });

    it('refuses a missing, archived or another account’s completeness profile alike', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createTenant(t.ctx, 'Other Bank');
      const candidates = [uuidv7(), await profileFor(other.accountId), await profileFor(tenant.accountId, true)];
      const errors = [];
      for (const id of candidates) errors.push(await rejected(tenant, sampleIntake({ completeness_profile_id: id })));
      for (const error of errors) {
        assert.deepEqual(fieldsOf(error), ['completeness_profile_id']);
        assert.deepEqual(error.details, errors[0]?.details, 'a foreign profile must look exactly like a missing one');
      }
    });

    it('names the exact path of missing and unknown fields', async () => {
      const tenant = await createTenant(t.ctx);
      assert.deepEqual(fieldsOf(await rejected(tenant, { customer_id: 'x' })), ['company']);
      const missingName = await rejected(tenant, withCompany({ formal_name: undefined }));
      assert.deepEqual(missingName.details, [{ field: 'company.formal_name', message: 'is required' }]);

      const intake = withCompany({
        bank_accounts: [{ account_holder: 'Northwind', name: 'Barclays', numbr: 'GB33BUKB20201555555555' }],
      });
      const fields = fieldsOf(await rejected(tenant, intake));
      assert.ok(fields.includes('company.bank_accounts[0].number'), fields.join());
      assert.ok(fields.includes('company.bank_accounts[0].numbr'), fields.join());

      const unknownTop = await rejected(tenant, { ...sampleIntake(), priority: 'high' });
      assert.deepEqual(unknownTop.details, [{ field: 'priority', message: 'is not a known field' }]);
      const director = { position: 'director', person: { given_names: 'A', surname: 'B', middle_name: 'C' } };
      const unknownNested = await rejected(tenant, sampleIntake({ directors: [director] }));
      assert.deepEqual(fieldsOf(unknownNested), ['directors[0].person.middle_name']);
    });

    it('refuses unknown jurisdictions, legal forms and industry keys', async () => {
      const tenant = await createTenant(t.ctx);
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ jurisdiction_code: 'xx' }))), [
        'company.jurisdiction_code',
      ]);
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ jurisdiction_code: 'gbr' }))), [
        'company.jurisdiction_code',
      ]);
      // GmbH is a German legal form, not a British one.
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ company_type: 'GmbH' }))), [
        'company.company_type',
      ]);
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ company_type_id: uuidv7() }))), [
        'company.company_type_id',
      ]);
      const industry = { key: 9999, description: 'x', additional_keys: [64, 9998] };
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ industry }))).sort(), [
        'company.industry.additional_keys[1]',
        'company.industry.key',
      ]);
      const related = { formal_name: 'Sub', company_number: '1', jurisdiction_code: 'zz' };
      assert.deepEqual(fieldsOf(await rejected(tenant, sampleIntake({ related_companies: [related] }))), [
        'related_companies[0].jurisdiction_code',
      ]);
    });

    it('refuses impossible dates, wrong types, over-long strings and too many items', async () => {
      const tenant = await createTenant(t.ctx);
      for (const date of ['2024-02-30', '2023-02-29', '2024-13-01', '12/03/2015', '2015-3-12']) {
        const error = await rejected(tenant, withCompany({ date_of_incorporation: date }));
        assert.deepEqual(fieldsOf(error), ['company.date_of_incorporation'], date);
      }
      const leapDay = await post(tenant, withCompany({ date_of_incorporation: '2024-02-29' }));
      assert.equal(leapDay.statusCode, 201, leapDay.body);

      // JSON bodies are not coerced: "true" is a string, not a boolean.
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ inactive: 'true' }))), ['company.inactive']);
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ license_required: 1 }))), [
        'company.license_required',
      ]);
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ company_number: 9876543 }))), [
        'company.company_number',
      ]);
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ industry: { key: '64' } }))), [
        'company.industry.key',
      ]);
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ formal_name: 'x'.repeat(501) }))), [
        'company.formal_name',
      ]);
      assert.deepEqual(fieldsOf(await rejected(tenant, withCompany({ formal_name: '' }))), ['company.formal_name']);
      const ok = await post(tenant, withCompany({ formal_name: 'x'.repeat(500) }));
      assert.equal(ok.statusCode, 201, ok.body);

      const account = { account_holder: 'Northwind', name: 'Barclays', number: 'GB33' };
      const tooMany = await rejected(tenant, withCompany({ bank_accounts: Array.from({ length: 21 }, () => account) }));
      assert.deepEqual(fieldsOf(tooMany), ['company.bank_accounts']);
      const maxAccounts = await post(tenant, withCompany({ bank_accounts: Array.from({ length: 20 }, () => account) }));
      assert.equal(maxAccounts.statusCode, 201, maxAccounts.body);

      assert.deepEqual(fieldsOf(await rejected(tenant, sampleIntake({ verification_type: 'urgent' as 'primary' }))), [
        'verification_type',
      ]);
      assert.deepEqual(fieldsOf(await rejected(tenant, [sampleIntake()])), ['body']);
    });

    it('reports every problem of a request at once', async () => {
      const tenant = await createTenant(t.ctx);
      const error = await rejected(
        tenant,
        withCompany({ inactive: 'no', date_of_incorporation: '2024-02-30', formal_name: undefined }),
      );
      // One detail per problem, each saying what is wrong (not "must be null" for a nullable field).
      assert.deepEqual(
        [...error.details].sort((a, b) => a.field.localeCompare(b.field)),
        [
          { field: 'company.date_of_incorporation', message: 'must be a date (YYYY-MM-DD)' },
          { field: 'company.formal_name', message: 'is required' },
          { field: 'company.inactive', message: 'must be boolean' },
        ],
      );
    });

    it('refuses malformed JSON, other media types and bodies over 1 MB', async () => {
      const tenant = await createTenant(t.ctx);
      const json = { ...tenant.headers, 'content-type': 'application/json' };
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: json,
        payload: '{"company":',
      });
      assert.equal(bad.statusCode, 400, bad.body);
      assert.equal(bad.json().error.code, 'validation_failed');
      assert.deepEqual(
        bad.json().error.details.map((d: Json) => d.field),
        ['body'],
      );

      const text = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: { ...tenant.headers, 'content-type': 'text/plain' },
        payload: JSON.stringify(sampleIntake()),
      });
      assert.equal(text.statusCode, 415, text.body);
      assert.equal(text.json().error.code, 'unsupported_media_type');
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: { ...tenant.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'company[formal_name]=Northwind',
      });
      assert.equal(form.statusCode, 415, form.body);

      const big = sampleIntake() as unknown as Json;
      big.padding = 'x'.repeat(1024 * 1024);
      const tooLarge = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: json,
        payload: JSON.stringify(big),
      });
      assert.equal(tooLarge.statusCode, 413, tooLarge.body);
      assert.equal(tooLarge.json().error.code, 'payload_too_large');
    });

    it('writes nothing when an intake is refused', async () => {
      const tenant = await createTenant(t.ctx);
      const director = {
        position: 'director',
        person: { given_names: 'A', surname: 'B', date_of_birth: '1990-02-31' },
      };
      // Each is valid except for one problem deep inside: a related company, a director, an industry key, a profile.
      await rejected(
        tenant,
        sampleIntake({ related_companies: [{ ...sampleIntake().company, jurisdiction_code: 'xx' }] }),
      );
      await rejected(tenant, sampleIntake({ directors: [...(sampleIntake().directors ?? []), director] }));
      await rejected(tenant, withCompany({ industry: { key: 64, additional_keys: [66, 9999] } }));
      await rejected(tenant, sampleIntake({ completeness_profile_id: uuidv7() }));

      const list = await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers });
      assert.equal(list.statusCode, 200, list.body);
      assert.deepEqual(list.json().verifications, []);
      for (const table of ['verifications', 'companies', 'bank_accounts', 'persons', 'directors'] as const) {
        const rows = await t.ctx.db.selectFrom(table).select('id').where('account_id', '=', tenant.accountId).execute();
        assert.equal(rows.length, 0, `${table} has rows from a refused intake`);
      }
    });
  });
}

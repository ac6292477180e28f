import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { toJson } from '../../src/db/column-values.js';
import { insertCompletenessProfile } from '../../src/db/repositories/completeness-profiles-repository.js';
import { uuidv7 } from '../../src/domain/uuid.js';
import { makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field by the assertions
type Json = Record<string, any>;

const MINIMAL_COMPANY = { formal_name: 'Bare Bones Ltd', company_number: '00000001', jurisdiction_code: 'gb' };

for (const dialect of testDialects()) {
  describe(`companies, directors and documents of a case [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    async function openCase(tenant: Tenant, intake: unknown = sampleIntake()): Promise<string> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenant.headers,
        payload: intake as Json,
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().verification.id;
    }

    async function get(tenant: Tenant, path: string): Promise<Json> {
      const res = await t.app.inject({ url: `/api/v1${path}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
      return res.json();
    }

    async function notFound(tenant: Tenant, path: string): Promise<void> {
      const res = await t.app.inject({ url: `/api/v1${path}`, headers: tenant.headers });
      assert.equal(res.statusCode, 404, `${path}: ${res.body}`);
      assert.equal(res.json().error.code, 'not_found');
    }

    it('lists the company under review first, then the related companies', async () => {
      const tenant = await createTenant(t.ctx);
      const related = [
        { formal_name: 'Parent SAS', company_number: '552 100 554', jurisdiction_code: 'fr', company_type: 'SAS' },
        { ...MINIMAL_COMPANY, formal_name: 'Sister Ltd' },
      ];
      const id = await openCase(tenant, sampleIntake({ related_companies: related }));
      const { companies } = await get(tenant, `/verifications/${id}/companies`);
      assert.deepEqual(
        companies.map((c: Json) => c.formal_name),
        ['Northwind Trading Ltd', 'Parent SAS', 'Sister Ltd'],
      );
      const [primary, parent] = companies;
      assert.equal(primary.brand_name, 'Northwind');
      assert.equal(primary.inactive, false);
      assert.equal(primary.public_stock_exchange, false);
      assert.equal(primary.date_of_incorporation, '2015-03-12');
      assert.deepEqual(
        { code: primary.jurisdiction.code, name: primary.jurisdiction.name },
        { code: 'gb', name: 'United Kingdom' },
      );
      assert.equal(primary.company_type.short_name, 'Ltd');
      assert.equal(primary.company_type.jurisdiction_code, 'gb');
      assert.equal(primary.industry.main.key, 64);
      assert.equal(typeof primary.industry.main.value, 'string');
      assert.equal(primary.industry.main.industry, 'Financial and insurance activities');
      assert.ok(Array.isArray(primary.industry.main.keywords));
      assert.equal(primary.industry.description, 'Payment services for small merchants');
      assert.deepEqual(primary.industry.additional_keys, [66]);
      assert.equal(parent.jurisdiction.code, 'fr');
      assert.equal(parent.company_type.short_name, 'SAS');
      // List items do not carry the detail fields.
      assert.equal(primary.bank_accounts, undefined);
      assert.equal(primary.tax_number, undefined);
    });

    it('shows members that are unknown as null', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(tenant, { company: MINIMAL_COMPANY });
      const [company] = (await get(tenant, `/verifications/${id}/companies`)).companies;
      assert.equal(company.company_type, null);
      assert.deepEqual(company.industry, { main: null, description: null, additional_keys: null });
      assert.equal(company.brand_name, null);
      assert.equal(company.inactive, null);
      assert.equal(company.public_stock_exchange, null);
      assert.equal(company.date_of_incorporation, null);

      const detail = (await get(tenant, `/verifications/${id}/companies/${company.id}`)).company;
      for (const field of [
        'activity_description',
        'opencorporates_url',
        'expected_monthly_transactions_volume',
        'purpose_for_asset10',
        'websites_for_asset10',
        'documents_note_from_verifier',
      ]) {
        assert.equal(detail[field], null, field);
      }
      assert.deepEqual(detail.bank_accounts, []);
      assert.deepEqual(detail.crypto_addresses, []);
      assert.deepEqual(detail.business_activity_countries, []);

      // An industry described in words only has no main classification.
      const described = await openCase(tenant, {
        company: { ...MINIMAL_COMPANY, industry: { description: 'Shell company' } },
      });
      const [other] = (await get(tenant, `/verifications/${described}/companies`)).companies;
      assert.deepEqual(other.industry, { main: null, description: 'Shell company', additional_keys: null });
    });

    it('returns a company with its details, bank accounts and crypto addresses', async () => {
      const tenant = await createTenant(t.ctx);
      const intake = sampleIntake();
      intake.company.bank_accounts = [
        ...(intake.company.bank_accounts ?? []),
        { account_holder: 'Northwind Trading Ltd', name: 'Revolut', number: '12345678' },
      ];
      intake.company.crypto_addresses = [
        ...(intake.company.crypto_addresses ?? []),
        {
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
          address_type: 'eth',
          signature_message: 'Northwind owns this',
          signature_verification: 'accepted',
        },
      ];
      const id = await openCase(tenant, intake);
      const [listed] = (await get(tenant, `/verifications/${id}/companies`)).companies;
      const body = await get(tenant, `/verifications/${id}/companies/${listed.id}`);
      assert.deepEqual(Object.keys(body), ['company']);
      const company = body.company;
      // Everything the list item says, the detail says too, the company's role in the ownership structure included.
      assert.deepEqual([listed.role, listed.listed_on], ['root', null]);
      for (const [key, value] of Object.entries(listed)) assert.deepEqual(company[key], value, key);
      assert.equal(company.tax_number, 'GB123456789');
      assert.deepEqual(company.business_activity_countries, ['gb', 'ie', 'eu']);
      assert.equal(company.employees_count, '11-50');
      assert.equal(company.license_date_of_issue, '2022-01-01');
      assert.equal(company.license_required, true);
      assert.equal(company.investigations, false);

      assert.deepEqual(
        company.bank_accounts.map((b: Json) => [b.name, b.number, b.iban, b.address]),
        [
          ['Barclays', 'GB33BUKB20201555555555', true, '1 Bank St, London'],
          ['Revolut', '12345678', false, ''],
        ],
      );
      const [btc, eth] = company.crypto_addresses;
      assert.equal(btc.address_type, 'BTC');
      assert.equal(btc.comment, 'treasury');
      assert.equal(typeof btc.signature_message, 'string');
      assert.ok(btc.signature_message.includes(btc.address), 'the default message names the address');
      assert.equal(btc.signature_verification, 'not_provided', 'no signature yet: nothing to check');
      assert.equal(eth.address_type, 'ETH');
      assert.equal(eth.comment, null);
      assert.equal(eth.signature_message, 'Northwind owns this');
      assert.equal(eth.signature_verification, 'accepted');
    });

    it('answers 404 for a company of another case or account, and 400 for a malformed id', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createTenant(t.ctx, 'Other Bank');
      const first = await openCase(tenant);
      const second = await openCase(tenant);
      const foreign = await openCase(other);
      const companyOf = async (who: Tenant, v: string) =>
        (await get(who, `/verifications/${v}/companies`)).companies[0].id as string;
      const secondCompany = await companyOf(tenant, second);
      const foreignCompany = await companyOf(other, foreign);

      await get(tenant, `/verifications/${second}/companies/${secondCompany}`);
      await notFound(tenant, `/verifications/${first}/companies/${secondCompany}`);
      await notFound(tenant, `/verifications/${first}/companies/${foreignCompany}`);
      await notFound(tenant, `/verifications/${foreign}/companies/${foreignCompany}`);
      await notFound(tenant, `/verifications/${first}/companies/${uuidv7()}`);
      await notFound(tenant, `/verifications/${foreign}/companies`);
      await notFound(tenant, `/verifications/${uuidv7()}/companies`);
      const malformed = await t.app.inject({
        url: `/api/v1/verifications/${first}/companies/123`,
        headers: tenant.headers,
      });
      assert.equal(malformed.statusCode, 400, malformed.body);
      assert.deepEqual(
        malformed.json().error.details.map((d: Json) => d.field),
        ['id'],
      );
    });

    it('lists directors with the person, address and documents, and returns one director', async () => {
      const tenant = await createTenant(t.ctx);
      const intake = sampleIntake();
      intake.directors = [
        ...(intake.directors ?? []),
        {
          position: 'ceo',
          person: {
            given_names: 'Erika',
            surname: 'Mustermann',
            nationality: 'DE',
            pep: true,
            pep_description: 'Member of a city council',
            address_of_residence: { line1: 'Hauptstr. 1', city: 'Berlin', country: 'DE' },
          },
        },
      ];
      const id = await openCase(tenant, intake);
      const { directors } = await get(tenant, `/verifications/${id}/directors`);
      assert.deepEqual(
        directors.map((d: Json) => d.position),
        ['director', 'ceo'],
      );
      const [jane, erika] = directors;
      assert.deepEqual(
        {
          given_names: jane.person.given_names,
          surname: jane.person.surname,
          date_of_birth: jane.person.date_of_birth,
          sex: jane.person.sex,
          pep: jane.person.pep,
          email: jane.person.email,
          documents: jane.person.documents,
        },
        {
          given_names: 'Jane Ann',
          surname: 'Doe',
          date_of_birth: '1980-01-02',
          sex: 'female',
          pep: false,
          email: 'jane@northwind.example',
          documents: [],
        },
      );
      const address = jane.person.address_of_residence;
      assert.deepEqual(address, {
        // Dossier's members and the source system's side by side, with an id stable across reads.
        id: address.id,
        name: '2 High St',
        line1: '2 High St',
        line2: null,
        line_1: '2 High St',
        line_2: null,
        line_3: null,
        city: 'London',
        postal_code: 'N1 1AA',
        postcode: 'N1 1AA',
        region: null,
        state: null,
        country: 'gb',
        created_at: jane.person.created_at,
        updated_at: jane.person.updated_at,
      });
      assert.match(address.id, /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.equal(erika.person.nationality, 'de');
      assert.equal(erika.person.pep, true);
      assert.equal(erika.person.pep_description, 'Member of a city council');
      assert.equal(erika.person.date_of_birth, null);
      assert.equal(erika.person.address_of_residence.country, 'de');

      // A passport uploaded for Erika shows on her, not on Jane, and not among the company documents.
      const body = multipart({ person_id: erika.person.id, document_type: 'passport', country_of_issue: 'de' }, [
        { filename: 'passport.png', contentType: 'image/png', bytes: await makePng(40, 30) },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/documents`,
        headers: { ...tenant.headers, ...body.headers },
        payload: body.payload,
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      const one = await get(tenant, `/verifications/${id}/directors/${erika.id}`);
      assert.deepEqual(Object.keys(one), ['director']);
      assert.equal(one.director.person.documents.length, 1);
      assert.equal(one.director.person.documents[0].document.document_type, 'passport');
      assert.deepEqual(one.director.person.documents[0].purposes, ['personal_document']);
      const again = (await get(tenant, `/verifications/${id}/directors`)).directors;
      assert.deepEqual(again[1], one.director);
      assert.deepEqual(again[0].person.documents, []);
      assert.deepEqual((await get(tenant, `/verifications/${id}/company_documents`)).company_documents, []);
    });

    it('answers 404 for a director of another case or account', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createTenant(t.ctx, 'Other Bank');
      const first = await openCase(tenant);
      const second = await openCase(tenant);
      const foreign = await openCase(other);
      const secondDirector = (await get(tenant, `/verifications/${second}/directors`)).directors[0].id;
      const foreignDirector = (await get(other, `/verifications/${foreign}/directors`)).directors[0].id;
      await get(tenant, `/verifications/${second}/directors/${secondDirector}`);
      await notFound(tenant, `/verifications/${first}/directors/${secondDirector}`);
      await notFound(tenant, `/verifications/${first}/directors/${foreignDirector}`);
      await notFound(tenant, `/verifications/${foreign}/directors/${foreignDirector}`);
      await notFound(tenant, `/verifications/${foreign}/directors`);
      await notFound(tenant, `/verifications/${uuidv7()}/directors`);
    });

    it('lists no directors and no company documents for a fresh bare case', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createTenant(t.ctx, 'Other Bank');
      const id = await openCase(tenant, { company: MINIMAL_COMPANY });
      assert.deepEqual(await get(tenant, `/verifications/${id}/directors`), { directors: [] });
      assert.deepEqual(await get(tenant, `/verifications/${id}/company_documents`), { company_documents: [] });
      await notFound(other, `/verifications/${id}/company_documents`);
      await notFound(tenant, `/verifications/${uuidv7()}/company_documents`);
    });

    it('lists the account’s completeness profiles, archived ones only on request', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createTenant(t.ctx, 'Other Bank');
      assert.deepEqual(await get(tenant, '/completeness_profiles'), { completeness_profiles: [] });

      const requirements = {
        sections: ['company_details', 'directors'],
        fields: { company: ['tax_number'], director: [], person: ['date_of_birth'] },
        document_types: { company: [], person: ['passport'] },
      };
      const add = async (accountId: string, name: string, at: string, archived: boolean) => {
        const id = uuidv7();
        await insertCompletenessProfile(t.ctx.db, {
          id,
          account_id: accountId,
          name,
          description: `${name} onboarding`,
          requirements: toJson(requirements),
          archived_at: archived ? at : null,
          created_at: at,
          updated_at: at,
        });
        return id;
      };
      const standard = await add(tenant.accountId, 'Standard', '2024-01-01T00:00:00.000Z', false);
      const legacy = await add(tenant.accountId, 'Legacy', '2024-01-02T00:00:00.000Z', true);
      await add(other.accountId, 'Theirs', '2024-01-03T00:00:00.000Z', false);

      const active = (await get(tenant, '/completeness_profiles')).completeness_profiles;
      assert.deepEqual(active, [
        {
          id: standard,
          name: 'Standard',
          description: 'Standard onboarding',
          // Stored before the UBO threshold existed: the default.
          requirements: { ...requirements, ubo_threshold: 25 },
          archived: false,
          created_at: '2024-01-01T00:00:00.000Z',
          updated_at: '2024-01-01T00:00:00.000Z',
        },
      ]);
      const all = (await get(tenant, '/completeness_profiles?include_archived=true')).completeness_profiles;
      assert.deepEqual(
        all.map((p: Json) => [p.id, p.archived]),
        [
          [standard, false],
          [legacy, true],
        ],
      );
      const explicit = (await get(tenant, '/completeness_profiles?include_archived=false')).completeness_profiles;
      assert.equal(explicit.length, 1);
      const bad = await t.app.inject({
        url: '/api/v1/completeness_profiles?include_archived=maybe',
        headers: tenant.headers,
      });
      assert.equal(bad.statusCode, 400, bad.body);
    });
  });
}

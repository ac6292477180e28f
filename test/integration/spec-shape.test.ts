import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { VerificationIntakeData } from '../../src/services/intake-schemas.js';
import { makePdf, makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import {
  DOCUMENTED_DIRECTOR_KEYS,
  DOCUMENTED_PERSON_KEYS,
  type ShapeOptions,
  type SpecTableName,
  specProblems,
} from '../helpers/spec-tables.js';
import {
  createTenant,
  startTestApp,
  TEST_DOWNLOAD_URL,
  type Tenant,
  type TestApp,
  testDialects,
} from '../helpers/test-app.js';

/**
 * Every object the read API returns, checked against the spec's field tables transcribed independently in
 * test/helpers/spec-tables.ts: exact key sets, value types, null only where the spec says nullable.
 */

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field by the assertions
type Json = Record<string, any>;

/** Everything filled in, nullable fields included, so that nothing needs to be null. */
function fullIntake(): VerificationIntakeData {
  const intake = sampleIntake();
  Object.assign(intake.company, {
    activity_description: 'Card acquiring',
    purpose_for_asset10: 'Settlement of merchant payouts',
    websites_for_asset10: 'https://pay.northwind.example',
    documents_note_from_verifier: 'Certificate checked against the registry',
    sources_of_funds: ['revenue', 'other'],
    sources_of_funds_other: 'A regional development grant',
    registered_address: {
      line1: '1 Registry Row',
      line2: 'Suite 2',
      line3: 'Block C',
      city: 'London',
      postal_code: 'EC1A 1AA',
      region: 'Greater London',
      country: 'GB',
    },
    office_address: {
      line1: '9 Office Lane',
      line2: 'Floor 4',
      line3: 'East wing',
      city: 'London',
      postal_code: 'E14 4QZ',
      region: 'Greater London',
      country: 'GB',
    },
  });
  intake.related_companies = [{ ...intake.company, formal_name: 'Northwind Holdings Ltd', company_number: '1' }];
  const person = intake.directors?.[0]?.person;
  assert.ok(person?.address_of_residence);
  Object.assign(person, {
    pep: true,
    pep_description: 'Former deputy minister of finance',
    family_name: 'Smith',
    parents_given_names: 'John and Mary',
    personal_number: '850101-1234',
    funds_sources: 'Salary',
    title_position: 'Dr',
  });
  Object.assign(person.address_of_residence, { line2: 'Flat 3', line3: 'Rear entrance', region: 'Greater London' });
  return intake;
}

/** Only what intake requires: a company with a name, a number and a jurisdiction; one bare director. */
function minimalIntake(): VerificationIntakeData {
  return {
    company: { formal_name: 'Bare Bones Ltd', company_number: '00000001', jurisdiction_code: 'gb' },
    directors: [{ position: 'director', person: { given_names: 'Jo', surname: 'Bloggs' } }],
  };
}

interface Scenario {
  readonly name: string;
  readonly intake: () => VerificationIntakeData;
  readonly companyDocument: (companyId: string) => Record<string, string | string[]>;
  readonly personDocument: (personId: string) => Record<string, string | string[]>;
  /** Whether every field, nullable or not, is expected to have a value. */
  readonly noNulls: boolean;
  /**
   * The design answers "" for spec non-nullable strings the customer has not provided, and that includes the
   * spec's non-nullable dates (license_date_*, and a document's date_of_issue / expiration_date). So "" is
   * accepted for those dates, and only in the scenario where the value was not given; anywhere else a date
   * must be a real YYYY-MM-DD day.
   */
  readonly emptyDates: (companyCount: number) => Set<string>;
}

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'fully populated',
    intake: fullIntake,
    companyDocument: (companyId) => ({
      company_id: companyId,
      document_type: 'certificate_of_incorporation',
      purposes: ['company_registration'],
      name: 'certificate.pdf',
      number: 'CI-09876543',
      country_of_issue: 'gb',
      date_of_issue: '2015-03-12',
      expiration_date: '2099-12-31',
      attachment_type: 'main',
    }),
    personDocument: (personId) => ({
      person_id: personId,
      document_type: 'passport',
      purposes: ['personal_document'],
      name: 'passport.png',
      number: '123456789',
      country_of_issue: 'gb',
      date_of_issue: '2020-02-03',
      expiration_date: '2030-02-02',
      attachment_type: 'main',
    }),
    noNulls: true,
    emptyDates: () => new Set(),
  },
  {
    name: 'minimal',
    intake: minimalIntake,
    companyDocument: () => ({ document_type: 'certificate_of_incorporation' }),
    personDocument: (personId) => ({ person_id: personId, document_type: 'passport' }),
    noNulls: false,
    emptyDates: (companyCount) =>
      new Set([
        ...Array.from({ length: companyCount }, (_, i) => [
          `companies[${i}].license_date_of_expiry`,
          `companies[${i}].license_date_of_issue`,
        ]).flat(),
        'company_documents[0].document.date_of_issue',
        'company_documents[0].document.expiration_date',
        'directors[0].person.documents[0].document.date_of_issue',
        'directors[0].person.documents[0].document.expiration_date',
      ]),
  },
];

function assertSpec(table: SpecTableName, value: unknown, path: string, options: ShapeOptions): void {
  assert.deepEqual(specProblems(table, value, path, options), [], `${path} does not match the spec`);
}

/** Paths of every null inside `value`. */
function nullPaths(value: unknown, path: string): string[] {
  if (value === null) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => nullPaths(v, `${path}[${i}]`));
  if (typeof value === 'object') return Object.entries(value as Json).flatMap(([k, v]) => nullPaths(v, `${path}.${k}`));
  return [];
}

/** Every attachment of the document records, with the path it was found at. */
function attachmentsOf(records: Json[]): Json[] {
  return records.flatMap((r) => r.document.attachments as Json[]);
}

for (const dialect of testDialects()) {
  describe(`responses match the spec's field tables [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    async function get(tenant: Tenant, path: string): Promise<Json> {
      const res = await t.app.inject({ url: `/api/v1${path}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
      return res.json();
    }

    async function upload(tenant: Tenant, verificationId: string, fields: Json, file: Json): Promise<void> {
      const body = multipart(fields, [file as Parameters<typeof multipart>[1][number]]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${verificationId}/documents`,
        headers: { ...tenant.headers, ...body.headers },
        payload: body.payload,
      });
      assert.equal(res.statusCode, 201, res.body);
    }

    for (const scenario of SCENARIOS) {
      it(`companies, directors and documents, ${scenario.name}`, async () => {
        const tenant = await createTenant(t.ctx);
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/v1/verifications',
          headers: tenant.headers,
          payload: scenario.intake(),
        });
        assert.equal(created.statusCode, 201, created.body);
        const vid: string = created.json().verification.id;

        const listBody = await get(tenant, `/verifications/${vid}/companies`);
        assert.deepEqual(Object.keys(listBody), ['companies']);
        const companies: Json[] = listBody.companies;
        assert.equal(companies.length, scenario.intake().related_companies ? 2 : 1);
        const directorsBefore: Json[] = (await get(tenant, `/verifications/${vid}/directors`)).directors;
        const personId = directorsBefore[0]?.person.id;
        assert.ok(personId, 'the scenario has a director');
        const primaryId = companies[0]?.id;
        await upload(tenant, vid, scenario.companyDocument(primaryId), {
          filename: 'certificate.pdf',
          contentType: 'application/pdf',
          bytes: makePdf(),
        });
        await upload(tenant, vid, scenario.personDocument(personId), {
          filename: 'passport.png',
          contentType: 'image/png',
          bytes: await makePng(1000, 700),
        });

        const options: ShapeOptions = { emptyAllowed: scenario.emptyDates(companies.length) };
        const everything: Json = { companies: [], directors: [], company_documents: [] };

        for (const [i, item] of companies.entries()) {
          assertSpec('companyListItem', item, `companies[${i}]`, options);
          assert.match(item.jurisdiction.code, /^[a-z]{2}$/);
          if (item.company_type) assert.match(item.company_type.jurisdiction_code, /^[a-z]{2}$/);

          const detailBody = await get(tenant, `/verifications/${vid}/companies/${item.id}`);
          assert.deepEqual(Object.keys(detailBody), ['company']);
          const detail: Json = detailBody.company;
          assertSpec('companyDetail', detail, `companies[${i}]`, options);
          // `role` and `listed_on` (the ownership structure's) too: the detail is the list item and more.
          for (const key of Object.keys(item))
            assert.deepEqual(detail[key], item[key], `list and detail differ: ${key}`);
          for (const crypto of detail.crypto_addresses)
            assert.equal(crypto.address_type, crypto.address_type.toUpperCase());
          everything.companies.push(detail);
        }

        const directors: Json[] = (await get(tenant, `/verifications/${vid}/directors`)).directors;
        assert.equal(directors.length, 1);
        for (const [i, director] of directors.entries()) {
          assert.deepEqual(Object.keys(director).sort(), [...DOCUMENTED_DIRECTOR_KEYS].sort());
          assert.deepEqual(Object.keys(director.person).sort(), [...DOCUMENTED_PERSON_KEYS].sort());
          assert.equal(director.person.documents.length, 1);
          for (const [j, record] of director.person.documents.entries()) {
            assertSpec('documentRecord', record, `directors[${i}].person.documents[${j}]`, options);
          }
          const one = await get(tenant, `/verifications/${vid}/directors/${director.id}`);
          assert.deepEqual(one.director, director);
          everything.directors.push(director);
        }

        const documentsBody = await get(tenant, `/verifications/${vid}/company_documents`);
        assert.deepEqual(Object.keys(documentsBody), ['company_documents']);
        const companyDocuments: Json[] = documentsBody.company_documents;
        assert.equal(companyDocuments.length, 1);
        for (const [j, record] of companyDocuments.entries()) {
          assertSpec('documentRecord', record, `company_documents[${j}]`, options);
        }
        everything.company_documents = companyDocuments;

        const personDocuments = directors.flatMap((d) => d.person.documents as Json[]);
        const attachments = attachmentsOf([...companyDocuments, ...personDocuments]);
        assert.equal(attachments.length, 2);
        const prefix = `${TEST_DOWNLOAD_URL}/verifications/${vid}/documents/download/`;
        for (const attachment of attachments) {
          const variants = [attachment.urls.thumb, attachment.urls.medium, attachment.urls.original] as string[];
          for (const url of variants) {
            assert.ok(url.startsWith(prefix), `${url} is not under ${prefix}`);
            assert.match(url.slice(prefix.length), /^[A-Za-z0-9_-]+$/, 'rest is one opaque url-safe segment');
          }
          assert.equal(new Set(variants).size, 3, 'each variant has its own link');
          const fetched = await t.app.inject({
            url: new URL(attachment.urls.original).pathname,
            headers: tenant.headers,
          });
          assert.equal(fetched.statusCode, 200, 'the link serves the file');
          assert.equal(Number(fetched.headers['content-length']), attachment.filesize);
          assert.equal(String(fetched.headers['content-type']).split(';')[0], attachment.mime);
        }
        const [pdf, png] = attachments;
        assert.equal(pdf?.mime, 'application/pdf');
        assert.equal(png?.mime, 'image/png');

        if (scenario.noNulls) {
          // With everything provided, nothing is unknown, so nothing may be null.
          // Dossier keeps one address per person and no individual verification: those two are always null; and
          // `listed_on` is a corporate shareholder's market: null for the company under review and related ones.
          const alwaysNull = /\.(address_for_correspondence|personal_verification)$|^\.companies\[\d+\]\.listed_on$/;
          assert.deepEqual(
            nullPaths(everything, '').filter((path) => !alwaysNull.test(path)),
            [],
          );
        } else {
          const [company] = everything.companies;
          assert.equal(company.company_type, null, 'an unknown company type is null');
          assert.deepEqual(company.industry, { main: null, description: null, additional_keys: null });
          assert.equal(company.license_date_of_issue, '');
          assert.equal(company.license_date_of_expiry, '');
        }
      });
    }
  });
}

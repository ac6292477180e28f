import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { recordRevision } from '../../src/services/case-revisions.js';
import { makePdf, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createProfile, invite, openPortal } from '../helpers/portal-client.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field by the assertions
type Json = Record<string, any>;

/** A case with the source system's company and person fields, a certificate and a proof of office address. */
function sourceIntake() {
  const intake = sampleIntake();
  Object.assign(intake.company, {
    registered_address: {
      line1: '25 Cabot Square',
      line2: 'Canary Wharf',
      city: 'London',
      postal_code: 'E14 4QZ',
      country: 'GB',
    },
    office_address: {
      line1: '1 Manilla St',
      line3: 'Apartment 12',
      city: 'London',
      postal_code: 'E14 8GB',
      country: 'gb',
    },
    sources_of_funds: ['investments', 'other'],
    sources_of_funds_other: 'A regional development grant',
  });
  const person = intake.directors?.[0]?.person;
  assert.ok(person);
  Object.assign(person, {
    family_name: 'Smith',
    parents_given_names: 'John and Mary',
    personal_number: '800102-1234',
    funds_sources: 'Private account',
    title_position: 'Dr',
  });
  return intake;
}

/** Unix seconds of an ISO time, as revision_timestamps and `timestamp` give it. */
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

for (const dialect of testDialects()) {
  describe(`the source system's read routes [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    const get = async (url: string, who: Tenant = tenant) => {
      const response = await t.app.inject({ url: `/api/v1${url}`, headers: who.headers });
      return { status: response.statusCode, body: response.json() as Json };
    };
    const upload = async (id: string, companyId: string, documentType: string, filename: string) => {
      const form = multipart({ company_id: companyId, document_type: documentType }, [
        { filename, contentType: 'application/pdf', bytes: makePdf(filename) },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/documents`,
        headers: { ...tenant.headers, ...form.headers },
        payload: form.payload,
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().document.id as string;
    };

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
    });
    after(() => t.close());

    it('serves the company details with its addresses and the documents proving them, and every address', async () => {
      const id = await openCase(t, tenant, sourceIntake());
      const companyId = (await get(`/verifications/${id}/companies`)).body.companies[0].id;
      const certificate = await upload(id, companyId, 'certificate_of_incorporation', 'certificate.pdf');
      const bill = await upload(id, companyId, 'proof_of_address', 'utility-bill.pdf');
      await upload(id, companyId, 'bank_statement', 'statement.pdf');

      const details = await get(`/verifications/${id}/company_details`);
      assert.equal(details.status, 200, JSON.stringify(details.body));
      assert.deepEqual(Object.keys(details.body).sort(), [
        'company',
        'office_address',
        'proof_of_incorporation_details',
        'proof_of_office_address',
        'registered_address',
      ]);
      assert.equal(details.body.company.id, companyId);
      assert.deepEqual(details.body.company.sources_of_funds, ['investments', 'other']);
      assert.equal(details.body.company.sources_of_funds_other, 'A regional development grant');
      const registered = details.body.registered_address;
      assert.equal(registered.line_1, '25 Cabot Square');
      assert.equal(registered.line_2, 'Canary Wharf');
      assert.equal(registered.postcode, 'E14 4QZ');
      assert.equal(registered.country, 'gb');
      assert.equal(details.body.office_address.line_3, 'Apartment 12');
      assert.notEqual(registered.id, details.body.office_address.id);
      assert.deepEqual(
        details.body.proof_of_incorporation_details.map((d: Json) => d.id),
        [certificate],
      );
      assert.deepEqual(
        details.body.proof_of_office_address.map((d: Json) => d.id),
        [bill],
      );

      const addresses = (await get(`/verifications/${id}/addresses`)).body.addresses as Json[];
      const director = (await get(`/verifications/${id}/directors`)).body.directors[0];
      assert.deepEqual(addresses.map((a) => a.line_1).sort(), ['1 Manilla St', '2 High St', '25 Cabot Square']);
      assert.ok(addresses.some((a) => a.id === director.person.address_of_residence.id));
      const one = await get(`/verifications/${id}/addresses/${registered.id}`);
      assert.equal(one.status, 200);
      assert.deepEqual(one.body.address, registered);
      assert.equal((await get(`/verifications/${id}/addresses/${companyId}`)).status, 404);

      const document = await get(`/verifications/${id}/company_documents/${certificate}`);
      assert.equal(document.status, 200);
      assert.equal(document.body.company_document.document.document_type, 'certificate_of_incorporation');
      assert.equal((await get(`/verifications/${id}/company_documents/${director.id}`)).status, 404);

      // Another account sees none of it.
      const other = await createTenant(t.ctx, 'Other Bank');
      assert.equal((await get(`/verifications/${id}/company_details`, other)).status, 404);
      assert.equal((await get(`/verifications/${id}/addresses/${registered.id}`, other)).status, 404);
    });

    it('answers `timestamp` from the revisions: the data as the latest revision at or before it left it', async () => {
      const id = await openCase(t, tenant, sourceIntake());
      const companyId = (await get(`/verifications/${id}/companies`)).body.companies[0].id;
      const actor = { type: 'cli' as const, id: null, accountId: tenant.accountId };
      const first = await upload(id, companyId, 'certificate_of_incorporation', 'certificate.pdf');

      // No revision yet: the record lists none, and a time asks for data the case did not have.
      const before = (await get('/verifications?limit=100')).body.verifications.find((v: Json) => v.id === id);
      assert.deepEqual(before.revision_timestamps, []);
      const early = '2024-03-01T10:00:00.250Z';
      await recordRevision(t.ctx.db, actor, id, 'application', early);
      // A new revision alone changes the kept record (migration 025's trigger).
      const once = (await get('/verifications?limit=100')).body.verifications.find((v: Json) => v.id === id);
      assert.deepEqual(once.revision_timestamps, [seconds(early)]);
      // The customer's update: a new name and a second document, then the next submission.
      await t.ctx.db
        .updateTable('companies')
        .set({ formal_name: 'Northwind Renamed Ltd' })
        .where('id', '=', companyId)
        .execute();
      const second = await upload(id, companyId, 'registry_extract', 'extract.pdf');
      const late = '2024-03-02T10:00:00.900Z';
      await recordRevision(t.ctx.db, actor, id, 'data_update', late);

      // The list (served from kept records) and the record show both revisions' times.
      const listed = (await get('/verifications?limit=100')).body.verifications.find((v: Json) => v.id === id);
      assert.deepEqual(listed.revision_timestamps, [seconds(early), seconds(late)]);
      assert.deepEqual((await get(`/verifications/${id}`)).body.verification.revision_timestamps, [
        seconds(early),
        seconds(late),
      ]);

      const at = async (path: string, timestamp: number) => get(`/verifications/${id}${path}?timestamp=${timestamp}`);
      assert.equal((await at('/companies', seconds(early) - 1)).status, 404, 'before the first revision');
      const then = await at('/companies', seconds(early));
      assert.equal(then.status, 200, JSON.stringify(then.body));
      assert.equal(then.body.companies[0].formal_name, 'Northwind Trading Ltd');
      assert.equal((await at('/companies', seconds(late) - 1)).body.companies[0].formal_name, 'Northwind Trading Ltd');
      assert.equal((await at('/companies', seconds(late))).body.companies[0].formal_name, 'Northwind Renamed Ltd');
      assert.equal(
        (await get(`/verifications/${id}/companies`)).body.companies[0].formal_name,
        'Northwind Renamed Ltd',
      );
      assert.equal(
        (await at(`/companies/${companyId}`, seconds(early))).body.company.formal_name,
        'Northwind Trading Ltd',
      );
      assert.equal((await at('/company_details', seconds(early))).body.company.formal_name, 'Northwind Trading Ltd');

      // Documents: those the case held at that revision.
      const documentIds = async (timestamp: number) =>
        (await at('/company_documents', timestamp)).body.company_documents.map((d: Json) => d.id);
      assert.deepEqual(await documentIds(seconds(early)), [first]);
      assert.deepEqual((await documentIds(seconds(late))).sort(), [first, second].sort());
      assert.equal((await at(`/company_documents/${second}`, seconds(early))).status, 404);
      assert.equal((await at(`/company_documents/${second}`, seconds(late))).status, 200);

      // People, with the source system's fields, as they were.
      const directors = (await at('/directors', seconds(early))).body.directors;
      assert.equal(directors[0].person.personal_number, '800102-1234');
      assert.equal(directors[0].person.address_of_residence.line_1, '2 High St');
      const director = await at(`/directors/${directors[0].id}`, seconds(early));
      assert.deepEqual(director.body.director, directors[0]);
      assert.equal((await at('/addresses', seconds(early))).body.addresses.length, 3);

      // A timestamp that is not a number is refused.
      assert.equal((await get(`/verifications/${id}/companies?timestamp=yesterday`)).status, 400);
    });

    it('answers `timestamp` on the record: its data from the revision, its workflow as it is now', async () => {
      const id = await openCase(t, tenant, sourceIntake());
      const companyId = (await get(`/verifications/${id}/companies`)).body.companies[0].id;
      const actor = { type: 'cli' as const, id: null, accountId: tenant.accountId };
      const record = async (query = '') => get(`/verifications/${id}${query}`);
      assert.equal((await record('?timestamp=1700000000')).status, 404, 'no revision yet');
      const early = '2024-03-01T10:00:00.250Z';
      await recordRevision(t.ctx.db, actor, id, 'application', early);
      await t.ctx.db
        .updateTable('companies')
        .set({ formal_name: 'Northwind Renamed Ltd', company_number: '99999999', email: 'new@northwind.example' })
        .where('id', '=', companyId)
        .execute();
      const late = '2024-03-02T10:00:00.900Z';
      await recordRevision(t.ctx.db, actor, id, 'data_update', late);
      // The reviewer's work after both revisions: the workflow, which no revision records.
      await t.ctx.db
        .updateTable('verifications')
        .set({ assessment_comment: 'Checked against the registry' })
        .where('id', '=', id)
        .execute();

      const now = (await record()).body.verification;
      assert.equal(now.company_name, 'Northwind Renamed Ltd');
      const res = await record(`?timestamp=${seconds(early)}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const then = res.body.verification;
      assert.equal(then.company_name, 'Northwind Trading Ltd');
      assert.equal(then.entity_name, 'Northwind Trading Ltd');
      assert.equal(then.company_number, sampleIntake().company.company_number);
      assert.equal(then.entity_identifier, then.company_number);
      assert.notEqual(then.entity_contact_email, 'new@northwind.example');
      assert.deepEqual(then.company_jurisdiction, now.company_jurisdiction);
      assert.deepEqual(then.revision_timestamps, [seconds(early)]);
      // The workflow is the case's now.
      assert.equal(then.status, now.status);
      assert.equal(then.assessment_comment, 'Checked against the registry');
      assert.equal(then.updated_at, now.updated_at);

      // A second later than the second revision: all of it, as the record is now.
      const later = (await record(`?timestamp=${seconds(late) + 60}`)).body.verification;
      assert.equal(later.entity_name, 'Northwind Renamed Ltd');
      assert.equal(later.entity_identifier, '99999999');
      assert.equal(later.entity_contact_email, 'new@northwind.example');
      assert.deepEqual(later.revision_timestamps, [seconds(early), seconds(late)]);
      assert.deepEqual(later, now);

      assert.equal((await record('?timestamp=yesterday')).status, 400);
      const other = await createTenant(t.ctx, 'Third Bank');
      assert.equal((await get(`/verifications/${id}?timestamp=${seconds(late)}`, other)).status, 404);
    });

    it('serves downloads under the source system’s path, the same bytes as the attachment route', async () => {
      const id = await openCase(t, tenant, sourceIntake());
      const companyId = (await get(`/verifications/${id}/companies`)).body.companies[0].id;
      const documentId = await upload(id, companyId, 'certificate_of_incorporation', 'certificate.pdf');
      const record = (await get(`/verifications/${id}/company_documents/${documentId}`)).body.company_document;
      const rest = String(record.document.attachments[0].urls.original).split('/').pop();
      const viaSource = await t.app.inject({
        url: `/api/v1/verifications/${id}/download/${rest}`,
        headers: tenant.headers,
      });
      assert.equal(viaSource.statusCode, 200);
      assert.deepEqual(viaSource.rawPayload, makePdf('certificate.pdf'));
      const viaAttachments = await t.app.inject({
        url: `/api/v1/attachments/${rest}?verification_id=${id}`,
        headers: tenant.headers,
      });
      assert.deepEqual(viaSource.rawPayload, viaAttachments.rawPayload);
      assert.equal(viaSource.headers['content-disposition'], viaAttachments.headers['content-disposition']);
      const other = await createTenant(t.ctx, 'Other Bank');
      const refused = await t.app.inject({
        url: `/api/v1/verifications/${id}/download/${rest}`,
        headers: other.headers,
      });
      assert.equal(refused.statusCode, 404);
    });

    it('finds a company by its number in the latest decided case, and a crypto address whose ownership is proven', async () => {
      const own = await createTenant(t.ctx, 'Lookup Bank');
      const intake = (number: string, name: string, verification: string) => {
        const i = sourceIntake();
        Object.assign(i.company, { company_number: number, formal_name: name });
        i.company.crypto_addresses = [
          {
            address: '0xLOOKUP0000000000000000000000000000000001',
            address_type: 'eth',
            signature_verification: verification as 'accepted',
          },
        ];
        return i;
      };
      const decide = async (id: string, at: string) =>
        t.ctx.db
          .updateTable('verifications')
          .set({ status: 'completed', decided_at: at, assessment: 'risk_low' })
          .where('id', '=', id)
          .execute();
      const older = await openCase(t, own, intake('77770001', 'Lookup One Ltd', 'accepted'));
      const newer = await openCase(t, own, intake('77770001', 'Lookup One Renamed Ltd', 'not_provided'));
      await openCase(t, own, intake('77770001', 'Lookup One Undecided Ltd', 'accepted'));
      const lookup = (who: Tenant) => get('/companies/GB/77770001', who);
      assert.equal((await lookup(own)).status, 404, 'no decided case yet');
      await decide(older, '2024-01-01T00:00:00.000Z');
      await decide(newer, '2024-02-01T00:00:00.000Z');
      const found = await lookup(own);
      assert.equal(found.status, 200, JSON.stringify(found.body));
      assert.equal(found.body.verification_id, newer);
      assert.equal(found.body.company.formal_name, 'Lookup One Renamed Ltd');
      assert.equal(found.body.company.jurisdiction.code, 'gb');
      assert.equal((await lookup(tenant)).status, 404, 'another account decided none');

      // The source's options: save and update_company_id change nothing (no registry here); full_data brings the
      // case's people and documents.
      const options = await get(`/companies/gb/77770001?save=true&update_company_id=${older}`, own);
      assert.equal(options.status, 200, JSON.stringify(options.body));
      assert.deepEqual(options.body, found.body);
      assert.equal(found.body.company.directors, undefined, 'the plain answer is the company alone');
      const full = await get('/companies/gb/77770001?full_data=true', own);
      assert.equal(full.status, 200, JSON.stringify(full.body));
      assert.equal(full.body.verification_id, newer);
      assert.equal(full.body.company.formal_name, 'Lookup One Renamed Ltd');
      const of = async (read: string) => (await get(`/verifications/${newer}/${read}`, own)).body[read];
      assert.ok(full.body.company.directors.length > 0);
      assert.deepEqual(full.body.company.directors, await of('directors'));
      assert.deepEqual(full.body.company.ultimate_beneficial_owners, await of('ubos'));
      assert.deepEqual(full.body.company.company_documents, await of('company_documents'));
      assert.deepEqual(full.body.company.authorized_representatives, []);
      for (const query of ['full_data=perhaps', 'save=maybe', 'update_company_id=not-an-id']) {
        const refused = await get(`/companies/gb/77770001?${query}`, own);
        assert.equal(refused.status, 400, `${query}: ${JSON.stringify(refused.body)}`);
        assert.match(refused.body.error.details[0].field, new RegExp(query.split('=')[0] as string));
      }

      const proven = await get('/verified_crypto_address?address=0xLOOKUP0000000000000000000000000000000001', own);
      assert.equal(proven.status, 200);
      // Two cases hold it with its ownership accepted (one undecided); the third never proved it.
      const items = proven.body.verified_crypto_addresses as Json[];
      assert.equal(items.length, 2);
      assert.ok(items.every((a) => a.verification_id !== newer));
      const oldest = items.find((a) => a.verification_id === older);
      assert.equal(oldest?.owner_entity_name, 'Lookup One Ltd');
      assert.equal(oldest?.owner_entity_identifier, '77770001');
      assert.equal(oldest?.owner_jurisdiction, 'gb');
      assert.equal(oldest?.assessment, 'risk_low');
      assert.deepEqual(proven.body.meta.pagination, { total: 2, per_page: 100, current_page: 1, total_pages: 1 });
      assert.equal(
        (await get('/verified_crypto_address?address=0xLOOKUP0000000000000000000000000000000001&type=BTC', own)).body
          .verified_crypto_addresses.length,
        0,
        'another network',
      );
      assert.deepEqual(
        (await get('/verified_crypto_address?address=0xLOOKUP0000000000000000000000000000000001', tenant)).body
          .verified_crypto_addresses,
        [],
        'another account’s cases are not searched',
      );
      assert.equal((await get('/verified_crypto_address', own)).status, 400, 'the address is required');
    });

    it('asks the source system’s person fields in the portal where the profile does, and keeps them', async () => {
      const profileId = await createProfile(t, tenant, {
        sections: ['company_details', 'directors'],
        fields: {
          company: ['formal_name', 'company_number'],
          director: ['position'],
          person: ['personal_number', 'funds_sources', 'title_position'],
        },
        document_types: { company: [], person: [] },
      });
      const invitation = await invite(t, tenant, { email: 'cfo@portal.example', completeness_profile_id: profileId });
      const portal = await openPortal(t, invitation.url);
      const person = { given_names: 'Ada', surname: 'Lovelace', pep: false, personal_number: '851210-0001' };
      const draft = {
        company: { formal_name: 'Portal Fields Ltd', company_number: '5550123', jurisdiction_code: 'gb' },
        directors: [{ key: 'd1', position: 'director', person }],
      };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const incomplete = await portal.send('POST', '/application/submit');
      assert.equal(incomplete.status, 422);
      const missing = incomplete.body.error.details.map((d: Json) => d.field);
      assert.ok(missing.includes('directors[0].person.funds_sources'), missing.join(', '));
      assert.ok(missing.includes('directors[0].person.title_position'), missing.join(', '));
      assert.ok(!missing.includes('directors[0].person.personal_number'), missing.join(', '));

      Object.assign(person, { funds_sources: 'Salary', title_position: 'Countess' });
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const caseId = (await get(`/invitations/${invitation.id}`)).body.invitation.verification_id;
      const [director] = (await get(`/verifications/${caseId}/directors`)).body.directors;
      assert.equal(director.person.personal_number, '851210-0001');
      assert.equal(director.person.funds_sources, 'Salary');
      assert.equal(director.person.title_position, 'Countess');
      assert.equal(director.person.family_name, null);
    });
  });
}

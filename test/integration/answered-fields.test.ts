import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePdf, makePng } from '../helpers/fixtures.js';
import { pdfText } from '../helpers/pdf-text.js';
import { createProfile, invite, openPortal, type PortalSession } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

/**
 * The record says what the customer said: the interface stores what nobody gave as `false` or "", and
 * `answered_fields` tells those apart from real answers, for cases opened through the API and through the portal.
 */

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, read field by field by the assertions
type Json = any;

const DECLARATIONS = ['investigations', 'prosecutions', 'ubo_criminal_records', 'license_required'];

async function read(t: TestApp, tenant: Tenant, path: string): Promise<Json> {
  const res = await t.app.inject({ url: `/api/v1${path}`, headers: tenant.headers });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

async function companyOf(t: TestApp, tenant: Tenant, caseId: string): Promise<Json> {
  const { companies } = await read(t, tenant, `/verifications/${caseId}/companies`);
  return (await read(t, tenant, `/verifications/${caseId}/companies/${companies[0].id}`)).company;
}

/** Submits a portal application with `company` and one director whose passport has `passport` details. */
async function submitThroughPortal(
  portal: PortalSession,
  company: Record<string, unknown>,
  // The profile requires the passport: its number, issuing country and expiry come with it.
  passport: Record<string, string> = { number: 'P1234567', country_of_issue: 'gb', expiration_date: '2031-04-30' },
): Promise<void> {
  const scan = await portal.upload('passport.png', 'image/png', await makePng(400, 300));
  assert.equal(scan.status, 201, JSON.stringify(scan.body));
  const certificate = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
  assert.equal(certificate.status, 201, JSON.stringify(certificate.body));
  const draft = {
    company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb', ...company },
    directors: [
      {
        key: 'd1',
        position: 'director',
        person: { given_names: 'Ada', surname: 'Lovelace', pep: false },
        documents: [{ key: 'p1', document_type: 'passport', upload_ids: [scan.body.upload.id], ...passport }],
      },
    ],
    documents: [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [certificate.body.upload.id] }],
  };
  const saved = await portal.send('PUT', '/application/draft', { draft });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const submitted = await portal.send('POST', '/application/submit');
  assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
}

const PROFILE = {
  sections: ['company_details', 'directors', 'company_documents', 'director_documents'],
  fields: { company: ['formal_name', 'company_number'], director: ['position'], person: [] },
  document_types: { company: ['certificate_of_incorporation'], person: ['passport'] },
};

for (const dialect of testDialects()) {
  describe(`answered fields: what nobody gave reads as not provided [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx, 'Northwind Bank');
    });
    after(() => t.close());

    it('records the fields an API intake gave; the booleans it left out are not among them', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenant.headers,
        payload: {
          company: {
            formal_name: 'Bare Bones Ltd',
            company_number: '00000001',
            jurisdiction_code: 'gb',
            prosecutions: false,
            tax_number: '',
            bank_accounts: [{ account_holder: 'Bare Bones Ltd', name: 'Barclays', number: '12345678' }],
          },
          directors: [{ position: 'director', person: { given_names: 'Jo', surname: 'Bloggs', pep: true } }],
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      const caseId = res.json().verification.id;
      const company = await companyOf(t, tenant, caseId);
      // The interface's booleans stay booleans…
      for (const field of DECLARATIONS) assert.equal(company[field], false);
      // …and answered_fields says which of them the client gave: "prosecutions: false" is an answer, the others not.
      assert.deepEqual(company.answered_fields, ['company_number', 'formal_name', 'jurisdiction', 'prosecutions']);
      assert.equal(company.tax_number, '');
      assert.ok(!company.answered_fields.includes('tax_number'), 'blank text is no answer');
      assert.deepEqual(company.bank_accounts[0].answered_fields, ['account_holder', 'name', 'number']);
      assert.equal(company.bank_accounts[0].iban, false, 'the interface still says false');
      const { directors } = await read(t, tenant, `/verifications/${caseId}/directors`);
      assert.deepEqual(directors[0].person.answered_fields, ['given_names', 'pep', 'surname']);
      const companies = await read(t, tenant, `/verifications/${caseId}/companies`);
      assert.equal(companies.companies[0].answered_fields, undefined, 'the list item stays as the spec has it');
      // The PDF report prints what was never answered as such, and an answered "no" as the answer.
      const pdf = await t.app.inject({ url: `/api/v1/verifications/${caseId}/report.pdf`, headers: tenant.headers });
      assert.equal(pdf.statusCode, 200);
      const { text } = await pdfText(pdf.rawPayload);
      assert.match(text, /Under investigation:? Not provided/);
      assert.match(text, /Licence required:? Not provided/);
      assert.match(text, /Prosecutions:? (false|No)\b/);
      assert.match(text, /PEP: yes/);
    });

    it('records the fields a portal application gave; the declarations it never asked are not among them', async () => {
      const profileId = await createProfile(t, tenant, PROFILE, 'Without declarations');
      const invitation = await invite(t, tenant, { email: 'ops@acme.example', completeness_profile_id: profileId });
      const portal = await openPortal(t, invitation.url);
      await submitThroughPortal(portal, { website: 'https://acme.example' });
      const caseId = (await read(t, tenant, `/invitations/${invitation.id}`)).invitation.verification_id;
      const company = await companyOf(t, tenant, caseId);
      assert.deepEqual(company.answered_fields, ['company_number', 'formal_name', 'jurisdiction', 'website']);
      for (const field of DECLARATIONS) assert.equal(company[field], false);
      const { directors } = await read(t, tenant, `/verifications/${caseId}/directors`);
      assert.deepEqual(directors[0].person.answered_fields, ['given_names', 'pep', 'surname']);
      // The revision stores the answered names, so its diff reads unanswered values as not provided.
      const revision = (await read(t, tenant, `/verifications/${caseId}/revisions/1`)).revision;
      assert.deepEqual(revision.data.companies[0].answered_fields, company.answered_fields);
    });

    it('asks the declarations a profile lists: yes/no, an explanation with a yes, stored true/false', async () => {
      const profileId = await createProfile(
        t,
        tenant,
        { ...PROFILE, fields: { ...PROFILE.fields, company: ['formal_name', 'company_number', ...DECLARATIONS] } },
        'With declarations',
      );
      const invitation = await invite(t, tenant, { email: 'legal@acme.example', completeness_profile_id: profileId });
      const portal = await openPortal(t, invitation.url);
      assert.deepEqual(portal.opened.requirements.fields.company.slice(2), DECLARATIONS);

      // Unanswered, they are missing; a "yes" wants its explanation.
      const scan = await portal.upload('passport.png', 'image/png', await makePng(400, 300));
      const certificate = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
      const base = {
        company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
        directors: [
          {
            key: 'd1',
            position: 'director',
            person: { given_names: 'Ada', surname: 'Lovelace', pep: false },
            documents: [
              {
                key: 'p1',
                document_type: 'passport',
                upload_ids: [scan.body.upload.id],
                number: 'P1234567',
                country_of_issue: 'gb',
                expiration_date: '2031-04-30',
              },
            ],
          },
        ],
        documents: [
          { key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [certificate.body.upload.id] },
        ],
      };
      assert.equal((await portal.send('PUT', '/application/draft', { draft: base })).status, 200);
      const unanswered = await portal.send('POST', '/application/submit');
      assert.equal(unanswered.status, 422);
      const missing = unanswered.body.error.details.map((d: Json) => d.field);
      for (const field of DECLARATIONS) assert.ok(missing.includes(`company.${field}`), missing.join(', '));

      const answers = {
        investigations: true,
        prosecutions: false,
        ubo_criminal_records: false,
        license_required: true,
      };
      const draft = { ...base, company: { ...base.company, ...answers } };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const unexplained = await portal.send('POST', '/application/submit');
      assert.equal(unexplained.status, 422);
      assert.deepEqual(unexplained.body.error.details.map((d: Json) => d.field).sort(), [
        'company.declaration_explanations.investigations',
        'company.declaration_explanations.license_required',
      ]);

      const explained = {
        ...draft,
        company: {
          ...draft.company,
          declaration_explanations: {
            investigations: 'A tax inspection of 2030, closed without findings.',
            license_required: 'E-money licence, applied for in March.',
            prosecutions: 'left over from an earlier "yes": not kept',
          },
        },
      };
      assert.equal((await portal.send('PUT', '/application/draft', { draft: explained })).status, 200);
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));

      const caseId = (await read(t, tenant, `/invitations/${invitation.id}`)).invitation.verification_id;
      const company = await companyOf(t, tenant, caseId);
      for (const [field, answer] of Object.entries(answers)) assert.equal(company[field], answer, field);
      for (const field of DECLARATIONS) assert.ok(company.answered_fields.includes(field), field);
      assert.deepEqual(company.declaration_explanations, {
        investigations: 'A tax inspection of 2030, closed without findings.',
        license_required: 'E-money licence, applied for in March.',
      });
      // The PDF report prints each "yes" with the customer's explanation beside it; a "no" stands alone.
      const pdf = await t.app.inject({ url: `/api/v1/verifications/${caseId}/report.pdf`, headers: tenant.headers });
      assert.equal(pdf.statusCode, 200);
      const text = (await pdfText(pdf.rawPayload)).text.replace(/\s+/g, ' ');
      assert.match(text, /Under investigation: Yes: A tax inspection of 2030, closed without findings\./);
      assert.match(text, /Licence required: Yes: E-money licence, applied for in March\./);
      assert.match(text, /Prosecutions: No UBO criminal records: No\b/);
      assert.doesNotMatch(text, /left over from an earlier/);
    });

    it('a data update asks again for declarations never answered, and records the answers', async () => {
      const profileId = await createProfile(t, tenant, PROFILE, 'Plain');
      const invitation = await invite(t, tenant, { email: 'ceo@acme.example', completeness_profile_id: profileId });
      await submitThroughPortal(await openPortal(t, invitation.url), {});
      const caseId = (await read(t, tenant, `/invitations/${invitation.id}`)).invitation.verification_id;
      const declarations = await createProfile(
        t,
        tenant,
        { ...PROFILE, fields: { ...PROFILE.fields, company: ['formal_name', ...DECLARATIONS] } },
        'Declarations later',
      );
      const headers = tenant.headers;
      const start = await t.app.inject({ method: 'POST', url: `/api/v1/verifications/${caseId}/state/start`, headers });
      assert.equal(start.statusCode, 200, start.body);
      const requested = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${caseId}/state/request_data_update`,
        headers,
        payload: { comment: 'Please answer the declarations.', completeness_profile_id: declarations },
      });
      assert.equal(requested.statusCode, 200, requested.body);
      // The case holds `false` for each, but nobody answered them: they are what the request asks for.
      assert.deepEqual(requested.json().verification.requested_data.missing.company_fields, DECLARATIONS);

      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('invitation_id', '=', invitation.id)
        .where('kind', '=', 'data_update_request')
        .executeTakeFirstOrThrow();
      const link = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mail.text_body)?.[0];
      assert.ok(link);
      const update = await openPortal(t, link);
      const company = {
        ...update.opened.draft.company,
        investigations: false,
        prosecutions: true,
        ubo_criminal_records: false,
        license_required: false,
        declaration_explanations: { prosecutions: 'A former director, in Ireland, since 2029.' },
      };
      const saved = await update.send('PUT', '/application/draft', { draft: { ...update.opened.draft, company } });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const answered = await update.send('POST', '/application/submit');
      assert.equal(answered.status, 200, JSON.stringify(answered.body));

      const after = await companyOf(t, tenant, caseId);
      assert.equal(after.prosecutions, true);
      assert.equal(after.investigations, false);
      assert.deepEqual(after.declaration_explanations, { prosecutions: 'A former director, in Ireland, since 2029.' });
      for (const field of DECLARATIONS) assert.ok(after.answered_fields.includes(field), field);
      // The revisions diff reads the unanswered "false" as not provided: "no" and "yes" are changes from nothing.
      const { changes } = await read(t, tenant, `/verifications/${caseId}/changes`);
      const declared = changes.fields
        .filter((f: Json) => f.section === 'company' && DECLARATIONS.includes(f.field))
        .map((f: Json) => [f.field, f.before, f.after])
        .sort();
      assert.deepEqual(declared, [
        ['investigations', null, false],
        ['license_required', null, false],
        ['prosecutions', null, true],
        ['ubo_criminal_records', null, false],
      ]);
    });

    it('an identity document’s number, issuing country and expiry from the portal reach the API', async () => {
      const profileId = await createProfile(t, tenant, PROFILE, 'Passport details');
      const invitation = await invite(t, tenant, { email: 'md@acme.example', completeness_profile_id: profileId });
      const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await submitThroughPortal(
        await openPortal(t, invitation.url),
        {},
        {
          number: ' 533401372 ',
          country_of_issue: 'gb',
          expiration_date: soon,
        },
      );
      const caseId = (await read(t, tenant, `/invitations/${invitation.id}`)).invitation.verification_id;
      const { directors } = await read(t, tenant, `/verifications/${caseId}/directors`);
      const passport = directors[0].person.documents[0].document;
      assert.equal(passport.document_type, 'passport');
      assert.equal(passport.number, '533401372');
      assert.equal(passport.country_of_issue, 'GB');
      // Within 90 days: what the console's "Needs attention" lists as an expiring document.
      assert.equal(passport.expiration_date, soon);
    });
  });
}

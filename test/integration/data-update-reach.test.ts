import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePdf, makePng, sampleIntake } from '../helpers/fixtures.js';
import { createProfile, openPortal } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary JSON answers
type Json = any;

/** A profile the sample case already meets: what a request with it asks is only what is picked. */
const MINIMAL = {
  sections: ['company_details'],
  fields: { company: ['formal_name'], director: [], person: [] },
  document_types: { company: [], person: [] },
};

const LINK = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/;

for (const dialect of testDialects()) {
  describe(`a data update request reaches the customer, or says it does not [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    async function call(tenant: Tenant, method: 'GET' | 'POST', url: string, payload?: object) {
      const res = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json() as Json };
    }

    /** A case opened through the API (no invitation), started. */
    async function apiCase(tenant: Tenant): Promise<string> {
      const created = await call(tenant, 'POST', '/verifications', sampleIntake());
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.verification.id as string;
      assert.equal((await call(tenant, 'POST', `/verifications/${id}/state/start`)).status, 200);
      return id;
    }

    it('refuses with 422 data_update_request_empty a request with no comment, profile or item, changing nothing', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await apiCase(tenant);
      for (const body of [{}, { comment: '   ' }, { requested: { company_document_types: [] } }]) {
        const res = await call(tenant, 'POST', `/verifications/${id}/state/request_data_update`, body);
        assert.equal(res.status, 422, JSON.stringify(body));
        assert.equal(res.body.error.code, 'data_update_request_empty');
        assert.deepEqual(
          res.body.error.details.map((d: { field: string }) => d.field),
          ['comment'],
        );
      }
      assert.equal((await call(tenant, 'GET', `/verifications/${id}`)).body.verification.status, 'in_progress');
      const outbox = await t.ctx.db.selectFrom('mail_outbox').select('id').where('verification_id', '=', id).execute();
      assert.equal(outbox.length, 0, 'no mail was written');
    });

    it('asks for exactly the picked document in the requested_data shape, and checks what is picked', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await apiCase(tenant);
      const directors = await call(tenant, 'GET', `/verifications/${id}/directors`);
      const personId = directors.body.directors[0].person.id as string;
      const wrong = await call(tenant, 'POST', `/verifications/${id}/state/request_data_update`, {
        requested: {
          company_document_types: ['tax_return'],
          person_document_types: [{ person_id: '0197aaaa-0000-7000-8000-000000000000', document_types: ['passport'] }],
        },
      });
      assert.equal(wrong.status, 400);
      assert.deepEqual(
        wrong.body.error.details.map((d: { field: string }) => d.field),
        ['requested.company_document_types[0]', 'requested.person_document_types[0].person_id'],
      );
      const res = await call(tenant, 'POST', `/verifications/${id}/state/request_data_update`, {
        requested: { person_document_types: [{ person_id: personId, document_types: ['proof_of_address'] }] },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.verification.requested_data, {
        completeness_profile_id: null,
        sections: [],
        missing: {
          sections: [],
          company_fields: [],
          director_fields: [],
          person_fields: [],
          company_document_types: [],
          person_document_types: [{ person_id: personId, document_types: ['proof_of_address'] }],
        },
        complete: false,
        comment: null,
      });
    });

    it("e-mails a link to an API case's customer on request: an invitation bound to the case, answered in update mode", async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant, MINIMAL, 'Minimal');
      const id = await apiCase(tenant);
      const before = await call(tenant, 'GET', `/verifications/${id}/customer_request`);
      assert.equal(before.status, 200, JSON.stringify(before.body));
      assert.deepEqual(before.body.customer_request, {
        channel: 'webhook',
        invitation: null,
        waiting_since: null,
        mail: null,
        opened_at: null,
        reminders: [],
        escalated_at: null,
        review_answer: null,
      });

      const noProfile = await call(tenant, 'POST', `/verifications/${id}/state/request_data_update`, {
        comment: 'Send your AML policy',
        customer_email: 'finance@acme.example',
      });
      assert.equal(noProfile.status, 400, 'a link needs a profile to say what the portal asks');
      assert.equal(noProfile.body.error.details[0].field, 'customer_email');

      const res = await call(tenant, 'POST', `/verifications/${id}/state/request_data_update`, {
        comment: 'Please send your registry extract.',
        requested: { company_document_types: ['registry_extract'] },
        completeness_profile_id: profileId,
        customer_email: 'Finance@Acme.example',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.verification.requested_data.missing.company_document_types, ['registry_extract']);

      const invitations = await call(tenant, 'GET', '/invitations');
      const bound = invitations.body.invitations.filter((i: Json) => i.verification_id === id);
      assert.equal(bound.length, 1, 'one invitation, bound to the case');
      assert.equal(bound[0].email, 'finance@acme.example');

      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'recipient', 'text_body', 'status'])
        .where('verification_id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(mail.kind, 'data_update_request');
      assert.equal(mail.recipient, 'finance@acme.example');
      assert.match(mail.text_body, /Please send your registry extract\./);
      const link = LINK.exec(mail.text_body)?.[0];
      assert.ok(link, 'the mail carries a portal link');

      const waiting = (await call(tenant, 'GET', `/verifications/${id}/customer_request`)).body.customer_request;
      assert.equal(waiting.channel, 'email');
      assert.equal(waiting.invitation.email, 'finance@acme.example');
      assert.equal(waiting.invitation.status, 'pending');
      assert.ok(waiting.waiting_since, 'waiting since the request');
      assert.equal(waiting.mail.status, 'pending');
      assert.equal(waiting.mail.recipient, 'finance@acme.example');
      assert.equal(waiting.opened_at, null);

      // A mail the worker gave up on reads as failed, with its error.
      await t.ctx.db
        .updateTable('mail_outbox')
        .set({ status: 'failed', attempt_count: 5, last_error: '550 mailbox unavailable' })
        .where('verification_id', '=', id)
        .execute();
      const failed = (await call(tenant, 'GET', `/verifications/${id}/customer_request`)).body.customer_request;
      assert.equal(failed.mail.status, 'failed');
      assert.equal(failed.mail.attempts, 5);
      assert.equal(failed.mail.last_error, '550 mailbox unavailable');

      const portal = await openPortal(t, link);
      assert.equal(portal.opened.mode, 'update');
      assert.deepEqual(portal.opened.requested_data.missing.company_document_types, ['registry_extract']);
      const opened = (await call(tenant, 'GET', `/verifications/${id}/customer_request`)).body.customer_request;
      assert.equal(opened.invitation.status, 'opened');
      assert.ok(opened.opened_at >= waiting.waiting_since, 'opened after the request');

      const file = await portal.upload('extract.pdf', 'application/pdf', makePdf('Registry extract'));
      const draft = {
        ...portal.opened.draft,
        documents: [{ key: 'r1', document_type: 'registry_extract', upload_ids: [file.body.upload.id] }],
      };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const done = await portal.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));
      const after = await call(tenant, 'GET', `/verifications/${id}`);
      assert.equal(after.body.verification.status, 'in_progress');
      const audit = (await call(tenant, 'GET', `/verifications/${id}/audit_log`)).body.audit_log;
      assert.equal(audit.at(-1).action, 'state.customer_resubmitted');
      const revisions = (await call(tenant, 'GET', `/verifications/${id}/revisions`)).body.revisions;
      assert.equal(revisions.at(-1).kind, 'data_update');
      const done2 = (await call(tenant, 'GET', `/verifications/${id}/customer_request`)).body.customer_request;
      assert.equal(done2.waiting_since, null, 'no longer waiting');

      const again = await call(tenant, 'POST', `/verifications/${id}/state/request_data_update`, {
        comment: 'One more thing',
        customer_email: 'other@acme.example',
      });
      assert.equal(again.status, 400, 'a case with an invitation mails its address');
      assert.match(again.body.error.details[0].message, /finance@acme\.example/);
    });

    it('a request to add a bank account and a director lets the customer add them, and the case gains them', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(t, tenant, MINIMAL, 'Minimal');
      const id = await apiCase(tenant);
      const res = await call(tenant, 'POST', `/verifications/${id}/state/request_data_update`, {
        comment: 'Please add your second bank account and your new director.',
        requested: { sections: ['bank_accounts', 'directors'] },
        completeness_profile_id: profileId,
        customer_email: 'finance@acme.example',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(res.body.verification.requested_data.missing.sections, ['bank_accounts', 'directors']);
      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('verification_id', '=', id)
        .executeTakeFirstOrThrow();
      const portal = await openPortal(t, LINK.exec(mail.text_body)?.[0] as string);
      assert.equal(portal.opened.mode, 'update');
      const empty = await portal.send('POST', '/application/submit');
      assert.equal(empty.status, 422, 'an answer must add what is asked');
      assert.deepEqual(
        empty.body.error.details.map((d: { field: string }) => d.field),
        ['bank_accounts', 'directors'],
      );
      const draft = {
        ...portal.opened.draft,
        bank_accounts: [{ key: 'b2', account_holder: 'Northwind Trading Ltd', name: 'Monzo', number: '87654321' }],
        directors: [
          ...portal.opened.draft.directors,
          {
            key: 'd2',
            position: 'director',
            person: { given_names: 'Grace', surname: 'Hopper', pep: false },
          },
        ],
      };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const done = await portal.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));
      const directors = (await call(tenant, 'GET', `/verifications/${id}/directors`)).body.directors;
      assert.deepEqual(directors.map((d: Json) => d.person.surname).sort(), ['Doe', 'Hopper']);
      const companies = (await call(tenant, 'GET', `/verifications/${id}/companies`)).body.companies;
      const company = (await call(tenant, 'GET', `/verifications/${id}/companies/${companies[0].id}`)).body.company;
      assert.deepEqual(company.bank_accounts.map((b: Json) => b.name).sort(), ['Barclays', 'Monzo']);
    });

    it('a director added in an update brings the profile’s person documents, stored as in a first application', async () => {
      const tenant = await createTenant(t.ctx);
      const withProof = { ...MINIMAL, document_types: { company: [], person: ['proof_of_address'] } };
      const profileId = await createProfile(t, tenant, withProof, 'Proof of address');
      const id = await apiCase(tenant);
      const res = await call(tenant, 'POST', `/verifications/${id}/state/request_data_update`, {
        comment: 'Please add your new director.',
        requested: { sections: ['directors'] },
        completeness_profile_id: profileId,
        customer_email: 'finance@acme.example',
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('verification_id', '=', id)
        .executeTakeFirstOrThrow();
      const portal = await openPortal(t, LINK.exec(mail.text_body)?.[0] as string);
      const grace = {
        key: 'd2',
        position: 'director',
        person: { given_names: 'Grace', surname: 'Hopper', pep: false },
      };
      const without = { ...portal.opened.draft, directors: [...portal.opened.draft.directors, grace] };
      assert.equal((await portal.send('PUT', '/application/draft', { draft: without })).status, 200);
      const missing = await portal.send('POST', '/application/submit');
      assert.equal(missing.status, 422, 'the new director’s documents are asked, as the portal’s checklist asks them');
      // The one on file is asked by the request (the profile's gap); the one added by the profile itself.
      assert.deepEqual(
        missing.body.error.details.map((d: { field: string }) => d.field),
        ['directors[0].documents.proof_of_address', 'directors[1].documents.proof_of_address'],
      );
      const proofOf = async (filename: string, key: string) => {
        const upload = await portal.upload(filename, 'image/png', await makePng(300, 200));
        assert.equal(upload.status, 201, JSON.stringify(upload.body));
        return [{ key, document_type: 'proof_of_address', upload_ids: [upload.body.upload.id] }];
      };
      const [doe] = portal.opened.draft.directors;
      const draft = {
        ...without,
        directors: [
          { ...doe, documents: await proofOf('doe-bill.png', 'p0') },
          { ...grace, documents: await proofOf('hopper-bill.png', 'p1') },
        ],
      };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const done = await portal.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));
      const directors = (await call(tenant, 'GET', `/verifications/${id}/directors`)).body.directors;
      const documentsOf = (surname: string) =>
        directors
          .find((d: Json) => d.person.surname === surname)
          .person.documents.map((d: Json) => [d.document.document_type, d.document.attachments[0].filename]);
      assert.deepEqual(documentsOf('Hopper'), [['proof_of_address', 'hopper-bill.png']]);
      assert.deepEqual(documentsOf('Doe'), [['proof_of_address', 'doe-bill.png']]);
    });
  });
}

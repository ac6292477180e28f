import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newEthereumWallet } from '../helpers/ethereum-wallet.js';
import { makePdf, makePng } from '../helpers/fixtures.js';
import {
  createProfile,
  draftDirectorWithPassport,
  invite,
  openPortal,
  type PortalSession,
} from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

/** Fills in everything PORTAL_REQUIREMENTS asks for, with real uploads and a real signature. */
async function fillApplication(portal: PortalSession) {
  const passport = await portal.upload('passport.png', 'image/png', await makePng(400, 300));
  assert.equal(passport.status, 201, JSON.stringify(passport.body));
  const certificate = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
  assert.equal(certificate.status, 201, JSON.stringify(certificate.body));
  const wallet = newEthereumWallet();
  const challenge = await portal.send('POST', '/ownership_challenges', {
    address: wallet.address,
    address_type: 'eth',
  });
  assert.equal(challenge.status, 201, JSON.stringify(challenge.body));
  assert.equal(challenge.body.challenge.signature_verification, 'not_provided');
  assert.match(challenge.body.challenge.signature_message, /Nonce: /);
  const signed = await portal.send('POST', `/ownership_challenges/${challenge.body.challenge.id}/signature`, {
    signature: wallet.sign(challenge.body.challenge.signature_message),
  });
  assert.equal(signed.body.challenge.signature_verification, 'verified');
  const draft = {
    company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb', industry_key: 62 },
    bank_accounts: [
      {
        key: 'b1',
        account_holder: 'Acme Widgets Ltd',
        name: 'Barclays',
        number: 'GB82 WEST 1234 5698 7654 32',
        iban: true,
      },
    ],
    crypto_addresses: [
      { key: 'c1', address: wallet.address, address_type: 'ETH', challenge_id: challenge.body.challenge.id },
    ],
    directors: [draftDirectorWithPassport(passport.body.upload.id)],
    documents: [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [certificate.body.upload.id] }],
  };
  const saved = await portal.send('PUT', '/application/draft', { draft });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return { draft, wallet };
}

for (const dialect of testDialects()) {
  describe(`the customer portal: application, submission, data update [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(
        dialect,
        process.env.DEBUG_LOG ? { logger: (await import('pino')).default({ level: 'error' }) } : {},
      );
      tenant = await createTenant(t.ctx, 'Northwind Bank');
    });
    after(() => t.close());

    it('opens a case from a submitted application: processing → new, documents, signature, revision, mail', async () => {
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, {
        email: 'Finance@Acme.example',
        customer_id: 'acme-1',
        completeness_profile_id: profileId,
        prefill: { formal_name: 'Acme Widgets Ltd', jurisdiction_code: 'GB' },
      });
      assert.equal(invitation.status, 'pending');
      assert.equal(invitation.verification_id, null);

      const portal = await openPortal(t, invitation.url);
      assert.equal(portal.opened.mode, 'application');
      assert.equal(portal.opened.account.name.startsWith('Northwind Bank'), true);
      assert.deepEqual(portal.opened.draft, { company: { formal_name: 'Acme Widgets Ltd', jurisdiction_code: 'gb' } });
      const shown = await t.app.inject({ url: `/api/v1/invitations/${invitation.id}`, headers: tenant.headers });
      assert.equal(shown.json().invitation.status, 'opened');
      assert.equal(shown.json().invitation.url, null, 'the link is never shown again');

      const early = await portal.send('POST', '/application/submit');
      assert.equal(early.status, 422);
      assert.equal(early.body.error.code, 'application_incomplete');
      const missing = early.body.error.details.map((d: { field: string }) => d.field);
      for (const field of [
        'company.company_number',
        'bank_accounts',
        'crypto_addresses',
        'directors',
        'documents.certificate_of_incorporation',
      ]) {
        assert.ok(missing.includes(field), `${field} is reported missing: ${missing.join(', ')}`);
      }

      const { wallet } = await fillApplication(portal);
      const reloaded = await portal.get('/application');
      assert.equal(reloaded.body.draft.company.company_number, '01234567', 'the draft survives a reload');
      assert.equal(reloaded.body.uploads.length, 2);

      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      assert.equal(submitted.body.mode, 'submitted');

      const after = (
        await t.app.inject({ url: `/api/v1/invitations/${invitation.id}`, headers: tenant.headers })
      ).json().invitation;
      assert.equal(after.status, 'submitted');
      const caseId: string = after.verification_id;
      const verification = (
        await t.app.inject({ url: `/api/v1/verifications/${caseId}`, headers: tenant.headers })
      ).json().verification;
      assert.equal(verification.status, 'new');
      assert.equal(verification.customer_id, 'acme-1');

      const audit = (
        await t.app.inject({ url: `/api/v1/verifications/${caseId}/audit_log`, headers: tenant.headers })
      ).json().audit_log;
      assert.deepEqual(
        audit.map((e: { action: string; to_state: string | null }) => [e.action, e.to_state]),
        [
          ['verification.created', 'processing'],
          ['portal.submitted', null],
          ['state.processing_finished', 'new'],
        ],
      );
      for (const entry of audit) {
        assert.equal(entry.actor.type, 'customer');
        assert.equal(entry.actor.id, invitation.id);
        assert.equal(entry.actor.email, 'finance@acme.example');
      }

      const companies = (
        await t.app.inject({ url: `/api/v1/verifications/${caseId}/companies`, headers: tenant.headers })
      ).json().companies;
      const company = (
        await t.app.inject({
          url: `/api/v1/verifications/${caseId}/companies/${companies[0].id}`,
          headers: tenant.headers,
        })
      ).json().company;
      assert.equal(company.bank_accounts[0].number, 'GB82WEST12345698765432');
      assert.equal(company.bank_accounts[0].iban, true);
      assert.equal(company.crypto_addresses[0].address, wallet.address);
      assert.equal(company.crypto_addresses[0].signature_verification, 'verified');
      const docs = (
        await t.app.inject({ url: `/api/v1/verifications/${caseId}/company_documents`, headers: tenant.headers })
      ).json();
      assert.equal(docs.company_documents[0].document.document_type, 'certificate_of_incorporation');
      const directors = (
        await t.app.inject({ url: `/api/v1/verifications/${caseId}/directors`, headers: tenant.headers })
      ).json().directors;
      assert.equal(directors[0].person.documents[0].document.document_type, 'passport');
      assert.equal(directors[0].person.documents[0].document.attachments[0].mime, 'image/png');

      const revisions = (
        await t.app.inject({ url: `/api/v1/verifications/${caseId}/revisions`, headers: tenant.headers })
      ).json().revisions;
      assert.deepEqual(
        revisions.map((r: { number: number; kind: string }) => [r.number, r.kind]),
        [[1, 'application']],
      );

      const mails = await t.ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'recipient', 'from_name'])
        .where('invitation_id', '=', invitation.id)
        .orderBy('created_at')
        .execute();
      assert.deepEqual(
        mails.map((m) => m.kind),
        ['invitation', 'submission_received'],
      );
      assert.ok(mails.every((m) => m.recipient === 'finance@acme.example' && m.from_name.startsWith('Northwind Bank')));

      const again = await portal.send('POST', '/application/submit');
      assert.equal(again.status, 409, 'a submitted application cannot be submitted twice');
      const draftAfter = await portal.send('PUT', '/application/draft', { draft: {} });
      assert.equal(draftAfter.status, 409);
    });

    it('answers a data update request with only what is asked; the case returns to in_progress as the customer', async () => {
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, { email: 'cfo@acme.example', completeness_profile_id: profileId });
      const portal = await openPortal(t, invitation.url);
      await fillApplication(portal);
      assert.equal((await portal.send('POST', '/application/submit')).status, 200);
      const caseId = (
        await t.app.inject({ url: `/api/v1/invitations/${invitation.id}`, headers: tenant.headers })
      ).json().invitation.verification_id;

      const stricter = await createProfile(
        t,
        tenant,
        {
          ...PORTAL_STRICTER,
          document_types: { company: ['certificate_of_incorporation', 'aml_policy'], person: ['passport'] },
        },
        'With AML policy',
      );
      const headers = tenant.headers;
      assert.equal(
        (await t.app.inject({ method: 'POST', url: `/api/v1/verifications/${caseId}/state/start`, headers }))
          .statusCode,
        200,
      );
      const requested = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${caseId}/state/request_data_update`,
        headers,
        payload: { comment: 'Please add your AML policy.', completeness_profile_id: stricter },
      });
      assert.equal(requested.statusCode, 200, requested.body);

      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'text_body'])
        .where('invitation_id', '=', invitation.id)
        .where('kind', '=', 'data_update_request')
        .executeTakeFirstOrThrow();
      assert.match(mail.text_body, /Please add your AML policy\./);
      assert.match(mail.text_body, /AML policy/);
      const link = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mail.text_body)?.[0];
      assert.ok(link, 'the mail carries a fresh portal link');

      const update = await openPortal(t, link);
      assert.equal(update.opened.mode, 'update');
      assert.equal(update.opened.data_update_comment, 'Please add your AML policy.');
      assert.deepEqual(update.opened.requested_data.missing.company_document_types, ['aml_policy']);
      assert.equal(update.opened.draft.company.formal_name, 'Acme Widgets Ltd', 'prefilled from the case');
      assert.ok(!JSON.stringify(update.opened).includes('assessment'), 'the portal never sees the assessment');

      const incomplete = await update.send('POST', '/application/submit');
      assert.equal(incomplete.status, 422);
      assert.deepEqual(
        incomplete.body.error.details.map((d: { field: string }) => d.field),
        ['documents.aml_policy'],
      );
      const policy = await update.upload('aml-policy.pdf', 'application/pdf', makePdf('AML policy'));
      const draft = {
        ...update.opened.draft,
        documents: [{ key: 'a1', document_type: 'aml_policy', upload_ids: [policy.body.upload.id] }],
      };
      assert.equal((await update.send('PUT', '/application/draft', { draft })).status, 200);
      const done = await update.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));
      assert.equal(done.body.mode, 'submitted');

      const verification = (await t.app.inject({ url: `/api/v1/verifications/${caseId}`, headers })).json()
        .verification;
      assert.equal(verification.status, 'in_progress');
      const audit = (await t.app.inject({ url: `/api/v1/verifications/${caseId}/audit_log`, headers })).json()
        .audit_log;
      const last = audit.at(-1);
      assert.equal(last.action, 'state.customer_resubmitted');
      assert.equal(last.actor.type, 'customer');

      const changes = (await t.app.inject({ url: `/api/v1/verifications/${caseId}/changes`, headers })).json().changes;
      assert.equal(changes.from, 1);
      assert.equal(changes.to, 2);
      assert.deepEqual(changes.fields, [], 'nothing but the document changed');
      assert.deepEqual(
        changes.documents.map((d: { change: string; document_type: string; filenames: string[] }) => [
          d.change,
          d.document_type,
          d.filenames,
        ]),
        [['added', 'aml_policy', ['aml-policy.pdf']]],
      );
      const first = (await t.app.inject({ url: `/api/v1/verifications/${caseId}/revisions/1`, headers })).json()
        .revision;
      assert.equal(first.data.documents.length, 2, 'revision 1 still holds the case as it was');
      const docTypes = (await t.app.inject({ url: `/api/v1/verifications/${caseId}/company_documents`, headers }))
        .json()
        .company_documents.map((d: { document: { document_type: string } }) => d.document.document_type);
      assert.deepEqual(docTypes.sort(), ['aml_policy', 'certificate_of_incorporation']);
    });
  });
}

const PORTAL_STRICTER = {
  sections: ['company_details', 'company_documents'],
  fields: { company: ['formal_name'], director: [], person: [] },
};

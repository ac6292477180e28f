import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePdf, makePng } from '../helpers/fixtures.js';
import {
  createProfile,
  draftDirectorWithPassport,
  invite,
  openPortal,
  type PortalSession,
} from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary JSON answers
type Json = any;

/** Everything PORTAL_REQUIREMENTS asks for except a crypto address, which this company does not have. */
async function applicationWithoutCrypto(portal: PortalSession) {
  const passport = await portal.upload('passport.png', 'image/png', await makePng(400, 300));
  const certificate = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
  return {
    company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
    bank_accounts: [{ key: 'b1', account_holder: 'Acme Widgets Ltd', name: 'Barclays', number: '12345678' }],
    directors: [draftDirectorWithPassport(passport.body.upload.id)],
    documents: [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [certificate.body.upload.id] }],
  };
}

const fields = (res: { body: Json }) => res.body.error.details.map((d: { field: string }) => d.field);

for (const dialect of testDialects()) {
  describe(`"Not applicable" with a reason [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
    });
    after(() => t.close());

    const get = async (url: string) =>
      (await t.app.inject({ url: `/api/v1${url}`, headers: tenant.headers })).json() as Json;
    const post = async (url: string, payload?: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as Json;
    };

    it('is stored with its reason, counted complete, shown in the API, and cleared when the section is asked again', async () => {
      const profileId = await createProfile(t, tenant);
      const invitation = await invite(t, tenant, { email: 'finance@acme.example', completeness_profile_id: profileId });
      const portal = await openPortal(t, invitation.url);
      const draft = await applicationWithoutCrypto(portal);

      // Without an answer the crypto section is missing; "Not applicable" needs its reason.
      await portal.send('PUT', '/application/draft', { draft });
      assert.ok(fields(await portal.send('POST', '/application/submit')).includes('crypto_addresses'));
      const noReason = { ...draft, not_applicable: [{ section: 'crypto_addresses', reason: '  ' }] };
      assert.equal((await portal.send('PUT', '/application/draft', { draft: noReason })).status, 200);
      const refused = await portal.send('POST', '/application/submit');
      assert.equal(refused.status, 422);
      assert.deepEqual(fields(refused), ['not_applicable.crypto_addresses']);

      const reason = 'We hold no crypto assets.';
      const answered = { ...draft, not_applicable: [{ section: 'crypto_addresses', reason }] };
      assert.equal((await portal.send('PUT', '/application/draft', { draft: answered })).status, 200);
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));

      const caseId = (await get(`/invitations/${invitation.id}`)).invitation.verification_id as string;
      let completeness = (await get(`/verifications/${caseId}/completeness`)).completeness;
      assert.deepEqual(completeness.not_applicable, [{ section: 'crypto_addresses', reason }]);
      assert.deepEqual(completeness.missing.sections, [], 'the N/A section counts as complete');
      assert.equal(completeness.complete, true);
      const revision = (await get(`/verifications/${caseId}/revisions/1`)).revision;
      assert.deepEqual(revision.data.not_applicable, [{ section: 'crypto_addresses', reason }]);

      // A request for something else keeps the answer; a request that asks the section again clears it.
      await post(`/verifications/${caseId}/state/start`);
      await post(`/verifications/${caseId}/state/request_data_update`, { requested: { sections: ['bank_accounts'] } });
      completeness = (await get(`/verifications/${caseId}/completeness`)).completeness;
      assert.deepEqual(completeness.not_applicable, [{ section: 'crypto_addresses', reason }]);
      await post(`/verifications/${caseId}/state/cancel_data_update`);
      const asked = await post(`/verifications/${caseId}/state/request_data_update`, {
        comment: 'A company of your kind usually holds crypto: please add the address or say why not.',
        requested: { sections: ['crypto_addresses'] },
      });
      assert.deepEqual(asked.verification.requested_data.missing.sections, ['crypto_addresses']);
      completeness = (await get(`/verifications/${caseId}/completeness`)).completeness;
      assert.deepEqual(completeness.not_applicable, [], 'the officer refused the reason');
      assert.deepEqual(completeness.missing.sections, ['crypto_addresses']);

      // The customer answers N/A again, for the section asked only.
      const mail = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('verification_id', '=', caseId)
        .where('kind', '=', 'data_update_request')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const link = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mail.text_body)?.[0];
      assert.ok(link);
      const update = await openPortal(t, link);
      assert.equal(update.opened.mode, 'update');
      const notAsked = {
        ...update.opened.draft,
        not_applicable: [{ section: 'company_documents', reason: 'none' }],
      };
      await update.send('PUT', '/application/draft', { draft: notAsked });
      const wrong = await update.send('POST', '/application/submit');
      assert.equal(wrong.status, 422);
      assert.ok(fields(wrong).includes('not_applicable[0].section'), 'only an asked section may be N/A');
      const again = 'Our articles forbid holding crypto assets; see clause 4.2.';
      await update.send('PUT', '/application/draft', {
        draft: { ...update.opened.draft, not_applicable: [{ section: 'crypto_addresses', reason: again }] },
      });
      const done = await update.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));
      completeness = (await get(`/verifications/${caseId}/completeness`)).completeness;
      assert.deepEqual(completeness.not_applicable, [{ section: 'crypto_addresses', reason: again }]);
      const last = (await get(`/verifications/${caseId}/revisions/2`)).revision;
      assert.equal(last.kind, 'data_update');
      assert.deepEqual(last.data.not_applicable, [{ section: 'crypto_addresses', reason: again }]);

      // Company fields asked in an update may be answered N/A too (the portal offers it on the company step).
      await post(`/verifications/${caseId}/state/request_data_update`, {
        requested: { company_fields: ['tax_number'] },
      });
      const third = await t.ctx.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('verification_id', '=', caseId)
        .where('kind', '=', 'data_update_request')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const details = await openPortal(
        t,
        /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(third.text_body)?.[0] as string,
      );
      const noTax = 'Registered for tax only once trading starts, next year.';
      await details.send('PUT', '/application/draft', {
        draft: { ...details.opened.draft, not_applicable: [{ section: 'company_details', reason: noTax }] },
      });
      const answeredNa = await details.send('POST', '/application/submit');
      assert.equal(answeredNa.status, 200, JSON.stringify(answeredNa.body));
      completeness = (await get(`/verifications/${caseId}/completeness`)).completeness;
      assert.deepEqual(completeness.not_applicable, [
        { section: 'crypto_addresses', reason: again },
        { section: 'company_details', reason: noTax },
      ]);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { toJson } from '../../src/db/column-values.js';
import { MAX_DOCUMENTS_PER_SUBMISSION } from '../../src/portal/draft-uploads.js';
import { makePdf } from '../helpers/fixtures.js';
import { createProfile, invite, openPortal, type PortalSession } from '../helpers/portal-client.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const REQUIREMENTS = {
  sections: ['company_details', 'company_documents'],
  fields: { company: ['formal_name'] },
  document_types: { company: ['certificate_of_incorporation'] },
};
const COMPANY = { formal_name: 'Acme Refs Ltd', company_number: '01112222', jurisdiction_code: 'gb' };

const doc = (key: string, uploadIds: string[]) => ({
  key,
  document_type: 'certificate_of_incorporation',
  upload_ids: uploadIds,
});

for (const dialect of testDialects()) {
  describe(`one upload is one document, and a submission's documents are bounded [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    let profileId: string;

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      profileId = await createProfile(t, tenant, REQUIREMENTS, 'Refs');
    });
    after(() => t.close());

    async function portalWithUpload(): Promise<{ portal: PortalSession; uploadId: string; invitationId: string }> {
      const invitation = await invite(t, tenant, { email: 'refs@acme.example', completeness_profile_id: profileId });
      const portal = await openPortal(t, invitation.url);
      const uploaded = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
      assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
      return { portal, uploadId: uploaded.body.upload.id, invitationId: invitation.id };
    }

    const fields = (body: { error: { details: { field: string }[] } }) => body.error.details.map((d) => d.field);

    it('refuses a draft that names one upload twice in a document, with the path of the second', async () => {
      const { portal, uploadId } = await portalWithUpload();
      const saved = await portal.send('PUT', '/application/draft', {
        draft: { company: COMPANY, documents: [doc('k1', [uploadId, uploadId])] },
      });
      assert.equal(saved.status, 400, JSON.stringify(saved.body));
      assert.equal(saved.body.error.code, 'validation_failed');
      assert.deepEqual(fields(saved.body), ['draft.documents[0].upload_ids[1]']);
      assert.match(saved.body.error.details[0].message, /already used at draft\.documents\[0\]\.upload_ids\[0\]/);
    });

    it('refuses one upload used by the company and by a director', async () => {
      const { portal, uploadId } = await portalWithUpload();
      const saved = await portal.send('PUT', '/application/draft', {
        draft: {
          company: COMPANY,
          documents: [doc('k1', [uploadId])],
          directors: [{ key: 'd1', position: 'director', documents: [doc('p1', [uploadId])] }],
        },
      });
      assert.equal(saved.status, 400, JSON.stringify(saved.body));
      assert.deepEqual(fields(saved.body), ['draft.directors[0].documents[0].upload_ids[0]']);
    });

    it(`refuses more than ${MAX_DOCUMENTS_PER_SUBMISSION} documents in one draft, naming the limit`, async () => {
      const { portal } = await portalWithUpload();
      const directors = Array.from({ length: 11 }, (_, d) => ({
        key: `d${d}`,
        position: 'director',
        documents: Array.from({ length: 20 }, (_, i) => doc(`p${d}-${i}`, [])),
      }));
      const saved = await portal.send('PUT', '/application/draft', { draft: { company: COMPANY, directors } });
      assert.equal(saved.status, 400, JSON.stringify(saved.body));
      assert.deepEqual(fields(saved.body), ['draft.documents']);
      assert.match(
        saved.body.error.details[0].message,
        new RegExp(`at most ${MAX_DOCUMENTS_PER_SUBMISSION} documents`),
      );
      assert.match(saved.body.error.details[0].message, /has 220/);
    });

    it('refuses to submit a draft stored with one upload referenced many times, storing nothing', async () => {
      const { portal, uploadId, invitationId } = await portalWithUpload();
      const accepted = await portal.send('PUT', '/application/draft', {
        draft: { company: COMPANY, documents: [doc('k1', [uploadId])] },
      });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      // As a draft saved before the rule would be: the one upload named in 50 documents, 10 times each.
      const multiplied = {
        company: COMPANY,
        documents: Array.from({ length: 50 }, (_, i) => doc(`k${i}`, Array(10).fill(uploadId))),
      };
      await t.ctx.db
        .updateTable('application_drafts')
        .set({ data: toJson(multiplied) })
        .where('invitation_id', '=', invitationId)
        .execute();
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 400, JSON.stringify(submitted.body));
      assert.equal(submitted.body.error.code, 'validation_failed');
      assert.equal(fields(submitted.body)[0], 'draft.documents[0].upload_ids[1]');
      const invitation = (
        await t.app.inject({ url: `/api/v1/invitations/${invitationId}`, headers: tenant.headers })
      ).json().invitation;
      assert.equal(invitation.verification_id, null, 'no case was opened');
      const stored = await t.ctx.db
        .selectFrom('attachments')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', tenant.accountId)
        .executeTakeFirst();
      assert.equal(Number(stored?.n), 0, 'no attachment was stored');

      // The same draft with each upload once is submitted as one document with one file.
      const once = await portal.send('PUT', '/application/draft', {
        draft: { company: COMPANY, documents: [doc('k1', [uploadId])] },
      });
      assert.equal(once.status, 200, JSON.stringify(once.body));
      const done = await portal.send('POST', '/application/submit');
      assert.equal(done.status, 200, JSON.stringify(done.body));
    });
  });
}

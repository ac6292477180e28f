import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePdf, makePng, multipart } from '../helpers/fixtures.js';
import { createProfile, invite, openPortal } from '../helpers/portal-client.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

/** Names an attacker gives a real PDF or PNG, and the name an officer's browser must save it under. */
const HOSTILE_NAMES = [
  { sent: 'bank-statement.pdf.cmd', kind: 'pdf', saved: 'bank-statement.pdf.cmd.pdf' },
  { sent: 'passport.hta', kind: 'png', saved: 'passport.hta.png' },
  { sent: 'certificate.html', kind: 'pdf', saved: 'certificate.html.pdf' },
] as const;

interface AttachmentJson {
  filename: string;
  mime: string;
  urls: { thumb: string; medium: string; original: string };
}

const restOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

for (const dialect of testDialects()) {
  describe(`downloaded files are named for their detected type [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    let pdf: Buffer;
    let png: Buffer;
    const bytesOf = (kind: 'pdf' | 'png') => (kind === 'pdf' ? pdf : png);

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      pdf = makePdf();
      png = await makePng(300, 200);
    });
    after(() => t.close());

    /** The file name each download route (the API route and the url's own path) hands the browser. */
    async function savedNames(caseId: string, attachment: AttachmentJson): Promise<string[]> {
      const names: string[] = [];
      for (const url of [
        `/api/v1/attachments/${restOf(attachment.urls.original)}?verification_id=${caseId}`,
        new URL(attachment.urls.original).pathname,
      ]) {
        const res = await t.app.inject({ url, headers: tenant.headers });
        assert.equal(res.statusCode, 200, res.body);
        const disposition = String(res.headers['content-disposition']);
        assert.match(disposition, /^attachment; /);
        const plain = /filename="([^"]*)"/.exec(disposition)?.[1];
        const exact = /filename\*=UTF-8''(\S+)/.exec(disposition)?.[1];
        assert.ok(plain !== undefined && exact !== undefined, disposition);
        assert.equal(decodeURIComponent(exact), plain, 'both forms name the same file');
        names.push(plain);
      }
      return names;
    }

    async function upload(path: string, caseId: string, name: string, kind: 'pdf' | 'png') {
      const body = multipart({ document_type: 'registry_extract' }, [
        { filename: name, contentType: 'application/octet-stream', bytes: bytesOf(kind) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${caseId}/${path}`,
        headers: { ...tenant.headers, ...body.headers },
        payload: body.payload,
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json();
    }

    for (const name of HOSTILE_NAMES) {
      it(`a document uploaded as ${name.sent} is saved as ${name.saved}`, async () => {
        const caseId = await openCase(t, tenant);
        const { document } = await upload('documents', caseId, name.sent, name.kind);
        const attachment: AttachmentJson = document.document.attachments[0];
        assert.equal(attachment.filename, name.saved, 'the record shows the customer’s name, then the real type');
        assert.deepEqual(await savedNames(caseId, attachment), [name.saved, name.saved]);
      });

      it(`an officer’s file uploaded as ${name.sent} is saved as ${name.saved}`, async () => {
        const caseId = await openCase(t, tenant);
        const { file } = await upload('files', caseId, name.sent, name.kind);
        const attachment: AttachmentJson = file.document.attachments[0];
        assert.equal(attachment.filename, name.saved);
        assert.deepEqual(await savedNames(caseId, attachment), [name.saved, name.saved]);
      });
    }

    it('portal uploads named bank-statement.pdf.cmd, passport.hta and certificate.html reach the case safely named', async () => {
      const profileId = await createProfile(
        t,
        tenant,
        {
          sections: ['company_details', 'company_documents'],
          fields: { company: ['formal_name'] },
          document_types: { company: ['certificate_of_incorporation'] },
        },
        'Names',
      );
      const invitation = await invite(t, tenant, {
        email: 'names@acme.example',
        completeness_profile_id: profileId,
        prefill: { formal_name: 'Acme Names Ltd', jurisdiction_code: 'GB' },
      });
      const portal = await openPortal(t, invitation.url);
      const uploadIds: string[] = [];
      for (const name of HOSTILE_NAMES) {
        const res = await portal.upload(name.sent, 'application/octet-stream', bytesOf(name.kind));
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.upload.filename, name.saved, 'the customer sees the name the file will carry');
        uploadIds.push(res.body.upload.id);
      }
      const saved = await portal.send('PUT', '/application/draft', {
        draft: {
          company: { formal_name: 'Acme Names Ltd', company_number: '07654321', jurisdiction_code: 'gb' },
          documents: HOSTILE_NAMES.map((_, i) => ({
            key: `k${i}`,
            document_type: 'certificate_of_incorporation',
            upload_ids: [uploadIds[i]],
          })),
        },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));

      const shown = await t.app.inject({ url: `/api/v1/invitations/${invitation.id}`, headers: tenant.headers });
      const caseId: string = shown.json().invitation.verification_id;
      const listed = await t.app.inject({
        url: `/api/v1/verifications/${caseId}/company_documents`,
        headers: tenant.headers,
      });
      assert.equal(listed.statusCode, 200, listed.body);
      const attachments: AttachmentJson[] = listed
        .json()
        .company_documents.flatMap((d: { document: { attachments: AttachmentJson[] } }) => d.document.attachments);
      const names = [];
      for (const attachment of attachments) names.push(...(await savedNames(caseId, attachment)));
      assert.deepEqual(names.sort(), HOSTILE_NAMES.flatMap((n) => [n.saved, n.saved]).sort());
    });

    it('a name that already matches its type is kept, and a non-ASCII name is sent exactly (RFC 5987)', async () => {
      const caseId = await openCase(t, tenant);
      const { document } = await upload('documents', caseId, 'Auszug (März) 2024.PDF', 'pdf');
      const attachment: AttachmentJson = document.document.attachments[0];
      assert.equal(attachment.filename, 'Auszug (März) 2024.PDF');
      const res = await t.app.inject({ url: new URL(attachment.urls.original).pathname, headers: tenant.headers });
      assert.equal(
        res.headers['content-disposition'],
        `attachment; filename="Auszug (M_rz) 2024.PDF"; filename*=UTF-8''Auszug%20%28M%C3%A4rz%29%202024.PDF`,
      );
    });
  });
}

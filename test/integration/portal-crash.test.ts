import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createCompletenessProfile } from '../../src/services/completeness-profiles.js';
import { createInvitation } from '../../src/services/invitations.js';
import { type DossierProcess, startServe } from '../helpers/dossier-process.js';
import { makePdf } from '../helpers/fixtures.js';
import { freePort } from '../helpers/live-service.js';
import { linkToken } from '../helpers/portal-client.js';
import { type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js';
import {
  createTenant,
  createTestDatabase,
  TEST_SECRET,
  type Tenant,
  type TestDatabase,
  testDialects,
  testServiceContext,
} from '../helpers/test-app.js';

for (const dialect of testDialects()) {
  describe(`a portal submission survives SIGKILL [${dialect}]`, () => {
    let database: TestDatabase;
    let smtp: SmtpReceiver;
    let tenant: Tenant;
    const children: DossierProcess[] = [];

    before(async () => {
      database = await createTestDatabase(dialect);
      tenant = await createTenant(testServiceContext(database), 'Crashproof Bank');
      smtp = await startSmtpReceiver();
    });
    after(async () => {
      for (const child of children) await child.stop('SIGTERM');
      await smtp.close();
      await database.close();
    });

    it('keeps the case, its documents and its mail when the service dies right after answering', {
      timeout: 180_000,
    }, async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        DOSSIER_PUBLIC_URL: base,
        DOSSIER_SMTP_URL: smtp.url,
        DOSSIER_RATE_LIMIT_PER_SECOND: '0',
        LOG_LEVEL: 'warn',
      };
      delete env.DATABASE_URL;
      if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;

      const ctx = testServiceContext(database, { publicUrl: base });
      const actor = { type: 'cli', id: null, accountId: tenant.accountId } as const;
      const profile = await createCompletenessProfile(ctx, tenant.accountId, {
        name: 'Certificate only',
        requirements: {
          sections: ['company_details', 'company_documents'],
          fields: { company: ['formal_name'], director: [], person: [] },
          document_types: { company: ['certificate_of_incorporation'], person: [] },
        },
      });
      const invitation = await createInvitation(ctx, actor, {
        email: 'cfo@crashproof.example',
        completeness_profile_id: profile.id,
        send_email: false,
      });

      // No worker in the first life: nothing can be mailed before the crash, so the mail must survive it.
      const first = await startServe(port, env, ['--no-worker']);
      children.push(first);
      const opened = await fetch(`${base}/portal/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: linkToken(invitation.url as string) }),
      });
      assert.equal(opened.status, 200, await opened.clone().text());
      const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const { csrf_token: csrf } = (await opened.json()) as { csrf_token: string };
      const headers = { cookie, 'x-csrf-token': csrf };

      const form = new FormData();
      form.append('file', new Blob([makePdf()], { type: 'application/pdf' }), 'certificate.pdf');
      const uploaded = await fetch(`${base}/portal/api/uploads`, { method: 'POST', headers, body: form });
      assert.equal(uploaded.status, 201);
      const { upload } = (await uploaded.json()) as { upload: { id: string } };
      const draft = {
        company: { formal_name: 'Crashproof Ltd', company_number: 'CP-1', jurisdiction_code: 'gb' },
        documents: [{ key: 'd1', document_type: 'certificate_of_incorporation', upload_ids: [upload.id] }],
      };
      const saved = await fetch(`${base}/portal/api/application/draft`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ draft }),
      });
      assert.equal(saved.status, 200);

      const submitted = await fetch(`${base}/portal/api/application/submit`, { method: 'POST', headers });
      assert.equal(submitted.status, 200, await submitted.clone().text());
      await first.stop('SIGKILL');

      const second = await startServe(port, env, []);
      children.push(second);
      const row = await database.handle.db
        .selectFrom('invitations')
        .select(['verification_id'])
        .where('id', '=', invitation.id)
        .executeTakeFirstOrThrow();
      assert.ok(row.verification_id, 'the invitation names its case');
      const api = { authorization: `Bearer ${tenant.token}` };
      const verification = await fetch(`${base}/api/v1/verifications/${row.verification_id}`, { headers: api });
      assert.equal(((await verification.json()) as { verification: { status: string } }).verification.status, 'new');
      const documents = (await (
        await fetch(`${base}/api/v1/verifications/${row.verification_id}/company_documents`, { headers: api })
      ).json()) as { company_documents: { document: { attachments: { urls: { original: string } }[] } }[] };
      assert.equal(documents.company_documents.length, 1);
      const file = await fetch(documents.company_documents[0]?.document.attachments[0]?.urls.original as string, {
        headers: api,
      });
      assert.equal(file.status, 200);
      assert.deepEqual(Buffer.from(await file.arrayBuffer()), makePdf(), 'the file is whole after the crash');

      const mail = await smtp.waitFor(
        (m) => m.to.includes('cfo@crashproof.example') && /received/i.test(m.subject),
        30_000,
      );
      assert.match(mail.from.name, /^Crashproof Bank/, "the account is the sender's display name");
      assert.match(mail.text, /Crashproof Ltd/);
    });
  });
}

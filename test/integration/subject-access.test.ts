import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { insertErasureIfAbsent } from '../../src/db/repositories/erasure-repository.js';
import { inTransaction } from '../../src/db/transaction.js';
import { recordRevision } from '../../src/services/case-revisions.js';
import { enqueueMail } from '../../src/services/mail-outbox.js';
import { type ConsoleSession, signedIn } from '../helpers/console-session.js';
import { makePdf, makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createProfile, draftDirectorWithPassport, invite, openPortal } from '../helpers/portal-client.js';
import { type LocalS3, startLocalS3 } from '../helpers/s3rver.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';
import { readZip } from '../helpers/zip-reader.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const BIG = 30 * 1024 * 1024;

type Person = { given_names: string; surname: string; date_of_birth: string | null; email?: string };

function intakeWith(company: string, person: Person) {
  const base = sampleIntake();
  const director = base.directors?.[0];
  assert.ok(director);
  return {
    ...base,
    company: { ...base.company, formal_name: company },
    directors: [{ ...director, person: { ...director.person, ...person } }],
  };
}

async function openWithPerson(t: TestApp, tenant: Tenant, company: string, person: Person) {
  const caseId = await openCase(t, tenant, intakeWith(company, person));
  const directors = await t.app.inject({ url: `/api/v1/verifications/${caseId}/directors`, headers: tenant.headers });
  return { caseId, personId: directors.json().directors[0].person.id as string };
}

async function uploadFor(
  t: TestApp,
  tenant: Tenant,
  caseId: string,
  personId: string,
  file: { filename: string; contentType: string; bytes: Buffer },
) {
  const body = multipart({ person_id: personId, document_type: 'passport' }, [file]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/verifications/${caseId}/documents`,
    headers: { ...tenant.headers, ...body.headers },
    payload: body.payload,
  });
  assert.equal(res.statusCode, 201, res.body);
}

const json = (entries: Map<string, Buffer>, name: string) => {
  const bytes = entries.get(name);
  assert.ok(bytes, `${name} is in the ZIP (it holds ${[...entries.keys()].join(', ')})`);
  return JSON.parse(bytes.toString('utf8'));
};

for (const dialect of testDialects()) {
  describe(`subject access export [${dialect}]`, () => {
    let t: TestApp;
    let a: Tenant;
    let b: Tenant;
    let admin: ConsoleSession;
    let first: { caseId: string; personId: string };
    let second: { caseId: string; personId: string };
    let namesake: { caseId: string; personId: string };
    let otherAccount: { caseId: string; personId: string };
    const passport = { filename: 'passport.png', contentType: 'image/png', bytes: Buffer.alloc(0) as Buffer };
    const idCard = { filename: 'id-card.pdf', contentType: 'application/pdf', bytes: makePdf('Identity card of Jane') };

    before(async () => {
      t = await startTestApp(dialect, { ctx: { uploadLimitBytes: 40 * 1024 * 1024 } });
      a = await createTenant(t.ctx, 'Bank A');
      b = await createTenant(t.ctx, 'Bank B');
      admin = await signedIn(t, a.accountId, 'admin');
      passport.bytes = await makePng(640, 480);
      const jane = { given_names: 'Jane Ann', surname: 'Doe', date_of_birth: '1980-01-02' };
      first = await openWithPerson(t, a, 'Northwind Trading Ltd', jane);
      // The same person as the customer typed her in another application: spacing and case differ.
      second = await openWithPerson(t, a, 'Southwind Payments GmbH', {
        given_names: '  JANE  ann',
        surname: 'doe ',
        date_of_birth: '1980-01-02',
      });
      // Same name, another birthday: another person.
      namesake = await openWithPerson(t, a, 'Eastwind Ltd', { ...jane, date_of_birth: '1991-07-30' });
      // Same name and birthday, but another account's customer: never searched.
      otherAccount = await openWithPerson(t, b, 'Westwind Holdings', jane);
      await uploadFor(t, a, first.caseId, first.personId, passport);
      await uploadFor(t, a, second.caseId, second.personId, idCard);
      await uploadFor(t, a, namesake.caseId, namesake.personId, { ...idCard, filename: 'namesake.pdf' });
      await uploadFor(t, b, otherAccount.caseId, otherAccount.personId, { ...idCard, filename: 'other-bank.pdf' });
      // A revision of the first case, recorded as a portal submission records it.
      await inTransaction(t.ctx.db, (trx) =>
        recordRevision(
          trx,
          { type: 'cli', id: null, accountId: a.accountId },
          first.caseId,
          'application',
          t.ctx.now(),
        ),
      );
      // A portal draft still being filled in: it names Jane (typed differently) and Ada, who is someone else.
      const profile = await createProfile(t, a);
      const invitation = await invite(t, a, {
        email: 'finance@brandnew.example',
        completeness_profile_id: profile,
        send_email: false,
      });
      const portal = await openPortal(t, invitation.url);
      const ada = { ...draftDirectorWithPassport(randomUUID()), documents: [] };
      const janeInDraft = {
        key: 'd2',
        position: 'director',
        person: { given_names: 'Jane  Ann', surname: 'DOE', date_of_birth: '1980-01-02' },
      };
      const saved = await portal.send('PUT', '/application/draft', { draft: { directors: [ada, janeInDraft] } });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      await inTransaction(t.ctx.db, async (trx) => {
        for (const [tenant, recipient, subject] of [
          [a, 'JANE@northwind.example', 'Your application'],
          [a, 'someone.else@northwind.example', 'Not for Jane'],
          [b, 'jane@northwind.example', 'Bank B writes'],
        ] as const) {
          await enqueueMail(trx, {
            accountId: tenant.accountId,
            kind: 'invitation',
            recipient,
            fromName: 'Bank',
            content: { subject, text: `${subject}: body`, html: `<p>${subject}</p>` },
            now: t.ctx.now(),
          });
        }
      });
    });
    after(() => t.close());

    it("gives an admin a valid ZIP of the person's records in the account's cases, and nothing of other people or accounts", async () => {
      const res = await t.app.inject({ url: `/api/v1/people/${first.personId}/export`, headers: admin.cookie });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['content-type'], 'application/zip');
      assert.equal(res.headers['content-disposition'], `attachment; filename="personal-data-${first.personId}.zip"`);
      assert.equal(res.headers['cache-control'], 'no-store');
      const entries = await readZip(res.rawPayload);

      const manifest = json(entries, 'manifest.json');
      assert.equal(manifest.requested_person_id, first.personId);
      assert.equal(manifest.requested_by.type, 'user');
      assert.equal(manifest.requested_by.email, admin.user.email);
      assert.match(manifest.exported_at, /^\d{4}-\d\d-\d\dT/);
      assert.deepEqual(manifest.cases.map((c: { id: string }) => c.id).sort(), [first.caseId, second.caseId].sort());
      assert.deepEqual(
        manifest.person_records.map((p: { id: string }) => p.id).sort(),
        [first.personId, second.personId].sort(),
      );

      const mine = json(entries, `persons/${first.personId}.json`);
      assert.equal(mine.case.id, first.caseId);
      assert.equal(mine.case.company_name, 'Northwind Trading Ltd');
      assert.equal(mine.roles[0].position, 'director');
      assert.equal(mine.email, 'jane@northwind.example');
      const theirs = json(entries, `persons/${second.personId}.json`);
      assert.equal(theirs.case.company_name, 'Southwind Payments GmbH');
      assert.equal(entries.has(`persons/${namesake.personId}.json`), false, 'another birthday is another person');
      assert.equal(entries.has(`persons/${otherAccount.personId}.json`), false, 'another account is never searched');
      const everything = [...entries.values()].map((v) => v.toString('latin1')).join('\n');
      for (const foreign of [namesake.caseId, otherAccount.caseId, 'Westwind', 'Eastwind', 'Bank B writes']) {
        assert.ok(!everything.includes(foreign), `nothing of ${foreign}`);
      }

      // The original uploads, byte for byte, and the manifest's hash is theirs.
      for (const [record, upload] of [
        [mine, passport],
        [theirs, idCard],
      ] as const) {
        const file = record.documents[0].attachments[0].file as string;
        assert.deepEqual(entries.get(file), upload.bytes, `${file} holds the uploaded bytes`);
        const listed = manifest.files.find((f: { name: string }) => f.name === file);
        assert.equal(listed.sha256, sha256(upload.bytes));
        assert.equal(listed.size, upload.bytes.length);
      }
      for (const listed of manifest.files as { name: string; sha256: string }[]) {
        assert.equal(sha256(entries.get(listed.name) as Buffer), listed.sha256, `${listed.name} matches the manifest`);
      }

      const mail = json(entries, 'mail.json');
      assert.deepEqual(
        mail.map((m: { subject: string }) => m.subject),
        ['Your application'],
      );
      const revisions = json(entries, 'revisions.json');
      assert.equal(revisions.length, 1);
      assert.equal(revisions[0].verification_id, first.caseId);
      assert.deepEqual(
        revisions[0].directors.map((d: { person: { id: string } }) => d.person.id),
        [first.personId],
      );
      assert.deepEqual(
        revisions[0].documents.map((d: { owner: object; document_type: string }) => [d.owner, d.document_type]),
        [[{ type: 'person', id: first.personId }, 'passport']],
      );
      assert.ok(!JSON.stringify(revisions).includes('Northwind Trading Ltd'), 'not the company part of the revision');
      const drafts = json(entries, 'drafts.json');
      assert.equal(drafts.length, 1);
      assert.deepEqual(
        drafts[0].directors.map((d: { person: { surname: string } }) => d.person.surname),
        ['DOE'],
      );
      assert.ok(!everything.includes('Lovelace'), 'nothing of another person in the same draft');
      const audit = json(entries, 'audit-log.json');
      assert.deepEqual(
        audit.map((e: { action: string; verification_id: string }) => `${e.action} ${e.verification_id}`).sort(),
        [`document.uploaded ${first.caseId}`, `document.uploaded ${second.caseId}`].sort(),
      );

      // The export is in the audit log of both cases, naming the admin.
      for (const caseId of [first.caseId, second.caseId]) {
        const log = await t.app.inject({ url: `/api/v1/verifications/${caseId}/audit_log`, headers: a.headers });
        const entry = log.json().audit_log.find((e: { action: string }) => e.action === 'person.exported');
        assert.ok(entry, `person.exported in ${caseId}`);
        assert.equal(entry.actor.email, admin.user.email);
        assert.equal(entry.data.person_id, first.personId);
      }
    });

    it('leaves an erased case out of the export, and answers 410 for a person of a case being erased', async () => {
      const tenant = await createTenant(t.ctx, 'Erasing Bank');
      const eva = { given_names: 'Eva', surname: 'Lindgren', date_of_birth: '1975-05-05' };
      const kept = await openWithPerson(t, tenant, 'Kept Ltd', eva);
      const gone = await openWithPerson(t, tenant, 'Gone Ltd', eva);
      const erase = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${gone.caseId}/erase`,
        headers: tenant.headers,
        payload: { reason: 'erasure request', legal_basis: 'GDPR article 17' },
      });
      assert.equal(erase.statusCode, 200, erase.body);
      const res = await t.app.inject({ url: `/api/v1/people/${kept.personId}/export`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      const manifest = json(await readZip(res.rawPayload), 'manifest.json');
      assert.deepEqual(
        manifest.cases.map((c: { id: string }) => c.id),
        [kept.caseId],
      );
      // A case whose erasure has started (its person rows not yet removed) is personal data no longer served.
      const half = await openWithPerson(t, tenant, 'Half Ltd', eva);
      await inTransaction(t.ctx.db, (trx) =>
        insertErasureIfAbsent(trx, {
          verification_id: half.caseId,
          account_id: tenant.accountId,
          state: 'erasing',
          reason: 'erasure request',
          legal_basis: 'GDPR article 17',
          within_retention: true,
          requested_by: 'cli',
          requested_by_name: 'the operator',
          started_at: t.ctx.now(),
          erased_at: null,
          erased: null,
        }),
      );
      const halfway = await t.app.inject({ url: `/api/v1/people/${half.personId}/export`, headers: tenant.headers });
      assert.equal(halfway.statusCode, 410, halfway.body);
      const again = await t.app.inject({ url: `/api/v1/people/${kept.personId}/export`, headers: tenant.headers });
      assert.deepEqual(
        json(await readZip(again.rawPayload), 'manifest.json').cases.map((c: { id: string }) => c.id),
        [kept.caseId],
      );
    });

    it('answers 404 for an unknown person and for another account’s, to its admin and its token alike', async () => {
      for (const id of [otherAccount.personId, '0192f3a4-5b6c-7d8e-9f01-23456789abcd']) {
        for (const headers of [admin.cookie, a.headers]) {
          const res = await t.app.inject({ url: `/api/v1/people/${id}/export`, headers });
          assert.equal(res.statusCode, 404, res.body);
          assert.equal(res.json().error.code, 'not_found');
        }
      }
      const head = await t.app.inject({
        method: 'HEAD',
        url: `/api/v1/people/${otherAccount.personId}/export`,
        headers: a.headers,
      });
      assert.equal(head.statusCode, 404);
      const log = await t.app.inject({
        url: `/api/v1/verifications/${otherAccount.caseId}/audit_log`,
        headers: b.headers,
      });
      assert.equal(
        log.json().audit_log.some((e: { action: string }) => e.action === 'person.exported'),
        false,
        'nothing recorded in the other account',
      );
    });

    it('answers HEAD without exporting anything or writing to the audit log', async () => {
      const exports = async () => {
        const log = await t.app.inject({
          url: `/api/v1/verifications/${namesake.caseId}/audit_log`,
          headers: a.headers,
        });
        return log.json().audit_log.filter((e: { action: string }) => e.action === 'person.exported').length;
      };
      const before = await exports();
      const res = await t.app.inject({
        method: 'HEAD',
        url: `/api/v1/people/${namesake.personId}/export`,
        headers: admin.cookie,
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/zip');
      assert.equal(res.rawPayload.length, 0);
      assert.equal(await exports(), before);
    });

    it('refuses officer and viewer sessions with 403, and lets an access token export', async () => {
      for (const role of ['officer', 'viewer'] as const) {
        const user = await signedIn(t, a.accountId, role);
        const res = await t.app.inject({ url: `/api/v1/people/${first.personId}/export`, headers: user.cookie });
        assert.equal(res.statusCode, 403, `${role}: ${res.body}`);
        assert.match(res.json().error.message, /for admins/);
      }
      const res = await t.app.inject({ url: `/api/v1/people/${second.personId}/export`, headers: a.headers });
      assert.equal(res.statusCode, 200, res.body);
      const entries = await readZip(res.rawPayload);
      assert.equal(json(entries, 'manifest.json').requested_by.type, 'token');
      assert.ok(entries.has(`persons/${first.personId}.json`), 'found from either record');
    });

    const sockets: Socket[] = [];
    let port: number | undefined;
    /** A real listening server (app.inject buffers the whole answer, which would hide streaming). */
    async function listening(): Promise<number> {
      if (port === undefined) {
        t.app.server.on('connection', (s: Socket) => sockets.push(s));
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        port = (t.app.server.address() as AddressInfo).port;
      }
      return port;
    }
    let bigCase: Promise<{ personId: string; big: Buffer }> | undefined;
    /** A person with a 30 MB scan (made once). */
    function bigPerson() {
      bigCase ??= (async () => {
        const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(BIG)]);
        const person = await openWithPerson(t, a, 'Bigfile Ltd', {
          given_names: 'Rūta',
          surname: 'Kazlauskaitė',
          date_of_birth: '1975-05-05',
        });
        await uploadFor(t, a, person.caseId, person.personId, {
          filename: 'scan.pdf',
          contentType: 'application/pdf',
          bytes: big,
        });
        return { personId: person.personId, big };
      })();
      return bigCase;
    }
    function requestExport(at: number, personId: string) {
      const req = httpRequest({
        port: at,
        host: '127.0.0.1',
        path: `/api/v1/people/${personId}/export`,
        headers: a.headers,
      });
      const response = new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
        req.on('response', resolve).on('error', reject).end();
      });
      return { req, response };
    }

    it('streams a 30 MB file: the first bytes arrive while most of the ZIP is not produced yet', async () => {
      const { personId, big } = await bigPerson();
      const at = await listening();
      const produced = () => sockets.reduce((sum, s) => sum + s.bytesWritten, 0);

      const chunks: Buffer[] = [];
      const response = await requestExport(at, personId).response;
      assert.equal(response.statusCode, 200);
      const firstChunk = await new Promise<Buffer>((resolve) =>
        response.once('data', (chunk: Buffer) => {
          response.pause();
          resolve(chunk);
        }),
      );
      chunks.push(firstChunk);
      assert.equal(firstChunk.subarray(0, 4).toString('latin1'), 'PK\u0003\u0004', 'a ZIP starts at once');
      // While the reader waits, the server may only fill the connection's buffers: it stops, far short of the file.
      let last = -1;
      for (let stable = 0, i = 0; stable < 5 && i < 100; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const now = produced();
        stable = now === last ? stable + 1 : 0;
        last = now;
      }
      assert.ok(last < BIG / 2, `${last} bytes produced before the reader took more (of ${BIG})`);

      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.resume();
      await new Promise((r) => response.on('end', r));
      const entries = await readZip(Buffer.concat(chunks));
      const manifest = json(entries, 'manifest.json');
      const listed = manifest.files.find((f: { kind: string }) => f.kind === 'document');
      assert.equal(listed.size, big.length);
      assert.equal(listed.sha256, sha256(big));
      assert.equal(sha256(entries.get(listed.name) as Buffer), sha256(big));
    });

    it('cuts the download off, rather than send a ZIP missing a file, when a stored file cannot be read', async () => {
      const person = await openWithPerson(t, a, 'Lost Files Ltd', {
        given_names: 'Ivo',
        surname: 'Petrov',
        date_of_birth: '1969-09-09',
      });
      await uploadFor(t, a, person.caseId, person.personId, { ...idCard, filename: 'lost.pdf' });
      const stored = await t.ctx.db
        .selectFrom('attachment_files as f')
        .innerJoin('attachments as x', 'x.id', 'f.attachment_id')
        .innerJoin('document_records as d', 'd.id', 'x.document_record_id')
        .select('f.storage_key')
        .where('d.person_id', '=', person.personId)
        .where('f.variant', '=', 'original')
        .executeTakeFirstOrThrow();
      await t.ctx.blobs.delete(stored.storage_key);
      const at = await listening();
      const res = await requestExport(at, person.personId).response;
      assert.equal(res.statusCode, 200, 'the headers went out before the file was reached');
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      await new Promise((resolve) => res.on('close', resolve));
      assert.equal(res.complete, false, 'the answer was cut off, not ended');
      await assert.rejects(readZip(Buffer.concat(chunks)), 'what arrived is no valid ZIP');
      const alive = await t.app.inject({ url: '/api/v1/verifications?limit=1', headers: a.headers });
      assert.equal(alive.statusCode, 200, 'the service carries on');
    });

    it('closes the stored file when the client goes away mid-download', async () => {
      const { personId } = await bigPerson();
      const at = await listening();
      const files = join(t.database.dataDir, 'files');
      /** This process's open file descriptors on stored blobs. */
      const openBlobs = () =>
        readdirSync('/proc/self/fd').filter((fd) => {
          try {
            return readlinkSync(`/proc/self/fd/${fd}`).startsWith(files);
          } catch {
            return false; // closed while listing
          }
        }).length;
      assert.equal(openBlobs(), 0);
      const { req, response } = requestExport(at, personId);
      const res = await response;
      await new Promise<void>((resolve) =>
        res.once('data', () => {
          res.pause(); // the server stalls with the scan open, as behind a slow client
          resolve();
        }),
      );
      for (let i = 0; i < 50 && openBlobs() === 0; i++) await new Promise((r) => setTimeout(r, 100));
      assert.equal(openBlobs(), 1, 'the scan is being read');
      req.destroy();
      for (let i = 0; i < 50 && openBlobs() > 0; i++) await new Promise((r) => setTimeout(r, 100));
      assert.equal(openBlobs(), 0, 'no descriptor left open once the client left');
    });
  });

  describe(`subject access export with the S3 blob store [${dialect}]`, () => {
    let s3: LocalS3;
    let t: TestApp;
    before(async () => {
      s3 = await startLocalS3();
      t = await startTestApp(dialect, { ctx: { blobs: s3.store('dossier/') } });
    });
    after(async () => {
      await t.close();
      await s3.close();
    });

    it('copies the original uploads from the bucket into the ZIP, byte for byte', async () => {
      const tenant = await createTenant(t.ctx);
      const person = await openWithPerson(t, tenant, 'Bucket Ltd', {
        given_names: 'Ana',
        surname: 'Ruiz',
        date_of_birth: '1988-08-08',
      });
      const png = await makePng(320, 200);
      const pdf = makePdf('Proof of address of Ana Ruiz');
      await uploadFor(t, tenant, person.caseId, person.personId, {
        filename: 'passport.png',
        contentType: 'image/png',
        bytes: png,
      });
      await uploadFor(t, tenant, person.caseId, person.personId, {
        filename: 'address.pdf',
        contentType: 'application/pdf',
        bytes: pdf,
      });
      const res = await t.app.inject({ url: `/api/v1/people/${person.personId}/export`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      const entries = await readZip(res.rawPayload);
      const manifest = json(entries, 'manifest.json');
      const documents = manifest.files.filter((f: { kind: string }) => f.kind === 'document');
      assert.deepEqual(documents.map((f: { sha256: string }) => f.sha256).sort(), [sha256(png), sha256(pdf)].sort());
      for (const f of documents) assert.equal(sha256(entries.get(f.name) as Buffer), f.sha256, f.name);
    });
  });
}

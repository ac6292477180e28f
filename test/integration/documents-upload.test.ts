import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { type MultipartFileInput, makePdf, makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UPLOAD_LIMIT = 64 * 1024;
const RECORD_KEYS = 'created_at document id purposes updated_at'.split(' ');
const DOCUMENT_KEYS =
  'attachments country_of_issue created_at date_of_issue document_type expiration_date id name number updated_at';
const ATTACHMENT_KEYS = 'attachment_type created_at filename filesize id mime updated_at urls'.split(' ');

interface ErrorBody {
  error: { code: string; message: string; details: { field: string; message: string }[] };
}

async function createCase(t: TestApp, tenant: Tenant): Promise<{ id: string; personId: string; directorId: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/verifications',
    headers: tenant.headers,
    payload: sampleIntake(),
  });
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().verification.id as string;
  const director = (await read(t, tenant, `${id}/directors`)).directors[0];
  return { id, personId: director.person.id, directorId: director.id };
}

function upload(
  t: TestApp,
  tenant: Tenant,
  verificationId: string,
  fields: Record<string, string | readonly string[]>,
  files: readonly MultipartFileInput[],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/verifications/${verificationId}/documents`,
    headers: { ...tenant.headers, ...body.headers },
    payload: body.payload,
  });
}

/** GET /api/v1/verifications/{path}, parsed. */
async function read(t: TestApp, tenant: Tenant, path: string) {
  const response = await t.app.inject({ url: `/api/v1/verifications/${path}`, headers: tenant.headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

async function download(t: TestApp, tenant: Tenant, url: string) {
  const response = await t.app.inject({ url: new URL(url).pathname, headers: tenant.headers });
  assert.equal(response.statusCode, 200, response.body);
  return response;
}

/** Every file (not directory) under the blob root, recursively. */
async function blobFiles(t: TestApp): Promise<string[]> {
  const root = join(t.database.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Row counts of every document table plus every file in the blob directory. */
async function storedState(t: TestApp) {
  const counts: Record<string, number> = {};
  for (const table of ['document_records', 'attachments', 'attachment_files'] as const) {
    const row = await t.database.handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    counts[table] = Number(row?.n);
  }
  return { ...counts, files: await blobFiles(t) };
}

/** Runs a request that must be rejected and checks it left no rows, no blobs and no `.part` files behind. */
async function assertRejectedCleanly(
  t: TestApp,
  send: () => Promise<{ statusCode: number; body: string; json(): ErrorBody }>,
  status: number,
  code: string,
) {
  const before = await storedState(t);
  const response = await send();
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().error.code, code);
  const afterwards = await storedState(t);
  assert.deepEqual(afterwards, before);
  assert.ok(!afterwards.files.some((f) => f.endsWith('.part')));
  return response.json().error;
}

async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

for (const dialect of testDialects()) {
  describe(`document upload [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('stores a passport for a director and shows it on the person', async () => {
      const tenant = await createTenant(t.ctx);
      const vc = await createCase(t, tenant);
      const png = await makePng(640, 480);
      const response = await upload(
        t,
        tenant,
        vc.id,
        {
          person_id: vc.personId,
          document_type: 'passport',
          number: 'X1234567',
          country_of_issue: 'gb',
          date_of_issue: '2020-02-03',
          expiration_date: '2030-02-02',
        },
        [{ filename: 'passport.png', contentType: 'image/png', bytes: png }],
      );
      assert.equal(response.statusCode, 201, response.body);
      const record = response.json().document;
      assert.deepEqual(Object.keys(record).sort(), RECORD_KEYS);
      assert.match(record.id, UUID);
      assert.match(record.created_at, TIMESTAMP);
      assert.match(record.updated_at, TIMESTAMP);
      assert.deepEqual(record.purposes, ['personal_document']);
      const doc = record.document;
      assert.deepEqual(Object.keys(doc).sort(), DOCUMENT_KEYS.split(' '));
      const { id, created_at, updated_at, name, attachments, ...given } = doc;
      assert.match(id, UUID);
      assert.notEqual(id, record.id);
      assert.match(created_at, TIMESTAMP);
      assert.match(updated_at, TIMESTAMP);
      assert.equal(typeof name, 'string');
      assert.deepEqual(given, {
        country_of_issue: 'GB',
        number: 'X1234567',
        document_type: 'passport',
        date_of_issue: '2020-02-03',
        expiration_date: '2030-02-02',
      });
      assert.equal(attachments.length, 1);
      const attachment = attachments[0];
      assert.deepEqual(Object.keys(attachment).sort(), ATTACHMENT_KEYS);
      assert.match(attachment.id, UUID);
      assert.equal(attachment.attachment_type, 'main');
      assert.equal(attachment.filename, 'passport.png');
      assert.equal(attachment.filesize, png.length);
      assert.equal(attachment.mime, 'image/png');
      for (const variant of ['thumb', 'medium', 'original'] as const) {
        assert.match(
          attachment.urls[variant],
          new RegExp(`^https://files\\.dossier\\.test/verifications/${vc.id}/documents/download/[A-Za-z0-9_-]+$`),
        );
      }
      assert.equal(new Set(Object.values(attachment.urls)).size, 3);

      assert.deepEqual((await read(t, tenant, `${vc.id}/directors`)).directors[0].person.documents, [record]);
      const one = await read(t, tenant, `${vc.id}/directors/${vc.directorId}`);
      assert.deepEqual(one.director.person.documents, [record]);
      assert.deepEqual((await read(t, tenant, `${vc.id}/company_documents`)).company_documents, []);
    });

    it('files a PDF without an owner under the company, with every variant serving the original', async () => {
      const tenant = await createTenant(t.ctx);
      const vc = await createCase(t, tenant);
      const pdf = makePdf();
      const response = await upload(t, tenant, vc.id, { document_type: 'certificate_of_incorporation' }, [
        { filename: 'certificate.pdf', contentType: 'application/pdf', bytes: pdf },
      ]);
      assert.equal(response.statusCode, 201, response.body);
      const record = response.json().document;
      assert.deepEqual(record.purposes, ['company_registration']);
      assert.equal(record.document.attachments[0].mime, 'application/pdf');
      assert.deepEqual((await read(t, tenant, `${vc.id}/company_documents`)).company_documents, [record]);
      assert.deepEqual((await read(t, tenant, `${vc.id}/directors`)).directors[0].person.documents, []);
      for (const url of Object.values(record.document.attachments[0].urls) as string[]) {
        const file = await download(t, tenant, url);
        assert.equal(file.headers['content-type'], 'application/pdf');
        assert.deepEqual(file.rawPayload, pdf);
      }
    });

    it('keeps several file parts as several attachments, in order', async () => {
      const tenant = await createTenant(t.ctx);
      const vc = await createCase(t, tenant);
      const front = await makePng(300, 200);
      const back = await makePng(200, 300);
      const pdf = makePdf('Page three');
      const response = await upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'id_card' }, [
        { filename: 'front.png', contentType: 'image/png', bytes: front },
        { filename: 'back.png', contentType: 'image/png', bytes: back },
        { filename: 'scan.pdf', contentType: 'application/pdf', bytes: pdf },
      ]);
      assert.equal(response.statusCode, 201, response.body);
      const attachments = response.json().document.document.attachments;
      assert.deepEqual(
        attachments.map((a: { filename: string; filesize: number; mime: string }) => [a.filename, a.filesize, a.mime]),
        [
          ['front.png', front.length, 'image/png'],
          ['back.png', back.length, 'image/png'],
          ['scan.pdf', pdf.length, 'application/pdf'],
        ],
      );
      assert.equal(new Set(attachments.map((a: { id: string }) => a.id)).size, 3);
      for (const [i, bytes] of [front, back, pdf].entries()) {
        assert.deepEqual((await download(t, tenant, attachments[i].urls.original)).rawPayload, bytes);
      }
    });

    it('makes thumb and medium variants of an image and never enlarges a small one', async () => {
      const tenant = await createTenant(t.ctx);
      const vc = await createCase(t, tenant);
      const cases = [
        { png: await makePng(1600, 1000), thumb: [200, 125], medium: [800, 500] },
        { png: await makePng(600, 1200), thumb: [100, 200], medium: [400, 800] },
        { png: await makePng(100, 80), thumb: [100, 80], medium: [100, 80] },
      ];
      for (const c of cases) {
        const response = await upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'passport' }, [
          { filename: 'scan.png', contentType: 'image/png', bytes: c.png },
        ]);
        assert.equal(response.statusCode, 201, response.body);
        const urls = response.json().document.document.attachments[0].urls;
        const original = await download(t, tenant, urls.original);
        assert.deepEqual(original.rawPayload, c.png);
        for (const variant of ['thumb', 'medium'] as const) {
          const file = await download(t, tenant, urls[variant]);
          assert.equal(file.headers['content-type'], 'image/png');
          const meta = await sharp(file.rawPayload).metadata();
          assert.equal(meta.format, 'png');
          assert.deepEqual([meta.width, meta.height], c[variant], `${variant} of ${c.png.length} bytes`);
        }
      }
    });

    it('stores file names without path parts or quotes', async () => {
      const tenant = await createTenant(t.ctx);
      const vc = await createCase(t, tenant);
      const png = await makePng(50, 50);
      const response = await upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'passport' }, [
        { filename: '../../etc/passwd.png', contentType: 'image/png', bytes: png },
        { filename: 'C:\\Users\\jane\\id.png', contentType: 'image/png', bytes: png },
        { filename: 'a\\"b.png', contentType: 'image/png', bytes: png },
      ]);
      assert.equal(response.statusCode, 201, response.body);
      const names = response.json().document.document.attachments.map((a: { filename: string }) => a.filename);
      assert.deepEqual(names, ['passwd.png', 'id.png', 'ab.png']);
      const file = await download(t, tenant, response.json().document.document.attachments[2].urls.original);
      assert.match(String(file.headers['content-disposition']), /^attachment; filename="ab\.png"/);
    });

    describe('rejections leave nothing behind', () => {
      let tenant: Tenant;
      let vc: { id: string; personId: string; directorId: string };
      let png: Buffer;
      before(async () => {
        tenant = await createTenant(t.ctx);
        vc = await createCase(t, tenant);
        png = await makePng(400, 300);
        // One stored document, so that "nothing new" is checked against a non-empty blob directory.
        const ok = await upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'passport' }, [
          { filename: 'ok.png', contentType: 'image/png', bytes: png },
        ]);
        assert.equal(ok.statusCode, 201, ok.body);
      });
      const file = () => [{ filename: 'passport.png', contentType: 'image/png', bytes: png }];

      it('without a file: 400', async () => {
        const error = await assertRejectedCleanly(
          t,
          () => upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'passport' }, []),
          400,
          'validation_failed',
        );
        assert.equal(error.details[0]?.field, 'file');
      });

      it('with an unknown document_type: 400 naming document_type', async () => {
        const error = await assertRejectedCleanly(
          t,
          () => upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'selfie_with_cat' }, file()),
          400,
          'validation_failed',
        );
        assert.ok(
          error.details.some((d: { field: string }) => d.field === 'document_type'),
          JSON.stringify(error),
        );
      });

      it('with both company_id and person_id: 400', async () => {
        const companyId = (await read(t, tenant, `${vc.id}/companies`)).companies[0].id;
        const fields = { company_id: companyId, person_id: vc.personId, document_type: 'passport' };
        await assertRejectedCleanly(t, () => upload(t, tenant, vc.id, fields, file()), 400, 'validation_failed');
      });

      it('with a person of another verification or another tenant: 400 on person_id', async () => {
        const sibling = await createCase(t, tenant);
        const stranger = await createTenant(t.ctx, 'Other Bank');
        const foreign = await createCase(t, stranger);
        for (const personId of [sibling.personId, foreign.personId]) {
          const error = await assertRejectedCleanly(
            t,
            () => upload(t, tenant, vc.id, { person_id: personId, document_type: 'passport' }, file()),
            400,
            'validation_failed',
          );
          assert.equal(error.details[0]?.field, 'person_id');
        }
      });

      it('with bytes that are not an accepted type, whatever the part says: 415', async () => {
        const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0x41)]);
        const text = Buffer.from('just some text, honestly a PNG\n'.repeat(20));
        for (const bytes of [exe, text]) {
          await assertRejectedCleanly(
            t,
            () =>
              upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'passport' }, [
                { filename: 'photo.png', contentType: 'image/png', bytes: png },
                { filename: 'evil.png', contentType: 'image/png', bytes },
              ]),
            415,
            'unsupported_media_type',
          );
        }
      });

      it('with a JSON body instead of multipart: 415', async () => {
        await assertRejectedCleanly(
          t,
          () =>
            t.app.inject({
              method: 'POST',
              url: `/api/v1/verifications/${vc.id}/documents`,
              headers: tenant.headers,
              payload: { person_id: vc.personId, document_type: 'passport' },
            }),
          415,
          'unsupported_media_type',
        );
      });

      it('for an unknown verification or another tenant’s: 404', async () => {
        const stranger = await createTenant(t.ctx, 'Other Bank');
        const foreign = await createCase(t, stranger);
        const missing = '0190a5b0-0000-7000-8000-000000000000';
        for (const target of [missing, foreign.id]) {
          await assertRejectedCleanly(
            t,
            () => upload(t, tenant, target, { document_type: 'registry_extract' }, file()),
            404,
            'not_found',
          );
        }
        await assertRejectedCleanly(
          t,
          () => upload(t, tenant, foreign.id, { person_id: foreign.personId, document_type: 'passport' }, file()),
          404,
          'not_found',
        );
        assert.deepEqual((await read(t, stranger, `${foreign.id}/directors`)).directors[0].person.documents, []);
      });
    });
  });

  describe(`document upload size limit [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { ctx: { uploadLimitBytes: UPLOAD_LIMIT } });
    });
    after(() => t.close());

    it('accepts a file under the limit and rejects one over it with 413, storing nothing', async () => {
      const tenant = await createTenant(t.ctx);
      const vc = await createCase(t, tenant);
      const small = await makePng(300, 300);
      assert.ok(small.length < UPLOAD_LIMIT);
      const ok = await upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'passport' }, [
        { filename: 'small.png', contentType: 'image/png', bytes: small },
      ]);
      assert.equal(ok.statusCode, 201, ok.body);

      const big = await noisePng(200, 200);
      assert.ok(big.length > UPLOAD_LIMIT);
      for (const files of [
        [{ filename: 'big.png', contentType: 'image/png', bytes: big }],
        [
          { filename: 'small.png', contentType: 'image/png', bytes: small },
          { filename: 'big.png', contentType: 'image/png', bytes: big },
        ],
      ]) {
        await assertRejectedCleanly(
          t,
          () => upload(t, tenant, vc.id, { person_id: vc.personId, document_type: 'passport' }, files),
          413,
          'payload_too_large',
        );
      }
      assert.equal((await read(t, tenant, `${vc.id}/directors`)).directors[0].person.documents.length, 1);
    });
  });
}

import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { makePng, multipart } from '../helpers/fixtures.js';
import { type LocalS3, startLocalS3 } from '../helpers/s3rver.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const PREFIX = 'dossier/';

/** Every row of the document tables, counted. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['document_records', 'attachments', 'attachment_files'] as const) {
    const row = await t.database.handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    counts[table] = Number(row?.n);
  }
  return counts;
}

for (const dialect of testDialects()) {
  describe(`documents through the API with the S3 blob store [${dialect}]`, () => {
    let s3: LocalS3;
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      s3 = await startLocalS3();
      t = await startTestApp(dialect, { ctx: { blobs: s3.store(PREFIX), uploadLimitBytes: 256 * 1024 } });
      tenant = await createTenant(t.ctx);
    });
    after(async () => {
      await t.close();
      await s3.close();
    });

    function upload(verificationId: string, file: { filename: string; contentType: string; bytes: Buffer }) {
      const body = multipart({ document_type: 'certificate_of_incorporation' }, [file]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${verificationId}/documents`,
        headers: { ...tenant.headers, ...body.headers },
        payload: body.payload,
      });
    }

    it('keeps an uploaded PNG and its variants in the bucket and serves it whole and by range', async () => {
      const id = await openCase(t, tenant);
      const png = await makePng(640, 480);
      const before = await s3.objectKeys();
      const response = await upload(id, { filename: 'certificate.png', contentType: 'image/png', bytes: png });
      assert.equal(response.statusCode, 201, response.body);
      const attachment = response.json().document.document.attachments[0];
      assert.equal(attachment.mime, 'image/png');
      assert.equal(attachment.filesize, png.length);

      // The original, a thumb and a medium image: three new objects, all under the prefix.
      const added = (await s3.objectKeys()).filter((key) => !before.includes(key));
      assert.equal(added.length, 3, added.join(', '));
      assert.ok(added.every((key) => key.startsWith(PREFIX)));
      const files = await t.database.handle.db
        .selectFrom('attachment_files')
        .select(['variant', 'storage_key', 'sha256'])
        .where('attachment_id', '=', attachment.id)
        .execute();
      assert.deepEqual(files.map((f) => `${PREFIX}${f.storage_key}`).sort(), [...added].sort());

      const original = await t.app.inject({ url: new URL(attachment.urls.original).pathname, headers: tenant.headers });
      assert.equal(original.statusCode, 200, original.body);
      assert.equal(original.headers['content-type'], 'image/png');
      assert.equal(original.headers['content-length'], String(png.length));
      assert.equal(original.headers.etag, `"${createHash('sha256').update(png).digest('hex')}"`);
      assert.deepEqual(original.rawPayload, png);

      const sentBefore = s3.sent.length;
      const part = await t.app.inject({
        url: new URL(attachment.urls.original).pathname,
        headers: { ...tenant.headers, range: 'bytes=100-1123' },
      });
      assert.equal(part.statusCode, 206, part.body);
      assert.equal(part.headers['content-range'], `bytes 100-1123/${png.length}`);
      assert.equal(part.headers['content-length'], '1024');
      assert.deepEqual(part.rawPayload, png.subarray(100, 1124));
      const gets = s3.sent.slice(sentBefore).filter((c) => c.name === 'GetObjectCommand');
      assert.deepEqual(
        gets.map((c) => c.input.Range),
        ['bytes=100-1123'],
        'the range went to S3, not the whole object',
      );

      const last = await t.app.inject({
        url: new URL(attachment.urls.original).pathname,
        headers: { ...tenant.headers, range: 'bytes=-1' },
      });
      assert.equal(last.statusCode, 206, last.body);
      assert.deepEqual(last.rawPayload, png.subarray(png.length - 1));

      const thumb = await t.app.inject({ url: new URL(attachment.urls.thumb).pathname, headers: tenant.headers });
      assert.equal(thumb.statusCode, 200, thumb.body);
      const meta = await sharp(thumb.rawPayload).metadata();
      assert.equal(Math.max(meta.width ?? 0, meta.height ?? 0), 200);
    });

    it('puts the thumbnail from the bucket into the case report', async () => {
      const id = await openCase(t, tenant);
      const uploaded = await upload(id, {
        filename: 'certificate.png',
        contentType: 'image/png',
        bytes: await makePng(300, 300),
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      const thumbKey = await t.database.handle.db
        .selectFrom('attachment_files')
        .select('storage_key')
        .where('attachment_id', '=', uploaded.json().document.document.attachments[0].id)
        .where('variant', '=', 'thumb')
        .executeTakeFirstOrThrow();
      const sentBefore = s3.sent.length;
      const report = await t.app.inject({ url: `/api/v1/verifications/${id}/report.pdf`, headers: tenant.headers });
      assert.equal(report.statusCode, 200, report.body);
      assert.equal(report.rawPayload.subarray(0, 5).toString(), '%PDF-');
      assert.ok(
        s3.sent
          .slice(sentBefore)
          .some((c) => c.name === 'GetObjectCommand' && c.input.Key === `${PREFIX}${thumbKey.storage_key}`),
        'the thumbnail was read from the bucket',
      );
    });

    it('refuses a text file with 415, leaving no object in the bucket and no row', async () => {
      const id = await openCase(t, tenant);
      const objects = await s3.objectKeys();
      const rows = await rowCounts(t);
      const sentBefore = s3.sent.length;
      const response = await upload(id, {
        filename: 'notes.txt',
        contentType: 'text/plain',
        bytes: Buffer.from('not a document\n'.repeat(100)),
      });
      assert.equal(response.statusCode, 415, response.body);
      assert.equal(response.json().error.code, 'unsupported_media_type');
      assert.deepEqual(await s3.objectKeys(), objects);
      assert.deepEqual(await rowCounts(t), rows);
      const names = s3.sent.slice(sentBefore).map((c) => c.name);
      assert.ok(names.includes('PutObjectCommand') && names.includes('DeleteObjectCommand'), names.join(', '));
    });

    it('refuses a file over the upload limit with 413, leaving no object and no row', async () => {
      const id = await openCase(t, tenant);
      const objects = await s3.objectKeys();
      const rows = await rowCounts(t);
      const response = await upload(id, {
        filename: 'big.png',
        contentType: 'image/png',
        bytes: Buffer.concat([(await makePng(10, 10)).subarray(0, 8), randomBytes(300 * 1024)]),
      });
      assert.equal(response.statusCode, 413, response.body);
      assert.deepEqual(await s3.objectKeys(), objects);
      assert.deepEqual(await rowCounts(t), rows);
    });
  });
}

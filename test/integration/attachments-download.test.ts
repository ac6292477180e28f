import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { encodeAttachmentRest } from '../../src/domain/attachment-link.js';
import { uuidv7 } from '../../src/domain/uuid.js';
import { makePdf, makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import {
  createTenant,
  startTestApp,
  TEST_SECRET,
  type Tenant,
  type TestApp,
  testDialects,
} from '../helpers/test-app.js';

interface Urls {
  readonly thumb: string;
  readonly medium: string;
  readonly original: string;
}

async function createCase(t: TestApp, tenant: Tenant): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/verifications',
    headers: tenant.headers,
    payload: sampleIntake(),
  });
  assert.equal(created.statusCode, 201, created.body);
  return created.json().verification.id;
}

async function uploadFile(
  t: TestApp,
  tenant: Tenant,
  verificationId: string,
  file: { filename: string; contentType: string; bytes: Buffer },
): Promise<Urls> {
  const body = multipart({ document_type: 'registry_extract' }, [file]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/verifications/${verificationId}/documents`,
    headers: { ...tenant.headers, ...body.headers },
    payload: body.payload,
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().document.document.attachments[0].urls;
}

const restOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const withoutRequestId = (body: { error: Record<string, unknown> }) => ({ ...body.error, request_id: undefined });

for (const dialect of testDialects()) {
  describe(`attachment download [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    let caseA: string;
    let caseB: string;
    let png: Buffer;
    let urls: Urls;
    /** Both download routes for one url: the API route with the query parameter, and the url's own path. */
    let routes: (url: string, verificationId?: string) => string[];

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      caseA = await createCase(t, tenant);
      caseB = await createCase(t, tenant);
      png = await makePng(1000, 700);
      urls = await uploadFile(t, tenant, caseA, { filename: 'passport.png', contentType: 'image/png', bytes: png });
      routes = (url, verificationId = caseA) => [
        `/api/v1/attachments/${restOf(url)}?verification_id=${verificationId}`,
        new URL(url).pathname,
      ];
    });
    after(() => t.close());

    const get = (url: string, headers: Record<string, string> = {}, who: Tenant = tenant) =>
      t.app.inject({ url, headers: { ...who.headers, ...headers } });

    it('serves the original with exact type, length, disposition, nosniff and a strong ETag on both routes', async () => {
      const etags = new Set<string>();
      for (const url of routes(urls.original)) {
        const response = await get(url);
        assert.equal(response.statusCode, 200, response.body);
        assert.deepEqual(response.rawPayload, png);
        assert.equal(response.headers['content-type'], 'image/png');
        assert.equal(String(response.headers['content-length']), String(png.length));
        assert.match(String(response.headers['content-disposition']), /^attachment; filename="passport\.png"/);
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
        const etag = String(response.headers.etag);
        assert.match(etag, /^"[^"]+"$/, 'a strong ETag is quoted and has no W/ prefix');
        etags.add(etag);
      }
      assert.equal(etags.size, 1, 'both routes name the same representation');
      const thumb = await get(routes(urls.thumb)[0] as string);
      assert.notEqual(thumb.headers.etag, [...etags][0], 'a variant is a different representation');
    });

    it('adds filename* for a non-ASCII name and keeps the plain filename ASCII', async () => {
      const name = 'Паспорт.png';
      const own = await uploadFile(t, tenant, caseA, { filename: name, contentType: 'image/png', bytes: png });
      for (const url of routes(own.original)) {
        const response = await get(url);
        assert.equal(response.statusCode, 200, response.body);
        const disposition = String(response.headers['content-disposition']);
        assert.match(disposition, /^attachment; filename="[\x20-\x7e]+"/);
        assert.ok(disposition.includes(`filename*=UTF-8''${encodeURIComponent(name)}`), disposition);
      }
    });

    it('answers If-None-Match with the current ETag by 304 and no body', async () => {
      for (const url of routes(urls.original)) {
        const etag = String((await get(url)).headers.etag);
        const response = await get(url, { 'if-none-match': etag });
        assert.equal(response.statusCode, 304);
        assert.equal(response.rawPayload.length, 0);
        assert.equal(response.headers.etag, etag);
        const stale = await get(url, { 'if-none-match': '"something-else"' });
        assert.equal(stale.statusCode, 200);
        assert.deepEqual(stale.rawPayload, png);
      }
    });

    it('serves byte ranges: first bytes, suffix and open-ended', async () => {
      const size = png.length;
      const cases = [
        { range: 'bytes=0-99', start: 0, end: 99 },
        { range: 'bytes=-10', start: size - 10, end: size - 1 },
        { range: 'bytes=100-', start: 100, end: size - 1 },
      ];
      for (const url of routes(urls.original)) {
        for (const c of cases) {
          const response = await get(url, { range: c.range });
          assert.equal(response.statusCode, 206, `${c.range}: ${response.body}`);
          assert.equal(response.headers['content-range'], `bytes ${c.start}-${c.end}/${size}`);
          assert.equal(String(response.headers['content-length']), String(c.end - c.start + 1));
          assert.equal(response.headers['content-type'], 'image/png');
          assert.deepEqual(response.rawPayload, png.subarray(c.start, c.end + 1));
        }
      }
    });

    it('refuses a range past the end with 416 and the size', async () => {
      assert.ok(png.length < 999999);
      for (const url of routes(urls.original)) {
        const response = await get(url, { range: 'bytes=999999-' });
        assert.equal(response.statusCode, 416);
        assert.equal(response.headers['content-range'], `bytes */${png.length}`);
      }
    });

    it('ignores Range when If-Range names another ETag, honours it when it matches', async () => {
      for (const url of routes(urls.original)) {
        const etag = String((await get(url)).headers.etag);
        const changed = await get(url, { range: 'bytes=0-99', 'if-range': '"an-older-version"' });
        assert.equal(changed.statusCode, 200);
        assert.deepEqual(changed.rawPayload, png);
        const same = await get(url, { range: 'bytes=0-99', 'if-range': etag });
        assert.equal(same.statusCode, 206);
        assert.deepEqual(same.rawPayload, png.subarray(0, 100));
      }
    });

    it('streams a large file intact', async () => {
      const noise = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      assert.ok(noise.length > 3_000_000);
      const big = await uploadFile(t, tenant, caseA, { filename: 'noise.png', contentType: 'image/png', bytes: noise });
      for (const url of routes(big.original)) {
        const response = await get(url);
        assert.equal(response.statusCode, 200);
        assert.equal(String(response.headers['content-length']), String(noise.length));
        assert.equal(sha256(response.rawPayload), sha256(noise));
        const middle = await get(url, { range: 'bytes=1500000-1600000' });
        assert.equal(middle.statusCode, 206);
        assert.equal(sha256(middle.rawPayload), sha256(noise.subarray(1_500_000, 1_600_001)));
      }
      const pdf = Buffer.concat([makePdf(), Buffer.from(`%${'x'.repeat(78)}\n`.repeat(30_000))]);
      const pdfUrls = await uploadFile(t, tenant, caseA, {
        filename: 'extract.pdf',
        contentType: 'application/pdf',
        bytes: pdf,
      });
      const response = await get(routes(pdfUrls.medium)[1] as string);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(sha256(response.rawPayload), sha256(pdf));
    });

    it('answers 404 for a rest with any one character changed', async () => {
      const rest = restOf(urls.original);
      for (const position of [0, 5, 20, rest.length - 2, rest.length - 1]) {
        const ch = rest[position] as string;
        const tampered = rest.slice(0, position) + (ch === 'A' ? 'B' : 'A') + rest.slice(position + 1);
        for (const url of [
          `/api/v1/attachments/${tampered}?verification_id=${caseA}`,
          `/verifications/${caseA}/documents/download/${tampered}`,
        ]) {
          const response = await get(url);
          assert.equal(response.statusCode, 404, `position ${position}: ${response.body}`);
          assert.equal(response.json().error.code, 'not_found');
        }
      }
    });

    it('answers 404 when a rest of one verification is used with another of the same account', async () => {
      const rest = restOf(urls.original);
      for (const url of [
        `/api/v1/attachments/${rest}?verification_id=${caseB}`,
        `/verifications/${caseB}/documents/download/${rest}`,
      ]) {
        const response = await get(url);
        assert.equal(response.statusCode, 404, response.body);
        assert.equal(response.json().error.code, 'not_found');
      }
    });

    it('answers another account exactly as for an attachment that does not exist', async () => {
      const stranger = await createTenant(t.ctx, 'Other Bank');
      const missingRest = encodeAttachmentRest(TEST_SECRET, caseA, { attachmentId: uuidv7(), variant: 'original' });
      const missing = await get(`/api/v1/attachments/${missingRest}?verification_id=${caseA}`);
      assert.equal(missing.statusCode, 404, missing.body);
      for (const url of routes(urls.original)) {
        const response = await get(url, {}, stranger);
        assert.equal(response.statusCode, 404, response.body);
        assert.deepEqual(withoutRequestId(response.json()), withoutRequestId(missing.json()));
        assert.equal(response.headers['content-disposition'], undefined);
      }
      const stillThere = await get(routes(urls.original)[0] as string);
      assert.equal(stillThere.statusCode, 200);
    });

    it('rejects a missing or malformed verification id with 400', async () => {
      const rest = restOf(urls.original);
      for (const url of [
        `/api/v1/attachments/${rest}`,
        `/api/v1/attachments/${rest}?verification_id=not-a-uuid`,
        `/api/v1/attachments/${rest}?verification_id=`,
        `/verifications/not-a-uuid/documents/download/${rest}`,
      ]) {
        const response = await get(url);
        assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
        assert.equal(response.json().error.code, 'validation_failed');
      }
    });

    it('answers 404, not 500, for a rest of the wrong length or of garbage', async () => {
      const rest = restOf(urls.original);
      const garbage = [
        'x',
        rest.slice(0, -1),
        `${rest}A`,
        `${rest}${rest}`,
        'A'.repeat(46),
        '_'.repeat(46),
        '%00%01',
        'not..base64!!',
        encodeURIComponent('Zm9v/YmFy'),
        '%zz',
        'a'.repeat(101),
        'a'.repeat(300),
      ];
      for (const bad of garbage) {
        for (const url of [
          `/api/v1/attachments/${bad}?verification_id=${caseA}`,
          `/verifications/${caseA}/documents/download/${bad}`,
        ]) {
          const response = await get(url);
          assert.equal(response.statusCode, 404, `${url}: ${response.body}`);
          assert.equal(response.json().error.code, 'not_found');
        }
      }
    });

    it('requires a token on both routes', async () => {
      for (const url of routes(urls.original)) {
        for (const headers of [{}, { authorization: 'Bearer dsr_not-a-real-token' }]) {
          const response = await t.app.inject({ url, headers });
          assert.equal(response.statusCode, 401, response.body);
          assert.equal(response.json().error.code, 'unauthorized');
          assert.equal(response.headers['content-disposition'], undefined);
        }
      }
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import { makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

/** CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header says width × height: a few hundred bytes that would decode to width × height × 3 bytes (a
 * "decompression bomb"). Only its first rows are present: the header is what the limit reads.
 */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Issue 18, item 9: image decoding is bounded in pixels (and, in image-variants.test.ts, in concurrency). */
const [dialect = 'sqlite'] = testDialects();
describe('image pixel limit at upload', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp(dialect);
  });
  after(() => t.close());

  it('refuses a 10,000 × 10,000 PNG with a 413 naming the file, and stores nothing', async () => {
    const tenant = await createTenant(t.ctx);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verifications',
      headers: tenant.headers,
      payload: sampleIntake(),
    });
    const id = created.json().verification.id as string;
    const send = (bytes: Buffer) => {
      const body = multipart({ document_type: 'certificate_of_incorporation' }, [
        { filename: 'scan.png', contentType: 'image/png', bytes },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/documents`,
        headers: { ...tenant.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const bomb = await send(pngClaiming(10_000, 10_000));
    assert.equal(bomb.statusCode, 413, bomb.body);
    assert.match(bomb.json().error.message, /10000×10000 pixels; images of up to 50 megapixels/);
    assert.equal(bomb.json().error.details[0].field, 'file');
    const attachments = () =>
      t.ctx.db.selectFrom('attachments').select('id').where('verification_id', '=', id).execute();
    assert.equal((await attachments()).length, 0);
    const fine = await send(await makePng(1200, 900));
    assert.equal(fine.statusCode, 201, fine.body);
    assert.equal((await attachments()).length, 1);
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  IMAGE_DECODE_CONCURRENCY,
  imageDecoding,
  isResizableImage,
  resizeImage,
  sniffMime,
  TaskLimit,
  VARIANT_MAX_SIDE,
} from '../../src/files/image-variants.js';
import { makePdf, makePng } from '../helpers/fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'dossier-images-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function file(bytes: Buffer): string {
  const path = join(dir, `input-${counter++}`);
  writeFileSync(path, bytes);
  return path;
}

function image(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

async function dimensions(bytes: Buffer): Promise<{ width: number; height: number; format: string }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format ?? '' };
}

describe('sniffMime', () => {
  it('recognises real PNG, JPEG, GIF, WEBP, TIFF and PDF bytes', async () => {
    assert.equal(sniffMime(await makePng(4, 4)), 'image/png');
    assert.equal(sniffMime(await image(4, 4).jpeg().toBuffer()), 'image/jpeg');
    assert.equal(sniffMime(await image(4, 4).gif().toBuffer()), 'image/gif');
    assert.equal(sniffMime(await image(4, 4).webp().toBuffer()), 'image/webp');
    assert.equal(sniffMime(await image(4, 4).tiff().toBuffer()), 'image/tiff');
    assert.equal(sniffMime(makePdf()), 'application/pdf');
  });

  it('recognises the signatures from the first bytes alone', () => {
    const cases: Array<[number[] | string, string]> = [
      [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
      [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
      [[0xff, 0xd8, 0xff, 0xe1], 'image/jpeg'],
      ['GIF87a', 'image/gif'],
      ['GIF89a', 'image/gif'],
      ['RIFF\x00\x10\x00\x00WEBPVP8 ', 'image/webp'],
      [[0x49, 0x49, 0x2a, 0x00, 0x08], 'image/tiff'],
      [[0x4d, 0x4d, 0x00, 0x2a, 0x00], 'image/tiff'],
      ['%PDF-1.7\n', 'application/pdf'],
    ];
    for (const [head, mime] of cases) {
      const bytes = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
      assert.equal(sniffMime(bytes), mime, JSON.stringify(head));
    }
  });

  it('returns null for unknown content', () => {
    const unknown: Array<number[] | string> = [
      'hello, world',
      '<html><body>',
      '<?xml version="1.0"?><svg/>',
      'PK\x03\x04zipzip',
      '{"json": true}',
      'RIFF\x00\x10\x00\x00WAVEfmt ',
      'RIFF\x00\x10\x00\x00AVI LIST',
      '%PDX-1.4',
      '%!PS-Adobe-3.0',
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00],
      [0xff, 0xd8, 0x00, 0xe0],
      [0x49, 0x49, 0x00, 0x2a],
      [0x4d, 0x4d, 0x2a, 0x00],
      [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
      'MZ\x90\x00',
    ];
    for (const head of unknown) {
      const bytes = typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head);
      assert.equal(sniffMime(bytes), null, JSON.stringify(head));
    }
  });

  it('returns null for buffers too short to hold a signature', () => {
    assert.equal(sniffMime(Buffer.alloc(0)), null);
    assert.equal(sniffMime(Buffer.from([0x89])), null);
    assert.equal(sniffMime(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a])), null);
    assert.equal(sniffMime(Buffer.from([0xff, 0xd8])), null);
    assert.equal(sniffMime(Buffer.from('GIF', 'latin1')), null);
    assert.equal(sniffMime(Buffer.from('RIFF\x00\x00\x00\x00WEB', 'latin1')), null);
    assert.equal(sniffMime(Buffer.from('RIFF', 'latin1')), null);
    assert.equal(sniffMime(Buffer.from([0x49, 0x49, 0x2a])), null);
    assert.equal(sniffMime(Buffer.from('%PDF', 'latin1')), null);
  });

  it('requires the signature at the very first byte', () => {
    assert.equal(sniffMime(Buffer.from(' %PDF-1.4', 'latin1')), null);
    assert.equal(sniffMime(Buffer.from('\n\x89PNG\r\n\x1a\n', 'latin1')), null);
  });
});

describe('isResizableImage', () => {
  it('accepts the raster formats and refuses others', () => {
    for (const mime of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/tiff']) {
      assert.equal(isResizableImage(mime), true, mime);
    }
    for (const mime of ['application/pdf', 'image/svg+xml', 'text/plain', 'image/heic', '']) {
      assert.equal(isResizableImage(mime), false, mime);
    }
  });
});

describe('resizeImage', () => {
  it('uses 200 px thumbnails and 800 px medium variants', () => {
    assert.deepEqual({ ...VARIANT_MAX_SIDE }, { thumb: 200, medium: 800 });
  });

  it('fits a landscape PNG inside the box, keeps the aspect ratio and stays PNG', async () => {
    const result = await resizeImage(file(await makePng(1200, 900)), 200);
    assert.ok(result);
    assert.equal(result.mime, 'image/png');
    assert.equal(sniffMime(result.bytes), 'image/png');
    assert.deepEqual(await dimensions(result.bytes), { width: 200, height: 150, format: 'png' });
  });

  it('fits a portrait image by its height', async () => {
    const result = await resizeImage(file(await makePng(300, 1000)), 200);
    assert.ok(result);
    assert.deepEqual(await dimensions(result.bytes), { width: 60, height: 200, format: 'png' });
  });

  it('fits a square image exactly', async () => {
    const result = await resizeImage(file(await makePng(1000, 1000)), 800);
    assert.ok(result);
    assert.deepEqual(await dimensions(result.bytes), { width: 800, height: 800, format: 'png' });
  });

  it('never enlarges a smaller image', async () => {
    for (const [w, h] of [
      [50, 30],
      [200, 100],
      [1, 1],
    ] as const) {
      const result = await resizeImage(file(await makePng(w, h)), 800);
      assert.ok(result);
      assert.deepEqual(await dimensions(result.bytes), { width: w, height: h, format: 'png' });
    }
  });

  it('turns a JPEG into a smaller JPEG', async () => {
    const source = await image(1600, 1200).jpeg({ quality: 95 }).toBuffer();
    const result = await resizeImage(file(source), 800);
    assert.ok(result);
    assert.equal(result.mime, 'image/jpeg');
    assert.equal(sniffMime(result.bytes), 'image/jpeg');
    assert.deepEqual(await dimensions(result.bytes), { width: 800, height: 600, format: 'jpeg' });
    assert.ok(result.bytes.length < source.length);
  });

  for (const format of ['webp', 'gif', 'tiff'] as const) {
    it(`turns a ${format.toUpperCase()} into a JPEG that fits the box`, async () => {
      const source = await image(640, 480).toFormat(format).toBuffer();
      const result = await resizeImage(file(source), 200);
      assert.ok(result);
      assert.equal(result.mime, 'image/jpeg');
      const { width, height, format: out } = await dimensions(result.bytes);
      assert.equal(out, 'jpeg');
      assert.ok(width <= 200 && height <= 200, `${width}x${height}`);
      assert.equal(Math.max(width, height), 200);
    });
  }

  it('applies the EXIF orientation, so a phone photo is not shown sideways', async () => {
    // Stored 400×200 but tagged "rotate 90° clockwise": it displays as 200×400.
    const source = await image(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await resizeImage(file(source), 200);
    assert.ok(result);
    const { width, height } = await dimensions(result.bytes);
    assert.deepEqual({ width, height }, { width: 100, height: 200 });
  });

  it('returns null for a PDF', async () => {
    assert.equal(await resizeImage(file(makePdf()), 200), null);
  });

  it('returns null for text, an empty file and random bytes', async () => {
    assert.equal(await resizeImage(file(Buffer.from('just some text, not an image')), 200), null);
    assert.equal(await resizeImage(file(Buffer.alloc(0)), 200), null);
    assert.equal(
      await resizeImage(file(Buffer.from([...Array(4096).keys()].map((i) => (i * 7919) & 0xff))), 200),
      null,
    );
  });

  it('returns null for a file that only starts like a PNG', async () => {
    const png = await makePng(64, 64);
    assert.equal(await resizeImage(file(png.subarray(0, 40)), 200), null);
  });

  it('returns null for a path that does not exist', async () => {
    assert.equal(await resizeImage(join(dir, 'missing.png'), 200), null);
  });
});

describe('image decoding concurrency (issue 18)', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const limit = new TaskLimit(2);
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((i) =>
      limit.run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => gates.push(resolve));
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(started, [0, 1], 'two run, three wait');
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    assert.deepEqual(await Promise.all(tasks), [0, 1, 2, 3, 4]);
    assert.deepEqual(started, [0, 1, 2, 3, 4]);
    assert.equal(limit.peak, 2);
  });

  it('decodes at most IMAGE_DECODE_CONCURRENCY images at once, however many uploads resize together', async () => {
    const source = file(await makePng(1600, 1200));
    const results = await Promise.all(Array.from({ length: 20 }, () => resizeImage(source, VARIANT_MAX_SIDE.medium)));
    assert.ok(results.every((r) => r !== null));
    assert.ok(imageDecoding.peak >= 1 && imageDecoding.peak <= IMAGE_DECODE_CONCURRENCY, `peak ${imageDecoding.peak}`);
  });
});

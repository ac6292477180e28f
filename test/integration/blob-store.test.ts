import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { isUuid } from '../../src/domain/uuid.js';
import { type BlobStore, BlobTooLargeError, checkBlobStoreReady } from '../../src/files/blob-store.js';
import { LocalDiskBlobStore } from '../../src/files/local-disk-blob-store.js';
import { S3_PART_SIZE, S3BlobStore } from '../../src/files/s3-blob-store.js';
import { type LocalS3, type SentCommand, startLocalS3, TEST_BUCKET } from '../helpers/s3rver.js';
import { SQLITE_PASS_ONLY } from '../helpers/test-app.js';

/**
 * One contract, run against every blob store: local disk, and S3 through a real S3-compatible server (s3rver) in
 * this process. Nothing outside the test process is needed.
 */
interface StoreFixture {
  readonly store: BlobStore;
  /** Everything the backing storage holds (files under the root, or object keys), sorted. */
  stored(): Promise<string[]>;
  /** Bytes written to the backing storage so far, counting an upload still in flight. */
  bytesWritten(): Promise<number>;
  /** withLocalFile lends a temporary copy (removed afterwards) rather than the store's own file. */
  readonly localFileIsCopy: boolean;
  /** A store of the same kind that cannot work (no directory can be made; no such bucket). */
  unusable(): BlobStore;
  close(): Promise<void>;
}

/** Every file under a directory, relative to it (none when it does not exist yet). */
function filesUnder(root: string, dir = root): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(root, join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}

async function localFixture(): Promise<StoreFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-blob-suite-'));
  const root = join(dir, 'files');
  const notADirectory = join(dir, 'a-file');
  writeFileSync(notADirectory, 'x');
  return {
    store: new LocalDiskBlobStore(root),
    stored: async () => filesUnder(root).sort(),
    bytesWritten: async () => filesUnder(root).reduce((sum, f) => sum + statSync(join(root, f)).size, 0),
    localFileIsCopy: false,
    unusable: () => new LocalDiskBlobStore(join(notADirectory, 'files')),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Body bytes of every upload request the client sent (whole objects and parts). */
function uploadedBytes(sent: readonly SentCommand[]): number {
  return sent
    .filter((c) => c.name === 'UploadPartCommand' || c.name === 'PutObjectCommand')
    .reduce((sum, c) => sum + (c.input.Body as Buffer).length, 0);
}

async function s3Fixture(s3: LocalS3): Promise<StoreFixture> {
  return {
    store: s3.store('suite/'),
    stored: () => s3.objectKeys(),
    bytesWritten: async () => uploadedBytes(s3.sent),
    localFileIsCopy: true,
    unusable: () => new S3BlobStore(s3.client, { bucket: 'no-such-bucket' }),
    close: async () => {},
  };
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The bytes in uneven chunks, as a network upload delivers them. */
function chunked(bytes: Buffer, sizes = [1, 7, 4096, 65_536, 13]): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const size = sizes[i % sizes.length] as number;
    chunks.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return Readable.from(chunks);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const MB = 1024 * 1024;
const MISSING = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

function contract(name: string, open: () => Promise<StoreFixture>) {
  // No database is involved: CI's PostgreSQL pass need not run these again.
  describe(`BlobStore contract [${name}]`, { skip: SQLITE_PASS_ONLY }, () => {
    let f: StoreFixture;
    before(async () => {
      f = await open();
    });
    after(() => f.close());

    it('put streams the bytes in and reports their exact size and SHA-256; read gives them back', async () => {
      const bytes = randomBytes(300_000);
      const blob = await f.store.put(chunked(bytes), 10 * MB);
      assert.equal(blob.size, bytes.length);
      assert.equal(blob.sha256, sha256(bytes));
      assert.equal(isUuid(blob.key), true);
      assert.deepEqual(await readAll(f.store.read(blob.key)), bytes);
    });

    it('putBuffer stores a buffer with its size and hash', async () => {
      const bytes = randomBytes(12_345);
      const blob = await f.store.putBuffer(bytes);
      assert.deepEqual(blob, { key: blob.key, size: 12_345, sha256: sha256(bytes) });
      assert.deepEqual(await readAll(f.store.read(blob.key)), bytes);
    });

    it('stores an empty file', async () => {
      const blob = await f.store.put(Readable.from([]), 100);
      assert.equal(blob.size, 0);
      assert.equal(blob.sha256, sha256(Buffer.alloc(0)));
      assert.equal((await readAll(f.store.read(blob.key))).length, 0);
      assert.equal((await f.store.readHead(blob.key, 16)).length, 0);
    });

    it('accepts a file of exactly maxBytes', async () => {
      const bytes = randomBytes(4096);
      const blob = await f.store.put(chunked(bytes), 4096);
      assert.equal(blob.size, 4096);
      assert.deepEqual(await readAll(f.store.read(blob.key)), bytes);
    });

    it('streams a 12 MB upload (more than one 5 MB part) without holding it whole', async () => {
      const bytes = randomBytes(12 * MB);
      const before = await f.bytesWritten();
      let writtenBeforeTheLastChunk = -1;
      async function* source() {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
          if (offset + 64 * 1024 >= bytes.length) writtenBeforeTheLastChunk = (await f.bytesWritten()) - before;
          yield bytes.subarray(offset, offset + 64 * 1024);
        }
      }
      const blob = await f.store.put(Readable.from(source()), 25 * MB);
      assert.equal(blob.size, bytes.length);
      assert.equal(blob.sha256, sha256(bytes));
      // Bytes were already stored while the source still had more to give: the store did not wait for all of it.
      assert.ok(
        writtenBeforeTheLastChunk >= S3_PART_SIZE,
        `${writtenBeforeTheLastChunk} bytes stored before the last chunk was read`,
      );
      const back = await readAll(f.store.read(blob.key));
      assert.equal(back.length, bytes.length);
      assert.equal(sha256(back), blob.sha256);
      // A range across the boundary between the first and second 5 MB parts.
      const start = S3_PART_SIZE - 10;
      const end = S3_PART_SIZE + 9;
      assert.deepEqual(await readAll(f.store.read(blob.key, { start, end })), bytes.subarray(start, end + 1));
    });

    it('refuses a file one byte over maxBytes with BlobTooLargeError, leaving nothing', async () => {
      const before = await f.stored();
      await assert.rejects(f.store.put(chunked(randomBytes(4097)), 4096), BlobTooLargeError);
      assert.deepEqual(await f.stored(), before);
    });

    it('refuses a 12 MB stream over a 6 MB limit after a part of it was stored, leaving nothing', async () => {
      const before = await f.stored();
      const bytes = randomBytes(12 * MB);
      await assert.rejects(f.store.put(chunked(bytes, [65_536]), 6 * MB), BlobTooLargeError);
      assert.deepEqual(await f.stored(), before);
    });

    it('leaves nothing when the source stream fails midway', async () => {
      const before = await f.stored();
      async function* failing() {
        yield randomBytes(1000);
        throw new Error('client went away');
      }
      await assert.rejects(f.store.put(Readable.from(failing()), MB), /client went away/);
      assert.deepEqual(await f.stored(), before);
    });

    it('can store again after a refused put', async () => {
      await assert.rejects(f.store.put(chunked(randomBytes(200)), 100), BlobTooLargeError);
      const bytes = randomBytes(50);
      const blob = await f.store.put(chunked(bytes), 100);
      assert.deepEqual(await readAll(f.store.read(blob.key)), bytes);
    });

    it('gives every blob its own key, also for identical content stored concurrently', async () => {
      const bytes = randomBytes(1000);
      const blobs = await Promise.all(Array.from({ length: 10 }, () => f.store.put(chunked(bytes), 1000)));
      assert.equal(new Set(blobs.map((b) => b.key)).size, 10);
      assert.equal(new Set(blobs.map((b) => b.sha256)).size, 1);
      for (const blob of blobs) assert.deepEqual(await readAll(f.store.read(blob.key)), bytes);
    });

    describe('read', () => {
      const bytes = Buffer.from([...Array(1000).keys()].map((i) => i % 251));

      it('reads exactly the bytes of an inclusive range: the first bytes, the middle, the last byte', async () => {
        const blob = await f.store.putBuffer(bytes);
        for (const [start, end] of [
          [0, 0],
          [0, 15],
          [0, 499],
          [123, 456],
          [500, 999],
          [999, 999],
          [0, 999],
        ] as const) {
          const got = await readAll(f.store.read(blob.key, { start, end }));
          assert.deepEqual(got, bytes.subarray(start, end + 1), `${start}-${end}`);
        }
      });

      it('fails to read a key that was never stored, with code ENOENT', async () => {
        await assert.rejects(readAll(f.store.read(MISSING)), { code: 'ENOENT' });
      });

      it('stops cleanly when the reader gives up early', async () => {
        const blob = await f.store.putBuffer(randomBytes(3 * MB));
        const stream = f.store.read(blob.key);
        for await (const _chunk of stream) break;
        assert.equal(stream.destroyed, true);
        assert.deepEqual(
          await readAll(f.store.read(blob.key, { start: 0, end: 3 })),
          await f.store.readHead(blob.key, 4),
        );
      });
    });

    describe('readHead', () => {
      it('gives the first bytes, or all of a blob shorter than asked', async () => {
        const bytes = randomBytes(100);
        const blob = await f.store.putBuffer(bytes);
        assert.deepEqual(await f.store.readHead(blob.key, 16), bytes.subarray(0, 16));
        assert.deepEqual(await f.store.readHead(blob.key, 1000), bytes);
      });

      it('fails for a key that was never stored, with code ENOENT', async () => {
        await assert.rejects(f.store.readHead(MISSING, 16), { code: 'ENOENT' });
      });
    });

    describe('withLocalFile', () => {
      it('lends fn a file holding the blob, and a temporary copy is gone afterwards', async () => {
        const bytes = randomBytes(50_000);
        const blob = await f.store.putBuffer(bytes);
        let lent = '';
        const result = await f.store.withLocalFile(blob.key, async (path) => {
          lent = path;
          assert.deepEqual(readFileSync(path), bytes);
          return 'done';
        });
        assert.equal(result, 'done');
        if (f.localFileIsCopy) {
          assert.ok(lent.startsWith(tmpdir() + sep), lent);
          assert.equal(existsSync(lent), false, 'the temporary file is removed');
          assert.equal(existsSync(dirname(lent)), false, 'its directory is removed');
        } else {
          assert.equal(existsSync(lent), true, "the store's own file stays");
        }
      });

      it('cleans up also when fn fails, and passes the failure on', async () => {
        const blob = await f.store.putBuffer(randomBytes(100));
        let lent = '';
        await assert.rejects(
          f.store.withLocalFile(blob.key, async (path) => {
            lent = path;
            throw new Error('resize failed');
          }),
          /resize failed/,
        );
        assert.equal(existsSync(lent), !f.localFileIsCopy);
        assert.equal((await readAll(f.store.read(blob.key))).length, 100, 'the blob itself is untouched');
      });
    });

    describe('delete', () => {
      it('removes the blob and only that one', async () => {
        const keep = await f.store.putBuffer(randomBytes(10));
        const gone = await f.store.putBuffer(randomBytes(10));
        const before = await f.stored();
        await f.store.delete(gone.key);
        const afterwards = await f.stored();
        assert.equal(afterwards.length, before.length - 1);
        assert.ok(afterwards.some((entry) => entry.endsWith(keep.key)));
        assert.ok(!afterwards.some((entry) => entry.endsWith(gone.key)));
        await assert.rejects(readAll(f.store.read(gone.key)), { code: 'ENOENT' });
      });

      it('is idempotent: deleting a deleted or a never-stored key does not fail', async () => {
        const blob = await f.store.putBuffer(randomBytes(10));
        await f.store.delete(blob.key);
        await f.store.delete(blob.key);
        await f.store.delete(MISSING);
      });
    });

    it('refuses keys that are not blob keys before touching storage', async () => {
      for (const key of ['../../etc/passwd', '', `${MISSING}/../x`, `${MISSING}.part`]) {
        assert.throws(() => f.store.read(key), /Invalid blob key/);
        await assert.rejects(f.store.readHead(key, 16), /Invalid blob key/);
        await assert.rejects(f.store.delete(key), /Invalid blob key/);
        await assert.rejects(
          f.store.withLocalFile(key, async () => assert.fail('fn must not run')),
          /Invalid blob key/,
        );
      }
    });

    it('ready resolves for a usable store and rejects for an unusable one', async () => {
      await f.store.ready();
      await checkBlobStoreReady(f.store);
      await assert.rejects(checkBlobStoreReady(f.unusable()));
    });
  });
}

contract('local disk', localFixture);

describe('S3 on s3rver', { skip: SQLITE_PASS_ONLY }, () => {
  let s3: LocalS3;
  before(async () => {
    s3 = await startLocalS3();
  });
  after(() => s3.close());

  contract('S3', () => s3Fixture(s3));

  describe('S3BlobStore requests', () => {
    const PREFIX = 'requests/';
    let store: S3BlobStore;
    before(() => {
      store = s3.store(PREFIX);
    });

    /** The commands sent while fn ran. */
    async function sentDuring(fn: () => Promise<unknown>): Promise<SentCommand[]> {
      const from = s3.sent.length;
      await fn();
      return s3.sent.slice(from);
    }

    it('stores a small file with one PutObject, at <prefix><key>', async () => {
      let key = '';
      const sent = await sentDuring(async () => {
        key = (await store.putBuffer(randomBytes(1000))).key;
      });
      assert.deepEqual(
        sent.map((c) => c.name),
        ['PutObjectCommand'],
      );
      assert.equal(sent[0]?.input.Key, `${PREFIX}${key}`);
      assert.equal(sent[0]?.input.Bucket, TEST_BUCKET);
      assert.ok((await s3.objectKeys()).includes(`${PREFIX}${key}`));
    });

    it('stores a 12 MB file as one multipart upload of three parts, sent one after another', async () => {
      const bytes = randomBytes(12 * MB);
      const sent = await sentDuring(() => store.put(chunked(bytes, [65_536]), 25 * MB));
      assert.deepEqual(
        sent.map((c) => c.name),
        [
          'CreateMultipartUploadCommand',
          'UploadPartCommand',
          'UploadPartCommand',
          'UploadPartCommand',
          'CompleteMultipartUploadCommand',
        ],
      );
      assert.deepEqual(
        sent.filter((c) => c.name === 'UploadPartCommand').map((c) => (c.input.Body as Buffer).length),
        [S3_PART_SIZE, S3_PART_SIZE, 12 * MB - 2 * S3_PART_SIZE],
      );
      // No CRC32 checksum asked for: s3rver would not understand it (requestChecksumCalculation WHEN_REQUIRED).
      assert.equal(sent[0]?.input.ChecksumAlgorithm, undefined);
    });

    it('aborts the multipart upload of a refused file: no object and no incomplete upload remain', async (t) => {
      const before = await s3.objectKeys();
      const sent = await sentDuring(() =>
        assert.rejects(store.put(chunked(randomBytes(12 * MB), [65_536]), 6 * MB), BlobTooLargeError),
      );
      const names = sent.map((c) => c.name);
      assert.ok(names.includes('UploadPartCommand'), 'a part was stored before the limit was reached');
      assert.ok(!names.includes('CompleteMultipartUploadCommand'));
      const created = sent.find((c) => c.name === 'CreateMultipartUploadCommand');
      const aborted = sent.find((c) => c.name === 'AbortMultipartUploadCommand');
      assert.ok(created && aborted, names.join(', '));
      assert.equal(aborted.input.Key, created.input.Key);
      assert.equal(typeof aborted.input.UploadId, 'string');
      assert.deepEqual(await s3.objectKeys(), before);
      const incomplete = await s3.incompleteUploads();
      if (incomplete === 'unsupported') {
        // s3rver implements neither ListMultipartUploads nor AbortMultipartUpload (it answers 405): the abort above
        // is what S3 and MinIO act on.
        t.diagnostic('ListMultipartUploads is not implemented by this server; checked the abort request instead');
      } else {
        assert.deepEqual(incomplete, []);
      }
    });

    it("passes a download's byte range on to S3 as a Range header", async () => {
      const bytes = randomBytes(1000);
      const blob = await store.putBuffer(bytes);
      let got: Buffer = Buffer.alloc(0);
      const sent = await sentDuring(async () => {
        got = await readAll(store.read(blob.key, { start: 10, end: 19 }));
      });
      assert.deepEqual(got, bytes.subarray(10, 20));
      assert.deepEqual(
        sent.map((c) => [c.name, c.input.Key, c.input.Range]),
        [['GetObjectCommand', `${PREFIX}${blob.key}`, 'bytes=10-19']],
      );
    });

    it('readHead asks for the first bytes only', async () => {
      const blob = await store.putBuffer(randomBytes(100_000));
      const sent = await sentDuring(() => store.readHead(blob.key, 16));
      assert.deepEqual(
        sent.map((c) => [c.name, c.input.Range]),
        [['GetObjectCommand', 'bytes=0-15']],
      );
    });

    it('ready is a HeadBucket', async () => {
      const sent = await sentDuring(() => store.ready());
      assert.deepEqual(
        sent.map((c) => [c.name, c.input.Bucket]),
        [['HeadBucketCommand', TEST_BUCKET]],
      );
    });
  });
});

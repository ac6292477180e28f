import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { isUuid } from '../../src/domain/uuid.js';
import { BlobTooLargeError } from '../../src/files/blob-store.js';
import { LocalDiskBlobStore } from '../../src/files/local-disk-blob-store.js';

const roots: string[] = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function newStore(): { store: LocalDiskBlobStore; root: string } {
  const root = mkdtempSync(join(tmpdir(), 'dossier-blobs-'));
  roots.push(root);
  return { store: new LocalDiskBlobStore(root), root };
}

/** Every file (anything but a directory) under a directory, relative to it. */
function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(root, join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A stream that yields the bytes in chunks of uneven sizes, as a network upload does. */
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

describe('LocalDiskBlobStore.put', () => {
  it('streams the bytes to disk and reports their exact size and SHA-256', async () => {
    const { store } = newStore();
    const bytes = randomBytes(300_000);
    const blob = await store.put(chunked(bytes), 10_000_000);
    assert.equal(blob.size, bytes.length);
    assert.equal(blob.sha256, sha256(bytes));
    assert.equal(isUuid(blob.key), true);
    assert.deepEqual(readFileSync(store.localPath(blob.key)), bytes);
  });

  it('stores an empty file', async () => {
    const { store } = newStore();
    const blob = await store.put(Readable.from([]), 100);
    assert.equal(blob.size, 0);
    assert.equal(blob.sha256, sha256(Buffer.alloc(0)));
    assert.equal(readFileSync(store.localPath(blob.key)).length, 0);
  });

  it('accepts a file of exactly maxBytes', async () => {
    const { store } = newStore();
    const bytes = randomBytes(4096);
    const blob = await store.put(chunked(bytes), 4096);
    assert.equal(blob.size, 4096);
    assert.deepEqual(readFileSync(store.localPath(blob.key)), bytes);
  });

  it('leaves only the finished file: no .part file after a successful put', async () => {
    const { store, root } = newStore();
    const blob = await store.put(chunked(randomBytes(10_000)), 20_000);
    const files = filesUnder(root);
    assert.deepEqual(files, [relative(root, store.localPath(blob.key))]);
    assert.ok(!files.some((f) => f.endsWith('.part')));
  });

  it('rejects a file one byte over maxBytes with BlobTooLargeError, leaving no file and no .part file', async () => {
    const { store, root } = newStore();
    await assert.rejects(store.put(chunked(randomBytes(4097)), 4096), BlobTooLargeError);
    assert.deepEqual(filesUnder(root), []);
  });

  it('rejects a much larger stream and leaves nothing', async () => {
    const { store, root } = newStore();
    await assert.rejects(store.put(chunked(randomBytes(3_000_000)), 100_000), BlobTooLargeError);
    assert.deepEqual(filesUnder(root), []);
  });

  it('leaves nothing when the source stream fails midway', async () => {
    const { store, root } = newStore();
    async function* failing() {
      yield randomBytes(1000);
      throw new Error('client went away');
    }
    await assert.rejects(store.put(Readable.from(failing()), 1_000_000), /client went away/);
    assert.deepEqual(filesUnder(root), []);
  });

  it('can store again after a rejected put', async () => {
    const { store } = newStore();
    await assert.rejects(store.put(chunked(randomBytes(200)), 100), BlobTooLargeError);
    const bytes = randomBytes(50);
    const blob = await store.put(chunked(bytes), 100);
    assert.deepEqual(readFileSync(store.localPath(blob.key)), bytes);
  });

  it('gives every blob its own key, also for identical content stored concurrently', async () => {
    const { store } = newStore();
    const bytes = randomBytes(1000);
    const blobs = await Promise.all(Array.from({ length: 20 }, () => store.put(chunked(bytes), 1000)));
    assert.equal(new Set(blobs.map((b) => b.key)).size, 20);
    assert.equal(new Set(blobs.map((b) => b.sha256)).size, 1);
    for (const blob of blobs) assert.deepEqual(readFileSync(store.localPath(blob.key)), bytes);
  });

  it('putBuffer stores a buffer with its size and hash', async () => {
    const { store } = newStore();
    const bytes = randomBytes(12_345);
    const blob = await store.putBuffer(bytes);
    assert.deepEqual(blob, { key: blob.key, size: 12_345, sha256: sha256(bytes) });
    assert.deepEqual(await readAll(store.read(blob.key)), bytes);
  });
});

describe('LocalDiskBlobStore.read', () => {
  const bytes = Buffer.from([...Array(1000).keys()].map((i) => i % 251));

  it('reads the whole blob', async () => {
    const { store } = newStore();
    const blob = await store.putBuffer(bytes);
    assert.deepEqual(await readAll(store.read(blob.key)), bytes);
  });

  it('reads exactly the bytes of an inclusive range', async () => {
    const { store } = newStore();
    const blob = await store.putBuffer(bytes);
    for (const [start, end] of [
      [0, 0],
      [0, 499],
      [500, 999],
      [999, 999],
      [123, 456],
      [0, 999],
    ] as const) {
      const got = await readAll(store.read(blob.key, { start, end }));
      assert.deepEqual(got, bytes.subarray(start, end + 1), `${start}-${end}`);
      assert.equal(got.length, end - start + 1);
    }
  });

  it('fails to read a key that was never stored', async () => {
    const { store } = newStore();
    await assert.rejects(readAll(store.read('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')), { code: 'ENOENT' });
  });
});

describe('LocalDiskBlobStore.delete', () => {
  it('removes the file', async () => {
    const { store, root } = newStore();
    const keep = await store.putBuffer(randomBytes(10));
    const gone = await store.putBuffer(randomBytes(10));
    await store.delete(gone.key);
    assert.equal(existsSync(store.localPath(gone.key)), false);
    assert.equal(existsSync(store.localPath(keep.key)), true);
    assert.deepEqual(filesUnder(root), [relative(root, store.localPath(keep.key))]);
    await assert.rejects(readAll(store.read(gone.key)), { code: 'ENOENT' });
  });

  it('is idempotent: deleting a missing key does not fail', async () => {
    const { store } = newStore();
    const blob = await store.putBuffer(randomBytes(10));
    await store.delete(blob.key);
    await store.delete(blob.key);
    await store.delete('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
  });
});

describe('LocalDiskBlobStore.localPath', () => {
  it('places a key inside the root, under two fan-out directories', () => {
    const { store, root } = newStore();
    const key = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const path = store.localPath(key);
    assert.ok(path.startsWith(root + sep));
    assert.deepEqual(relative(root, path).split(sep), ['5b', '4a', key]);
  });

  const refused: Array<[string, string]> = [
    ['empty', ''],
    ['parent traversal', '../../../../../../../../etc/passwd'],
    ['traversal padded to 36 characters', '../../../../../../../../../etc/passw'],
    ['absolute path', '/etc/passwd'],
    ['a slash inside', '0190a1b2-c3d4-7e5f-8a9b/0c1d2e3f4a5b'],
    ['a backslash inside', '0190a1b2-c3d4-7e5f-8a9b\\0c1d2e3f4a5b'],
    ['dots', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a.b'],
    ['a key with a suffix', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.part'],
    ['a key with a path after it', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b/../x'],
    ['a NUL byte', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5\u0000'],
    ['a trailing newline', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b\n'],
    ['one character short', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5'],
    ['non-hex letters', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5z'],
    ['percent-encoded traversal', '%2e%2e%2f%2e%2e%2fetc%2fpasswd%00aaa'],
  ];
  for (const [name, key] of refused) {
    it(`rejects ${name}`, () => {
      const { store } = newStore();
      assert.throws(() => store.localPath(key), /Invalid blob key/);
    });
  }

  it('also guards read and delete', async () => {
    const { store } = newStore();
    assert.throws(() => store.read('../../etc/passwd'), /Invalid blob key/);
    await assert.rejects(store.delete('../../etc/passwd'), /Invalid blob key/);
  });
});

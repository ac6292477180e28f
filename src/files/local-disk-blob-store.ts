import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uuidv7 } from '../domain/uuid.js';
import { type BlobStore, BlobTooLargeError, type ByteRange, type StoredBlob } from './blob-store.js';

/**
 * Blobs under <root>/<aa>/<bb>/<key>. A blob is written to a temporary name, fsynced, then renamed into place,
 * so a crash never leaves a half-written file under a key that a committed row points at.
 */
export class LocalDiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  localPath(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return join(this.root, key.slice(34, 36), key.slice(32, 34), key);
  }

  async put(source: Readable, maxBytes: number): Promise<StoredBlob> {
    const key = uuidv7();
    const path = this.localPath(key);
    const temp = `${path}.part`;
    await mkdir(dirname(path), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) {
          callback(new BlobTooLargeError(`The file is larger than ${maxBytes} bytes`));
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(temp, { flags: 'wx' }));
      await this.#fsyncAndRename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      // A truncated upload must not leave the rest of the request body unread and the socket stuck.
      source.resume();
      throw error;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async putBuffer(bytes: Buffer): Promise<StoredBlob> {
    return this.put(Readable.from([bytes]), bytes.length);
  }

  read(key: string, range?: ByteRange): Readable {
    return createReadStream(this.localPath(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async #fsyncAndRename(temp: string, path: string): Promise<void> {
    const handle = await open(temp, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  }
}

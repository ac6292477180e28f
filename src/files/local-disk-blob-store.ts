import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uuidv7 } from '../domain/uuid.js';
import { assertBlobKey, type BlobStore, BlobTooLargeError, type ByteRange, type StoredBlob } from './blob-store.js';

/**
 * Blobs under <root>/<aa>/<bb>/<key>. A blob is written to a temporary name, fsynced, then renamed into place,
 * so a crash never leaves a half-written file under a key that a committed row points at.
 */
export class LocalDiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  /** The blob's file. Only this store has one; code that serves any store uses withLocalFile. */
  localPath(key: string): string {
    assertBlobKey(key);
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
    const file = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(source, meter, file);
      await this.#fsyncAndRename(temp, path);
    } catch (error) {
      // The stream opens its file asynchronously: a refusal in the first chunk can come before the file exists,
      // and an rm then would run before the open creates it. Once the stream has closed, the file is there or not.
      if (!file.closed) await once(file, 'close').catch(() => {});
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

  async readHead(key: string, bytes: number): Promise<Buffer> {
    const handle = await open(this.localPath(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    return await fn(this.localPath(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  /** The root exists (it is made on a fresh install) and this process can write to it. */
  async ready(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
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

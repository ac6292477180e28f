import type { Readable } from 'node:stream';

export interface StoredBlob {
  readonly key: string;
  readonly size: number;
  readonly sha256: string;
}

export interface ByteRange {
  readonly start: number;
  /** Inclusive. */
  readonly end: number;
}

/** Where attachment bytes live. Local disk is the embedded default; an S3 store can take its place. */
export interface BlobStore {
  /** Streams the source in, hashing as it goes; rejects with BlobTooLargeError past maxBytes, leaving nothing. */
  put(source: Readable, maxBytes: number): Promise<StoredBlob>;
  putBuffer(bytes: Buffer): Promise<StoredBlob>;
  /** Streams the whole blob or one byte range of it. */
  read(key: string, range?: ByteRange): Readable;
  /** Up to the first `bytes` bytes of the blob (fewer when it is shorter), for judging its type. */
  readHead(key: string, bytes: number): Promise<Buffer>;
  /**
   * Runs fn with the path of a local file holding the blob's bytes (for tools that want a file, such as sharp).
   * The file is the store's own on local disk; for a remote store it is a temporary copy, removed once fn settles.
   * fn must only read the file.
   */
  withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store can be used (the directory is there and writable; the bucket answers), else rejects. */
  ready(): Promise<void>;
}

/** What /ready asks of the blob store: resolves when the store is usable, rejects with the reason otherwise. */
export function checkBlobStoreReady(store: BlobStore): Promise<void> {
  return store.ready();
}

/** Keys are UUIDs the store made; anything else (a path, a traversal) is refused before it reaches a file or bucket. */
export function assertBlobKey(key: string): void {
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Invalid blob key: ${key}`);
}

export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError';
}

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
  /** Absolute path for local processing (image variants), when the store is local. */
  localPath(key: string): string;
  delete(key: string): Promise<void>;
}

export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError';
}

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.js';
import { uuidv7 } from '../domain/uuid.js';
import { assertBlobKey, type BlobStore, BlobTooLargeError, type ByteRange, type StoredBlob } from './blob-store.js';

/** The smallest part S3 accepts (but for the last): an upload holds at most this much of a file in memory. */
export const S3_PART_SIZE = 5 * 1024 * 1024;

/**
 * A client for the configured bucket. Credentials are left to the SDK's default chain (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_PROFILE, web identity, instance and container roles…);
 * `overrides` is for tests.
 */
export function createS3Client(config: S3Config, overrides: Partial<S3ClientConfig> = {}): S3Client {
  const compatible = config.endpoint !== null;
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(compatible
      ? {
          endpoint: config.endpoint as string,
          // Since early 2025 the SDK adds CRC32 checksums to every upload (an aws-chunked body with a checksum
          // trailer, x-amz-checksum-* headers, ChecksumAlgorithm on CreateMultipartUpload) and validates them on
          // downloads. S3-compatible services that predate this, s3rver among them, reject or mis-store such
          // requests; "when required" sends checksums only for the operations that need one, as before. On AWS
          // itself the default stays: the integrity checks are worth having where they are understood.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : // A region that does not match the bucket's answers with a redirect; follow it rather than fail.
        { followRegionRedirects: true }),
    // A download holds its socket for as long as the client takes to read it: the SDK's default of 50 sockets
    // would let 50 slow downloads stall every upload.
    requestHandler: {
      // An unreachable service fails a request in seconds instead of after the operating system's TCP timeout.
      connectionTimeout: 5_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
    ...overrides,
  });
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNoSuchKey(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** Reads of a missing blob fail as they do on local disk, with code ENOENT. */
function blobNotFound(key: string, cause: unknown): Error {
  return Object.assign(new Error(`Blob not found: ${key}`, { cause }), { code: 'ENOENT' });
}

/** Passes on `take` bytes after skipping `skip`, and drops the rest. */
function slice(skip: number, take: number): Transform {
  let position = 0;
  const end = skip + take;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(skip - position, 0);
      const to = Math.min(end - position, chunk.length);
      position += chunk.length;
      callback(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

/**
 * Where the bytes a GetObject answered with begin: Content-Range's first byte, or 0 for a whole object (a service
 * that ignored Range).
 */
function servedFrom(contentRange: string | undefined): number {
  const match = /^bytes (\d+)-\d+\//.exec(contentRange ?? '');
  return match ? Number(match[1]) : 0;
}

/** At most `limit` bytes of a stream; stops reading (and closes the stream) once it has them. */
async function readUpTo(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= limit) break;
  }
  return Buffer.concat(chunks).subarray(0, limit);
}

/**
 * Blobs as objects <prefix><key> in one bucket of S3 or an S3-compatible service (MinIO, s3rver). Keys are random
 * UUIDv7s, as on local disk (never content addresses: two uploads of the same bytes are two blobs, each deleted on
 * its own). Uploads stream through a multipart upload one 5 MB part at a time; a failed or refused upload is
 * aborted, so no object (and, where the service honours the abort, no stored part) remains.
 */
export class S3BlobStore implements BlobStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(client: S3Client, options: { readonly bucket: string; readonly prefix?: string }) {
    this.#client = client;
    this.#bucket = options.bucket;
    this.#prefix = options.prefix ?? '';
  }

  /** The object key of a blob key. */
  objectKey(key: string): string {
    assertBlobKey(key);
    return `${this.#prefix}${key}`;
  }

  async put(source: Readable, maxBytes: number): Promise<StoredBlob> {
    const key = uuidv7();
    const objectKey = this.objectKey(key);
    const hash = createHash('sha256');
    let size = 0;
    const refusal: { error?: BlobTooLargeError } = {};
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > maxBytes) {
          refusal.error = new BlobTooLargeError(`The file is larger than ${maxBytes} bytes`);
          callback(refusal.error);
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: objectKey, Body: meter, ContentType: 'application/octet-stream' },
      partSize: S3_PART_SIZE,
      // One part in flight: an upload never holds more than a part of the file in memory. The body arrives at the
      // client's pace, which a part's upload to the bucket rarely holds up.
      queueSize: 1,
      // On any failure lib-storage sends AbortMultipartUpload, so the parts already stored are dropped.
      leavePartsOnError: false,
    });
    const [streamed, uploaded] = await Promise.allSettled([
      pipeline(source, meter),
      upload.done().catch((error: unknown) => {
        // The upload stopped reading: end the stream too, so the pipeline settles rather than waits.
        meter.destroy(error as Error);
        throw error;
      }),
    ]);
    if (streamed.status === 'fulfilled' && uploaded.status === 'fulfilled') {
      return { key, size, sha256: hash.digest('hex') };
    }
    // A truncated upload must not leave the rest of the request body unread and the socket stuck.
    source.resume();
    // Should the object have been written all the same (a response lost after a completed upload), remove it.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: objectKey })).catch(() => {});
    if (refusal.error) {
      // The refusal is the answer even when the abort that follows it failed; say why in the cause.
      if (uploaded.status === 'rejected' && uploaded.reason !== refusal.error) refusal.error.cause = uploaded.reason;
      throw refusal.error;
    }
    throw streamed.status === 'rejected' ? streamed.reason : (uploaded as PromiseRejectedResult).reason;
  }

  async putBuffer(bytes: Buffer): Promise<StoredBlob> {
    return this.put(Readable.from([bytes]), bytes.length);
  }

  /**
   * The object's bytes (or the range, passed on to S3 as `Range: bytes=start-end`) as they arrive. The stream is
   * returned at once and fed when GetObject answers; a missing object fails it with code ENOENT. Closing the
   * stream early cancels the request.
   */
  read(key: string, range?: ByteRange): Readable {
    const objectKey = this.objectKey(key);
    const out = new PassThrough();
    const cancel = new AbortController();
    out.once('close', () => {
      if (!out.readableEnded) cancel.abort();
    });
    this.#client
      .send(
        new GetObjectCommand({
          Bucket: this.#bucket,
          Key: objectKey,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
        { abortSignal: cancel.signal },
      )
      .then(
        (response) => {
          const body = response.Body;
          if (!(body instanceof Readable)) throw new Error('GetObject answered without a body stream');
          if (out.destroyed) {
            body.destroy();
            return;
          }
          // Exactly the bytes asked for, whatever the service sends: the HTTP answer's Content-Length was set from
          // the range. (S3 honours Range; s3rver answers `bytes=0-0` with the whole object.)
          const skip = range ? range.start - servedFrom(response.ContentRange) : 0;
          const take = range ? range.end - range.start + 1 : Number.POSITIVE_INFINITY;
          if (skip < 0) {
            body.destroy();
            out.destroy(
              new Error(`GetObject answered ${response.ContentRange} for bytes ${range?.start}-${range?.end}`),
            );
            return;
          }
          const exact = skip === 0 && (take === Number.POSITIVE_INFINITY || response.ContentLength === take);
          // An error on any stream destroys the others; `out` carries it to the reader.
          (exact ? pipeline(body, out) : pipeline(body, slice(skip, take), out)).catch(() => {});
        },
        (error: unknown) => {
          if (!out.destroyed) out.destroy(isNoSuchKey(error) ? blobNotFound(key, error) : (error as Error));
        },
      )
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    const objectKey = this.objectKey(key);
    if (bytes <= 0) return Buffer.alloc(0);
    try {
      const response = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#bucket, Key: objectKey, Range: `bytes=0-${bytes - 1}` }),
      );
      if (!(response.Body instanceof Readable)) throw new Error('GetObject answered without a body stream');
      if (/\/0$/.test(response.ContentRange ?? '')) {
        // An empty object (s3rver answers `bytes 0-0/0` with a Content-Length of 1 and never sends the byte).
        response.Body.destroy();
        return Buffer.alloc(0);
      }
      // Bounded even by a service that ignores Range and sends the whole object.
      return await readUpTo(response.Body, bytes);
    } catch (error) {
      if (isNoSuchKey(error)) throw blobNotFound(key, error);
      // An empty object has no byte 0: S3 answers 416 to any range of it.
      if (httpStatusOf(error) === 416 || (error instanceof Error && error.name === 'InvalidRange')) {
        return Buffer.alloc(0);
      }
      throw error;
    }
  }

  /** Copies the object into a private temporary directory under os.tmpdir(), removed whatever fn does. */
  async withLocalFile<T>(key: string, fn: (path: string) => Promise<T>): Promise<T> {
    assertBlobKey(key);
    const dir = await mkdtemp(join(tmpdir(), 'dossier-blob-'));
    try {
      const path = join(dir, key);
      await pipeline(this.read(key), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      return await fn(path);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async delete(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    try {
      await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: objectKey }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible services answer NoSuchKey.
      if (!isNoSuchKey(error)) throw error;
    }
  }

  /** HeadBucket: the bucket exists and these credentials may use it (it needs s3:ListBucket). Fails within 5 s. */
  async ready(): Promise<void> {
    await this.#client.send(new HeadBucketCommand({ Bucket: this.#bucket }), {
      abortSignal: AbortSignal.timeout(5_000),
    });
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';
import { createS3Client, S3BlobStore } from '../../src/files/s3-blob-store.js';

export const TEST_BUCKET = 'dossier-test';

/** s3rver checks signatures against this fixed key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** One request the client sent: the command's name and its input. */
export interface SentCommand {
  readonly name: string;
  readonly input: Record<string, unknown>;
}

export interface LocalS3 {
  readonly config: S3Config;
  readonly client: S3Client;
  /** Every command the client has sent, in order (the store's requests included: it shares the client). */
  readonly sent: SentCommand[];
  /** A store on this server's bucket, sharing the recorded client. */
  store(prefix?: string): S3BlobStore;
  /** Every object key in the bucket, sorted. */
  objectKeys(): Promise<string[]>;
  /** The bucket's incomplete multipart uploads, or 'unsupported' where the server cannot list them (s3rver). */
  incompleteUploads(): Promise<string[] | 'unsupported'>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) in this process, on a free loopback port, storing under a temporary
 * directory, with the bucket made. The client is the one the service builds (createS3Client: path-style, checksums
 * only when required), given s3rver's fixed credentials.
 */
export async function startLocalS3(overrides: Partial<S3ClientConfig> = {}): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'dossier-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const address = await server.run();
  const config: S3Config = {
    bucket: TEST_BUCKET,
    endpoint: `http://127.0.0.1:${address.port}`,
    region: 'us-east-1',
    prefix: '',
    forcePathStyle: true,
  };
  const client = createS3Client(config, { credentials: CREDENTIALS, ...overrides });
  const sent: SentCommand[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push({ name: context.commandName ?? '?', input: args.input as Record<string, unknown> });
      return next(args);
    },
    { step: 'initialize', name: 'recordSentCommands' },
  );
  return {
    config,
    client,
    sent,
    store: (prefix = '') => new S3BlobStore(client, { bucket: TEST_BUCKET, prefix }),
    async objectKeys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async incompleteUploads() {
      try {
        const page = await client.send(new ListMultipartUploadsCommand({ Bucket: TEST_BUCKET }));
        return (page.Uploads ?? []).map((u) => `${u.Key} ${u.UploadId}`);
      } catch (error) {
        if ((error as Error).name === 'NotImplemented') return 'unsupported';
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

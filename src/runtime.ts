import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { ReadMemo } from './db/read-memo.js';
import { seedReferenceData } from './db/seed-reference-data.js';
import type { BlobStore } from './files/blob-store.js';
import { LocalDiskBlobStore } from './files/local-disk-blob-store.js';
import { MailSignal } from './mail/mail-signal.js';
import { DeliverySignal } from './services/delivery-signal.js';
import { PresentedCaseMemo } from './services/presented-case-memo.js';
import { createYenteBackend } from './services/screening/yente-backend.js';
import { type ServiceContext, systemClock } from './services/service-context.js';
import { listenForRevocations, TokenCache } from './services/token-cache.js';

export interface Runtime {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly ctx: ServiceContext;
  readonly logger: Logger;
  close(): Promise<void>;
}

/** Never let a credential reach the logs, whatever a future log line happens to include. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'headers.authorization',
  // @fastify/multipart logs the request headers it hands to busboy (at trace level).
  '*.headers.authorization',
  'authorization',
  'token',
  '*.token',
];

/** The server logs to stdout; CLI commands log to stderr, keeping stdout for what scripts read. */
export function createLogger(level: string, toStderr = false): Logger {
  const options = { level, redact: { paths: LOG_REDACT, censor: '[redacted]' } };
  return toStderr ? pino(options, pino.destination(2)) : pino(options);
}

/** Opens the database (migrating it to the latest schema) and wires the services' dependencies. */
export async function openRuntime(
  config: Config,
  options: { migrate?: boolean; logToStderr?: boolean; tokenCache?: boolean } = {},
): Promise<Runtime> {
  const logger = createLogger(config.logLevel, options.logToStderr ?? true);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (options.migrate !== false) {
      const applied = await migrateToLatest(database);
      if (applied.length > 0) logger.info({ applied }, 'database migrated');
      await seedReferenceData(database.db);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  // Attachment bytes go to the S3 bucket when DOSSIER_S3_BUCKET is set, else under the data dir.
  // The AWS SDK loads only when a bucket is configured: it is most of a megabyte of modules to parse.
  const s3 = config.s3 ? await import('./files/s3-blob-store.js') : null;
  const s3Client = config.s3 && s3 ? s3.createS3Client(config.s3) : null;
  const blobs: BlobStore =
    config.s3 && s3 && s3Client
      ? new s3.S3BlobStore(s3Client, { bucket: config.s3.bucket, prefix: config.s3.prefix })
      : new LocalDiskBlobStore(join(config.dataDir, 'files'));
  // serve keeps authenticated tokens between requests (token-cache.ts: how a revocation reaches every instance).
  const tokenCache = options.tokenCache ? new TokenCache(database.dataVersion ?? null) : undefined;
  // PostgreSQL: revocations reach the caches through Redis when there is one (the CLI publishes too), else
  // through LISTEN/NOTIFY. SQLite needs neither: PRAGMA data_version tells.
  const tokenRevocations =
    config.databaseUrl && config.redisUrl
      ? (await import('./services/redis-token-revocations.js')).redisTokenRevocations(
          config.redisUrl,
          tokenCache ?? null,
          {
            error: (error, what) => logger.error({ err: error, what }, 'token revocation through Redis failed'),
            listening: (listening) =>
              listening
                ? logger.info('the token cache is subscribed to revocations through Redis')
                : logger.warn('the token cache lost its Redis subscription; tokens are read from the database'),
          },
        )
      : undefined;
  const stopListening =
    tokenCache && config.databaseUrl && !tokenRevocations
      ? listenForRevocations(config.databaseUrl, tokenCache, (error) =>
          logger.warn({ err: error }, 'the token cache lost its LISTEN connection; tokens are read from the database'),
        )
      : null;
  const ctx: ServiceContext = {
    db: database.db,
    ...(tokenCache ? { tokenCache } : {}),
    ...(tokenRevocations ? { tokenRevocations } : {}),
    ...(database.readNow ? { readNow: database.readNow } : {}),
    ...(database.readVersion ? { caseListMemo: new ReadMemo<unknown>(database.readVersion) } : {}),
    dialect: database.dialect,
    blobs,
    secret: config.secret,
    downloadUrl: config.downloadUrl,
    uploadLimitBytes: config.uploadLimitBytes,
    deliverySignal: new DeliverySignal(),
    mailSignal: new MailSignal(),
    caseViews: new PresentedCaseMemo(),
    webhookAllowPrivate: config.webhookAllowPrivate,
    ssoAllowPrivate: config.ssoAllowPrivate,
    invitationTtlDays: config.invitationTtlDays,
    erasurePauseAfterFiles: config.erasurePauseAfterFiles,
    screeningImportPauseAfter: config.screeningImportPauseAfter,
    screeningSources: config.screeningSources,
    // DOSSIER_SCREENING_PROVIDER=yente: persons and companies matched by yente; absent, the embedded matcher.
    ...(config.yente ? { screening: createYenteBackend(config.yente) } : {}),
    publicUrl: config.publicUrl,
    now: systemClock,
  };
  return {
    config,
    database,
    ctx,
    logger,
    close: async () => {
      await stopListening?.();
      await tokenRevocations?.close();
      s3Client?.destroy();
      await database.close();
    },
  };
}

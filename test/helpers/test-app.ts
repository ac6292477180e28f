import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../../src/app.js';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { ReadMemo } from '../../src/db/read-memo.js';
import { seedReferenceData } from '../../src/db/seed-reference-data.js';
import type { SqlDialect } from '../../src/db/sql-dialect.js';
import { LocalDiskBlobStore } from '../../src/files/local-disk-blob-store.js';
import { createAccessToken } from '../../src/services/access-tokens.js';
import { configureAccount, createAccount } from '../../src/services/accounts.js';
import { DeliverySignal } from '../../src/services/delivery-signal.js';
import { PresentedCaseMemo } from '../../src/services/presented-case-memo.js';
import { type ServiceContext, systemClock } from '../../src/services/service-context.js';
import { sampleIntake } from './fixtures.js';

export const TEST_SECRET = 'test-secret-0123456789abcdef';
export const TEST_DOWNLOAD_URL = 'https://files.dossier.test';

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. CI's PostgreSQL pass also sets TEST_SKIP_SQLITE=1,
 * since its SQLite pass already ran every test on SQLite.
 */
export function testDialects(): SqlDialect[] {
  if (!process.env.TEST_DATABASE_URL) return ['sqlite'];
  return process.env.TEST_SKIP_SQLITE === '1' ? ['postgres'] : ['sqlite', 'postgres'];
}

/**
 * For suites that run on SQLite only whatever the database settings (CLI processes, the build): CI's PostgreSQL
 * pass skips them, since its SQLite pass has run them already.
 */
export const SQLITE_PASS_ONLY =
  process.env.TEST_SKIP_SQLITE === '1' ? 'runs in the SQLite pass only (TEST_SKIP_SQLITE=1)' : false;

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  readonly dataDir: string;
  /** For PostgreSQL, the URL of the fresh database (to open it from another process). */
  readonly databaseUrl: string | null;
  close(): Promise<void>;
}

/**
 * A brand-new, migrated and seeded database: a SQLite file in a temporary directory, or a uniquely named
 * PostgreSQL database created for this run and dropped afterwards. Tests never see another run's data.
 */
export async function createTestDatabase(dialect: SqlDialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dossier-test-'));
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (dialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `dossier_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const handle = openDatabase({ databaseUrl, dataDir, poolSize: 5 });
  await migrateToLatest(handle);
  await seedReferenceData(handle.db);
  return {
    handle,
    dataDir,
    databaseUrl,
    async close() {
      await handle.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testServiceContext(database: TestDatabase, overrides: Partial<ServiceContext> = {}): ServiceContext {
  return {
    db: database.handle.db,
    dialect: database.handle.dialect,
    ...(database.handle.readNow ? { readNow: database.handle.readNow } : {}),
    // As serve does (runtime.ts): every SQLite test's lists and counts go through the memo, so a write the memo
    // missed would show as a stale answer somewhere in the suite.
    ...(database.handle.readVersion ? { caseListMemo: new ReadMemo<unknown>(database.handle.readVersion) } : {}),
    blobs: new LocalDiskBlobStore(join(database.dataDir, 'files')),
    secret: TEST_SECRET,
    downloadUrl: TEST_DOWNLOAD_URL,
    uploadLimitBytes: 5 * 1024 * 1024,
    deliverySignal: new DeliverySignal(),
    caseViews: new PresentedCaseMemo(),
    webhookAllowPrivate: true,
    publicUrl: 'http://localhost:8080',
    now: systemClock,
    ...overrides,
  };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly ctx: ServiceContext;
  readonly dialect: SqlDialect;
  readonly database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly rateLimit?: AppDeps['rateLimit'];
  /** A shared store (Redis) instead of the app's own in-memory one. */
  readonly rateLimitStore?: AppDeps['rateLimitStore'];
  readonly logger?: FastifyBaseLogger | false;
  readonly ctx?: Partial<ServiceContext>;
  readonly bodyLimitBytes?: number;
  readonly signInAddressLimit?: AppDeps['signInAddressLimit'];
  readonly timeouts?: AppDeps['timeouts'];
}

export async function startTestApp(dialect: SqlDialect, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const ctx = testServiceContext(database, options.ctx);
  const app = await buildApp({
    ctx,
    publicUrl: 'http://localhost:8080',
    bodyLimitBytes: options.bodyLimitBytes ?? 1024 * 1024,
    rateLimit: options.rateLimit === undefined ? null : options.rateLimit,
    rateLimitStore: options.rateLimitStore,
    signInAddressLimit: options.signInAddressLimit,
    timeouts: options.timeouts,
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    ctx,
    dialect,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface Tenant {
  readonly accountId: string;
  readonly token: string;
  readonly tokenId: string;
  /** Ready-made headers for app.inject. */
  readonly headers: { authorization: string };
}

/**
 * Every test makes its own account, so tests never depend on each other's data. New accounts require review marks
 * before QA or a decision; a test account does so only when the test asks (`requireReviewMarks`), so tests about
 * other rules need not mark every tab first.
 */
export async function createTenant(
  ctx: ServiceContext,
  name = 'Test Bank',
  options: { requireReviewMarks?: boolean } = {},
): Promise<Tenant> {
  const account = await createAccount(ctx, `${name} ${randomBytes(3).toString('hex')}`);
  if (options.requireReviewMarks !== true) await configureAccount(ctx, account.id, { requireReviewMarks: false });
  const { token, info } = await createAccessToken(ctx, account.id, 'test');
  return { accountId: account.id, token, tokenId: info.id, headers: { authorization: `Bearer ${token}` } };
}

/** Opens a case through the API (POST /api/v1/verifications) and returns its id. */
export async function openCase(t: TestApp, tenant: Tenant, intake: unknown = sampleIntake()): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/verifications',
    headers: tenant.headers,
    payload: intake as object,
  });
  if (response.statusCode !== 201) throw new Error(`opening a case failed: ${response.statusCode} ${response.body}`);
  return response.json().verification.id;
}

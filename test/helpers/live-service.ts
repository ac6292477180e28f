import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { SqlDialect } from '../../src/db/sql-dialect.js';
import type { ServiceContext } from '../../src/services/service-context.js';
import { createUser, setPasswordWithLink } from '../../src/services/users.js';
import type { DeliveryWorker } from '../../src/webhooks/delivery-worker.js';
import { createTestDatabase, type TestApp, type TestDatabase, testServiceContext } from './test-app.js';
import { startTestWorker } from './webhook-receiver.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIR = join(ROOT, 'dist', 'web');
const CONSOLE_INDEX = join(WEB_DIR, 'console', 'index.html');
const WEB_SOURCES = join(ROOT, 'web');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The newest modification time of the console's sources (web/, without node_modules), in ms. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function consoleIsBuilt(): boolean {
  if (!existsSync(CONSOLE_INDEX)) return false;
  return !existsSync(WEB_SOURCES) || statSync(CONSOLE_INDEX).mtimeMs >= newestSource(WEB_SOURCES);
}

/**
 * Builds the console (`npm run build:web` into dist/web) when it is missing or older than its sources. A lock
 * directory keeps test files that run in parallel from building at the same time.
 */
export async function ensureConsoleBuilt(): Promise<void> {
  if (consoleIsBuilt()) return;
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const lock = join(ROOT, 'dist', '.web-build-lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`waited 180 s for another build of the console (${lock})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (consoleIsBuilt()) return;
    }
  }
  try {
    if (consoleIsBuilt()) return;
    const result = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, encoding: 'utf8', timeout: 170_000 });
    if (result.status !== 0 || !existsSync(CONSOLE_INDEX)) {
      throw new Error(
        `npm run build:web failed (status ${result.status}):\n${(result.stdout ?? '').slice(-2000)}\n${(result.stderr ?? '').slice(-4000)}`,
      );
    }
  } finally {
    rmdirSync(lock);
  }
}

export interface LiveServiceOptions {
  /** Run the webhook delivery worker beside the service (test-friendly retry schedule). */
  readonly worker?: boolean;
  /**
   * The host name of the URL (and public URL): 127.0.0.1 unless given. WebAuthn needs a domain for its relying
   * party ID (an IP address is none), so passkey tests use `localhost`, which browsers also treat as secure.
   */
  readonly host?: '127.0.0.1' | 'localhost';
  /** Settings of the service's context (e.g. ssoAllowPrivate for an identity provider on 127.0.0.1). */
  readonly ctx?: Partial<ServiceContext>;
}

/** A real listening service with the built console, on 127.0.0.1 and a fresh database. */
export interface LiveService extends TestApp {
  /** http://127.0.0.1:<port> (or the host given; no trailing slash); also the service's public URL. */
  readonly url: string;
  readonly port: number;
  readonly app: FastifyInstance;
  readonly ctx: ServiceContext;
  readonly database: TestDatabase;
}

export async function startLiveService(dialect: SqlDialect, options: LiveServiceOptions = {}): Promise<LiveService> {
  await ensureConsoleBuilt();
  const port = await freePort();
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const database = await createTestDatabase(dialect);
  const ctx = testServiceContext(database, { ...options.ctx, publicUrl: url });
  const app = await buildApp({
    ctx,
    publicUrl: url,
    bodyLimitBytes: 1024 * 1024,
    rateLimit: null,
    logger: false,
    webDir: WEB_DIR,
  });
  await app.listen({ host: '127.0.0.1', port });
  let worker: DeliveryWorker | null = null;
  const service: LiveService = {
    url,
    port,
    app,
    ctx,
    dialect,
    database,
    async close() {
      if (worker) await worker.stop();
      await app.close();
      await database.close();
    },
  };
  if (options.worker) worker = await startTestWorker(service);
  return service;
}

export type Role = 'admin' | 'officer' | 'viewer';

export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly role: Role;
}

/** The token of a set-password link: the text after `#token=`. */
export function linkToken(setPasswordUrl: string): string {
  const token = new URL(setPasswordUrl).hash.replace(/^#token=/, '');
  if (!token) throw new Error(`no token in the set-password link ${setPasswordUrl}`);
  return decodeURIComponent(token);
}

/** Creates a user (as the CLI would) and returns its one-time set-password link, unused. */
export async function createInvitedUser(
  ctx: ServiceContext,
  accountId: string,
  role: Role,
  name = `${role[0]?.toUpperCase()}${role.slice(1)} ${randomBytes(2).toString('hex')}`,
): Promise<{ id: string; email: string; name: string; setPasswordUrl: string }> {
  const email = `${role}-${randomBytes(5).toString('hex')}@bank.example`;
  const created = await createUser(ctx, { type: 'cli', id: null, accountId }, { email, name, role });
  return { id: created.user.id, email, name, setPasswordUrl: created.link.url };
}

/** Creates a user and sets its password through its link, so it can sign in at once. */
export async function createUserWithPassword(ctx: ServiceContext, accountId: string, role: Role): Promise<TestUser> {
  const invited = await createInvitedUser(ctx, accountId, role);
  const password = `pw-${randomBytes(12).toString('base64url')}`;
  await setPasswordWithLink(ctx, linkToken(invited.setPasswordUrl), password);
  return { id: invited.id, email: invited.email, name: invited.name, password, role };
}

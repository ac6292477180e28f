import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/database.js';
import { createAccessToken, revokeAccessTokenAs } from '../../src/services/access-tokens.js';
import { redisTokenRevocations } from '../../src/services/redis-token-revocations.js';
import { TOKEN_CACHE_APPLICATION, TokenCache } from '../../src/services/token-cache.js';
import {
  describeRedis,
  freePort,
  NO_REDIS_SERVER,
  startRedisServer,
  TEST_REDIS_URL,
  waitUntil,
} from '../helpers/redis.js';
import {
  createTenant,
  createTestDatabase,
  TEST_SECRET,
  type TestDatabase,
  testServiceContext,
} from '../helpers/test-app.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * PostgreSQL with REDIS_URL: revocations reach every instance's token cache through Redis pub/sub
 * (src/services/redis-token-revocations.ts), not through LISTEN/NOTIFY.
 */

/** An instance as serve builds it on PostgreSQL with Redis: its own handle, cache and subscription. */
async function instance(database: TestDatabase, redisUrl: string, clock?: () => number) {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  const cache = new TokenCache(null);
  const changes: boolean[] = [];
  const tokenRevocations = redisTokenRevocations(redisUrl, cache, {
    error: () => {},
    listening: (listening) => changes.push(listening),
  });
  const ctx = testServiceContext(database, {
    db: handle.db,
    dialect: handle.dialect,
    tokenCache: cache,
    tokenRevocations,
    ...(clock ? { now: () => new Date(clock()).toISOString() } : {}),
  });
  const app = await buildApp({
    ctx,
    publicUrl: 'http://localhost',
    bodyLimitBytes: 1 << 20,
    rateLimit: null,
    logger: false,
  });
  await app.ready();
  return {
    ctx,
    cache,
    changes,
    status: async (token: string) =>
      (await app.inject({ url: '/api/v1/verifications?limit=1', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    async close() {
      await app.close();
      await tokenRevocations.close();
      await handle.close();
    },
  };
}

type Instance = Awaited<ReturnType<typeof instance>>;

async function subscribed(...instances: Instance[]): Promise<void> {
  await waitUntil(() => instances.every((i) => i.changes.at(-1) === true), 5_000, 'the Redis subscriptions');
}

/** A token's status as served, twice, so that the second answer comes from the cache when the cache trusts it. */
async function warm(i: Instance, token: string): Promise<void> {
  assert.equal(await i.status(token), 200);
  assert.equal(await i.status(token), 200);
}

const POSTGRES = process.env.TEST_DATABASE_URL ? false : 'needs PostgreSQL (TEST_DATABASE_URL)';

describeRedis('the token cache through Redis: a revocation reaches every instance [postgres]', () => {
  let database: TestDatabase;
  before(async () => {
    if (!POSTGRES) database = await createTestDatabase('postgres');
  });
  after(() => database?.close());

  it('refuses a token revoked through instance A on instance B’s next request', { skip: POSTGRES }, async () => {
    const a = await instance(database, TEST_REDIS_URL);
    const b = await instance(database, TEST_REDIS_URL);
    try {
      await subscribed(a, b);
      const tenant = await createTenant(a.ctx);
      const spare = await createAccessToken(a.ctx, tenant.accountId, 'to revoke');
      await warm(a, spare.token);
      await warm(b, spare.token);
      await revokeAccessTokenAs(a.ctx, { type: 'cli', id: null, accountId: tenant.accountId }, spare.info.id);
      assert.equal(await b.status(spare.token), 401, 'B forgot it before A acknowledged the revocation');
      assert.equal(await a.status(spare.token), 401);
      assert.equal(await b.status(tenant.token), 200, 'other tokens still work');
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
        where application_name = ${TOKEN_CACHE_APPLICATION}`.execute(database.handle.db);
      assert.equal(Number(rows[0]?.n), 0, 'no instance listens through PostgreSQL');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('refuses a token revoked by `dossier tokens revoke`, which publishes to Redis', { skip: POSTGRES }, async () => {
    const a = await instance(database, TEST_REDIS_URL);
    try {
      await subscribed(a);
      const tenant = await createTenant(a.ctx);
      const spare = await createAccessToken(a.ctx, tenant.accountId, 'revoked by the CLI');
      await warm(a, spare.token);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        DATABASE_URL: database.databaseUrl ?? '',
        REDIS_URL: TEST_REDIS_URL,
      };
      const cli = spawnSync(process.execPath, ['bin/dossier', 'tokens', 'revoke', spare.info.id], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });
      assert.equal(cli.status, 0, cli.stderr);
      // The CLI does not wait for answers: give the message its trip.
      let status = 200;
      for (let i = 0; i < 40 && status === 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = await a.status(spare.token);
      }
      assert.equal(status, 401);
    } finally {
      await a.close();
    }
  });

  it('a revocation never announced (its revoker died) is refused at the token’s next last_used_at write', {
    skip: POSTGRES,
  }, async () => {
    let now = Date.parse('2026-11-23T10:00:00.000Z');
    const a = await instance(database, TEST_REDIS_URL, () => now);
    try {
      await subscribed(a);
      const tenant = await createTenant(a.ctx);
      const spare = await createAccessToken(a.ctx, tenant.accountId, 'orphaned revocation');
      await warm(a, spare.token);
      await sql`update access_tokens set revoked_at = ${new Date(now).toISOString()} where id = ${spare.info.id}`.execute(
        database.handle.db,
      );
      assert.equal(await a.status(spare.token), 200, 'the window Redis cannot close: nothing was announced');
      now += 61_000;
      assert.equal(await a.status(spare.token), 401, 'the minute’s last_used_at write finds it revoked');
      assert.equal(await a.status(spare.token), 401);
    } finally {
      await a.close();
    }
  });

  it('while its subscription is lost, an instance trusts no cached token', {
    skip: POSTGRES || NO_REDIS_SERVER,
  }, async () => {
    const redis = await startRedisServer(await freePort());
    const a = await instance(database, redis.url);
    try {
      await subscribed(a);
      const tenant = await createTenant(a.ctx);
      await warm(a, tenant.token);
      await redis.kill();
      await waitUntil(() => a.changes.at(-1) === false, 5_000, 'the subscription to be lost');
      // Revoked meanwhile: no message can come, and none is needed.
      await sql`update access_tokens set revoked_at = ${new Date().toISOString()} where id = ${tenant.tokenId}`.execute(
        database.handle.db,
      );
      assert.equal(await a.status(tenant.token), 401, 'read from the database, not the cache');
    } finally {
      await a.close();
      await redis.kill();
    }
  });
});

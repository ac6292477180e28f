import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/database.js';
import { createAccessToken, revokeAccessTokenAs } from '../../src/services/access-tokens.js';
import { listenForRevocations, TokenCache } from '../../src/services/token-cache.js';
import {
  createTenant,
  createTestDatabase,
  TEST_SECRET,
  type TestDatabase,
  testDialects,
  testServiceContext,
} from '../helpers/test-app.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** An instance of the service as serve builds it: its own database handle and its own token cache. */
async function instance(database: TestDatabase) {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  const cache = new TokenCache(handle.dataVersion ?? null);
  const stop = database.databaseUrl ? listenForRevocations(database.databaseUrl, cache, () => {}) : null;
  const ctx = testServiceContext(database, { db: handle.db, dialect: handle.dialect, tokenCache: cache });
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
    status: async (token: string) =>
      (await app.inject({ url: '/api/v1/verifications?limit=1', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    async close() {
      await app.close();
      await stop?.();
      await handle.close();
    },
  };
}

async function listening(cache: TokenCache): Promise<void> {
  // PostgreSQL: the cache trusts nothing until its LISTEN connection is up.
  for (let i = 0; i < 200 && cache.lookup('probe') === undefined; i++) {
    cache.remember('probe', { accountId: 'a', tokenId: 't', lastTouchedMs: 0 }, cache.generation);
    if (cache.lookup('probe')) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  cache.forget('probe');
}

for (const dialect of testDialects()) {
  describe(`the token cache: a revocation reaches every instance [${dialect}]`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase(dialect);
    });
    after(() => database.close());

    it('refuses a token revoked through instance A on instance B’s next request', async () => {
      const a = await instance(database);
      const b = await instance(database);
      try {
        await Promise.all([listening(a.cache), listening(b.cache)]);
        const tenant = await createTenant(a.ctx);
        const spare = await createAccessToken(a.ctx, tenant.accountId, 'to revoke');
        assert.equal(await a.status(spare.token), 200);
        assert.equal(await b.status(spare.token), 200);
        assert.equal(await b.status(spare.token), 200, 'served from B’s cache');
        await revokeAccessTokenAs(a.ctx, { type: 'cli', id: null, accountId: tenant.accountId }, spare.info.id);
        assert.equal(await a.status(spare.token), 401, 'A forgets it at once');
        assert.equal(await b.status(spare.token), 401, 'B hears of it before its next request');
        assert.equal(await b.status(tenant.token), 200, 'other tokens still work');
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('refuses a token revoked by `dossier tokens revoke` in another process', async () => {
      const a = await instance(database);
      try {
        await listening(a.cache);
        const tenant = await createTenant(a.ctx);
        const spare = await createAccessToken(a.ctx, tenant.accountId, 'revoked by the CLI');
        assert.equal(await a.status(spare.token), 200);
        assert.equal(await a.status(spare.token), 200);
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DOSSIER_DATA_DIR: database.dataDir,
          DOSSIER_SECRET: TEST_SECRET,
        };
        delete env.DATABASE_URL;
        // This suite's instances listen through PostgreSQL: the CLI must NOTIFY, not publish to Redis
        // (token-cache-redis.test.ts covers that).
        delete env.REDIS_URL;
        if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
        const cli = spawnSync(process.execPath, ['bin/dossier', 'tokens', 'revoke', spare.info.id], {
          cwd: ROOT,
          env,
          encoding: 'utf8',
        });
        assert.equal(cli.status, 0, cli.stderr);
        if (dialect === 'postgres') await new Promise((resolve) => setTimeout(resolve, 200)); // the NOTIFY's trip
        assert.equal(await a.status(spare.token), 401);
      } finally {
        await a.close();
      }
    });
  });
}

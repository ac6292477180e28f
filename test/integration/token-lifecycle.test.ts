import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { AppError } from '../../src/domain/app-error.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../../src/services/access-tokens.js';
import { createAccount } from '../../src/services/accounts.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const LIST = '/api/v1/verifications';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

for (const dialect of testDialects()) {
  describe(`access token life cycle [${dialect}]`, () => {
    let t: TestApp;
    /** The service clock; tests move it to check what happens a little or a lot later. */
    let fakeTime = Date.parse('2026-03-02T09:00:00.000Z');
    const advance = (ms: number) => {
      fakeTime += ms;
    };

    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: () => new Date(fakeTime).toISOString() } });
    });
    after(() => t.close());

    it('creates a dsr_ token of 47 characters, different every time, and shows it only in the creation result', async () => {
      const account = await createAccount(t.ctx, 'Token Bank');
      const first = await createAccessToken(t.ctx, account.id, '  ci pipeline  ');
      const second = await createAccessToken(t.ctx, account.id, 'backoffice');
      for (const created of [first, second]) {
        assert.match(created.token, /^dsr_[0-9A-Za-z]{43}$/);
        assert.equal(created.token.length, 47);
        assert.ok(!JSON.stringify(created.info).includes(created.token), 'the info part never carries the token');
        assert.ok(created.token.startsWith(created.info.display_prefix), 'the display prefix is the start of it');
        assert.ok(created.info.display_prefix.length <= 12, 'and only a short one');
      }
      assert.notEqual(first.token, second.token);
      assert.equal(first.info.name, 'ci pipeline');
      assert.equal(first.info.account_id, account.id);
      assert.equal(first.info.created_at, new Date(fakeTime).toISOString());
      assert.equal(first.info.last_used_at, null);
      assert.equal(first.info.revoked_at, null);

      const listed = await listAccessTokens(t.ctx, account.id);
      assert.deepEqual(
        listed.map((i) => i.id),
        [first.info.id, second.info.id],
      );
      const text = JSON.stringify(listed);
      for (const token of [first.token, second.token]) {
        assert.ok(!text.includes(token), 'a list never shows a token');
        assert.ok(!text.includes(createHash('sha256').update(token).digest('hex')), 'nor its hash');
      }
    });

    it('stores only the SHA-256 of the token', async () => {
      const tenant = await createTenant(t.ctx);
      const row = await t.ctx.db
        .selectFrom('access_tokens')
        .selectAll()
        .where('id', '=', tenant.tokenId)
        .executeTakeFirstOrThrow();
      assert.equal(row.token_hash, createHash('sha256').update(tenant.token).digest('hex'));
      const secretPart = tenant.token.slice(row.display_prefix.length);
      for (const [column, value] of Object.entries(row)) {
        const text = String(value);
        assert.ok(!text.includes(tenant.token), `${column} holds the token`);
        assert.ok(!text.includes(secretPart), `${column} holds the secret part of the token`);
      }
      if (dialect === 'sqlite') {
        // Nowhere in the database files either (the main file and its write-ahead log).
        const files = readdirSync(t.database.dataDir).filter((f) => f.endsWith('.db') || f.endsWith('.db-wal'));
        const bytes = files.map((f) => readFileSync(join(t.database.dataDir, f)));
        assert.ok(
          bytes.some((b) => b.includes(row.token_hash)),
          'the scan sees the stored hash, so it would see the token',
        );
        for (const [i, b] of bytes.entries()) assert.ok(!b.includes(secretPart), `${files[i]} holds the token`);
      }
    });

    it('refuses unknown accounts and empty names', async () => {
      await assert.rejects(
        createAccessToken(t.ctx, '01900000-0000-7000-8000-000000000000', 'ci'),
        (error: unknown) => error instanceof AppError && error.code === 'not_found',
      );
      const account = await createAccount(t.ctx, 'Names Bank');
      for (const name of ['', '   ', 'x'.repeat(201)]) {
        await assert.rejects(
          createAccessToken(t.ctx, account.id, name),
          (error: unknown) => error instanceof AppError && error.code === 'validation_failed',
        );
      }
    });

    it('stops accepting a token on the very next request after revocation, and only that token', async () => {
      const tenant = await createTenant(t.ctx);
      const other = await createAccessToken(t.ctx, tenant.accountId, 'other');
      assert.equal((await t.app.inject({ url: LIST, headers: tenant.headers })).statusCode, 200);

      const revoked = await revokeAccessToken(t.ctx, tenant.tokenId);
      assert.equal(revoked.id, tenant.tokenId);
      assert.equal(revoked.revoked_at, new Date(fakeTime).toISOString());

      const refused = await t.app.inject({ url: LIST, headers: tenant.headers });
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().error.code, 'unauthorized');
      assert.equal((await t.app.inject({ url: LIST, headers: bearer(other.token) })).statusCode, 200);

      const listed = await listAccessTokens(t.ctx, tenant.accountId);
      assert.deepEqual(
        listed.map((i) => [i.id, i.revoked_at !== null]),
        [
          [tenant.tokenId, true],
          [other.info.id, false],
        ],
      );

      advance(5_000);
      const again = await revokeAccessToken(t.ctx, tenant.tokenId);
      assert.equal(again.revoked_at, revoked.revoked_at, 'revoking twice keeps the first revocation time');
      advance(24 * 3600_000);
      assert.equal((await t.app.inject({ url: LIST, headers: tenant.headers })).statusCode, 401, 'revoked for good');
    });

    it('refuses to revoke what does not exist', async () => {
      await assert.rejects(
        revokeAccessToken(t.ctx, '01900000-0000-7000-8000-000000000000'),
        (error: unknown) => error instanceof AppError && error.code === 'not_found',
      );
      await assert.rejects(
        revokeAccessToken(t.ctx, 'not-a-uuid'),
        (error: unknown) => error instanceof AppError && error.code === 'validation_failed',
      );
    });

    it('records last_used_at on first use and rewrites it at most once a minute', async () => {
      const tenant = await createTenant(t.ctx);
      const lastUsed = async () =>
        (await listAccessTokens(t.ctx, tenant.accountId)).find((i) => i.id === tenant.tokenId)?.last_used_at;
      assert.equal(await lastUsed(), null, 'never used yet');

      const firstUse = new Date(fakeTime).toISOString();
      assert.equal((await t.app.inject({ url: LIST, headers: tenant.headers })).statusCode, 200);
      assert.equal(await lastUsed(), firstUse);

      for (const step of [1_000, 20_000, 38_000]) {
        advance(step);
        assert.equal((await t.app.inject({ url: LIST, headers: tenant.headers })).statusCode, 200);
        assert.equal(await lastUsed(), firstUse, 'not rewritten within the minute');
      }

      advance(1_000); // 60 s after the first use
      const minuteLater = new Date(fakeTime).toISOString();
      await t.app.inject({ url: LIST, headers: tenant.headers });
      assert.equal(await lastUsed(), minuteLater);

      advance(3_600_000);
      const hourLater = new Date(fakeTime).toISOString();
      await t.app.inject({ url: '/api/v1/completeness_profiles', headers: tenant.headers });
      assert.equal(await lastUsed(), hourLater, 'any authenticated route counts as a use');
    });

    it('does not count refused requests as a use', async () => {
      const tenant = await createTenant(t.ctx);
      await revokeAccessToken(t.ctx, tenant.tokenId);
      await t.app.inject({ url: LIST, headers: tenant.headers });
      const info = (await listAccessTokens(t.ctx, tenant.accountId))[0];
      assert.equal(info?.last_used_at, null);
    });
  });
}

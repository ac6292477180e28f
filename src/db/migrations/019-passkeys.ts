import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Passkeys (WebAuthn), as a second factor and as a passwordless sign-in:
 * - `passkeys`: one row per registered credential of a user. The credential ID (base64url) is unique across
 *   accounts: a passwordless sign-in finds its user by it. The public key (COSE, base64url) is not secret; the
 *   signature counter is uint32, so bigint on PostgreSQL.
 * - `users.passkey_count`: kept in the same transaction as every insert and delete, so the per-request session check
 *   and the sign-in decide "has a second factor" from the user row alone.
 * - `passkey_challenges`: each ceremony's challenge, server-side, short-lived and single use, bound to what asked
 *   for it (the session for a registration, the half-signed-in state for a second factor). Only its SHA-256 is kept:
 *   the browser's signed clientDataJSON names the challenge, and its hash finds the row.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('users')
    .addColumn('passkey_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('backed_up', t.bool, (c) => c.notNull().defaultTo(sql.raw(dialect === 'postgres' ? 'false' : '0')))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').columns(['user_id']).execute();

  await db.schema
    .createTable('passkey_challenges')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('account_id', t.uuid, (c) => c.references('accounts.id'))
    .addColumn('user_id', t.uuid, (c) => c.references('users.id'))
    .addColumn('session_id', t.uuid)
    .addColumn('mfa_challenge_id', t.uuid)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('passkey_challenges_expiry').on('passkey_challenges').columns(['expires_at']).execute();
}

import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Multi-factor sign-in (TOTP):
 * - `accounts.require_mfa`: every user of the account must set up a second factor at their next sign-in.
 * - `users.mfa_secret`: the TOTP secret, encrypted under a key derived from DOSSIER_SECRET (it must be readable to
 *   check codes, so it cannot be hashed); `mfa_enabled_at` is set once a code confirmed it; `mfa_pending_secret`
 *   holds a secret shown on the set-up page and not yet confirmed; `mfa_last_step` is the TOTP time step of the last
 *   accepted code, so a code is never accepted twice.
 * - `mfa_recovery_codes`: only the SHA-256 of each one-time recovery code.
 * - `mfa_challenges`: the half-signed-in state between a correct password and the second factor. Only the hash of
 *   its token is stored; it is short-lived, single use and counts wrong codes. It is not a session.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('accounts')
    .addColumn('require_mfa', t.bool, (col) => col.notNull().defaultTo(sql.raw(dialect === 'postgres' ? 'false' : '0')))
    .execute();
  await db.schema.alterTable('users').addColumn('mfa_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('mfa_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('mfa_enabled_at', t.timestamp).execute();
  await db.schema.alterTable('users').addColumn('mfa_last_step', 'integer').execute();

  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('mfa_recovery_codes_user').on('mfa_recovery_codes').columns(['user_id']).execute();

  await db.schema
    .createTable('mfa_challenges')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('mfa_challenges_user').on('mfa_challenges').columns(['user_id']).execute();
}

import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/** Console users, their sessions, one-time set-password links and the sign-in throttle. */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);

  // An e-mail identifies one user across the whole service, so sign-in needs no account name.
  await db.schema
    .createTable('users')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('deactivated_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_account').on('users').columns(['account_id', 'created_at']).execute();

  // Only the SHA-256 of a session id is stored: a copy of the database cannot be replayed as a cookie.
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('session_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('ended_at', t.timestamp)
    .execute();
  await db.schema.createIndex('user_sessions_user').on('user_sessions').columns(['user_id', 'ended_at']).execute();

  await db.schema
    .createTable('password_links')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();
  await db.schema.createIndex('password_links_user').on('password_links').columns(['user_id']).execute();

  // Keyed by the normalised e-mail whether or not a user has it, so a lockout reveals nothing.
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', t.timestamp, (c) => c.notNull())
    .addColumn('locked_until', t.timestamp)
    .execute();
}

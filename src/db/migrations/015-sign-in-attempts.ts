import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * The sign-in throttle, keyed by e-mail AND client address (issue 18, defects 1 and 8). Keyed by e-mail alone,
 * five wrong passwords from anywhere locked the e-mail's user out for everyone: a stranger could keep an admin out.
 * `failures` now counts attempts, written before the password is checked (see countSignInAttempt), so requests in
 * flight together each see their own number. The old rows are throttle state only (at most 15 minutes of it): they
 * are dropped with their table rather than converted.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.dropTable('sign_in_throttle').execute();
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', t.timestamp, (c) => c.notNull())
    .addColumn('locked_until', t.timestamp)
    .addPrimaryKeyConstraint('sign_in_throttle_pkey', ['email', 'client_address'])
    .execute();
}

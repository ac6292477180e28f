import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * `created_by` on access tokens: the user whose session (or whose own token) created it, for the four-eyes rule,
 * which compares people, not credentials. Null for tokens made by the operator's CLI, and for tokens made before
 * this column: nobody in the account stands behind those, so each counts as a person of its own.
 *
 * `user_agent` and `client_address` on user sessions, recorded at sign-in, for the user's list of their sessions.
 * Null on sessions opened before this column.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('access_tokens').addColumn('created_by', 'text').execute();
  // What a user sees in their list of sessions: the browser that signed in (bounded) and from where.
  await db.schema.alterTable('user_sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('user_sessions').addColumn('client_address', 'text').execute();
}

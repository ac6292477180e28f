import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * `created_by` on access tokens: the user whose session (or whose own token) created it, for the four-eyes rule,
 * which compares people, not credentials. Null for tokens made by the operator's CLI, and for tokens made before
 * this column: nobody in the account stands behind those, so each counts as a person of its own.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('access_tokens').addColumn('created_by', 'text').execute();
}

import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * The sections the customer answered "Not applicable", each with its reason (JSON [{section, reason}]): counted as
 * complete against the case's profile until an officer asks for the section again.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('verifications').addColumn('not_applicable', t.json).execute();
}

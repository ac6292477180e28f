import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * One row: the fingerprint of the reference data last loaded. A start whose shipped data has the same fingerprint
 * skips reloading it (a restart then writes nothing); a release that corrects the data reloads it once.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('reference_data_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('loaded_at', 'text', (col) => col.notNull())
    .execute();
}

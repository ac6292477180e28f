import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * One row: the fingerprint of the reference data last loaded. A start whose shipped data has the same fingerprint
 * skips reloading it (a restart then writes nothing); a release that corrects the data reloads it once.
 * And the stored company details are cleared, to be rendered again in ASCII on their next read.
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('reference_data_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('loaded_at', 'text', (col) => col.notNull())
    .execute();
  // Company details stored before they were written in ASCII (asciiJson) are rendered again on their next read.
  await db
    .updateTable('companies' as never)
    .set({ detail_json: null } as never)
    .execute();
}

import type { Kysely } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * The case list in the order of the record's last change (`sort=updated`, the source system's
 * `order_by=updated_at,desc`) reads a page from this index alone, as the other orders read theirs (migration 009):
 * the order's time and the id, then what a page needs of each case (`view_version`, `created_at`,
 * `last_data_update`).
 */
export async function up(db: Kysely<unknown>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createIndex('verifications_page_updated')
    .on('verifications')
    .columns(['account_id', 'updated_at', 'id', 'view_version', 'created_at', 'last_data_update'])
    .execute();
}

import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * The queue's orders by risk level and by due date (issue 21), and its overdue counts:
 * - `verifications.risk_rank`: the standing level (`assessed_level`) as text '4' (prohibited), '3' (high),
 *   '2' (medium), '1' (low), '0' (not assessed). A generated column, so no write path can leave it behind, and the
 *   order "highest level first, then newest" is a keyset read of one index.
 * - `verifications.due_order`: `due_at`, or 9999-12-31T23:59:59.999Z for a case without a deadline (a decided one),
 *   so "soonest due first, those without a deadline last" reads the same on both databases (SQLite sorts NULL
 *   first, PostgreSQL last) and the cursor is always a timestamp.
 * - a covering index per order, as migrations 009 and 011 have for theirs: besides the key and the id, what a page
 *   reads of each case (`view_version`, `created_at`, `last_data_update`) and `status`, which the queue's tabs
 *   always filter by (the Completed tab in due order passes every open case's entry without reading its row).
 *   The due order's index also counts each state's overdue cases (`due_order < now`) without reading a row.
 *
 * SQLite adds a generated column only as VIRTUAL (computed when read; its indexes keep the value); PostgreSQL's are
 * STORED.
 */
const NO_DEADLINE = '9999-12-31T23:59:59.999Z';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const rank = sql.raw(`CASE assessed_level WHEN 'prohibited' THEN '4' WHEN 'high' THEN '3' WHEN 'medium' THEN '2'
    WHEN 'low' THEN '1' ELSE '0' END`);
  if (dialect === 'sqlite') {
    await sql`ALTER TABLE verifications ADD COLUMN risk_rank TEXT GENERATED ALWAYS AS (${rank}) VIRTUAL`.execute(db);
    await sql`ALTER TABLE verifications ADD COLUMN due_order TEXT
      GENERATED ALWAYS AS (coalesce(due_at, ${sql.lit(NO_DEADLINE)})) VIRTUAL`.execute(db);
  } else {
    await sql`ALTER TABLE verifications ADD COLUMN risk_rank text GENERATED ALWAYS AS (${rank}) STORED`.execute(db);
    await sql`ALTER TABLE verifications ADD COLUMN due_order timestamptz
      GENERATED ALWAYS AS (coalesce(due_at, ${sql.lit(NO_DEADLINE)}::timestamptz)) STORED`.execute(db);
  }
  await db.schema
    .createIndex('verifications_page_risk')
    .on('verifications')
    .columns(['account_id', 'risk_rank', 'id', 'view_version', 'created_at', 'last_data_update', 'status'])
    .execute();
  await db.schema
    .createIndex('verifications_page_due')
    .on('verifications')
    .columns(['account_id', 'due_order', 'id', 'view_version', 'created_at', 'last_data_update', 'status'])
    .execute();
}

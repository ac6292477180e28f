import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Reminders while a case waits for its customer (issue 21 §2): one row per reminder or escalation sent, keyed by
 * the case, the state entry it belongs to (`waiting_since`: the case's status_changed_at on entering
 * data_update_requested) and its kind. The primary key is the claim: of two workers (or two runs of
 * `dossier reviews run --as-of`) only one INSERT succeeds, in the same transaction as the mail it sends, so each is
 * sent exactly once per wait; a new request starts a new wait and its own reminders.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('customer_reminders')
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('waiting_since', t.timestamp, (c) => c.notNull())
    /** reminder_1 | reminder_2 | escalation */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_reminders_pk', ['verification_id', 'waiting_since', 'kind'])
    .execute();
  await db.schema
    .createIndex('customer_reminders_account')
    .on('customer_reminders')
    .columns(['account_id', 'verification_id'])
    .execute();
}

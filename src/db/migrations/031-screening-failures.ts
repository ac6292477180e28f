import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Screening that could not run (issue 20, the optional yente provider): a case whose screening provider did not
 * answer keeps one row here until a screening of it succeeds. `reason` is the provider's error (no personal data),
 * `attempts` how many screenings failed in a row, `subjects` how many subjects waited. The worker retries these
 * cases; `retry_claimed_until` is the lease one instance takes on a case so two workers never retry it at once.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('screening_failures')
    .addColumn('verification_id', t.uuid, (c) => c.primaryKey().references('verifications.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('subjects', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', t.timestamp, (c) => c.notNull())
    .addColumn('failed_at', t.timestamp, (c) => c.notNull())
    .addColumn('retry_claimed_until', t.timestamp)
    .execute();
  // The retry walks failures oldest first, across accounts.
  await db.schema.createIndex('screening_failures_failed_at').on('screening_failures').columns(['failed_at']).execute();
}

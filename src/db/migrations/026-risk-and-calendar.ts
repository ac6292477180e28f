import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Risk assessment and the review calendar (issue 21):
 * - `risk_models`: each account's risk model, one row per version (a change makes a new version; assessments keep
 *   the version they used). An account without a row has not changed the default yet: version 1 is written the
 *   first time it is needed.
 * - `risk_assessments`: every assessment of a case with its explanation (factors), the model version, and
 *   overrides (an override is a row of its own, so the history shows who changed what). `applied` is false for an
 *   assessment of a decided case that differed from the standing one: it raised an alert and changed nothing.
 * - on `verifications`: the standing assessment as the record shows it (`risk_assessment`, JSON) and its level
 *   (`assessed_level`, what the queue filters and sorts by; `risk_level` stays the external score's), the day of the
 *   next periodic review once completed (`next_review_at`), the case a review opened (`review_case_id`), the
 *   previous case a recurring case reviews (`previous_case_id`), the deadline of its current state (`due_at`) and
 *   the state entry whose overdue webhook was sent (`overdue_notified_at`). Columns of `verifications`, so
 *   migration 008's trigger changes the case's view_version with them.
 * - on `accounts`: time zone (working days and due dates), review intervals and service levels (JSON; null is
 *   the documented default) and the days before a review that `review_due` is sent.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('accounts')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema.alterTable('accounts').addColumn('review_intervals', t.json).execute();
  await db.schema.alterTable('accounts').addColumn('service_levels', t.json).execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('review_due_notice_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();

  for (const [name, type] of [
    ['risk_assessment', t.json],
    ['assessed_level', 'text'],
    ['next_review_at', t.date],
    ['review_case_id', t.uuid],
    ['previous_case_id', t.uuid],
    ['due_at', t.timestamp],
    ['overdue_notified_at', t.timestamp],
  ] as const) {
    await db.schema.alterTable('verifications').addColumn(name, type).execute();
  }
  // The daily job asks "which completed cases are due for review on this day": this index answers it.
  await db.schema
    .createIndex('verifications_next_review')
    .on('verifications')
    .columns(['next_review_at', 'account_id'])
    .execute();
  await db.schema
    .createIndex('verifications_assessed_level')
    .on('verifications')
    .columns(['account_id', 'assessed_level'])
    .execute();
  await db.schema.createIndex('verifications_due_at').on('verifications').columns(['account_id', 'due_at']).execute();

  await db.schema
    .createTable('risk_models')
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('model', t.json, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('risk_models_pk', ['account_id', 'version'])
    .execute();

  await db.schema
    .createTable('risk_assessments')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    /** computed | override */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('model_version', 'integer', (c) => c.notNull())
    .addColumn('computed_level', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('factors', t.json, (c) => c.notNull())
    .addColumn('override_level', 'text')
    .addColumn('override_reason', 'text')
    .addColumn('override_by', 'text')
    .addColumn('override_at', t.timestamp)
    .addColumn('applied', t.bool, (c) => c.notNull())
    .addColumn('assessed_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('risk_assessments_case')
    .on('risk_assessments')
    .columns(['account_id', 'verification_id', 'assessed_at'])
    .execute();
}

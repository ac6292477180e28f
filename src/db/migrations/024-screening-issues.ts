import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Screening a case (issue 20, sections 3 and 4):
 * - `screening_subjects`: what of each case was screened (the company, each director, bank account holders, crypto
 *   addresses), with the data screened and its fingerprint. A list update rescreens these stored subjects against
 *   the changed entries only; a data change rescreens only the subjects whose fingerprint moved.
 * - `screening_issues`: the hits ("identified issues") of a case or of an ad-hoc check: the subject, the category,
 *   the list version, a snapshot of the matched entry, the score and its explanation, and the officer's decision.
 *   `entry_fingerprint` and `subject_fingerprint` are what the decision was made on: a dismissed hit comes back
 *   only when either changes (`changed_since_dismissed`). `proposed_*` hold the first officer's dismissal of a
 *   sanction hit while four eyes waits for a second. `alert` marks a hit that arrived after the case was decided.
 * - `screening_checks`: ad-hoc checks of a person, a company or a crypto address (the `checks` API).
 * - on `accounts`: the match threshold (null: the matcher's default) and the monitoring period in months.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  await db.schema.alterTable('accounts').addColumn('screening_threshold', real).execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('screening_monitoring_months', 'integer', (c) => c.notNull().defaultTo(12))
    .execute();

  await db.schema
    .createTable('screening_checks')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('check_type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('input', t.json, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('screening_checks_account_created')
    .on('screening_checks')
    .columns(['account_id', 'check_type', 'created_at'])
    .execute();

  await db.schema
    .createTable('screening_subjects')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('data', t.json, (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('screened_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('screening_subjects_case_key', ['verification_id', 'subject_key'])
    .execute();
  // The delta rescreen walks subjects by account in id order.
  await db.schema
    .createIndex('screening_subjects_account_id')
    .on('screening_subjects')
    .columns(['account_id', 'id'])
    .execute();

  await db.schema
    .createTable('screening_issues')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.references('verifications.id'))
    .addColumn('check_id', t.uuid, (c) => c.references('screening_checks.id'))
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_role', 'text', (c) => c.notNull())
    .addColumn('subject', t.json, (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('list_version_id', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('entry', t.json, (c) => c.notNull())
    .addColumn('score', real, (c) => c.notNull())
    .addColumn('explanation', t.json, (c) => c.notNull())
    .addColumn('entry_fingerprint', 'text', (c) => c.notNull())
    .addColumn('subject_fingerprint', 'text', (c) => c.notNull())
    .addColumn('relevant', t.bool)
    .addColumn('comment', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', t.timestamp)
    .addColumn('proposed_relevant', t.bool)
    .addColumn('proposed_comment', 'text')
    .addColumn('proposed_by', 'text')
    .addColumn('proposed_at', t.timestamp)
    .addColumn('changed_since_dismissed', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('alert', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('screening_issues_case')
    .on('screening_issues')
    .columns(['account_id', 'verification_id', 'subject_key', 'entry_id'])
    .execute();
  await db.schema
    .createIndex('screening_issues_check')
    .on('screening_issues')
    .columns(['account_id', 'check_id'])
    .execute();
}

import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Retention, offboarding, legal hold and erasure (issue 18, section 3):
 * - `accounts.retention_years`: how long a case's personal data is kept after the business relationship ends
 *   (5 by default: EU AMLD article 40).
 * - on `verifications`: when and why the relationship ended (`offboarded_*`), the day its retention ends
 *   (`retain_until`, YYYY-MM-DD, kept in step with the account's setting), and a legal hold (`legal_hold_*`),
 *   which stops every erasure while it stands.
 * - `verification_erasures`: one row per case being erased or erased, the tombstone: who, when, why, on which
 *   legal basis, and hashes of what was erased. `state` is `erasing` from the first step to the last, so a
 *   process that died in between is resumed, and every reader answers 410 meanwhile.
 * - `daily_job_runs`: one row per daily job and day, claimed by one instance (exactly once across instances).
 * - the audit log stays append-only, with one exception: while its case is being erased, a row's `comment` and
 *   `data` (the fields that may hold personal data) may be redacted; so may the account's own rows (no case) while
 *   one of its cases is being erased (an invitation's e-mail address is logged there). Every other column, and
 *   deletes, stay refused.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('accounts')
    .addColumn('retention_years', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();
  for (const [name, type] of [
    ['offboarded_at', t.timestamp],
    ['offboarded_by', 'text'],
    ['offboard_reason', 'text'],
    ['retain_until', t.date],
    ['legal_hold_reason', 'text'],
    ['legal_hold_at', t.timestamp],
    ['legal_hold_by', 'text'],
  ] as const) {
    await db.schema.alterTable('verifications').addColumn(name, type).execute();
  }
  // The daily job's question, "which cases are due", reads this index only.
  await db.schema.createIndex('verifications_retain_until').on('verifications').columns(['retain_until']).execute();

  await db.schema
    .createTable('verification_erasures')
    .addColumn('verification_id', t.uuid, (c) => c.primaryKey().references('verifications.id'))
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('legal_basis', 'text')
    .addColumn('within_retention', t.bool, (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('erased_at', t.timestamp)
    .addColumn('erased', t.json)
    .execute();
  await db.schema.createIndex('verification_erasures_state').on('verification_erasures').columns(['state']).execute();

  await db.schema
    .createTable('daily_job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('day', t.date, (c) => c.notNull())
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn('claimed_at', t.timestamp, (c) => c.notNull())
    .addColumn('lease_expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('result', t.json)
    .addPrimaryKeyConstraint('daily_job_runs_pk', ['job', 'day'])
    .execute();
  await allowAuditRedaction(db, dialect);
}

/** Same columns, and the case is mid-erasure: the only change the audit log accepts. */
const REDACTION_ONLY = `new.id = old.id AND new.account_id = old.account_id
  AND new.verification_id IS NOT DISTINCT FROM old.verification_id
  AND new.actor_type = old.actor_type AND new.actor_id IS NOT DISTINCT FROM old.actor_id
  AND new.action = old.action AND new.from_state IS NOT DISTINCT FROM old.from_state
  AND new.to_state IS NOT DISTINCT FROM old.to_state AND new.created_at = old.created_at
  AND EXISTS (SELECT 1 FROM verification_erasures e WHERE e.state = 'erasing' AND (e.verification_id = old.verification_id
    OR (old.verification_id IS NULL AND e.account_id = old.account_id)))`;

async function allowAuditRedaction(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  if (dialect === 'sqlite') {
    // SQLite spells IS NOT DISTINCT FROM as IS.
    const condition = REDACTION_ONLY.replaceAll('IS NOT DISTINCT FROM', 'IS');
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql
      .raw(`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log WHEN NOT (${condition})
        BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`)
      .execute(db);
    return;
  }
  await sql
    .raw(`CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (${REDACTION_ONLY.replaceAll('new.', 'NEW.').replaceAll('old.', 'OLD.')}) THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'audit_log is append-only';
    END $$`)
    .execute(db);
}

import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Review discipline:
 * - `accounts.require_review_marks`: every review tab must stand marked reviewed before a case goes to QA or is
 *   decided. Accounts that exist already keep the rules they worked under (off: turning it on would block the cases
 *   they have in progress without marks); accounts created from now on start with it on (createAccount).
 * - `verifications.qa_reviewer_id`: the QA reviewer the sender named on "Send to QA" (a user of the account).
 * - `verifications.decided_at`, `decided_by`, `qa_by`: who made the assessment that stands and who did QA, as actor
 *   keys (`user:<id>`, `token:<id>`, `cli`, `system`). Cases decided before this release get them from their audit
 *   log: the last completion or rejection, and when it was made from QA, the last "sent to QA" before it.
 *
 * These are columns of `verifications`, so migration 008's trigger changes the case's view_version with them.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('accounts')
    .addColumn('require_review_marks', t.bool, (col) =>
      col.notNull().defaultTo(sql.raw(dialect === 'postgres' ? 'false' : '0')),
    )
    .execute();
  await db.schema.alterTable('verifications').addColumn('qa_reviewer_id', 'text').execute();
  await db.schema.alterTable('verifications').addColumn('decided_at', t.timestamp).execute();
  await db.schema.alterTable('verifications').addColumn('decided_by', 'text').execute();
  await db.schema.alterTable('verifications').addColumn('qa_by', 'text').execute();

  await backfillDecisions(db);
}

/** An audit entry's actor as an actor key, in SQL both databases read. */
function keyText(alias: string): string {
  return `CASE WHEN ${alias}.actor_id IS NULL THEN ${alias}.actor_type ELSE ${alias}.actor_type || ':' || ${alias}.actor_id END`;
}

/**
 * The decision columns of decided cases, from their audit log: the last completion or rejection, and when it was
 * made from QA, the last "sent to QA" before it. Exported for its test; runs once, in this migration.
 */
export async function backfillDecisions(db: Kysely<unknown>): Promise<void> {
  const lastDecision = (select: ReturnType<typeof sql.raw>) => sql`(SELECT ${select} FROM audit_log d
    WHERE d.verification_id = verifications.id AND d.action IN ('state.complete', 'state.rejected')
    ORDER BY d.created_at DESC, d.id DESC LIMIT 1)`;
  await sql`UPDATE verifications SET
      decided_at = ${lastDecision(sql.raw('d.created_at'))},
      qa_by = ${lastDecision(sql.raw(`CASE WHEN d.from_state = 'qa' THEN ${keyText('d')} END`))},
      decided_by = ${lastDecision(
        sql.raw(`CASE WHEN d.from_state = 'qa' THEN (SELECT ${keyText('q')} FROM audit_log q
          WHERE q.verification_id = d.verification_id AND q.action = 'state.qa' AND q.created_at <= d.created_at
          ORDER BY q.created_at DESC, q.id DESC LIMIT 1) ELSE ${keyText('d')} END`),
      )}
    WHERE status IN ('completed', 'rejected')`.execute(db);
}

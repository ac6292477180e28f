import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { fromBool, fromJson, toJson } from '../column-values.js';
import type { Db, ReadNow } from '../database.js';
import { type PreparedQuery, preparedQuery } from '../prepared-query.js';
import { rowLimit } from '../row-limit.js';
import type { VerificationTable } from '../schema.js';

export type VerificationRow = Selectable<VerificationTable>;
export type NewVerificationRow = Insertable<VerificationTable>;

export async function insertVerification(db: Db, row: NewVerificationRow): Promise<void> {
  await db.insertInto('verifications').values(row).execute();
}

export async function verificationExists(db: Db, accountId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('verifications')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The verification record with what it shows of its company under review and its latest risk score. */
function recordQuery(db: Db, accountId: string) {
  return db
    .selectFrom('verifications as v')
    .leftJoin('companies as c', (join) => join.onRef('c.verification_id', '=', 'v.id').on('c.position', '=', 0))
    .leftJoin('external_risk_scores as r', 'r.id', 'v.external_risk_score_id')
    .leftJoin('verification_erasures as e', 'e.verification_id', 'v.id')
    .select([
      'v.id',
      'v.status',
      'v.verification_type',
      'v.customer_id',
      'v.completeness_profile_id',
      'v.assessment',
      'v.assessment_comment',
      'v.qa_comment',
      'v.rejection_comment',
      'v.assigned_to',
      'v.created_at',
      'v.updated_at',
      'v.last_data_update',
      'v.status_changed_at',
      'v.requested_data',
      'v.data_update_comment',
      'v.sent_to_qa_by',
      'v.tab_changed_at',
      'v.view_version',
      'v.qa_reviewer_id',
      'v.decided_at',
      'v.decided_by',
      'v.qa_by',
      'c.formal_name as company_name',
      'c.company_number',
      'c.jurisdiction_id',
      'c.email as company_email',
      'r.id as risk_id',
      'r.risk_score_simple',
      'r.score as risk_score',
      'r.reasons as risk_reasons',
      'r.created_at as risk_created_at',
      'r.updated_at as risk_updated_at',
      'v.offboarded_at',
      'v.offboard_reason',
      'v.retain_until',
      'v.legal_hold_reason',
      'v.legal_hold_at',
      'v.legal_hold_by',
      'v.risk_assessment',
      'v.next_review_at',
      'v.due_at',
      'v.previous_case_id',
      'e.state as erasure_state',
      'e.reason as erasure_reason',
      'e.legal_basis as erasure_legal_basis',
      'e.within_retention as erasure_within_retention',
      'e.requested_by as erasure_requested_by',
      'e.requested_by_name as erasure_requested_by_name',
      'e.started_at as erasure_started_at',
      'e.erased_at as erasure_erased_at',
      'e.erased as erasure_erased',
    ])
    .where('v.account_id', '=', accountId);
}

export type VerificationRecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

const findRecordPrepared = preparedQuery(2, (db: Db, accountId: string, id: string) =>
  recordQuery(db, accountId).where('v.id', '=', id),
);

/** Several records by id (in no particular order); ids of other accounts are left out. */
export async function findVerificationRecords(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<VerificationRecordRow[]> {
  if (ids.length === 0) return [];
  return recordQuery(db, accountId)
    .where('v.id', 'in', [...ids])
    .execute();
}

export async function findVerificationRecord(
  db: Db,
  accountId: string,
  id: string,
): Promise<VerificationRecordRow | undefined> {
  const [row] = await findRecordPrepared(db, accountId, id);
  return row;
}

const findRecordWithRulesPrepared = preparedQuery(2, (db: Db, accountId: string, id: string) =>
  recordQuery(db, accountId)
    .innerJoin('accounts as a', 'a.id', 'v.account_id')
    .select(['a.requires_qa as account_requires_qa', 'a.require_review_marks as account_require_review_marks'])
    .where('v.id', '=', id),
);

/**
 * One record with its account's review rules (what the caller may do next follows from both), in one query: the
 * case every change answers with. On SQLite read at once when no transaction is open (ReadNow).
 */
export async function findVerificationRecordWithRules(
  db: Db,
  readNow: ReadNow | undefined,
  accountId: string,
  id: string,
): Promise<{ record: VerificationRecordRow; rules: { requiresQa: boolean; requireReviewMarks: boolean } } | undefined> {
  const [row] = await findRecordWithRulesPrepared.read(db, readNow, accountId, id);
  if (row === undefined) return undefined;
  const { account_requires_qa: requiresQa, account_require_review_marks: requireReviewMarks, ...record } = row;
  return { record, rules: { requiresQa: fromBool(requiresQa), requireReviewMarks: fromBool(requireReviewMarks) } };
}

/** Other cases of the same company (number and jurisdiction), newest first. */
export async function listCasesOfCompany(
  db: Db,
  accountId: string,
  exceptId: string,
  jurisdictionCode: string,
  companyNumber: string,
  limit: number,
): Promise<VerificationRecordRow[]> {
  return recordQuery(db, accountId)
    .where('v.jurisdiction_code', '=', jurisdictionCode)
    .where('v.company_number', '=', companyNumber)
    .where('v.id', '!=', exceptId)
    .orderBy('v.created_at', 'desc')
    .limit(rowLimit(limit))
    .execute();
}

export interface VerificationStateRow {
  id: string;
  status: string;
  assessment: string | null;
  sent_to_qa_by: string | null;
  completeness_profile_id: string | null;
  assigned_to: string | null;
  tab_changed_at: unknown;
  requires_qa: unknown;
  require_review_marks: unknown;
  /** The account's calendar (a transition sets the new state's deadline from it): read with the state, not apart. */
  time_zone: string;
  review_intervals: unknown;
  service_levels: unknown;
  review_due_notice_days: number;
}

/** The integrator's own reference of a case (an invitation made for the case carries it too). */
export async function findVerificationCustomerId(db: Db, accountId: string, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('verifications')
    .select('customer_id')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** The fields the transition guards read, with the account's review rules and calendar. */
const findStatePrepared = preparedQuery(2, (db: Db, accountId: string, id: string) =>
  db
    .selectFrom('verifications as v')
    .innerJoin('accounts as a', 'a.id', 'v.account_id')
    .select([
      'v.id',
      'v.status',
      'v.assessment',
      'v.sent_to_qa_by',
      'v.completeness_profile_id',
      'v.assigned_to',
      'v.tab_changed_at',
      'a.requires_qa',
      'a.require_review_marks',
      'a.time_zone',
      'a.review_intervals',
      'a.service_levels',
      'a.review_due_notice_days',
    ])
    .where('v.account_id', '=', accountId)
    .where('v.id', '=', id),
);

/** Every state change reads it first: a prepared query (built and compiled once). */
export async function findVerificationState(
  db: Db,
  accountId: string,
  id: string,
): Promise<VerificationStateRow | undefined> {
  const [row] = await findStatePrepared(db, accountId, id);
  return row;
}

/**
 * Compare-and-set on the status: the update applies only if the case is still in the state the decision was
 * made from, so two concurrent transitions can never both succeed. Returns whether it applied. A change of
 * state also records when it happened (`status_changed_at`, the update's `updated_at`): the queue's "Waiting".
 */
export async function updateVerificationIfStatus(
  db: Db,
  accountId: string,
  id: string,
  expectedStatus: string,
  changes: Updateable<VerificationTable>,
): Promise<boolean> {
  const entersState = changes.status !== undefined && changes.status !== expectedStatus;
  const set =
    entersState && changes.updated_at !== undefined && changes.status_changed_at === undefined
      ? { ...changes, status_changed_at: changes.updated_at }
      : changes;
  // Kysely leaves out a column set to undefined; so does the prepared update.
  const entries = Object.entries(set).filter(([, value]) => value !== undefined);
  if (entries.every(([, value]) => value === null || typeof value !== 'object')) {
    const update = statusUpdateSetting(entries.map(([column]) => column));
    const values = entries.map(([, value]) => value);
    const result = await db.executeQuery(update.compiled(db, ...values, accountId, id, expectedStatus));
    return Number(result.numAffectedRows) === 1;
  }
  const result = await db
    .updateTable('verifications')
    .set(set)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('status', '=', expectedStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The compare-and-set update of these columns, prepared once per column list: a state change sets the same
 * columns each time its event happens (a handful of lists in all), and building and compiling the update with
 * Kysely cost more than SQLite running it. Values come last but three: account, id, expected status.
 *
 * It moves `view_version` on itself, by the one step the triggers of migration 008 would: SQLite's trigger then has
 * nothing to do (its WHEN sees the number changed) where it would write the row and its view_version indexes a
 * second time; PostgreSQL's sets the same number.
 */
const statusUpdates = new Map<string, PreparedQuery<unknown[], never>>();

function statusUpdateSetting(columns: readonly string[]): PreparedQuery<unknown[], never> {
  const key = columns.join(',');
  let update = statusUpdates.get(key);
  if (update === undefined) {
    const n = columns.length;
    update = preparedQuery(n + 3, (db: Db, ...args: unknown[]) =>
      db
        .updateTable('verifications')
        .set({
          ...Object.fromEntries(columns.map((column, i) => [column, args[i]])),
          // The schema keeps view_version out of updates (the triggers own it): this is the triggers' own step.
          view_version: sql<number>`view_version + 1`,
        } as unknown as Updateable<VerificationTable>)
        .where('account_id', '=', args[n] as string)
        .where('id', '=', args[n + 1] as string)
        .where('status', '=', args[n + 2] as string),
    ) as PreparedQuery<unknown[], never>;
    // Bounded all the same: column lists come from code, not from requests.
    if (statusUpdates.size >= 200) statusUpdates.clear();
    statusUpdates.set(key, update);
  }
  return update;
}

export async function updateVerification(
  db: Db,
  accountId: string,
  id: string,
  changes: Updateable<VerificationTable>,
): Promise<void> {
  await db.updateTable('verifications').set(changes).where('account_id', '=', accountId).where('id', '=', id).execute();
}

/** The customer references of an account that are already used, among those given. */
export async function existingCustomerIds(
  db: Db,
  accountId: string,
  customerIds: readonly string[],
): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('verifications')
    .select('customer_id')
    .where('account_id', '=', accountId)
    .where('customer_id', 'in', [...customerIds])
    .execute();
  return new Set(rows.map((r) => r.customer_id as string));
}

/** Records that data behind some of the case's review tabs changed at `at` (their "Reviewed" marks then lapse). */
export async function markTabsChanged(
  db: Db,
  accountId: string,
  id: string,
  tabs: readonly string[],
  at: string,
  also: Updateable<VerificationTable> = {},
): Promise<void> {
  const row = await db
    .selectFrom('verifications')
    .select('tab_changed_at')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return;
  const current = row.tab_changed_at === null ? {} : fromJson<Record<string, string>>(row.tab_changed_at);
  for (const tab of tabs) current[tab] = at;
  await updateVerification(db, accountId, id, { ...also, tab_changed_at: toJson(current) });
}

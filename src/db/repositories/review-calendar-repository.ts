import { sql } from 'kysely';
import type { Db } from '../database.js';

/** The account's calendar settings: time zone, review intervals, service levels, notice days (JSON as stored). */
export async function findAccountCalendar(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .select([
      'time_zone',
      'review_intervals',
      'service_levels',
      'review_due_notice_days',
      'requires_qa',
      'recurring_assignment',
    ])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export async function updateAccountCalendar(
  db: Db,
  accountId: string,
  changes: {
    time_zone?: string;
    review_intervals?: string | null;
    service_levels?: string | null;
    review_due_notice_days?: number;
    recurring_assignment?: string;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('accounts').set(changes).where('id', '=', accountId).execute();
}

/** Sets when the case's current state is due (null: no deadline for that state). */
export async function setCaseDueAt(db: Db, accountId: string, verificationId: string, dueAt: string | null) {
  await db
    .updateTable('verifications')
    .set({ due_at: dueAt })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
}

/**
 * Completed cases due for their periodic review on or before `day` whose review case is not opened yet, across
 * accounts (the daily job's question; the index on next_review_at answers it).
 */
export async function listDueReviewsUnscoped(db: Db, day: string, limit: number) {
  return db
    .selectFrom('verifications')
    .select([
      'id',
      'account_id',
      'customer_id',
      'completeness_profile_id',
      'next_review_at',
      'assigned_to',
      'decided_by',
    ])
    .where('next_review_at', '<=', day)
    .where('review_case_id', 'is', null)
    .where('status', '=', 'completed')
    .orderBy('next_review_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims a case's review for the recurring case about to be written: of two workers racing, only the first update
 * matches (the second finds review_case_id set, after the first commits on PostgreSQL). Returns whether it claimed.
 */
export async function claimReview(db: Db, accountId: string, id: string, reviewCaseId: string): Promise<boolean> {
  const result = await db
    .updateTable('verifications')
    .set({ review_case_id: reviewCaseId })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('review_case_id', 'is', null)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Links a recurring case to the case it reviews. */
export async function setPreviousCase(db: Db, accountId: string, id: string, previousId: string): Promise<void> {
  await db
    .updateTable('verifications')
    .set({ previous_case_id: previousId })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** The distinct notice periods accounts chose (days before a review that review_due is sent). */
export async function listNoticeDaysUnscoped(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('accounts').select('review_due_notice_days').distinct().execute();
  return rows.map((r) => r.review_due_notice_days);
}

/** Completed cases whose review falls on `reviewDay`, in accounts that give exactly `noticeDays` of notice. */
export async function listReviewsOnUnscoped(db: Db, reviewDay: string, noticeDays: number) {
  return db
    .selectFrom('verifications as v')
    .innerJoin('accounts as a', 'a.id', 'v.account_id')
    .select(['v.id', 'v.account_id', 'v.next_review_at'])
    .where('v.next_review_at', '=', reviewDay)
    .where('v.status', '=', 'completed')
    .where('v.review_case_id', 'is', null)
    .where('a.review_due_notice_days', '=', noticeDays)
    .orderBy('v.id')
    .execute();
}

/** Open cases past their due instant whose overdue notice for the current state entry was not sent. */
export async function listOverdueUnscoped(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('verifications')
    .select(['id', 'account_id', 'status', 'status_changed_at', 'due_at'])
    .where('due_at', '<', cutoff)
    .where('status', 'not in', ['completed', 'rejected'])
    .where((eb) =>
      eb.or([eb('overdue_notified_at', 'is', null), eb('overdue_notified_at', '!=', eb.ref('status_changed_at'))]),
    )
    .orderBy('due_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Marks the overdue notice of this state entry sent; false when another run (or a change of state) came first. */
export async function markOverdueNotified(
  db: Db,
  accountId: string,
  id: string,
  statusChangedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('verifications')
    .set({ overdue_notified_at: statusChangedAt })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('status_changed_at', '=', statusChangedAt)
    .where((eb) => eb.or([eb('overdue_notified_at', 'is', null), eb('overdue_notified_at', '!=', statusChangedAt)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many completed cases of the account come up for review in each month from `fromDay` to `toDay`. */
export async function countReviewsByMonth(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  accountId: string,
  fromDay: string,
  toDay: string,
): Promise<{ month: string; reviews: number }[]> {
  const month =
    dialect === 'postgres'
      ? sql<string>`to_char(next_review_at, ${sql.lit('YYYY-MM')})`
      : sql<string>`substr(next_review_at, 1, 7)`;
  const rows = await db
    .selectFrom('verifications')
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('reviews')])
    .where('account_id', '=', accountId)
    .where('status', '=', 'completed')
    .where('review_case_id', 'is', null)
    .where('next_review_at', '>=', fromDay)
    .where('next_review_at', '<=', toDay)
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((r) => ({ month: r.month, reviews: Number(r.reviews) }));
}

import { sql } from 'kysely';
import { NO_DEADLINE } from '../../domain/page-cursor.js';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { SqlDialect } from '../sql-dialect.js';
import {
  applyFilter,
  type FilterableQuery,
  isUnfiltered,
  searchPhrase,
  type VerificationFilter,
} from './case-filter.js';

/* The case queue's counts per state: all of them, and the overdue ones (the tabs' "In progress 12 · 3 overdue"). */

const keptCounts = preparedQuery(1, (db: Db, accountId: string) =>
  db.selectFrom('verification_status_counts').select(['status', 'n']).where('account_id', '=', accountId),
);

/** How many of the account's cases match the filter, per status. */
export async function countVerificationsByStatus(
  db: Db,
  dialect: SqlDialect,
  accountId: string,
  filter: VerificationFilter,
): Promise<Map<string, number>> {
  if (isUnfiltered(filter)) {
    // The unfiltered counts (every tab of the queue without a filter) come from the table the triggers of
    // migration 011 keep: a few rows instead of every case of the account.
    const kept = await keptCounts(db, accountId);
    return new Map(kept.map((r) => [r.status, Number(r.n)]));
  }
  // With a search on SQLite, start from the search's matches (looked up by id) rather than from every case of the
  // account: the unary + keeps the planner off the account index, so the cost follows the number of matches.
  const base = db
    .selectFrom('verifications as v')
    .where(searchPhrase(dialect, filter) !== null ? sql<string>`+v.account_id` : 'v.account_id', '=', accountId);
  const rows = await applyFilter(base as unknown as FilterableQuery, filter, dialect)
    .select(['v.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('v.status')
    .execute();
  return new Map(rows.map((r) => [r.status as string, Number(r.n)]));
}

/** Overdue cases per status, and until when those numbers hold while no case changes. */
export interface OverdueCounts {
  readonly byStatus: Map<string, number>;
  /**
   * The earliest deadline of the account's cases not yet passed at `now` (NO_DEADLINE when none): until that
   * instant no case becomes overdue by time alone, so the counts stand until it or the next write.
   */
  readonly holdsUntil: string;
}

/** The kept counts of the days before today (migration 029): a row per state and day of deadlines. */
const overdueBeforeToday = preparedQuery(2, (db: Db, accountId: string, today: string) =>
  db
    .selectFrom('verification_due_counts')
    .select(['status', (eb) => eb.fn.sum<number | string>('n').as('n')])
    .where('account_id', '=', accountId)
    .where('due_day', '<', today)
    .groupBy('status'),
);

/** Today's deadlines already passed, from the due order's index: the cases due between midnight (UTC) and now. */
const overdueToday = preparedQuery(3, (db: Db, accountId: string, midnight: string, now: string) =>
  db
    .selectFrom('verifications as v')
    .select(['v.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('v.account_id', '=', accountId)
    .where('v.due_order', '>=', midnight)
    .where('v.due_order', '<', now)
    .groupBy('v.status'),
);

const nextDeadline = preparedQuery(2, (db: Db, accountId: string, now: string) =>
  db
    .selectFrom('verifications as v')
    .select((eb) => eb.fn.min('v.due_order').as('at'))
    .where('v.account_id', '=', accountId)
    .where('v.due_order', '>=', now),
);

type CountRow = { status: string; n: number | string | null };

/** The overdue cases per status, as rows to add up (the kept days and today's, or the filtered count). */
async function overdueRows(
  db: Db,
  dialect: SqlDialect,
  accountId: string,
  filter: VerificationFilter,
  now: string,
): Promise<CountRow[]> {
  if (isUnfiltered(filter)) {
    const today = now.slice(0, 10);
    const [before, during] = await Promise.all([
      overdueBeforeToday(db, accountId, today),
      overdueToday(db, accountId, `${today}T00:00:00.000Z`, now),
    ]);
    return [...before, ...during];
  }
  const base = db
    .selectFrom('verifications as v')
    .where(searchPhrase(dialect, filter) !== null ? sql<string>`+v.account_id` : 'v.account_id', '=', accountId)
    .where('v.due_order', '<', now);
  return applyFilter(base as unknown as FilterableQuery, filter, dialect)
    .select(['v.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('v.status')
    .execute();
}

/**
 * How many of the account's cases that match the filter are overdue at `now` (past their current state's due_at),
 * per status: the queue tabs' "· 3 overdue". Without a filter, from the kept counts per day (migration 029) and
 * today's passed deadlines; with one, by counting the matching cases in the due order's index (as the filtered
 * tab counts count theirs).
 */
export async function countOverdueByStatus(
  db: Db,
  dialect: SqlDialect,
  accountId: string,
  filter: VerificationFilter,
  now: string,
): Promise<OverdueCounts> {
  // Side by side on PostgreSQL's pool (three round trips would otherwise wait on each other).
  const [rows, [next]] = await Promise.all([
    overdueRows(db, dialect, accountId, filter, now),
    nextDeadline(db, accountId, now),
  ]);
  const byStatus = new Map<string, number>();
  for (const row of rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + Number(row.n ?? 0));
  return {
    byStatus,
    holdsUntil: next?.at ?? NO_DEADLINE,
  };
}

/** How many of the account's cases in these states have a deadline (from the counts kept per day). */
export async function countCasesWithDeadline(db: Db, accountId: string, statuses: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('verification_due_counts')
    .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
    .where('account_id', '=', accountId)
    .where('status', 'in', [...statuses])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

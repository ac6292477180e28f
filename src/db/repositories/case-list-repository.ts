import { sql } from 'kysely';
import { NO_DEADLINE, QUEUE_ORDER, type QueuePosition, type QueueSort } from '../../domain/page-cursor.js';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import { rowLimit } from '../row-limit.js';
import type { SqlDialect } from '../sql-dialect.js';
import { countCasesWithDeadline } from './case-counts-repository.js';
import { applyFilter, isUnfiltered, searchPhrase, type VerificationFilter } from './case-filter.js';

export type { VerificationFilter } from './case-filter.js';

/*
 * The case queue's pages in each order (keyset, on a covering index per order); its filters are in
 * case-filter.ts, its counts in case-counts-repository.ts.
 */

export interface VerificationPage {
  readonly sort: QueueSort;
  readonly after?: QueuePosition;
  readonly limit: number;
}

/** Beyond this many matches a search reads faster by walking the account's cases in order (it stops at a page). */
const FEW_MATCHES = 2000;

/**
 * Whether a SQLite trigram search matches few enough cases (in every account: an upper bound) that the list
 * should start from them and sort them, instead of walking the account's cases until a page is full. The count
 * reads only the matches.
 */
async function fewSearchMatches(db: Db, dialect: SqlDialect, filter: VerificationFilter): Promise<boolean> {
  const phrase = searchPhrase(dialect, filter);
  if (phrase === null) return false;
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT 1 FROM verification_search
    WHERE verification_search MATCH ${phrase} LIMIT ${rowLimit(FEW_MATCHES + 1)})`.execute(db);
  return Number(rows[0]?.n ?? 0) <= FEW_MATCHES;
}

/**
 * What a case list reads of each case: its version (see PresentedCaseMemo, which keeps everything else) and the page's
 * keys. Narrow on purpose: every column read costs, and a full record rarely changes between reads.
 */
export interface CaseKeyRow {
  readonly id: string;
  readonly view_version: number;
  readonly created_at: string;
  readonly last_data_update: string | null;
  /**
   * The order's own key when it is neither of the two above (waiting: `status_changed_at`; updated: `updated_at`;
   * risk: `risk_rank`; due: `due_order`), read by that order only: null in the other orders.
   */
  readonly order_key: string | null;
}

/** The column holding an order's key (see QUEUE_ORDER). */
function keyColumn(sort: QueueSort) {
  return QUEUE_ORDER[sort].key;
}

/** The key a case sorts by in an order (its cursor's key). */
export function orderKey(key: CaseKeyRow, sort: QueueSort): string {
  const column = keyColumn(sort);
  if (column === 'created_at') return key.created_at;
  return (column === 'last_data_update' ? key.last_data_update : key.order_key) ?? key.created_at;
}

function caseKeys(db: Db, accountId: string, sort: QueueSort, byIdOnly = false) {
  return (
    db
      .selectFrom('verifications as v')
      .select(['v.id', 'v.view_version', 'v.created_at', 'v.last_data_update', ownOrderKey(sort)])
      // With few search matches, the `+` keeps SQLite from driving the query by the account's index: it starts
      // from the matches (looked up by id) instead.
      .where(byIdOnly ? sql<string>`+v.account_id` : 'v.account_id', '=', accountId)
  );
}

type CaseKeysQuery = ReturnType<typeof caseKeys>;

/** The order's key when neither created_at nor last_data_update is it (CaseKeyRow.order_key). */
function ownOrderKey(sort: QueueSort) {
  const column = keyColumn(sort);
  if (column === 'created_at' || column === 'last_data_update') return sql<string | null>`null`.as('order_key');
  return sql.ref<string | null>(`v.${column}`).as('order_key');
}

/**
 * In the order `sort` (its key, then id), after the cursor's (key, id) when there is one: each order reads its
 * own index (migrations 009, 011, 029 and 032; oldest first reads the creation index backwards), so a deep page
 * costs what the first does.
 */
function page(query: CaseKeysQuery, sort: QueueSort, after: QueuePosition | undefined, limit: number) {
  const { key: column, direction } = QUEUE_ORDER[sort];
  const key = `v.${column}` as const;
  const paged =
    after === undefined
      ? query
      : query.where((eb) =>
          eb(eb.refTuple(key, 'v.id'), direction === 'desc' ? '<' : '>', eb.tuple(after.key, after.id)),
        );
  return paged.orderBy(key, direction).orderBy('v.id', direction).limit(rowLimit(limit));
}

type CaseKeyPage = ReturnType<typeof page>;

/**
 * A page of keys as ONE text on SQLite: `id view_version created_at last_data_update order_key` per case
 * (`-` for none),
 * all space-separated. better-sqlite3 makes an object per row with a property per column (interning each column
 * name again), and for a page that cost more than SQLite's own work; one text is one value. The text comes in the
 * page's order as SQLite runs it (the page is its subquery's rows, stepped in order); parseCaseKeys checks the
 * order rather than relying on it, as SQLite promises no order to group_concat without an ORDER BY, which would
 * sort the page again (a seventh of the list's cost, measured). PostgreSQL's driver parses rows cheaply and reads
 * them as rows.
 */
function keysAsText(db: Db, keys: CaseKeyPage) {
  return db.selectFrom(keys.as('p')).select(
    sql<string | null>`group_concat(p.id || ' ' || p.view_version || ' ' || p.created_at || ' ' ||
        coalesce(p.last_data_update, '-') || ' ' || coalesce(p.order_key, '-'), ' ')`.as('keys'),
  );
}

/** In the sort's direction by its key then by id, as the page query orders (SQLite's NULL is the oldest time). */
function comparePageOrder(sort: QueueSort): (a: CaseKeyRow, b: CaseKeyRow) => number {
  const { key, direction } = QUEUE_ORDER[sort];
  const time = (k: CaseKeyRow) =>
    key === 'created_at' ? k.created_at : ((key === 'last_data_update' ? k.last_data_update : k.order_key) ?? '');
  const sign = direction === 'desc' ? 1 : -1;
  return (a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta !== tb) return (ta < tb ? 1 : -1) * sign;
    return a.id === b.id ? 0 : (a.id < b.id ? 1 : -1) * sign;
  };
}

/** The rows keysAsText put in one text, in the page's order. */
export function parseCaseKeys(text: string | null | undefined, sort: QueueSort): CaseKeyRow[] {
  if (!text) return [];
  const fields = text.split(' ');
  if (fields.length % 5 !== 0) throw new Error('parseCaseKeys: a key field holds a space');
  const rows: CaseKeyRow[] = [];
  for (let i = 0; i < fields.length; i += 5) {
    const update = fields[i + 3] as string;
    const own = fields[i + 4] as string;
    rows.push({
      id: fields[i] as string,
      view_version: Number(fields[i + 1]),
      created_at: fields[i + 2] as string,
      last_data_update: update === '-' ? null : update,
      order_key: own === '-' ? null : own,
    });
  }
  const compare = comparePageOrder(sort);
  for (let i = 1; i < rows.length; i++) {
    if (compare(rows[i - 1] as CaseKeyRow, rows[i] as CaseKeyRow) > 0) return rows.sort(compare);
  }
  return rows;
}

/** The unfiltered pages (the plain listing, page after page), compiled once per dialect instead of per request. */
function unfilteredPagesBy(sort: QueueSort) {
  const first = (db: Db, accountId: string, limit: number) =>
    page(caseKeys(db, accountId, sort), sort, undefined, limit);
  const after = (db: Db, accountId: string, key: string, id: string, limit: number) =>
    page(caseKeys(db, accountId, sort), sort, { key, id }, limit);
  return {
    first: preparedQuery(2, first),
    after: preparedQuery(4, after),
    firstAsText: preparedQuery(2, (db: Db, accountId: string, limit: number) =>
      keysAsText(db, first(db, accountId, limit)),
    ),
    afterAsText: preparedQuery(4, (db: Db, accountId: string, key: string, id: string, limit: number) =>
      keysAsText(db, after(db, accountId, key, id, limit)),
    ),
  };
}

const unfilteredPages: Record<QueueSort, ReturnType<typeof unfilteredPagesBy>> = {
  created: unfilteredPagesBy('created'),
  oldest: unfilteredPagesBy('oldest'),
  last_data_update: unfilteredPagesBy('last_data_update'),
  waiting: unfilteredPagesBy('waiting'),
  updated: unfilteredPagesBy('updated'),
  risk: unfilteredPagesBy('risk'),
  due: unfilteredPagesBy('due'),
};

/**
 * One page of the list in the order `sort`, keyset-paginated on (that order's key, id), so a deep page costs what
 * the first one costs.
 */
export async function listCaseKeys(
  db: Db,
  dialect: SqlDialect,
  accountId: string,
  filter: VerificationFilter,
  { sort, after, limit }: VerificationPage,
): Promise<CaseKeyRow[]> {
  if (isUnfiltered(filter)) {
    const pages = unfilteredPages[sort];
    if (dialect === 'sqlite') {
      const [row] =
        after === undefined
          ? await pages.firstAsText(db, accountId, limit)
          : await pages.afterAsText(db, accountId, after.key, after.id, limit);
      return parseCaseKeys(row?.keys, sort);
    }
    return after === undefined
      ? pages.first(db, accountId, limit)
      : pages.after(db, accountId, after.key, after.id, limit);
  }
  const byIdOnly = await fewSearchMatches(db, dialect, filter);
  let query = applyFilter(caseKeys(db, accountId, sort, byIdOnly), filter, dialect);
  if (await onlyWithoutDeadline(db, accountId, filter, sort, after))
    query = query.where('v.due_order', '=', NO_DEADLINE);
  const keys = page(query, sort, after, limit);
  if (dialect === 'sqlite') return parseCaseKeys((await keysAsText(db, keys).executeTakeFirst())?.keys, sort);
  return keys.execute();
}

/**
 * Whether a page in due order can start at the cases without a deadline: its states have no case with one (the
 * counts kept per day say so: decided states never have a deadline). The Completed tab in due order then seeks to
 * them in the due order's index instead of passing every open case's entry first (53 ms at 66,000 open cases on
 * SQLite). The condition added is one every matching case meets anyway, so the page is the same either way.
 */
async function onlyWithoutDeadline(
  db: Db,
  accountId: string,
  filter: VerificationFilter,
  sort: QueueSort,
  after: QueuePosition | undefined,
): Promise<boolean> {
  if (sort !== 'due' || !filter.statuses || filter.statuses.length === 0) return false;
  if (after !== undefined && after.key === NO_DEADLINE) return false; // the cursor seeks there already
  return (await countCasesWithDeadline(db, accountId, filter.statuses)) === 0;
}

/** Where a case stands in an order (its key and id): where a list "after this case" starts. */
export async function findCaseOrderKey(
  db: Db,
  accountId: string,
  id: string,
  sort: QueueSort,
): Promise<QueuePosition | undefined> {
  const row = await db
    .selectFrom('verifications as v')
    .select(['v.id', 'v.created_at', 'v.last_data_update', 'v.view_version', ownOrderKey(sort)])
    .where('v.account_id', '=', accountId)
    .where('v.id', '=', id)
    .executeTakeFirst();
  return row && { key: orderKey(row, sort), id: row.id };
}

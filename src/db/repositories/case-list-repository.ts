import { type SelectQueryBuilder, sql } from 'kysely';
import { containsPattern } from '../../domain/case-search.js';
import { type PageCursor, QUEUE_ORDER, type QueueSort } from '../../domain/page-cursor.js';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import { rowLimit } from '../row-limit.js';
import type { Database, VerificationTable } from '../schema.js';
import type { SqlDialect } from '../sql-dialect.js';

/*
 * The case queue's reads: its filters, its pages in each order (keyset, on a covering index per order) and its
 * counts per state.
 */
/** What narrows the case list and the queue's counts (everything but the order and the page). */
export interface VerificationFilter {
  readonly statuses?: readonly string[];
  readonly customerId?: string;
  readonly createdFrom?: string;
  readonly createdTo?: string;
  readonly updatedSince?: string;
  /** Cases last changed before this instant (the source system's `updated_at` day is [updatedSince, updatedBefore)). */
  readonly updatedBefore?: string;
  /** Text the company under review's name contains (any case): the source system's `company_name`. */
  readonly companyName?: string;
  /**
   * The cases of the company a company id names (the source system's `company_id`): each case keeps its own copy of
   * the company, so the company under review of the case holding that id, by jurisdiction and number.
   */
  readonly sameCompanyAs?: string;
  /** Text the company name, company number or customer id contains (any case). */
  readonly search?: string;
  /** A user id, or null for the unassigned cases. */
  readonly assignedTo?: string | null;
  /** The company's jurisdiction: any of these codes (lower case). */
  readonly jurisdictionCodes?: readonly string[];
  /** The latest external risk level, or `none` for the cases without one. */
  readonly risk?: 'low' | 'medium' | 'high' | 'none';
  /** Cases that entered their current state before this time (the queue's "waiting longer than N days"). */
  readonly enteredStateBefore?: string;
  /** The QA reviewer named when the case was sent to QA (the QA tab's "Waiting for me"). */
  readonly qaReviewerId?: string;
  /**
   * Screening (issue 20): `open`, cases with a hit waiting for a decision; `alerts`, cases with such a hit that
   * arrived after the case was decided.
   */
  readonly screening?: 'open' | 'alerts';
  /** Dossier's own risk level that stands on the case, or `not_assessed`. */
  readonly riskAssessment?: 'low' | 'medium' | 'high' | 'prohibited' | 'not_assessed';
  readonly verificationType?: 'primary' | 'recurring';
  /** Cases whose current state was due before this instant (the queue's "Overdue"). */
  readonly dueBefore?: string;
  /** Completed cases whose next review falls on or before this day (YYYY-MM-DD). */
  readonly reviewDueBy?: string;
}

export interface VerificationPage {
  readonly sort: QueueSort;
  readonly after?: PageCursor;
  readonly limit: number;
}

/** The FTS5 phrase (a quoted string) for a SQLite search of three characters or more, else null (LIKE does it). */
function searchPhrase(dialect: SqlDialect, filter: VerificationFilter): string | null {
  const search = filter.search?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (dialect !== 'sqlite' || search === undefined || [...search].length < 3) return null;
  return `"${search.replace(/"/g, '""')}"`;
}

type FilterableQuery = SelectQueryBuilder<Database & { v: VerificationTable }, 'v', unknown>;

/**
 * Applies a filter to a query over `verifications as v`. Search is index-backed on both databases: a trigram
 * index (PostgreSQL's pg_trgm, SQLite's FTS5 trigram table) finds text of three characters or more anywhere;
 * shorter text scans the account's cases.
 */
function applyFilter<Q extends FilterableQuery>(query: Q, filter: VerificationFilter, dialect: SqlDialect): Q {
  let q = query as FilterableQuery;
  if (filter.statuses && filter.statuses.length > 0) q = q.where('v.status', 'in', [...filter.statuses]);
  if (filter.customerId !== undefined) q = q.where('v.customer_id', '=', filter.customerId);
  if (filter.createdFrom !== undefined) q = q.where('v.created_at', '>=', filter.createdFrom);
  if (filter.createdTo !== undefined) q = q.where('v.created_at', '<', filter.createdTo);
  if (filter.updatedSince !== undefined) q = q.where('v.updated_at', '>=', filter.updatedSince);
  if (filter.updatedBefore !== undefined) q = q.where('v.updated_at', '<', filter.updatedBefore);
  if (filter.companyName !== undefined) {
    q = q.where(
      sql<boolean>`lower(v.company_name) LIKE ${containsPattern(filter.companyName.trim().toLowerCase())} ESCAPE '\\'`,
    );
  }
  if (filter.sameCompanyAs !== undefined) {
    const companyId = filter.sameCompanyAs;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('companies as sc')
          .innerJoin('verifications as sv', 'sv.id', 'sc.verification_id')
          .select('sc.id')
          .where('sc.id', '=', companyId)
          .where('sc.position', '=', 0)
          .whereRef('sc.account_id', '=', 'v.account_id')
          .whereRef('sv.account_id', '=', 'v.account_id')
          .whereRef('sv.jurisdiction_code', '=', 'v.jurisdiction_code')
          .whereRef('sv.company_number', '=', 'v.company_number'),
      ),
    );
  }
  if (filter.assignedTo !== undefined) {
    q =
      filter.assignedTo === null
        ? q.where('v.assigned_to', 'is', null)
        : q.where('v.assigned_to', '=', filter.assignedTo);
  }
  if (filter.jurisdictionCodes !== undefined && filter.jurisdictionCodes.length > 0) {
    q = q.where('v.jurisdiction_code', 'in', [...filter.jurisdictionCodes]);
  }
  if (filter.risk !== undefined) {
    q = filter.risk === 'none' ? q.where('v.risk_level', 'is', null) : q.where('v.risk_level', '=', filter.risk);
  }
  if (filter.enteredStateBefore !== undefined) q = q.where('v.status_changed_at', '<', filter.enteredStateBefore);
  if (filter.qaReviewerId !== undefined) q = q.where('v.qa_reviewer_id', '=', filter.qaReviewerId);
  if (filter.screening !== undefined) {
    const alertsOnly = filter.screening === 'alerts';
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('screening_issues as si')
          .select('si.id')
          .whereRef('si.account_id', '=', 'v.account_id')
          .whereRef('si.verification_id', '=', 'v.id')
          .where('si.relevant', 'is', null)
          .$if(alertsOnly, (w) => w.where('si.alert', '=', true)),
      ),
    );
  }
  if (filter.riskAssessment !== undefined) {
    q =
      filter.riskAssessment === 'not_assessed'
        ? q.where('v.assessed_level', 'is', null)
        : q.where('v.assessed_level', '=', filter.riskAssessment);
  }
  if (filter.verificationType !== undefined) q = q.where('v.verification_type', '=', filter.verificationType);
  if (filter.dueBefore !== undefined) q = q.where('v.due_at', '<', filter.dueBefore);
  if (filter.reviewDueBy !== undefined) q = q.where('v.next_review_at', '<=', filter.reviewDueBy);
  const search = filter.search?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (search !== undefined && search !== '') {
    const phrase = searchPhrase(dialect, filter);
    if (phrase !== null) {
      q = q.where(
        'v.id',
        'in',
        sql<string>`(SELECT k.verification_id FROM verification_search s
          JOIN verification_search_keys k ON k.rowid = s.rowid WHERE verification_search MATCH ${phrase})`,
      );
    } else {
      q = q.where(sql<boolean>`v.search_text LIKE ${containsPattern(search)} ESCAPE '\\'`);
    }
  }
  return q as Q;
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
   * The time of an order other than by creation or data update, read by that order only (the other orders' indexes
   * do not hold it): status_changed_at for `waiting`, updated_at for `updated`; null otherwise.
   */
  readonly order_time: string | null;
}

/** The time a case sorts by in an order (its cursor's time). */
export function orderTime(key: CaseKeyRow, sort: QueueSort): string {
  const column = QUEUE_ORDER[sort].key;
  if (column === 'created_at') return key.created_at;
  return (column === 'last_data_update' ? key.last_data_update : key.order_time) ?? key.created_at;
}

/** The column `order_time` reads for an order, or null when the order needs none. */
function orderTimeColumn(sort: QueueSort): 'v.status_changed_at' | 'v.updated_at' | null {
  const column = QUEUE_ORDER[sort].key;
  if (column === 'status_changed_at') return 'v.status_changed_at';
  return column === 'updated_at' ? 'v.updated_at' : null;
}

function orderTimeOf(sort: QueueSort) {
  const column = orderTimeColumn(sort);
  return column === null ? sql<string | null>`null` : sql<string | null>`${sql.ref(column)}`;
}

function caseKeys(db: Db, accountId: string, sort: QueueSort, byIdOnly = false) {
  return (
    db
      .selectFrom('verifications as v')
      .select(['v.id', 'v.view_version', 'v.created_at', 'v.last_data_update', orderTimeOf(sort).as('order_time')])
      // With few search matches, the `+` keeps SQLite from driving the query by the account's index: it starts
      // from the matches (looked up by id) instead.
      .where(byIdOnly ? sql<string>`+v.account_id` : 'v.account_id', '=', accountId)
  );
}

type CaseKeysQuery = ReturnType<typeof caseKeys>;

/**
 * In the order `sort` (its time, then id), after the cursor's (time, id) when there is one: each order reads its
 * own covering index (migrations 009, 011 and 032; oldest first reads the creation index backwards), so a deep page
 * costs what the first does.
 */
function page(query: CaseKeysQuery, sort: QueueSort, after: PageCursor | undefined, limit: number) {
  const { key: column, direction } = QUEUE_ORDER[sort];
  const key = `v.${column}` as const;
  const paged =
    after === undefined
      ? query
      : query.where((eb) =>
          eb(eb.refTuple(key, 'v.id'), direction === 'desc' ? '<' : '>', eb.tuple(after.createdAt, after.id)),
        );
  return paged.orderBy(key, direction).orderBy('v.id', direction).limit(rowLimit(limit));
}

/** Whether each filter field is unset; a field added to VerificationFilter without an entry here does not compile. */
const UNSET: { readonly [K in keyof VerificationFilter]-?: (value: VerificationFilter[K]) => boolean } = {
  statuses: (v) => v === undefined || v.length === 0,
  customerId: (v) => v === undefined,
  createdFrom: (v) => v === undefined,
  createdTo: (v) => v === undefined,
  updatedSince: (v) => v === undefined,
  updatedBefore: (v) => v === undefined,
  companyName: (v) => v === undefined || v.trim() === '',
  sameCompanyAs: (v) => v === undefined,
  search: (v) => v === undefined || v.trim() === '',
  assignedTo: (v) => v === undefined,
  jurisdictionCodes: (v) => v === undefined || v.length === 0,
  risk: (v) => v === undefined,
  enteredStateBefore: (v) => v === undefined,
  qaReviewerId: (v) => v === undefined,
  screening: (v) => v === undefined,
  riskAssessment: (v) => v === undefined,
  verificationType: (v) => v === undefined,
  dueBefore: (v) => v === undefined,
  reviewDueBy: (v) => v === undefined,
};

function isUnfiltered(filter: VerificationFilter): boolean {
  return (Object.keys(UNSET) as (keyof VerificationFilter)[]).every((field) =>
    (UNSET[field] as (value: unknown) => boolean)(filter[field]),
  );
}

type CaseKeyPage = ReturnType<typeof page>;

/**
 * A page of keys as ONE text on SQLite: `id view_version created_at last_data_update order_time` per case
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
        coalesce(p.last_data_update, '-') || ' ' || coalesce(p.order_time, '-'), ' ')`.as('keys'),
  );
}

/** In the sort's direction by its time then by id, as the page query orders (SQLite's NULL is the oldest time). */
function comparePageOrder(sort: QueueSort): (a: CaseKeyRow, b: CaseKeyRow) => number {
  const { key, direction } = QUEUE_ORDER[sort];
  const time = (k: CaseKeyRow) =>
    key === 'created_at' ? k.created_at : ((key === 'last_data_update' ? k.last_data_update : k.order_time) ?? '');
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
    const entered = fields[i + 4] as string;
    rows.push({
      id: fields[i] as string,
      view_version: Number(fields[i + 1]),
      created_at: fields[i + 2] as string,
      last_data_update: update === '-' ? null : update,
      order_time: entered === '-' ? null : entered,
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
  const after = (db: Db, accountId: string, createdAt: string, id: string, limit: number) =>
    page(caseKeys(db, accountId, sort), sort, { createdAt, id }, limit);
  return {
    first: preparedQuery(2, first),
    after: preparedQuery(4, after),
    firstAsText: preparedQuery(2, (db: Db, accountId: string, limit: number) =>
      keysAsText(db, first(db, accountId, limit)),
    ),
    afterAsText: preparedQuery(4, (db: Db, accountId: string, createdAt: string, id: string, limit: number) =>
      keysAsText(db, after(db, accountId, createdAt, id, limit)),
    ),
  };
}

const unfilteredPages: Record<QueueSort, ReturnType<typeof unfilteredPagesBy>> = {
  created: unfilteredPagesBy('created'),
  oldest: unfilteredPagesBy('oldest'),
  last_data_update: unfilteredPagesBy('last_data_update'),
  waiting: unfilteredPagesBy('waiting'),
  updated: unfilteredPagesBy('updated'),
};

/**
 * One page of the list in the order `sort`, keyset-paginated on (that order's time, id), so a deep page costs what
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
          : await pages.afterAsText(db, accountId, after.createdAt, after.id, limit);
      return parseCaseKeys(row?.keys, sort);
    }
    return after === undefined
      ? pages.first(db, accountId, limit)
      : pages.after(db, accountId, after.createdAt, after.id, limit);
  }
  const byIdOnly = await fewSearchMatches(db, dialect, filter);
  const keys = page(applyFilter(caseKeys(db, accountId, sort, byIdOnly), filter, dialect), sort, after, limit);
  if (dialect === 'sqlite') return parseCaseKeys((await keysAsText(db, keys).executeTakeFirst())?.keys, sort);
  return keys.execute();
}

const keptCounts = preparedQuery(1, (db: Db, accountId: string) =>
  db.selectFrom('verification_status_counts').select(['status', 'n']).where('account_id', '=', accountId),
);

/** Where a case stands in an order (its time and id): where a list "after this case" starts. */
export async function findCaseOrderKey(
  db: Db,
  accountId: string,
  id: string,
  sort: QueueSort,
): Promise<PageCursor | undefined> {
  const row = await db
    .selectFrom('verifications')
    .select(['id', 'created_at', 'last_data_update', 'status_changed_at', 'updated_at', 'view_version'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const column = QUEUE_ORDER[sort].key;
  const key: CaseKeyRow = {
    ...row,
    order_time:
      column === 'status_changed_at' ? row.status_changed_at : column === 'updated_at' ? row.updated_at : null,
  };
  return { createdAt: orderTime(key, sort), id: row.id };
}

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

/**
 * The queue's orders by risk level and by due date, and the tabs' overdue counts, at 100,000 cases of one account
 * (issue 21): the repository reads the service runs for a page (keys only: presenting a page costs the same in
 * every order), each timed in process, median and worst of 20, on SQLite and, with BENCH_DATABASE_URL (a
 * PostgreSQL server URL; a database is created and dropped), on PostgreSQL too. For each order: the first page and
 * a page 50,000 cases deep (keyset: it should cost what the first does), unfiltered and as the console asks for
 * its Open tab (status in the five open states); the Completed tab in due order (every open case's index entry
 * passed); and the overdue counts (unfiltered: the counts kept per day; filtered: counted). SQLite's plans are
 * printed so a missing index shows.
 * Run alone with `node --import tsx bench/queue-orders.ts` (BENCH_QUEUE_CASES to change the 100,000).
 */
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { countOverdueByStatus, countVerificationsByStatus } from '../src/db/repositories/case-counts-repository.js';
import { listCaseKeys, orderKey, type VerificationFilter } from '../src/db/repositories/case-list-repository.js';
import type { SqlDialect } from '../src/db/sql-dialect.js';
import type { QueuePosition, QueueSort } from '../src/domain/page-cursor.js';
import { insertBulkCases } from '../test/helpers/bulk-cases.js';
import { createTenant, createTestDatabase, testServiceContext } from '../test/helpers/test-app.js';
import { numberSetting } from './settings.js';

const CASES = numberSetting('BENCH_QUEUE_CASES', 100_000);
const RUNS = 20;
const LIMIT = 101; // the list reads one more than its page of 100
const OPEN = ['new', 'in_progress', 'qa', 'data_update_requested', 'processing'];

async function timed(run: () => Promise<unknown>): Promise<{ medianMs: number; maxMs: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: Number((times[Math.floor(RUNS / 2)] as number).toFixed(2)),
    maxMs: Number((times[RUNS - 1] as number).toFixed(2)),
  };
}

/** Where the case `depth` places down the order stands (the bench alone reads it with OFFSET, once). */
async function deepPosition(
  db: Db,
  dialect: SqlDialect,
  accountId: string,
  filter: VerificationFilter,
  sort: QueueSort,
  depth: number,
): Promise<QueuePosition> {
  let after: QueuePosition | undefined;
  for (let read = 0; read < depth; read += 1000) {
    const keys = await listCaseKeys(db, dialect, accountId, filter, { sort, after, limit: 1000 });
    const last = keys.at(-1);
    if (!last) break;
    after = { key: orderKey(last, sort), id: last.id };
  }
  if (!after) throw new Error('no deep position');
  return after;
}

async function benchDialect(dialect: SqlDialect) {
  const database = await createTestDatabase(dialect);
  const ctx = testServiceContext(database);
  const db = ctx.db;
  try {
    const tenant = await createTenant(ctx, 'Bench Bank');
    const accountId = tenant.accountId;
    await insertBulkCases(ctx, accountId, { count: CASES });
    // Levels in turn (a fifth not assessed); the open cases due from 10 days ago to 10 days ahead, the decided none.
    const spread = dialect === 'sqlite' ? sql`(rowid * 7919)` : sql`abs(hashtext(id::text))`;
    await sql`UPDATE verifications SET assessed_level = CASE ${spread} % 5 WHEN 0 THEN NULL WHEN 1 THEN 'low'
      WHEN 2 THEN 'medium' WHEN 3 THEN 'high' ELSE 'prohibited' END WHERE account_id = ${accountId}`.execute(db);
    const dueAt =
      dialect === 'sqlite'
        ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', (${spread} % 28800 - 14400) || ' minutes')`
        : sql`date_trunc('milliseconds', now()) + (${spread} % 28800 - 14400) * interval '1 minute'`;
    await sql`UPDATE verifications SET due_at = ${dueAt}
      WHERE account_id = ${accountId} AND status NOT IN ('completed', 'rejected')`.execute(db);
    const now = new Date().toISOString();
    // PostgreSQL's autovacuum would have analysed the table; the service never runs ANALYZE on SQLite.
    if (dialect === 'postgres') await sql`ANALYZE verifications`.execute(db);

    const results: Record<string, unknown>[] = [];
    const open: VerificationFilter = { statuses: OPEN };
    // `created` (the default order, migration 009) for comparison.
    for (const sort of ['created', 'risk', 'due'] as const) {
      for (const [view, filter] of [
        ['all', {}],
        ['open_tab', open],
      ] as const) {
        const deep = await deepPosition(db, dialect, accountId, filter, sort, 50_000);
        results.push({
          sort,
          view,
          first_page: await timed(() => listCaseKeys(db, dialect, accountId, filter, { sort, limit: LIMIT })),
          page_50000_deep: await timed(() =>
            listCaseKeys(db, dialect, accountId, filter, { sort, after: deep, limit: LIMIT }),
          ),
        });
      }
    }
    const completed: VerificationFilter = { statuses: ['completed'] };
    results.push({
      sort: 'due',
      view: 'completed_tab',
      first_page: await timed(() => listCaseKeys(db, dialect, accountId, completed, { sort: 'due', limit: LIMIT })),
    });
    const overdue = await countOverdueByStatus(db, dialect, accountId, {}, now);
    results.push({
      read: 'overdue_counts',
      overdue: [...overdue.byStatus.values()].reduce((a, b) => a + b, 0),
      unfiltered: await timed(() => countOverdueByStatus(db, dialect, accountId, {}, now)),
      // A filter counts the matching overdue cases one by one (as the filtered tab counts count theirs).
      filtered_unassigned: await timed(() => countOverdueByStatus(db, dialect, accountId, { assignedTo: null }, now)),
      // The tab counts themselves with the same filter, for comparison: a filter is never kept.
      tab_counts_filtered_unassigned: await timed(() =>
        countVerificationsByStatus(db, dialect, accountId, { assignedTo: null }),
      ),
    });
    if (dialect === 'sqlite') {
      for (const sort of ['risk', 'due'] as const) {
        const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT v.id FROM verifications v
          WHERE v.account_id = ${accountId} AND v.status IN ('new', 'in_progress') ORDER BY ${sql.ref(
            sort === 'risk' ? 'v.risk_rank' : 'v.due_order',
          )} ${sql.raw(sort === 'risk' ? 'DESC' : 'ASC')}, v.id ${sql.raw(sort === 'risk' ? 'DESC' : 'ASC')} LIMIT 101`.execute(
          db,
        );
        results.push({ plan: sort, steps: plan.rows.map((r) => r.detail) });
      }
      const midnight = `${now.slice(0, 10)}T00:00:00.000Z`;
      const countPlan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT v.status, count(*) FROM verifications v
        WHERE v.account_id = ${accountId} AND v.due_order >= ${midnight} AND v.due_order < ${now}
        GROUP BY v.status`.execute(db);
      results.push({ plan: 'overdue_counts_today', steps: countPlan.rows.map((r) => r.detail) });
    }
    for (const r of results) console.log(JSON.stringify({ bench: 'queue.orders', dialect, cases: CASES, ...r }));
  } finally {
    await database.close();
  }
}

await benchDialect('sqlite');
if (process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  await benchDialect('postgres');
}

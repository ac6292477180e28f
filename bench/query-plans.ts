/**
 * The SQLite query plans of the case queue's reads, as the service runs them: the repository functions
 * (listCaseKeys in src/db/repositories/case-list-repository.ts, countVerificationsByStatus in
 * case-counts-repository.ts) are
 * called against the seeded file, opened read-only, and every statement they send is captured through Kysely's
 * log hook, then explained with `EXPLAIN QUERY PLAN` and timed in process (no HTTP, no JSON).
 */
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Db } from '../src/db/database.js';
import { countVerificationsByStatus } from '../src/db/repositories/case-counts-repository.js';
import { listCaseKeys, type VerificationFilter } from '../src/db/repositories/case-list-repository.js';
import type { Database } from '../src/db/schema.js';
import { percentile } from './load.js';

export interface QueryPlan {
  readonly name: string;
  readonly sql: string;
  readonly parameters: readonly unknown[];
  /** EXPLAIN QUERY PLAN as the sqlite3 shell prints it (an indented tree). */
  readonly plan: readonly string[];
  /** Whether a step of the plan reads the FTS5 trigram table (VIRTUAL TABLE INDEX …). */
  readonly usesSearchIndex: boolean;
  /**
   * How the cases are reached (the plan's step on `v`). `SEARCH v USING … INDEX …(account_id=?)` walks the
   * account's cases in that index's order: cheap when a LIMIT stops it early, the whole account otherwise;
   * `SEARCH v USING INDEX sqlite_autoindex_verifications_1 (id=?)` reads only the cases the search matched.
   */
  readonly casesReadBy: string;
  /** The statement alone, run sequentially in process. */
  readonly p50Ms: number;
  readonly maxMs: number;
  readonly rows: number;
}

interface PlanRow {
  readonly id: number;
  readonly parent: number;
  readonly detail: string;
}

function planTree(rows: readonly PlanRow[]): string[] {
  const depth = new Map<number, number>([[0, -1]]);
  return rows.map((row) => {
    const d = (depth.get(row.parent) ?? -1) + 1;
    depth.set(row.id, d);
    return `${'   '.repeat(d)}${row.detail}`;
  });
}

export interface QueueTerms {
  readonly few: string;
  readonly none: string;
  readonly short: string;
  readonly common: string;
}

/** The plans of the queue's reads on the SQLite file `dbFile` (opened read-only). */
export async function explainQueueQueries(
  dbFile: string,
  accountId: string,
  terms: QueueTerms,
  limit: number,
): Promise<QueryPlan[]> {
  const sqlite = new SqliteDatabase(dbFile, { readonly: true, fileMustExist: true });
  let captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const db: Db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const cases: [string, () => Promise<unknown>][] = [];
  const list = (filter: VerificationFilter) => () =>
    listCaseKeys(db, 'sqlite', accountId, filter, { sort: 'created', limit });
  const counts = (filter: VerificationFilter) => () => countVerificationsByStatus(db, 'sqlite', accountId, filter);
  cases.push([`list limit=${limit}`, list({})]);
  cases.push([`list limit=${limit} q=${terms.few}`, list({ search: terms.few })]);
  cases.push([`list limit=${limit} q=${terms.none}`, list({ search: terms.none })]);
  cases.push([`list limit=${limit} q=${terms.short}`, list({ search: terms.short })]);
  cases.push([`list limit=${limit} q=${terms.common}`, list({ search: terms.common })]);
  cases.push(['counts', counts({})]);
  cases.push([`counts q=${terms.few}`, counts({ search: terms.few })]);
  cases.push([`counts q=${terms.none}`, counts({ search: terms.none })]);
  cases.push([`counts q=${terms.common}`, counts({ search: terms.common })]);
  const plans: QueryPlan[] = [];
  try {
    for (const [name, run] of cases) {
      captured = [];
      // Counted from what the read returns: SQLite hands a list page's keys over as one row (listCaseKeys).
      const result = await run();
      const rows = result instanceof Map ? result.size : Array.isArray(result) ? result.length : 0;
      // The read itself is the last statement; a search may first count its matches to choose a plan.
      const query = captured.at(-1);
      if (!query) throw new Error(`${name}: no statement was run`);
      const statements = captured.map((q) => ({ statement: sqlite.prepare(q.sql), params: q.parameters as unknown[] }));
      const params = query.parameters as unknown[];
      const planRows = sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...params) as PlanRow[];
      const times: number[] = [];
      for (let i = 0; i < 25; i++) {
        const started = process.hrtime.bigint();
        for (const s of statements) s.statement.all(...s.params);
        if (i >= 5) times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      times.sort((a, b) => a - b);
      plans.push({
        name,
        sql: query.sql.replace(/\s+/g, ' ').trim(),
        parameters: query.parameters,
        plan: planTree(planRows),
        usesSearchIndex: planRows.some((r) => /VIRTUAL TABLE INDEX/.test(r.detail)),
        casesReadBy: planRows.find((r) => /^(SCAN|SEARCH) v\b/.test(r.detail))?.detail ?? '?',
        p50Ms: percentile(times, 50),
        maxMs: times[times.length - 1] ?? Number.NaN,
        rows,
      });
    }
  } finally {
    await db.destroy();
  }
  return plans;
}

/**
 * A copy of the seeded file with planner statistics (ANALYZE): the service never runs ANALYZE, so its plans are
 * those SQLite picks without sqlite_stat1; the copy shows what statistics would change.
 */
export function analyzedCopy(dataDir: string, target: string): string {
  const source = new SqliteDatabase(join(dataDir, 'dossier.db'), { readonly: true, fileMustExist: true });
  try {
    source.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(target);
  try {
    copy.exec('ANALYZE');
  } finally {
    copy.close();
  }
  return target;
}

/** The statement with a long select list shortened to its column count (the report's JSON keeps it whole). */
function shortSql(text: string): string {
  return text.replace(/^select (.*?) from /, (whole, columns: string) => {
    const count = columns.split(', ').length;
    return count > 4 ? `select <${count} columns> from ` : whole;
  });
}

/** Each plan as a tree; `withSql` adds the statement and its parameters. */
export function formatQueryPlans(plans: readonly QueryPlan[], withSql = true): string {
  return plans
    .map((p) =>
      [
        `${p.name}: ${p.rows} rows, ${p.p50Ms.toFixed(2)} ms p50 / ${p.maxMs.toFixed(2)} ms max in process` +
          ` (trigram index: ${p.usesSearchIndex ? 'yes' : 'no'})`,
        ...(withSql ? [`  SQL: ${shortSql(p.sql)}`, `  parameters: ${JSON.stringify(p.parameters)}`] : []),
        ...p.plan.map((line) => `  | ${line}`),
      ].join('\n'),
    )
    .join('\n\n');
}

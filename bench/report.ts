import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { LatencyFigures, LoadFigures } from './load.js';
import { formatQueryPlans, type QueryPlan } from './query-plans.js';
import type { SearchTerms } from './seed.js';

export interface ScenarioResult {
  readonly name: string;
  readonly path: string;
  readonly responseBytes: number;
  readonly service: LoadFigures;
  readonly ceiling: LoadFigures;
  readonly ratio: number;
  readonly target: string;
  readonly reference: boolean;
  readonly pass: boolean;
  readonly missed: readonly string[];
}

export interface DeepPageResult {
  readonly page: number;
  readonly limit: number;
  readonly first: LatencyFigures;
  readonly deep: LatencyFigures;
  readonly ratioP50: number;
  readonly ratioP99: number;
  readonly target: string;
  readonly pass: boolean;
}

/** The case queue's reads: sequential latency (one client, no contention) and SQLite's plans. */
export interface QueueReport {
  readonly searchTerms: SearchTerms;
  readonly sequential: readonly (LatencyFigures & { readonly name: string; readonly path: string })[];
  /** As the service runs them (the service never runs ANALYZE, so SQLite plans without statistics). */
  readonly plans: readonly QueryPlan[];
  /** The same statements on a copy after ANALYZE. */
  readonly plansAnalyzed: readonly QueryPlan[];
}

export interface BenchReport {
  readonly date: string;
  readonly machine: Record<string, string | number>;
  readonly settings: Record<string, string | number>;
  readonly data: Record<string, string | number>;
  readonly scenarios: readonly ScenarioResult[];
  readonly deepPages: DeepPageResult;
  readonly queue: QueueReport;
  readonly notes: readonly string[];
}

/** Company detail: at least half the ceiling's req/s and p99 within 25 ms. Others: p99 within 25 ms. */
export const TARGET_RATIO = 0.5;
export const TARGET_P99_MS = 25;
export const TARGET_DEEP_RATIO = 1.5;

/**
 * `ratioTarget` null: p99 target only; `reference`: no target at all, shown for context (e.g. the framework floor);
 * a string names why (`none (<reference>)` in the table).
 */
export function judge(
  name: string,
  path: string,
  responseBytes: number,
  service: LoadFigures,
  ceiling: LoadFigures,
  ratioTarget: number | null,
  reference: boolean | string = false,
): ScenarioResult {
  const ratio = service.requestsPerSecond / ceiling.requestsPerSecond;
  const missed: string[] = [];
  if (!reference && ratioTarget !== null && !(ratio >= ratioTarget)) missed.push('ratio');
  if (!reference && !(service.p99Ms <= TARGET_P99_MS)) missed.push('p99');
  if (service.non2xx > 0 || service.errors > 0) missed.push('errors');
  const target = reference
    ? `none (${reference === true ? 'reference' : reference})`
    : [...(ratioTarget !== null ? [`ratio ≥ ${ratioTarget.toFixed(2)}`] : []), `p99 ≤ ${TARGET_P99_MS} ms`].join(', ');
  return {
    name,
    path,
    responseBytes,
    service,
    ceiling,
    ratio,
    target,
    reference: reference !== false,
    pass: missed.length === 0,
    missed,
  };
}

export function judgeDeep(page: number, limit: number, first: LatencyFigures, deep: LatencyFigures): DeepPageResult {
  const ratioP50 = deep.p50Ms / first.p50Ms;
  return {
    page,
    limit,
    first,
    deep,
    ratioP50,
    ratioP99: deep.p99Ms / first.p99Ms,
    target: `page ${page} p50 ≤ ${TARGET_DEEP_RATIO}× page 1 p50`,
    pass: ratioP50 <= TARGET_DEEP_RATIO,
  };
}

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  const line = (r: readonly string[]) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ');
  const [head, ...body] = rows;
  return [line(head ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const rps = (value: number) => value.toFixed(0);

/** One line per statement: its in-process time and how it reaches the cases, without and with ANALYZE. */
function planSummary(plans: readonly QueryPlan[], analyzed: readonly QueryPlan[]): string[][] {
  const via = (p: QueryPlan | undefined) =>
    p === undefined ? '?' : p.casesReadBy.replace(/^SEARCH v USING (COVERING )?INDEX /, '');
  return [
    ['statement (in process, sequential)', 'rows', 'p50', 'cases read by', 'p50 after ANALYZE', 'cases read by'],
    ...plans.map((p) => {
      const a = analyzed.find((x) => x.name === p.name);
      return [p.name, String(p.rows), ms(p.p50Ms), via(p), a ? ms(a.p50Ms) : '?', via(a)];
    }),
  ];
}

export function formatReport(report: BenchReport): string {
  const header = ['scenario', 'req/s', 'p50', 'p99', 'ceiling req/s', 'ceiling p99', 'ratio', 'target', 'result'];
  const rows = report.scenarios.map((s) => [
    s.name,
    rps(s.service.requestsPerSecond),
    ms(s.service.p50Ms),
    ms(s.service.p99Ms),
    rps(s.ceiling.requestsPerSecond),
    ms(s.ceiling.p99Ms),
    s.ratio.toFixed(2),
    s.target,
    s.pass ? (s.reference ? '-' : 'PASS') : `MISS (${s.missed.join(', ')})`,
  ]);
  const d = report.deepPages;
  const deepRows = [
    ['list page (sequential, 1 connection)', 'p50', 'p99', 'mean', 'samples'],
    ['page 1', ms(d.first.p50Ms), ms(d.first.p99Ms), ms(d.first.meanMs), String(d.first.samples)],
    [`page ${d.page}`, ms(d.deep.p50Ms), ms(d.deep.p99Ms), ms(d.deep.meanMs), String(d.deep.samples)],
  ];
  const q = report.queue;
  const terms = q.searchTerms;
  const termLine = (label: string, t: { term: string; matches: number }) =>
    `"${t.term}" (${label}, ${t.matches} cases)`;
  const sequentialRows = [
    ['queue reads (sequential, 1 connection)', 'p50', 'p99', 'mean', 'samples', 'path'],
    ...q.sequential.map((s) => [s.name, ms(s.p50Ms), ms(s.p99Ms), ms(s.meanMs), String(s.samples), s.path]),
  ];
  const errors = report.scenarios
    .filter((s) => s.service.non2xx > 0 || s.service.errors > 0)
    .map((s) => `WARNING ${s.name}: ${s.service.non2xx} non-2xx responses, ${s.service.errors} errors`);
  return [
    `Dossier read API benchmark — ${report.date}`,
    `machine: ${report.machine.cpus} × ${report.machine.cpuModel}, node ${report.machine.node}, load average ` +
      `${report.machine.loadAverageBefore} before, ${report.machine.loadAverageAfter} after`,
    `data: ${report.data.verifications} verifications in the demo account (${report.data.extraVerifications} extra), ` +
      `seeded in ${report.data.seedSeconds} s`,
    `load: ${report.settings.connections} connections, ${report.settings.warmupSeconds} s warm-up discarded, then ` +
      `${report.settings.seconds} s measured per target in ${report.settings.rounds} rounds alternating service and ceiling`,
    '',
    table([header, ...rows]),
    ...report.scenarios.map(
      (s) =>
        `  ${s.name} req/s per round: service ${s.service.rounds.join(' ')}; ceiling ${s.ceiling.rounds.join(' ')}`,
    ),
    ...errors,
    '',
    table(deepRows),
    `page ${d.page} / page 1: p50 ${d.ratioP50.toFixed(2)}×, p99 ${d.ratioP99.toFixed(2)}× — target ${d.target}: ${
      d.pass ? 'PASS' : 'MISS'
    }`,
    '',
    `queue search terms: ${termLine('a few hundred', terms.few)}, ${termLine('no match', terms.none)}, ` +
      `${termLine('two characters: LIKE scan', terms.short)}, ${termLine('common, plans only', terms.common)}`,
    table(sequentialRows),
    '',
    table(planSummary(q.plans, q.plansAnalyzed)),
    '',
    'SQLite query plans of the queue reads, as the service runs them (no ANALYZE statistics):',
    formatQueryPlans(q.plans),
    '',
    'The same statements on a copy after ANALYZE (what planner statistics would change):',
    formatQueryPlans(q.plansAnalyzed, false),
    '',
    ...report.notes.map((n) => `note: ${n}`),
  ].join('\n');
}

export function writeReport(report: BenchReport): string {
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}latest.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/** The machine, as every results file names it. */
export function machineSummary() {
  return { cpus: cpus().length, cpuModel: cpus()[0]?.model.trim() ?? 'unknown', node: process.version };
}

/** The load average before a run; `busyNote` is the line a report ends with when the machine was busy already. */
export function loadBeforeRun(): { readonly text: string; readonly busyNote: string } {
  const values = loadavg().map((l) => l.toFixed(2));
  const text = values.join(' ');
  const busy = Number(values[0]) > cpus().length;
  return {
    text,
    busyNote: busy ? `\nnote: the machine was busy before the run (load average ${text}): noisy figures` : '',
  };
}

/** Writes bench/results/<name>-latest.json; returns its path. */
export function writeResultFile(name: string, data: unknown): string {
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}${name}-latest.json`;
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

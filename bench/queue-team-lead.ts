/**
 * The queue a team lead runs, at 100,000 cases (SQLite, the embedded default), each beside a node:http server
 * sending the same bytes in the same run:
 * - the queue's tab counts (GET /api/v1/verifications/counts, no filter): p99 ≤ 25 ms at 50 connections;
 * - a search by a director's name (GET /api/v1/verifications?q=<surname>): p99 ≤ 50 ms at 50 connections. The
 *   same search asked again between two writes is answered from the read memo (src/db/read-memo.ts), so the
 *   bench also reports what a search nobody asked since the last write costs: one at a time, each a query the
 *   memo has not seen (another order or page size), no target;
 * - the CSV export of every case (GET /api/v1/verifications.csv): the service's RSS growth while it streams
 *   ≤ 50 MB, sampled every 20 ms from /proc.
 * Run alone with `node --import tsx bench/queue-team-lead.ts`; `npm run bench` runs it after the read bench.
 * Settings as bench/run.ts: BENCH_SECONDS, BENCH_ROUNDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS,
 * BENCH_EXTRA_VERIFICATIONS.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closeAgent, compareLoad, get, type LoadFigures } from './load.js';
import { type Child, killAll, startCeiling, startService } from './processes.js';
import { prepareData, RARE_PERSON } from './seed.js';
import { log, numberSetting } from './settings.js';

const SECONDS = numberSetting('BENCH_SECONDS', 10);
const WARMUP_SECONDS = numberSetting('BENCH_WARMUP_SECONDS', 3);
const ROUNDS = Math.max(1, Math.round(numberSetting('BENCH_ROUNDS', 5)));
const CONNECTIONS = numberSetting('BENCH_CONNECTIONS', 50);
const EXTRA = numberSetting('BENCH_EXTRA_VERIFICATIONS', 100_000);
const RSS_GROWTH_TARGET_MB = 50;

interface LoadResult {
  readonly name: string;
  readonly path: string;
  readonly targetP99Ms: number;
  readonly service: LoadFigures;
  readonly ceiling: LoadFigures;
  readonly pass: boolean;
}

/** Searches the memo has not seen, one at a time: what a search costs when it runs its queries. */
interface ColdSearchResult {
  readonly searches: number;
  readonly meanMs: number;
  readonly p99Ms: number;
}

async function measureColdSearches(base: string, headers: Record<string, string>): Promise<ColdSearchResult> {
  const times: number[] = [];
  // Each order with page sizes 50 to 100: a query (and a memo key) of its own, all reading the same matches.
  for (const sort of ['created', 'oldest', 'last_data_update', 'waiting']) {
    for (let limit = 50; limit <= 100; limit++) {
      const q = encodeURIComponent(RARE_PERSON.term);
      const res = await get(`${base}/api/v1/verifications?limit=${limit}&sort=${sort}&q=${q}`, headers);
      if (res.status !== 200) throw new Error(`cold search answered ${res.status}: ${res.body}`);
      times.push(res.ms);
    }
  }
  times.sort((a, b) => a - b);
  return {
    searches: times.length,
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    p99Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] as number,
  };
}

interface ExportResult {
  readonly rows: number;
  readonly bytes: number;
  readonly seconds: number;
  readonly rssBeforeMb: number;
  readonly rssPeakMb: number;
  readonly growthMb: number;
  /** The same for the anonymous memory alone (the SQLite file's mapped pages left out). */
  readonly anonGrowthMb: number;
  readonly pass: boolean;
}

/** The process's resident memory in MB: all of it, and its anonymous part (heap, stacks: not file pages). */
function rssMb(pid: number): { total: number; anon: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { total: mb('VmRSS'), anon: mb('RssAnon') };
}

async function loadBeside(
  workDir: string,
  name: string,
  base: string,
  path: string,
  headers: Record<string, string>,
  targetP99Ms: number,
): Promise<LoadResult> {
  const sample = await get(`${base}${path}`, headers);
  if (sample.status !== 200) throw new Error(`${name}: GET ${path} answered ${sample.status}: ${sample.body}`);
  const bodyFile = join(workDir, `${name.replaceAll(/\W+/g, '-')}.body`);
  writeFileSync(bodyFile, sample.body);
  let ceiling: Child | null = null;
  try {
    ceiling = await startCeiling(bodyFile, String(sample.headers['content-type'] ?? 'application/json'));
    log(`${name}: ${sample.body.length} bytes per response; loading the service and the ceiling in turn…`);
    const { first, second } = await compareLoad(
      { url: `${base}${path}`, headers },
      { url: `http://127.0.0.1:${ceiling.port}${path}`, headers },
      { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, rounds: ROUNDS },
    );
    const pass = first.p99Ms <= targetP99Ms && first.non2xx === 0 && first.errors === 0;
    log(
      `${name}: ${first.requestsPerSecond.toFixed(0)} req/s, p50 ${first.p50Ms.toFixed(1)} ms, ` +
        `p99 ${first.p99Ms.toFixed(1)} ms (ceiling ${second.requestsPerSecond.toFixed(0)} req/s, ` +
        `p99 ${second.p99Ms.toFixed(1)} ms)`,
    );
    return { name, path, targetP99Ms, service: first, ceiling: second, pass };
  } finally {
    await ceiling?.stop();
  }
}

/** Downloads the export as fast as the client reads, sampling the service's RSS all along. */
async function measureExport(service: Child, base: string, headers: Record<string, string>): Promise<ExportResult> {
  const pid = service.process.pid as number;
  // Settle first: what the load scenarios left behind is not the export's.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMb(pid);
  let peak = before.total;
  let anonPeak = before.anon;
  const sample = () => {
    const now = rssMb(pid);
    peak = Math.max(peak, now.total);
    anonPeak = Math.max(anonPeak, now.anon);
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  await new Promise<void>((resolve, reject) => {
    const req = request(`${base}/api/v1/verifications.csv`, { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
      });
      res.on('end', () => resolve());
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  clearInterval(sampler);
  sample();
  const growth = peak - before.total;
  return {
    rows: lines - 1,
    bytes,
    seconds: (performance.now() - started) / 1000,
    rssBeforeMb: before.total,
    rssPeakMb: peak,
    growthMb: growth,
    anonGrowthMb: anonPeak - before.anon,
    pass: growth <= RSS_GROWTH_TARGET_MB,
  };
}

function format(results: readonly LoadResult[], cold: ColdSearchResult, exported: ExportResult, cases: number): string {
  const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
  const lines = [
    `queue for team leads (SQLite, ${cases} cases, ${CONNECTIONS} connections, ${SECONDS} s per target in ${ROUNDS} rounds)`,
    '',
    'scenario                     req/s   p50       p99       ceiling req/s  ceiling p99  ratio  target          result',
  ];
  for (const r of results) {
    lines.push(
      [
        r.name.padEnd(28),
        r.service.requestsPerSecond.toFixed(0).padStart(6),
        ms(r.service.p50Ms).padStart(9),
        ms(r.service.p99Ms).padStart(9),
        r.ceiling.requestsPerSecond.toFixed(0).padStart(14),
        ms(r.ceiling.p99Ms).padStart(12),
        (r.service.requestsPerSecond / r.ceiling.requestsPerSecond).toFixed(2).padStart(6),
        `p99 ≤ ${r.targetP99Ms} ms`.padEnd(15),
        r.pass ? 'pass' : 'MISS',
      ].join('  '),
    );
  }
  lines.push(
    '',
    `search by name, ${cold.searches} searches the read memo has not seen, one at a time: ` +
      `mean ${ms(cold.meanMs)}, p99 ${ms(cold.p99Ms)} (no target: what each costs when its queries run)`,
  );
  lines.push(
    '',
    `CSV export: ${exported.rows} rows, ${(exported.bytes / 1e6).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; ` +
      `service RSS ${exported.rssBeforeMb.toFixed(0)} MB before, ${exported.rssPeakMb.toFixed(0)} MB at most: ` +
      `growth ${exported.growthMb.toFixed(1)} MB (target ≤ ${RSS_GROWTH_TARGET_MB} MB) ${exported.pass ? 'pass' : 'MISS'}; ` +
      `of which anonymous memory (heap) ${exported.anonGrowthMb.toFixed(1)} MB, the rest the database file's ` +
      'pages mapped in (SQLite mmap_size 256 MB)',
  );
  return lines.join('\n');
}

export async function runQueueTeamLeadBench(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'dossier-bench-queue-'));
  const dataDir = join(workDir, 'data');
  let service: Child | null = null;
  try {
    log(`queue for team leads: preparing data (demo + ${EXTRA} verifications)…`);
    const data = await prepareData(dataDir, { extra: EXTRA, deepPage: null, limit: 50 });
    // Without the worker: its daily jobs run at start, and risk_backfill then assesses every case the seed wrote
    // (never assessed), holding SQLite's one connection for minutes; every request timed out behind it.
    service = await startService(dataDir, [], { serveArgs: ['--no-worker'] });
    const base = `http://127.0.0.1:${service.port}`;
    const headers = { authorization: `Bearer ${data.token}` };
    const results = [
      await loadBeside(workDir, 'tab counts', base, '/api/v1/verifications/counts', headers, 25),
      await loadBeside(
        workDir,
        `search by name q=${RARE_PERSON.term}`,
        base,
        `/api/v1/verifications?limit=50&q=${encodeURIComponent(RARE_PERSON.term)}`,
        headers,
        50,
      ),
    ];
    const cold = await measureColdSearches(base, headers);
    log(`cold searches: mean ${cold.meanMs.toFixed(2)} ms, p99 ${cold.p99Ms.toFixed(2)} ms`);
    const exported = await measureExport(service, base, headers);
    process.stdout.write(`\n${format(results, cold, exported, data.verificationCount)}\n`);
    const file = fileURLToPath(new URL('./results/queue-team-lead-latest.json', import.meta.url));
    const settings = { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP_SECONDS };
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg().map((l) => l.toFixed(2)) },
      settings,
      cases: data.verificationCount,
      load: results,
      coldSearch: cold,
      export: exported,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    log(`results written to ${file}`);
  } finally {
    await service?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runQueueTeamLeadBench()
    .then(() => closeAgent())
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      killAll();
      closeAgent();
      process.exitCode = 1;
    });
}

/**
 * `npm run bench`: read-API load benchmark on the embedded default (SQLite), with the demo data plus 100,000 extra
 * verifications. Each scenario is compared with a plain node:http server sending the same bytes in the same run.
 * The case queue's reads (search, counts) are loaded too, timed one at a time, and their SQLite plans printed.
 * Then the team lead's queue (bench/queue-team-lead.ts: tab counts, a search by name, the CSV export), the webhook
 * benchmark (bench/webhooks.ts) and, when /usr/bin/chromium exists, the console queue in a browser
 * (bench/queue-browser.ts), the ownership graph of a large structure (bench/ownership-graph.ts), and screening
 * quality and speed on the full list files (bench/screening-quality.ts, bench/screening-speed.ts;
 * BENCH_SCREENING_OFAC and BENCH_SCREENING_UN name them).
 *
 * Settings (environment): BENCH_SECONDS (measured seconds per target, 10), BENCH_ROUNDS (the measured seconds are
 * split into this many runs, alternating between the service and its ceiling, 5), BENCH_WARMUP_SECONDS (3),
 * BENCH_CONNECTIONS (50), BENCH_EXTRA_VERIFICATIONS (100000), BENCH_DEEP_SAMPLES (300),
 * BENCH_CPU_PROF (a directory: the service runs with --cpu-prof and writes its profile there on exit).
 *
 * Names after `--` run only those parts, in this order: reads (company detail, the list, the queue's reads),
 * team-lead, webhooks, browser, startup, postgres-reads, multi-instance, ownership, screening. `npm run bench -- reads webhooks` runs the
 * read and webhook benchmarks alone; no name runs them all.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { closeAgent, compareLoad, get, measureSequential } from './load.js';
import { type Child, killAll, startCeiling, startService } from './processes.js';
import { analyzedCopy, explainQueueQueries } from './query-plans.js';
import {
  type BenchReport,
  formatReport,
  judge,
  judgeDeep,
  type ScenarioResult,
  TARGET_RATIO,
  writeReport,
} from './report.js';
import { prepareData } from './seed.js';
import { log, numberSetting } from './settings.js';

const SECONDS = numberSetting('BENCH_SECONDS', 10);
const WARMUP_SECONDS = numberSetting('BENCH_WARMUP_SECONDS', 3);
const ROUNDS = Math.max(1, Math.round(numberSetting('BENCH_ROUNDS', 5)));
const CONNECTIONS = numberSetting('BENCH_CONNECTIONS', 50);
const EXTRA = numberSetting('BENCH_EXTRA_VERIFICATIONS', 100_000);
const DEEP_SAMPLES = numberSetting('BENCH_DEEP_SAMPLES', 300);
const CPU_PROF = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
const LIMIT = 50;
const DEEP_PAGE = 1000;
const CHROMIUM = '/usr/bin/chromium';

const workDir = mkdtempSync(join(tmpdir(), 'dossier-bench-'));
const dataDir = join(workDir, 'data');
let cleaned = false;

function cleanUp(): void {
  if (cleaned) return;
  cleaned = true;
  killAll();
  closeAgent();
  rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Fetches the service's exact response, then loads the service and a node:http server sending those bytes. */
async function scenario(
  name: string,
  base: string,
  path: string,
  headers: Record<string, string>,
  ratioTarget: number | null,
  reference: boolean | string = false,
  batchedCeiling = false,
): Promise<ScenarioResult> {
  const sample = await get(`${base}${path}`, headers);
  if (sample.status !== 200) throw new Error(`${name}: GET ${path} answered ${sample.status}: ${sample.body}`);
  const contentType = String(sample.headers['content-type'] ?? 'application/json');
  const bodyFile = join(workDir, `${name.replaceAll(/\W+/g, '-')}.body`);
  writeFileSync(bodyFile, sample.body);
  let ceilingServer: Child | null = null;
  try {
    ceilingServer = await startCeiling(bodyFile, contentType, batchedCeiling);
    const ceilingUrl = `http://127.0.0.1:${ceilingServer.port}${path}`;
    const echoed = await get(ceilingUrl, headers);
    if (!echoed.body.equals(sample.body)) throw new Error(`${name}: the ceiling server does not send the same bytes`);
    log(`${name}: ${sample.body.length} bytes per response; loading the service and the ceiling in turn…`);
    const { first: service, second: ceiling } = await compareLoad(
      { url: `${base}${path}`, headers },
      { url: ceilingUrl, headers },
      { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, rounds: ROUNDS },
    );
    return judge(name, path, sample.body.length, service, ceiling, ratioTarget, reference);
  } finally {
    await ceilingServer?.stop();
  }
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const PARTS = [
  'reads',
  'team-lead',
  'webhooks',
  'browser',
  'startup',
  'postgres-reads',
  'multi-instance',
  'ownership',
  'screening',
] as const;
const chosen = new Set(process.argv.slice(2));
for (const name of chosen) {
  if (!(PARTS as readonly string[]).includes(name))
    throw new Error(`unknown bench "${name}"; one of ${PARTS.join(', ')}`);
}
const wants = (part: (typeof PARTS)[number]) => chosen.size === 0 || chosen.has(part);

async function main(): Promise<void> {
  if (wants('reads')) await runReadBench();
  // The queue a team lead runs (bench/queue-team-lead.ts): tab counts, a search by name, the CSV export.
  if (wants('team-lead')) await (await import('./queue-team-lead.js')).runQueueTeamLeadBench();
  // Webhook delivery (bench/webhooks.ts): SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
  if (wants('webhooks')) await (await import('./webhooks.js')).runWebhookBench();
  // The console's queue in Chromium (bench/queue-browser.ts), when the machine has it.
  if (wants('browser')) {
    if (existsSync(CHROMIUM)) await (await import('./queue-browser.js')).runQueueBrowserBench();
    else process.stdout.write('\nconsole queue in a browser: skipped: no Chromium\n');
  }
  if (wants('startup')) {
    // Start-up time and idle memory (bench/startup.ts), each beside the same machine's floor.
    const { formatStartup, measureStartup } = await import('./startup.js');
    process.stdout.write(`\n${formatStartup(await measureStartup(log))}\n`);
  }
  // Company detail on PostgreSQL against node:http plus one primary-key query (bench/postgres-reads.ts).
  if (wants('postgres-reads')) await (await import('./postgres-reads.js')).runPostgresReadBench();
  // 1 API + 1 worker against 2 + 2 (bench/multi-instance.ts): PostgreSQL only, skipped (and said so) without it.
  if (wants('multi-instance')) await (await import('./multi-instance.js')).runMultiInstanceBench();
  // The ownership graph of 500 entities and 2,000 holdings at 10 connections (bench/ownership-graph.ts).
  if (wants('ownership')) await (await import('./ownership-graph.js')).runOwnershipGraphBench();
  // Screening (bench/screening-quality.ts, bench/screening-speed.ts) on the full list files named by
  // BENCH_SCREENING_OFAC and BENCH_SCREENING_UN: skipped (and said so) without them.
  if (wants('screening')) {
    await (await import('./screening-quality.js')).runScreeningQualityBench();
    await (await import('./screening-speed.js')).runScreeningSpeedBench();
  }
}

/** The read API (company detail, the list) and the queue's reads, on the seeded data, each beside node:http. */
async function runReadBench(): Promise<void> {
  const loadBefore = loadAverage();
  log(`preparing data in ${dataDir} (demo + ${EXTRA} verifications)…`);
  const data = await prepareData(dataDir, { extra: EXTRA, deepPage: DEEP_PAGE, limit: LIMIT });
  log(`seeded ${data.verificationCount} verifications in ${data.seedSeconds.toFixed(1)} s`);
  const terms = data.search;
  log(
    `search terms: "${terms.few.term}" ${terms.few.matches} cases, "${terms.none.term}" ${terms.none.matches}, ` +
      `"${terms.short.term}" ${terms.short.matches}, "${terms.common.term}" ${terms.common.matches}`,
  );
  const termsOnly = { few: terms.few.term, none: terms.none.term, short: terms.short.term, common: terms.common.term };
  log('query plans of the queue reads (as seeded, then on an analyzed copy)…');
  const plans = await explainQueueQueries(join(dataDir, 'dossier.db'), data.accountId, termsOnly, LIMIT);
  const analyzedFile = analyzedCopy(dataDir, join(workDir, 'analyzed.db'));
  const plansAnalyzed = await explainQueueQueries(analyzedFile, data.accountId, termsOnly, LIMIT);
  rmSync(analyzedFile, { force: true });

  const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const service = await startService(dataDir, nodeArgs);
  let stopping = false;
  service.process.once('exit', (code, signal) => {
    if (!stopping) log(`the service exited during the run (${code ?? signal}):\n${service.stderr()}`);
  });
  const base = `http://127.0.0.1:${service.port}`;
  const headers = { authorization: `Bearer ${data.token}` };
  const companyPath = `/api/v1/verifications/${data.company.verificationId}/companies/${data.company.companyId}`;
  const listPath = `/api/v1/verifications?limit=${LIMIT}`;
  const deepPath = `${listPath}&cursor=${data.deepCursor}`;
  const searchPath = (term: string) => `${listPath}&q=${encodeURIComponent(term)}`;
  const countsPath = '/api/v1/verifications/counts';
  const queuePaths = {
    list: listPath,
    search: searchPath(terms.few.term),
    searchNone: searchPath(terms.none.term),
    searchShort: searchPath(terms.short.term),
    counts: countsPath,
    countsSearch: `${countsPath}?q=${encodeURIComponent(terms.few.term)}`,
  };

  const deepSample = await get(`${base}${deepPath}`, headers);
  const deepBody = JSON.parse(deepSample.body.toString()) as { verifications?: { id: string }[] };
  if (deepSample.status !== 200 || deepBody.verifications?.[0]?.id !== data.deepFirstId) {
    throw new Error(`page ${DEEP_PAGE} does not start where it should (HTTP ${deepSample.status})`);
  }

  const scenarios = [
    await scenario('company detail', base, companyPath, headers, TARGET_RATIO),
    // For context: against node:http that also sends a turn's responses together, as the hot path does.
    await scenario(
      'company detail vs batching node:http',
      base,
      companyPath,
      headers,
      null,
      'a ceiling that batches its writes too',
      true,
    ),
    await scenario(`verifications limit=${LIMIT}`, base, listPath, headers, null),
    // The case queue: no target yet, measured beside the plain list.
    await scenario(`list limit=${LIMIT} q=${terms.few.term}`, base, queuePaths.search, headers, null, 'queue'),
    await scenario(`list limit=${LIMIT} q=${terms.none.term}`, base, queuePaths.searchNone, headers, null, 'queue'),
    await scenario(`list limit=${LIMIT} q=${terms.short.term}`, base, queuePaths.searchShort, headers, null, 'queue'),
    await scenario('counts', base, queuePaths.counts, headers, null, 'queue'),
    await scenario(`counts q=${terms.few.term}`, base, queuePaths.countsSearch, headers, null, 'queue'),
    // The framework's own floor, for context: no token, one trivial query, a 15-byte body.
    await scenario('GET /health (reference)', base, '/health', {}, null, true),
  ];
  log(`deep pages: ${DEEP_SAMPLES} sequential requests each for page 1 and page ${DEEP_PAGE}…`);
  const latency = await measureSequential({ first: `${base}${listPath}`, deep: `${base}${deepPath}` }, headers, {
    warmup: Math.min(50, DEEP_SAMPLES),
    samples: DEEP_SAMPLES,
  });
  log(`queue reads: ${DEEP_SAMPLES} sequential requests each…`);
  const queueLatency = await measureSequential(
    Object.fromEntries(Object.entries(queuePaths).map(([k, path]) => [k, `${base}${path}`])) as Record<
      keyof typeof queuePaths,
      string
    >,
    headers,
    { warmup: Math.min(50, DEEP_SAMPLES), samples: DEEP_SAMPLES },
  );
  const queueNames: Record<keyof typeof queuePaths, string> = {
    list: `list limit=${LIMIT}`,
    search: `list q=${terms.few.term} (trigram index)`,
    searchNone: `list q=${terms.none.term} (trigram index, no match)`,
    searchShort: `list q=${terms.short.term} (LIKE scan)`,
    counts: 'counts',
    countsSearch: `counts q=${terms.few.term}`,
  };
  stopping = true;
  await service.stop();
  if (CPU_PROF) log(`service CPU profile written to ${CPU_PROF}`);

  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAverage(),
    },
    settings: {
      database: 'sqlite (embedded default)',
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      rounds: ROUNDS,
      deepSamples: DEEP_SAMPLES,
      rateLimit: 'off (DOSSIER_RATE_LIMIT_PER_SECOND=0)',
      logLevel: 'warn',
    },
    data: {
      verifications: data.verificationCount,
      extraVerifications: EXTRA,
      seedSeconds: Number(data.seedSeconds.toFixed(1)),
      companyBankAccounts: data.company.bankAccounts,
      companyCryptoAddresses: data.company.cryptoAddresses,
    },
    scenarios,
    deepPages: judgeDeep(DEEP_PAGE, LIMIT, latency.first, latency.deep),
    queue: {
      searchTerms: terms,
      sequential: (Object.keys(queuePaths) as (keyof typeof queuePaths)[]).map((key) => ({
        name: queueNames[key],
        path: queuePaths[key],
        ...queueLatency[key],
      })),
      plans,
      plansAnalyzed,
    },
    notes: [
      ...(Number(loadBefore.split(' ')[0]) > cpus().length
        ? [`the machine was busy before the run (load average ${loadBefore}): figures are noisy`]
        : []),
      `load generator (autocannon, in this process) and server share the machine's ${cpus().length} cores; ` +
        'so does the ceiling, so the ratio compares like with like',
      'req/s counts 2xx responses; p50/p99 are over every 2xx response of the measured rounds',
      'p99 ≤ 25 ms is applied to company detail and the plain list; the ratio target to company detail only; ' +
        'the queue scenarios (search, counts) have no target yet',
      `the queue's list, search and counts read the same ${EXTRA} extra cases; the sequential figures (one ` +
        'client, no contention) and the plans below show what each statement costs and which index it reads',
    ],
  };
  process.stdout.write(`\n${formatReport(report)}\n`);
  log(`results written to ${writeReport(report)}`);
}

main()
  .then(() => {
    cleanUp();
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    cleanUp();
    process.exitCode = 1;
  });

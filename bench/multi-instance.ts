/**
 * Multi-instance benchmark, on PostgreSQL: 1 `serve --no-worker` + 1 `worker` against 2 + 2 on the same machine.
 * Both layouts run side by side, each on a fresh database with the same data, and the measured rounds alternate
 * between them (as bench/load.ts does with the service and its ceiling), so that whatever else the machine does
 * affects both alike. Each round, for each layout in turn:
 *  - state changes: BENCH_MULTI_CHANGES ÷ rounds state changes (POST /api/v1/verifications/{id}/state/{event}:
 *    start, then risk score update requested/cancelled) over BENCH_MULTI_CASES cases moved in parallel, one request
 *    at a time each, request k of case i going to API instance (i + k) mod n; every change is delivered as a signed
 *    webhook to a local receiver that verifies it (bench/webhooks.ts's receiver). Figures: the API's commit rate
 *    (changes ÷ time to the last answer), deliveries/s end to end (changes ÷ first request → last receipt) and the
 *    delay commit → receipt p50/p99 (receipt − the payload's occurred_at, taken just before the commit). One
 *    warm-up change per case comes first, not measured.
 *  - company detail: GET /api/v1/verifications/{id}/companies/{company_id} of the demo's richest company, with
 *    autocannon at BENCH_MULTI_CONNECTIONS connections split evenly over the API instances (one autocannon run per
 *    instance, side by side, in this process), BENCH_MULTI_SECONDS ÷ rounds seconds; BENCH_MULTI_WARMUP_SECONDS of
 *    warm-up per layout first.
 * Prints both layouts and the ratio 2+2 / 1+1, and writes bench/results/multi-instance-latest.json. Rate limits are
 * off (DOSSIER_RATE_LIMIT_PER_SECOND=0, so no Redis), files stay on local disk, LOG_LEVEL=warn.
 *
 * The load generator, every API and worker process and PostgreSQL share the machine's cores: with 2 cores, 2 + 2
 * cannot be expected to double anything; the ratio shows what the second pair costs or gains on the same cores,
 * not what it would gain on hosts of its own.
 *
 * Run alone: `node --import tsx bench/multi-instance.ts` (`npm run bench` runs it last; it says it skipped without
 * PostgreSQL). Settings (environment): BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server URL, required:
 * fresh databases are created there and dropped afterwards), BENCH_MULTI_CHANGES (2000 per layout),
 * BENCH_MULTI_CASES (50), BENCH_MULTI_CONNECTIONS (50), BENCH_MULTI_WARMUP_SECONDS (2), BENCH_MULTI_SECONDS (10 per
 * layout), BENCH_MULTI_ROUNDS (2).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { WORKER_APPLICATION_PREFIX } from '../src/db/repositories/webhook-deliveries-repository.js';
import { openRuntime } from '../src/runtime.js';
import { percentile } from './load.js';
import { freePort } from './processes.js';
import { loadBeforeRun, machineSummary, writeResultFile } from './report.js';
import { demoTenant, richCompany } from './seed.js';
import { countSetting, log } from './settings.js';
import { Client, createPostgresDatabase, Receiver, Service, webhookBenchTenant } from './webhooks.js';

const SECRET = 'bench-secret-0123456789abcdef';

const nowMs = () => performance.timeOrigin + performance.now();

export interface StateChangeFigures {
  /** State changes per second the API instances answered (committed), together. */
  readonly apiChangesPerSecond: number;
  /** Changes ÷ (first request → last receipt). */
  readonly deliveriesPerSecond: number;
  readonly seconds: number;
  readonly delayMs: { readonly p50: number; readonly p99: number; readonly max: number };
  /** Events received more than once (a run without a crash has none). */
  readonly duplicates: number;
  /** Requests whose signature did not verify (a correct run has none). */
  readonly rejected: number;
}

export interface GetFigures {
  readonly requestsPerSecond: number;
  /** req/s each instance answered. */
  readonly perInstance: readonly number[];
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

export interface LayoutFigures {
  readonly layout: string;
  readonly apiInstances: number;
  readonly workers: number;
  readonly stateChanges: StateChangeFigures;
  readonly companyDetail: GetFigures;
}

interface Settings {
  readonly adminUrl: string;
  readonly changes: number;
  readonly cases: number;
  readonly connections: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  readonly rounds: number;
}

/** Waits until `count` workers hold their LISTEN connection (named after the worker) on the database. */
async function workersListening(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = current_database() and application_name like $1',
        [`${WORKER_APPLICATION_PREFIX}%`],
      );
      if (Number(rows[0]?.n) >= count) return;
      if (Date.now() > deadline) throw new Error(`only ${rows[0]?.n} of ${count} workers started`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

interface GetRun {
  /** 2xx responses per instance. */
  readonly ok: number[];
  readonly seconds: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** One autocannon run per URL, side by side, the connections split evenly; latencies of 2xx responses appended. */
async function loadSpread(
  urls: readonly string[],
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  latencies: number[] = [],
): Promise<GetRun> {
  const runs = await Promise.all(
    urls.map(
      (url, i) =>
        new Promise<{ ok: number; non2xx: number; errors: number; seconds: number }>((resolve, reject) => {
          const share = Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0);
          const instance = autocannon(
            { url, headers, connections: share, duration: seconds, pipelining: 1 },
            (error, result) => {
              if (error) reject(error);
              else
                resolve({ ok: result['2xx'], non2xx: result.non2xx, errors: result.errors, seconds: result.duration });
            },
          );
          instance.on('response', (_client, status, _bytes, ms) => {
            if (status >= 200 && status < 300) latencies.push(ms);
          });
        }),
    ),
  );
  return {
    ok: runs.map((r) => r.ok),
    seconds: Math.max(...runs.map((r) => r.seconds)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

const EVENTS = ['start', 'request_risk_score_update', 'cancel_risk_score_update'] as const;

/**
 * `total` state changes over the cases, each case moved one request at a time, request k of case i going to
 * client (i + k) mod n. `step` keeps each case's position across calls.
 */
async function changeStates(
  clients: readonly Client[],
  cases: readonly string[],
  total: number,
  step: Map<string, number>,
): Promise<void> {
  let issued = 0;
  await Promise.all(
    cases.map(async (id, i) => {
      while (issued < total) {
        issued++;
        const n = step.get(id) ?? 0;
        step.set(id, n + 1);
        const event = n === 0 ? EVENTS[0] : EVENTS[n % 2 === 1 ? 1 : 2];
        const client = clients[(i + n) % clients.length] as Client;
        await client.call('POST', `/api/v1/verifications/${id}/state/${event}`, {});
      }
    }),
  );
}

/** One layout, running: its processes, its database, its receiver and what the rounds have measured so far. */
interface Layout {
  readonly name: string;
  readonly instances: number;
  readonly clients: readonly Client[];
  readonly receiver: Receiver;
  readonly cases: readonly string[];
  readonly step: Map<string, number>;
  readonly companyUrls: readonly string[];
  readonly demoHeaders: Record<string, string>;
  readonly measured: {
    changes: number;
    apiSeconds: number;
    deliverySeconds: number;
    readonly delays: number[];
    duplicates: number;
    rejected: number;
    readonly getRuns: GetRun[];
    readonly getLatencies: number[];
  };
  stop(): Promise<void>;
}

async function startLayout(instances: number, settings: Settings): Promise<Layout> {
  const name = `${instances} + ${instances}`;
  const workDir = mkdtempSync(join(tmpdir(), 'dossier-multi-bench-'));
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir);
  const database = await createPostgresDatabase(settings.adminUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    DOSSIER_DATA_DIR: dataDir,
    DOSSIER_SECRET: SECRET,
    DOSSIER_WEBHOOK_ALLOW_PRIVATE: '1',
    DOSSIER_RATE_LIMIT_PER_SECOND: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  for (const key of [
    'REDIS_URL',
    'DOSSIER_S3_BUCKET',
    'DOSSIER_S3_ENDPOINT',
    'DOSSIER_S3_REGION',
    'DOSSIER_S3_PREFIX',
  ]) {
    delete env[key];
  }
  const receiver = new Receiver();
  const service = new Service(env);
  const clients: Client[] = [];
  const stop = async () => {
    await Promise.all(clients.map((c) => c.close()));
    await service.stopAll();
    await receiver.close();
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    log(`[${name}] preparing a fresh database (demo data, an account with a webhook endpoint)…`);
    const runtime = await openRuntime(loadConfig(env));
    const demo = await demoTenant(runtime.database.db, runtime.ctx);
    const company = await richCompany(runtime.database.db, demo.accountId);
    const token = await webhookBenchTenant(runtime.ctx, receiver, 'Multi-instance bench');
    await runtime.close();

    log(`[${name}] starting ${instances} serve --no-worker and ${instances} worker…`);
    const ports: number[] = [];
    for (let i = 0; i < instances; i++) ports.push(await freePort());
    await Promise.all(ports.map((port) => service.serve(port, ['--no-worker'])));
    for (let i = 0; i < instances; i++) service.spawn(['worker']);
    await workersListening(database.url, instances);
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    for (const base of bases) clients.push(new Client(base, token));

    const cases = await Promise.all(
      Array.from({ length: settings.cases }, async (_, i) => {
        const client = clients[i % clients.length] as Client;
        return (await client.openCases(1))[0] as string;
      }),
    );
    const step = new Map<string, number>();
    await changeStates(clients, cases, cases.length, step); // warm-up, not measured
    await receiver.waitFor(cases.length, 60_000);

    const path = `/api/v1/verifications/${company.verificationId}/companies/${company.companyId}`;
    const demoHeaders = { authorization: `Bearer ${demo.token}` };
    const companyUrls = bases.map((base) => `${base}${path}`);
    for (const url of companyUrls) {
      const response = await fetch(url, { headers: demoHeaders });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    }
    log(`[${name}] company detail warm-up, ${settings.warmupSeconds} s…`);
    await loadSpread(companyUrls, demoHeaders, settings.connections, settings.warmupSeconds);
    return {
      name,
      instances,
      clients,
      receiver,
      cases,
      step,
      companyUrls,
      demoHeaders,
      measured: {
        changes: 0,
        apiSeconds: 0,
        deliverySeconds: 0,
        delays: [],
        duplicates: 0,
        rejected: 0,
        getRuns: [],
        getLatencies: [],
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One measured round of a layout: `changes` state changes delivered, then `seconds` of company-detail load. */
async function measureRound(layout: Layout, changes: number, seconds: number, settings: Settings): Promise<void> {
  const { receiver, measured } = layout;
  receiver.reset();
  const started = nowMs();
  await changeStates(layout.clients, layout.cases, changes, layout.step);
  measured.apiSeconds += (nowMs() - started) / 1000;
  await receiver.waitFor(changes, 120_000);
  const ids = new Set(receiver.receipts.map((r) => r.id));
  measured.changes += changes;
  measured.deliverySeconds += (Math.max(...receiver.receipts.map((r) => r.at)) - started) / 1000;
  for (const r of receiver.receipts) measured.delays.push(r.at - r.occurredAt);
  measured.duplicates += receiver.receipts.length - ids.size;
  measured.rejected += receiver.rejected;
  measured.getRuns.push(
    await loadSpread(layout.companyUrls, layout.demoHeaders, settings.connections, seconds, measured.getLatencies),
  );
}

function figures(layout: Layout): LayoutFigures {
  const m = layout.measured;
  const delays = [...m.delays].sort((x, y) => x - y);
  const getSeconds = m.getRuns.reduce((n, r) => n + r.seconds, 0);
  const perInstance = layout.companyUrls.map((_, i) =>
    Math.round(m.getRuns.reduce((n, r) => n + (r.ok[i] ?? 0), 0) / getSeconds),
  );
  const latencies = Float64Array.from(m.getLatencies).sort();
  return {
    layout: `${layout.instances} serve --no-worker + ${layout.instances} worker`,
    apiInstances: layout.instances,
    workers: layout.instances,
    stateChanges: {
      apiChangesPerSecond: Math.round(m.changes / m.apiSeconds),
      deliveriesPerSecond: Math.round(m.changes / m.deliverySeconds),
      seconds: Number(m.deliverySeconds.toFixed(2)),
      delayMs: {
        p50: Math.round(percentile(delays, 50)),
        p99: Math.round(percentile(delays, 99)),
        max: Math.round(delays.at(-1) ?? Number.NaN),
      },
      duplicates: m.duplicates,
      rejected: m.rejected,
    },
    companyDetail: {
      requestsPerSecond: perInstance.reduce((a, b) => a + b, 0),
      perInstance,
      p50Ms: Number(percentile(latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(latencies, 99).toFixed(2)),
      non2xx: m.getRuns.reduce((n, r) => n + r.non2xx, 0),
      errors: m.getRuns.reduce((n, r) => n + r.errors, 0),
    },
  };
}

async function benchLayouts(settings: Settings): Promise<{ one: LayoutFigures; two: LayoutFigures }> {
  const layouts: Layout[] = [];
  try {
    layouts.push(await startLayout(1, settings));
    layouts.push(await startLayout(2, settings));
    const perRound = Math.floor(settings.changes / settings.rounds);
    for (let round = 1; round <= settings.rounds; round++) {
      // The last round takes what the division left over.
      const changes = round === settings.rounds ? settings.changes - perRound * (settings.rounds - 1) : perRound;
      for (const layout of round % 2 === 1 ? layouts : [...layouts].reverse()) {
        log(
          `round ${round}/${settings.rounds} [${layout.name}]: ${changes} state changes, then company detail for ` +
            `${(settings.seconds / settings.rounds).toFixed(1)} s…`,
        );
        await measureRound(layout, changes, settings.seconds / settings.rounds, settings);
      }
    }
    const [one, two] = layouts.map(figures) as [LayoutFigures, LayoutFigures];
    return { one, two };
  } finally {
    for (const layout of layouts) await layout.stop();
  }
}

const ratio = (two: number, one: number) => Number((two / one).toFixed(2));

export function formatMultiInstanceReport(one: LayoutFigures, two: LayoutFigures, settings: Settings): string {
  const row = (label: string, a: string, b: string, r: string) =>
    `  ${label.padEnd(38)}${a.padStart(12)}${b.padStart(14)}${r.padStart(12)}`;
  const s1 = one.stateChanges;
  const s2 = two.stateChanges;
  const g1 = one.companyDetail;
  const g2 = two.companyDetail;
  const cores = cpus().length;
  return [
    `Multi-instance on PostgreSQL: 1 API + 1 worker against 2 API + 2 workers (${cores} cores)`,
    row('', '1 + 1', '2 + 2', '2+2 / 1+1'),
    row(
      `state changes/s (API, ${settings.cases} in parallel)`,
      String(s1.apiChangesPerSecond),
      String(s2.apiChangesPerSecond),
      String(ratio(s2.apiChangesPerSecond, s1.apiChangesPerSecond)),
    ),
    row(
      'deliveries/s end to end',
      String(s1.deliveriesPerSecond),
      String(s2.deliveriesPerSecond),
      String(ratio(s2.deliveriesPerSecond, s1.deliveriesPerSecond)),
    ),
    row(
      'commit→receipt p50 / p99 ms',
      `${s1.delayMs.p50} / ${s1.delayMs.p99}`,
      `${s2.delayMs.p50} / ${s2.delayMs.p99}`,
      '',
    ),
    row(
      `company detail req/s (${settings.connections} connections)`,
      String(g1.requestsPerSecond),
      `${g2.requestsPerSecond}`,
      String(ratio(g2.requestsPerSecond, g1.requestsPerSecond)),
    ),
    row('  per instance', g1.perInstance.join(' + '), g2.perInstance.join(' + '), ''),
    row('company detail p50 / p99 ms', `${g1.p50Ms} / ${g1.p99Ms}`, `${g2.p50Ms} / ${g2.p99Ms}`, ''),
    `  ${settings.changes} changes each; duplicates ${s1.duplicates + s2.duplicates}, bad signatures ` +
      `${s1.rejected + s2.rejected}, GET non-2xx ${g1.non2xx + g2.non2xx}, errors ${g1.errors + g2.errors}`,
    `note: this machine has ${cores} cores, shared by the load generator, every API and worker process and ` +
      'PostgreSQL; 2 + 2 cannot be expected to double here. The ratio shows what the second pair costs or gains on ' +
      'the same cores, not what it would gain on hosts of its own.',
  ].join('\n');
}

/** Runs both layouts on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL); null when neither is set. */
export async function runMultiInstanceBench(): Promise<{ one: LayoutFigures; two: LayoutFigures } | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  if (adminUrl === '') {
    process.stdout.write(
      '\nmulti-instance: skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server URL\n',
    );
    return null;
  }
  const settings: Settings = {
    adminUrl,
    changes: countSetting('BENCH_MULTI_CHANGES', 2000),
    cases: countSetting('BENCH_MULTI_CASES', 50),
    connections: countSetting('BENCH_MULTI_CONNECTIONS', 50),
    warmupSeconds: countSetting('BENCH_MULTI_WARMUP_SECONDS', 2),
    seconds: countSetting('BENCH_MULTI_SECONDS', 10),
    rounds: countSetting('BENCH_MULTI_ROUNDS', 2),
  };
  const loadBefore = loadBeforeRun();
  const { one, two } = await benchLayouts(settings);
  process.stdout.write(`\n${formatMultiInstanceReport(one, two, settings)}${loadBefore.busyNote}\n`);
  const { adminUrl: _, ...shown } = settings;
  const file = writeResultFile('multi-instance', {
    date: new Date().toISOString(),
    machine: machineSummary(),
    loadAverageBefore: loadBefore.text,
    settings: {
      ...shown,
      rateLimit: 'off',
      blobStore: 'local disk',
      logLevel: 'warn',
      order: 'both layouts up side by side; measured rounds alternate between them',
    },
    layouts: [one, two],
    ratios: {
      apiChangesPerSecond: ratio(two.stateChanges.apiChangesPerSecond, one.stateChanges.apiChangesPerSecond),
      deliveriesPerSecond: ratio(two.stateChanges.deliveriesPerSecond, one.stateChanges.deliveriesPerSecond),
      companyDetailRequestsPerSecond: ratio(two.companyDetail.requestsPerSecond, one.companyDetail.requestsPerSecond),
    },
    notes: [
      `${cpus().length} cores shared by the load generator, the API and worker processes and PostgreSQL: ` +
        '2 + 2 cannot be expected to double',
    ],
  });
  log(`results written to ${file}`);
  return { one, two };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runMultiInstanceBench().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}

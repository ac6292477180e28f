/**
 * Webhook delivery benchmark: 2,000 state changes through the API, each delivered to a local receiver that
 * verifies every signature (standardwebhooks). Prints deliveries per second and the p50/p99 delay from commit to
 * receipt, on SQLite and (when a PostgreSQL URL is given) on PostgreSQL, and the CPU each change costs the API's
 * process (less noisy than rates on a busy machine). Targets: see TARGETS below.
 *
 * Two phases per database:
 *  - live: the API and the worker run while the state changes arrive (SQLite: `serve`, one process;
 *    PostgreSQL: `serve --no-worker` + one `worker`). Deliveries/s = deliveries ÷ (first request → last receipt),
 *    so it is bounded by how fast the API commits; the delay is receipt − occurred_at. occurred_at is taken inside
 *    the transaction just before its commit, so the delay slightly over-states commit → receipt.
 *  - backlog: the same number of changes is written with no worker running (`serve --no-worker`), then one worker
 *    starts (SQLite: `serve` again; PostgreSQL: a `worker` process); deliveries/s = deliveries ÷ (first receipt →
 *    last receipt): the worker's own throughput.
 *
 * Each API process first serves BENCH_WEBHOOK_WARMUP state changes that are not measured: V8 optimizes a hot path
 * only after some thousands of calls, and a service that runs all day runs optimized. (With a warm-up of one change
 * per case, 2,000 measured changes cost about twice the CPU a change costs once the process is warm.)
 *
 * Run alone: `node --import tsx bench/webhooks.ts`. Settings (environment): BENCH_WEBHOOK_CHANGES (2000),
 * BENCH_WEBHOOK_WARMUP (3000),
 * BENCH_WEBHOOK_CASES (50: cases changed in parallel, one request at a time each), BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (a PostgreSQL server URL: a fresh database is created there and dropped afterwards),
 * BENCH_CPU_PROF (a directory: each service process runs with --cpu-prof and writes its profile there on exit).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import { loadConfig } from '../src/config.js';
import { uuidv7 } from '../src/domain/uuid.js';
import { generateWebhookSecret, signatureHeader } from '../src/domain/webhook-signature.js';
import { openRuntime } from '../src/runtime.js';
import { createAccessToken } from '../src/services/access-tokens.js';
import { createAccount } from '../src/services/accounts.js';
import type { ServiceContext } from '../src/services/service-context.js';
import { createWebhookEndpoint } from '../src/services/webhook-endpoints.js';
import { DEFAULT_PER_ENDPOINT } from '../src/webhooks/delivery-worker.js';
import { sampleIntake } from '../test/helpers/fixtures.js';
import { percentile } from './load.js';
import { loadBeforeRun, machineSummary, writeResultFile } from './report.js';
import { countSetting, log } from './settings.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'bench-secret-0123456789abcdef';
/**
 * Per database: state changes per second through the API, each delivered end to end at that rate (and the
 * backlog drained at least that fast), with commit→receipt p99 at most p99Ms. SQLite's are the embedded default's
 * production targets (synchronous=FULL: acknowledged means durable); PostgreSQL's are the first release's.
 */
export const TARGETS = {
  sqlite: { perSecond: 1500, p99Ms: 100 },
  postgres: { perSecond: 500, p99Ms: 250 },
} as const;

export interface PhaseFigures {
  readonly deliveries: number;
  readonly seconds: number;
  readonly deliveriesPerSecond: number;
  /** Distinct events received more than once (a correct run has none). */
  readonly duplicates: number;
  /** Requests whose signature did not verify (a correct run has none). */
  readonly rejected: number;
}

export interface LivePhaseFigures extends PhaseFigures {
  /** State changes per second the API committed. */
  readonly apiChangesPerSecond: number;
  /** CPU time the API's process (main thread and delivery thread, or the API alone when split) spent per change. */
  readonly apiCpuMicrosecondsPerChange: number | null;
  readonly delayMs: { readonly p50: number; readonly p99: number; readonly max: number };
}

export interface WebhookBenchResult {
  readonly database: 'sqlite' | 'postgres';
  readonly layout: string;
  readonly live: LivePhaseFigures;
  readonly backlog: PhaseFigures & {
    /** State changes per second the API committed with no worker running (for comparison with the live phase). */
    readonly apiAloneChangesPerSecond: number;
    /** CPU time the API's process spent per change with no worker running. */
    readonly apiAloneCpuMicrosecondsPerChange: number | null;
  };
  readonly meetsTargets: boolean;
}

const cpuText = (microseconds: number | null) => (microseconds === null ? 'unknown CPU' : `${microseconds} µs`);

const nowMs = () => performance.timeOrigin + performance.now();

// ——— the receiver ———

interface Receipt {
  readonly id: string;
  readonly at: number;
  readonly occurredAt: number;
}

export class Receiver {
  readonly receipts: Receipt[] = [];
  rejected = 0;
  #verifier: Webhook | null = null;
  readonly #server: Server;

  constructor() {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const at = nowMs();
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = {
          'webhook-id': String(req.headers['webhook-id'] ?? ''),
          'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
          'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
        };
        try {
          this.#verifier?.verify(body, headers);
        } catch {
          this.rejected++;
          res.writeHead(400).end();
          return;
        }
        const payload = JSON.parse(body) as { occurred_at: string };
        this.receipts.push({ id: headers['webhook-id'], at, occurredAt: Date.parse(payload.occurred_at) });
        res.writeHead(204).end();
      });
    });
    this.#server.keepAliveTimeout = 30_000;
  }

  async listen(): Promise<string> {
    this.#server.listen(0, '127.0.0.1');
    await once(this.#server, 'listening');
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hooks`;
  }

  setSecret(secret: string): void {
    this.#verifier = new Webhook(secret);
  }

  reset(): void {
    this.receipts.length = 0;
    this.rejected = 0;
  }

  async waitFor(count: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (new Set(this.receipts.map((r) => r.id)).size < count) {
      if (Date.now() > deadline) throw new Error(`only ${this.receipts.length} of ${count} deliveries arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    this.#server.close();
  }
}

// ——— the service's processes ———

export class Service {
  readonly #children: ChildProcess[] = [];
  readonly #stderr = new Map<ChildProcess, string>();

  constructor(readonly env: NodeJS.ProcessEnv) {}

  spawn(args: string[]): ChildProcess {
    // By absolute path, like bench/processes.ts: a pkill of "node bin/dossier serve" leaves it alone.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...profile, join(ROOT, 'bin', 'dossier'), ...args], {
      cwd: ROOT,
      env: this.env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.#stderr.set(child, '');
    child.stderr?.on('data', (chunk: Buffer) => {
      this.#stderr.set(child, ((this.#stderr.get(child) ?? '') + chunk.toString()).slice(-4000));
    });
    this.#children.push(child);
    return child;
  }

  async serve(port: number, extra: string[] = []): Promise<ChildProcess> {
    const child = this.spawn(['serve', '--port', String(port), ...extra]);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`serve exited early:\n${this.#stderr.get(child)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health`)
        .then(async (r) => {
          await r.arrayBuffer();
          return r.ok;
        })
        .catch(() => false);
      if (ok) return child;
      if (Date.now() > deadline) throw new Error(`serve did not start:\n${this.#stderr.get(child)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async stopAll(): Promise<void> {
    await Promise.all(
      this.#children.splice(0).map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}

/**
 * An account whose state changes are all signed to `receiver` (listening from now on): its access token.
 */
export async function webhookBenchTenant(ctx: ServiceContext, receiver: Receiver, name: string): Promise<string> {
  const account = await createAccount(ctx, name);
  const { token } = await createAccessToken(ctx, account.id, 'bench');
  const { secret } = await createWebhookEndpoint({ ...ctx, webhookAllowPrivate: true }, account.id, {
    url: await receiver.listen(),
    event_types: ['state_change'],
  });
  receiver.setSecret(secret);
  return token;
}

/**
 * CPU seconds (user + system, all threads) a child has used so far, from /proc (Linux; NaN elsewhere). Unlike
 * changes per second, the CPU a change costs hardly moves when the machine is busy with something else.
 */
function cpuSeconds(child: ChildProcess): number {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

// ——— the client ———

const EVENTS = ['start', 'request_risk_score_update', 'cancel_risk_score_update'] as const;

export class Client {
  readonly #agent = new Agent({ connections: 128, keepAliveTimeout: 30_000 });
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ verification: { id: string; status: string } }> {
    const response = await request(`${this.base}${path}`, {
      method,
      dispatcher: this.#agent,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.body.json()) as { verification: { id: string; status: string } };
    if (response.statusCode >= 300)
      throw new Error(`${method} ${path}: ${response.statusCode} ${JSON.stringify(json)}`);
    return json;
  }

  async openCases(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push((await this.call('POST', '/api/v1/verifications', sampleIntake())).verification.id);
    return ids;
  }

  /**
   * `total` state changes spread over the cases, each case moved one request at a time: start, then risk score
   * update requested/cancelled. `step` tracks each case's position across calls. Returns when the last one is done.
   */
  async changeStates(cases: readonly string[], total: number, step: Map<string, number>): Promise<void> {
    let issued = 0;
    await Promise.all(
      cases.map(async (id) => {
        while (issued < total) {
          issued++;
          const n = step.get(id) ?? 0;
          step.set(id, n + 1);
          const event = n === 0 ? EVENTS[0] : EVENTS[n % 2 === 1 ? 1 : 2];
          await this.call('POST', `/api/v1/verifications/${id}/state/${event}`, {});
        }
      }),
    );
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }
}

// ——— one database ———

export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `dossier_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function phaseFigures(receiver: Receiver, from: number, expected: number): PhaseFigures {
  const ids = new Set(receiver.receipts.map((r) => r.id));
  const last = Math.max(...receiver.receipts.map((r) => r.at));
  const seconds = (last - from) / 1000;
  return {
    deliveries: ids.size,
    seconds: Number(seconds.toFixed(2)),
    deliveriesPerSecond: Math.round(expected / seconds),
    duplicates: receiver.receipts.length - ids.size,
    rejected: receiver.rejected,
  };
}

async function benchDatabase(
  database: 'sqlite' | 'postgres',
  adminUrl: string | null,
  changes: number,
  caseCount: number,
  warmup: number,
): Promise<WebhookBenchResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'dossier-webhook-bench-'));
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir);
  const pgDatabase = database === 'postgres' && adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOSSIER_DATA_DIR: dataDir,
    DOSSIER_SECRET: SECRET,
    DOSSIER_WEBHOOK_ALLOW_PRIVATE: '1',
    DOSSIER_RATE_LIMIT_PER_SECOND: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (pgDatabase) env.DATABASE_URL = pgDatabase.url;
  const receiver = new Receiver();
  const service = new Service(env);
  try {
    // Account, token and endpoint, written straight into the database (migrating it first).
    const runtime = await openRuntime(loadConfig(env));
    const token = await webhookBenchTenant(runtime.ctx, receiver, 'Webhook bench');
    await runtime.close();

    const port = await freePort();
    const client = new Client(`http://127.0.0.1:${port}`, token);
    const step = new Map<string, number>();
    const split = database === 'postgres';
    const layout = split
      ? 'serve --no-worker + 1 worker process'
      : 'serve (one process: the API, and the worker on its own thread)';

    // Live phase.
    log(`[${database}] live: ${layout}; ${changes} state changes over ${caseCount} cases…`);
    const liveApi = await service.serve(port, split ? ['--no-worker'] : []);
    if (split) service.spawn(['worker']);
    const cases = await client.openCases(caseCount);
    await client.changeStates(cases, warmup, step); // warm-up, not measured
    await receiver.waitFor(warmup, 120_000);
    receiver.reset();
    const started = nowMs();
    const liveCpu = cpuSeconds(liveApi);
    await client.changeStates(cases, changes, step);
    const apiSeconds = (nowMs() - started) / 1000;
    await receiver.waitFor(changes, 120_000);
    const liveCpuUsed = cpuSeconds(liveApi) - liveCpu;
    const delays = receiver.receipts.map((r) => r.at - r.occurredAt).sort((a, b) => a - b);
    const live: LivePhaseFigures = {
      ...phaseFigures(receiver, started, changes),
      apiChangesPerSecond: Math.round(changes / apiSeconds),
      apiCpuMicrosecondsPerChange: Number.isNaN(liveCpuUsed) ? null : Math.round((liveCpuUsed * 1e6) / changes),
      delayMs: {
        p50: Math.round(percentile(delays, 50)),
        p99: Math.round(percentile(delays, 99)),
        max: Math.round(delays.at(-1) ?? Number.NaN),
      },
    };
    await service.stopAll();

    // Backlog phase: the changes pile up with no worker, then one worker drains them (SQLite: serve restarted
    // with its worker; PostgreSQL: a worker process beside the API).
    log(`[${database}] backlog: ${changes} state changes with no worker running, then one worker…`);
    const aloneApi = await service.serve(port, ['--no-worker']);
    await client.changeStates(cases, warmup, step); // warm-up, not measured (its deliveries join the backlog)
    receiver.reset();
    const writing = nowMs();
    const aloneCpu = cpuSeconds(aloneApi);
    await client.changeStates(cases, changes, step);
    const apiAloneChangesPerSecond = Math.round(changes / ((nowMs() - writing) / 1000));
    const aloneCpuUsed = cpuSeconds(aloneApi) - aloneCpu;
    const apiAloneCpuMicrosecondsPerChange = Number.isNaN(aloneCpuUsed)
      ? null
      : Math.round((aloneCpuUsed * 1e6) / changes);
    if (split) {
      service.spawn(['worker']);
    } else {
      await service.stopAll();
      await service.serve(port);
    }
    await receiver.waitFor(1, 60_000);
    const firstReceipt = Math.min(...receiver.receipts.map((r) => r.at));
    await receiver.waitFor(warmup + changes, 180_000);
    const backlog = {
      ...phaseFigures(receiver, firstReceipt, warmup + changes),
      apiAloneChangesPerSecond,
      apiAloneCpuMicrosecondsPerChange,
    };
    await service.stopAll();
    await client.close();

    const target = TARGETS[database];
    const meetsTargets =
      live.deliveriesPerSecond >= target.perSecond &&
      backlog.deliveriesPerSecond >= target.perSecond &&
      live.delayMs.p99 <= target.p99Ms;
    return { database, layout, live, backlog, meetsTargets };
  } finally {
    await service.stopAll();
    await receiver.close();
    await pgDatabase?.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The ceiling: a separate process sending the same kind of signed POSTs to the same receiver, with the worker's
 * per-endpoint concurrency and nothing else to do. No delivery system can beat it on this machine.
 */
async function measureCeiling(count: number): Promise<number> {
  const receiver = new Receiver();
  try {
    const url = await receiver.listen();
    const secret = generateWebhookSecret();
    receiver.setSecret(secret);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/webhooks.ts', '--ceiling', url, secret, String(count), String(DEFAULT_PER_ENDPOINT)],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await receiver.waitFor(count, 120_000);
    if (child.exitCode === null) await once(child, 'exit');
    const times = receiver.receipts.map((r) => r.at);
    return Math.round(count / ((Math.max(...times) - Math.min(...times)) / 1000));
  } finally {
    await receiver.close();
  }
}

/** The ceiling's sending side (run as a child process). */
async function sendCeiling(url: string, secret: string, count: number, concurrency: number): Promise<void> {
  const agent = new Agent({ connections: concurrency, keepAliveTimeout: 30_000 });
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < count) {
        sent++;
        const id = uuidv7();
        const body = JSON.stringify({
          event: 'state_change',
          new_state: 'in_progress',
          prev_state: 'new',
          verification_id: uuidv7(),
          occurred_at: new Date().toISOString(),
        });
        const timestamp = Math.floor(Date.now() / 1000);
        const response = await request(url, {
          method: 'POST',
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            'webhook-id': id,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signatureHeader([secret], id, timestamp, body),
          },
          body,
        });
        await response.body.dump();
      }
    }),
  );
  await agent.close();
}

/** Below target but keeping up with the API: the figure is the API's commit rate, not the worker's limit. */
function liveMark(live: LivePhaseFigures, perSecond: number): string {
  if (live.deliveriesPerSecond >= perSecond) return 'ok';
  return live.deliveriesPerSecond >= 0.95 * live.apiChangesPerSecond
    ? 'MISSED: bounded by the API, the worker kept up'
    : 'MISSED';
}

export function formatWebhookReport(
  results: readonly WebhookBenchResult[],
  changes: number,
  ceilingPerSecond: number,
  warmup: number,
): string {
  const lines = [
    `Webhook delivery: ${changes} state changes → ${changes} signed deliveries to a local receiver, each API ` +
      `process warmed up by ${warmup} changes first (the backlog drained holds both)`,
    `targets: SQLite ≥ ${TARGETS.sqlite.perSecond} changes/s delivered end to end, p99 commit→receipt ≤ ` +
      `${TARGETS.sqlite.p99Ms} ms; PostgreSQL ≥ ${TARGETS.postgres.perSecond}/s, p99 ≤ ${TARGETS.postgres.p99Ms} ms`,
    `ceiling: a bare sender process posting the same signed requests (${DEFAULT_PER_ENDPOINT} at a time) reaches ` +
      `${ceilingPerSecond}/s`,
  ];
  for (const r of results) {
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    lines.push(
      '',
      `${r.database} (${r.layout})`,
      `  live:    ${r.live.deliveriesPerSecond} deliveries/s end to end; the API committed ${r.live.apiChangesPerSecond} ` +
        `changes/s [${liveMark(r.live, TARGETS[r.database].perSecond)}]; its process used ${cpuText(r.live.apiCpuMicrosecondsPerChange)} a change`,
      `           delay commit→receipt p50 ${r.live.delayMs.p50} ms, p99 ${r.live.delayMs.p99} ms, max ` +
        `${r.live.delayMs.max} ms [${mark(r.live.delayMs.p99 <= TARGETS[r.database].p99Ms)}]`,
      `  backlog: ${r.backlog.deliveriesPerSecond} deliveries/s (${r.backlog.deliveries} in ${r.backlog.seconds} s) ` +
        `= ${(r.backlog.deliveriesPerSecond / ceilingPerSecond).toFixed(2)} of the ceiling ` +
        `[${mark(r.backlog.deliveriesPerSecond >= TARGETS[r.database].perSecond)}]`,
      `           (with no worker running, the API had committed ${r.backlog.apiAloneChangesPerSecond} changes/s, ` +
        `${cpuText(r.backlog.apiAloneCpuMicrosecondsPerChange)} of CPU a change)`,
      `  duplicates ${r.live.duplicates + r.backlog.duplicates}, bad signatures ${r.live.rejected + r.backlog.rejected}`,
    );
  }
  return lines.join('\n');
}

/** Runs the benchmark on SQLite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. */
export async function runWebhookBench(): Promise<WebhookBenchResult[]> {
  const changes = countSetting('BENCH_WEBHOOK_CHANGES', 2000);
  const caseCount = countSetting('BENCH_WEBHOOK_CASES', 50);
  const warmup = Math.max(caseCount, countSetting('BENCH_WEBHOOK_WARMUP', 3000));
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null;
  const loadBefore = loadBeforeRun();
  log(`ceiling: a bare sender process, ${changes} signed POSTs…`);
  const ceilingPerSecond = await measureCeiling(changes);
  const results = [await benchDatabase('sqlite', null, changes, caseCount, warmup)];
  if (adminUrl) results.push(await benchDatabase('postgres', adminUrl, changes, caseCount, warmup));
  else log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server URL to include it');
  process.stdout.write(`\n${formatWebhookReport(results, changes, ceilingPerSecond, warmup)}${loadBefore.busyNote}\n`);
  const file = writeResultFile('webhooks', {
    date: new Date().toISOString(),
    machine: machineSummary(),
    loadAverageBefore: loadBefore.text,
    changes,
    warmup,
    cases: caseCount,
    ceilingPerSecond,
    results,
  });
  log(`results written to ${file}`);
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [flag, url, secret, count, concurrency] = process.argv.slice(2);
  const run =
    flag === '--ceiling' && url && secret
      ? sendCeiling(url, secret, Number(count), Number(concurrency))
      : runWebhookBench().then(() => undefined);
  run.catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}

/**
 * Company detail on PostgreSQL: `serve --no-worker` on a fresh database holding the demo data, against a node:http
 * server that runs one primary-key query per request and sends the same bytes (bench/postgres-ceiling-server.ts).
 * Target: at least 0.7 of that ceiling's req/s at 50 connections.
 *
 * Run alone: `node --import tsx bench/postgres-reads.ts`; `npm run bench` runs it when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a PostgreSQL server (a database is created there and dropped afterwards).
 * Settings: BENCH_SECONDS (10), BENCH_ROUNDS (5), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.js';
import { openRuntime } from '../src/runtime.js';
import { closeAgent, compareLoad, get } from './load.js';
import { type Child, killAll, startPostgresCeiling, startService } from './processes.js';
import { demoTenant, richCompany } from './seed.js';
import { createPostgresDatabase } from './webhooks.js';

export const TARGET_POSTGRES_RATIO = 0.7;

/** Every instance on a shared database signs links with the same secret (required with DATABASE_URL). */
const SECRET = randomBytes(32).toString('hex');

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

const log = (line: string) => process.stderr.write(`${line}\n`);

export async function runPostgresReadBench(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    process.stdout.write('\ncompany detail on PostgreSQL: skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)\n');
    return;
  }
  const database = await createPostgresDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'dossier-bench-pg-'));
  let service: Child | null = null;
  let ceiling: Child | null = null;
  try {
    log('[postgres] company detail: demo data in a fresh database…');
    const runtime = await openRuntime(
      loadConfig({ DATABASE_URL: database.url, DOSSIER_DATA_DIR: dataDir, DOSSIER_SECRET: SECRET, LOG_LEVEL: 'warn' }),
    );
    const { token, accountId } = await demoTenant(runtime.ctx.db, runtime.ctx);
    const company = await richCompany(runtime.ctx.db, accountId);
    await runtime.close();

    service = await startService(dataDir, [], {
      databaseUrl: database.url,
      serveArgs: ['--no-worker'],
      env: { DOSSIER_SECRET: SECRET },
    });
    const headers = { authorization: `Bearer ${token}` };
    const path = `/api/v1/verifications/${company.verificationId}/companies/${company.companyId}`;
    const sample = await get(`http://127.0.0.1:${service.port}${path}`, headers);
    if (sample.status !== 200) throw new Error(`GET ${path} answered ${sample.status}: ${sample.body}`);
    ceiling = await startPostgresCeiling(database.url, company.companyId);
    const echoed = await get(`http://127.0.0.1:${ceiling.port}${path}`, headers);
    if (!echoed.body.equals(sample.body)) throw new Error('the PostgreSQL ceiling does not send the same bytes');

    const seconds = setting('BENCH_SECONDS', 10);
    const { first, second } = await compareLoad(
      { url: `http://127.0.0.1:${service.port}${path}`, headers },
      { url: `http://127.0.0.1:${ceiling.port}${path}`, headers },
      {
        connections: setting('BENCH_CONNECTIONS', 50),
        warmupSeconds: setting('BENCH_WARMUP_SECONDS', 3),
        seconds,
        rounds: Math.max(1, Math.round(setting('BENCH_ROUNDS', 5))),
      },
    );
    const ratio = first.requestsPerSecond / second.requestsPerSecond;
    const figure = (f: typeof first) =>
      `${Math.round(f.requestsPerSecond)} req/s, p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms`;
    process.stdout.write(
      [
        '',
        `Company detail on PostgreSQL (${sample.body.length} bytes, 50 connections, serve --no-worker, pool of 10)`,
        `  service:  ${figure(first)}${first.non2xx > 0 ? ` (${first.non2xx} non-2xx)` : ''}`,
        `  ceiling:  ${figure(second)} (node:http + one primary-key query)`,
        `  ratio ${ratio.toFixed(2)}  target ≥ ${TARGET_POSTGRES_RATIO}  ${ratio >= TARGET_POSTGRES_RATIO ? 'PASS' : 'MISS'}`,
        '',
      ].join('\n'),
    );
  } finally {
    await ceiling?.stop();
    await service?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runPostgresReadBench()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      killAll();
      closeAgent();
    });
}

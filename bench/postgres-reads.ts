/**
 * Company detail on PostgreSQL: `serve --no-worker` on a fresh database holding the demo data, against a node:http
 * server that runs one primary-key query per request and sends the same bytes (bench/postgres-ceiling-server.ts).
 * Target: at least 0.7 of that ceiling's req/s at 50 connections. The service sends its hot queries as named
 * statements (parsed and planned once per connection), which the plain ceiling does not; so it is measured against
 * a second ceiling that does too, for reference: what the service itself adds to the same database work.
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
import { closeAgent, compareLoad, get, type LoadFigures } from './load.js';
import { type Child, killAll, startPostgresCeiling, startService } from './processes.js';
import { demoTenant, richCompany } from './seed.js';
import { log, numberSetting } from './settings.js';
import { createPostgresDatabase } from './webhooks.js';

export const TARGET_POSTGRES_RATIO = 0.7;

/** Every instance on a shared database signs links with the same secret (required with DATABASE_URL). */
const SECRET = randomBytes(32).toString('hex');

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
    const seconds = numberSetting('BENCH_SECONDS', 10);
    const options = {
      connections: numberSetting('BENCH_CONNECTIONS', 50),
      warmupSeconds: numberSetting('BENCH_WARMUP_SECONDS', 3),
      seconds,
      rounds: Math.max(1, Math.round(numberSetting('BENCH_ROUNDS', 5))),
    };
    const figure = (f: LoadFigures) =>
      `${Math.round(f.requestsPerSecond)} req/s, p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms`;
    const lines = [
      '',
      `Company detail on PostgreSQL (${sample.body.length} bytes, 50 connections, serve --no-worker, pool of 10)`,
    ];
    for (const prepared of [false, true]) {
      ceiling = await startPostgresCeiling(database.url, company.companyId, prepared);
      const echoed = await get(`http://127.0.0.1:${ceiling.port}${path}`, headers);
      if (!echoed.body.equals(sample.body)) throw new Error('the PostgreSQL ceiling does not send the same bytes');
      log(`[postgres] company detail: the service against node:http + one ${prepared ? 'prepared ' : ''}query…`);
      const { first, second } = await compareLoad(
        { url: `http://127.0.0.1:${service.port}${path}`, headers },
        { url: `http://127.0.0.1:${ceiling.port}${path}`, headers },
        options,
      );
      await ceiling.stop();
      ceiling = null;
      const ratio = first.requestsPerSecond / second.requestsPerSecond;
      lines.push(
        `  service:  ${figure(first)}${first.non2xx > 0 ? ` (${first.non2xx} non-2xx)` : ''}`,
        prepared
          ? `  ceiling:  ${figure(second)} (node:http + one primary-key query as a named statement, like the service's)`
          : `  ceiling:  ${figure(second)} (node:http + one primary-key query)`,
        prepared
          ? `  ratio ${ratio.toFixed(2)}  (reference: what the service adds to the same database work)`
          : `  ratio ${ratio.toFixed(2)}  target ≥ ${TARGET_POSTGRES_RATIO}  ${ratio >= TARGET_POSTGRES_RATIO ? 'PASS' : 'MISS'}`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
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

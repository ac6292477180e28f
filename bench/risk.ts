/**
 * Risk and the review calendar at scale (SQLite, the embedded default):
 * - assessing every undecided case of an account after a model change (PUT /api/v1/risk_model does the same
 *   call): 100,000 cases ≤ 60 s, memory flat. It runs at 20,000 cases and at 100,000, each on a fresh database, so
 *   the two growths can be compared: the cases are read and written in batches of 1,000 per transaction and nothing
 *   of a batch is kept after it, so the process's own (anonymous) memory grows the same at both sizes. RSS also
 *   holds the SQLite file's pages read through its memory map (mmap_size, 256 MB: src/db/database.ts): they grow
 *   with the file's size up to that bound and are the kernel's page cache, shared and dropped under pressure, not
 *   memory the process holds; the figures give both, sampled every 50 ms from /proc/self/status, in a process that
 *   opened the seeded file and did nothing else.
 * - the recurring-review job over 100,000 completed cases of which 1,000 are due that day ≤ 30 s.
 * Run alone with `node --expose-gc --import tsx bench/risk.ts` (BENCH_RISK_CASES to change the 100,000; BENCH_RISK_SMALL the
 * 20,000, 0 to skip it; BENCH_RISK_DUE the 1,000). The figures print on stdout, one JSON line each.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { toJson } from '../src/db/column-values.js';
import { openDatabase } from '../src/db/database.js';
import { insertRiskModelIfAbsent } from '../src/db/repositories/risk-repository.js';
import { addDays } from '../src/domain/review-calendar.js';
import { DEFAULT_RISK_MODEL } from '../src/domain/risk-model.js';
import { recurringReviewsJob } from '../src/services/review-calendar-jobs.js';
import { reassessUndecided } from '../src/services/risk-settings.js';
import type { ServiceContext } from '../src/services/service-context.js';
import { insertBulkCases } from '../test/helpers/bulk-cases.js';
import { createTenant, createTestDatabase, type TestDatabase, testServiceContext } from '../test/helpers/test-app.js';
import { numberSetting } from './settings.js';

const CASES = numberSetting('BENCH_RISK_CASES', 100_000);
const SMALL = numberSetting('BENCH_RISK_SMALL', 20_000);
/** The reassessing process's old-space limit (MB). */
const HEAP_LIMIT_MB = numberSetting('BENCH_RISK_HEAP_MB', 64);
const DUE = numberSetting('BENCH_RISK_DUE', 1_000);

/** The process's resident memory in kB: all of it, its anonymous part (heap, stacks) and its file-backed part. */
function residentKb(): { total: number; anon: number; file: number } {
  const status = readFileSync('/proc/self/status', 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { total: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') };
}

function rssSampler() {
  const start = { ...residentKb(), heap: process.memoryUsage().heapUsed / 1000 };
  const peak = { ...start };
  const timer = setInterval(() => {
    const now = residentKb();
    peak.total = Math.max(peak.total, now.total);
    peak.anon = Math.max(peak.anon, now.anon);
    peak.file = Math.max(peak.file, now.file);
    peak.heap = Math.max(peak.heap, process.memoryUsage().heapUsed / 1000);
  }, 50);
  const mb = (kb: number) => Math.round(kb / 1000);
  return {
    stop() {
      clearInterval(timer);
      return {
        startMb: mb(start.total),
        peakMb: mb(peak.total),
        growthMb: mb(peak.total - start.total),
        anonStartMb: mb(start.anon),
        anonGrowthMb: mb(peak.anon - start.anon),
        fileBackedGrowthMb: mb(peak.file - start.file),
        // The JavaScript heap in use (garbage included): what batches left behind would show here first.
        heapPeakGrowthMb: mb(peak.heap - start.heap),
        heapStartMb: mb(start.heap),
      };
    },
  };
}

/** An account of `count` undecided cases and a changed model (version 2): what a PUT /api/v1/risk_model meets. */
async function seedForReassessment(ctx: ServiceContext, count: number): Promise<string> {
  const tenant = await createTenant(ctx, 'Bench Bank');
  await insertBulkCases(ctx, tenant.accountId, { count });
  // Every case undecided, so all of them are reassessed.
  await sql`UPDATE verifications SET status = 'in_progress' WHERE account_id = ${tenant.accountId}`.execute(ctx.db);
  await insertRiskModelIfAbsent(ctx.db, {
    account_id: tenant.accountId,
    version: 2,
    model: toJson({ ...DEFAULT_RISK_MODEL, industry: { ...DEFAULT_RISK_MODEL.industry, high: 45 } }),
    created_by: 'bench',
    created_at: new Date().toISOString(),
  });
  return tenant.accountId;
}

async function measureReassessment(ctx: ServiceContext, accountId: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const rss = rssSampler();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const assessed = await reassessUndecided(ctx, null, accountId);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const memory = rss.stop();
  // What the reassessment keeps once done: the peak above also holds garbage V8 had not collected yet (it lets the
  // heap grow further the longer a process allocates fast), this only what is still reachable.
  (globalThis as { gc?: () => void }).gc?.();
  const retainedHeapMb = Math.round(process.memoryUsage().heapUsed / 1e6 - memory.heapStartMb);
  console.log(
    JSON.stringify({
      bench: 'risk.reassess_after_model_change',
      cases: assessed,
      seconds: Number(seconds.toFixed(1)),
      per_case_ms: Number(((seconds * 1000) / assessed).toFixed(3)),
      // This process's own CPU time (user and system): what the wall time would be on an idle core.
      cpu_seconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
      target_seconds: 60,
      rss: { ...memory, retainedHeapMb },
      heap_limit_mb: HEAP_LIMIT_MB,
    }),
  );
}

/** A database this process opened on a directory another left (the child's, and the parent's after it). */
function openSeeded(dataDir: string): TestDatabase {
  const handle = openDatabase({ databaseUrl: null, dataDir });
  return { handle, dataDir, databaseUrl: null, close: () => handle.close() };
}

/**
 * The reassessment runs in a child process of its own on the seeded file: seeding 100,000 cases leaves this
 * process's heap and RSS large, and memory V8 has once taken is not given back at once, which would hide (or
 * fake) the reassessment's own growth.
 */
function reassessInChild(dataDir: string, accountId: string): void {
  // The heap is capped: a reassessment whose memory grew with the number of cases would run out of heap and fail
  // here at 100,000 cases (what "memory flat" means for the bench: the same bound serves 20,000 and 100,000).
  const args = [
    `--max-old-space-size=${HEAP_LIMIT_MB}`,
    '--expose-gc',
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
  ];
  const child = spawnSync(process.execPath, args, {
    env: { ...process.env, BENCH_RISK_CHILD_DIR: dataDir, BENCH_RISK_CHILD_ACCOUNT: accountId },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`the reassessment's process failed (${child.status})`);
  process.stdout.write(child.stdout);
}

async function seededDirectory(count: number): Promise<{ dataDir: string; accountId: string }> {
  const database = await createTestDatabase('sqlite');
  const accountId = await seedForReassessment(testServiceContext(database), count);
  await database.handle.close();
  return { dataDir: database.dataDir, accountId };
}

async function main() {
  const childDir = process.env.BENCH_RISK_CHILD_DIR;
  if (childDir) {
    const database = openSeeded(childDir);
    try {
      await measureReassessment(testServiceContext(database), process.env.BENCH_RISK_CHILD_ACCOUNT as string);
    } finally {
      await database.close();
    }
    return;
  }
  if (SMALL > 0) {
    const small = await seededDirectory(SMALL);
    reassessInChild(small.dataDir, small.accountId);
    rmSync(small.dataDir, { recursive: true, force: true });
  }
  const { dataDir, accountId } = await seededDirectory(CASES);
  reassessInChild(dataDir, accountId);
  const database = openSeeded(dataDir);
  const ctx = testServiceContext(database);
  try {
    // The calendar: every case completed, 1,000 due today, the rest years away.
    const day = new Date().toISOString().slice(0, 10);
    await sql`UPDATE verifications SET status = 'completed', next_review_at = ${addDays(day, 400)}
      WHERE account_id = ${accountId}`.execute(ctx.db);
    await sql`UPDATE verifications SET next_review_at = ${day} WHERE id IN (
      SELECT id FROM verifications WHERE account_id = ${accountId} ORDER BY id LIMIT ${DUE})`.execute(ctx.db);
    const started = performance.now();
    const result = await recurringReviewsJob.run(ctx, day);
    const jobSeconds = (performance.now() - started) / 1000;
    console.log(
      JSON.stringify({
        bench: 'risk.recurring_reviews_job',
        companies: CASES,
        opened: result.opened,
        seconds: Number(jobSeconds.toFixed(1)),
        target_seconds: 30,
      }),
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

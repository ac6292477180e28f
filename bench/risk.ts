/**
 * Risk and the review calendar at scale (SQLite, the embedded default):
 * - assessing every undecided case of an account after a model change (PUT /api/v1/risk_model does the same
 *   call): 100,000 cases ≤ 60 s, RSS sampled every 50 ms (flat: batches of 200 per transaction);
 * - the recurring-review job over 100,000 completed cases of which 1,000 are due that day ≤ 30 s.
 * Run alone with `node --import tsx bench/risk.ts` (BENCH_RISK_CASES to change the 100,000; BENCH_RISK_DUE the
 * 1,000). The figures print on stdout, one JSON line each.
 */
import { sql } from 'kysely';
import { toJson } from '../src/db/column-values.js';
import { insertRiskModelIfAbsent } from '../src/db/repositories/risk-repository.js';
import { addDays } from '../src/domain/review-calendar.js';
import { DEFAULT_RISK_MODEL } from '../src/domain/risk-model.js';
import { recurringReviewsJob } from '../src/services/review-calendar-jobs.js';
import { reassessUndecided } from '../src/services/risk-settings.js';
import { insertBulkCases } from '../test/helpers/bulk-cases.js';
import { createTenant, createTestDatabase, testServiceContext } from '../test/helpers/test-app.js';
import { numberSetting } from './settings.js';

const CASES = numberSetting('BENCH_RISK_CASES', 100_000);
const DUE = numberSetting('BENCH_RISK_DUE', 1_000);

function rssSampler() {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return {
        startMb: Math.round(start / 1e6),
        peakMb: Math.round(peak / 1e6),
        growthMb: Math.round((peak - start) / 1e6),
      };
    },
  };
}

async function main() {
  const database = await createTestDatabase('sqlite');
  const ctx = testServiceContext(database);
  try {
    const tenant = await createTenant(ctx, 'Bench Bank');
    await insertBulkCases(ctx, tenant.accountId, { count: CASES });
    // Every case undecided, so all of them are reassessed.
    await sql`UPDATE verifications SET status = 'in_progress' WHERE account_id = ${tenant.accountId}`.execute(ctx.db);
    await insertRiskModelIfAbsent(ctx.db, {
      account_id: tenant.accountId,
      version: 2,
      model: toJson({ ...DEFAULT_RISK_MODEL, industry: { ...DEFAULT_RISK_MODEL.industry, high: 45 } }),
      created_by: 'bench',
      created_at: new Date().toISOString(),
    });
    const rss = rssSampler();
    let started = performance.now();
    const assessed = await reassessUndecided(ctx, null, tenant.accountId);
    const assessSeconds = (performance.now() - started) / 1000;
    const memory = rss.stop();
    console.log(
      JSON.stringify({
        bench: 'risk.reassess_after_model_change',
        cases: assessed,
        seconds: Number(assessSeconds.toFixed(1)),
        per_case_ms: Number(((assessSeconds * 1000) / assessed).toFixed(3)),
        target_seconds: 60,
        rss: memory,
      }),
    );

    // The calendar: every case completed, 1,000 due today, the rest years away.
    const day = new Date().toISOString().slice(0, 10);
    await sql`UPDATE verifications SET status = 'completed', next_review_at = ${addDays(day, 400)}
      WHERE account_id = ${tenant.accountId}`.execute(ctx.db);
    await sql`UPDATE verifications SET next_review_at = ${day} WHERE id IN (
      SELECT id FROM verifications WHERE account_id = ${tenant.accountId} ORDER BY id LIMIT ${DUE})`.execute(ctx.db);
    started = performance.now();
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
  }
}

await main();

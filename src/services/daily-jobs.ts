import { toJson } from '../db/column-values.js';
import {
  claimDailyJobRunUnscoped,
  findDailyJobRunUnscoped,
  finishDailyJobRunUnscoped,
  releaseDailyJobRunUnscoped,
} from '../db/repositories/daily-job-runs-repository.js';
import { listDueForErasureUnscoped } from '../db/repositories/erasure-repository.js';
import { AppError } from '../domain/app-error.js';
import { compactAfterErasure, finishErasure, resumeErasures, startErasure } from './case-erasure.js';
import { customerRemindersJob } from './customer-reminders.js';
import { deadlinesJob, recurringReviewsJob, reviewDueJob } from './review-calendar-jobs.js';
import { riskBackfillJob } from './risk-backfill-job.js';
import { screeningUpdateJob } from './screening-update-job.js';
import type { ServiceContext } from './service-context.js';

/**
 * A job the worker runs once a day, across all instances (and `dossier reviews run --as-of DAY` for a given
 * day). Later daily jobs (recurring reviews, reminders, deadlines) join DAILY_JOBS: each gets its own claim per
 * day, so one failing does not stop the others.
 */
export interface DailyJob {
  readonly name: string;
  /** Does the day's work; what it returns is recorded with the run and printed by the CLI. */
  run(ctx: ServiceContext, day: string): Promise<Record<string, number>>;
}

/** Cases erased per query: the job loops until none is due. */
const BATCH = 100;

/**
 * Retention: erases every case whose retention ended before `day` (retain_until < day) and that no legal hold
 * keeps, after finishing any erasure a crash interrupted.
 */
export const retentionJob: DailyJob = {
  name: 'retention',
  async run(ctx, day) {
    const resumed = await resumeErasures(ctx);
    let erased = 0;
    let held = 0;
    const skipped = new Set<string>();
    for (;;) {
      const due = (await listDueForErasureUnscoped(ctx.db, day, BATCH + skipped.size)).filter(
        (c) => !skipped.has(c.id),
      );
      if (due.length === 0) break;
      for (const c of due) {
        const eraser = { type: 'system' as const, id: null, accountId: c.account_id };
        try {
          const started = await startErasure(ctx, eraser, c.id, 'The retention period ended', () => null, day);
          if (started) {
            await finishErasure(ctx, c.account_id, c.id, { compact: false });
            erased += 1;
          } else skipped.add(c.id);
        } catch (error) {
          // A hold placed since the query: the case waits for it to be lifted.
          if (!(error instanceof AppError && error.code === 'legal_hold')) throw error;
          held += 1;
          skipped.add(c.id);
        }
      }
    }
    if (erased > 0) await compactAfterErasure(ctx);
    return { erased, resumed, held };
  },
};

export const DAILY_JOBS: readonly DailyJob[] = [
  retentionJob,
  riskBackfillJob,
  recurringReviewsJob,
  reviewDueJob,
  deadlinesJob,
  screeningUpdateJob,
  customerRemindersJob,
];

export interface DailyJobOutcome {
  readonly job: string;
  readonly day: string;
  /** ran: this call did the work; done: a run already did it; running: another run holds the day's claim. */
  readonly status: 'ran' | 'done' | 'running';
  readonly result: Record<string, number> | null;
}

/** How long a claim stands before another instance may take over a run whose holder died. */
const LEASE_MS = 30 * 60_000;

/** Runs each daily job for `day` unless some instance already has: idempotent, exactly once across instances. */
export async function runDailyJobs(
  ctx: ServiceContext,
  day: string,
  runner: string,
  jobs: readonly DailyJob[] = DAILY_JOBS,
): Promise<DailyJobOutcome[]> {
  // An erasure a crash interrupted is finished first, whatever the state of the day's claims: a process killed
  // mid-run holds its claim until the lease passes, but its half-done erasure must not wait that long.
  await resumeErasures(ctx);
  const outcomes: DailyJobOutcome[] = [];
  for (const job of jobs) {
    const now = ctx.now();
    const claim = {
      job: job.name,
      day,
      by: runner,
      now,
      leaseExpiresAt: new Date(Date.parse(now) + LEASE_MS).toISOString(),
    };
    if (!(await claimDailyJobRunUnscoped(ctx.db, claim))) {
      const run = await findDailyJobRunUnscoped(ctx.db, job.name, day);
      outcomes.push({ job: job.name, day, status: run?.finished_at ? 'done' : 'running', result: null });
      continue;
    }
    let result: Record<string, number>;
    try {
      result = await job.run(ctx, day);
    } catch (error) {
      await releaseDailyJobRunUnscoped(ctx.db, claim);
      throw error;
    }
    await finishDailyJobRunUnscoped(ctx.db, { ...claim, now: ctx.now(), result: toJson(result) });
    outcomes.push({ job: job.name, day, status: 'ran', result });
  }
  return outcomes;
}

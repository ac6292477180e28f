import { randomBytes } from 'node:crypto';
import { Cron } from 'croner';
import { dayOf } from '../domain/retention.js';
import { resumeErasures } from './case-erasure.js';
import { runDailyJobs } from './daily-jobs.js';
import { retryFailedScreenings } from './screening-retry.js';
import type { ServiceContext } from './service-context.js';

export interface DailySchedulerLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunningDailyScheduler {
  stop(): Promise<void>;
}

/**
 * When the worker asks whether today's jobs have run: every 15 minutes, UTC (the claim makes every ask after the
 * first of the day cheap). croner computes the next time from the wall clock, so a sleeping laptop or a long GC
 * pause does not drift the checks as a chain of intervals would.
 */
const CHECK_PATTERN = '*/15 * * * *';

/**
 * The worker's daily jobs: at start (which also finishes any erasure a crash interrupted) and every quarter hour it
 * runs today's (UTC) jobs unless some instance already has. Exactly once across instances is the database's
 * job (daily_job_runs), not this timer's.
 */
export function startDailyScheduler(
  ctx: ServiceContext,
  logger: DailySchedulerLogger,
  options: { pattern?: string } = {},
): RunningDailyScheduler {
  const runner = `worker-${randomBytes(6).toString('hex')}`;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = (first: boolean) => {
    if (running !== null || stopped) return;
    running = (async () => {
      try {
        // A crash mid-erasure is finished at once, whatever day's run already happened.
        if (first) {
          const resumed = await resumeErasures(ctx);
          if (resumed > 0) logger.info({ resumed }, 'finished erasures a previous process left half done');
        }
        for (const outcome of await runDailyJobs(ctx, dayOf(ctx.now()), runner)) {
          if (outcome.status === 'ran') logger.info({ ...outcome }, `daily job ${outcome.job} ran`);
        }
      } catch (error) {
        logger.error({ err: error }, 'a daily job failed; it is tried again at the next check');
      }
      try {
        // Cases whose screening provider (yente) did not answer are screened again at every check.
        const retry = await retryFailedScreenings(ctx);
        if (retry.retried > 0) logger.info({ ...retry }, 'retried failed screenings');
      } catch (error) {
        logger.error({ err: error }, 'retrying failed screenings failed; tried again at the next check');
      } finally {
        running = null;
      }
    })();
  };
  const cron = new Cron(options.pattern ?? CHECK_PATTERN, { timezone: 'UTC', unref: true }, () => tick(false));
  tick(true);
  return {
    async stop() {
      stopped = true;
      cron.stop();
      await running;
    },
  };
}

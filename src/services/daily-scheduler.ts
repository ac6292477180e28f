import { randomBytes } from 'node:crypto';
import { dayOf } from '../domain/retention.js';
import { resumeErasures } from './case-erasure.js';
import { runDailyJobs } from './daily-jobs.js';
import type { ServiceContext } from './service-context.js';

export interface DailySchedulerLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunningDailyScheduler {
  stop(): Promise<void>;
}

/** How often the worker asks whether today's jobs have run (the claim makes every ask after the first cheap). */
const CHECK_EVERY_MS = 15 * 60_000;

/**
 * The worker's daily jobs: at start (which also finishes any erasure a crash interrupted) and every 15 minutes it
 * runs today's (UTC) jobs unless some instance already has. Exactly once across instances is the database's
 * job (daily_job_runs), not this timer's.
 */
export function startDailyScheduler(
  ctx: ServiceContext,
  logger: DailySchedulerLogger,
  options: { checkEveryMs?: number } = {},
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
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(() => tick(false), options.checkEveryMs ?? CHECK_EVERY_MS);
  timer.unref();
  tick(true);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

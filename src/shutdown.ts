import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';

/** One part of the process that stops on SIGTERM: the HTTP listener, a worker, the metrics listener. */
export interface StoppingPart {
  readonly name: string;
  stop(): Promise<void>;
}

export interface ShutdownPlan {
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Stopped all at once: each finishes what it has in flight within its own limit (10 s for HTTP and workers). */
  readonly parts: readonly (StoppingPart | null)[];
  /** Then this (closing the database), once every part has stopped. */
  readonly finally: () => Promise<void>;
  /**
   * The last resort: should the parts still be stopping after this long (something hangs past its own limit),
   * the process logs it and exits 1. What was in flight is sent again after a restart (at-least-once).
   */
  readonly deadlineMs?: number;
}

/** Past every part's own limit (10 s) and before systemd's TimeoutStopSec=15 would SIGKILL the process. */
export const SHUTDOWN_DEADLINE_MS = 13_500;

/**
 * Runs the graceful stop of `serve` and `dossier worker` when SIGTERM or SIGINT arrives (once; a second signal
 * changes nothing): every part stops at once, then `finally` runs, then `exit` is called with 0. The HTTP server
 * and the workers stop side by side so that the whole stop takes the longest of them, not their sum.
 */
export function stopOnSignals(plan: () => ShutdownPlan, exit: (code: number) => void = process.exit): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    void shutDown(signal, plan()).then(
      () => exit(0),
      () => exit(1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** The stop itself (see stopOnSignals); resolves once everything is closed, rejects if a part failed to stop. */
export async function shutDown(signal: string, plan: ShutdownPlan): Promise<void> {
  const { logger } = plan;
  const began = performance.now();
  const elapsed = () => Math.round(performance.now() - began);
  logger.info({ signal }, 'shutting down: no new work; finishing what is in flight');
  const deadline = setTimeout(() => {
    logger.error({ ms: elapsed() }, 'shutdown is taking too long; exiting now (in-flight work is retried later)');
    process.exit(1);
  }, plan.deadlineMs ?? SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  const parts = plan.parts.filter((p): p is StoppingPart => p !== null);
  const results = await Promise.allSettled(
    parts.map(async (part) => {
      await part.stop();
      logger.info({ part: part.name, ms: elapsed() }, `${part.name} stopped`);
    }),
  );
  let failed = false;
  for (const [i, result] of results.entries()) {
    if (result.status === 'rejected') {
      failed = true;
      logger.error({ part: parts[i]?.name, err: result.reason }, `${parts[i]?.name} did not stop cleanly`);
    }
  }
  try {
    await plan.finally();
  } finally {
    clearTimeout(deadline);
  }
  logger.info({ ms: elapsed() }, 'shut down');
  if (failed) throw new Error('a part did not stop cleanly');
}

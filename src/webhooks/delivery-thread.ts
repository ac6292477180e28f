import { Worker } from 'node:worker_threads';
import type { WebhookAttemptCounts } from '../metrics/metrics.js';
import type { ServiceContext } from '../services/service-context.js';
import { type AttemptResult, DEFAULT_RETRY_POLICY, recordAttempts } from '../services/webhook-deliveries.js';
import type { WorkerLogger } from './delivery-worker.js';

/** Messages between `serve`'s main thread and its delivery thread. */
export type ToThread =
  | { readonly type: 'wake' }
  | { readonly type: 'stop' }
  | { readonly type: 'recorded'; readonly id: number; readonly decisions?: unknown[]; readonly error?: string };

export type FromThread =
  | { readonly type: 'started' }
  | { readonly type: 'stopped' }
  | { readonly type: 'failed'; readonly error: string }
  | { readonly type: 'record'; readonly id: number; readonly results: AttemptResult[] }
  | { readonly type: 'attempts'; readonly counts: WebhookAttemptCounts };

export interface DeliveryThreadData {
  /** SQLite: attempts are recorded by the main thread, over the process's one writing connection. */
  readonly recordInMain: boolean;
  /** Post what each recorded batch of attempts came to (the main thread's /metrics counters). */
  readonly countAttempts: boolean;
}

export interface DeliveryThread {
  /** Lets the worker finish what is in flight (up to its stop time), then ends the thread. */
  stop(): Promise<void>;
}

const RESTART_DELAY_MS = 1_000;
const STOP_GRACE_MS = 20_000;

/**
 * Runs the delivery worker of `serve` on a thread of its own, so that a busy API (whose SQLite commits hold the
 * main thread) never slows deliveries, and deliveries get a CPU core of their own. The main thread forwards the
 * in-process signal after each commit, and on SQLite records the attempts the thread reports: SQLite has one
 * writer, and an API transaction that reads before it writes must not meet a commit from a second connection.
 * The thread opens its own database connection (PostgreSQL: its own pool) for claims; a crashed thread is restarted.
 */
export async function startDeliveryThread(
  ctx: ServiceContext,
  logger: WorkerLogger,
  options: { readonly onAttempts?: (counts: WebhookAttemptCounts) => void } = {},
): Promise<DeliveryThread> {
  // The thread loads the code as this module was loaded: the compiled JavaScript (dist/server) as it is, the
  // TypeScript sources (tests, a checkout being edited) through tsx.
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./delivery-thread-entry${fromSource ? '.ts' : '.js'}`, import.meta.url);
  const bootstrap = fromSource
    ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`
    : `import(${JSON.stringify(entry.href)})`;
  const data: DeliveryThreadData = {
    recordInMain: ctx.dialect === 'sqlite',
    countAttempts: options.onAttempts !== undefined,
  };
  let stopping = false;
  let current: Worker | null = null;
  let stopped: (() => void) | null = null;

  const handle = (worker: Worker, message: FromThread) => {
    if (message.type === 'record') {
      recordAttempts(ctx, message.results, DEFAULT_RETRY_POLICY, Date.now()).then(
        (decisions) => worker.postMessage({ type: 'recorded', id: message.id, decisions } satisfies ToThread),
        (error: unknown) =>
          worker.postMessage({
            type: 'recorded',
            id: message.id,
            error: error instanceof Error ? error.message : String(error),
          } satisfies ToThread),
      );
    } else if (message.type === 'attempts') {
      options.onAttempts?.(message.counts);
    } else if (message.type === 'stopped') {
      stopped?.();
    }
  };

  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(bootstrap, { eval: true, workerData: data });
      let started = false;
      worker.on('message', (message: FromThread) => {
        if (message.type === 'started') {
          started = true;
          resolve(worker);
        } else if (message.type === 'failed') {
          reject(new Error(`the delivery thread could not start: ${message.error}`));
          void worker.terminate();
        } else {
          handle(worker, message);
        }
      });
      worker.on('error', (error) => {
        logger.error({ err: error }, 'the delivery thread failed');
        if (!started) reject(error);
      });
      worker.on('exit', (code) => {
        if (current === worker) current = null;
        stopped?.();
        if (!started || stopping) return;
        logger.error({ code }, `the delivery thread exited; restarting it in ${RESTART_DELAY_MS} ms`);
        setTimeout(() => {
          if (stopping) return;
          spawn().then(
            (next) => {
              current = next;
            },
            (error: unknown) => logger.error({ err: error }, 'could not restart the delivery thread'),
          );
        }, RESTART_DELAY_MS);
      });
    });

  current = await spawn();
  // One wake per turn of the event loop however many commits it saw: a group commit of 30 state changes is one
  // message to the thread, not 30.
  let wakePending = false;
  const unsubscribe = ctx.deliverySignal.subscribe(() => {
    if (wakePending) return;
    wakePending = true;
    setImmediate(() => {
      wakePending = false;
      current?.postMessage({ type: 'wake' } satisfies ToThread);
    });
  });
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      unsubscribe();
      const worker = current;
      if (!worker) return;
      const done = new Promise<void>((resolve) => {
        stopped = resolve;
      });
      worker.postMessage({ type: 'stop' } satisfies ToThread);
      const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      await done;
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}

import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../config.js';
import { openRuntime } from '../runtime.js';
import type { AttemptDecision, AttemptResult } from '../services/webhook-deliveries.js';
import type { DeliveryThreadData, FromThread, ToThread } from './delivery-thread.js';
import { DeliveryWorker, type Recorder } from './delivery-worker.js';

/** The delivery thread of `serve` (see delivery-thread.ts): a DeliveryWorker with its own database connection. */

const port = parentPort;
if (!port) throw new Error('delivery-thread-entry runs as a worker thread');
const data = workerData as DeliveryThreadData;
const post = (message: FromThread) => port.postMessage(message);

const pending = new Map<number, { resolve(d: AttemptDecision[]): void; reject(e: Error): void }>();
let nextId = 0;

/** SQLite: the main thread records, over the process's one writing connection. */
const recordInMain: Recorder = (results: readonly AttemptResult[]) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    post({ type: 'record', id, results: [...results] });
  });

try {
  // The main thread has migrated the database already.
  const runtime = await openRuntime(loadConfig(), { migrate: false, logToStderr: false });
  const worker = new DeliveryWorker({
    ctx: runtime.ctx,
    databaseUrl: runtime.config.databaseUrl,
    logger: runtime.logger.child({ thread: 'deliveries' }),
    ...(data.recordInMain ? { recorder: recordInMain } : {}),
    ...(data.countAttempts ? { onAttempts: (counts) => post({ type: 'attempts', counts }) } : {}),
  });
  port.on('message', (message: ToThread) => {
    if (message.type === 'wake') {
      runtime.ctx.deliverySignal.notify();
    } else if (message.type === 'recorded') {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiter?.reject(new Error(message.error));
      else waiter?.resolve((message.decisions ?? []) as AttemptDecision[]);
    } else if (message.type === 'stop') {
      worker
        .stop()
        .then(() => runtime.close())
        .finally(() => {
          post({ type: 'stopped' });
          port.close();
        });
    }
  });
  await worker.start();
  post({ type: 'started' });
} catch (error) {
  post({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

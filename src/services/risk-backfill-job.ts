import { setTimeout as rest } from 'node:timers/promises';
import { listUnassessedOpenCasesUnscoped } from '../db/repositories/risk-repository.js';
import { inTransaction } from '../db/transaction.js';
import type { DailyJob } from './daily-jobs.js';
import { reassessCases } from './risk-assessment.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/**
 * Cases assessed per transaction: small, so on SQLite (one writer) requests get the connection between batches
 * while an upgraded install with many cases is assessed.
 */
const BATCH = 50;

/**
 * After each batch the job rests three times as long as the batch took, so it holds the database at most a
 * quarter of the time: an upgrade with 100,000 open cases is assessed in a few minutes while the API stays
 * responsive, rather than in one minute during which every request waits behind it.
 */
const REST_FACTOR = 3;

/**
 * Assesses the open cases that were never assessed (written before the risk model existed), so after an upgrade
 * the queue shows a level instead of "Not assessed" without waiting for each case's data to change. Decided cases
 * are left alone: an assessment never changes a decision after the fact. Assessing twice gives the same result,
 * so two instances racing on a day cost work, not correctness (and the day's claim keeps them apart anyway).
 */
export const riskBackfillJob: DailyJob = {
  name: 'risk_backfill',
  async run(ctx) {
    let assessed = 0;
    let after: string | null = null;
    for (;;) {
      const rows = await listUnassessedOpenCasesUnscoped(ctx.db, after, BATCH);
      if (rows.length === 0) break;
      after = (rows[rows.length - 1] as { id: string }).id;
      const byAccount = new Map<string, string[]>();
      for (const row of rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row.id]);
      const started = performance.now();
      const delivered = await inTransaction(ctx.db, async (trx) => {
        const now = ctx.now();
        let n = 0;
        for (const [accountId, ids] of byAccount) {
          for (const event of await reassessCases(trx, null, accountId, ids, now)) {
            n += await enqueueWebhookEvents(ctx, trx, accountId, event.payload.verification_id as string, [event], now);
          }
        }
        return n;
      });
      assessed += rows.length;
      if (delivered > 0) ctx.deliverySignal.notify();
      await rest(Math.ceil((performance.now() - started) * REST_FACTOR));
    }
    return { assessed };
  },
};

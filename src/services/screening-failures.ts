import { toJson } from '../db/column-values.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { findErasure } from '../db/repositories/erasure-repository.js';
import { findScreeningFailure, recordScreeningFailure } from '../db/repositories/screening-failures-repository.js';
import { findVerificationState } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { uuidv7 } from '../domain/uuid.js';
import type { ServiceContext } from './service-context.js';

/**
 * A case's screening could not run (the provider did not answer): recorded on the case with its reason and
 * audit-logged, in one transaction. Nothing else is written: the subjects stay unscreened, so the next screening of
 * the case (the worker's retry, a data change) screens them all again.
 */
export async function recordFailedScreening(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  failure: { trigger: string; subjects: number; reason: string },
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const state = await findVerificationState(trx, accountId, verificationId);
    if (!state || (await findErasure(trx, accountId, verificationId))) return;
    const now = ctx.now();
    await recordScreeningFailure(trx, { accountId, verificationId, ...failure, now });
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      actor_type: 'system',
      actor_id: null,
      action: 'screening.failed',
      from_state: null,
      to_state: null,
      comment: null,
      data: toJson(failure),
      created_at: now,
    });
  });
}

/** How the case's screening stands when its last attempt failed; null when it did not. */
export async function screeningFailureOf(ctx: ServiceContext, accountId: string, verificationId: string) {
  const row = await findScreeningFailure(ctx.db, accountId, verificationId);
  if (!row) return null;
  return {
    reason: row.reason,
    trigger: row.trigger,
    subjects: row.subjects,
    attempts: row.attempts,
    first_failed_at: row.first_failed_at,
    failed_at: row.failed_at,
  };
}

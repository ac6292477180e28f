import {
  claimScreeningRetry,
  clearScreeningFailure,
  listScreeningFailuresToRetryUnscoped,
} from '../db/repositories/screening-failures-repository.js';
import { screenCase } from './case-screening.js';
import type { ServiceContext } from './service-context.js';

/** How long one instance holds a case's retry before another may take it (a retry that died with its process). */
const RETRY_LEASE_MS = 10 * 60_000;
/** Cases retried per call: the worker calls again at its next check. */
const RETRY_BATCH = 100;

export interface RetryOutcome {
  /** Cases whose screening was tried again. */
  readonly retried: number;
  /** Of those, screened now (their failure cleared). */
  readonly screened: number;
  /** Whether the provider failed again (the pass stops there: the other cases wait for the next call). */
  readonly still_failing: boolean;
}

/**
 * Screens again the cases whose screening failed (the provider did not answer), oldest failure first, each claimed
 * so two workers never retry the same case at once. The worker calls this at every check of its scheduler; the
 * first case that fails again ends the pass, so a provider that is still down is asked once, not once per case.
 */
export async function retryFailedScreenings(ctx: ServiceContext): Promise<RetryOutcome> {
  let retried = 0;
  let screened = 0;
  for (const failure of await listScreeningFailuresToRetryUnscoped(ctx.db, ctx.now(), RETRY_BATCH)) {
    const now = ctx.now();
    const until = new Date(Date.parse(now) + RETRY_LEASE_MS).toISOString();
    if (!(await claimScreeningRetry(ctx.db, failure.account_id, failure.verification_id, now, until))) continue;
    retried += 1;
    const result = await screenCase(ctx, failure.account_id, failure.verification_id, 'retry');
    if (result.failed) return { retried, screened, still_failing: true };
    // screenCase clears the failure with what it writes; a case with nothing left to screen writes nothing.
    await clearScreeningFailure(ctx.db, failure.account_id, failure.verification_id);
    screened += 1;
  }
  return { retried, screened, still_failing: false };
}

import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { ScreeningFailureTable } from '../schema.js';

export type ScreeningFailureRow = Selectable<ScreeningFailureTable>;

/**
 * Records that a case's screening failed, inside the caller's transaction: the first failure inserts the row,
 * each further one counts an attempt, keeps the latest reason and gives back the retry's lease.
 */
export async function recordScreeningFailure(
  trx: Db,
  failure: {
    accountId: string;
    verificationId: string;
    reason: string;
    trigger: string;
    subjects: number;
    now: string;
  },
): Promise<void> {
  await trx
    .insertInto('screening_failures')
    .values({
      verification_id: failure.verificationId,
      account_id: failure.accountId,
      reason: failure.reason,
      trigger: failure.trigger,
      subjects: failure.subjects,
      attempts: 1,
      first_failed_at: failure.now,
      failed_at: failure.now,
      retry_claimed_until: null,
    })
    .onConflict((oc) =>
      oc.column('verification_id').doUpdateSet((eb) => ({
        reason: failure.reason,
        subjects: failure.subjects,
        attempts: eb('screening_failures.attempts', '+', 1),
        failed_at: failure.now,
        retry_claimed_until: null,
      })),
    )
    .execute();
}

/** A screening of the case succeeded: its failure, if any, is over. */
export async function clearScreeningFailure(trx: Db, accountId: string, verificationId: string): Promise<void> {
  await trx
    .deleteFrom('screening_failures')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .execute();
}

export async function findScreeningFailure(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<ScreeningFailureRow | undefined> {
  return db
    .selectFrom('screening_failures')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .executeTakeFirst();
}

/** Failed screenings nobody is retrying, oldest first, across accounts: the worker's retry. Unscoped on purpose. */
export async function listScreeningFailuresToRetryUnscoped(
  db: Db,
  now: string,
  limit: number,
): Promise<ScreeningFailureRow[]> {
  return db
    .selectFrom('screening_failures')
    .selectAll()
    .where((eb) => eb.or([eb('retry_claimed_until', 'is', null), eb('retry_claimed_until', '<', now)]))
    .orderBy('failed_at')
    .orderBy('verification_id')
    .limit(limit)
    .execute();
}

/** Takes the retry of one case until `until`: true for exactly one caller while the lease stands. */
export async function claimScreeningRetry(
  db: Db,
  accountId: string,
  verificationId: string,
  now: string,
  until: string,
): Promise<boolean> {
  const taken = await db
    .updateTable('screening_failures')
    .set({ retry_claimed_until: until })
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where((eb) => eb.or([eb('retry_claimed_until', 'is', null), eb('retry_claimed_until', '<', now)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

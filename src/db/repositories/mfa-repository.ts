import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { MfaChallengeTable } from '../schema.js';

export type MfaChallengeRow = Selectable<MfaChallengeTable>;

/** A secret shown on the set-up page; it replaces any earlier unconfirmed one. */
export async function savePendingMfaSecret(db: Db, accountId: string, userId: string, sealed: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfa_pending_secret: sealed })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
}

/** Confirms the pending secret; false when MFA was turned on meanwhile (a second tab, a double click). */
export async function enableMfa(
  db: Db,
  accountId: string,
  userId: string,
  change: { sealedSecret: string; step: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      mfa_secret: change.sealedSecret,
      mfa_pending_secret: null,
      mfa_enabled_at: change.at,
      mfa_last_step: change.step,
      updated_at: change.at,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .where('mfa_enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records the step of an accepted code, only if it is later than the last one: of two requests with the same code,
 * one wins. False means the code was a replay.
 */
export async function advanceMfaStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ mfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(
  db: Db,
  rows: readonly { id: string; accountId: string; userId: string; codeHash: string; at: string }[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', first.userId).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(
      rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        account_id: r.accountId,
        code_hash: r.codeHash,
        created_at: r.at,
        used_at: null,
      })),
    )
    .execute();
}

/** Marks an unused code used, in one statement: of two requests with the same code, one wins. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the code is one of the user's unused recovery codes, without using it (the sign-in past a lock). */
export async function hasUnusedRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** An admin's reset: the secret, the recovery codes and any sign-in waiting for a code are gone. */
export async function clearMfa(db: Db, accountId: string, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfa_secret: null, mfa_pending_secret: null, mfa_enabled_at: null, mfa_last_step: null, updated_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('mfa_recovery_codes').where('account_id', '=', accountId).where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_challenges').where('account_id', '=', accountId).where('user_id', '=', userId).execute();
}

export async function insertMfaChallenge(db: Db, row: Insertable<MfaChallengeTable>): Promise<void> {
  await db.insertInto('mfa_challenges').values(row).execute();
}

/** Unscoped: the challenge cookie is what tells us the user, as a session cookie does. */
export async function findMfaChallengeByHashUnscoped(db: Db, tokenHash: string): Promise<MfaChallengeRow | undefined> {
  return db.selectFrom('mfa_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Counts a wrong code atomically and returns the new count (concurrent wrong codes each count). */
export async function countMfaChallengeFailure(db: Db, id: string): Promise<number> {
  await db
    .updateTable('mfa_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const row = await db.selectFrom('mfa_challenges').select('failures').where('id', '=', id).executeTakeFirst();
  return Number(row?.failures ?? Number.POSITIVE_INFINITY);
}

/** Spends the challenge: true for the one request that does. */
export async function spendMfaChallenge(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_challenges')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Wrong codes of the user's sign-ins since a moment, across challenges: a password alone must not buy endless tries. */
export async function recentMfaFailures(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('mfa_challenges')
    .select((eb) => eb.fn.sum<string | number | null>('failures').as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

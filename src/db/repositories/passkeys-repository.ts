import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { PasskeyChallengeTable, PasskeyTable } from '../schema.js';

export type PasskeyRow = Selectable<PasskeyTable>;
export type PasskeyChallengeRow = Selectable<PasskeyChallengeTable>;

/** A user's passkeys, oldest first. */
export async function listPasskeys(db: Db, accountId: string, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Unscoped by design: in a passwordless sign-in the credential is what tells us the user and so the account. The
 * caller still checks that the row belongs to the user it expects whenever it has one.
 */
export async function findPasskeyByCredentialIdUnscoped(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
}

/** Inserts the passkey and counts it on the user, in the caller's transaction. */
export async function insertPasskey(db: Db, row: Insertable<PasskeyTable>): Promise<void> {
  await db.insertInto('passkeys').values(row).execute();
  await db
    .updateTable('users')
    .set((eb) => ({ passkey_count: eb('passkey_count', '+', 1), updated_at: row.created_at }))
    .where('account_id', '=', row.account_id)
    .where('id', '=', row.user_id)
    .execute();
}

/** Deletes one of the user's passkeys; false when it is not theirs (or already gone). */
export async function deletePasskey(db: Db, accountId: string, userId: string, id: string, at: string) {
  const deleted = await db
    .deleteFrom('passkeys')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(['name', 'credential_id'])
    .executeTakeFirst();
  if (deleted === undefined) return undefined;
  await db
    .updateTable('users')
    .set((eb) => ({ passkey_count: eb('passkey_count', '-', 1), updated_at: at }))
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .where('passkey_count', '>', 0)
    .execute();
  return deleted;
}

/** Every passkey of the user (an admin's MFA reset); returns how many there were. */
export async function deleteAllPasskeys(db: Db, accountId: string, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('passkeys')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await db
    .updateTable('users')
    .set({ passkey_count: 0 })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('passkey_challenges').where('account_id', '=', accountId).where('user_id', '=', userId).execute();
  return Number(result.numDeletedRows);
}

/**
 * Records a use: the new signature counter, only when it moved forward (or the authenticator keeps none, 0): of two
 * requests signed with the same counter, one wins. False means the counter went backwards meanwhile.
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  change: { previousCounter: number; newCounter: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: change.newCounter, last_used_at: change.at })
    .where('id', '=', id)
    .where((eb) => (change.newCounter === 0 ? eb('counter', '=', 0) : eb('counter', '=', change.previousCounter)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPasskeyChallenge(db: Db, row: Insertable<PasskeyChallengeTable>): Promise<void> {
  await db.insertInto('passkey_challenges').values(row).execute();
}

/**
 * Spends a challenge, in one statement: of two requests answering the same challenge, one wins, and an expired or
 * used one is not found. Unscoped: the challenge (signed by the authenticator) is what tells us what it was for.
 */
export async function spendPasskeyChallengeUnscoped(
  db: Db,
  challengeHash: string,
  at: string,
): Promise<PasskeyChallengeRow | undefined> {
  return db
    .updateTable('passkey_challenges')
    .set({ used_at: at })
    .where('challenge_hash', '=', challengeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returningAll()
    .executeTakeFirst();
}

/** Challenges that can no longer be answered are of no use: removed when new ones are made. */
export async function deleteExpiredPasskeyChallenges(db: Db, before: string): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<', before).execute();
}

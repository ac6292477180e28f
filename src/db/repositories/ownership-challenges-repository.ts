import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { OwnershipChallengeTable } from '../schema.js';

/** A message the customer signs in the portal to prove they hold a crypto address, with the result. */
export type OwnershipChallengeRow = Selectable<OwnershipChallengeTable>;

/** The invitation's challenges as the portal shows them (no signature), oldest first. */
export async function listOwnershipChallenges(db: Db, accountId: string, invitationId: string) {
  return db
    .selectFrom('ownership_challenges')
    .select(['id', 'address', 'address_type', 'message', 'verification', 'created_at'])
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .orderBy('id')
    .execute();
}

/** The invitation's challenges, whole rows (signatures included): the proofs a submission carries. */
export async function listOwnershipChallengeRows(
  db: Db,
  accountId: string,
  invitationId: string,
): Promise<OwnershipChallengeRow[]> {
  return db
    .selectFrom('ownership_challenges')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .execute();
}

export async function countOwnershipChallenges(db: Db, accountId: string, invitationId: string): Promise<number> {
  const count = await db
    .selectFrom('ownership_challenges')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .executeTakeFirst();
  return Number(count?.n ?? 0);
}

export async function insertOwnershipChallenge(db: Db, row: Insertable<OwnershipChallengeTable>): Promise<void> {
  await db.insertInto('ownership_challenges').values(row).execute();
}

export async function findOwnershipChallenge(
  db: Db,
  accountId: string,
  invitationId: string,
  id: string,
): Promise<OwnershipChallengeRow | undefined> {
  return db
    .selectFrom('ownership_challenges')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('invitation_id', '=', invitationId)
    .executeTakeFirst();
}

/** Records the customer's signature of a challenge and what checking it found. */
export async function recordChallengeSignature(
  db: Db,
  accountId: string,
  id: string,
  result: { readonly signature: string; readonly verification: string; readonly updated_at: string },
): Promise<void> {
  await db
    .updateTable('ownership_challenges')
    .set(result)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

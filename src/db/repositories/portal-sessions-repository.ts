import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { PortalSessionTable } from '../schema.js';

export async function insertPortalSession(db: Db, row: Insertable<PortalSessionTable>): Promise<void> {
  await db.insertInto('portal_sessions').values(row).execute();
}

/** A portal session with its invitation's revocation. Unscoped: the session's cookie is the credential. */
export async function findPortalSessionByHashUnscoped(db: Db, sessionHash: string) {
  return db
    .selectFrom('portal_sessions as s')
    .innerJoin('invitations as i', 'i.id', 's.invitation_id')
    .select(['s.invitation_id', 's.account_id', 's.last_seen_at', 's.expires_at', 'i.revoked_at'])
    .where('s.session_hash', '=', sessionHash)
    .executeTakeFirst();
}

export async function touchPortalSession(db: Db, accountId: string, sessionHash: string, at: string): Promise<void> {
  await db
    .updateTable('portal_sessions')
    .set({ last_seen_at: at })
    .where('account_id', '=', accountId)
    .where('session_hash', '=', sessionHash)
    .execute();
}

export async function deletePortalSession(db: Db, accountId: string, sessionHash: string): Promise<void> {
  await db
    .deleteFrom('portal_sessions')
    .where('account_id', '=', accountId)
    .where('session_hash', '=', sessionHash)
    .execute();
}

/** Ends every portal session an invitation's links opened. */
export async function deletePortalSessionsOfInvitation(db: Db, accountId: string, invitationId: string): Promise<void> {
  await db
    .deleteFrom('portal_sessions')
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .execute();
}

import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../database.js';
import { rowLimit } from '../row-limit.js';
import type { InvitationLinkTable, InvitationTable } from '../schema.js';

export type InvitationRow = Selectable<InvitationTable>;
export type NewInvitationRow = Insertable<InvitationTable>;

export async function insertInvitation(db: Db, row: NewInvitationRow): Promise<void> {
  await db.insertInto('invitations').values(row).execute();
}

export async function insertInvitationLink(db: Db, row: Insertable<InvitationLinkTable>): Promise<void> {
  await db.insertInto('invitation_links').values(row).execute();
}

export async function findInvitation(db: Db, accountId: string, id: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The invitation a link opens, with that link's own expiry. Unscoped: the link is the credential. */
export async function findInvitationByLinkHashUnscoped(
  db: Db,
  tokenHash: string,
): Promise<{ invitation: InvitationRow; linkExpiresAt: string } | undefined> {
  const link = await db
    .selectFrom('invitation_links')
    .select(['invitation_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!link) return undefined;
  const invitation = await db
    .selectFrom('invitations')
    .selectAll()
    .where('id', '=', link.invitation_id)
    .executeTakeFirst();
  return invitation ? { invitation, linkExpiresAt: link.expires_at } : undefined;
}

export interface InvitationListFilter {
  /** Derived statuses, turned into conditions on the timestamps at `now`. */
  readonly status?: string;
  readonly now: string;
  readonly limit: number;
  /** Ids are time-ordered (UUIDv7): the page after this id, newest first. */
  readonly startingAfter?: string;
}

export async function listInvitations(db: Db, accountId: string, filter: InvitationListFilter) {
  let query = db.selectFrom('invitations').selectAll().where('account_id', '=', accountId);
  switch (filter.status) {
    case 'revoked':
      query = query.where('revoked_at', 'is not', null);
      break;
    case 'submitted':
      query = query.where('revoked_at', 'is', null).where('submitted_at', 'is not', null);
      break;
    case 'expired':
      query = query
        .where('revoked_at', 'is', null)
        .where('submitted_at', 'is', null)
        .where('expires_at', '<=', filter.now);
      break;
    case 'opened':
    case 'pending':
      query = query
        .where('revoked_at', 'is', null)
        .where('submitted_at', 'is', null)
        .where('expires_at', '>', filter.now)
        .where('opened_at', filter.status === 'opened' ? 'is not' : 'is', null);
      break;
  }
  if (filter.startingAfter !== undefined) query = query.where('id', '<', filter.startingAfter);
  return query.orderBy('id', 'desc').limit(rowLimit(filter.limit)).execute();
}

export async function updateInvitation(
  db: Db,
  accountId: string,
  id: string,
  changes: Updateable<InvitationTable>,
): Promise<void> {
  await db.updateTable('invitations').set(changes).where('account_id', '=', accountId).where('id', '=', id).execute();
}

export async function findInvitationByVerification(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<InvitationRow | undefined> {
  return (
    db
      .selectFrom('invitations')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('verification_id', '=', verificationId)
      // A case invited again after its invitation was revoked has two: the newest is the one that counts.
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst()
  );
}

/** A portal session with the link that opened it (the link's columns are null for sessions opened before 016). */
export async function findPortalSessionLink(db: Db, invitationId: string, sessionHash: string) {
  return db
    .selectFrom('portal_sessions as s')
    .leftJoin('invitation_links as l', (join) =>
      join.onRef('l.token_hash', '=', 's.link_hash').onRef('l.invitation_id', '=', 's.invitation_id'),
    )
    .select([
      's.created_at as session_opened_at',
      's.link_hash',
      'l.created_at as link_issued_at',
      'l.delivery as link_delivery',
      'l.issued_by as link_issued_by',
    ])
    .where('s.invitation_id', '=', invitationId)
    .where('s.session_hash', '=', sessionHash)
    .executeTakeFirst();
}

/** The addresses the given invitations went to: how the audit log names the customer who acted through one. */
export async function findInvitationEmails(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<Pick<InvitationRow, 'id' | 'email'>[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('invitations')
    .select(['id', 'email'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}

/**
 * Claims an invitation for the case its application opened: of two submissions racing, only the first finds it
 * unsubmitted. Returns whether this one claimed it.
 */
export async function claimInvitationForCase(
  db: Db,
  accountId: string,
  id: string,
  verificationId: string,
  at: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('invitations')
    .set({ submitted_at: at, verification_id: verificationId, updated_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Claims an invitation for the case its acceptance opened, only while it is open (neither submitted nor revoked,
 * and not expired at `at`): of two acceptances racing, only the first finds it so. Returns whether this one did.
 */
export async function claimOpenInvitationForCase(
  db: Db,
  accountId: string,
  id: string,
  verificationId: string,
  at: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('invitations')
    .set({ submitted_at: at, verification_id: verificationId, updated_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

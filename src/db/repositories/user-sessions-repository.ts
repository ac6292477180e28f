import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { UserSessionTable } from '../schema.js';

export type UserSessionRow = Selectable<UserSessionTable>;

export async function insertUserSession(db: Db, row: Insertable<UserSessionTable>): Promise<void> {
  await db.insertInto('user_sessions').values(row).execute();
}

const findByHash = preparedQuery(1, (db: Db, sessionHash: string) =>
  db
    .selectFrom('user_sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .select([
      's.id',
      's.user_id',
      's.account_id',
      's.session_hash',
      's.created_at',
      's.last_seen_at',
      's.expires_at',
      's.ended_at',
      's.sign_in_method',
      'u.role',
      'u.deactivated_at',
      'u.mfa_enabled_at',
      'u.passkey_count',
      'a.require_mfa',
    ])
    .where('s.session_hash', '=', sessionHash),
);

export type SessionWithUser = Omit<UserSessionRow, 'user_agent' | 'client_address'> & {
  role: string;
  deactivated_at: string | null;
  mfa_enabled_at: string | null;
  passkey_count: number;
  require_mfa: unknown;
};

/** Unscoped by design: the session is what tells us the account. Runs on every console request, so it is prepared. */
export async function findSessionByHashUnscoped(db: Db, sessionHash: string): Promise<SessionWithUser | undefined> {
  const [row] = await findByHash(db, sessionHash);
  return row;
}

export async function touchUserSession(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('user_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
}

export async function endUserSession(db: Db, accountId: string, id: string, at: string): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ ended_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of a user (sign out everywhere, deactivation, a new password). Returns how many. */
export async function endUserSessions(db: Db, userId: string, at: string): Promise<number> {
  const result = await db
    .updateTable('user_sessions')
    .set({ ended_at: at })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A user's sessions that are not ended, not past their absolute end, newest first (idle expiry is judged above). */
export async function listOpenUserSessions(
  db: Db,
  accountId: string,
  userId: string,
  now: string,
): Promise<UserSessionRow[]> {
  return db
    .selectFrom('user_sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/** Ends one session of this user only; false when the user has no such open session (another user's included). */
export async function endOwnUserSession(
  db: Db,
  accountId: string,
  userId: string,
  id: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('user_sessions')
    .set({ ended_at: at })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

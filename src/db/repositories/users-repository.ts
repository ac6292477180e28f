import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { UserTable } from '../schema.js';

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;

export async function insertUser(db: Db, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function listUsers(db: Db, accountId: string): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
}

/** The account's active admins and officers (who may be assigned a case or do its QA), by name. */
export async function listActiveReviewers(
  db: Db,
  accountId: string,
): Promise<Pick<UserRow, 'id' | 'name' | 'email' | 'role'>[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('account_id', '=', accountId)
    .where('deactivated_at', 'is', null)
    .where('role', 'in', ['admin', 'officer'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The account's active admins: who hears of what needs someone when nobody is assigned. */
export async function listActiveAdmins(db: Db, accountId: string): Promise<Pick<UserRow, 'id' | 'name' | 'email'>[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('account_id', '=', accountId)
    .where('deactivated_at', 'is', null)
    .where('role', '=', 'admin')
    .orderBy('email')
    .execute();
}

export async function findUser(db: Db, accountId: string, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

/** Unscoped: sign-in starts from an e-mail, before any account is known. */
export async function findUserByEmailUnscoped(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Unscoped: the operator's CLI and set-password links name a user by id alone. */
export async function findUserUnscoped(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(
  db: Db,
  accountId: string,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'role' | 'password_hash' | 'deactivated_at' | 'sso_signed_in_at'>> & {
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('users').set(changes).where('account_id', '=', accountId).where('id', '=', id).execute();
}

/** Active admins of the account, for the rule that an account always keeps one. */
export async function countActiveAdmins(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Names of the given users, for audit-log entries. */
export async function findUserNames(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<Pick<UserRow, 'id' | 'name' | 'email'>[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
}

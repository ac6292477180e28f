import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { AccountTable } from '../schema.js';

export type AccountRow = Selectable<AccountTable>;
export type NewAccountRow = Insertable<AccountTable>;

export async function insertAccount(db: Db, row: NewAccountRow): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

/** Unscoped: accounts are the tenants themselves. Used by the CLI and by auth. */
export async function findAccountUnscoped(db: Db, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findAccountByNameUnscoped(db: Db, name: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('name', '=', name).orderBy('created_at').executeTakeFirst();
}

export async function updateAccountUnscoped(
  db: Db,
  id: string,
  changes: { name?: string; requires_qa?: boolean; updated_at: string },
): Promise<void> {
  await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
}

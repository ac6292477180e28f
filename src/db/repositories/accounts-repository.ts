import type { Insertable, Selectable } from 'kysely';
import { fromBool } from '../column-values.js';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
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

const requiresQaQuery = preparedQuery(1, (db: Db, id: string) =>
  db.selectFrom('accounts').select('requires_qa').where('id', '=', id),
);

/** Whether the account's cases need a second reviewer (QA); false for no account. Read for every page of cases. */
export async function accountRequiresQa(db: Db, id: string): Promise<boolean> {
  const [row] = await requiresQaQuery(db, id);
  return row ? fromBool(row.requires_qa) : false;
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

import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { PasswordLinkTable } from '../schema.js';

export type PasswordLinkRow = Selectable<PasswordLinkTable>;

export async function insertPasswordLink(db: Db, row: Insertable<PasswordLinkTable>): Promise<void> {
  await db.insertInto('password_links').values(row).execute();
}

/** Unscoped by design: the link is what tells us the user. */
export async function findPasswordLinkByHashUnscoped(db: Db, tokenHash: string): Promise<PasswordLinkRow | undefined> {
  return db.selectFrom('password_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks the link used if nobody has yet: a compare-and-set, so two concurrent uses of one link cannot both set
 * a password. Returns whether this call won.
 */
export async function usePasswordLink(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('password_links')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link replaces the user's earlier ones: they stop working. */
export async function voidPasswordLinks(db: Db, userId: string, at: string): Promise<void> {
  await db
    .updateTable('password_links')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

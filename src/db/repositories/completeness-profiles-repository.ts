import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { CompletenessProfileTable } from '../schema.js';

export type CompletenessProfileRow = Selectable<CompletenessProfileTable>;
export type NewCompletenessProfileRow = Insertable<CompletenessProfileTable>;

export async function insertCompletenessProfile(db: Db, row: NewCompletenessProfileRow): Promise<void> {
  await db.insertInto('completeness_profiles').values(row).execute();
}

export async function listCompletenessProfiles(
  db: Db,
  accountId: string,
  includeArchived: boolean,
): Promise<CompletenessProfileRow[]> {
  let query = db.selectFrom('completeness_profiles').selectAll().where('account_id', '=', accountId);
  if (!includeArchived) query = query.where('archived_at', 'is', null);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function findCompletenessProfile(
  db: Db,
  accountId: string,
  id: string,
): Promise<CompletenessProfileRow | undefined> {
  return db
    .selectFrom('completeness_profiles')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function archiveCompletenessProfile(db: Db, accountId: string, id: string, at: string): Promise<void> {
  await db
    .updateTable('completeness_profiles')
    .set({ archived_at: at, updated_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .execute();
}

export async function updateCompletenessProfile(
  db: Db,
  accountId: string,
  id: string,
  changes: { name?: string; description?: string; requirements?: string; updated_at: string },
): Promise<void> {
  await db
    .updateTable('completeness_profiles')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

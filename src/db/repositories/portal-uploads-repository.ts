import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { PortalUploadTable } from '../schema.js';

/** A file the customer uploaded in the portal, waiting for the submission that uses it (then it is consumed). */
export type PortalUploadRow = Selectable<PortalUploadTable>;

/** The invitation's pending uploads as the portal lists them, oldest first. */
export async function listPendingUploads(db: Db, accountId: string, invitationId: string) {
  return db
    .selectFrom('portal_uploads')
    .select(['id', 'filename', 'mime', 'filesize', 'created_at'])
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .where('consumed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The invitation's pending uploads, whole rows (where their files are kept): what a submission attaches. */
export async function listPendingUploadRows(
  db: Db,
  accountId: string,
  invitationId: string,
): Promise<PortalUploadRow[]> {
  return db
    .selectFrom('portal_uploads')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function countPendingUploads(db: Db, accountId: string, invitationId: string): Promise<number> {
  const count = await db
    .selectFrom('portal_uploads')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(count?.n ?? 0);
}

export async function insertPortalUpload(db: Db, row: Insertable<PortalUploadTable>): Promise<void> {
  await db.insertInto('portal_uploads').values(row).execute();
}

/** Where a pending upload of the invitation keeps its file; undefined when there is no such pending upload. */
export async function findPendingUploadStorageKey(
  db: Db,
  accountId: string,
  invitationId: string,
  id: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('portal_uploads')
    .select('storage_key')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('invitation_id', '=', invitationId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return row?.storage_key;
}

export async function deletePortalUpload(db: Db, accountId: string, id: string): Promise<void> {
  await db.deleteFrom('portal_uploads').where('account_id', '=', accountId).where('id', '=', id).execute();
}

/** Marks uploads as used by a submission: they are no longer pending. */
export async function markUploadsConsumed(
  db: Db,
  accountId: string,
  ids: readonly string[],
  at: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('portal_uploads')
    .set({ consumed_at: at })
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { ApplicationDraftTable } from '../schema.js';

/** The customer's unsubmitted answer in the portal: one draft per invitation. */
export type ApplicationDraftRow = Selectable<ApplicationDraftTable>;

export async function findApplicationDraft(
  db: Db,
  accountId: string,
  invitationId: string,
): Promise<Pick<ApplicationDraftRow, 'data' | 'revision'> | undefined> {
  return db
    .selectFrom('application_drafts')
    .select(['data', 'revision'])
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .executeTakeFirst();
}

/** The revision of the saved draft, undefined when nothing has been saved (the draft's data is not read). */
export async function findApplicationDraftRevision(
  db: Db,
  accountId: string,
  invitationId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('application_drafts')
    .select('revision')
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .executeTakeFirst();
  return row?.revision;
}

export interface DraftSave {
  readonly data: string;
  readonly revision: number;
  readonly updated_at: string;
}

export async function updateApplicationDraft(
  db: Db,
  accountId: string,
  invitationId: string,
  save: DraftSave,
): Promise<void> {
  await db
    .updateTable('application_drafts')
    .set(save)
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .execute();
}

/** Inserts the first draft; a draft saved meanwhile by a concurrent request is overwritten (the last save wins). */
export async function insertApplicationDraft(
  db: Db,
  row: Insertable<ApplicationDraftTable> & DraftSave,
): Promise<void> {
  const { data, revision, updated_at } = row;
  await db
    .insertInto('application_drafts')
    .values(row)
    .onConflict((oc) => oc.column('invitation_id').doUpdateSet({ data, revision, updated_at }))
    .execute();
}

export async function deleteApplicationDraft(db: Db, accountId: string, invitationId: string): Promise<void> {
  await db
    .deleteFrom('application_drafts')
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .execute();
}

/** Drops the drafts of every invitation of a case (a data update answer half made). */
export async function deleteApplicationDraftsOfCase(db: Db, accountId: string, verificationId: string): Promise<void> {
  await db
    .deleteFrom('application_drafts')
    .where('account_id', '=', accountId)
    .where('invitation_id', 'in', (eb) =>
      eb
        .selectFrom('invitations')
        .select('id')
        .where('account_id', '=', accountId)
        .where('verification_id', '=', verificationId),
    )
    .execute();
}

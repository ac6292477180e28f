import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { AttachmentFileTable, AttachmentTable, DocumentRecordTable } from '../schema.js';

export type DocumentRecordRow = Selectable<DocumentRecordTable>;
export type NewDocumentRecordRow = Insertable<DocumentRecordTable>;
export type AttachmentRow = Selectable<AttachmentTable>;
export type NewAttachmentRow = Insertable<AttachmentTable>;
export type AttachmentFileRow = Selectable<AttachmentFileTable>;
export type NewAttachmentFileRow = Insertable<AttachmentFileTable>;

export async function insertDocumentRecord(db: Db, row: NewDocumentRecordRow): Promise<void> {
  await db.insertInto('document_records').values(row).execute();
}

export async function insertAttachment(
  db: Db,
  row: NewAttachmentRow,
  files: readonly NewAttachmentFileRow[],
): Promise<void> {
  await db.insertInto('attachments').values(row).execute();
  await db
    .insertInto('attachment_files')
    .values([...files])
    .execute();
}

export async function findDocumentRecord(
  db: Db,
  accountId: string,
  id: string,
): Promise<DocumentRecordRow | undefined> {
  return db
    .selectFrom('document_records')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Document records of a verification's company, of a set of persons, or officers' internal files, oldest first.
 * The company's and persons' documents never include internal files.
 */
export async function listDocumentRecords(
  db: Db,
  accountId: string,
  verificationId: string,
  owner: 'company' | 'person' | 'internal',
  personIds?: readonly string[],
): Promise<DocumentRecordRow[]> {
  let query = db
    .selectFrom('document_records')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('internal', '=', owner === 'internal');
  if (owner === 'company') query = query.where('company_id', 'is not', null);
  else if (owner === 'person') {
    if (!personIds || personIds.length === 0) return [];
    query = query.where('person_id', 'in', [...personIds]);
  }
  return query.orderBy('id').execute();
}

export async function listAttachments(
  db: Db,
  accountId: string,
  documentRecordIds: readonly string[],
): Promise<AttachmentRow[]> {
  if (documentRecordIds.length === 0) return [];
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('document_record_id', 'in', [...documentRecordIds])
    .orderBy('id')
    .execute();
}

/** The stored file behind one variant of an attachment of this verification, or undefined. */
export async function findAttachmentFile(
  db: Db,
  accountId: string,
  verificationId: string,
  attachmentId: string,
  variant: string,
): Promise<(AttachmentFileRow & { filename: string }) | undefined> {
  return db
    .selectFrom('attachment_files as f')
    .innerJoin('attachments as a', 'a.id', 'f.attachment_id')
    .selectAll('f')
    .select('a.filename')
    .where('a.account_id', '=', accountId)
    .where('a.verification_id', '=', verificationId)
    .where('f.attachment_id', '=', attachmentId)
    .where('f.variant', '=', variant)
    .executeTakeFirst();
}

import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { CaseNoteTable } from '../schema.js';

export type CaseNoteRow = Selectable<CaseNoteTable>;

export async function insertCaseNote(db: Db, row: Insertable<CaseNoteTable>): Promise<void> {
  await db.insertInto('case_notes').values(row).execute();
}

export async function listCaseNotes(db: Db, accountId: string, verificationId: string): Promise<CaseNoteRow[]> {
  return db
    .selectFrom('case_notes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

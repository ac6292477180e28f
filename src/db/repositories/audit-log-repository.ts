import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { AuditLogTable } from '../schema.js';

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;

/** Append-only: there is no update or delete here, and the database refuses them too. */
export async function appendAuditLog(db: Db, row: NewAuditLogRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

export async function listAuditLog(db: Db, accountId: string, verificationId: string): Promise<AuditLogRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

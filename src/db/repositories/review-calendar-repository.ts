import type { Db } from '../database.js';

/** The account's calendar settings: time zone, review intervals, service levels, notice days (JSON as stored). */
export async function findAccountCalendar(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(['time_zone', 'review_intervals', 'service_levels', 'review_due_notice_days', 'requires_qa'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export async function updateAccountCalendar(
  db: Db,
  accountId: string,
  changes: {
    time_zone?: string;
    review_intervals?: string | null;
    service_levels?: string | null;
    review_due_notice_days?: number;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('accounts').set(changes).where('id', '=', accountId).execute();
}

/** Sets when the case's current state is due (null: no deadline for that state). */
export async function setCaseDueAt(db: Db, accountId: string, verificationId: string, dueAt: string | null) {
  await db
    .updateTable('verifications')
    .set({ due_at: dueAt })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
}

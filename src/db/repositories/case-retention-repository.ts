import { sql } from 'kysely';
import type { Db } from '../database.js';

/*
 * A case's retention, legal hold and erasure as the verifications and companies tables hold them: what offboarding,
 * a legal hold and an erasure read and write of the case itself (the tombstone is erasure-repository's).
 */

/** What a change to a case's retention reads first: whether it is offboarded or held. */
export function findCaseRetention(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('verifications')
    .select(['id', 'offboarded_at', 'legal_hold_reason', 'retain_until'])
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .executeTakeFirst();
}

/** The business relationship ended: when, by whom, why, and the last day the data is kept. */
export async function markCaseOffboarded(
  db: Db,
  accountId: string,
  verificationId: string,
  change: { at: string; by: string; reason: string; retainUntil: string },
): Promise<void> {
  await db
    .updateTable('verifications')
    .set({
      offboarded_at: change.at,
      offboarded_by: change.by,
      offboard_reason: change.reason,
      retain_until: change.retainUntil,
      updated_at: change.at,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
}

/** Places a legal hold (a reason) or lifts it (null). */
export async function setCaseLegalHold(
  db: Db,
  accountId: string,
  verificationId: string,
  hold: { reason: string | null; at: string; by: string },
): Promise<void> {
  await db
    .updateTable('verifications')
    .set({
      legal_hold_reason: hold.reason,
      legal_hold_at: hold.reason === null ? null : hold.at,
      legal_hold_by: hold.reason === null ? null : hold.by,
      updated_at: hold.at,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
}

/** The account's retention period, and every offboarded case's last day recomputed with it. */
export async function setAccountRetentionYears(
  db: Db,
  accountId: string,
  years: number,
  retainUntil: (offboardedAt: string) => string,
): Promise<void> {
  await db.updateTable('accounts').set({ retention_years: years }).where('id', '=', accountId).execute();
  const offboarded = await db
    .selectFrom('verifications')
    .select(['id', 'offboarded_at'])
    .where('account_id', '=', accountId)
    .where('offboarded_at', 'is not', null)
    .execute();
  for (const v of offboarded) {
    await db
      .updateTable('verifications')
      .set({ retain_until: retainUntil(v.offboarded_at as string) })
      .where('account_id', '=', accountId)
      .where('id', '=', v.id)
      .execute();
  }
}

/**
 * An erasure's first step on the case: touching it moves its view_version (no reader keeps showing the record as
 * it was), and the stored company detail goes, so the hot read (which answers before the 410 guard) has nothing
 * left to serve.
 */
export async function withdrawCaseFromReads(db: Db, accountId: string, verificationId: string, at: string) {
  await db
    .updateTable('verifications')
    .set({ updated_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
  await db
    .updateTable('companies')
    .set({ detail_json: null })
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .execute();
}

/** What of the case's own identity stays in the tombstone (the company, the customer's reference). */
export function findCaseIdentity(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('verifications')
    .select(['company_name', 'company_number', 'customer_id'])
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .executeTakeFirstOrThrow();
}

/** The case's free texts and requests cleared, its search text without its people's names. */
export async function clearCasePersonalFields(
  db: Db,
  accountId: string,
  verificationId: string,
  change: { searchText: string; at: string },
): Promise<void> {
  await db
    .updateTable('verifications')
    .set({
      assessment_comment: null,
      qa_comment: null,
      rejection_comment: null,
      data_update_comment: null,
      requested_data: null,
      not_applicable: null,
      search_text: change.searchText,
      updated_at: change.at,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
}

/**
 * SQLite keeps deleted bytes in free pages and in the write-ahead log until they are overwritten: secure_delete
 * (set when the database is opened) zeroes them in the database file; merging the search index drops the erased
 * text from its segments, and a truncating checkpoint empties the log, which still holds the pages as they were.
 */
export async function compactSqliteAfterErasure(db: Db): Promise<void> {
  await sql`INSERT INTO verification_search(verification_search) VALUES ('optimize')`.execute(db);
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}

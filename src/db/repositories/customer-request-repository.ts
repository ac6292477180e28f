import { fromJson, toJson } from '../column-values.js';
import type { Db } from '../database.js';
import { rowLimit } from '../row-limit.js';

/** The case's status and when its latest data update request was made (from the audit log). */
export async function findLatestDataUpdateRequest(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<{ status: string; requestedAt: string | null } | undefined> {
  const verification = await db
    .selectFrom('verifications')
    .select('status')
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .executeTakeFirst();
  if (!verification) return undefined;
  const entry = await db
    .selectFrom('audit_log')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('action', '=', 'state.request_data_update')
    .orderBy('created_at', 'desc')
    .limit(rowLimit(1))
    .executeTakeFirst();
  return { status: verification.status, requestedAt: entry?.created_at ?? null };
}

/** The newest mail of some kinds written for a case since a time: what became of the request's e-mail. */
export async function findLatestCaseMail(
  db: Db,
  accountId: string,
  verificationId: string,
  kinds: readonly string[],
  since: string,
) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'recipient', 'status', 'created_at', 'sent_at', 'last_error', 'attempt_count', 'updated_at'])
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('kind', 'in', kinds)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(rowLimit(1))
    .executeTakeFirst();
}

/** When the customer first opened the portal for an invitation since a time (a portal session began). */
export async function firstPortalOpenSince(db: Db, invitationId: string, since: string): Promise<string | null> {
  const row = await db
    .selectFrom('portal_sessions')
    .select('created_at')
    .where('invitation_id', '=', invitationId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'asc')
    .limit(rowLimit(1))
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** The sections the customer answered "Not applicable" on a case, with the reasons. */
export async function findNotApplicable(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<{ section: string; reason: string }[]> {
  const row = await db
    .selectFrom('verifications')
    .select('not_applicable')
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .executeTakeFirst();
  return row?.not_applicable ? fromJson<{ section: string; reason: string }[]>(row.not_applicable) : [];
}

export async function setNotApplicable(
  db: Db,
  accountId: string,
  verificationId: string,
  list: readonly { section: string; reason: string }[],
): Promise<void> {
  await db
    .updateTable('verifications')
    .set({ not_applicable: list.length === 0 ? null : toJson(list) })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
}

/** What the portal reads of a case to know whether a data update is asked of the customer, and which profile. */
export async function findCaseRequestState(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('verifications')
    .select(['status', 'requested_data', 'data_update_comment', 'completeness_profile_id'])
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .executeTakeFirst();
}

/** The newest audit entry of an action on a case (its time and data, JSON as stored), or undefined. */
export async function findLatestCaseAuditEntry(db: Db, accountId: string, verificationId: string, action: string) {
  return db
    .selectFrom('audit_log')
    .select(['created_at', 'data'])
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .limit(rowLimit(1))
    .executeTakeFirst();
}

import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { rowLimit } from '../row-limit.js';
import type { MailAttemptTable, MailOutboxTable } from '../schema.js';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * The mail outbox's queries. Methods named …Unscoped cross accounts and are for the mail worker only; what a caller
 * reads is scoped by account_id.
 */

export type MailOutboxRow = Selectable<MailOutboxTable>;
export type MailAttemptRow = Selectable<MailAttemptTable>;

export async function insertMail(db: Db, row: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

export interface MailClaim {
  readonly now: string;
  readonly leaseUntil: string;
  readonly workerId: string;
  readonly limit: number;
}

/**
 * Leases up to `limit` due mails (pending, due, lease free or expired) to a worker, oldest due first, in one
 * UPDATE … RETURNING. On PostgreSQL `FOR UPDATE SKIP LOCKED` keeps two workers from picking the same row; SQLite
 * has one writer at a time, so the statement is atomic there as it is. The lease is written on both: mail is rare,
 * so the claim's write costs nothing that matters, and one code path serves both dialects.
 */
export async function claimDueMailUnscoped(db: Db, dialect: SqlDialect, claim: MailClaim): Promise<MailOutboxRow[]> {
  if (claim.limit <= 0) return [];
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', claim.now)]))
    .orderBy('next_attempt_at')
    .limit(rowLimit(claim.limit))
    .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const rows = await db
    .updateTable('mail_outbox')
    .set({ lease_expires_at: claim.leaseUntil, leased_by: claim.workerId })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return rows.sort((a, b) => String(a.next_attempt_at).localeCompare(String(b.next_attempt_at)));
}

/** Gives back leases without an attempt (the worker is stopping), so the mail is due again at once. */
export async function releaseMailLeasesUnscoped(db: Db, workerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ lease_expires_at: null, leased_by: null })
    .where('id', 'in', [...ids])
    .where('leased_by', '=', workerId)
    .where('status', '=', 'pending')
    .execute();
}

export interface MailAttemptUpdate {
  readonly mailId: string;
  readonly attempt: Insertable<MailAttemptTable>;
  readonly status: 'pending' | 'sent' | 'failed';
  readonly nextAttemptAt: string | null;
  readonly sentAt: string | null;
  readonly error: string | null;
  readonly at: string;
}

/**
 * Records one attempt and moves the mail on, releasing its lease. Run both in one transaction. A mail that is no
 * longer pending (another worker took it over after this lease expired, and finished) keeps its outcome.
 */
export async function recordMailAttemptUnscoped(db: Db, update: MailAttemptUpdate): Promise<void> {
  await db.insertInto('mail_attempts').values(update.attempt).execute();
  await db
    .updateTable('mail_outbox')
    .set({
      attempt_count: sql`attempt_count + 1`,
      status: update.status,
      next_attempt_at: update.nextAttemptAt,
      sent_at: update.sentAt,
      last_error: update.error,
      lease_expires_at: null,
      leased_by: null,
      updated_at: update.at,
    })
    .where('id', '=', update.mailId)
    .where('status', '=', 'pending')
    .execute();
}

export interface MailFilter {
  readonly invitationId?: string;
  readonly verificationId?: string;
}

/** An account's mails, oldest first, optionally those of one invitation and/or one case. */
export async function listMail(db: Db, accountId: string, filter: MailFilter): Promise<MailOutboxRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll().where('account_id', '=', accountId);
  if (filter.invitationId !== undefined) query = query.where('invitation_id', '=', filter.invitationId);
  if (filter.verificationId !== undefined) query = query.where('verification_id', '=', filter.verificationId);
  return query.orderBy('created_at').orderBy('id').execute();
}

/** The attempts of an account's mails, oldest first. */
export async function listMailAttempts(
  db: Db,
  accountId: string,
  mailIds: readonly string[],
): Promise<MailAttemptRow[]> {
  if (mailIds.length === 0) return [];
  return db
    .selectFrom('mail_attempts as a')
    .innerJoin('mail_outbox as m', 'm.id', 'a.mail_id')
    .selectAll('a')
    .where('m.account_id', '=', accountId)
    .where('a.mail_id', 'in', [...mailIds])
    .orderBy('a.mail_id')
    .orderBy('a.attempt_number')
    .execute();
}

/** Cancels the invitation's mail not sent yet (it would carry a link that no longer works). */
export async function cancelPendingInvitationMail(
  db: Db,
  accountId: string,
  invitationId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'cancelled', updated_at: at })
    .where('account_id', '=', accountId)
    .where('invitation_id', '=', invitationId)
    .where('status', '=', 'pending')
    .execute();
}

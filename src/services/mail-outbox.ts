import type { Db } from '../db/database.js';
import { insertMail, listMail, listMailAttempts } from '../db/repositories/mail-outbox-repository.js';
import { isEmailAddress } from '../domain/email-address.js';
import { uuidv7 } from '../domain/uuid.js';
import type { MailContent } from '../mail/mail-templates.js';

export const MAIL_KINDS = [
  'invitation',
  'new_link',
  'data_update_request',
  'submission_received',
  'user_invitation',
  'recurring_review',
  'customer_reminder',
  'review_escalation',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailToSend {
  readonly accountId: string;
  readonly kind: MailKind;
  readonly recipient: string;
  /** The sender's display name: the account's name. The address is the service's (DOSSIER_MAIL_FROM). */
  readonly fromName: string;
  readonly content: MailContent;
  readonly invitationId?: string | null;
  readonly verificationId?: string | null;
  readonly now: string;
}

/**
 * Puts a mail into the outbox, inside the transaction of what causes it (pass that transaction as `trx`): if it
 * commits, the mail worker sends the mail (at least once) even if the process dies the next instant; if it rolls
 * back, the mail never existed. It only inserts. Call `ctx.mailSignal?.notify()` after the commit so this
 * process's worker sends it at once. Returns the mail's id.
 */
export async function enqueueMail(trx: Db, mail: MailToSend): Promise<string> {
  // One plain address: a list ("a@x, b@y") would send the mail to people nobody invited.
  if (!isEmailAddress(mail.recipient)) throw new Error('A mail goes to exactly one plain e-mail address');
  const id = uuidv7();
  await insertMail(trx, {
    id,
    account_id: mail.accountId,
    kind: mail.kind,
    recipient: mail.recipient,
    from_name: mail.fromName,
    subject: mail.content.subject,
    text_body: mail.content.text,
    html_body: mail.content.html,
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: mail.now,
    lease_expires_at: null,
    leased_by: null,
    last_error: null,
    sent_at: null,
    invitation_id: mail.invitationId ?? null,
    verification_id: mail.verificationId ?? null,
    created_at: mail.now,
    updated_at: mail.now,
  });
  return id;
}

export interface MailAttemptRecord {
  readonly attemptNumber: number;
  /** sent | failed */
  readonly outcome: string;
  readonly error: string | null;
  readonly durationMs: number;
  readonly createdAt: string;
}

export interface MailRecord {
  readonly id: string;
  readonly kind: string;
  readonly recipient: string;
  readonly fromName: string;
  readonly subject: string;
  /** pending | sent | failed */
  readonly status: string;
  readonly attemptCount: number;
  readonly nextAttemptAt: string | null;
  readonly lastError: string | null;
  readonly sentAt: string | null;
  readonly invitationId: string | null;
  readonly verificationId: string | null;
  readonly createdAt: string;
  readonly attempts: MailAttemptRecord[];
}

/** An account's mails (of one invitation and/or case when given), oldest first, each with its attempts. */
export async function listMailFor(
  db: Db,
  accountId: string,
  filter: { invitationId?: string; verificationId?: string } = {},
): Promise<MailRecord[]> {
  const rows = await listMail(db, accountId, filter);
  const attempts = await listMailAttempts(
    db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    fromName: row.from_name,
    subject: row.subject,
    status: row.status,
    attemptCount: row.attempt_count,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
    invitationId: row.invitation_id,
    verificationId: row.verification_id,
    createdAt: row.created_at,
    attempts: attempts
      .filter((a) => a.mail_id === row.id)
      .map((a) => ({
        attemptNumber: a.attempt_number,
        outcome: a.outcome,
        error: a.error,
        durationMs: a.duration_ms,
        createdAt: a.created_at,
      })),
  }));
}

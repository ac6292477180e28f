import { fromJson } from '../db/column-values.js';
import { listSentReminders } from '../db/repositories/customer-reminders-repository.js';
import {
  findLatestCaseAuditEntry,
  findLatestCaseMail,
  findLatestDataUpdateRequest,
  firstPortalOpenSince,
} from '../db/repositories/customer-request-repository.js';
import { findInvitationByVerification } from '../db/repositories/invitations-repository.js';
import { AppError } from '../domain/app-error.js';
import { invitationStatus } from '../domain/invitation-status.js';
import { REVIEW_SECTIONS, type ReminderKind, type ReviewAnswers } from '../domain/recurring-review.js';
import type { ServiceContext } from './service-context.js';

/** The e-mails that ask the customer for their answer: the request, a recurring review, their reminders. */
const REQUEST_MAIL_KINDS = ['data_update_request', 'recurring_review', 'customer_reminder'] as const;

/**
 * Where a case stands with its customer: how the customer hears of a data update request (an e-mailed portal
 * link, or only the integration's `state_change` webhook), since when the case waits for them, what became of
 * the request's e-mail (written, sent, failed) and of its link (opened or not), the reminders of this wait, and
 * the customer's answer to a recurring review (which sections they confirmed unchanged).
 */
export async function describeCustomerRequest(ctx: ServiceContext, accountId: string, verificationId: string) {
  const latest = await findLatestDataUpdateRequest(ctx.db, accountId, verificationId);
  if (!latest) throw AppError.notFound('Verification');
  const invitation = await findInvitationByVerification(ctx.db, accountId, verificationId);
  const live = invitation && invitation.revoked_at === null ? invitation : undefined;
  const waiting = latest.status === 'data_update_requested';
  const since = waiting ? latest.requestedAt : null;
  const mail =
    since === null ? undefined : await findLatestCaseMail(ctx.db, accountId, verificationId, REQUEST_MAIL_KINDS, since);
  const openedAt = since !== null && live ? await firstPortalOpenSince(ctx.db, live.id, since) : null;
  const reminders = since === null ? [] : await listSentReminders(ctx.db, accountId, verificationId, since);
  const answered = await findLatestCaseAuditEntry(ctx.db, accountId, verificationId, 'review.answered');
  const answers = answered ? fromJson<{ sections: ReviewAnswers }>(answered.data).sections : null;
  return {
    channel: live ? ('email' as const) : ('webhook' as const),
    invitation: live
      ? {
          id: live.id,
          email: live.email,
          status: invitationStatus(live, Date.parse(ctx.now())),
        }
      : null,
    waiting_since: since,
    mail: mail
      ? {
          id: mail.id,
          recipient: mail.recipient,
          status: mail.status as 'pending' | 'sent' | 'failed' | 'cancelled',
          created_at: mail.created_at,
          sent_at: mail.sent_at,
          attempts: Number(mail.attempt_count),
          last_error: mail.status === 'sent' ? null : mail.last_error,
        }
      : null,
    opened_at: openedAt,
    reminders: reminders.map((r) => ({ kind: r.kind as ReminderKind, sent_at: r.sent_at })),
    escalated_at: reminders.find((r) => r.kind === 'escalation')?.sent_at ?? null,
    review_answer:
      answered && answers
        ? {
            answered_at: answered.created_at,
            // In the portal's order (PostgreSQL's jsonb keeps keys in an order of its own).
            sections: REVIEW_SECTIONS.flatMap((section) => {
              const answer = answers[section];
              return answer ? [{ section, answer }] : [];
            }),
          }
        : null,
  };
}

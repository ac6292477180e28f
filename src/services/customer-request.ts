import {
  findLatestCaseMail,
  findLatestDataUpdateRequest,
  firstPortalOpenSince,
} from '../db/repositories/customer-request-repository.js';
import { findInvitationByVerification } from '../db/repositories/invitations-repository.js';
import { AppError } from '../domain/app-error.js';
import { invitationStatus } from '../domain/invitation-status.js';
import type { ServiceContext } from './service-context.js';

/**
 * Where a case stands with its customer: how the customer hears of a data update request (an e-mailed portal
 * link, or only the integration's `state_change` webhook), since when the case waits for them, and what became of
 * the request's e-mail (written, sent, failed) and of its link (opened or not).
 */
export async function describeCustomerRequest(ctx: ServiceContext, accountId: string, verificationId: string) {
  const latest = await findLatestDataUpdateRequest(ctx.db, accountId, verificationId);
  if (!latest) throw AppError.notFound('Verification');
  const invitation = await findInvitationByVerification(ctx.db, accountId, verificationId);
  const live = invitation && invitation.revoked_at === null ? invitation : undefined;
  const waiting = latest.status === 'data_update_requested';
  const since = waiting ? latest.requestedAt : null;
  const mail =
    since === null
      ? undefined
      : await findLatestCaseMail(ctx.db, accountId, verificationId, 'data_update_request', since);
  const openedAt = since !== null && live ? await firstPortalOpenSince(ctx.db, live.id, since) : null;
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
  };
}

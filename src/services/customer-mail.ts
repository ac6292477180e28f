import type { Db } from '../db/database.js';
import { listDirectors } from '../db/repositories/directors-repository.js';
import { findInvitationByVerification, type InvitationRow } from '../db/repositories/invitations-repository.js';
import type { RequestedData } from '../domain/completeness-profile.js';
import { describeRequestedData } from '../domain/requested-data-text.js';
import { dataUpdateRequestMail, submissionReceivedMail } from '../mail/mail-templates.js';
import { accountName, addInvitationLink } from './invitations.js';
import { enqueueMail } from './mail-outbox.js';
import type { ServiceContext } from './service-context.js';

/**
 * Mails the customer a data update request with a fresh portal link, inside the transition's transaction. A case
 * that did not come through the portal has no customer address, and nothing is sent.
 */
export async function mailDataUpdateRequest(
  ctx: ServiceContext,
  trx: Db,
  accountId: string,
  verificationId: string,
  requested: RequestedData | null,
  comment: string | null,
  link: { now: string; issuedBy: string },
): Promise<void> {
  const { now } = link;
  const invitation = await findInvitationByVerification(trx, accountId, verificationId);
  if (!invitation || invitation.revoked_at !== null) return;
  const name = await accountName(trx, accountId);
  const mailed = await addInvitationLink(ctx, trx, invitation, now, { delivery: 'email', issuedBy: link.issuedBy });
  const people = new Map(
    (await listDirectors(trx, accountId, verificationId)).map((d) => [d.person_id, `${d.given_names} ${d.surname}`]),
  );
  await enqueueMail(trx, {
    accountId,
    kind: 'data_update_request',
    recipient: invitation.email,
    fromName: name,
    content: dataUpdateRequestMail({
      accountName: name,
      url: mailed.url,
      expiresAt: mailed.expiresAt,
      comment,
      requested: describeRequestedData(requested, people),
    }),
    invitationId: invitation.id,
    verificationId,
    now,
  });
}

/** Confirms to the customer that their application or update arrived; inside the submission's transaction. */
export async function mailSubmissionReceived(
  trx: Db,
  invitation: InvitationRow,
  verificationId: string,
  companyName: string,
  kind: 'application' | 'data_update',
  now: string,
): Promise<void> {
  const name = await accountName(trx, invitation.account_id);
  await enqueueMail(trx, {
    accountId: invitation.account_id,
    kind: 'submission_received',
    recipient: invitation.email,
    fromName: name,
    content: submissionReceivedMail({ accountName: name, companyName, submittedAt: now, kind }),
    invitationId: invitation.id,
    verificationId,
    now,
  });
}

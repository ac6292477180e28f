import { fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { listCompanies } from '../db/repositories/companies-repository.js';
import { findCompletenessProfile } from '../db/repositories/completeness-profiles-repository.js';
import { findInvitationByVerification, insertInvitation } from '../db/repositories/invitations-repository.js';
import { updateVerificationIfStatus } from '../db/repositories/verifications-repository.js';
import { COMPANY_FIELDS, PERSON_FIELDS, type ProfileRequirements } from '../domain/completeness-profile.js';
import { isEmailAddress } from '../domain/email-address.js';
import { type ReviewedCase, reviewRequest } from '../domain/recurring-review.js';
import { normalizeEmail } from '../domain/session-policy.js';
import { uuidv7 } from '../domain/uuid.js';
import { eventsForTransition, type WebhookEvent } from '../domain/webhook-events.js';
import { recurringReviewMail } from '../mail/review-mail-templates.js';
import type { ApplicationDraftData } from '../portal/application-draft.js';
import { companyFieldsFromDraft, personFromDraft } from '../portal/draft-to-intake.js';
import { accountName, addInvitationLink, newInvitationRow } from './invitations.js';
import { enqueueMail } from './mail-outbox.js';
import { draftFromCase } from './portal-application.js';
import { accountCalendar, dueAtFor } from './review-calendar-settings.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';

const EMPTY_REQUIREMENTS: ProfileRequirements = {
  sections: [],
  fields: { company: [], director: [], person: [] },
  document_types: { company: [], person: [] },
};

/** The draft's key for a company field's value (companyFieldsFromDraft's names). */
const valueKey = (field: string) => (field === 'company_type' ? 'company_type_id' : field);

/** Which fields the case holds, read from the draft a review starts from (the company's current data). */
export function heldData(draft: ApplicationDraftData): ReviewedCase {
  const company = companyFieldsFromDraft(draft) as Record<string, unknown>;
  return {
    companyFields: COMPANY_FIELDS.filter((f) => company[valueKey(f)] !== undefined),
    persons: (draft.directors ?? []).flatMap((d) => {
      if (!d.person_id) return [];
      const person = personFromDraft(d) as Record<string, unknown>;
      return [{ personId: d.person_id, fields: PERSON_FIELDS.filter((f) => person[f] !== undefined) }];
    }),
    hasOwnership: (draft.ownership?.entities.length ?? 0) > 0,
  };
}

/**
 * Who the review's e-mail goes to: the company's contact e-mail on the previous case, else the address its
 * invitation went to; and the onboarding profile that shapes the portal (the case's, else the previous
 * invitation's). Null when either is missing: the case then waits in `new` for the officer, who may request a
 * data update with "Also e-mail the customer a link".
 */
async function reviewContact(trx: Db, accountId: string, previousId: string, profileId: string | null) {
  const [company] = await listCompanies(trx, accountId, previousId);
  const invitation = await findInvitationByVerification(trx, accountId, previousId);
  const email = [company?.email, invitation?.email].find((e): e is string => !!e && isEmailAddress(e.trim()));
  const profile = profileId ?? invitation?.completeness_profile_id ?? null;
  return email && profile ? { email: normalizeEmail(email.trim()), profileId: profile } : null;
}

/**
 * Asks the customer of a just opened recurring case to review their data, inside the job's transaction: the case
 * waits for them (data_update_requested, with a review request listing every section), an invitation bound to
 * the case, a fresh portal link and its e-mail through the outbox. Returns the webhook events of the change of
 * state, or null when there is nobody to ask (the case stays `new`).
 */
export async function askCustomerToReview(
  ctx: ServiceContext,
  trx: Db,
  actor: Actor,
  verificationId: string,
  previousId: string,
  profileId: string | null,
  now: string,
): Promise<WebhookEvent[] | null> {
  const accountId = actor.accountId;
  const contact = await reviewContact(trx, accountId, previousId, profileId);
  if (!contact) return null;
  const profile = await findCompletenessProfile(trx, accountId, contact.profileId);
  const requirements = profile ? fromJson<ProfileRequirements>(profile.requirements) : EMPTY_REQUIREMENTS;
  const draft = await draftFromCase(trx, accountId, verificationId);
  const requested = reviewRequest(contact.profileId, requirements, heldData(draft));
  const calendar = await accountCalendar(trx, accountId);
  await updateVerificationIfStatus(trx, accountId, verificationId, 'new', {
    status: 'data_update_requested',
    completeness_profile_id: contact.profileId,
    requested_data: toJson(requested),
    data_update_comment: null,
    due_at: dueAtFor(calendar, 'data_update_requested', now),
    updated_at: now,
  });
  // The same entry an officer's request writes: the console's "Waiting for the customer since" reads it.
  await appendAuditLog(trx, {
    id: uuidv7(),
    account_id: accountId,
    verification_id: verificationId,
    actor_type: actor.type,
    actor_id: actor.id,
    action: 'state.request_data_update',
    from_state: 'new',
    to_state: 'data_update_requested',
    comment: null,
    data: toJson({ completeness_profile_id: contact.profileId, requested_data: requested, recurring_review: true }),
    created_at: now,
  });
  const invitationId = uuidv7(Date.parse(now));
  const [company] = await listCompanies(trx, accountId, verificationId);
  await insertInvitation(
    trx,
    newInvitationRow({
      id: invitationId,
      actor,
      email: contact.email,
      customerId: null,
      profileId: contact.profileId,
      prefill: null,
      verificationId,
      now,
    }),
  );
  const name = await accountName(trx, accountId);
  const link = await addInvitationLink(ctx, trx, { id: invitationId, account_id: accountId }, now, {
    delivery: 'email',
    issuedBy: actorKey(actor),
  });
  await enqueueMail(trx, {
    accountId,
    kind: 'recurring_review',
    recipient: contact.email,
    fromName: name,
    content: recurringReviewMail({
      accountName: name,
      companyName: company?.formal_name ?? 'your company',
      url: link.url,
      expiresAt: link.expiresAt,
    }),
    invitationId,
    verificationId,
    now,
  });
  return eventsForTransition(verificationId, 'new', 'data_update_requested', now);
}

import { fromJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findCompletenessProfile } from '../db/repositories/completeness-profiles-repository.js';
import { findNotApplicable, setNotApplicable } from '../db/repositories/customer-request-repository.js';
import { listDirectors } from '../db/repositories/directors-repository.js';
import { findInvitationByVerification, insertInvitation } from '../db/repositories/invitations-repository.js';
import { findVerificationCustomerId } from '../db/repositories/verifications-repository.js';
import { AppError } from '../domain/app-error.js';
import {
  computeRequestedData,
  type OwnerAsked,
  type ProfileRequirements,
  type RequestedData,
} from '../domain/completeness-profile.js';
import {
  pickedAnything,
  requestedDataWithItems,
  requestSaysSomething,
  validateRequestedItems,
} from '../domain/data-update-request.js';
import { sectionsOfRequest } from '../domain/not-applicable.js';
import { normalizeEmail } from '../domain/session-policy.js';
import { uuidv7 } from '../domain/uuid.js';
import type { TransitionInput } from '../domain/verification-transitions.js';
import { recordAccountEvent } from './account-audit.js';
import { loadCompletenessSnapshot } from './completeness-snapshot.js';
import { newInvitationRow } from './invitations.js';
import { captureStructure } from './ownership-snapshot.js';
import type { Actor } from './service-context.js';

/** What a data update request asks: the case's profile after it, and what the customer is asked for. */
export interface PreparedRequest {
  readonly profileId: string | null;
  readonly profileChanged: boolean;
  readonly requestedData: RequestedData | null;
}

/**
 * Works out what a data update request asks, inside its transaction: the profile's missing items (the chosen
 * profile, or the case's own when nothing is picked by hand) plus what the officer picked. Refuses (422) a
 * request that says nothing, and a pick naming a person the case does not have.
 */
export async function prepareDataUpdateRequest(
  trx: Db,
  accountId: string,
  verificationId: string,
  currentProfileId: string | null,
  input: TransitionInput,
): Promise<PreparedRequest> {
  let profileId = currentProfileId;
  if (input.completeness_profile_id !== undefined) {
    const profile = await findCompletenessProfile(trx, accountId, input.completeness_profile_id);
    if (!profile || profile.archived_at !== null) {
      throw AppError.field('completeness_profile_id', 'no such active completeness profile in this account');
    }
    profileId = profile.id;
  }
  const items = input.requested;
  const comment = input.comment?.trim() || null;
  if (!requestSaysSomething({ comment, profileId, items })) {
    throw new AppError(
      'data_update_request_empty',
      'A data update request needs a comment, an onboarding profile or the items to provide: it would ask the customer nothing',
      [{ field: 'comment', message: 'say what the customer should provide, or choose a profile or items' }],
    );
  }
  let owners: OwnerAsked[] = [];
  if (items) {
    const people = new Set((await listDirectors(trx, accountId, verificationId)).map((d) => d.person_id));
    const structure =
      (items.ownership_owners ?? []).length > 0 ? await structureCompanies(trx, accountId, verificationId) : new Map();
    const errors = validateRequestedItems(items, people, new Set(structure.keys()));
    if (errors.length > 0) throw AppError.validation(errors);
    owners = [...new Set(items.ownership_owners ?? [])].map((id) => structure.get(id) as OwnerAsked);
  }
  // A pick alone asks for just that; a profile named with it adds what the profile finds missing.
  const picked = pickedAnything(items);
  const checkProfile = picked ? input.completeness_profile_id !== undefined : profileId !== null;
  let fromProfile: RequestedData | null = null;
  if (checkProfile && profileId !== null) {
    const profile = await findCompletenessProfile(trx, accountId, profileId);
    if (profile) {
      const snapshot = await loadCompletenessSnapshot(trx, accountId, verificationId);
      fromProfile = computeRequestedData(profile.id, fromJson<ProfileRequirements>(profile.requirements), snapshot);
    }
  }
  const requestedData = picked && items ? requestedDataWithItems(fromProfile, profileId, items, owners) : fromProfile;
  return { profileId, profileChanged: profileId !== currentProfileId, requestedData };
}

/**
 * The companies of the case's structure an officer may ask a missing owner of, by id: the company under review and
 * every corporate shareholder, each with its name and the holders it has now (the answer must add another).
 */
async function structureCompanies(
  trx: Db,
  accountId: string,
  verificationId: string,
): Promise<Map<string, OwnerAsked>> {
  const s = await captureStructure(trx, accountId, verificationId);
  const holdersOf = (held: string | null) => s.holdings.filter((h) => h.held === held).map((h) => h.holder);
  const found = new Map<string, OwnerAsked>();
  const root = s.companies.find((c) => c.role === 'root') ?? s.companies[0];
  if (root) {
    const id = String(root.id);
    found.set(id, { company_id: id, root: true, name: String(root.formal_name ?? ''), holder_ids: holdersOf(null) });
  }
  for (const e of s.entities) {
    if (e.type !== 'company') continue;
    found.set(e.id, { company_id: e.id, root: false, name: e.formal_name ?? '', holder_ids: holdersOf(e.id) });
  }
  return found;
}

/**
 * "Also e-mail the customer a link" on a case that came through the API: an invitation bound to the case, made in
 * the request's transaction, so the request's mail goes to it and its link opens the portal in update mode.
 * Refused when the case already has a live invitation (its address gets the link) or when no profile says what
 * the portal's steps are.
 */
export async function inviteToAnswer(
  trx: Db,
  actor: Actor,
  verificationId: string,
  email: string,
  profileId: string | null,
  now: string,
): Promise<void> {
  const existing = await findInvitationByVerification(trx, actor.accountId, verificationId);
  if (existing && existing.revoked_at === null) {
    throw AppError.field('customer_email', `this case already e-mails ${existing.email}; that address gets the link`);
  }
  if (profileId === null) {
    throw AppError.field('customer_email', 'e-mailing a link needs an onboarding profile: choose one for the request');
  }
  const id = uuidv7(Date.parse(now));
  const address = normalizeEmail(email);
  await insertInvitation(
    trx,
    newInvitationRow({
      id,
      actor,
      email: address,
      customerId: (await findVerificationCustomerId(trx, actor.accountId, verificationId)) ?? null,
      profileId,
      prefill: null,
      verificationId,
      now,
    }),
  );
  await recordAccountEvent(
    trx,
    actor,
    'invitation.created',
    { invitation_id: id, email: address, sent: true, verification_id: verificationId },
    now,
  );
}

/**
 * A new request asks its sections again: an earlier "Not applicable" for them no longer stands (this is how an
 * officer refuses a reason). Inside the request's transaction.
 */
export async function clearNotApplicableAsked(
  trx: Db,
  accountId: string,
  verificationId: string,
  requested: RequestedData | null,
): Promise<void> {
  const asked = sectionsOfRequest(requested);
  if (asked.size === 0) return;
  const before = await findNotApplicable(trx, accountId, verificationId);
  const after = before.filter((na) => !asked.has(na.section));
  if (after.length !== before.length) await setNotApplicable(trx, accountId, verificationId, after);
}

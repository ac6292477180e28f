import { fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import {
  findApplicationDraft,
  findApplicationDraftRevision,
  insertApplicationDraft,
  updateApplicationDraft,
} from '../db/repositories/application-drafts-repository.js';
import { findLastRevisionData } from '../db/repositories/case-revisions-repository.js';
import { listCompanies } from '../db/repositories/companies-repository.js';
import { findCompletenessProfile } from '../db/repositories/completeness-profiles-repository.js';
import { findCaseRequestState } from '../db/repositories/customer-request-repository.js';
import { listDirectors } from '../db/repositories/directors-repository.js';
import { findInvitation, type InvitationRow } from '../db/repositories/invitations-repository.js';
import { listOwnershipChallenges } from '../db/repositories/ownership-challenges-repository.js';
import { listPendingUploads } from '../db/repositories/portal-uploads-repository.js';
import { AppError } from '../domain/app-error.js';
import type { ProfileRequirements, RequestedData } from '../domain/completeness-profile.js';
import { invitationStatus } from '../domain/invitation-status.js';
import type { ApplicationDraftData } from '../portal/application-draft.js';
import { draftUploadErrors } from '../portal/draft-uploads.js';
import { draftOwnershipFrom } from '../portal/structure-to-draft.js';
import { jurisdictionById } from '../reference/reference-lookup.js';
import type { InvitationPrefill } from './invitations.js';
import { captureStructure } from './ownership-snapshot.js';
import { type PortalPrincipal, portalCsrfToken } from './portal-sessions.js';
import type { ServiceContext } from './service-context.js';

/**
 * What the portal does for this invitation now: fill in the application, answer a request, review every section
 * of a recurring review ("Nothing has changed" or a change, per section), or nothing.
 */
export type PortalMode = 'application' | 'update' | 'review' | 'submitted';

export interface PortalState {
  readonly invitation: InvitationRow;
  readonly accountName: string;
  readonly requirements: ProfileRequirements;
  readonly mode: PortalMode;
  readonly requestedData: RequestedData | null;
  readonly dataUpdateComment: string | null;
}

/** Loads the invitation of a portal session with what the portal needs to decide what to show. */
export async function loadPortalState(db: Db, principal: PortalPrincipal): Promise<PortalState> {
  const invitation = await findInvitation(db, principal.accountId, principal.invitationId);
  if (!invitation || invitation.revoked_at !== null) throw AppError.unauthorized();
  const account = await findAccountUnscoped(db, principal.accountId);
  const verification =
    invitation.verification_id === null
      ? undefined
      : await findCaseRequestState(db, principal.accountId, invitation.verification_id);
  const profileId = verification?.completeness_profile_id ?? invitation.completeness_profile_id;
  const profile = await findCompletenessProfile(db, principal.accountId, profileId);
  const requirements = profile
    ? fromJson<ProfileRequirements>(profile.requirements)
    : { sections: [], fields: { company: [], director: [], person: [] }, document_types: { company: [], person: [] } };
  const updating = verification?.status === 'data_update_requested' && verification.requested_data !== null;
  const requestedData = updating ? fromJson<RequestedData>(verification.requested_data) : null;
  return {
    invitation,
    accountName: account?.name ?? 'Dossier',
    requirements,
    mode:
      verification === undefined
        ? 'application'
        : requestedData
          ? requestedData.review
            ? 'review'
            : 'update'
          : 'submitted',
    requestedData,
    dataUpdateComment: updating ? verification.data_update_comment : null,
  };
}

/** The first draft of an application: what the inviter prefilled. */
function draftFromPrefill(prefill: InvitationPrefill | null): ApplicationDraftData {
  return prefill === null ? {} : { company: { ...prefill } };
}

/** A stored address (JSON) as the draft holds it: the draft's lines only, "" for what is not known. */
function draftAddress(stored: unknown) {
  if (stored === null || stored === undefined) return null;
  const a = fromJson<Record<string, string | null>>(stored);
  const text = (value: string | null | undefined) => value ?? '';
  return {
    line1: text(a.line1),
    line2: text(a.line2),
    city: text(a.city),
    postal_code: text(a.postal_code),
    region: text(a.region),
    country: text(a.country),
  };
}

/** The company's addresses as the draft holds them: only those the case has. */
function addressesOf(company: { registered_address: unknown; office_address: unknown }) {
  const registered = draftAddress(company.registered_address);
  const office = draftAddress(company.office_address);
  return { ...(registered ? { registered_address: registered } : {}), ...(office ? { office_address: office } : {}) };
}

/**
 * The first draft of an answer to a data update request: what the case holds today, so the customer sees their
 * data and changes only what is asked. New bank accounts, addresses and documents start empty.
 */
export async function draftFromCase(db: Db, accountId: string, verificationId: string): Promise<ApplicationDraftData> {
  const [company] = await listCompanies(db, accountId, verificationId);
  const directors = await listDirectors(db, accountId, verificationId);
  const ownership = draftOwnershipFrom(await captureStructure(db, accountId, verificationId));
  const text = (value: string | null | undefined) => value ?? '';
  return {
    ...(company
      ? {
          company: {
            formal_name: company.formal_name,
            brand_name: text(company.brand_name),
            company_number: company.company_number,
            jurisdiction_code: jurisdictionById(company.jurisdiction_id)?.code ?? '',
            company_type_id: company.company_type_id ?? '',
            date_of_incorporation: text(company.date_of_incorporation),
            industry_key: company.industry_key,
            industry_description: text(company.industry_description),
            activity_description: text(company.activity_description),
            business_description: company.business_description,
            products_description: company.products_description,
            business_activity_countries: fromJson<string[]>(company.business_activity_countries),
            tax_number: company.tax_number,
            funds_sources: company.funds_sources,
            sources_of_funds: company.sources_of_funds == null ? [] : fromJson<string[]>(company.sources_of_funds),
            sources_of_funds_other: text(company.sources_of_funds_other),
            ...addressesOf(company),
            website: company.website,
            phone_number: company.phone_number,
            email: company.email,
            employees_count: company.employees_count,
            aml_contact_person: company.aml_contact_person,
            aml_contact_email: company.aml_contact_email,
            aml_contact_phone_number: company.aml_contact_phone_number,
            opencorporates_url: text(company.opencorporates_url),
            expected_monthly_transactions_volume: text(company.expected_monthly_transactions_volume),
            registration_authority: company.registration_authority,
            purpose_for_asset10: text(company.purpose_for_asset10),
            websites_for_asset10: text(company.websites_for_asset10),
            license_date_of_expiry: company.license_date_of_expiry,
            license_date_of_issue: company.license_date_of_issue,
            license_issuing_authority: company.license_issuing_authority,
            license_number: company.license_number,
          },
        }
      : {}),
    ...(ownership ? { ownership } : {}),
    directors: directors.map((d) => {
      const home = draftAddress(d.address_of_residence);
      return {
        key: d.id,
        person_id: d.person_id,
        position: d.position,
        person: {
          given_names: d.given_names,
          surname: d.surname,
          date_of_birth: text(d.date_of_birth),
          nationality: text(d.nationality),
          place_of_birth: text(d.place_of_birth),
          ...(d.sex === 'male' || d.sex === 'female' || d.sex === 'other' ? { sex: d.sex } : {}),
          pep: d.pep === true || d.pep === 1,
          pep_description: text(d.pep_description),
          email: text(d.email),
          phone: text(d.phone),
          ...(home ? { address_of_residence: home } : {}),
        },
        documents: [],
      };
    }),
    bank_accounts: [],
    crypto_addresses: [],
    documents: [],
  };
}

/** The saved draft, or the starting point for the current mode when nothing has been saved yet. */
export async function currentDraft(
  db: Db,
  state: PortalState,
): Promise<{ draft: ApplicationDraftData; revision: number }> {
  const saved = await findApplicationDraft(db, state.invitation.account_id, state.invitation.id);
  if (saved) return { draft: fromJson<ApplicationDraftData>(saved.data), revision: saved.revision };
  if ((state.mode === 'update' || state.mode === 'review') && state.invitation.verification_id !== null) {
    return {
      draft: await draftFromCase(db, state.invitation.account_id, state.invitation.verification_id),
      revision: 0,
    };
  }
  const prefill = state.invitation.prefill === null ? null : fromJson<InvitationPrefill>(state.invitation.prefill);
  return { draft: draftFromPrefill(prefill), revision: 0 };
}

export async function pendingUploads(db: Db, accountId: string, invitationId: string) {
  const rows = await listPendingUploads(db, accountId, invitationId);
  return rows.map((r) => ({ ...r, filesize: Number(r.filesize) }));
}

export async function ownershipChallenges(db: Db, accountId: string, invitationId: string) {
  const rows = await listOwnershipChallenges(db, accountId, invitationId);
  return rows.map(presentChallenge);
}

export function presentChallenge(row: {
  id: string;
  address: string;
  address_type: string;
  message: string;
  verification: string;
  created_at: string;
}) {
  return {
    id: row.id,
    address: row.address,
    address_type: row.address_type,
    signature_message: row.message,
    signature_verification: row.verification,
    created_at: row.created_at,
  };
}

/**
 * Everything the portal shows for its session. It never includes the officer's assessment, comments other than
 * the one addressed to the customer, notes, risk scores or the audit log.
 */
export async function describeApplication(ctx: ServiceContext, principal: PortalPrincipal) {
  const state = await loadPortalState(ctx.db, principal);
  const { draft, revision } = await currentDraft(ctx.db, state);
  const inv = state.invitation;
  return {
    mode: state.mode,
    csrf_token: portalCsrfToken(ctx, principal.sessionHash),
    account: { name: state.accountName },
    invitation: {
      id: inv.id,
      email: inv.email,
      status: invitationStatus(inv, Date.parse(ctx.now())),
      expires_at: inv.expires_at,
    },
    requirements: state.requirements,
    requested_data: state.requestedData,
    data_update_comment: state.dataUpdateComment,
    draft,
    draft_revision: revision,
    uploads: await pendingUploads(ctx.db, inv.account_id, inv.id),
    challenges: await ownershipChallenges(ctx.db, inv.account_id, inv.id),
    submitted_at: inv.submitted_at,
    last_submission:
      inv.verification_id === null ? null : await lastSubmissionKind(ctx.db, inv.account_id, inv.verification_id),
  };
}

async function lastSubmissionKind(db: Db, accountId: string, verificationId: string) {
  const row = await findLastRevisionData(db, accountId, verificationId);
  return row ? fromJson<{ kind: 'application' | 'data_update' }>(row.data).kind : null;
}

/** Saves the draft as the customer types (the last save wins); refused once there is nothing to answer. */
export async function savePortalDraft(ctx: ServiceContext, principal: PortalPrincipal, draft: ApplicationDraftData) {
  const state = await loadPortalState(ctx.db, principal);
  if (state.mode === 'submitted') {
    throw new AppError('conflict', 'This application has been submitted; there is nothing to change now');
  }
  const uploadErrors = draftUploadErrors(draft);
  if (uploadErrors.length > 0)
    throw AppError.validation(uploadErrors, 'The draft uses an upload twice or has too many documents');
  const now = ctx.now();
  const existing = await findApplicationDraftRevision(ctx.db, principal.accountId, principal.invitationId);
  const revision = (existing ?? 0) + 1;
  const save = { data: toJson(draft), revision, updated_at: now };
  if (existing !== undefined) {
    await updateApplicationDraft(ctx.db, principal.accountId, principal.invitationId, save);
  } else {
    await insertApplicationDraft(ctx.db, {
      invitation_id: principal.invitationId,
      account_id: principal.accountId,
      ...save,
    });
  }
  return { draft_revision: revision, saved_at: now };
}

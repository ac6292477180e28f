import { findInvitation } from '../db/repositories/invitations-repository.js';
import { AppError, type FieldError } from '../domain/app-error.js';
import type { InvitationStatus } from '../domain/invitation-status.js';
import { acceptInvitation, invitedBy } from './invitation-acceptance.js';
import {
  checkInvitationInput,
  createInvitation,
  type InvitationInput,
  type InvitationView,
  listInvitations,
  presentInvitation,
  resendInvitation,
} from './invitations.js';
import type { Actor, ServiceContext } from './service-context.js';

/**
 * The source system's corporate invites (`/invites/corporates…`): aliases of Dossier's invitations, in the
 * source's names and shapes. Nothing is stored apart: each is a Dossier invitation.
 */

/** Dossier's invitation status as the source system names an invite's state. */
const STATE_OF: Record<InvitationStatus, string> = {
  pending: 'invited',
  opened: 'in_progress',
  submitted: 'completed',
  expired: 'expired',
  revoked: 'revoked',
};
export const SOURCE_INVITE_STATES = ['invited', 'in_progress', 'completed', 'expired', 'revoked'] as const;

/** An invite as the source's create and resend answer it. Redirects are not kept: the portal ends on its own page. */
export function sourceInvite(view: InvitationView) {
  return {
    id: view.id,
    email: view.email,
    type: 'Invite::CorporateKYC',
    redirect_url_success: null,
    redirect_url_failure: null,
    updated_at: view.updated_at,
    created_at: view.created_at,
    state: STATE_OF[view.status],
    invitation_url: view.url,
    customer_id: view.customer_id,
    completeness_profile_id: view.completeness_profile_id,
    verification_id: view.verification_id,
  };
}

/** An invite as the source's list answers it. */
function listedInvite(view: InvitationView) {
  return {
    id: view.id,
    customer_id: view.customer_id,
    email: view.email,
    invitation_type: 'corporate',
    redirect_url_success: null,
    redirect_url_failure: null,
    // The source's state of an individual's own verification: Dossier has none.
    external_verification_state: null,
    completed_at: view.submitted_at,
    updated_at: view.updated_at,
    created_at: view.created_at,
    state: STATE_OF[view.status],
    // Only its hash is stored: the link is in the answers to create and resend alone.
    invitation_url: null,
    verification_id: view.verification_id,
    display_name: view.prefill?.formal_name ?? null,
    company_name: view.prefill?.formal_name ?? null,
  };
}

export interface SourceRecipient {
  readonly email: string;
  readonly customer_id?: string;
  readonly completeness_profile_id?: string;
  readonly redirect_url_success?: string;
  readonly redirect_url_failure?: string;
  readonly company_data?: unknown;
}

/** The prefill the source's company_data gives: the company's name, number and jurisdiction. */
function prefillOf(companyData: unknown): InvitationInput['prefill'] {
  const company = (companyData as { company_details?: { company?: Record<string, unknown> } } | undefined)
    ?.company_details?.company;
  if (company === undefined || company === null || typeof company !== 'object') return undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
  const jurisdiction = company.jurisdiction as { code?: unknown } | undefined;
  const prefill = {
    ...(text(company.formal_name) && { formal_name: text(company.formal_name) }),
    ...(text(company.company_number) && { company_number: text(company.company_number) }),
    ...((text(company.jurisdiction_code) ?? text(jurisdiction?.code)) && {
      jurisdiction_code: text(company.jurisdiction_code) ?? text(jurisdiction?.code),
    }),
  };
  return Object.keys(prefill).length === 0 ? undefined : prefill;
}

/**
 * POST /invites/corporates: one Dossier invitation per recipient. Every recipient is checked before any is
 * invited, so a refusal invites none. Dossier needs each recipient's completeness_profile_id (its onboarding
 * profile), which the source leaves optional.
 */
export async function inviteCorporates(
  ctx: ServiceContext,
  actor: Actor,
  recipients: readonly SourceRecipient[],
  sendNotification: boolean,
) {
  const inputs: InvitationInput[] = [];
  const errors: FieldError[] = [];
  for (const [i, recipient] of recipients.entries()) {
    if (recipient.completeness_profile_id === undefined) {
      errors.push({ field: `recipients[${i}].completeness_profile_id`, message: 'required: the onboarding profile' });
      continue;
    }
    const prefill = prefillOf(recipient.company_data);
    const input: InvitationInput = {
      email: recipient.email,
      completeness_profile_id: recipient.completeness_profile_id,
      send_email: sendNotification,
      ...(recipient.customer_id !== undefined && { customer_id: recipient.customer_id }),
      ...(prefill !== undefined && { prefill }),
    };
    try {
      await checkInvitationInput(ctx, actor.accountId, input);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const detail of error.details ?? []) errors.push({ ...detail, field: `recipients[${i}].${detail.field}` });
    }
    inputs.push(input);
  }
  if (errors.length > 0) throw AppError.validation(errors);
  const invites = [];
  for (const input of inputs) invites.push(sourceInvite(await createInvitation(ctx, actor, input)));
  return { invites };
}

/** The source's list pages over the newest invitations, this many at most. */
export const LISTED_INVITES_CAP = 10_000;

/** GET /invites/corporates: newest first, filtered by state and customer_id, in pages. */
export async function listCorporateInvites(
  ctx: ServiceContext,
  accountId: string,
  query: { page: number; per_page: number; states?: readonly string[]; customer_id?: string },
) {
  const all = (await listInvitations(ctx, accountId, { limit: LISTED_INVITES_CAP })).map(listedInvite);
  const matching = all.filter(
    (invite) =>
      (query.states === undefined || query.states.includes(invite.state)) &&
      (query.customer_id === undefined || invite.customer_id === query.customer_id),
  );
  const start = (query.page - 1) * query.per_page;
  return {
    personal_verifications: matching.slice(start, start + query.per_page),
    meta: {
      pagination: {
        total: matching.length,
        per_page: query.per_page,
        current_page: query.page,
        total_pages: Math.ceil(matching.length / query.per_page),
      },
    },
  };
}

/** POST /invites/corporates/{id}/resend: a fresh link, e-mailed (Dossier's resend), with who invited. */
export async function resendCorporateInvite(ctx: ServiceContext, actor: Actor, id: string) {
  const view = await resendInvitation(ctx, actor, id, { sendEmail: true });
  const row = await findInvitation(ctx.db, actor.accountId, id);
  if (!row) throw AppError.notFound('Invitation');
  return { invite: { ...sourceInvite(view), ...(await invitedBy(ctx.db, row)) } };
}

/**
 * POST /invites/corporates/{id}/accept: the invitation submitted with the account's latest completed case of the
 * prefilled company (invitation-acceptance.ts); the invite answered as completed, with who invited.
 */
export async function acceptCorporateInvite(ctx: ServiceContext, actor: Actor, id: string) {
  const row = await acceptInvitation(ctx, actor, id);
  return {
    invite: {
      ...sourceInvite(presentInvitation(row, Date.parse(ctx.now()))),
      ...(await invitedBy(ctx.db, row)),
    },
  };
}

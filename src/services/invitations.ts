import { fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import { findCompletenessProfile } from '../db/repositories/completeness-profiles-repository.js';
import {
  findInvitation,
  type InvitationRow,
  insertInvitation,
  insertInvitationLink,
  listInvitations as listRows,
  type NewInvitationRow,
  updateInvitation,
} from '../db/repositories/invitations-repository.js';
import { cancelPendingInvitationMail } from '../db/repositories/mail-outbox-repository.js';
import { deletePortalSessionsOfInvitation } from '../db/repositories/portal-sessions-repository.js';
import { findJurisdictionByCode } from '../db/repositories/reference-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError, type FieldError } from '../domain/app-error.js';
import {
  DEFAULT_INVITATION_TTL_DAYS,
  type InvitationStatus,
  invitationStatus,
  type LinkDelivery,
  linkDelivery,
  portalLink,
} from '../domain/invitation-status.js';
import { generateRandomToken } from '../domain/random-token.js';
import { normalizeEmail } from '../domain/session-policy.js';
import { uuidv7 } from '../domain/uuid.js';
import { invitationMail, newLinkMail } from '../mail/mail-templates.js';
import { recordAccountEvent } from './account-audit.js';
import { enqueueMail } from './mail-outbox.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';

export const INVITATION_TOKEN_PREFIX = 'dsi_';

/** What the company may find already filled in when it opens the portal. */
export interface InvitationPrefill {
  readonly formal_name?: string;
  readonly company_number?: string;
  readonly jurisdiction_code?: string;
}

export interface InvitationInput {
  readonly email: string;
  readonly customer_id?: string;
  readonly completeness_profile_id: string;
  readonly prefill?: InvitationPrefill;
  readonly send_email?: boolean;
}

export interface InvitationView {
  readonly id: string;
  readonly email: string;
  readonly customer_id: string | null;
  readonly completeness_profile_id: string;
  readonly status: InvitationStatus;
  /** The link; only in the answers to create and resend, since only its hash is stored. */
  readonly url: string | null;
  readonly prefill: InvitationPrefill | null;
  readonly expires_at: string;
  readonly opened_at: string | null;
  readonly submitted_at: string | null;
  readonly revoked_at: string | null;
  readonly verification_id: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export function presentInvitation(row: InvitationRow, nowMs: number, url: string | null = null): InvitationView {
  return {
    id: row.id,
    email: row.email,
    customer_id: row.customer_id,
    completeness_profile_id: row.completeness_profile_id,
    status: invitationStatus(row, nowMs),
    url,
    prefill: row.prefill === null ? null : fromJson<InvitationPrefill>(row.prefill),
    expires_at: row.expires_at,
    opened_at: row.opened_at,
    submitted_at: row.submitted_at,
    revoked_at: row.revoked_at,
    verification_id: row.verification_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function ttlMs(ctx: ServiceContext): number {
  return (ctx.invitationTtlDays ?? DEFAULT_INVITATION_TTL_DAYS) * 24 * 60 * 60_000;
}

export async function accountName(db: Db, accountId: string): Promise<string> {
  return (await findAccountUnscoped(db, accountId))?.name ?? 'Dossier';
}

/**
 * Makes a new link for an invitation inside the caller's transaction, and moves the invitation's expiry to the
 * link's. `mailed` says whether the caller mails it (it then counts for the new-link throttle). Returns the link,
 * which exists nowhere else once the caller has answered.
 */
export async function addInvitationLink(
  ctx: ServiceContext,
  trx: Db,
  invitation: { id: string; account_id: string },
  now: string,
  options: { delivery: LinkDelivery; issuedBy: string },
): Promise<{ url: string; expiresAt: string }> {
  const { token, hash } = generateRandomToken(INVITATION_TOKEN_PREFIX);
  const expiresAt = new Date(Date.parse(now) + ttlMs(ctx)).toISOString();
  await insertInvitationLink(trx, {
    token_hash: hash,
    invitation_id: invitation.id,
    created_at: now,
    expires_at: expiresAt,
    delivery: options.delivery,
    issued_by: options.issuedBy,
  });
  await updateInvitation(trx, invitation.account_id, invitation.id, {
    expires_at: expiresAt,
    ...(options.delivery === 'email' ? { last_link_sent_at: now } : {}),
    updated_at: now,
  });
  return { url: portalLink(ctx.publicUrl, token), expiresAt };
}

/** Refuses an invitation's input (unknown profile, unknown jurisdiction) with every field error at once. */
export async function checkInvitationInput(
  ctx: ServiceContext,
  accountId: string,
  input: InvitationInput,
): Promise<void> {
  const errors: FieldError[] = [];
  const profile = await findCompletenessProfile(ctx.db, accountId, input.completeness_profile_id);
  if (!profile || profile.archived_at !== null) {
    errors.push({ field: 'completeness_profile_id', message: 'no such active completeness profile' });
  }
  const code = input.prefill?.jurisdiction_code;
  if (code !== undefined && !(await findJurisdictionByCode(ctx.db, code.toLowerCase()))) {
    errors.push({ field: 'prefill.jurisdiction_code', message: `unknown jurisdiction "${code}"` });
  }
  if (errors.length > 0) throw AppError.validation(errors);
}

/**
 * A new invitation's row: nothing opened, submitted or sent yet, its expiry set when its first link is issued.
 * `verificationId` binds it to an existing case (a data update request or a recurring review asks through it).
 */
export function newInvitationRow(fields: {
  id: string;
  actor: Actor;
  email: string;
  customerId: string | null;
  profileId: string;
  prefill: string | null;
  verificationId: string | null;
  now: string;
}): NewInvitationRow {
  return {
    id: fields.id,
    account_id: fields.actor.accountId,
    email: fields.email,
    customer_id: fields.customerId,
    completeness_profile_id: fields.profileId,
    prefill: fields.prefill,
    expires_at: fields.now,
    opened_at: null,
    submitted_at: null,
    revoked_at: null,
    last_link_sent_at: null,
    verification_id: fields.verificationId,
    created_by: actorKey(fields.actor),
    created_at: fields.now,
    updated_at: fields.now,
  };
}

/** Invites a company to fill in its application in the portal; e-mails the link unless told not to. */
export async function createInvitation(ctx: ServiceContext, actor: Actor, input: InvitationInput) {
  const accountId = actor.accountId;
  await checkInvitationInput(ctx, accountId, input);
  const now = ctx.now();
  const id = uuidv7(Date.parse(now));
  const email = normalizeEmail(input.email);
  const prefill = input.prefill
    ? {
        ...input.prefill,
        ...(input.prefill.jurisdiction_code
          ? { jurisdiction_code: input.prefill.jurisdiction_code.toLowerCase() }
          : {}),
      }
    : null;
  const name = await accountName(ctx.db, accountId);
  const sendEmail = input.send_email !== false;
  const url = await inTransaction(ctx.db, async (trx) => {
    await insertInvitation(
      trx,
      newInvitationRow({
        id,
        actor,
        email,
        customerId: input.customer_id ?? null,
        profileId: input.completeness_profile_id,
        prefill: prefill === null ? null : toJson(prefill),
        verificationId: null,
        now,
      }),
    );
    const delivery = linkDelivery(sendEmail, actor.type);
    const link = await addInvitationLink(ctx, trx, { id, account_id: accountId }, now, {
      delivery,
      issuedBy: actorKey(actor),
    });
    if (sendEmail) {
      await enqueueMail(trx, {
        accountId,
        kind: 'invitation',
        recipient: email,
        fromName: name,
        content: invitationMail({
          accountName: name,
          url: link.url,
          expiresAt: link.expiresAt,
          ...(prefill?.formal_name ? { companyName: prefill.formal_name } : {}),
        }),
        invitationId: id,
        now,
      });
    }
    await recordAccountEvent(
      trx,
      actor,
      'invitation.created',
      { invitation_id: id, email, sent: sendEmail, delivery },
      now,
    );
    return link.url;
  });
  if (sendEmail) ctx.mailSignal?.notify();
  return presentInvitation(await requireInvitation(ctx.db, accountId, id), Date.parse(ctx.now()), url);
}

async function requireInvitation(db: Db, accountId: string, id: string): Promise<InvitationRow> {
  const row = await findInvitation(db, accountId, id);
  if (!row) throw AppError.notFound('Invitation');
  return row;
}

export async function showInvitation(ctx: ServiceContext, accountId: string, id: string) {
  return presentInvitation(await requireInvitation(ctx.db, accountId, id), Date.parse(ctx.now()));
}

export async function listInvitations(
  ctx: ServiceContext,
  accountId: string,
  query: { status?: string; limit: number; startingAfter?: string },
) {
  const now = ctx.now();
  const rows = await listRows(ctx.db, accountId, { ...query, now });
  return rows.map((row) => presentInvitation(row, Date.parse(now)));
}

/**
 * A fresh link for the invitation (older links keep working until they expire); e-mailed unless told not to. A
 * console user never receives the link: with a working link an officer could answer the company's data update
 * as the company. So a console resend always goes by e-mail and answers `url: null`, and only an access token
 * (the integrator's own delivery) or the operator may take the link with `send_email: false`.
 */
export async function resendInvitation(ctx: ServiceContext, actor: Actor, id: string, options: { sendEmail: boolean }) {
  if (actor.type === 'user' && !options.sendEmail) {
    throw new AppError(
      'link_email_only',
      'A console session cannot take a portal link: resend it by e-mail, or with an access token for your own delivery',
      [{ field: 'send_email', message: 'must be true for a console session' }],
    );
  }
  const accountId = actor.accountId;
  const existing = await requireInvitation(ctx.db, accountId, id);
  if (existing.revoked_at !== null)
    throw new AppError('conflict', 'This invitation was revoked; invite the company again');
  const name = await accountName(ctx.db, accountId);
  const now = ctx.now();
  const url = await inTransaction(ctx.db, async (trx) => {
    const delivery = linkDelivery(options.sendEmail, actor.type);
    const link = await addInvitationLink(ctx, trx, existing, now, { delivery, issuedBy: actorKey(actor) });
    if (options.sendEmail) {
      await enqueueMail(trx, {
        accountId,
        kind: existing.submitted_at === null ? 'invitation' : 'new_link',
        recipient: existing.email,
        fromName: name,
        content:
          existing.submitted_at === null
            ? invitationMail({ accountName: name, url: link.url, expiresAt: link.expiresAt })
            : newLinkMail({ accountName: name, url: link.url, expiresAt: link.expiresAt }),
        invitationId: id,
        verificationId: existing.verification_id ?? undefined,
        now,
      });
    }
    await recordAccountEvent(
      trx,
      actor,
      'invitation.resent',
      { invitation_id: id, sent: options.sendEmail, delivery },
      now,
    );
    return link.url;
  });
  if (options.sendEmail) ctx.mailSignal?.notify();
  const shown = actor.type === 'user' ? undefined : url;
  return presentInvitation(await requireInvitation(ctx.db, accountId, id), Date.parse(ctx.now()), shown);
}

/** Every link of the invitation stops working at once, its portal sessions end and its unsent mail is cancelled. Idempotent. */
export async function revokeInvitation(ctx: ServiceContext, actor: Actor, id: string) {
  const accountId = actor.accountId;
  const existing = await requireInvitation(ctx.db, accountId, id);
  if (existing.revoked_at === null) {
    const now = ctx.now();
    await inTransaction(ctx.db, async (trx) => {
      await updateInvitation(trx, accountId, id, { revoked_at: now, updated_at: now });
      await deletePortalSessionsOfInvitation(trx, accountId, id);
      // A mail not sent yet would carry a link that no longer works.
      await cancelPendingInvitationMail(trx, accountId, id, now);
      await recordAccountEvent(trx, actor, 'invitation.revoked', { invitation_id: id }, now);
    });
  }
  return presentInvitation(await requireInvitation(ctx.db, accountId, id), Date.parse(ctx.now()));
}

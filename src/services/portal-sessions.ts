import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  findInvitationByLinkHashUnscoped,
  type InvitationRow,
  updateInvitation,
} from '../db/repositories/invitations-repository.js';
import {
  deletePortalSession,
  findPortalSessionByHashUnscoped,
  insertPortalSession,
  touchPortalSession,
} from '../db/repositories/portal-sessions-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import {
  NEW_LINK_INTERVAL_MS,
  PORTAL_SESSION_ABSOLUTE_MS,
  PORTAL_SESSION_IDLE_MS,
} from '../domain/invitation-status.js';
import { generateRandomToken, hasRandomTokenShape, sha256Hex } from '../domain/random-token.js';
import { SESSION_TOUCH_MS } from '../domain/session-policy.js';
import { newLinkMail } from '../mail/mail-templates.js';
import { accountName, addInvitationLink, INVITATION_TOKEN_PREFIX } from './invitations.js';
import { enqueueMail } from './mail-outbox.js';
import type { ServiceContext } from './service-context.js';

export const PORTAL_SESSION_PREFIX = 'dsp_';

/** The customer behind a portal request: one invitation, so one application and at most one case. */
export interface PortalPrincipal {
  readonly invitationId: string;
  readonly accountId: string;
  readonly sessionHash: string;
}

/** CSRF for portal writes: an HMAC of the session under the server secret, distinct from the console's. */
export function portalCsrfToken(ctx: ServiceContext, sessionHash: string): string {
  return createHmac('sha256', ctx.secret).update(`portal-csrf:${sessionHash}`).digest('base64url');
}

export function portalCsrfMatches(ctx: ServiceContext, sessionHash: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  const expected = Buffer.from(portalCsrfToken(ctx, sessionHash));
  const actual = Buffer.from(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const INVALID_LINK = 'This link is not valid';

/** The invitation a link opens, refused as the portal's pages tell apart: unknown, revoked, expired. */
async function invitationOfLink(
  ctx: ServiceContext,
  token: string,
): Promise<{ invitation: InvitationRow; expired: boolean }> {
  if (!hasRandomTokenShape(token, INVITATION_TOKEN_PREFIX)) throw new AppError('unauthorized', INVALID_LINK);
  const found = await findInvitationByLinkHashUnscoped(ctx.db, sha256Hex(token));
  if (!found) throw new AppError('unauthorized', INVALID_LINK);
  if (found.invitation.revoked_at !== null) {
    throw new AppError('link_revoked', 'This link was withdrawn by the company that sent it');
  }
  return { invitation: found.invitation, expired: Date.parse(found.linkExpiresAt) <= Date.parse(ctx.now()) };
}

/** Opens a portal session from an invitation link. */
export async function openPortalSession(
  ctx: ServiceContext,
  token: string,
): Promise<{ sessionToken: string; principal: PortalPrincipal; maxAgeSeconds: number }> {
  const { invitation, expired } = await invitationOfLink(ctx, token);
  if (expired) throw new AppError('link_expired', 'This link has expired; ask for a new one');
  const now = ctx.now();
  const { token: sessionToken, hash } = generateRandomToken(PORTAL_SESSION_PREFIX);
  await inTransaction(ctx.db, async (trx) => {
    await insertPortalSession(trx, {
      session_hash: hash,
      invitation_id: invitation.id,
      account_id: invitation.account_id,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.parse(now) + PORTAL_SESSION_ABSOLUTE_MS).toISOString(),
      // Which link opened it, so a submission's audit entry can say how that link reached the customer.
      link_hash: sha256Hex(token),
    });
    if (invitation.opened_at === null) {
      await updateInvitation(trx, invitation.account_id, invitation.id, { opened_at: now, updated_at: now });
    }
  });
  return {
    sessionToken,
    principal: { invitationId: invitation.id, accountId: invitation.account_id, sessionHash: hash },
    maxAgeSeconds: PORTAL_SESSION_ABSOLUTE_MS / 1000,
  };
}

/** The principal of a portal cookie, or null when it is unknown, expired, idle too long or its invitation revoked. */
export async function authenticatePortalSession(ctx: ServiceContext, token: string): Promise<PortalPrincipal | null> {
  if (!hasRandomTokenShape(token, PORTAL_SESSION_PREFIX)) return null;
  const hash = sha256Hex(token);
  const row = await findPortalSessionByHashUnscoped(ctx.db, hash);
  if (!row || row.revoked_at !== null) return null;
  const nowMs = Date.parse(ctx.now());
  if (Date.parse(row.expires_at) <= nowMs || Date.parse(row.last_seen_at) + PORTAL_SESSION_IDLE_MS <= nowMs)
    return null;
  // Touch at most once a minute: a write per request would make every read a write.
  if (nowMs - Date.parse(row.last_seen_at) >= SESSION_TOUCH_MS) {
    await touchPortalSession(ctx.db, row.account_id, hash, new Date(nowMs).toISOString());
  }
  return { invitationId: row.invitation_id, accountId: row.account_id, sessionHash: hash };
}

export async function endPortalSession(ctx: ServiceContext, principal: PortalPrincipal): Promise<void> {
  await deletePortalSession(ctx.db, principal.accountId, principal.sessionHash);
}

/**
 * "Send me a new link": mails a fresh link to the invitation's own address, never to the caller, so holding an
 * old link proves nothing more than access to that inbox. At most one mail a minute per invitation.
 */
export async function requestNewLink(ctx: ServiceContext, token: string): Promise<void> {
  const { invitation } = await invitationOfLink(ctx, token);
  const now = ctx.now();
  if (
    invitation.last_link_sent_at !== null &&
    Date.parse(now) - Date.parse(invitation.last_link_sent_at) < NEW_LINK_INTERVAL_MS
  ) {
    return;
  }
  const name = await accountName(ctx.db, invitation.account_id);
  await inTransaction(ctx.db, async (trx) => {
    const link = await addInvitationLink(ctx, trx, invitation, now, { delivery: 'email', issuedBy: 'customer' });
    await enqueueMail(trx, {
      accountId: invitation.account_id,
      kind: 'new_link',
      recipient: invitation.email,
      fromName: name,
      content: newLinkMail({ accountName: name, url: link.url, expiresAt: link.expiresAt }),
      invitationId: invitation.id,
      ...(invitation.verification_id ? { verificationId: invitation.verification_id } : {}),
      now,
    });
  });
  ctx.mailSignal?.notify();
}

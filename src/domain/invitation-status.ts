/** Where an invitation stands, derived from its timestamps so that nothing has to flip a status on a timer. */
export const INVITATION_STATUSES = ['pending', 'opened', 'submitted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** How long a portal link stays valid unless DOSSIER_INVITATION_TTL_DAYS says otherwise. */
export const DEFAULT_INVITATION_TTL_DAYS = 14;
/** A portal session lasts at most this long, and ends after this much idleness. */
export const PORTAL_SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const PORTAL_SESSION_IDLE_MS = 2 * 60 * 60_000;
/** "Send me a new link" mails at most one link per invitation in this window, so it cannot flood an inbox. */
export const NEW_LINK_INTERVAL_MS = 60_000;

export interface InvitationTimes {
  readonly expires_at: string;
  readonly opened_at: string | null;
  readonly submitted_at: string | null;
  readonly revoked_at: string | null;
}

export function invitationStatus(invitation: InvitationTimes, nowMs: number): InvitationStatus {
  if (invitation.revoked_at !== null) return 'revoked';
  if (invitation.submitted_at !== null) return 'submitted';
  if (Date.parse(invitation.expires_at) <= nowMs) return 'expired';
  return invitation.opened_at !== null ? 'opened' : 'pending';
}

/** The link a customer opens; the token rides in the fragment, so it never reaches a server log or a Referer. */
export function portalLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/portal/open#token=${token}`;
}

/**
 * How a portal link reached the customer, as the audit log reports it: `email` (Dossier mailed it), `integration`
 * (handed to an access token in the API's answer, for the integrator's own delivery), `console` (shown to a console
 * user who invited with e-mail off, to pass on themselves) or `operator` (the CLI).
 */
export type LinkDelivery = 'email' | 'integration' | 'console' | 'operator';

export function linkDelivery(mailed: boolean, issuer: 'token' | 'user' | 'cli' | 'customer'): LinkDelivery {
  if (mailed || issuer === 'customer') return 'email';
  if (issuer === 'token') return 'integration';
  return issuer === 'user' ? 'console' : 'operator';
}

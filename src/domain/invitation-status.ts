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

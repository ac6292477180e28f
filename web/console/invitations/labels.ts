// The words the console uses for an invitation's status (docs/portal-api.md), and the list's URL.
import type { BadgeTone } from '../../shared/ui/Badge';
import type { InvitationStatus } from '../api/types';

export const INVITATION_STATUSES = [
  'pending',
  'opened',
  'submitted',
  'expired',
  'revoked',
] as const satisfies readonly InvitationStatus[];

export const INVITATION_STATUS: Record<InvitationStatus, { label: string; tone: BadgeTone; title: string }> = {
  pending: { label: 'Pending', tone: 'accent', title: 'The company has not opened the link yet' },
  opened: { label: 'Opened', tone: 'sky', title: 'The company opened the link and is filling in its application' },
  submitted: { label: 'Submitted', tone: 'green', title: 'The company submitted its application: the case exists' },
  expired: { label: 'Expired', tone: 'amber', title: 'The latest link expired before a submission' },
  revoked: { label: 'Revoked', tone: 'neutral', title: 'Every link of this invitation was ended' },
};

export interface InvitationsSearch {
  status?: InvitationStatus;
}

export function validateInvitationsSearch(search: Record<string, unknown>): InvitationsSearch {
  const status = search.status;
  return typeof status === 'string' && (INVITATION_STATUSES as readonly string[]).includes(status)
    ? { status: status as InvitationStatus }
    : {};
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { cx } from '../../shared/lib/cx';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { Table, TBody, Td, THead, Th, ThActions, Tr } from '../../shared/ui/Table';
import { Time } from '../../shared/ui/Time';
import { profilesQuery } from '../api/settings';
import type { Invitation } from '../api/types';
import { countryName } from '../cases/countries';
import { INVITATION_STATUS } from './labels';

export const INVITATION_COLUMNS = ['Email', 'Customer ID', 'Onboarding profile', 'Status', 'Expires', 'Created'];

export function InvitationStatusBadge({ status }: { status: Invitation['status'] }) {
  const s = INVITATION_STATUS[status] ?? { label: status, tone: 'neutral' as const, title: undefined };
  return (
    <Badge tone={s.tone} title={s.title}>
      {s.label}
    </Badge>
  );
}

/** What the company finds filled in, on one quiet line: "Acme Ltd · 01234567 · United Kingdom". */
function prefillLine(invitation: Invitation): string {
  const p = invitation.prefill;
  if (!p) return '';
  return [p.formal_name, p.company_number, p.jurisdiction_code && countryName(p.jurisdiction_code)]
    .filter(Boolean)
    .join(' · ');
}

function InvitationRow({
  invitation,
  profileName,
  canWork,
  onResend,
  onRevoke,
}: {
  invitation: Invitation;
  profileName: string | undefined;
  canWork: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const revoked = invitation.status === 'revoked';
  // A submitted invitation has done its work: the case exists, and a data update reaches the customer through it.
  const actionable = !revoked && invitation.status !== 'submitted';
  const prefill = prefillLine(invitation);
  return (
    <Tr className={revoked ? 'text-gray-500' : undefined}>
      <Td className="max-w-[260px] py-2">
        <p className={cx('font-medium break-words', revoked ? 'text-gray-600' : 'text-gray-900')}>{invitation.email}</p>
        {prefill && (
          <p className="truncate text-xs text-gray-500" title={prefill}>
            {prefill}
          </p>
        )}
      </Td>
      <Td className="max-w-[130px]">
        {invitation.customer_id ? (
          <code className="block truncate font-mono text-xs text-gray-700" title={invitation.customer_id}>
            {invitation.customer_id}
          </code>
        ) : (
          <span className="text-gray-500">—</span>
        )}
      </Td>
      <Td className="max-w-[180px]">
        {profileName ? (
          <span className="block truncate" title={profileName}>
            {profileName}
          </span>
        ) : (
          <code
            className="block max-w-[13ch] truncate font-mono text-xs text-gray-600"
            title={invitation.completeness_profile_id}
          >
            {invitation.completeness_profile_id}
          </code>
        )}
      </Td>
      <Td className="whitespace-nowrap">
        <span className="flex flex-col items-start gap-0.5">
          <InvitationStatusBadge status={invitation.status} />
          {invitation.verification_id && (
            <Link
              to="/cases/$caseId"
              params={{ caseId: invitation.verification_id }}
              className="text-13 font-medium text-accent-700 underline-offset-2 hover:underline"
            >
              Open case<span className="sr-only"> of {invitation.email}</span>
            </Link>
          )}
        </span>
      </Td>
      <Td className="whitespace-nowrap">
        {revoked ? (
          <span className="text-gray-500">—</span>
        ) : (
          <Time
            value={invitation.expires_at}
            className={invitation.status === 'expired' ? 'text-amber-800' : undefined}
          />
        )}
      </Td>
      <Td className="whitespace-nowrap">
        <Time value={invitation.created_at} />
      </Td>
      {canWork && (
        <Td className="text-right whitespace-nowrap">
          {actionable && (
            <span className="inline-flex gap-1.5">
              <Button size="sm" onClick={onResend}>
                Resend link
              </Button>
              <Button size="sm" onClick={onRevoke}>
                Revoke
              </Button>
            </span>
          )}
        </Td>
      )}
    </Tr>
  );
}

/** The invitations, newest first; officers and admins get "Resend link" and "Revoke" on each one not submitted nor revoked. */
export function InvitationsTable({
  invitations,
  canWork,
  onResend,
  onRevoke,
}: {
  invitations: Invitation[];
  canWork: boolean;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}) {
  // Archived profiles too: an invitation keeps the profile it was made with.
  const profiles = useQuery(profilesQuery);
  const names = new Map((profiles.data ?? []).map((p) => [p.id, p.name]));
  return (
    <Table caption="Invitations">
      <THead>
        {INVITATION_COLUMNS.map((c) => (
          <Th key={c}>{c}</Th>
        ))}
        {canWork && <ThActions />}
      </THead>
      <TBody>
        {invitations.map((i) => (
          <InvitationRow
            key={i.id}
            invitation={i}
            profileName={names.get(i.completeness_profile_id)}
            canWork={canWork}
            onResend={() => onResend(i)}
            onRevoke={() => onRevoke(i)}
          />
        ))}
      </TBody>
    </Table>
  );
}

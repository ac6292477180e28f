import { useQuery } from '@tanstack/react-query';
import { Checkbox, TextField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { customerRequestQuery } from '../api/case';

/** What the officer chose for a case with no invitation: also e-mail the customer a link, and where. */
export interface InviteChoice {
  readonly send: boolean;
  readonly email: string;
}

/**
 * How the customer will learn of a data update request, said before it is sent: an e-mail to the invitation's
 * address, or, for a case that came through the API, only the integration's webhook, with the choice to e-mail a
 * link as well.
 */
export function CustomerReach({
  caseId,
  invite,
  onInviteChange,
  emailError,
}: {
  caseId: string;
  invite: InviteChoice;
  onInviteChange: (next: InviteChoice) => void;
  emailError: string | undefined;
}) {
  const reach = useQuery(customerRequestQuery(caseId));
  if (reach.isPending) return null;
  if (reach.isError) return <Notice tone="warning">Could not tell how the customer will learn of this request.</Notice>;
  const { invitation } = reach.data;
  if (invitation) return <Notice>We’ll e-mail {invitation.email} a link.</Notice>;
  return (
    <div className="space-y-3">
      <Notice>
        This case came through the API: your integration is told by the <code className="font-mono">state_change</code>{' '}
        webhook.
      </Notice>
      <Checkbox
        label="Also e-mail the customer a link"
        description="Invites this address to answer in the portal. The link opens the request."
        checked={invite.send}
        onChange={(e) => onInviteChange({ ...invite, send: e.target.checked })}
      />
      {invite.send && (
        <TextField
          label="Customer e-mail"
          type="email"
          autoComplete="off"
          aria-required
          value={invite.email}
          onChange={(e) => onInviteChange({ ...invite, email: e.target.value })}
          error={emailError}
          maxLength={320}
        />
      )}
    </div>
  );
}

import { formatDateTime } from '../../shared/lib/time';
import { Notice } from '../../shared/ui/Notice';
import { SecretReveal } from '../../shared/ui/SecretReveal';
import type { Invitation } from '../api/types';

/**
 * A portal link shown once (only its hash is stored): the read-only field with "Copy", when it expires, and what
 * happens to it next: e-mailed to the company, or to be sent by the officer.
 */
export function InvitationLink({ invitation, sent }: { invitation: Invitation; sent: boolean }) {
  if (!invitation.url) {
    return <Notice tone="warning">The service answered without a link. Send a new link from the list.</Notice>;
  }
  return (
    <div className="space-y-3">
      {sent && (
        <Notice tone="success" live>
          Sent by e-mail to <span className="font-medium break-all">{invitation.email}</span>.
        </Notice>
      )}
      <SecretReveal
        label="Invitation link"
        value={invitation.url}
        hint={
          <>
            Works until{' '}
            <time dateTime={invitation.expires_at} title={invitation.expires_at}>
              {formatDateTime(invitation.expires_at)}
            </time>
            . It opens this company's application and nothing else.
          </>
        }
        warning={
          sent ? (
            <>
              <p className="font-medium">This link is shown only this once.</p>
              <p>Copy it now if you also want to pass it on yourself, for instance in a call with the company.</p>
            </>
          ) : (
            <>
              <p className="font-medium">Copy this link and send it yourself: it won't be shown again.</p>
              <p>
                Anyone who has it can fill in this company's application, so send it only to{' '}
                <span className="break-all">{invitation.email}</span>.
              </p>
            </>
          )
        }
      />
    </div>
  );
}

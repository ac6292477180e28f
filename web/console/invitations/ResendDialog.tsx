import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/Button';
import { Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { Checkbox } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { replaceInvitation, resendInvitation } from '../api/invitations';
import type { Invitation } from '../api/types';
import { InvitationLink } from './InvitationLink';

/** "Resend link": a fresh link for the invitation, e-mailed unless unticked, then shown once. */
export function ResendDialog({ invitation, onClose }: { invitation: Invitation | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [send, setSend] = useState(true);
  const mutation = useMutation({
    mutationFn: (v: { id: string; send: boolean }) => resendInvitation(v.id, v.send),
    onSuccess: (saved) => replaceInvitation(queryClient, saved),
  });
  // The invitation stays on screen while the dialog closes.
  const [shown, setShown] = useState<Invitation | null>(invitation);
  if (invitation && invitation.id !== shown?.id) setShown(invitation);

  const change = (next: boolean) => {
    if (next) return;
    onClose();
    window.setTimeout(() => {
      mutation.reset();
      setSend(true);
    }, 150);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !shown) return;
    mutation.mutate({ id: shown.id, send });
  };

  const open = invitation !== null;
  if (mutation.data) {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title="New link ready"
        description="Links sent before keep working until they expire. Revoke the invitation to end them all."
        footer={
          <Button variant="primary" onClick={() => change(false)}>
            Done
          </Button>
        }
      >
        <InvitationLink invitation={mutation.data} sent={mutation.variables?.send !== false} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Resend the invitation link?"
      width="sm"
      onSubmit={submit}
      busy={mutation.isPending}
      footer={<SubmitFooter label="Resend link" pending={mutation.isPending} onCancel={() => change(false)} />}
    >
      <p className="text-sm text-gray-700">
        A new link for <span className="font-medium text-gray-900 break-all">{shown?.email}</span>, valid for the full
        period from now. You see it once, after sending.
      </p>
      <Checkbox
        label="Send the new link by e-mail"
        name="send_email"
        checked={send}
        onChange={(e) => setSend(e.target.checked)}
      />
      {isApiError(mutation.error) && <Notice tone="error">{mutation.error.message}</Notice>}
      {mutation.error && !isApiError(mutation.error) && (
        <Notice tone="error">The link could not be made. Try again.</Notice>
      )}
    </Dialog>
  );
}

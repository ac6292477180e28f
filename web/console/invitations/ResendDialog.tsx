import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { Button } from '../../shared/ui/Button';
import { Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { Notice } from '../../shared/ui/Notice';
import { replaceInvitation, resendInvitation } from '../api/invitations';
import type { Invitation } from '../api/types';

/**
 * "Resend link": a fresh link for the invitation, always e-mailed to the company. The console never shows it: an
 * officer holding a working link could answer the company's data update as the company (an access token may still
 * take the link, for an integrator's own delivery).
 */
export function ResendDialog({ invitation, onClose }: { invitation: Invitation | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (v: { id: string }) => resendInvitation(v.id, true),
    onSuccess: (saved) => replaceInvitation(queryClient, saved),
  });
  // The invitation stays on screen while the dialog closes.
  const [shown, setShown] = useState<Invitation | null>(invitation);
  if (invitation && invitation.id !== shown?.id) setShown(invitation);

  const change = (next: boolean) => {
    if (next) return;
    onClose();
    window.setTimeout(() => mutation.reset(), 150);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !shown) return;
    mutation.mutate({ id: shown.id });
  };

  const open = invitation !== null;
  if (mutation.data) {
    return (
      <Dialog
        open={open}
        onOpenChange={change}
        title="New link sent"
        width="sm"
        description="Links sent before keep working until they expire. Revoke the invitation to end them all."
        footer={
          <Button variant="primary" onClick={() => change(false)}>
            Done
          </Button>
        }
      >
        <Notice tone="success" live>
          Sent by e-mail to <span className="font-medium break-all">{mutation.data.email}</span>.
        </Notice>
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
        period from now, is sent by e-mail to that address. It is not shown here: only the company should hold it.
      </p>
      {isApiError(mutation.error) && <Notice tone="error">{mutation.error.message}</Notice>}
      {mutation.error && !isApiError(mutation.error) && (
        <Notice tone="error">The link could not be made. Try again.</Notice>
      )}
    </Dialog>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { Dialog, SubmitFooter } from '../../shared/ui/Dialog';
import { TextField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { addPasskey, PasskeyCancelled, passkeysQuery } from '../api/passkeys';
import { SESSION_KEY } from '../api/session';
import type { Passkey } from '../api/types';

/** A name that says which device holds it, from the browser's platform; the person can change it. */
function suggestedName(): string {
  const platform = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPad/.test(platform)) return 'iPhone';
  if (/Android/.test(platform)) return 'Android phone';
  if (/Mac OS X/.test(platform)) return 'Mac';
  if (/Windows/.test(platform)) return 'Windows laptop';
  return 'Laptop';
}

/** "Add a passkey": a name, then the browser's own prompt (fingerprint, face, PIN or security key). */
export function AddPasskeyDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (passkey: Passkey) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(suggestedName);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>(undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (name.trim() === '') {
      setNameError('Enter a name, such as the device that holds it');
      return;
    }
    setPending(true);
    setError(null);
    setNameError(undefined);
    try {
      const passkey = await addPasskey(name.trim());
      await queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
      // A passkey is a second factor: "Require MFA" may have been holding this session.
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      onOpenChange(false);
      onAdded(passkey);
    } catch (e) {
      setError(
        e instanceof PasskeyCancelled
          ? 'No passkey was added: the request was cancelled or timed out. Try again when you are ready.'
          : isApiError(e) || e instanceof Error
            ? e.message
            : 'Something went wrong. Try again.',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title="Add a passkey"
      description="Your browser will ask you to confirm with your fingerprint, face, device PIN or a security key."
      width="sm"
      busy={pending}
      onSubmit={submit}
      footer={<SubmitFooter label="Add a passkey" pending={pending} onCancel={() => onOpenChange(false)} />}
    >
      {error && (
        <Notice tone="error" live>
          {error}
        </Notice>
      )}
      <TextField
        label="Passkey name"
        hint="So you can tell your passkeys apart, such as the device that holds it."
        name="passkey_name"
        maxLength={100}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
      />
    </Dialog>
  );
}

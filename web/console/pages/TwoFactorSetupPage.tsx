import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { passkeysSupported } from '../api/passkeys';
import { confirmMfaSetup, SESSION_KEY, sessionQuery, signOut, startMfaSetup } from '../api/session';
import { AuthLayout } from '../layout/AuthLayout';
import { AddPasskeyDialog } from '../passkeys/AddPasskeyDialog';
import { endLocalSession } from '../session-end';

/**
 * "Set up two-factor authentication": the QR code with the secret as text beside it, then the first code from the
 * app, then the 10 recovery codes, shown this once. The account's "Require MFA" sends a user here before anything.
 */
export function TwoFactorSetupPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useQuery(sessionQuery).data;
  const forced = session?.mfa_setup_required === true;
  // A new secret each time the page opens; it takes effect only when a code confirms it.
  const setup = useQuery({
    queryKey: ['mfa-setup'],
    queryFn: startMfaSetup,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [addingPasskey, setAddingPasskey] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const confirm = useMutation({
    mutationFn: () => confirmMfaSetup(code.trim()),
    onSuccess: (codes) => {
      setRecoveryCodes(codes);
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
    onError: () => {
      setCode('');
      codeRef.current?.focus();
    },
  });

  useEffect(() => {
    document.title = 'Set up two-factor authentication · Dossier';
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '' || confirm.isPending) return;
    confirm.mutate();
  };

  if (recoveryCodes) {
    return (
      <AuthLayout
        title="Save your recovery codes"
        subtitle="Two-factor authentication is on. If you lose your phone, each of these codes signs you in once. They are shown only now."
      >
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-gray-200 bg-gray-50 px-5 py-4 font-mono text-sm text-gray-900"
        >
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <p className="mt-3 text-13 text-gray-600">
          Print them or keep them in a password manager, away from your phone.
        </p>
        <Button
          variant="primary"
          className="mt-6 w-full !h-9"
          onClick={async () => {
            await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
            await navigate({ to: '/', replace: true });
          }}
        >
          I have saved them, continue
        </Button>
      </AuthLayout>
    );
  }

  const fields = fieldErrorsOf(confirm.error);
  const setupError =
    setup.error instanceof ApiError ? setup.error.message : setup.error ? 'Something went wrong.' : null;
  return (
    <AuthLayout
      title="Set up two-factor authentication"
      subtitle={
        forced
          ? 'Your organisation requires two-factor authentication. Set it up to continue.'
          : 'Scan the QR code with an authenticator app, then enter the code it shows.'
      }
    >
      {setupError && (
        <Notice tone="error" className="mb-5">
          {setupError}
        </Notice>
      )}
      {setup.isPending && <LoadingBlock />}
      {setup.data && (
        <>
          <div className="flex items-center gap-5">
            <img
              src={setup.data.qr_code}
              alt="QR code for your authenticator app"
              width={144}
              height={144}
              className="size-36 shrink-0 rounded-md border border-gray-200"
            />
            <div className="min-w-0 text-13 text-gray-600">
              <p>Can’t scan it? Enter this key in the app:</p>
              <code className="mt-1.5 block font-mono text-sm break-all text-gray-900">{setup.data.secret}</code>
            </div>
          </div>
          <form noValidate onSubmit={submit} className="mt-6 space-y-4">
            <TextField
              ref={codeRef}
              label="Authentication code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={fields.code}
            />
            <Button type="submit" variant="primary" className="w-full !h-9" pending={confirm.isPending}>
              Turn on two-factor authentication
            </Button>
          </form>
        </>
      )}
      {passkeysSupported() && (
        <div className="mt-6 border-t border-gray-150 pt-5">
          <p className="text-13 text-gray-600">
            Or use a passkey: your fingerprint, face, device PIN or a security key, with no code to type.
          </p>
          <Button className="mt-3 w-full !h-9" onClick={() => setAddingPasskey(true)}>
            Add a passkey
          </Button>
          <AddPasskeyDialog
            open={addingPasskey}
            onOpenChange={setAddingPasskey}
            onAdded={async () => {
              await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
              await navigate({ to: '/', replace: true });
            }}
          />
        </div>
      )}
      <p className="mt-6 text-13 text-gray-500">
        {forced ? (
          <button
            type="button"
            className="font-medium text-accent-700 underline-offset-2 hover:underline"
            onClick={async () => {
              await signOut().catch(() => undefined);
              endLocalSession(queryClient);
              await navigate({ to: '/sign-in', search: { reason: 'signed_out' }, replace: true });
            }}
          >
            Sign out
          </button>
        ) : (
          <a href="/console/" className="font-medium text-accent-700 underline-offset-2 hover:underline">
            Back to Dossier
          </a>
        )}
      </p>
    </AuthLayout>
  );
}

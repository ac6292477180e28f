import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { formatDateTime } from '../../shared/lib/time';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { IconLock } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/Notice';
import { LoadingBlock } from '../../shared/ui/Spinner';
import { checkPasswordLink, consumePasswordLink } from '../api/settings';
import { AuthLayout } from '../layout/AuthLayout';

const MIN_LENGTH = 12;

/** The token of a set-password link is in the fragment (`#token=dpl_…`), so it never reaches a server log. */
function tokenFromHash(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return new URLSearchParams(hash).get('token') ?? '';
}

function InvalidLink({ error }: { error: unknown }) {
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <AuthLayout title="This link no longer works">
      <div className="space-y-4 text-sm text-gray-700">
        {notFound || error === null ? (
          <p>
            The link to set your password is invalid, has already been used, or has expired (links work once, for 24
            hours). Ask an admin of your account for a new one.
          </p>
        ) : (
          <Notice tone="error">{isApiError(error) ? error.message : 'Something went wrong. Try again.'}</Notice>
        )}
        <p>
          <Link to="/sign-in" className="font-medium text-accent-700 hover:underline underline-offset-2">
            Go to sign in
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

export function SetPasswordPage() {
  const navigate = useNavigate();
  const [token] = useState(tokenFromHash);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    document.title = 'Set your password · Dossier';
  }, []);

  const link = useQuery({
    queryKey: ['password_link', token],
    queryFn: () => checkPasswordLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (token === '') return <InvalidLink error={null} />;
  if (link.isPending) {
    return (
      <AuthLayout title="Set your password">
        <LoadingBlock label="Checking your link" lines={3} />
      </AuthLayout>
    );
  }
  if (link.isError) return <InvalidLink error={link.error} />;

  const who = link.data;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (password.length < MIN_LENGTH) {
      setError(
        new ApiError({
          status: 400,
          code: 'validation_failed',
          message: '',
          details: [{ field: 'password', message: `Use at least ${MIN_LENGTH} characters` }],
        }),
      );
      return;
    }
    setPending(true);
    setError(null);
    try {
      const user = await consumePasswordLink(token, password);
      await navigate({ to: '/sign-in', search: { email: user.email, reason: 'password_set' }, replace: true });
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };

  const fields = fieldErrorsOf(error);
  const expired = isApiError(error) && error.status === 404;
  const formMessage = isApiError(error) && error.message !== '' && !fields.password ? error.message : null;

  return (
    <AuthLayout
      title="Set your password"
      subtitle={
        <>
          For <span className="font-medium text-gray-900">{who.name}</span> ·{' '}
          <span className="text-gray-900">{who.email}</span>
        </>
      }
    >
      {expired ? (
        <Notice tone="error" className="mb-5">
          This link is no longer valid. Ask an admin of your account for a new one.
        </Notice>
      ) : (
        formMessage && (
          <Notice tone="error" className="mb-5">
            {formMessage}
          </Notice>
        )
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <input type="email" name="username" autoComplete="username" value={who.email} readOnly hidden />
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={MIN_LENGTH}
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields.password}
          hint={
            <span className="flex items-center gap-1.5">
              <IconLock size={13} />
              At least {MIN_LENGTH} characters. A passphrase of a few words works well.
              <span className="ml-auto tabular text-gray-500" aria-hidden="true">
                {password.length}/{MIN_LENGTH}
              </span>
            </span>
          }
        />
        <Button type="submit" variant="primary" className="w-full !h-9" pending={pending}>
          Set password
        </Button>
      </form>
      <p className="mt-6 text-13 text-gray-500">This link works once and expires {formatDateTime(who.expires_at)}.</p>
    </AuthLayout>
  );
}

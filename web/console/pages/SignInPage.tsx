import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, type FieldError, isApiError } from '../../shared/api/client';
import { fieldErrorsOf } from '../../shared/lib/form-errors';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { Notice } from '../../shared/ui/Notice';
import { PasskeyCancelled, passkeysSupported, secondFactorWithPasskey, signInWithPasskey } from '../api/passkeys';
import { SESSION_KEY, type SecondFactorMethod, signIn, signInSecondFactor, startSsoSignIn } from '../api/session';
import type { Session } from '../api/types';
import { AuthLayout } from '../layout/AuthLayout';
import { safeRedirect } from '../router-helpers';
import { ssoErrorText } from './sso-errors';

const REASONS = {
  ended: { tone: 'info', text: 'Your session has ended. Sign in again.' },
  signed_out: { tone: 'info', text: 'You have signed out.' },
  signed_out_everywhere: { tone: 'info', text: 'You have signed out on every device.' },
  password_set: { tone: 'success', text: 'Your password is set. Sign in with it now.' },
} as const;

export type SignInReason = keyof typeof REASONS;

export function isSignInReason(value: unknown): value is SignInReason {
  return typeof value === 'string' && Object.hasOwn(REASONS, value);
}

function waitText(seconds: number | null): string {
  if (seconds === null) return '';
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? ' Try again in a minute.' : ` Try again in ${minutes} minutes.`;
}

function signInError(error: unknown): string {
  if (error instanceof PasskeyCancelled) return 'No passkey was used: the request was cancelled or timed out.';
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Something went wrong. Try again.';
  if (error.status === 429) {
    // The server's message already names the wait when it has one; add it from Retry-After otherwise.
    return /\d/.test(error.message) ? error.message : `${error.message}${waitText(error.retryAfter)}`;
  }
  return error.message;
}

export function SignInPage() {
  const search = useSearch({ from: '/sign-in' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(search.email ?? '');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  /** The second step, after a correct password, for a user with two-factor authentication. */
  const [secondStep, setSecondStep] = useState<null | 'code' | 'recovery' | 'passkey'>(null);
  const [methods, setMethods] = useState<SecondFactorMethod[]>([]);
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  /**
   * Sign-ins for this e-mail from here are locked (someone else's wrong passwords, perhaps): a user with an
   * authenticator app signs in anyway by giving its code with the password, in one request.
   */
  const [lockCodeShown, setLockCodeShown] = useState(false);
  const [lockCode, setLockCode] = useState('');

  useEffect(() => {
    if (secondStep === 'code' || secondStep === 'recovery') codeRef.current?.focus();
  }, [secondStep]);

  const enter = async (session: Session) => {
    queryClient.clear();
    queryClient.setQueryData(SESSION_KEY, session);
    await navigate({ href: safeRedirect(search.redirect), replace: true });
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (code.trim() === '') {
      const field = secondStep === 'recovery' ? 'recovery_code' : 'code';
      const message = secondStep === 'recovery' ? 'Enter a recovery code' : 'Enter the code from your app';
      setError(new ApiError({ status: 400, code: 'validation_failed', message: '', details: [{ field, message }] }));
      codeRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await enter(
        await signInSecondFactor(secondStep === 'recovery' ? { recovery_code: code.trim() } : { code: code.trim() }),
      );
    } catch (e) {
      setError(e);
      setCode('');
      // The sign-in itself ended (expired, or too many wrong codes): back to the password.
      if (isApiError(e) && /Sign in again/.test(e.message)) {
        setSecondStep(null);
        setPassword('');
      } else codeRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  /** A passkey ceremony: passwordless, or the second step; a failure stays on the same step. */
  const withPasskey = async (ceremony: () => Promise<Session>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await enter(await ceremony());
    } catch (e) {
      setError(e);
      if (isApiError(e) && /Sign in again/.test(e.message)) {
        setSecondStep(null);
        setPassword('');
      }
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    document.title = 'Sign in · Dossier';
    if (search.email) passwordRef.current?.focus();
    else emailRef.current?.focus();
  }, [search.email]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing: FieldError[] = [];
    if (email.trim() === '') missing.push({ field: 'email', message: 'Enter your email address' });
    if (password === '') missing.push({ field: 'password', message: 'Enter your password' });
    if (missing.length > 0) {
      setError(new ApiError({ status: 400, code: 'validation_failed', message: '', details: missing }));
      (email.trim() === '' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      const session = await signIn(email.trim(), password, lockCodeShown ? lockCode.replace(/\s/g, '') : undefined);
      if ('mfa' in session) {
        setCode('');
        setMethods(session.mfa);
        // A passkey first when there is one: one touch, and it cannot be phished.
        setSecondStep(session.mfa.includes('passkey') ? 'passkey' : 'code');
        return;
      }
      await enter(session);
    } catch (e) {
      setError(e);
      setPassword('');
      setLockCode('');
      if (isApiError(e) && e.status === 429) setLockCodeShown(true);
      passwordRef.current?.focus();
    } finally {
      setPending(false);
    }
  };

  /**
   * "Sign in with SSO": the work e-mail names the account's identity provider; the browser goes there and comes back
   * signed in (or to this page with the reason it was not).
   */
  const startSso = async () => {
    if (pending) return;
    if (email.trim() === '') {
      const message = 'Enter your work email, then choose Sign in with SSO';
      setError(
        new ApiError({ status: 400, code: 'validation_failed', message: '', details: [{ field: 'email', message }] }),
      );
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      window.location.assign(await startSsoSignIn(email.trim()));
    } catch (e) {
      setError(
        isApiError(e) && e.status === 404
          ? new ApiError({
              status: 404,
              code: 'not_found',
              message: 'Single sign-on is not set up for this email’s domain. Sign in with your password.',
              details: [],
            })
          : e,
      );
      emailRef.current?.focus();
      setPending(false);
    }
  };

  const fields = fieldErrorsOf(error);
  const reason = search.reason && !error ? REASONS[search.reason] : null;
  const ssoError = search.sso_error && !error ? ssoErrorText(search.sso_error) : null;
  const message = error && !(isApiError(error) && error.message === '') ? signInError(error) : null;
  const locked = error instanceof ApiError && error.status === 429;

  if (secondStep === 'passkey') {
    return (
      <AuthLayout title="Two-factor authentication" subtitle="Confirm it’s you with one of your passkeys.">
        {message && (
          <Notice tone="error" className="mb-5" title={locked ? 'Sign-in paused' : undefined}>
            {message}
          </Notice>
        )}
        <Button
          variant="primary"
          className="w-full !h-9"
          pending={pending}
          onClick={() => withPasskey(secondFactorWithPasskey)}
        >
          Use your passkey
        </Button>
        {methods.includes('totp') && (
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-13 text-gray-500">
            {(['code', 'recovery'] as const).map((step) => (
              <button
                key={step}
                type="button"
                className="font-medium text-accent-700 underline-offset-2 hover:underline"
                onClick={() => {
                  setError(null);
                  setCode('');
                  setSecondStep(step);
                }}
              >
                {step === 'code' ? 'Use your authenticator app' : 'Use a recovery code'}
              </button>
            ))}
          </p>
        )}
      </AuthLayout>
    );
  }

  if (secondStep !== null) {
    const recovery = secondStep === 'recovery';
    return (
      <AuthLayout
        title="Two-factor authentication"
        subtitle={
          recovery
            ? 'Enter one of the recovery codes you saved. Each works once.'
            : 'Enter the 6-digit code from your authenticator app.'
        }
      >
        {message && (
          <Notice tone="error" className="mb-5" title={locked ? 'Sign-in paused' : undefined}>
            {message}
          </Notice>
        )}
        <form noValidate onSubmit={submitCode} className="space-y-4">
          <TextField
            key={secondStep}
            ref={codeRef}
            label={recovery ? 'Recovery code' : 'Authentication code'}
            name={recovery ? 'recovery_code' : 'code'}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={recovery ? fields.recovery_code : fields.code}
          />
          <Button type="submit" variant="primary" className="w-full !h-9" pending={pending}>
            Verify
          </Button>
        </form>
        <p className="mt-6 text-13 text-gray-500">
          <a
            href={recovery ? '#authentication-code' : '#recovery-code'}
            className="font-medium text-accent-700 underline-offset-2 hover:underline"
            onClick={(e) => {
              e.preventDefault();
              setError(null);
              setCode('');
              setSecondStep(recovery ? 'code' : 'recovery');
            }}
          >
            {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
          </a>
          {methods.includes('passkey') && (
            <button
              type="button"
              className="ml-4 font-medium text-accent-700 underline-offset-2 hover:underline"
              onClick={() => {
                setError(null);
                setSecondStep('passkey');
              }}
            >
              Use a passkey
            </button>
          )}
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in" subtitle="Review and manage business verifications.">
      {reason && (
        <Notice tone={reason.tone} className="mb-5" live>
          {reason.text}
        </Notice>
      )}
      {ssoError && (
        <Notice tone="error" className="mb-5" title={ssoError.title} live>
          {ssoError.text}
        </Notice>
      )}
      {message && (
        <Notice tone="error" className="mb-5" title={locked ? 'Sign-in paused' : undefined}>
          {message}
        </Notice>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields.email}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields.password}
        />
        {lockCodeShown && (
          <TextField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={lockCode}
            onChange={(e) => setLockCode(e.target.value)}
            error={fields.code ?? fields.recovery_code}
            hint="If you use an authenticator app, enter its code with your password to sign in"
          />
        )}
        <Button type="submit" variant="primary" className="w-full !h-9" pending={pending}>
          Sign in
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs text-gray-500" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        or
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <div className="space-y-2">
        {passkeysSupported() && (
          <Button
            type="button"
            variant="secondary"
            className="w-full !h-9"
            disabled={pending}
            onClick={() => withPasskey(signInWithPasskey)}
          >
            Sign in with a passkey
          </Button>
        )}
        <Button type="button" variant="secondary" className="w-full !h-9" onClick={startSso} disabled={pending}>
          Sign in with SSO
        </Button>
      </div>
      <p className="mt-1.5 text-center text-13 text-gray-500">SSO uses the email above to find your organisation.</p>
      <p className="mt-6 text-13 text-gray-500">
        No password yet, or forgot it? Ask an admin of your account for a set-password link.
      </p>
    </AuthLayout>
  );
}

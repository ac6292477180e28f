import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, setCsrfToken, unwrap } from '../../shared/api/client';
import type { Session, SessionListItem } from './types';

export const SESSION_KEY = ['session'] as const;

/** The signed-in session, or null when there is none (401). */
export async function fetchSession(): Promise<Session | null> {
  try {
    const { session } = await unwrap(api.GET('/api/v1/session'));
    setCsrfToken(session.csrf_token);
    return session;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw e;
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: fetchSession,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
});

export type SecondFactorMethod = 'totp' | 'passkey';

/** A session, or the second factors to choose from when the user has two-factor authentication. */
/**
 * The password, and while sign-ins are locked the authenticator's code with it (six digits: `code`; anything else
 * is taken for a recovery code): only both right sign in past the lock.
 */
export async function signIn(
  email: string,
  password: string,
  lockCode?: string,
): Promise<Session | { mfa: SecondFactorMethod[] }> {
  const codes =
    lockCode === undefined || lockCode === ''
      ? {}
      : /^\d{6}$/.test(lockCode)
        ? { code: lockCode }
        : { recovery_code: lockCode };
  const answer = await unwrap(api.POST('/api/v1/session', { body: { email, password, ...codes } }));
  if (!('session' in answer)) return { mfa: answer.methods };
  setCsrfToken(answer.session.csrf_token);
  return answer.session;
}

/** "Sign in with SSO": the address of the account's identity provider for this work e-mail. */
export async function startSsoSignIn(email: string): Promise<string> {
  return (await unwrap(api.POST('/api/v1/sso/start', { body: { email } }))).authorization_url;
}

/** The second step: the authenticator's code, or one recovery code. */
export async function signInSecondFactor(answer: { code: string } | { recovery_code: string }): Promise<Session> {
  const { session } = await unwrap(api.POST('/api/v1/session/mfa', { body: answer }));
  setCsrfToken(session.csrf_token);
  return session;
}

export async function startMfaSetup() {
  return unwrap(api.POST('/api/v1/session/mfa_setup'));
}

export async function confirmMfaSetup(code: string): Promise<string[]> {
  const { recovery_codes } = await unwrap(api.POST('/api/v1/session/mfa_setup/confirm', { body: { code } }));
  return recovery_codes;
}

export async function signOut(): Promise<void> {
  await unwrap(api.DELETE('/api/v1/session'));
}

export async function signOutEverywhere(): Promise<void> {
  await unwrap(api.POST('/api/v1/session/end_all'));
}

/** The signed-in user's own open sessions, newest first (the current one marked). */
export const ownSessionsQuery = queryOptions({
  queryKey: ['sessions', 'own'] as const,
  queryFn: async (): Promise<SessionListItem[]> => (await unwrap(api.GET('/api/v1/sessions'))).sessions,
});

export async function endOwnSession(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/v1/sessions/{id}', { params: { path: { id } } }));
}

import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, setCsrfToken, unwrap } from '../../shared/api/client';
import type { Session } from './types';

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

export async function signIn(email: string, password: string): Promise<Session> {
  const { session } = await unwrap(api.POST('/api/v1/session', { body: { email, password } }));
  setCsrfToken(session.csrf_token);
  return session;
}

export async function signOut(): Promise<void> {
  await unwrap(api.DELETE('/api/v1/session'));
}

export async function signOutEverywhere(): Promise<void> {
  await unwrap(api.POST('/api/v1/session/end_all'));
}

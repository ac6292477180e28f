import {
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import { api, setCsrfToken, unwrap } from '../../shared/api/client';
import type { Passkey, Session } from './types';

/** The signed-in user's passkeys, oldest first. */
export const passkeysQuery = queryOptions({
  queryKey: ['passkeys'] as const,
  queryFn: async (): Promise<Passkey[]> => (await unwrap(api.GET('/api/v1/session/passkeys'))).passkeys,
});

/**
 * What the browser said when the passkey ceremony did not finish, in words for the person: most often they
 * closed the prompt (NotAllowedError), which is no error of theirs.
 */
export class PasskeyCancelled extends Error {}

function browserFailure(error: unknown): Error {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new Error('This device already has a passkey for your account.');
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return new PasskeyCancelled('The passkey request was cancelled or timed out.');
  }
  if (error instanceof WebAuthnError) return new Error(error.message);
  return error instanceof Error ? error : new Error('The browser could not use a passkey.');
}

/** Asks the browser for an assertion to the server's options. */
async function assertion(options: unknown): Promise<AuthenticationResponseJSON> {
  try {
    return await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw browserFailure(error);
  }
}

/** "Add a passkey": the server's challenge, the browser's new credential, then the server keeps it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const { options } = await unwrap(api.POST('/api/v1/session/passkeys/challenge'));
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw browserFailure(error);
  }
  const { passkey } = await unwrap(
    api.POST('/api/v1/session/passkeys', { body: { name, credential: credential as never } }),
  );
  return passkey;
}

export async function removePasskey(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/v1/session/passkeys/{id}', { params: { path: { id } } }));
}

/** "Sign in with a passkey": no e-mail, the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey(): Promise<Session> {
  const { options } = await unwrap(api.POST('/api/v1/session/passkey/challenge'));
  const credential = await assertion(options);
  const { session } = await unwrap(api.POST('/api/v1/session/passkey', { body: { credential: credential as never } }));
  setCsrfToken(session.csrf_token);
  return session;
}

/** The second step of a password sign-in, answered with one of the user's passkeys. */
export async function secondFactorWithPasskey(): Promise<Session> {
  const { options } = await unwrap(api.POST('/api/v1/session/mfa/passkey_challenge'));
  const passkey = await assertion(options);
  const { session } = await unwrap(api.POST('/api/v1/session/mfa', { body: { passkey: passkey as never } }));
  setCsrfToken(session.csrf_token);
  return session;
}

/** Whether this browser can make and use passkeys at all (no WebAuthn, or an insecure origin: no). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { fromBigint } from '../db/column-values.js';
import {
  findPasskeyByCredentialIdUnscoped,
  listPasskeys,
  type PasskeyRow,
  recordPasskeyUse,
} from '../db/repositories/passkeys-repository.js';
import { findUser, type UserRow } from '../db/repositories/users-repository.js';
import { AppError } from '../domain/app-error.js';
import { relyingPartyOf, userHandleOf } from '../domain/webauthn-party.js';
import { issuePasskeyChallenge, PASSKEY_CHALLENGE_MS, takePasskeyChallenge } from './passkey-challenges.js';
import { transportsOf } from './passkeys.js';
import type { ServiceContext } from './service-context.js';
import { type SessionDevice, startUserSession, type UserPrincipal } from './user-sessions.js';

const PASSKEY_NOT_ACCEPTED = 'This passkey was not accepted. Try again, or sign in with your e-mail and password.';

/**
 * The options for a passwordless sign-in: no e-mail, no list of credentials (the browser offers the passkeys it
 * holds for this site), user verification required, since the passkey is the only factor given.
 */
export async function startPasskeySignIn(ctx: ServiceContext): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = await issuePasskeyChallenge(ctx, 'sign_in', {});
  return generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.publicUrl).id,
    challenge: challenge.bytes,
    timeout: PASSKEY_CHALLENGE_MS,
    userVerification: 'required',
  });
}

/**
 * A passwordless sign-in. It does not go through the password lockout: that lock is per (e-mail, address) and
 * about passwords, and a passkey's signature cannot be guessed, so a lock that others' wrong passwords caused does
 * not stop it. Every failure is the one 401, whatever the reason (unknown credential, spent challenge, bad
 * signature, counter gone backwards), so it tells a prober nothing.
 */
export async function completePasskeySignIn(
  ctx: ServiceContext,
  credential: AuthenticationResponseJSON,
  device: SessionDevice,
): Promise<{ sessionToken: string; principal: UserPrincipal }> {
  const taken = await takePasskeyChallenge(ctx, credential?.response?.clientDataJSON, 'sign_in');
  if (!taken) throw new AppError('unauthorized', PASSKEY_NOT_ACCEPTED);
  const passkey = await findPasskeyByCredentialIdUnscoped(ctx.db, String(credential.id));
  if (!passkey) throw new AppError('unauthorized', PASSKEY_NOT_ACCEPTED);
  const user = await findUser(ctx.db, passkey.account_id, passkey.user_id);
  if (!user || user.deactivated_at !== null) throw new AppError('unauthorized', PASSKEY_NOT_ACCEPTED);
  // A discoverable credential names its user; it must be the one the credential was registered to.
  const handle = credential.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(user.id)).toString('base64url')) {
    throw new AppError('unauthorized', PASSKEY_NOT_ACCEPTED);
  }
  if (!(await verifyAssertion(ctx, passkey, credential, taken.challenge, true))) {
    throw new AppError('unauthorized', PASSKEY_NOT_ACCEPTED);
  }
  return startUserSession(ctx, user, device);
}

/** The options for the second step of a password sign-in: only this user's passkeys, bound to that sign-in. */
export async function passkeyOptionsForSecondFactor(
  ctx: ServiceContext,
  user: UserRow,
  mfaChallengeId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await listPasskeys(ctx.db, user.account_id, user.id);
  if (passkeys.length === 0) throw new AppError('conflict', 'You have no passkey: use your authenticator app');
  const challenge = await issuePasskeyChallenge(ctx, 'second_factor', {
    accountId: user.account_id,
    userId: user.id,
    mfaChallengeId,
  });
  return generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.publicUrl).id,
    challenge: challenge.bytes,
    timeout: PASSKEY_CHALLENGE_MS,
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    userVerification: 'preferred',
  });
}

/**
 * The second factor by passkey: the response must answer a challenge given to this very sign-in, with one of this
 * user's passkeys (another user's, even of the same account, is refused). False counts as a wrong answer.
 */
export async function acceptPasskeySecondFactor(
  ctx: ServiceContext,
  user: UserRow,
  mfaChallengeId: string,
  credential: AuthenticationResponseJSON,
): Promise<boolean> {
  const taken = await takePasskeyChallenge(ctx, credential?.response?.clientDataJSON, 'second_factor');
  if (!taken || taken.row.mfa_challenge_id !== mfaChallengeId || taken.row.user_id !== user.id) return false;
  const passkey = await findPasskeyByCredentialIdUnscoped(ctx.db, String(credential.id));
  if (!passkey || passkey.user_id !== user.id || passkey.account_id !== user.account_id) return false;
  return verifyAssertion(ctx, passkey, credential, taken.challenge, false);
}

/**
 * Checks the signature, origin, RP ID and counter, then records the use. The counter must move forward (unless the
 * authenticator keeps none, as synced passkeys do): a counter at or below the stored one suggests a cloned key.
 */
async function verifyAssertion(
  ctx: ServiceContext,
  passkey: PasskeyRow,
  credential: AuthenticationResponseJSON,
  challenge: string,
  requireUserVerification: boolean,
): Promise<boolean> {
  const rp = relyingPartyOf(ctx.publicUrl);
  const previousCounter = fromBigint(passkey.counter);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: previousCounter,
        transports: transportsOf(passkey) as never,
      },
      requireUserVerification,
    });
    if (!result.verified) return false;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    return false;
  }
  return recordPasskeyUse(ctx.db, passkey.id, { previousCounter, newCounter, at: ctx.now() });
}

import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { fromBool } from '../db/column-values.js';
import {
  deletePasskey,
  findPasskeyByCredentialIdUnscoped,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
} from '../db/repositories/passkeys-repository.js';
import { findUser } from '../db/repositories/users-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { isUuid, uuidv7 } from '../domain/uuid.js';
import { relyingPartyOf, userHandleOf } from '../domain/webauthn-party.js';
import { recordAccountEvent } from './account-audit.js';
import { issuePasskeyChallenge, PASSKEY_CHALLENGE_MS, takePasskeyChallenge } from './passkey-challenges.js';
import type { Actor, ServiceContext } from './service-context.js';
import type { UserPrincipal } from './user-sessions.js';

/** A passkey as its owner sees it: never the key itself. */
export interface PasskeyInfo {
  readonly id: string;
  readonly name: string;
  /** Synced by a password manager or platform account (a "multi-device" credential), as the authenticator says. */
  readonly backed_up: boolean;
  readonly created_at: string;
  readonly last_used_at: string | null;
}

export function presentPasskey(row: PasskeyRow): PasskeyInfo {
  return {
    id: row.id,
    name: row.name,
    backed_up: fromBool(row.backed_up),
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}

export async function listOwnPasskeys(ctx: ServiceContext, principal: UserPrincipal): Promise<PasskeyInfo[]> {
  return (await listPasskeys(ctx.db, principal.accountId, principal.userId)).map(presentPasskey);
}

/**
 * The options for navigator.credentials.create(): a discoverable credential (so it can sign in without an e-mail),
 * none of the user's existing authenticators again. The challenge is bound to this session.
 */
export async function startPasskeyRegistration(
  ctx: ServiceContext,
  principal: UserPrincipal,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await findUser(ctx.db, principal.accountId, principal.userId);
  if (!user) throw AppError.unauthorized();
  const rp = relyingPartyOf(ctx.publicUrl);
  const existing = await listPasskeys(ctx.db, user.account_id, user.id);
  const challenge = await issuePasskeyChallenge(ctx, 'register', {
    accountId: user.account_id,
    userId: user.id,
    sessionId: principal.sessionId,
  });
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandleOf(user.id),
    challenge: challenge.bytes,
    timeout: PASSKEY_CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

const TRY_AGAIN = 'The passkey could not be added: this request has expired or was already used. Try again.';

/** Checks the authenticator's answer to this session's challenge and keeps the new credential. Audit-logged. */
export async function finishPasskeyRegistration(
  ctx: ServiceContext,
  principal: UserPrincipal,
  input: { name: string; credential: RegistrationResponseJSON },
): Promise<PasskeyInfo> {
  const name = input.name.trim();
  if (name === '') throw AppError.field('name', 'must not be empty');
  const taken = await takePasskeyChallenge(ctx, input.credential?.response?.clientDataJSON, 'register');
  // Another session's or another user's challenge is as good as none.
  if (!taken || taken.row.user_id !== principal.userId || taken.row.session_id !== principal.sessionId) {
    throw new AppError('validation_failed', TRY_AGAIN, [{ field: 'credential', message: 'answers no open request' }]);
  }
  const rp = relyingPartyOf(ctx.publicUrl);
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    throw new AppError('validation_failed', 'The passkey could not be verified', [
      { field: 'credential', message: (error as Error).message.slice(0, 200) },
    ]);
  }
  if (!verified.verified) {
    throw AppError.field('credential', 'could not be verified');
  }
  const { credential, credentialBackedUp } = verified.registrationInfo;
  const now = ctx.now();
  const actor: Actor = { type: 'user', id: principal.userId, accountId: principal.accountId };
  return inTransaction(ctx.db, async (trx) => {
    if (await findPasskeyByCredentialIdUnscoped(trx, credential.id)) {
      throw new AppError('conflict', 'This passkey is already registered');
    }
    const row = {
      id: uuidv7(),
      account_id: principal.accountId,
      user_id: principal.userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name: name.slice(0, 100),
      backed_up: credentialBackedUp,
      created_at: now,
      last_used_at: null,
    } satisfies PasskeyRow;
    await insertPasskey(trx, row);
    await recordAccountEvent(
      trx,
      actor,
      'user.passkey_added',
      { user_id: principal.userId, passkey_id: row.id, name: row.name },
      now,
    );
    return presentPasskey(row);
  });
}

/** Removes one of the signed-in user's passkeys; another user's is not found. Audit-logged. */
export async function removeOwnPasskey(ctx: ServiceContext, principal: UserPrincipal, id: string): Promise<void> {
  if (!isUuid(id)) throw AppError.notFound('Passkey');
  const now = ctx.now();
  const actor: Actor = { type: 'user', id: principal.userId, accountId: principal.accountId };
  await inTransaction(ctx.db, async (trx) => {
    const removed = await deletePasskey(trx, principal.accountId, principal.userId, id, now);
    if (!removed) throw AppError.notFound('Passkey');
    await recordAccountEvent(
      trx,
      actor,
      'user.passkey_removed',
      { user_id: principal.userId, passkey_id: id, name: removed.name },
      now,
    );
  });
}

export function transportsOf(row: PasskeyRow): string[] {
  return row.transports === '' ? [] : row.transports.split(',');
}

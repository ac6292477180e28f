import {
  deleteExpiredPasskeyChallenges,
  insertPasskeyChallenge,
  type PasskeyChallengeRow,
  spendPasskeyChallengeUnscoped,
} from '../db/repositories/passkeys-repository.js';
import { sha256Hex } from '../domain/random-token.js';
import { uuidv7 } from '../domain/uuid.js';
import { challengeOfClientData, newWebAuthnChallenge } from '../domain/webauthn-party.js';
import type { ServiceContext } from './service-context.js';

/** Long enough to touch a key or a fingerprint reader; a challenge older than this is refused. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

export type PasskeyPurpose = 'register' | 'second_factor' | 'sign_in';

/** What a challenge is bound to: a registration to the user's session, a second factor to the half-signed-in state. */
export interface PasskeyChallengeBinding {
  readonly accountId?: string;
  readonly userId?: string;
  readonly sessionId?: string;
  readonly mfaChallengeId?: string;
}

/** A new challenge, recorded (only its hash) for one ceremony of one purpose. */
export async function issuePasskeyChallenge(
  ctx: ServiceContext,
  purpose: PasskeyPurpose,
  binding: PasskeyChallengeBinding,
): Promise<{ readonly bytes: Uint8Array<ArrayBuffer>; readonly text: string }> {
  const nowMs = Date.parse(ctx.now());
  const now = new Date(nowMs).toISOString();
  const challenge = newWebAuthnChallenge();
  await deleteExpiredPasskeyChallenges(ctx.db, now);
  await insertPasskeyChallenge(ctx.db, {
    id: uuidv7(),
    challenge_hash: sha256Hex(challenge.text),
    purpose,
    account_id: binding.accountId ?? null,
    user_id: binding.userId ?? null,
    session_id: binding.sessionId ?? null,
    mfa_challenge_id: binding.mfaChallengeId ?? null,
    created_at: now,
    expires_at: new Date(nowMs + PASSKEY_CHALLENGE_MS).toISOString(),
    used_at: null,
  });
  return challenge;
}

/**
 * Spends the challenge a response answers, before its signature is checked: a challenge serves one attempt, right
 * or wrong. Undefined when it is unknown, used, expired, or was given for another purpose. The caller checks the
 * binding and then verifies the response against `challenge`.
 */
export async function takePasskeyChallenge(
  ctx: ServiceContext,
  clientDataJson: unknown,
  purpose: PasskeyPurpose,
): Promise<{ readonly row: PasskeyChallengeRow; readonly challenge: string } | undefined> {
  const challenge = challengeOfClientData(clientDataJson);
  if (challenge === null) return undefined;
  const row = await spendPasskeyChallengeUnscoped(ctx.db, sha256Hex(challenge), ctx.now());
  if (row === undefined || row.purpose !== purpose) return undefined;
  return { row, challenge };
}

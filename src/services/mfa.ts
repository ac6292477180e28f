import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import QRCode from 'qrcode';
import type { Db } from '../db/database.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import {
  advanceMfaStep,
  clearMfa,
  countMfaChallengeFailure,
  countUnusedRecoveryCodes,
  enableMfa,
  findMfaChallengeByHashUnscoped,
  hasUnusedRecoveryCode,
  insertMfaChallenge,
  recentMfaFailures,
  replaceRecoveryCodes,
  savePendingMfaSecret,
  spendMfaChallenge,
  spendRecoveryCode,
} from '../db/repositories/mfa-repository.js';
import { deleteAllPasskeys } from '../db/repositories/passkeys-repository.js';
import { findUser, type UserRow } from '../db/repositories/users-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { generateRandomToken, hasRandomTokenShape, sha256Hex } from '../domain/random-token.js';
import { newRecoveryCodes, recoveryCodeHash } from '../domain/recovery-codes.js';
import { secretBox } from '../domain/secret-box.js';
import { matchTotpCode, newTotpSecret, totpUri } from '../domain/totp.js';
import { uuidv7 } from '../domain/uuid.js';
import { recordAccountEvent } from './account-audit.js';
import { acceptPasskeySecondFactor, passkeyOptionsForSecondFactor } from './passkey-sign-in.js';
import type { Actor, ServiceContext } from './service-context.js';
import { type SessionDevice, startUserSession, type UserPrincipal } from './user-sessions.js';
import { presentUser, type UserInfo } from './users.js';

export const MFA_CHALLENGE_PREFIX = 'dsm_';
/** Long enough to open an authenticator app; short enough that a stolen challenge cookie soon means nothing. */
export const MFA_CHALLENGE_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it is spent: then the password has to be given again. */
export const MFA_CHALLENGE_MAX_FAILURES = 5;
/** Wrong codes across a user's challenges within the window before sign-ins wait. */
export const MFA_USER_MAX_FAILURES = 10;
export const MFA_USER_WINDOW_MS = 15 * 60_000;
const ISSUER = 'Dossier';

/** The ways a user can give the second factor: an authenticator app's code, a passkey, or both. */
export type SecondFactorMethod = 'totp' | 'passkey';

export function secondFactorMethods(user: UserRow): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (user.mfa_enabled_at !== null) methods.push('totp');
  if (user.passkey_count > 0) methods.push('passkey');
  return methods;
}

/** A TOTP app or at least one passkey: the password alone no longer signs in. */
export function hasSecondFactor(user: Pick<UserRow, 'mfa_enabled_at' | 'passkey_count'>): boolean {
  return user.mfa_enabled_at !== null || user.passkey_count > 0;
}

/** The TOTP secret is sealed under a key for this purpose only, bound to its user (see secret-box.ts). */
const totpBox = (ctx: ServiceContext) => secretBox(ctx.secret, 'totp');

/**
 * After a correct password, for a user with MFA: the half-signed-in state. Not a session: its token opens only
 * POST /session/mfa, for 5 minutes, once, and for 5 wrong codes at most.
 */
export async function openMfaChallenge(
  ctx: ServiceContext,
  user: UserRow,
): Promise<{ readonly token: string; readonly expiresAt: string; readonly methods: SecondFactorMethod[] }> {
  const nowMs = Date.parse(ctx.now());
  const failures = await recentMfaFailures(ctx.db, user.id, new Date(nowMs - MFA_USER_WINDOW_MS).toISOString());
  if (failures >= MFA_USER_MAX_FAILURES) {
    const error = new AppError('rate_limited', 'Too many wrong authentication codes. Try again in 15 minutes.');
    error.retryAfterSeconds = MFA_USER_WINDOW_MS / 1000;
    throw error;
  }
  const { token, hash } = generateRandomToken(MFA_CHALLENGE_PREFIX);
  const expiresAt = new Date(nowMs + MFA_CHALLENGE_MS).toISOString();
  await insertMfaChallenge(ctx.db, {
    id: uuidv7(),
    user_id: user.id,
    account_id: user.account_id,
    token_hash: hash,
    created_at: new Date(nowMs).toISOString(),
    expires_at: expiresAt,
    used_at: null,
  });
  return { token, expiresAt, methods: secondFactorMethods(user) };
}

const SIGN_IN_AGAIN = 'This sign-in has expired. Sign in again with your e-mail and password.';

/** The open half-signed-in state the cookie names, with its user; 401 for anything else. */
async function openChallengeOf(ctx: ServiceContext, challengeToken: string | null, nowMs: number) {
  if (challengeToken === null || !hasRandomTokenShape(challengeToken, MFA_CHALLENGE_PREFIX)) {
    throw new AppError('unauthorized', SIGN_IN_AGAIN);
  }
  const challenge = await findMfaChallengeByHashUnscoped(ctx.db, sha256Hex(challengeToken));
  if (!challenge || challenge.used_at !== null || Date.parse(challenge.expires_at) <= nowMs) {
    throw new AppError('unauthorized', SIGN_IN_AGAIN);
  }
  const user = await findUser(ctx.db, challenge.account_id, challenge.user_id);
  if (!user || user.deactivated_at !== null || !hasSecondFactor(user)) {
    throw new AppError('unauthorized', SIGN_IN_AGAIN);
  }
  return { challenge, user };
}

/** The WebAuthn options for answering the second step with a passkey, bound to this half-signed-in state. */
export async function startMfaPasskey(
  ctx: ServiceContext,
  challengeToken: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { challenge, user } = await openChallengeOf(ctx, challengeToken, Date.parse(ctx.now()));
  return passkeyOptionsForSecondFactor(ctx, user, challenge.id);
}

/**
 * The second step: a TOTP code (now ±1 step, never one already used), an unused recovery code, or a passkey's
 * answer to a challenge of this sign-in. A right answer spends the challenge and starts the session; a wrong one
 * counts, and the fifth spends the challenge.
 */
export async function completeMfaSignIn(
  ctx: ServiceContext,
  challengeToken: string | null,
  input: { code?: string; recovery_code?: string; passkey?: AuthenticationResponseJSON },
  device?: SessionDevice,
): Promise<{ sessionToken: string; principal: UserPrincipal }> {
  const now = ctx.now();
  const nowMs = Date.parse(now);
  const { challenge, user } = await openChallengeOf(ctx, challengeToken, nowMs);

  const accepted =
    input.passkey !== undefined
      ? await acceptPasskeySecondFactor(ctx, user, challenge.id, input.passkey)
      : input.recovery_code !== undefined
        ? user.mfa_enabled_at !== null &&
          (await spendRecoveryCode(ctx.db, user.id, recoveryCodeHash(input.recovery_code), now))
        : await acceptTotp(ctx, user, input.code ?? '', nowMs);
  if (!accepted) {
    const failures = await countMfaChallengeFailure(ctx.db, challenge.id);
    if (failures >= MFA_CHALLENGE_MAX_FAILURES) {
      await spendMfaChallenge(ctx.db, challenge.id, now);
      throw new AppError('unauthorized', `Too many wrong codes. ${SIGN_IN_AGAIN}`);
    }
    if (input.passkey !== undefined) {
      throw new AppError('unauthorized', 'The passkey was not accepted. Try again, or use another way.', [
        { field: 'passkey', message: 'was not accepted' },
      ]);
    }
    const what = input.recovery_code !== undefined ? 'recovery code' : 'authentication code';
    throw new AppError('unauthorized', `The ${what} is not correct`, [
      { field: input.recovery_code !== undefined ? 'recovery_code' : 'code', message: 'is not correct' },
    ]);
  }
  if (!(await spendMfaChallenge(ctx.db, challenge.id, now))) throw new AppError('unauthorized', SIGN_IN_AGAIN);
  return startUserSession(ctx, user, device);
}

async function acceptTotp(ctx: ServiceContext, user: UserRow, code: string, nowMs: number): Promise<boolean> {
  if (user.mfa_secret === null) return false;
  const secret = totpBox(ctx).open(user.mfa_secret, user.id);
  const step = matchTotpCode(secret, code, nowMs, user.mfa_last_step);
  return step !== null && (await advanceMfaStep(ctx.db, user.id, step));
}

/**
 * Checks an authenticator or recovery code without using it up: the sign-in past a lock checks the code whether
 * or not the password is right (the same work either way), and uses it up only when both are. Null when the code
 * is not right (or the user has no authenticator app); else `spend`, which uses it up in one statement and answers
 * false for a code another request used first (the replay guard).
 */
export async function peekAppCode(
  ctx: ServiceContext,
  user: UserRow,
  input: { readonly code?: string; readonly recovery_code?: string },
  nowMs: number,
): Promise<((db: Db) => Promise<boolean>) | null> {
  if (user.mfa_enabled_at === null || user.mfa_secret === null) return null;
  if (input.recovery_code !== undefined) {
    const hash = recoveryCodeHash(input.recovery_code);
    if (!(await hasUnusedRecoveryCode(ctx.db, user.id, hash))) return null;
    return (db) => spendRecoveryCode(db, user.id, hash, new Date(nowMs).toISOString());
  }
  const secret = totpBox(ctx).open(user.mfa_secret, user.id);
  const step = matchTotpCode(secret, input.code ?? '', nowMs, user.mfa_last_step);
  if (step === null) return null;
  return (db) => advanceMfaStep(db, user.id, step);
}

export interface MfaSetup {
  readonly secret: string;
  readonly otpauth_uri: string;
  /** A PNG data URL of the QR code (the console's CSP allows data: images). */
  readonly qr_code: string;
}

/** A new secret for the set-up page; it takes effect only once a code from it is confirmed. */
export async function startMfaSetup(ctx: ServiceContext, principal: UserPrincipal): Promise<MfaSetup> {
  const user = await findUser(ctx.db, principal.accountId, principal.userId);
  if (!user) throw AppError.unauthorized();
  if (user.mfa_enabled_at !== null) {
    throw new AppError('conflict', 'Two-factor authentication is already set up; an admin can reset it');
  }
  const secret = newTotpSecret();
  await savePendingMfaSecret(ctx.db, user.account_id, user.id, totpBox(ctx).seal(secret, user.id));
  const uri = totpUri(secret, user.email, ISSUER);
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 200 });
  return { secret, otpauth_uri: uri, qr_code: qrCode };
}

/** The first code from the new secret turns MFA on; the 10 recovery codes are answered here once. */
export async function confirmMfaSetup(
  ctx: ServiceContext,
  principal: UserPrincipal,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const user = await findUser(ctx.db, principal.accountId, principal.userId);
  if (!user) throw AppError.unauthorized();
  if (user.mfa_enabled_at !== null) throw new AppError('conflict', 'Two-factor authentication is already set up');
  if (user.mfa_pending_secret === null) {
    throw new AppError('conflict', 'Start the set-up first: there is no secret to confirm');
  }
  const box = totpBox(ctx);
  const secret = box.open(user.mfa_pending_secret, user.id);
  const now = ctx.now();
  const step = matchTotpCode(secret, code, Date.parse(now), null);
  if (step === null) throw AppError.field('code', 'is not correct: enter the code your app shows now');
  const codes = newRecoveryCodes();
  const actor: Actor = { type: 'user', id: user.id, accountId: user.account_id };
  await inTransaction(ctx.db, async (trx) => {
    const enabled = await enableMfa(trx, user.account_id, user.id, {
      sealedSecret: box.seal(secret, user.id),
      step,
      at: now,
    });
    if (!enabled) throw new AppError('conflict', 'Two-factor authentication is already set up');
    await replaceRecoveryCodes(
      trx,
      codes.map((c) => ({
        id: uuidv7(),
        accountId: user.account_id,
        userId: user.id,
        codeHash: recoveryCodeHash(c),
        at: now,
      })),
    );
    await recordAccountEvent(trx, actor, 'user.mfa_enabled', { user_id: user.id, method: 'totp' }, now);
  });
  return { recovery_codes: codes };
}

export async function mfaStatus(
  ctx: ServiceContext,
  principal: UserPrincipal,
): Promise<{ enabled: boolean; enabled_at: string | null; recovery_codes_left: number }> {
  const user = await findUser(ctx.db, principal.accountId, principal.userId);
  if (!user) throw AppError.unauthorized();
  return {
    enabled: user.mfa_enabled_at !== null,
    enabled_at: user.mfa_enabled_at,
    recovery_codes_left: user.mfa_enabled_at === null ? 0 : await countUnusedRecoveryCodes(ctx.db, user.id),
  };
}

/**
 * An admin's reset, for a user who lost their phone and codes: the user signs in with the password alone (or sets
 * MFA up again when the account requires it). It removes their passkeys too: a lost phone may hold one. Audit-logged
 * (with how many passkeys went); another account's user is not found.
 */
export async function resetUserMfa(ctx: ServiceContext, actor: Actor, userId: string): Promise<UserInfo> {
  const now = ctx.now();
  return inTransaction(ctx.db, async (trx) => {
    const user = await findUser(trx, actor.accountId, userId);
    if (!user) throw AppError.notFound('User');
    await clearMfa(trx, actor.accountId, userId, now);
    const passkeysRemoved = await deleteAllPasskeys(trx, actor.accountId, userId);
    await recordAccountEvent(
      trx,
      actor,
      'user.mfa_reset',
      {
        user_id: userId,
        email: user.email,
        was_enabled: user.mfa_enabled_at !== null,
        passkeys_removed: passkeysRemoved,
      },
      now,
    );
    return presentUser((await findUser(trx, actor.accountId, userId)) as UserRow);
  });
}

/** Whether the account makes this user set MFA up before anything else. */
export async function mfaSetupRequired(ctx: ServiceContext, user: UserRow): Promise<boolean> {
  if (hasSecondFactor(user)) return false;
  const account = await findAccountUnscoped(ctx.db, user.account_id);
  return account !== undefined && Boolean(account.require_mfa);
}

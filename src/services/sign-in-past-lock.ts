import { recentMfaFailures } from '../db/repositories/mfa-repository.js';
import { countSignInAttemptUnscoped, type SignInThrottleKey } from '../db/repositories/sign-in-throttle-repository.js';
import { isSsoEnforced } from '../db/repositories/sso-repository.js';
import { findUserByEmailUnscoped } from '../db/repositories/users-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { UNMATCHABLE_PASSWORD_HASH, verifyPassword } from '../domain/password-hash.js';
import { SIGN_IN_WINDOW_MS } from '../domain/session-policy.js';
import { recordAccountEvent } from './account-audit.js';
import { MFA_USER_MAX_FAILURES, MFA_USER_WINDOW_MS, peekAppCode } from './mfa.js';
import type { Actor, ServiceContext } from './service-context.js';
import type { SessionDevice, UserPrincipal } from './user-sessions.js';
import { startUserSession } from './user-sessions.js';
import { passwordsRefused } from './users.js';

/**
 * Code-bearing attempts one (e-mail, client address) pair gets while it is locked, per 15-minute window: each costs
 * a password check, so the lock still bounds them (5 before the lock plus 5 past it per window).
 */
export const SIGN_IN_LOCKED_CODE_ATTEMPTS = 5;

/**
 * The code-bearing attempts are counted in the throttle table too, on a row of their own: the same e-mail, and
 * the address under this prefix, which no client address key can have. No migration, the same single-statement
 * count (concurrent requests each get their own number), the same 15-minute window.
 */
const CODE_ATTEMPTS_PREFIX = 'code-past-lock:';

/** The answer of a locked sign-in: the same whatever the password, the code, or whether the e-mail exists. */
export function lockedOut(remainingMs: number): AppError {
  const minutes = Math.ceil(remainingMs / 60_000);
  const error = new AppError(
    'rate_limited',
    `Too many failed sign-ins for this e-mail from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  error.retryAfterSeconds = Math.ceil(remainingMs / 1000);
  return error;
}

/**
 * Issue 18, 1.8: a user with an authenticator app signs in past a lock others caused, without the lock becoming an
 * oracle. While the pair is locked, the password and the code come in ONE request, and only both right sign in;
 * any other combination (wrong password, wrong or used code, no authenticator app, unknown e-mail, too many
 * code-bearing attempts) gets exactly the locked answer. The code is checked (not used) before the password and
 * whatever the password, so the work done does not depend on the password either. Signing in past the lock leaves
 * it running, for this address and every other: whoever caused it still meets it.
 */
export async function signInPastLock(
  ctx: ServiceContext,
  input: {
    readonly key: SignInThrottleKey;
    readonly password: string;
    readonly code?: string;
    readonly recoveryCode?: string;
    readonly waitMs: number;
  },
  device: SessionDevice,
): Promise<{ sessionToken: string; principal: UserPrincipal }> {
  const locked = lockedOut(input.waitMs);
  const nowMs = Date.parse(ctx.now());
  const counted = await countSignInAttemptUnscoped(
    ctx.db,
    { email: input.key.email, clientAddress: `${CODE_ATTEMPTS_PREFIX}${input.key.clientAddress}` },
    { now: new Date(nowMs).toISOString(), windowCutoff: new Date(nowMs - SIGN_IN_WINDOW_MS).toISOString() },
  );
  if (counted.failures > SIGN_IN_LOCKED_CODE_ATTEMPTS) throw locked;

  const user = input.key.email === '' ? undefined : await findUserByEmailUnscoped(ctx.db, input.key.email);
  const usable = user !== undefined && user.deactivated_at === null && user.password_hash !== null;
  const spend = usable
    ? await peekAppCode(ctx, user, { code: input.code, recovery_code: input.recoveryCode }, nowMs)
    : null;
  ctx.onPasswordCheck?.();
  const matches = await verifyPassword(
    input.password,
    usable ? (user.password_hash as string) : UNMATCHABLE_PASSWORD_HASH,
  );
  if (!usable || !matches || spend === null) throw locked;
  // Wrong codes of the two-step sign-in make the user's sign-ins wait; that wait holds here too.
  const mfaFailures = await recentMfaFailures(ctx.db, user.id, new Date(nowMs - MFA_USER_WINDOW_MS).toISOString());
  if (mfaFailures >= MFA_USER_MAX_FAILURES) throw locked;
  // The password and the code are both right: this is the whole proof, so the answers after it may differ.
  if (await isSsoEnforced(ctx.db, user.account_id)) throw passwordsRefused();

  const now = new Date(nowMs).toISOString();
  return inTransaction(ctx.db, async (trx) => {
    // Used up in the same transaction as the session: a replayed code (another request won) signs nobody in.
    if (!(await spend(trx))) throw locked;
    const started = await startUserSession({ ...ctx, db: trx }, user, device);
    const actor: Actor = { type: 'user', id: user.id, accountId: user.account_id };
    await recordAccountEvent(
      trx,
      actor,
      'user.signed_in',
      {
        user_id: user.id,
        method: 'password',
        second_factor: input.recoveryCode !== undefined ? 'recovery_code' : 'totp',
        past_lock: true,
      },
      now,
    );
    return started;
  });
}

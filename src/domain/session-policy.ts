/** A console session ends after this long without a request… */
export const SESSION_IDLE_MS = 30 * 60_000;
/** …or this long after sign-in, whichever comes first. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads do not each become a write. */
export const SESSION_TOUCH_MS = 60_000;

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60_000;

export interface SessionTimes {
  readonly created_at: string;
  readonly last_seen_at: string;
  readonly expires_at: string;
  readonly ended_at: string | null;
}

/** When the session ends unless another request comes, or null when it has already ended. */
export function sessionIdleExpiry(session: SessionTimes, nowMs: number): string | null {
  if (session.ended_at !== null) return null;
  const absolute = Date.parse(session.expires_at);
  const idle = Date.parse(session.last_seen_at) + SESSION_IDLE_MS;
  const end = Math.min(absolute, idle);
  return end > nowMs ? new Date(end).toISOString() : null;
}

export interface ThrottleState {
  readonly failures: number;
  readonly window_started_at: string;
  readonly locked_until: string | null;
}

/** Milliseconds until sign-ins for the e-mail are allowed again, or 0 when they are allowed now. */
export function signInLockRemaining(state: ThrottleState | undefined, nowMs: number): number {
  if (!state || state.locked_until === null) return 0;
  return Math.max(0, Date.parse(state.locked_until) - nowMs);
}

/**
 * Whether an attempt, already counted (its row as countSignInAttempt left it), may have its password checked:
 * 0 when it may, else the milliseconds to wait. Refused while the pair is locked, and refused as soon as the count
 * passes the limit, even before the fifth failure has finished its check and written the lock: of any number of
 * requests in flight together, at most SIGN_IN_MAX_FAILURES reach the password hash per window.
 */
export function signInAttemptWait(attempt: ThrottleState, nowMs: number): number {
  const locked = signInLockRemaining(attempt, nowMs);
  if (locked > 0) return locked;
  return attempt.failures > SIGN_IN_MAX_FAILURES ? SIGN_IN_LOCK_MS : 0;
}

/** E-mails compare case-insensitively everywhere (sign-in, uniqueness, the throttle). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

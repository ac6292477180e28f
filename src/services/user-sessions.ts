import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromBool } from '../db/column-values.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import {
  clearSignInThrottleUnscoped,
  countSignInAttemptUnscoped,
  lockSignInUnscoped,
} from '../db/repositories/sign-in-throttle-repository.js';
import { isSsoEnforced } from '../db/repositories/sso-repository.js';
import {
  endOwnUserSession,
  endUserSession,
  endUserSessions,
  findSessionByHashUnscoped,
  insertUserSession,
  listOpenUserSessions,
  touchUserSession,
} from '../db/repositories/user-sessions-repository.js';
import { findUser, findUserByEmailUnscoped, type UserRow } from '../db/repositories/users-repository.js';
import { AppError } from '../domain/app-error.js';
import { clientAddressKey } from '../domain/client-address.js';
import { PASSWORD_MAX_LENGTH, UNMATCHABLE_PASSWORD_HASH, verifyPassword } from '../domain/password-hash.js';
import { generateRandomToken, hasRandomTokenShape, sha256Hex } from '../domain/random-token.js';
import {
  normalizeEmail,
  SESSION_ABSOLUTE_MS,
  SESSION_TOUCH_MS,
  SIGN_IN_LOCK_MS,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_WINDOW_MS,
  sessionIdleExpiry,
  signInAttemptWait,
} from '../domain/session-policy.js';
import { boundedUserAgent, deviceLabel } from '../domain/user-agent-label.js';
import type { UserRole } from '../domain/user-role.js';
import { isUuid, uuidv7 } from '../domain/uuid.js';
import { hasSecondFactor, openMfaChallenge, type SecondFactorMethod } from './mfa.js';
import type { ServiceContext } from './service-context.js';
import { lockedOut, signInPastLock } from './sign-in-past-lock.js';
import { passwordsRefused, presentUser, type UserInfo } from './users.js';

export const SESSION_PREFIX = 'dss_';

/**
 * How a session was signed in. `sso`: the account's identity provider proved the user, and is trusted to have asked
 * for whatever second factor the organisation requires, so "Require MFA" asks nothing more of such a session.
 */
export type SignInMethod = 'password' | 'sso';

/** A session proven by the identity provider meets "Require MFA"; a password session needs Dossier's own TOTP. */
function mfaSetupPending(
  requireMfa: unknown,
  user: Pick<UserRow, 'mfa_enabled_at' | 'passkey_count'>,
  method: string | null,
): boolean {
  return fromBool(requireMfa) && !hasSecondFactor(user) && method !== 'sso';
}

/** A signed-in user, as the HTTP layer sees it on each request. */
export interface UserPrincipal {
  readonly accountId: string;
  readonly userId: string;
  readonly role: UserRole;
  readonly sessionId: string;
  readonly sessionHash: string;
  /**
   * The account requires MFA and the user has not set it up: the session reaches only the set-up routes (and
   * its own description and sign-out) until they do.
   */
  readonly mfaSetupPending: boolean;
}

/** The CSRF token is derived from the session (HMAC under the server secret): nothing to store, nothing to sync. */
export function csrfTokenFor(ctx: ServiceContext, sessionHash: string): string {
  return createHmac('sha256', ctx.secret).update(`csrf:${sessionHash}`).digest('base64url');
}

export function csrfTokenMatches(ctx: ServiceContext, sessionHash: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  const expected = Buffer.from(csrfTokenFor(ctx, sessionHash));
  const actual = Buffer.from(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A session, or for a user with MFA the challenge of the second step. */
export type SignInResult =
  | { readonly sessionToken: string; readonly principal: UserPrincipal; readonly mfaChallenge?: undefined }
  | {
      readonly mfaChallenge: {
        readonly token: string;
        readonly expiresAt: string;
        readonly methods: SecondFactorMethod[];
      };
    };

/** Where a sign-in came from, kept with the session for the user's list of their sessions. */
export interface SessionDevice {
  readonly userAgent: string | null;
  readonly address: string | null;
}

const NO_DEVICE: SessionDevice = { userAgent: null, address: null };

const WRONG_CREDENTIALS = 'The e-mail or password is not correct';

/**
 * Signs a user in. The same answer, and about the same time, for an unknown e-mail and a wrong password.
 *
 * The lockout is per (e-mail, client address): five attempts for one e-mail from one address within 15 minutes
 * that are not a success lock that pair for 15 minutes, whatever password comes next; the same e-mail from another
 * address is not locked, so a stranger cannot lock a user out (issue 18, defect 8). Guessing from many addresses is
 * slowed by the per-address limit on the route (app.ts) instead. The attempt is counted in the database BEFORE the
 * password is checked, in one statement, so concurrent requests cannot all slip under the limit (defect 1).
 *
 * MFA/SSO seam: a sign-in proven by a second factor or by single sign-on passes a lock that others caused.
 * A passkey does so without coming here at all (passkey-sign-in.ts: no password, so no password lock), nor does a
 * sign-in through single sign-on (sso-sign-in.ts: the identity provider proves who the user is). A password plus
 * an authenticator code passes it only when both come in the same request (sign-in-past-lock.ts): answering a
 * correct password alone differently while locked would make the lock an oracle for guessing it, so anything short
 * of both right gets the locked answer. Outside a lock the code is not read: the two-step sign-in applies.
 */
export async function signIn(
  ctx: ServiceContext,
  input: { email: string; password: string; clientAddress: string; code?: string; recovery_code?: string },
  device: SessionDevice = NO_DEVICE,
): Promise<SignInResult> {
  const email = normalizeEmail(String(input.email ?? '')).slice(0, 320);
  const password = String(input.password ?? '').slice(0, PASSWORD_MAX_LENGTH * 4);
  const key = { email, clientAddress: clientAddressKey(String(input.clientAddress ?? '')) };
  const nowMs = Date.parse(ctx.now());
  const attempt = await countSignInAttemptUnscoped(ctx.db, key, {
    now: new Date(nowMs).toISOString(),
    windowCutoff: new Date(nowMs - SIGN_IN_WINDOW_MS).toISOString(),
  });
  const waitMs = signInAttemptWait(attempt, nowMs);
  if (waitMs > 0) {
    if (input.code === undefined && input.recovery_code === undefined) throw lockedOut(waitMs);
    const codes = { code: input.code, recoveryCode: input.recovery_code };
    return signInPastLock(ctx, { key, password, ...codes, waitMs }, device);
  }

  const user = email === '' ? undefined : await findUserByEmailUnscoped(ctx.db, email);
  const usable = user !== undefined && user.deactivated_at === null && user.password_hash !== null;
  ctx.onPasswordCheck?.();
  const matches = await verifyPassword(password, usable ? (user.password_hash as string) : UNMATCHABLE_PASSWORD_HASH);
  if (!usable || !matches) {
    // The fifth failure is still answered as a failure; the attempts after it meet the lock.
    if (attempt.failures >= SIGN_IN_MAX_FAILURES) {
      await lockSignInUnscoped(ctx.db, key, new Date(nowMs + SIGN_IN_LOCK_MS).toISOString());
    }
    throw new AppError('unauthorized', WRONG_CREDENTIALS);
  }
  await clearSignInThrottleUnscoped(ctx.db, key);
  // Checked only after the right password, so the answer tells a stranger nothing about which e-mails exist.
  if (await isSsoEnforced(ctx.db, user.account_id)) throw passwordsRefused();

  // The second step, after the password and apart from the throttle above: a user with MFA gets a challenge, not
  // a session (src/services/mfa.ts).
  if (hasSecondFactor(user)) return { mfaChallenge: await openMfaChallenge(ctx, user) };
  return startUserSession(ctx, user, device);
}

/** A new session for a user who has proved who they are (password, and the second factor when they have one). */
export async function startUserSession(
  ctx: ServiceContext,
  user: UserRow,
  device: SessionDevice = NO_DEVICE,
  method: SignInMethod = 'password',
): Promise<{ sessionToken: string; principal: UserPrincipal }> {
  const nowMs = Date.parse(ctx.now());
  const { token, hash } = generateRandomToken(SESSION_PREFIX);
  const now = new Date(nowMs).toISOString();
  const id = uuidv7();
  await insertUserSession(ctx.db, {
    id,
    user_id: user.id,
    account_id: user.account_id,
    session_hash: hash,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(nowMs + SESSION_ABSOLUTE_MS).toISOString(),
    user_agent: boundedUserAgent(device.userAgent ?? undefined),
    client_address: device.address?.slice(0, 64) ?? null,
    sign_in_method: method,
  });
  return {
    sessionToken: token,
    principal: {
      accountId: user.account_id,
      userId: user.id,
      role: user.role as UserRole,
      sessionId: id,
      sessionHash: hash,
      mfaSetupPending: false,
    },
  };
}

/**
 * Resolves a session cookie to its user, or null for anything that must be refused: malformed, unknown, ended,
 * idle for 30 minutes, past its 12 hours, or a deactivated user. Every call reads the database, so ending a
 * session takes effect on the next request on every instance.
 */
export async function authenticateSession(ctx: ServiceContext, sessionToken: string): Promise<UserPrincipal | null> {
  if (!hasRandomTokenShape(sessionToken, SESSION_PREFIX)) return null;
  const hash = sha256Hex(sessionToken);
  const row = await findSessionByHashUnscoped(ctx.db, hash);
  if (!row || row.deactivated_at !== null) return null;
  const now = ctx.now();
  const nowMs = Date.parse(now);
  if (sessionIdleExpiry(row, nowMs) === null) return null;
  if (nowMs - Date.parse(row.last_seen_at) >= SESSION_TOUCH_MS) await touchUserSession(ctx.db, row.id, now);
  return {
    accountId: row.account_id,
    userId: row.user_id,
    role: row.role as UserRole,
    sessionId: row.id,
    sessionHash: row.session_hash,
    mfaSetupPending: mfaSetupPending(row.require_mfa, row, row.sign_in_method),
  };
}

export interface SessionView {
  readonly user: UserInfo;
  readonly account: {
    readonly id: string;
    readonly name: string;
    readonly requires_qa: boolean;
    readonly require_review_marks: boolean;
    readonly require_mfa: boolean;
    readonly retention_years: number;
    readonly screening_threshold: number | null;
    readonly screening_monitoring_months: number;
    readonly created_at: string;
    readonly updated_at: string;
  };
  readonly csrf_token: string;
  readonly expires_at: string;
  readonly idle_expires_at: string;
  /** The account requires MFA and this user must set it up before anything else. */
  readonly mfa_setup_required: boolean;
}

/** What the console needs after sign-in and on every load: who, which account, the CSRF token, when it ends. */
export async function describeSession(ctx: ServiceContext, principal: UserPrincipal): Promise<SessionView> {
  const [user, account, session] = await Promise.all([
    findUser(ctx.db, principal.accountId, principal.userId),
    findAccountUnscoped(ctx.db, principal.accountId),
    findSessionByHashUnscoped(ctx.db, principal.sessionHash),
  ]);
  if (!user || !account || !session) throw AppError.unauthorized();
  const idle = sessionIdleExpiry(session, Date.parse(ctx.now()));
  if (idle === null) throw AppError.unauthorized();
  return {
    user: presentUser(user),
    account: {
      id: account.id,
      name: account.name,
      requires_qa: fromBool(account.requires_qa),
      require_review_marks: fromBool(account.require_review_marks),
      require_mfa: fromBool(account.require_mfa),
      retention_years: account.retention_years,
      screening_threshold: account.screening_threshold,
      screening_monitoring_months: account.screening_monitoring_months,
      created_at: account.created_at,
      updated_at: account.updated_at,
    },
    csrf_token: csrfTokenFor(ctx, principal.sessionHash),
    expires_at: session.expires_at,
    idle_expires_at: idle,
    mfa_setup_required: mfaSetupPending(account.require_mfa, user, session.sign_in_method),
  };
}

export async function signOut(ctx: ServiceContext, principal: UserPrincipal): Promise<void> {
  await endUserSession(ctx.db, principal.accountId, principal.sessionId, ctx.now());
}

/** "Sign out everywhere": every session of the user, this one included. */
export async function signOutEverywhere(ctx: ServiceContext, principal: UserPrincipal): Promise<number> {
  return endUserSessions(ctx.db, principal.userId, ctx.now());
}

/** One of the signed-in user's sessions, as their list of sessions shows it. Never the session's secret. */
export interface SessionListItem {
  readonly id: string;
  readonly device: string;
  readonly user_agent: string | null;
  readonly client_address: string | null;
  readonly created_at: string;
  readonly last_seen_at: string;
  readonly idle_expires_at: string;
  readonly current: boolean;
}

/** The signed-in user's open sessions (this one marked current), newest first: only ever their own. */
export async function listOwnSessions(ctx: ServiceContext, principal: UserPrincipal): Promise<SessionListItem[]> {
  const now = ctx.now();
  const rows = await listOpenUserSessions(ctx.db, principal.accountId, principal.userId, now);
  const items: SessionListItem[] = [];
  for (const row of rows) {
    const idle = sessionIdleExpiry(row, Date.parse(now));
    if (idle === null) continue;
    items.push({
      id: row.id,
      device: deviceLabel(row.user_agent),
      user_agent: row.user_agent,
      client_address: row.client_address,
      created_at: row.created_at,
      last_seen_at: row.last_seen_at,
      idle_expires_at: idle,
      current: row.id === principal.sessionId,
    });
  }
  return items;
}

/**
 * Ends one of the signed-in user's own sessions (its next request is sent to sign in). Another user's session, of
 * this account or another, is answered as not found, exactly like one that does not exist.
 */
export async function endOwnSession(ctx: ServiceContext, principal: UserPrincipal, id: string): Promise<void> {
  if (!isUuid(id)) throw AppError.notFound('Session');
  const ended = await endOwnUserSession(ctx.db, principal.accountId, principal.userId, id, ctx.now());
  if (!ended) throw AppError.notFound('Session');
}

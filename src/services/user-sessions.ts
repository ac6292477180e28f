import { createHmac, timingSafeEqual } from 'node:crypto';
import { fromBool } from '../db/column-values.js';
import { findAccountUnscoped } from '../db/repositories/accounts-repository.js';
import {
  clearSignInThrottleUnscoped,
  findSignInThrottleUnscoped,
  saveSignInThrottleUnscoped,
} from '../db/repositories/sign-in-throttle-repository.js';
import {
  endOwnUserSession,
  endUserSession,
  endUserSessions,
  findSessionByHashUnscoped,
  insertUserSession,
  listOpenUserSessions,
  touchUserSession,
} from '../db/repositories/user-sessions-repository.js';
import { findUser, findUserByEmailUnscoped } from '../db/repositories/users-repository.js';
import { AppError } from '../domain/app-error.js';
import { PASSWORD_MAX_LENGTH, UNMATCHABLE_PASSWORD_HASH, verifyPassword } from '../domain/password-hash.js';
import { generateRandomToken, hasRandomTokenShape, sha256Hex } from '../domain/random-token.js';
import {
  afterFailedSignIn,
  normalizeEmail,
  SESSION_ABSOLUTE_MS,
  SESSION_TOUCH_MS,
  sessionIdleExpiry,
  signInLockRemaining,
} from '../domain/session-policy.js';
import { boundedUserAgent, deviceLabel } from '../domain/user-agent-label.js';
import type { UserRole } from '../domain/user-role.js';
import { isUuid, uuidv7 } from '../domain/uuid.js';
import type { ServiceContext } from './service-context.js';
import { presentUser, type UserInfo } from './users.js';

export const SESSION_PREFIX = 'dss_';

/** A signed-in user, as the HTTP layer sees it on each request. */
export interface UserPrincipal {
  readonly accountId: string;
  readonly userId: string;
  readonly role: UserRole;
  readonly sessionId: string;
  readonly sessionHash: string;
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

/** Where a sign-in came from, kept with the session for the user's list of their sessions. */
export interface SessionDevice {
  readonly userAgent: string | null;
  readonly address: string | null;
}

const NO_DEVICE: SessionDevice = { userAgent: null, address: null };

const WRONG_CREDENTIALS = 'The e-mail or password is not correct';

/**
 * Signs a user in. The same answer, and about the same time, for an unknown e-mail and a wrong password; five
 * failures for one e-mail within 15 minutes lock it for 15 minutes, whatever password comes next.
 */
export async function signIn(
  ctx: ServiceContext,
  input: { email: string; password: string },
  device: SessionDevice = NO_DEVICE,
): Promise<{ sessionToken: string; principal: UserPrincipal }> {
  const email = normalizeEmail(String(input.email ?? '')).slice(0, 320);
  const password = String(input.password ?? '').slice(0, PASSWORD_MAX_LENGTH * 4);
  const nowMs = Date.parse(ctx.now());
  const throttle = await findSignInThrottleUnscoped(ctx.db, email);
  const lockMs = signInLockRemaining(throttle, nowMs);
  if (lockMs > 0) throw lockedOut(lockMs);

  const user = email === '' ? undefined : await findUserByEmailUnscoped(ctx.db, email);
  const usable = user !== undefined && user.deactivated_at === null && user.password_hash !== null;
  const matches = await verifyPassword(password, usable ? (user.password_hash as string) : UNMATCHABLE_PASSWORD_HASH);
  if (!usable || !matches) {
    // The fifth failure is still answered as a failure; the attempts after it meet the lock.
    await saveSignInThrottleUnscoped(ctx.db, { email, ...afterFailedSignIn(throttle, nowMs) });
    throw new AppError('unauthorized', WRONG_CREDENTIALS);
  }
  if (throttle) await clearSignInThrottleUnscoped(ctx.db, email);

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
  });
  return {
    sessionToken: token,
    principal: {
      accountId: user.account_id,
      userId: user.id,
      role: user.role as UserRole,
      sessionId: id,
      sessionHash: hash,
    },
  };
}

function lockedOut(remainingMs: number): AppError {
  const minutes = Math.ceil(remainingMs / 60_000);
  const error = new AppError(
    'rate_limited',
    `Too many failed sign-ins for this e-mail. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
  error.retryAfterSeconds = Math.ceil(remainingMs / 1000);
  return error;
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
  };
}

export interface SessionView {
  readonly user: UserInfo;
  readonly account: {
    readonly id: string;
    readonly name: string;
    readonly requires_qa: boolean;
    readonly require_review_marks: boolean;
    readonly created_at: string;
    readonly updated_at: string;
  };
  readonly csrf_token: string;
  readonly expires_at: string;
  readonly idle_expires_at: string;
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
      created_at: account.created_at,
      updated_at: account.updated_at,
    },
    csrf_token: csrfTokenFor(ctx, principal.sessionHash),
    expires_at: session.expires_at,
    idle_expires_at: idle,
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

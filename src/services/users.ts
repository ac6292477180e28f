import type { Db } from '../db/database.js';
import {
  findPasswordLinkByHashUnscoped,
  insertPasswordLink,
  usePasswordLink as markLinkUsed,
  type PasswordLinkRow,
  voidPasswordLinks,
} from '../db/repositories/password-links-repository.js';
import { isSsoEnforced } from '../db/repositories/sso-repository.js';
import { endUserSessions } from '../db/repositories/user-sessions-repository.js';
import {
  countActiveAdmins,
  findUser,
  findUserByEmailUnscoped,
  findUserUnscoped,
  insertUser,
  listActiveReviewers,
  listUsers as listUserRows,
  type UserRow,
  updateUser as updateUserRow,
} from '../db/repositories/users-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { isEmailAddress } from '../domain/email-address.js';
import { hashPassword, PASSWORD_MAX_LENGTH, passwordProblems } from '../domain/password-hash.js';
import { generateRandomToken, hasRandomTokenShape, sha256Hex } from '../domain/random-token.js';
import { normalizeEmail, PASSWORD_LINK_TTL_MS } from '../domain/session-policy.js';
import { isUserRole, USER_ROLES, type UserRole } from '../domain/user-role.js';
import { isUuid, uuidv7 } from '../domain/uuid.js';
import { userInvitationMail } from '../mail/mail-templates.js';
import { recordAccountEvent } from './account-audit.js';
import { requireAccount } from './accounts.js';
import { enqueueMail } from './mail-outbox.js';
import type { Actor, ServiceContext } from './service-context.js';

export const PASSWORD_LINK_PREFIX = 'dpl_';

export type UserStatus = 'invited' | 'active' | 'deactivated';

/** The public view of a user: never the password hash. */
export interface UserInfo {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: UserRole;
  readonly status: UserStatus;
  readonly mfa_enabled: boolean;
  readonly passkey_count: number;
  readonly created_at: string;
  readonly updated_at: string;
}

export function presentUser(row: UserRow): UserInfo {
  const status: UserStatus =
    row.deactivated_at !== null
      ? 'deactivated'
      : row.password_hash === null && row.sso_signed_in_at == null
        ? 'invited'
        : 'active';
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as UserRole,
    status,
    mfa_enabled: row.mfa_enabled_at !== null,
    passkey_count: row.passkey_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface PasswordLink {
  readonly url: string;
  readonly expiresAt: string;
}

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 200) throw AppError.field('name', 'must be 1 to 200 characters');
  return trimmed;
}

function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  // The one e-mail rule (src/domain/email-address.ts); the set-password mail proves the rest.
  if (!isEmailAddress(normalized)) {
    throw AppError.field('email', 'must be an e-mail address');
  }
  return normalized;
}

function checkRole(role: string): UserRole {
  if (!isUserRole(role)) throw AppError.field('role', `must be one of: ${USER_ROLES.join(', ')}`);
  return role;
}

/** Writes a fresh one-time link (and voids the user's earlier ones) inside the caller's transaction. */
async function issuePasswordLink(ctx: ServiceContext, db: Db, userId: string, now: string): Promise<PasswordLink> {
  await voidPasswordLinks(db, userId, now);
  const { token, hash } = generateRandomToken(PASSWORD_LINK_PREFIX);
  const expiresAt = new Date(Date.parse(now) + PASSWORD_LINK_TTL_MS).toISOString();
  await insertPasswordLink(db, {
    id: uuidv7(),
    user_id: userId,
    token_hash: hash,
    created_at: now,
    expires_at: expiresAt,
  });
  // The token travels in the fragment: browsers never send it to a server, so it stays out of logs and Referer.
  return { url: `${ctx.publicUrl.replace(/\/+$/, '')}/console/set-password#token=${token}`, expiresAt };
}

export async function createUser(
  ctx: ServiceContext,
  actor: Actor,
  input: { email: string; name: string; role: string },
  options: { mailLink: boolean } = { mailLink: false },
): Promise<{ user: UserInfo; link: PasswordLink }> {
  const account = await requireAccount(ctx, actor.accountId);
  const email = checkEmail(input.email);
  const name = checkName(input.name);
  const role = checkRole(input.role);
  const now = ctx.now();
  const created = await inTransaction(ctx.db, async (trx) => {
    const existing = await findUserByEmailUnscoped(trx, email);
    if (existing && (existing.account_id === actor.accountId || actor.type === 'cli')) {
      // The admin sees their own account's users anyway, and the operator sees every account: nothing leaks.
      throw new AppError('conflict', 'A user with this e-mail already exists', [
        { field: 'email', message: 'is taken' },
      ]);
    }
    const row: UserRow = {
      id: uuidv7(),
      account_id: actor.accountId,
      email,
      name,
      role,
      password_hash: null,
      deactivated_at: null,
      created_at: now,
      updated_at: now,
      mfa_secret: null,
      mfa_pending_secret: null,
      mfa_enabled_at: null,
      mfa_last_step: null,
      passkey_count: 0,
      sso_signed_in_at: null,
    };
    if (existing) return inviteTakenElsewhere(ctx, trx, actor, row);
    await insertUser(trx, row);
    const link = await issuePasswordLink(ctx, trx, row.id, now);
    // An admin's invitation e-mails the link to the person, written with the user so that both or neither exist;
    // the admin still sees it once, for when the mail is slow or filtered. The CLI and the demo print it instead.
    if (options.mailLink) {
      await enqueueMail(trx, {
        accountId: actor.accountId,
        kind: 'user_invitation',
        recipient: email,
        fromName: account.name,
        content: userInvitationMail({
          accountName: account.name,
          userName: name,
          roleLabel: ROLE_WORDS[role],
          url: link.url,
          expiresAt: link.expiresAt,
        }),
        now,
      });
    }
    await recordAccountEvent(
      trx,
      actor,
      'user.invited',
      { user_id: row.id, email, role, mailed: options.mailLink },
      now,
    );
    return { user: presentUser(row), link };
  });
  if (options.mailLink) ctx.mailSignal?.notify();
  return created;
}

/**
 * An e-mail is one user in the whole service (users.email is unique: sign-in takes no account name), so a person
 * who is already a user of another account cannot become one of this account. A 409 would tell this account's admin
 * that the address is a Dossier user somewhere else (issue 18, defect 8), so the admin gets the answer of an
 * invitation that went out, with a link that works nowhere; nothing is created and nothing is mailed. The account's
 * audit log (operators only) records the truth. The invited person never appearing in the account's user list is
 * the remaining signal, slower and indistinguishable from an invitation that was never accepted and then removed;
 * closing it needs per-account identities (single sign-on's just-in-time users may bring them).
 */
async function inviteTakenElsewhere(
  ctx: ServiceContext,
  db: Db,
  actor: Actor,
  row: UserRow,
): Promise<{ user: UserInfo; link: PasswordLink }> {
  const { token } = generateRandomToken(PASSWORD_LINK_PREFIX);
  const expiresAt = new Date(Date.parse(row.created_at) + PASSWORD_LINK_TTL_MS).toISOString();
  await recordAccountEvent(
    db,
    actor,
    'user.invitation_withheld',
    { email: row.email, role: row.role, reason: 'email_belongs_to_another_account' },
    row.created_at,
  );
  return {
    user: presentUser(row),
    link: { url: `${ctx.publicUrl.replace(/\/+$/, '')}/console/set-password#token=${token}`, expiresAt },
  };
}

const ROLE_WORDS: Record<UserRole, string> = { admin: 'Administrator', officer: 'Officer', viewer: 'Viewer' };

/** Who may work on cases: for the console's QA reviewer and assignee choices, which officers use too. */
export async function listReviewers(ctx: ServiceContext, accountId: string) {
  return listActiveReviewers(ctx.db, accountId);
}

export async function listUsers(ctx: ServiceContext, accountId: string): Promise<UserInfo[]> {
  return (await listUserRows(ctx.db, accountId)).map(presentUser);
}

async function requireUser(db: Db, accountId: string, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw AppError.field('id', 'must be a UUID');
  const row = await findUser(db, accountId, id);
  if (!row) throw AppError.notFound('User');
  return row;
}

/** An account never loses its last active admin: nobody could then manage it from the console. */
async function keepAnAdmin(db: Db, user: UserRow): Promise<void> {
  if (user.role === 'admin' && user.deactivated_at === null && (await countActiveAdmins(db, user.account_id)) <= 1) {
    throw new AppError('conflict', 'This is the account’s last active admin; make another user admin first');
  }
}

export async function updateUser(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: { name?: string; role?: string },
): Promise<UserInfo> {
  const name = input.name === undefined ? undefined : checkName(input.name);
  const role = input.role === undefined ? undefined : checkRole(input.role);
  return inTransaction(ctx.db, async (trx) => {
    const user = await requireUser(trx, actor.accountId, id);
    if (role !== undefined && role !== 'admin') await keepAnAdmin(trx, user);
    const now = ctx.now();
    await updateUserRow(trx, actor.accountId, id, {
      ...(name === undefined ? {} : { name }),
      ...(role === undefined ? {} : { role }),
      updated_at: now,
    });
    if (role !== undefined && role !== user.role) {
      await recordAccountEvent(trx, actor, 'user.role_changed', { user_id: id, from: user.role, to: role }, now);
    }
    return presentUser(await requireUser(trx, actor.accountId, id));
  });
}

export async function deactivateUser(ctx: ServiceContext, actor: Actor, id: string): Promise<UserInfo> {
  return inTransaction(ctx.db, async (trx) => {
    const user = await requireUser(trx, actor.accountId, id);
    if (user.deactivated_at !== null) return presentUser(user);
    await keepAnAdmin(trx, user);
    const now = ctx.now();
    await updateUserRow(trx, actor.accountId, id, { deactivated_at: now, updated_at: now });
    await endUserSessions(trx, id, now);
    await voidPasswordLinks(trx, id, now);
    await recordAccountEvent(trx, actor, 'user.deactivated', { user_id: id }, now);
    return presentUser(await requireUser(trx, actor.accountId, id));
  });
}

export async function resetUserPassword(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<{ user: UserInfo; link: PasswordLink }> {
  return inTransaction(ctx.db, async (trx) => {
    const user = await requireUser(trx, actor.accountId, id);
    if (user.deactivated_at !== null) throw new AppError('conflict', 'This user is deactivated');
    if (await isSsoEnforced(trx, actor.accountId)) throw passwordsRefused();
    const now = ctx.now();
    const link = await issuePasswordLink(ctx, trx, id, now);
    await recordAccountEvent(trx, actor, 'user.password_link_issued', { user_id: id }, now);
    return { user: presentUser(user), link };
  });
}

/** Operator's CLI: the user's account is not known beforehand. */
export async function findUserForOperator(ctx: ServiceContext, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw AppError.field('id', 'must be a UUID');
  const row = await findUserUnscoped(ctx.db, id);
  if (!row) throw AppError.notFound('User');
  return row;
}

async function liveLink(db: Db, token: string, nowMs: number): Promise<{ link: PasswordLinkRow; user: UserRow }> {
  const invalid = new AppError(
    'not_found',
    'This set-password link is invalid, used or expired; ask an admin for a new one',
  );
  if (typeof token !== 'string' || !hasRandomTokenShape(token, PASSWORD_LINK_PREFIX)) throw invalid;
  const link = await findPasswordLinkByHashUnscoped(db, sha256Hex(token));
  if (!link || link.used_at !== null || Date.parse(link.expires_at) <= nowMs) throw invalid;
  const user = await findUserUnscoped(db, link.user_id);
  if (!user || user.deactivated_at !== null) throw invalid;
  // Only a live link learns this: it names its user already, so it reveals nothing about who exists.
  if (await isSsoEnforced(db, user.account_id)) throw passwordsRefused();
  return { link, user };
}

/** The account signs in through its identity provider only (single sign-on enforced): no password works. */
export function passwordsRefused(): AppError {
  return new AppError(
    'sso_required',
    'This account signs in with single sign-on: use "Sign in with SSO" with your work e-mail. Passwords are turned off.',
  );
}

/** What the set-password page shows before the user types: whose link it is, and until when it works. */
export async function checkPasswordLink(ctx: ServiceContext, token: string) {
  const { link, user } = await liveLink(ctx.db, token, Date.parse(ctx.now()));
  return { email: user.email, name: user.name, expires_at: link.expires_at };
}

/**
 * Sets the password once: the link is consumed in the same transaction, and every session of the user ends
 * (whoever held the old password is signed out).
 */
export async function setPasswordWithLink(ctx: ServiceContext, token: string, password: string): Promise<UserInfo> {
  if (typeof password !== 'string' || password.length > PASSWORD_MAX_LENGTH * 4) {
    throw AppError.field('password', 'is required');
  }
  const problems = passwordProblems(password);
  if (problems.length > 0) throw AppError.validation(problems.map((message) => ({ field: 'password', message })));
  await liveLink(ctx.db, token, Date.parse(ctx.now()));
  // Hash outside the transaction: scrypt takes tens of milliseconds and must not hold SQLite's write lock.
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const { link, user } = await liveLink(trx, token, Date.parse(now));
    if (!(await markLinkUsed(trx, link.id, now))) {
      throw new AppError('not_found', 'This set-password link has just been used');
    }
    await updateUserRow(trx, user.account_id, user.id, { password_hash: passwordHash, updated_at: now });
    await endUserSessions(trx, user.id, now);
    const actor: Actor = { type: 'user', id: user.id, accountId: user.account_id };
    await recordAccountEvent(trx, actor, 'user.password_set', { user_id: user.id }, now);
    return presentUser({ ...user, password_hash: passwordHash, updated_at: now });
  });
}

/**
 * Sets a password directly, for the operator (the demo's known users). Ends the user's sessions and voids
 * their set-password links, like a password set through a link.
 */
export async function setPasswordAsOperator(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  password: string,
): Promise<UserInfo> {
  const problems = passwordProblems(password);
  if (problems.length > 0) throw AppError.validation(problems.map((message) => ({ field: 'password', message })));
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx.db, async (trx) => {
    const user = await requireUser(trx, actor.accountId, userId);
    const now = ctx.now();
    await updateUserRow(trx, actor.accountId, userId, { password_hash: passwordHash, updated_at: now });
    await endUserSessions(trx, userId, now);
    await voidPasswordLinks(trx, userId, now);
    await recordAccountEvent(trx, actor, 'user.password_set', { user_id: userId }, now);
    return presentUser({ ...user, password_hash: passwordHash, updated_at: now });
  });
}

/** The user with this e-mail in the account, if any (the demo's idempotent set-up). */
export async function findUserByEmail(ctx: ServiceContext, accountId: string, email: string): Promise<UserInfo | null> {
  const row = await findUserByEmailUnscoped(ctx.db, normalizeEmail(email));
  return row && row.account_id === accountId ? presentUser(row) : null;
}

import type { Db } from '../db/database.js';
import {
  type AccessTokenRow,
  countConnectionsOfApplication,
  findAccessToken,
  findAccessTokenByHashUnscoped,
  findAccessTokenCreator,
  insertAccessToken,
  listAccessTokens as listRows,
  notifyTokenRevoked,
  revokeAccessTokenUnscoped,
  touchAccessToken,
} from '../db/repositories/access-tokens-repository.js';
import { inTransaction } from '../db/transaction.js';
import { generateAccessToken, hashAccessToken, isWellFormedAccessToken } from '../domain/access-token.js';
import { AppError } from '../domain/app-error.js';
import { isUuid, uuidv7 } from '../domain/uuid.js';
import { recordAccountEvent } from './account-audit.js';
import { requireAccount } from './accounts.js';
import { type Actor, type ServiceContext, systemClock } from './service-context.js';
import { type PendingAnswers, TOKEN_CACHE_APPLICATION, TOKEN_REVOKED_CHANNEL } from './token-cache.js';

/** The public view of a token: never its hash, never the token itself. */
export interface AccessTokenInfo {
  readonly id: string;
  readonly account_id: string;
  readonly name: string;
  readonly display_prefix: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
  readonly revoked_at: string | null;
}

function info(row: AccessTokenRow): AccessTokenInfo {
  const { token_hash: _hash, created_by: _createdBy, ...rest } = row;
  return rest;
}

/** The operator's CLI (and test set-up): creates a token for an account named by id. */
export async function createAccessToken(
  ctx: ServiceContext,
  accountId: string,
  name: string,
): Promise<{ token: string; info: AccessTokenInfo }> {
  await requireAccount(ctx, accountId);
  return createAccessTokenAs(ctx, { type: 'cli', id: null, accountId }, name);
}

export async function listAccessTokens(ctx: ServiceContext, accountId: string): Promise<AccessTokenInfo[]> {
  await requireAccount(ctx, accountId);
  return (await listRows(ctx.db, accountId)).map(info);
}

/** Creates a token from the console or API, recording who did it in the account's audit log. */
export async function createAccessTokenAs(
  ctx: ServiceContext,
  actor: Actor,
  name: string,
): Promise<{ token: string; info: AccessTokenInfo }> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 200) throw AppError.field('name', 'must be 1 to 200 characters');
  const generated = generateAccessToken();
  const createdBy = await creatingPerson(ctx.db, actor);
  const row: AccessTokenRow = {
    id: uuidv7(),
    account_id: actor.accountId,
    name: trimmed,
    token_hash: generated.hash,
    display_prefix: generated.displayPrefix,
    created_at: ctx.now(),
    last_used_at: null,
    revoked_at: null,
    created_by: createdBy,
  };
  await inTransaction(ctx.db, async (trx) => {
    await insertAccessToken(trx, row);
    await recordAccountEvent(
      trx,
      actor,
      'access_token.created',
      { access_token_id: row.id, name: trimmed },
      row.created_at,
    );
  });
  return { token: generated.token, info: info(row) };
}

/**
 * The user who stands behind a new token: the signed-in user, or, for a token made with a token, that token's
 * creator (so a chain of tokens never launders a person into nobody). The CLI stands for no user.
 */
async function creatingPerson(db: Db, actor: Actor): Promise<string | null> {
  if (actor.type === 'user') return actor.id;
  if (actor.type !== 'token') return null;
  return (await findAccessTokenCreator(db, actor.accountId, actor.id)) ?? null;
}

/** Revokes one of the account's tokens: its next request is refused, on every instance. Idempotent. */
export async function revokeAccessTokenAs(ctx: ServiceContext, actor: Actor, id: string): Promise<AccessTokenInfo> {
  let answers: PendingAnswers | null = null;
  const revoked = await inTransaction(ctx.db, async (trx) => {
    const row = await findAccessToken(trx, actor.accountId, id);
    if (!row) throw AppError.notFound('Access token');
    if (row.revoked_at !== null) return row;
    const now = ctx.now();
    const revoked = await revokeAccessTokenUnscoped(trx, id, now);
    answers = await notifyRevocation(ctx, trx, row.token_hash);
    await recordAccountEvent(trx, actor, 'access_token.revoked', { access_token_id: id, name: row.name }, now);
    return revoked as AccessTokenRow;
  });
  await everyInstanceForgot(ctx, revoked.token_hash, answers);
  return info(revoked);
}

/**
 * Tells every instance's token cache, from inside the revoking transaction: PostgreSQL delivers the NOTIFY at
 * commit, to every listener, and each answers once it has forgotten the token. (SQLite needs nothing: other
 * processes see the commit in PRAGMA data_version; with Redis, the announcement follows the commit.) Returns the
 * answers to await after commit.
 */
async function notifyRevocation(ctx: ServiceContext, trx: Db, tokenHash: string): Promise<PendingAnswers | null> {
  if (ctx.dialect !== 'postgres' || ctx.tokenRevocations) return null;
  const answers = ctx.tokenCache?.awaitAnswers(tokenHash) ?? null;
  await notifyTokenRevoked(trx, TOKEN_REVOKED_CHANNEL, tokenHash);
  return answers;
}

/**
 * After commit: this process forgets the token, then waits (at most 2 s) until every other instance has answered
 * that it forgot it too, so that none serves its next request from a cache. Through Redis, the announcement goes
 * out now; through NOTIFY, it went out with the commit. A revocation by a process without a cache (the CLI) does
 * not wait: the instances still forget the token as the message reaches them.
 */
async function everyInstanceForgot(ctx: ServiceContext, tokenHash: string, answers: PendingAnswers | null) {
  ctx.tokenCache?.forget(tokenHash);
  if (ctx.tokenRevocations) {
    await ctx.tokenRevocations.announce(tokenHash);
    return;
  }
  if (answers === null) return;
  await answers.until(await countConnectionsOfApplication(ctx.db, TOKEN_CACHE_APPLICATION));
}

export async function revokeAccessToken(ctx: ServiceContext, id: string): Promise<AccessTokenInfo> {
  if (!isUuid(id)) throw AppError.field('id', 'must be a UUID');
  let answers: PendingAnswers | null = null;
  const row = await inTransaction(ctx.db, async (trx) => {
    const revoked = await revokeAccessTokenUnscoped(trx, id, ctx.now());
    if (revoked) answers = await notifyRevocation(ctx, trx, revoked.token_hash);
    return revoked;
  });
  if (!row) throw AppError.notFound('Access token');
  await everyInstanceForgot(ctx, row.token_hash, answers);
  return info(row);
}

export interface Authenticated {
  readonly accountId: string;
  readonly tokenId: string;
}

/** last_used_at is a hint, not an audit trail: write it at most once a minute per token so reads do not turn into writes. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The time as milliseconds: the system clock as a number, a test's clock parsed (its ISO text is built only for a write). */
function clockNow(ctx: ServiceContext): { ms: number; clock: string | null } {
  const clock = ctx.now === systemClock ? null : ctx.now();
  return { ms: clock === null ? Date.now() : Date.parse(clock), clock };
}

/**
 * A presented token this process authenticated before (the cache's entry, looked up without PRAGMA data_version)
 * and whose last_used_at is not due: its id and account with no database read and no write. It is NOT checked
 * for revocation by another process: use it only for a read that checks the token's row itself, in the same
 * statement (findCompanyDetailBodyNow). Undefined for anything else, which authenticateAccessToken settles.
 */
export function recentAccessToken(ctx: ServiceContext, token: string): Authenticated | undefined {
  if (ctx.tokenCache === undefined || !isWellFormedAccessToken(token)) return undefined;
  const cached = ctx.tokenCache.peek(hashAccessToken(token));
  if (cached === undefined || clockNow(ctx).ms - cached.lastTouchedMs >= LAST_USED_RESOLUTION_MS) return undefined;
  return cached;
}

/**
 * Resolves a presented token to its account, or null for anything that must be refused (malformed, unknown,
 * revoked). A token the cache holds is answered at once, without a promise, unless its last_used_at is due; any
 * other token is read from the database (a promise).
 */
export function authenticateAccessToken(
  ctx: ServiceContext,
  token: string,
): Authenticated | null | Promise<Authenticated | null> {
  if (!isWellFormedAccessToken(token)) return null;
  const hash = hashAccessToken(token);
  const { ms, clock } = clockNow(ctx);
  const cached = ctx.tokenCache?.lookup(hash);
  if (cached !== undefined) {
    // The entry itself is the answer (an Authenticated, and more): no object is made per request.
    if (ms - cached.lastTouchedMs < LAST_USED_RESOLUTION_MS) return cached;
    cached.lastTouchedMs = ms;
    // The write finds the token still live, or not: a revocation whose announcement never came (its revoker died
    // between commit and publish) is refused here, a minute at most after it.
    return touchAccessToken(ctx.db, cached.tokenId, clock ?? new Date(ms).toISOString()).then((live) => {
      if (live) return cached;
      ctx.tokenCache?.forget(hash);
      return null;
    });
  }
  return authenticateFromDatabase(ctx, hash, ms, clock);
}

async function authenticateFromDatabase(
  ctx: ServiceContext,
  hash: string,
  nowMs: number,
  clock: string | null,
): Promise<Authenticated | null> {
  const cache = ctx.tokenCache;
  const generation = cache?.generation ?? 0;
  const row = await findAccessTokenByHashUnscoped(ctx.db, hash);
  if (!row || row.revoked_at !== null) return null;
  let lastTouchedMs = row.last_used_at === null ? Number.NEGATIVE_INFINITY : Date.parse(row.last_used_at);
  if (nowMs - lastTouchedMs >= LAST_USED_RESOLUTION_MS) {
    if (!(await touchAccessToken(ctx.db, row.id, clock ?? new Date(nowMs).toISOString()))) return null;
    lastTouchedMs = nowMs;
  }
  cache?.remember(hash, { accountId: row.account_id, tokenId: row.id, lastTouchedMs }, generation);
  return { accountId: row.account_id, tokenId: row.id };
}

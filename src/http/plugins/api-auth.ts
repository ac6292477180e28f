import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { bearerToken } from '../../domain/access-token.js';
import { AppError } from '../../domain/app-error.js';
import { accessDenied, type RouteAccess } from '../../domain/user-role.js';
import { type Authenticated, authenticateAccessToken } from '../../services/access-tokens.js';
import type { Actor, Caller, ServiceContext } from '../../services/service-context.js';
import { authenticateSession, csrfTokenMatches, type UserPrincipal } from '../../services/user-sessions.js';
import { sendError } from './error-handler.js';
import { type RateLimit, takeRateLimit } from './rate-limit.js';
import { readSessionCookie } from './session-cookie.js';

/** Who is calling: an integrator's access token, or a console user's session. */
export type ApiPrincipal =
  | { readonly kind: 'token'; readonly accountId: string; readonly tokenId: string }
  | ({ readonly kind: 'user' } & UserPrincipal);

declare module 'fastify' {
  interface FastifyRequest {
    auth: ApiPrincipal | null;
  }
  interface FastifyContextConfig {
    /** What the route asks of its caller; by default `read` for GET and HEAD, `review` otherwise. */
    access?: RouteAccess;
    /**
     * Reachable by a session whose account requires MFA while its user has not set it up: only the set-up routes,
     * the session's own description and signing out. Everything else answers 403 mfa_setup_required.
     */
    duringMfaSetup?: boolean;
  }
}

export interface ApiAuthOptions {
  readonly ctx: ServiceContext;
  /** null turns rate limiting off. */
  readonly rateLimit: RateLimit | null;
}

/** The actor of an authenticated API request, for the audit log and the four-eyes rule. */
export function actorOf(request: FastifyRequest): Actor {
  const auth = request.auth;
  if (auth === null) throw AppError.unauthorized();
  return auth.kind === 'token'
    ? { type: 'token', id: auth.tokenId, accountId: auth.accountId }
    : { type: 'user', id: auth.userId, accountId: auth.accountId };
}

/** The caller with their role, for what a case offers them (allowed events). */
export function callerOf(request: FastifyRequest): Caller {
  const auth = request.auth;
  if (auth === null) throw AppError.unauthorized();
  return { actor: actorOf(request), role: auth.kind === 'token' ? 'token' : auth.role };
}

export function accountOf(request: FastifyRequest): string {
  const auth = request.auth;
  if (auth === null) throw AppError.unauthorized();
  return auth.accountId;
}

/** The signed-in user of a session-only route (the route's `access` has already refused tokens). */
export function userOf(request: FastifyRequest): UserPrincipal {
  const auth = request.auth;
  if (auth === null || auth.kind !== 'user') throw new AppError('forbidden', 'This route needs a console session');
  return auth;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function unauthorized(request: FastifyRequest, reply: FastifyReply) {
  reply.header('www-authenticate', 'Bearer realm="dossier"');
  return sendError(reply, request, AppError.unauthorized());
}

/**
 * Requires a caller on every route of the scope it is added to: a Bearer access token, or else the console's
 * session cookie. Then checks the route's access rule for that caller, the CSRF token on a session's writes, and
 * the per-caller rate limit. Every authentication failure gets the same 401 body, so a caller learns nothing about
 * which tokens or sessions exist.
 */
export function addApiAuth(scope: FastifyInstance, options: ApiAuthOptions): void {
  const { ctx, rateLimit } = options;

  /**
   * The checks once the caller is known (or known to be nobody): a refusal is sent here; the rate limit's answer is
   * a promise.
   */
  const check = (request: FastifyRequest, reply: FastifyReply, auth: ApiPrincipal | null): Promise<unknown> | null => {
    if (auth === null) {
      unauthorized(request, reply);
      return null;
    }
    request.auth = auth;

    const access = request.routeOptions.config.access ?? (SAFE_METHODS.has(request.method) ? 'read' : 'review');
    const denied = accessDenied(auth.kind === 'token' ? auth : { kind: 'user', role: auth.role }, access);
    if (denied !== null) {
      sendError(reply, request, new AppError('forbidden', denied));
      return null;
    }
    if (auth.kind === 'user' && auth.mfaSetupPending && request.routeOptions.config.duringMfaSetup !== true) {
      sendError(
        reply,
        request,
        new AppError('mfa_setup_required', 'The account requires two-factor authentication: set it up first'),
      );
      return null;
    }
    if (
      auth.kind === 'user' &&
      !SAFE_METHODS.has(request.method) &&
      !csrfTokenMatches(ctx, auth.sessionHash, headerText(request.headers['x-csrf-token']))
    ) {
      sendError(
        reply,
        request,
        new AppError('forbidden', 'A console write needs the X-CSRF-Token header of its session'),
      );
      return null;
    }

    if (rateLimit === null) return null;
    return takeRateLimit(rateLimit, auth.kind === 'token' ? auth.tokenId : `user:${auth.userId}`, request, reply);
  };
  /** Ends the hook as an async one would: done() once the checks are through (a refusal is sent), done(error) if they throw. */
  const admit = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
    auth: ApiPrincipal | null,
  ): void => {
    let pending: Promise<unknown> | null;
    try {
      pending = check(request, reply, auth);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (pending === null) done();
    else pending.then(() => done(), done);
  };
  const tokenPrincipal = (found: Authenticated | null): ApiPrincipal | null =>
    found === null ? null : { kind: 'token', accountId: found.accountId, tokenId: found.tokenId };

  scope.decorateRequest('auth', null);
  // A callback hook, not an async one: a token the cache holds is admitted with no promise and no microtask turn.
  scope.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.authorization;
    if (header !== undefined) {
      // An Authorization header alone decides: a cookie beside a bad token does not rescue it.
      const token = bearerToken(header);
      const found = token === null ? null : authenticateAccessToken(ctx, token);
      if (found instanceof Promise) {
        found.then((f) => admit(request, reply, done, tokenPrincipal(f)), done);
      } else {
        admit(request, reply, done, tokenPrincipal(found));
      }
      return;
    }
    const session = readSessionCookie(request.headers.cookie);
    if (session === null) return admit(request, reply, done, null);
    authenticateSession(ctx, session).then(
      (found) => admit(request, reply, done, found === null ? null : { kind: 'user', ...found }),
      done,
    );
  });
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

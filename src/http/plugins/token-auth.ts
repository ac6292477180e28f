import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../../domain/access-token.js';
import { AppError } from '../../domain/app-error.js';
import { type Authenticated, authenticateAccessToken } from '../../services/access-tokens.js';
import type { Actor, ServiceContext } from '../../services/service-context.js';
import { sendError } from './error-handler.js';
import type { RateLimitStore } from './rate-limit-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export interface TokenAuthOptions {
  readonly ctx: ServiceContext;
  /** null turns rate limiting off. */
  readonly rateLimit: { readonly store: RateLimitStore; readonly limit: number } | null;
}

/** The actor of an authenticated API request, for the audit log. */
export function tokenActor(request: FastifyRequest): Actor {
  const auth = request.auth;
  if (auth === null) throw AppError.unauthorized();
  return { type: 'token', id: auth.tokenId, accountId: auth.accountId };
}

export function accountOf(request: FastifyRequest): string {
  const auth = request.auth;
  if (auth === null) throw AppError.unauthorized();
  return auth.accountId;
}

/**
 * Requires a valid access token on every route of the scope it is added to, then applies the per-token rate
 * limit. Every failure gets the same 401 body, so a caller learns nothing about which tokens exist.
 */
export function addTokenAuth(scope: FastifyInstance, options: TokenAuthOptions): void {
  scope.decorateRequest('auth', null);
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const auth = token === null ? null : await authenticateAccessToken(options.ctx, token);
    if (auth === null) {
      reply.header('www-authenticate', 'Bearer realm="dossier"');
      return sendError(reply, request, AppError.unauthorized());
    }
    request.auth = auth;
    if (options.rateLimit === null) return;
    const decision = await options.rateLimit.store.consume(auth.tokenId, Date.now());
    reply.header('ratelimit-limit', options.rateLimit.limit);
    reply.header('ratelimit-remaining', decision.remaining);
    reply.header('ratelimit-reset', decision.resetSeconds);
    if (!decision.allowed) {
      reply.header('retry-after', decision.retryAfterSeconds);
      return sendError(
        reply,
        request,
        new AppError('rate_limited', `Too many requests for this token; retry in ${decision.retryAfterSeconds} s`),
      );
    }
  });
}

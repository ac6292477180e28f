import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { sendError } from './error-handler.js';
import type { RateLimitStore } from './rate-limit-store.js';

/** The per-caller limit of a scope: its store (in memory, or shared through Redis) and the burst it allows. */
export interface RateLimit {
  readonly store: RateLimitStore;
  readonly limit: number;
}

/**
 * Takes one request from the caller's bucket and sets the RateLimit headers; refuses with 429 and Retry-After
 * when the bucket is empty. Returns the reply when it refused (the hook returns it), else undefined.
 */
export async function takeRateLimit(
  rateLimit: RateLimit,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const decision = await rateLimit.store.consume(key, Date.now());
  reply.header('ratelimit-limit', rateLimit.limit);
  reply.header('ratelimit-remaining', decision.remaining);
  reply.header('ratelimit-reset', decision.resetSeconds);
  if (decision.allowed) return undefined;
  reply.header('retry-after', decision.retryAfterSeconds);
  return sendError(
    reply,
    request,
    new AppError('rate_limited', `Too many requests for this caller; retry in ${decision.retryAfterSeconds} s`),
  );
}

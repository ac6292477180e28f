import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { clientAddressKey } from '../../domain/client-address.js';
import { sendError } from './error-handler.js';
import type { BucketLimits, RateLimitStore } from './rate-limit-store.js';

/** The per-caller limit of a scope: its store (in memory, or shared through Redis) and the burst it allows. */
export interface RateLimit {
  readonly store: RateLimitStore;
  readonly limit: number;
  /** The bucket of this scope when it differs from the store's own (the burst is then `limit`). */
  readonly bucket?: BucketLimits;
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
  const decision = await rateLimit.store.consume(key, Date.now(), rateLimit.bucket);
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

/**
 * The per-client-address budget of the routes that take a password or a link without a credential (sign-in, the
 * set-password links, the portal's links): one bucket per address, whatever e-mail or token it tries.
 */
export function takeAddressLimit(
  rateLimit: RateLimit,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  return takeRateLimit(rateLimit, `address:${clientAddressKey(request.ip)}`, request, reply);
}

import { Redis } from 'ioredis';
import { failFastRedisOptions } from '../redis/fail-fast-redis-options.js';
import type { TokenCache } from './token-cache.js';

/** Where a revocation is announced (payload: the token's SHA-256), and where each instance answers. */
export const REDIS_TOKEN_REVOKED_CHANNEL = 'dossier:token-revoked';
export const REDIS_TOKEN_REVOKED_ACK_CHANNEL = 'dossier:token-revoked-ack';

/** How long a revocation waits for the instances' answers before it is acknowledged anyway. */
const ANSWER_TIMEOUT_MS = 2_000;

/** Tells every instance's token cache of a revocation, once it has committed. */
export interface TokenRevocationFanOut {
  /**
   * Announces the revocation of `tokenHash` and, in a process with a cache, waits (at most 2 s) until every
   * instance that heard it has forgotten the token. Never throws: a revocation is committed whatever Redis does.
   */
  announce(tokenHash: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Token revocations through Redis pub/sub (PostgreSQL with REDIS_URL: the instances share Redis anyway):
 * - every `serve` subscribes; on a revocation it forgets the token and answers on the ack channel;
 * - the revoker publishes after commit; PUBLISH answers how many subscribers received the message, and the
 *   revoker acknowledges the revocation once that many have answered (or after 2 s), so no instance serves the
 *   token's next request from its cache;
 * - an instance trusts its cache only while subscribed: from a lost connection until it has subscribed again, the
 *   cache is empty and bypassed (what it missed meanwhile cannot matter);
 * - a process without a cache (the CLI) publishes and does not wait.
 * What Redis cannot cover: a revoker that dies between its commit and the PUBLISH, or that cannot reach Redis while
 * the instances can. Then an instance's cached entry lives until the token's last_used_at is next due (at most a
 * minute), when that write finds the token revoked (authenticateAccessToken). PostgreSQL's LISTEN/NOTIFY, used
 * without Redis, has no such window: the NOTIFY is part of the revoking transaction.
 */
export function redisTokenRevocations(
  url: string,
  cache: TokenCache | null,
  log: {
    /** A revocation could not be announced, or a subscription failed. */
    error(error: Error, what: string): void;
    /** The cache began or stopped trusting its entries (subscribed, or the subscription was lost). */
    listening(listening: boolean): void;
  },
): TokenRevocationFanOut {
  // Fail fast while Redis is away, reconnect in the background: the rate limiter's settings. Connection errors
  // repeat with every reconnection attempt; what matters is logged once, as `listening` changes.
  const publisher = new Redis(url, { ...failFastRedisOptions(), lazyConnect: cache === null });
  publisher.on('error', () => {});
  const subscriber = cache === null ? null : new Redis(url, { ...failFastRedisOptions(), autoResubscribe: false });
  if (subscriber !== null && cache !== null) {
    let listening = false;
    const setListening = (now: boolean) => {
      cache.setListening(now);
      if (now !== listening) log.listening(now);
      listening = now;
    };
    subscriber.on('error', () => {});
    // (Re)connected: subscribe again, and trust the cache only once the subscription holds.
    subscriber.on('ready', () => {
      subscriber.subscribe(REDIS_TOKEN_REVOKED_CHANNEL, REDIS_TOKEN_REVOKED_ACK_CHANNEL).then(
        () => setListening(true),
        (error: Error) => log.error(error, 'subscribe'),
      );
    });
    subscriber.on('close', () => setListening(false));
    subscriber.on('message', (channel: string, tokenHash: string) => {
      if (channel === REDIS_TOKEN_REVOKED_ACK_CHANNEL) {
        cache.answered(tokenHash);
        return;
      }
      cache.forget(tokenHash);
      publisher.publish(REDIS_TOKEN_REVOKED_ACK_CHANNEL, tokenHash).catch((error: Error) => log.error(error, 'answer'));
    });
  }

  return {
    async announce(tokenHash) {
      // Counting starts before the message goes out, so no answer is missed.
      const answers = cache?.awaitAnswers(tokenHash) ?? null;
      let receivers: number;
      try {
        if (publisher.status === 'wait') await publisher.connect();
        receivers = await publisher.publish(REDIS_TOKEN_REVOKED_CHANNEL, tokenHash);
      } catch (error) {
        log.error(error as Error, 'announce');
        await answers?.until(0);
        return;
      }
      await answers?.until(receivers, ANSWER_TIMEOUT_MS);
    },
    async close() {
      cache?.setListening(false);
      await Promise.all([quit(publisher), subscriber && quit(subscriber)]);
    },
  };
}

async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'wait' || redis.status === 'end') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

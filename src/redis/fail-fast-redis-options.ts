import type { RedisOptions } from 'ioredis';

/** How the connection behaves while Redis is away: fail fast, never queue, reconnect in the background. */
export function failFastRedisOptions(maxReconnectDelayMs = 2000): RedisOptions {
  return {
    // A command sent while disconnected fails at once instead of waiting for a reconnection.
    enableOfflineQueue: false,
    // Commands in flight when the connection drops fail instead of being retried on the next connection.
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // Reconnect for ever, backing off to at most maxReconnectDelayMs between attempts.
    retryStrategy: (attempt) => Math.min(attempt * 100, maxReconnectDelayMs),
  };
}

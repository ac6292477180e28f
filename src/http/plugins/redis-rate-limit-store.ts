import { Redis } from 'ioredis';
import { failFastRedisOptions } from '../../redis/fail-fast-redis-options.js';
import {
  type BucketLimits,
  InMemoryRateLimitStore,
  type RateLimitDecision,
  type RateLimitStore,
} from './rate-limit-store.js';

/**
 * The token bucket of {@link InMemoryRateLimitStore}, in one atomic script: per key a hash {tokens, updated_at_ms}
 * refilled by the elapsed time at ARGV[1] per second up to ARGV[2], one token taken when there is one, and the key
 * set to expire when the bucket would be full again (an idle key vanishes, and a missing key is a full bucket).
 *
 * The time is the Redis server's (TIME), so instances whose clocks disagree still share one timeline; ARGV[3],
 * when given, replaces it (tests replay a timeline with it). Scripts that call TIME before writing need effects
 * replication: Redis 5 or later (the default there). The arithmetic is the in-memory store's, operation for
 * operation, in the same doubles, so the headers do not change with the store.
 */
export const TOKEN_BUCKET_LUA = `
local per_second = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
if now == nil then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated_at_ms')
local tokens = tonumber(state[1])
local updated = tonumber(state[2])
if tokens == nil or updated == nil then
  tokens = burst
else
  local elapsed = now - updated
  -- A server clock stepped back refills nothing rather than taking tokens away.
  if elapsed < 0 then elapsed = 0 end
  tokens = math.min(burst, tokens + (elapsed / 1000) * per_second)
end
local allowed = 0
if tokens >= 1 then
  allowed = 1
  tokens = tokens - 1
end
local missing = burst - tokens
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'updated_at_ms', string.format('%.17g', now))
redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil(missing / per_second * 1000)))
local retry_after = 0
if allowed == 0 then retry_after = math.max(1, math.ceil((1 - tokens) / per_second)) end
return { allowed, math.floor(tokens), math.ceil(missing / per_second), retry_after }
`;

/** The two lines the store logs: pino's logger fits, and so does a test's recorder. */
export interface RateLimitStoreLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RedisRateLimitStoreOptions {
  /** `redis://[:password@]host:port[/db]` or `rediss://…`. */
  readonly url: string;
  readonly perSecond: number;
  readonly burst: number;
  readonly logger: RateLimitStoreLogger;
  /** Prepended to every key; instances that share a bucket share the prefix. */
  readonly keyPrefix?: string;
  /** The longest a request waits for Redis before it is decided by the local limiter. */
  readonly timeoutMs?: number;
  /** The longest wait between two reconnection attempts (they start at 100 ms and grow). */
  readonly maxReconnectDelayMs?: number;
  /**
   * While Redis is marked down but the connection looks open (a hung or refusing server), one request per
   * interval tries it again; the others go straight to the local limiter.
   */
  readonly probeIntervalMs?: number;
  /** false uses the `now` each call is given instead of the Redis server's time: for tests replaying a timeline. */
  readonly useServerTime?: boolean;
}

export const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'dossier:rl:';

type BucketCommand = (key: string, perSecond: number, burst: number, now?: number) => Promise<unknown>;

class RedisTimeout extends Error {
  override name = 'RedisTimeout';
}

/**
 * A {@link RateLimitStore} shared by every instance through Redis.
 *
 * When Redis cannot answer (down, unreachable, hung, out of memory) the store fails OPEN to a local limiter: each
 * instance falls back to its own in-memory bucket with the same limits, so a caller is still limited, per instance,
 * instead of every API call being refused because the cache is down. It logs one error when Redis becomes
 * unusable and one info line when it is back, never one per request; ioredis reconnects on its own and the shared
 * buckets apply again as soon as it has. The `now` a call is given only drives the local buckets: the shared ones go
 * by the Redis server's clock.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;
  readonly #bucket: BucketCommand;
  readonly #local: InMemoryRateLimitStore;
  readonly #logger: RateLimitStoreLogger;
  readonly #perSecond: number;
  readonly #burst: number;
  readonly #prefix: string;
  readonly #timeoutMs: number;
  readonly #probeIntervalMs: number;
  readonly #useServerTime: boolean;
  /** `starting` until the first connection; `down` from the first failure until Redis answers again. */
  #state: 'starting' | 'up' | 'down' = 'starting';
  #nextProbeAt = 0;
  #closing = false;

  constructor(options: RedisRateLimitStoreOptions) {
    this.#perSecond = options.perSecond;
    this.#burst = options.burst;
    this.#logger = options.logger;
    this.#prefix = options.keyPrefix ?? DEFAULT_RATE_LIMIT_KEY_PREFIX;
    this.#timeoutMs = options.timeoutMs ?? 100;
    this.#probeIntervalMs = options.probeIntervalMs ?? 1000;
    this.#useServerTime = options.useServerTime ?? true;
    this.#local = new InMemoryRateLimitStore(options.perSecond, options.burst);
    this.#redis = new Redis(options.url, failFastRedisOptions(options.maxReconnectDelayMs));
    this.#redis.defineCommand('dossierTokenBucket', { numberOfKeys: 1, lua: TOKEN_BUCKET_LUA });
    const command = (this.#redis as unknown as { dossierTokenBucket: BucketCommand }).dossierTokenBucket;
    this.#bucket = command.bind(this.#redis);
    // Without an 'error' listener ioredis prints every failed reconnection itself.
    this.#redis.on('error', (error: Error) => this.#markDown(error));
    this.#redis.on('close', () => this.#markDown(new Error('The connection to Redis closed')));
    this.#redis.on('ready', () => this.#markUp());
  }

  /** Whether requests are decided by the shared buckets right now (false while falling back to the local one). */
  get shared(): boolean {
    return this.#state === 'up' && this.#redis.status === 'ready';
  }

  async consume(key: string, now: number, limits?: BucketLimits): Promise<RateLimitDecision> {
    if (this.#closing || this.#redis.status !== 'ready') return this.#local.consume(key, now, limits);
    const probing = this.#state === 'down';
    const perSecond = limits?.perSecond ?? this.#perSecond;
    const burst = limits?.burst ?? this.#burst;
    if (probing) {
      // The connection is open but Redis failed: try it again now and then, not on every request.
      const clock = Date.now();
      if (clock < this.#nextProbeAt) return this.#local.consume(key, now, limits);
      this.#nextProbeAt = clock + this.#probeIntervalMs;
    }
    try {
      const reply = await this.#withTimeout(
        this.#useServerTime
          ? this.#bucket(this.#prefix + key, perSecond, burst)
          : this.#bucket(this.#prefix + key, perSecond, burst, now),
      );
      const decision = toDecision(reply);
      // A call sent before a concurrent one failed proves little: only a probe restores the shared buckets, so a
      // Redis answering around the timeout does not flap between the two log lines with every request.
      if (probing || this.#state !== 'down') this.#markUp();
      return decision;
    } catch (error) {
      this.#markDown(error);
      this.#nextProbeAt = Date.now() + this.#probeIntervalMs;
      return this.#local.consume(key, now, limits);
    }
  }

  /** Closes the connection (on shutdown); any later call is decided by the local limiter. */
  async close(): Promise<void> {
    this.#closing = true;
    if (this.#redis.status === 'ready') {
      try {
        await this.#withTimeout(this.#redis.quit(), 1000);
      } catch {}
    }
    this.#redis.disconnect();
  }

  #markDown(error: unknown): void {
    if (this.#closing || this.#state === 'down') return;
    this.#state = 'down';
    this.#logger.error(
      { err: error instanceof Error ? error : new Error(String(error)) },
      'Redis rate limiting unavailable: each instance now limits its callers on its own (fail open) until Redis is back',
    );
  }

  #markUp(): void {
    if (this.#closing || this.#state === 'up') return;
    const previous = this.#state;
    this.#state = 'up';
    this.#logger.info(
      { keyPrefix: this.#prefix },
      previous === 'down' ? 'Redis rate limiting restored' : 'Redis rate limiting connected',
    );
  }

  #withTimeout<T>(promise: Promise<T>, ms = this.#timeoutMs): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      // Timers run before I/O in each turn of the event loop: after a stall (GC, a heavy request) the timer would
      // win over an answer already waiting in the socket. setImmediate lets that answer be read first.
      const fire = () => setImmediate(() => reject(new RedisTimeout(`Redis did not answer within ${ms} ms`)));
      timer = setTimeout(fire, ms);
      timer.unref();
    });
    // A late answer (or failure) of the abandoned command must not become an unhandled rejection.
    promise.catch(() => {});
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}

function toDecision(reply: unknown): RateLimitDecision {
  if (!Array.isArray(reply) || reply.length !== 4 || !reply.every((n) => typeof n === 'number')) {
    throw new Error(`Unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
  }
  const [allowed, remaining, resetSeconds, retryAfterSeconds] = reply as number[];
  return {
    allowed: allowed === 1,
    remaining: remaining as number,
    resetSeconds: resetSeconds as number,
    retryAfterSeconds: retryAfterSeconds as number,
  };
}

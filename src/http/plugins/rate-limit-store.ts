export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Requests left right now. */
  readonly remaining: number;
  /** Seconds until the bucket is full again. */
  readonly resetSeconds: number;
  /** Seconds until the next request would be allowed (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/** A bucket's size and refill, when a scope's differ from the store's own (sign-in's per-address limit). */
export interface BucketLimits {
  readonly perSecond: number;
  readonly burst: number;
}

/** Counts requests per key. In memory on one instance; a Redis store shares the counts between instances. */
export interface RateLimitStore {
  /** `limits` replaces the store's own for this key (one key is always used with the same limits). */
  consume(key: string, now: number, limits?: BucketLimits): RateLimitDecision | Promise<RateLimitDecision>;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per key: `burst` requests at once, refilled at `perSecond`. Idle buckets are dropped when the
 * map grows, so memory stays bounded by the number of recently active tokens.
 */
export class InMemoryRateLimitStore implements RateLimitStore {
  readonly #buckets = new Map<string, Bucket>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly maxKeys = 100_000,
  ) {}

  consume(key: string, now: number, limits?: BucketLimits): RateLimitDecision {
    const perSecond = limits?.perSecond ?? this.perSecond;
    const burst = limits?.burst ?? this.burst;
    let bucket = this.#buckets.get(key);
    if (bucket === undefined) {
      if (this.#buckets.size >= this.maxKeys) this.#evictFull(now);
      bucket = { tokens: burst, updatedAt: now };
      this.#buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * perSecond);
      bucket.updatedAt = now;
    }
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const missing = burst - bucket.tokens;
    return {
      allowed,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil(missing / perSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)),
    };
  }

  #evictFull(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond >= this.burst) this.#buckets.delete(key);
    }
    if (this.#buckets.size >= this.maxKeys) this.#buckets.clear();
  }
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  /** Requests left right now. */
  readonly remaining: number;
  /** Seconds until the bucket is full again. */
  readonly resetSeconds: number;
  /** Seconds until the next request would be allowed (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/** Counts requests per key. In memory on one instance; a Redis store shares the counts between instances. */
export interface RateLimitStore {
  consume(key: string, now: number): RateLimitDecision | Promise<RateLimitDecision>;
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

  consume(key: string, now: number): RateLimitDecision {
    let bucket = this.#buckets.get(key);
    if (bucket === undefined) {
      if (this.#buckets.size >= this.maxKeys) this.#evictFull(now);
      bucket = { tokens: this.burst, updatedAt: now };
      this.#buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond);
      bucket.updatedAt = now;
    }
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const missing = this.burst - bucket.tokens;
    return {
      allowed,
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil(missing / this.perSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond)),
    };
  }

  #evictFull(now: number): void {
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond >= this.burst) this.#buckets.delete(key);
    }
    if (this.#buckets.size >= this.maxKeys) this.#buckets.clear();
  }
}

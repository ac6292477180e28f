import { createRequire } from 'node:module';
import type Pg from 'pg';

/** node-postgres, loaded only by a process that uses PostgreSQL. */
const loadPg = (): typeof Pg => createRequire(import.meta.url)('pg') as typeof Pg;

/** What authenticating a token yields, kept between requests. */
export interface CachedToken {
  readonly accountId: string;
  readonly tokenId: string;
  /** When last_used_at was last written, so the cache keeps that hint at its one-minute resolution. */
  lastTouchedMs: number;
}

/** The channel a revocation is announced on (PostgreSQL NOTIFY, in the revoking transaction). */
export const TOKEN_REVOKED_CHANNEL = 'dossier_token_revoked';
/** Each listening instance answers on this channel once it has forgotten the token (payload: the token's hash). */
export const TOKEN_REVOKED_ACK_CHANNEL = 'dossier_token_revoked_ack';
/** The application_name of every LISTEN connection: the revoker counts them to know how many answers to await. */
export const TOKEN_CACHE_APPLICATION = 'dossier-token-cache';

/** A revocation waiting for every instance's answer (see TokenCache.awaitAnswers). */
export interface PendingAnswers {
  /** Resolves once `count` instances have answered, or after `timeoutMs`. */
  until(count: number, timeoutMs?: number): Promise<void>;
}

/**
 * Access tokens already authenticated, by SHA-256, so a hot read does not look its token up in the database every
 * time. Only live tokens are kept; a revocation must reach every instance's cache before the token's next request
 * there, so the cache trusts an entry only while it can hear of revocations:
 * - in this process, the revoking service forgets the token after commit;
 * - SQLite: any commit by another connection or process (the CLI's `tokens revoke`) changes PRAGMA data_version,
 *   checked on each lookup (about a microsecond): the cache then starts afresh;
 * - PostgreSQL: each instance LISTENs for the revoking transaction's NOTIFY, forgets the token and answers; the
 *   revoker acknowledges the revocation only once every listening instance has answered (or after 2 s), so no
 *   instance can serve the token's next request from its cache. Without its LISTEN connection an instance's
 *   cache is bypassed, never trusted;
 * - PostgreSQL with REDIS_URL: the same protocol over Redis pub/sub instead (redis-token-revocations.ts), the
 *   subscription standing in for the LISTEN connection.
 */
export class TokenCache {
  readonly #entries = new Map<string, CachedToken>();
  #seenVersion: number | null = null;
  #listening: boolean;
  /** Counts forgets: a lookup that began before one may have read a token revoked since, and must not keep it. */
  #generation = 0;
  /** Revocations this instance made, with the answers heard so far and what to call on each. */
  readonly #answers = new Map<string, { heard: number; onAnswer: (() => void) | null }>();

  constructor(
    /** SQLite's PRAGMA data_version of the serving connection; null on PostgreSQL. */
    private readonly dataVersion: (() => number) | null,
    private readonly maxEntries = 10_000,
  ) {
    // SQLite needs no listener: data_version tells. PostgreSQL trusts nothing until its LISTEN is up.
    this.#listening = dataVersion !== null;
  }

  lookup(hash: string): CachedToken | undefined {
    if (!this.#listening) return undefined;
    if (this.dataVersion !== null) {
      const version = this.dataVersion();
      if (version !== this.#seenVersion) {
        this.#entries.clear();
        this.#seenVersion = version;
        return undefined;
      }
    }
    return this.#entries.get(hash);
  }

  /**
   * The entry for `hash` without asking SQLite's data_version: a token revoked by another process may still be
   * here. Only for a read that checks the token's row itself (recentAccessToken).
   */
  peek(hash: string): CachedToken | undefined {
    return this.#listening ? this.#entries.get(hash) : undefined;
  }

  /** Take it before reading a token from the database; pass it to remember. */
  get generation(): number {
    return this.#generation;
  }

  remember(hash: string, token: CachedToken, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(hash, token);
  }

  forget(hash: string): void {
    this.#generation++;
    this.#entries.delete(hash);
  }

  /**
   * PostgreSQL: starts counting the instances that answer the revocation of `hash` (each answers once it has
   * forgotten the token). Call it before the revoking transaction commits, so no answer is missed; then await
   * `until(n)` with the number of listening instances. SQLite needs no answers (data_version): it resolves at once.
   */
  awaitAnswers(hash: string): PendingAnswers {
    if (this.dataVersion !== null) return { until: () => Promise.resolve() };
    const entry = { heard: 0, onAnswer: null as (() => void) | null };
    this.#answers.set(hash, entry);
    return {
      until: (count, timeoutMs = 2_000) =>
        new Promise<void>((resolve) => {
          const finish = () => {
            clearTimeout(timer);
            if (this.#answers.get(hash) === entry) this.#answers.delete(hash);
            resolve();
          };
          const timer = setTimeout(finish, timeoutMs);
          entry.onAnswer = () => {
            if (entry.heard >= count) finish();
          };
          entry.onAnswer();
        }),
    };
  }

  /** PostgreSQL: one instance answered that it has forgotten `hash`. */
  answered(hash: string): void {
    const entry = this.#answers.get(hash);
    if (!entry) return;
    entry.heard++;
    entry.onAnswer?.();
  }

  /** PostgreSQL: the LISTEN connection is up (trust entries from now on) or lost (forget all, trust none). */
  setListening(listening: boolean): void {
    this.#generation++;
    this.#entries.clear();
    this.#listening = listening;
  }
}

/**
 * Keeps a LISTEN connection for revocations open (reconnecting with a capped backoff) and tells the cache. Returns
 * a function that stops it.
 */
export function listenForRevocations(
  databaseUrl: string,
  cache: TokenCache,
  onError: (error: Error) => void,
): () => Promise<void> {
  let client: Pg.Client | null = null;
  let stopped = false;
  let delayMs = 100;
  let timer: NodeJS.Timeout | null = null;
  const connect = async () => {
    if (stopped) return;
    const next = new (loadPg().Client)({ connectionString: databaseUrl, application_name: TOKEN_CACHE_APPLICATION });
    const lose = (error: Error) => {
      if (client !== next) return;
      client = null;
      cache.setListening(false);
      next.end().catch(() => {});
      if (!stopped) {
        onError(error);
        timer = setTimeout(connect, delayMs);
        delayMs = Math.min(delayMs * 2, 10_000);
      }
    };
    client = next;
    next.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === TOKEN_REVOKED_ACK_CHANNEL) {
        cache.answered(message.payload);
        return;
      }
      cache.forget(message.payload);
      // Forgotten: tell the revoker, which acknowledges the revocation once every instance has answered.
      next.query('select pg_notify($1, $2)', [TOKEN_REVOKED_ACK_CHANNEL, message.payload]).catch(() => {});
    });
    next.on('error', lose);
    next.on('end', () => lose(new Error('the token cache LISTEN connection ended')));
    try {
      await next.connect();
      await next.query(`listen ${TOKEN_REVOKED_CHANNEL}`);
      await next.query(`listen ${TOKEN_REVOKED_ACK_CHANNEL}`);
      delayMs = 100;
      if (client === next) cache.setListening(true);
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    cache.setListening(false);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

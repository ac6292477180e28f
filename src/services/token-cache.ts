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

/**
 * Access tokens already authenticated, by SHA-256, so a hot read does not look its token up in the database every
 * time. Only live tokens are kept; a revocation must reach every instance's cache before the token's next request
 * there, so the cache trusts an entry only while it can hear of revocations:
 * - in this process, the revoking service forgets the token after commit;
 * - SQLite: any commit by another connection or process (the CLI's `tokens revoke`) changes PRAGMA data_version,
 *   checked on each lookup (about a microsecond): the cache then starts afresh;
 * - PostgreSQL: each instance LISTENs for the revoking transaction's NOTIFY; without its LISTEN connection the
 *   cache is bypassed, never trusted.
 */
export class TokenCache {
  readonly #entries = new Map<string, CachedToken>();
  #seenVersion: number | null = null;
  #listening: boolean;
  /** Counts forgets: a lookup that began before one may have read a token revoked since, and must not keep it. */
  #generation = 0;

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
    const next = new (loadPg().Client)({ connectionString: databaseUrl, application_name: 'dossier-token-cache' });
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
      if (message.payload) cache.forget(message.payload);
    });
    next.on('error', lose);
    next.on('end', () => lose(new Error('the token cache LISTEN connection ended')));
    try {
      await next.connect();
      await next.query(`listen ${TOKEN_REVOKED_CHANNEL}`);
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

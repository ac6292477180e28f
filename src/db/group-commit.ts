import { sql } from 'kysely';
import type { Db } from './database.js';

interface PendingTransaction {
  readonly action: (trx: Db) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** Past either bound the group commits even though more transactions wait: bounded latency, no starved readers. */
const MAX_GROUP_SIZE = 64;
const MAX_GROUP_MILLISECONDS = 10;
/** How long a group waits, timer turn by timer turn, for another connection's write lock before blocking for it. */
const LOCK_WAIT_MILLISECONDS = 4000;

/**
 * `BEGIN IMMEDIATE` that does not wait: false when another connection (the delivery thread recording attempts, a
 * CLI command) holds SQLite's write lock.
 */
export type TryBeginImmediate = () => boolean;

/**
 * Group commit for SQLite's one connection. With `synchronous=FULL` every COMMIT waits for an fsync of the WAL,
 * and that wait, not the statements, bounds how many business transactions a second the embedded default can take.
 * Transactions that arrive while one runs wait here; when it finishes the next ones run in the same SQLite
 * transaction, each inside its own SAVEPOINT, and one COMMIT makes the whole group durable. Nobody hears
 * "committed" before that COMMIT returns, so an acknowledged write is still a durable one.
 *
 * Each member keeps its own all-or-nothing: a member that throws is rolled back to its savepoint and rejected at
 * once, while the others go on. If the COMMIT fails (or SQLite aborts the whole transaction, e.g. disk full), every
 * member that was waiting for it is rejected: none of them was acknowledged. Members run one after another, never
 * interleaved, so each sees exactly what it would have seen had they committed one by one.
 *
 * Plain reads wait for the connection like they do behind any transaction, so they never see a group's writes
 * before they are durable; the bounds above keep that wait short.
 */
export class GroupCommitter {
  readonly #queue: PendingTransaction[] = [];
  #running = false;
  #commits = 0;
  #committed = 0;

  constructor(
    private readonly db: Db,
    /** Whether the connection is inside a transaction (better-sqlite3's `inTransaction`). */
    private readonly connectionInTransaction: () => boolean,
    private readonly tryBeginImmediate: TryBeginImmediate | null = null,
  ) {}

  /** COMMITs done, and transactions made durable by them (their ratio is the mean group size). */
  get stats(): { readonly commits: number; readonly transactions: number } {
    return { commits: this.#commits, transactions: this.#committed };
  }

  run<T>(action: (trx: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ action, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#queue.length > 0) await this.db.connection().execute((connection) => this.#group(connection));
    } catch (error) {
      // Only acquiring the connection can land here (#group settles its members itself): fail the waiting ones.
      for (const pending of this.#queue.splice(0)) pending.reject(error);
    } finally {
      this.#running = false;
    }
  }

  async #group(connection: Db): Promise<void> {
    const done: { pending: PendingTransaction; value: unknown }[] = [];
    const started = performance.now();
    try {
      await this.#begin(connection);
    } catch (error) {
      // The write lock stayed with another process past busy_timeout: those waiting now fail as they would alone.
      for (const pending of this.#queue.splice(0)) pending.reject(error);
      return;
    }
    try {
      for (;;) {
        if (this.#queue.length === 0) {
          // better-sqlite3 runs every statement, COMMIT's fsync included, on this thread: requests that arrive
          // meanwhile are still unread sockets. One turn of the event loop lets them start their transactions and
          // join this group; when none does, the group commits.
          await new Promise<void>((resolve) => setImmediate(resolve));
          if (this.#queue.length === 0) break;
        }
        if (done.length >= MAX_GROUP_SIZE || performance.now() - started > MAX_GROUP_MILLISECONDS) break;
        const pending = this.#queue.shift() as PendingTransaction;
        await sql`savepoint member`.execute(connection);
        let value: unknown;
        try {
          value = await pending.action(connection);
        } catch (error) {
          pending.reject(error);
          // SQLite may have rolled the whole transaction back (an I/O error, a full disk): then the members before
          // this one are gone too, and the catch below fails them with this error.
          if (!this.connectionInTransaction()) throw error;
          await sql`rollback to member`.execute(connection);
          await sql`release member`.execute(connection);
          continue;
        }
        // Listed before its savepoint is released: whatever fails from here on fails it with the others.
        done.push({ pending, value });
        await sql`release member`.execute(connection);
      }
      await sql`commit`.execute(connection);
      this.#commits++;
      this.#committed += done.length;
    } catch (error) {
      if (this.connectionInTransaction()) await sql`rollback`.execute(connection).catch(() => {});
      for (const { pending } of done) pending.reject(error);
      return;
    }
    for (const { pending, value } of done) pending.resolve(value);
  }

  /**
   * Takes the write lock. SQLite's own wait for a lock another connection holds (busy_timeout) sleeps the calling
   * thread, and better-sqlite3 calls from this one, where every request runs: a delivery thread's commit would stall
   * the whole service for SQLite's sleep steps (1, 2, 5, 10 ms…). So the lock is tried without waiting, and retried
   * a timer turn later while the event loop goes on (requests that arrive meanwhile join this group). Past
   * LOCK_WAIT_MILLISECONDS it waits the blocking way, busy_timeout more, and then fails as it always did.
   */
  async #begin(connection: Db): Promise<void> {
    if (this.tryBeginImmediate !== null) {
      const deadline = performance.now() + LOCK_WAIT_MILLISECONDS;
      do {
        if (this.tryBeginImmediate()) return;
        await new Promise((resolve) => setTimeout(resolve, 1));
      } while (performance.now() < deadline);
    }
    await sql`begin immediate`.execute(connection);
  }
}

const committers = new WeakMap<Db, GroupCommitter>();

/** Makes inTransaction group the transactions of this SQLite database (openDatabase does it). */
export function enableGroupCommit(
  db: Db,
  connectionInTransaction: () => boolean,
  tryBeginImmediate: TryBeginImmediate | null = null,
): void {
  committers.set(db, new GroupCommitter(db, connectionInTransaction, tryBeginImmediate));
}

/** The database's group committer, if it has one (SQLite). */
export function groupCommitterOf(db: Db): GroupCommitter | undefined {
  return committers.get(db);
}

import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely prepares every query anew, and preparing costs more than running a short indexed query. Queries built
 * by the same code yield the same SQL text with new parameters, so prepared statements are kept by their text
 * (least recently used dropped past `capacity`). better-sqlite3 runs statements synchronously, so one cached
 * statement is never used by two queries at once.
 */
export class StatementCachingDatabase implements SqliteDatabase {
  readonly #statements = new Map<string, Statement>();

  constructor(
    private readonly database: BetterSqliteDatabase,
    private readonly capacity = 500,
  ) {}

  prepare(sql: string): SqliteStatement {
    let statement = this.#statements.get(sql);
    if (statement !== undefined) {
      // Re-insert to mark it most recently used.
      this.#statements.delete(sql);
      this.#statements.set(sql, statement);
      return statement as unknown as SqliteStatement;
    }
    statement = this.database.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.capacity) {
      const oldest = this.#statements.keys().next().value as string;
      this.#statements.delete(oldest);
    }
    return statement as unknown as SqliteStatement;
  }

  close(): void {
    this.#statements.clear();
    this.database.close();
  }
}

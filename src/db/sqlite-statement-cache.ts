import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** better-sqlite3 refuses to bind JavaScript booleans; SQLite stores them as 0/1 (read back with fromBool). */
function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  const out = new Array<unknown>(parameters.length);
  for (let i = 0; i < parameters.length; i++) {
    const value = parameters[i];
    out[i] = value === true ? 1 : value === false ? 0 : value;
  }
  return out;
}

/** A cached statement, with booleans turned into 0/1 as they are bound. */
class BindingStatement implements SqliteStatement {
  constructor(private readonly statement: Statement) {}

  get reader(): boolean {
    return this.statement.reader;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.statement.all(bindable(parameters));
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.statement.run(bindable(parameters));
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.statement.iterate(bindable(parameters));
  }
}

/**
 * Kysely prepares every query anew, and preparing costs more than running a short indexed query. Queries built
 * by the same code yield the same SQL text with new parameters, so prepared statements are kept by their text
 * (least recently used dropped past `capacity`). better-sqlite3 runs statements synchronously, so one cached
 * statement is never used by two queries at once (nothing here streams with `iterate`).
 */
export class StatementCachingDatabase implements SqliteDatabase {
  readonly #statements = new Map<string, BindingStatement>();

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
      return statement;
    }
    statement = new BindingStatement(this.database.prepare(sql));
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.capacity) {
      const oldest = this.#statements.keys().next().value as string;
      this.#statements.delete(oldest);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    this.database.close();
  }
}

import type { Compilable, CompiledQuery } from 'kysely';
import type { Db, ReadNow } from './database.js';

/**
 * Building and compiling a Kysely query costs more than running a short indexed query on SQLite. A prepared
 * query is built once per SQL dialect with placeholder arguments; each call reuses the compiled SQL and puts the
 * real arguments where the placeholders were. Use it for hot, fixed-shape queries only (no variable-length
 * `in` lists); everything else builds its query per call as usual.
 */
/** The SQL of every prepared query, compiled (per dialect), with a statement name of its own. */
const statementNames = new Map<string, string>();

/**
 * The statement name under which a PostgreSQL connection keeps this SQL parsed and planned, if it is a prepared
 * query's (postgres-named-statements.ts); undefined for any other SQL.
 */
export function statementNameOf(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** A prepared query: call it to run it, or take its compiled form to run it another way. */
export interface PreparedQuery<Args extends readonly unknown[], Row> {
  (db: Db, ...args: Args): Promise<Row[]>;
  /** The compiled query with these arguments in place (for a SQLite read at once: DatabaseHandle.readNow). */
  compiled(db: Db, ...args: Args): CompiledQuery<Row>;
  /**
   * Runs it at once through `readNow` when that can (SQLite with no transaction open: see ReadNow), else as usual:
   * for a read outside any transaction, it skips the wait for the connection and Kysely's executor.
   */
  read(db: Db, readNow: ReadNow | undefined, ...args: Args): Promise<Row[]>;
}

export function preparedQuery<Args extends readonly unknown[], Row>(
  arity: Args['length'],
  build: (db: Db, ...args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  // Keyed by the dialect's adapter, which a database shares with its transactions and connection-bound copies:
  // the SQL depends on the dialect only, so a transaction does not compile the query again.
  const compiledByDialect = new WeakMap<object, { query: CompiledQuery<Row>; slots: (number | null)[] }>();
  const placeholders = Array.from({ length: arity }, (_, i) => `\u0000dossier-placeholder-${i}\u0000`);
  const compiled = (db: Db, ...args: Args): CompiledQuery<Row> => {
    const dialectKey = db.getExecutor().adapter;
    let entry = compiledByDialect.get(dialectKey);
    if (entry === undefined) {
      const query = build(db, ...(placeholders as unknown as Args)).compile();
      const slots = query.parameters.map((p) => {
        const index = placeholders.indexOf(p as string);
        return index === -1 ? null : index;
      });
      if (slots.filter((s) => s !== null).length < arity) {
        throw new Error('preparedQuery: every argument must appear as a parameter of the query');
      }
      entry = { query, slots };
      compiledByDialect.set(dialectKey, entry);
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `dossier_${statementNames.size + 1}`);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((p, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? p : args[slot];
    });
    return { ...query, parameters };
  };
  const run = async (db: Db, ...args: Args): Promise<Row[]> => {
    const result = await db.executeQuery<Row>(compiled(db, ...args));
    return result.rows;
  };
  const read = async (db: Db, readNow: ReadNow | undefined, ...args: Args): Promise<Row[]> => {
    const now = readNow?.(compiled(db, ...args));
    return now ?? run(db, ...args);
  };
  return Object.assign(run, { compiled, read });
}

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import type { SqlDialect } from './sql-dialect.js';
import { SqliteImmediateDialect } from './sqlite-immediate-dialect.js';
import { StatementCachingDatabase } from './sqlite-statement-cache.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  readonly db: Db;
  readonly dialect: SqlDialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… or null for SQLite. */
  readonly databaseUrl: string | null;
  /** Where the SQLite file lives (ignored for PostgreSQL). */
  readonly dataDir: string;
  /** `:memory:` for throwaway SQLite databases; defaults to dossier.db in dataDir. */
  readonly sqliteFile?: string;
  readonly poolSize?: number;
}

const PG_TIMESTAMPTZ = 1184;
const PG_DATE = 1082;
const PG_INT8 = 20;

/**
 * Both dialects hand back the same JavaScript values: timestamps as ISO strings with milliseconds, dates as
 * YYYY-MM-DD, bigints as numbers (file sizes stay far below 2^53).
 */
const pgTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === PG_TIMESTAMPTZ) return (text: string) => new Date(text).toISOString();
    if (oid === PG_DATE) return (text: string) => text;
    if (oid === PG_INT8) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: pgTypes,
    });
    // An idle client whose connection dies (server restart, failover, an administrator's terminate) is dropped by
    // the pool, which then emits 'error': without a listener that event would crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? join(options.dataDir, 'dossier.db');
  if (file !== ':memory:') mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes every acknowledged commit survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteImmediateDialect({ database: new StatementCachingDatabase(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

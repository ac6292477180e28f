import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import type Pg from 'pg';

/**
 * node-postgres, loaded only by a process that uses PostgreSQL; kept once loaded. pg asks getTypeParser (below) for
 * every column of every result, and a require() resolves its path anew each time (file system stats): with a
 * case's record of 60 columns that was about a tenth of this process's CPU per PostgreSQL state change (profile).
 */
let pgModule: typeof Pg | undefined;
const loadPg = (): typeof Pg => {
  pgModule ??= createRequire(import.meta.url)('pg') as typeof Pg;
  return pgModule;
};

import { enableGroupCommit, type TryBeginImmediate } from './group-commit.js';
import { withNamedStatements } from './postgres-named-statements.js';
import type { Database } from './schema.js';
import type { SqlDialect } from './sql-dialect.js';
import { SqliteImmediateDialect } from './sqlite-immediate-dialect.js';
import { StatementCachingDatabase } from './sqlite-statement-cache.js';

export type Db = Kysely<Database>;

/**
 * SQLite: runs a read on the serving connection at once, with no promise, or answers undefined while a
 * transaction is open on it (a read there would see that transaction's uncommitted writes): take the usual async
 * path then.
 */
export type ReadNow = <Row>(query: CompiledQuery<Row>) => Row[] | undefined;

/** How the handle's connections are used right now (the /metrics pool gauges). */
export interface PoolStats {
  /** Open connections (SQLite: the one). */
  readonly total: number;
  /** Open and not running a query or transaction (SQLite: 0 while a transaction is open). */
  readonly idle: number;
  /** Queries waiting for a connection (PostgreSQL; null on SQLite, which does not count them). */
  readonly waiting: number | null;
  /** The most connections the handle opens. */
  readonly max: number;
}

export interface DatabaseHandle {
  readonly db: Db;
  readonly dialect: SqlDialect;
  close(): Promise<void>;
  /** The pool's use right now; absent on handles that do not report it. */
  poolStats?(): PoolStats;
  /**
   * SQLite: PRAGMA data_version of this connection, which changes when another connection or process commits
   * (the token cache's sign that a token may have been revoked elsewhere). Absent on PostgreSQL.
   */
  dataVersion?(): number;
  /**
   * SQLite: a version of everything this connection reads, which moves with every commit, this connection's
   * (total_changes) or another's (data_version); null while a transaction is open, whose reads may see rows not
   * yet committed. What ReadMemo keeps its results under. Absent on PostgreSQL.
   */
  readVersion?(): string | null;
  /** SQLite: a read at once (see ReadNow). Absent on PostgreSQL, whose reads always wait for the network. */
  readonly readNow?: ReadNow;
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
    return loadPg().types.getTypeParser(oid, format as 'text');
  },
};

/** How much of the SQLite file is read through a memory map (the rest through pread). */
const MMAP_BYTES = 256 * 1024 * 1024;

/** How long SQLite itself waits for a lock another connection or process holds, before SQLITE_BUSY. */
const BUSY_TIMEOUT_MILLISECONDS = 5000;

/**
 * BEGIN IMMEDIATE that answers at once, false while another connection holds the write lock: busy_timeout is off
 * for that one statement, so SQLite's busy handler cannot sleep the thread (GroupCommitter waits without blocking).
 */
function tryBeginImmediate(sqlite: SqliteDatabase.Database): TryBeginImmediate {
  const begin = sqlite.prepare('begin immediate');
  const noWait = sqlite.prepare('pragma busy_timeout = 0');
  const wait = sqlite.prepare(`pragma busy_timeout = ${BUSY_TIMEOUT_MILLISECONDS}`);
  return () => {
    noWait.run();
    try {
      begin.run();
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return false;
      throw error;
    } finally {
      wait.run();
    }
  };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = new (loadPg().Pool)({ connectionString: options.databaseUrl, max, types: pgTypes });
    // An idle client whose connection dies (server restart, failover, an administrator's terminate) is dropped by
    // the pool, which then emits 'error': without a listener that event would crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    const poolStats = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    });
    return { db, dialect: 'postgres', close: () => db.destroy(), poolStats };
  }
  const file = options.sqliteFile ?? join(options.dataDir, 'dossier.db');
  if (file !== ':memory:') mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes every acknowledged commit survive power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MILLISECONDS}`);
  // Deleted rows are overwritten with zeros, not left in free pages: an erased case's personal data must not stay
  // readable in the file's bytes (case-erasure.ts). It costs a write of the freed space, on deletes only.
  sqlite.pragma('secure_delete = ON');
  // Pages are read through a memory map, not a pread() each: the hot reads' one syscall less per request.
  // (Writes still go through write(); the map is SQLite's, and it re-checks the file's size as it needs to.)
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  const statements = new StatementCachingDatabase(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteImmediateDialect({ database: statements }) });
  enableGroupCommit(db, () => sqlite.inTransaction, tryBeginImmediate(sqlite));
  const poolStats = () => ({ total: 1, idle: sqlite.inTransaction ? 0 : 1, waiting: null, max: 1 });
  const dataVersionStatement = sqlite.prepare('pragma data_version').pluck();
  const dataVersion = () => dataVersionStatement.get() as number;
  const versionStatement = sqlite
    .prepare(`select total_changes() || ':' || data_version from pragma_data_version`)
    .pluck();
  const readVersion = () => (sqlite.inTransaction ? null : (versionStatement.get() as string));
  // better-sqlite3 is synchronous: a read that starts while no transaction is open runs in autocommit, alone.
  const readNow: ReadNow = <Row>(query: CompiledQuery<Row>): Row[] | undefined =>
    sqlite.inTransaction ? undefined : (statements.prepare(query.sql).all(query.parameters) as Row[]);
  return { db, dialect: 'sqlite', close: () => db.destroy(), poolStats, dataVersion, readVersion, readNow };
}

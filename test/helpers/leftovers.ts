import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import type { SqlDialect } from '../../src/db/sql-dialect.js';

/**
 * Where a text still is in a database: every column of every table read as text (`table.column` per hit). On
 * SQLite every column is read (its types are loose: FTS shadow tables included); on PostgreSQL every column of a
 * text, varchar or json type of the public schema.
 */
export async function columnsContaining(db: Db, dialect: SqlDialect, needle: string): Promise<string[]> {
  const columns: { table: string; column: string }[] = [];
  if (dialect === 'sqlite') {
    const { rows: tables } = await sql<{ name: string }>`SELECT name FROM sqlite_master
      WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
    for (const { name } of tables) {
      const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(db);
      for (const c of rows) columns.push({ table: name, column: c.name });
    }
  } else {
    const { rows } = await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name
      FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND data_type IN ('text', 'character varying', 'jsonb', 'json')`.execute(db);
    for (const r of rows) columns.push({ table: r.table_name, column: r.column_name });
  }
  const hits: string[] = [];
  const pattern = `%${needle}%`;
  for (const { table, column } of columns) {
    const cast = dialect === 'sqlite' ? sql`CAST(${sql.ref(column)} AS TEXT)` : sql`${sql.ref(column)}::text`;
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}
      WHERE ${cast} LIKE ${pattern}`.execute(db);
    if (Number(rows[0]?.n) > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

/** Every file under a directory whose bytes contain the needle (the SQLite file and its log, stored files, mail). */
export function filesContaining(directory: string, needle: string | Buffer): string[] {
  const bytes = typeof needle === 'string' ? Buffer.from(needle, 'utf8') : needle;
  const hits: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (readFileSync(path).includes(bytes)) hits.push(path);
    }
  };
  walk(directory);
  return hits;
}

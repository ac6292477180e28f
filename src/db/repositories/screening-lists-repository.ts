import { type Selectable, sql } from 'kysely';
import type { Db } from '../database.js';
import type { ScreeningEntryTable, ScreeningListVersionTable } from '../schema.js';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * The screening lists: sources, their immutable versions, entries valid from one version to another, and the
 * candidate index. Operator-wide tables (no account): every account screens against the same lists.
 */

export type ScreeningListVersionRow = Selectable<ScreeningListVersionTable>;
export type ScreeningEntryRow = Selectable<ScreeningEntryTable>;
export type NewScreeningEntry = Omit<ScreeningEntryRow, 'valid_to_seq'>;

/** Rows a statement inserts at most: under SQLite's 32,766 bound parameters with room to spare. */
const BATCH = 400;

export async function ensureScreeningSource(db: Db, source: string, now: string): Promise<void> {
  await db
    .insertInto('screening_sources')
    .values({ id: source, current_version_id: null, updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The source's current version, read under the import's lock on its source row (PostgreSQL: FOR UPDATE). */
export async function lockScreeningSource(db: Db, source: string, postgres: boolean): Promise<string | null> {
  const q = db.selectFrom('screening_sources').select('current_version_id').where('id', '=', source);
  const row = await (postgres ? q.forUpdate() : q).executeTakeFirst();
  return row?.current_version_id ?? null;
}

export async function findScreeningVersion(db: Db, id: string): Promise<ScreeningListVersionRow | undefined> {
  return db.selectFrom('screening_list_versions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertScreeningVersion(db: Db, row: ScreeningListVersionRow): Promise<void> {
  await db.insertInto('screening_list_versions').values(row).execute();
}

export async function setCurrentScreeningVersion(
  db: Db,
  source: string,
  versionId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('screening_sources')
    .set({ current_version_id: versionId, updated_at: now })
    .where('id', '=', source)
    .execute();
}

/** The current entries of these keys, with their content hash: what an import compares a batch of the file with. */
export async function currentScreeningEntriesFor(
  db: Db,
  source: string,
  keys: readonly string[],
): Promise<Map<string, { id: string; hash: string }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('screening_entries')
    .select(['id', 'source_key', 'content_hash'])
    .where('source', '=', source)
    .where('source_key', 'in', keys)
    .where('valid_to_seq', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.source_key, { id: r.id, hash: r.content_hash }]));
}

/** A page of the entries current before version `seq`, in key order after `after`: to find the ones a file dropped. */
export async function currentScreeningKeysAfter(
  db: Db,
  source: string,
  seq: number,
  after: string,
  limit: number,
): Promise<{ id: string; source_key: string }[]> {
  return db
    .selectFrom('screening_entries')
    .select(['id', 'source_key'])
    .where('source', '=', source)
    .where('valid_to_seq', 'is', null)
    .where('valid_from_seq', '<', seq)
    .where('source_key', '>', after)
    .orderBy('source_key')
    .limit(limit)
    .execute();
}

/**
 * Refreshes PostgreSQL's statistics of the list tables inside an import's transaction (ANALYZE counts the rows the
 * transaction itself wrote). Without it the planner keeps the statistics of before the import: a source with no
 * rows yet, so it planned the batch lookup by key as a scan of every current row of the source, once per batch,
 * and the import's time grew with the square of the list's size. SQLite plans by its indexes alone: nothing to do.
 */
export async function refreshScreeningListStatistics(db: Db, dialect: SqlDialect): Promise<void> {
  if (dialect === 'postgres') await sql`analyze screening_entries, screening_name_keys`.execute(db);
}

/**
 * On PostgreSQL the rows go as one array a column (unnest): a statement of a few parameters however many rows,
 * where a multi-row VALUES of 400 rows binds 3,600 and is parsed and planned anew each time.
 */
const PG_ROWS = 5_000;

/**
 * After a large import has committed (PostgreSQL): VACUUM marks the new rows visible to every transaction, so a
 * name's key counts and postings are read from the key index alone (an index-only scan) instead of a heap page per
 * posting; ANALYZE gives the planner the new version's statistics. Autovacuum would do the same, minutes later:
 * screening meanwhile ran at 100-250 ms a name over 200,000 fresh entries instead of a few. Outside any
 * transaction, as VACUUM must be.
 */
export async function tidyScreeningListTables(db: Db, dialect: SqlDialect): Promise<void> {
  if (dialect === 'postgres') await sql`vacuum (analyze) screening_entries, screening_name_keys`.execute(db);
}

export async function insertScreeningEntries(
  db: Db,
  dialect: SqlDialect,
  rows: readonly NewScreeningEntry[],
): Promise<void> {
  if (dialect === 'postgres') {
    for (let i = 0; i < rows.length; i += PG_ROWS) {
      const chunk = rows.slice(i, i + PG_ROWS);
      const column = <K extends keyof NewScreeningEntry>(k: K) => chunk.map((r) => r[k]);
      await sql`insert into screening_entries
        (id, source, source_key, content_hash, kind, category, data, valid_from_seq, valid_to_seq)
        select id, source, source_key, content_hash, kind, category, data, valid_from_seq, null
        from unnest(${column('id')}::uuid[], ${column('source')}::text[], ${column('source_key')}::text[],
          ${column('content_hash')}::text[], ${column('kind')}::text[], ${column('category')}::text[],
          ${column('data')}::text[], ${column('valid_from_seq')}::integer[])
          as r(id, source, source_key, content_hash, kind, category, data, valid_from_seq)`.execute(db);
    }
    return;
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('screening_entries')
      .values(rows.slice(i, i + BATCH).map((r) => ({ ...r, valid_to_seq: null })))
      .execute();
  }
}

export async function insertScreeningNameKeys(
  db: Db,
  dialect: SqlDialect,
  rows: readonly { key: string; entry_id: string }[],
): Promise<void> {
  if (dialect === 'postgres') {
    for (let i = 0; i < rows.length; i += PG_ROWS * 4) {
      const chunk = rows.slice(i, i + PG_ROWS * 4);
      await sql`insert into screening_name_keys (key, entry_id)
        select * from unnest(${chunk.map((r) => r.key)}::text[], ${chunk.map((r) => r.entry_id)}::uuid[])`.execute(db);
    }
    return;
  }
  for (let i = 0; i < rows.length; i += BATCH * 2) {
    await db
      .insertInto('screening_name_keys')
      .values(rows.slice(i, i + BATCH * 2))
      .execute();
  }
}

/** Ends entries at a version (changed or removed there), and takes them out of the candidate index. */
export async function closeScreeningEntries(db: Db, ids: readonly string[], seq: number): Promise<void> {
  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    await db.deleteFrom('screening_name_keys').where('entry_id', 'in', chunk).execute();
    await db.updateTable('screening_entries').set({ valid_to_seq: seq }).where('id', 'in', chunk).execute();
  }
}

export interface ScreeningSourceSummary {
  source: string;
  current_version_id: string | null;
  versions: ScreeningListVersionRow[];
}

/** Every source with its versions, newest first. */
export async function listScreeningSources(db: Db): Promise<ScreeningSourceSummary[]> {
  const [sources, versions] = await Promise.all([
    db.selectFrom('screening_sources').select(['id', 'current_version_id']).orderBy('id').execute(),
    db.selectFrom('screening_list_versions').selectAll().orderBy('source').orderBy('seq', 'desc').execute(),
  ]);
  return sources.map((s) => ({
    source: s.id,
    current_version_id: s.current_version_id,
    versions: versions.filter((v) => v.source === s.id),
  }));
}

/**
 * How many current entries carry each key, counted up to `cap` (keys no entry carries are left out): what makes a
 * key rare (telling) or common (Mohammed, Ali). Each key's count stops at the cap, so a key a million entries carry
 * costs what one carried by `cap` entries does; without a cap, counting it is a scan of its million postings.
 */
export async function screeningKeyFrequencies(
  db: Db,
  keys: readonly string[],
  cap: number,
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const counts = [...new Set(keys)].map(
    (key) =>
      sql`select cast(${key} as text) as key, count(*) as n
        from (select 1 as one from screening_name_keys where key = ${key} limit ${cap}) as postings`,
  );
  const { rows } = await sql<{ key: string; n: number | string }>`${sql.join(counts, sql` union all `)}`.execute(db);
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.key, Number(r.n)]));
}

/** The current entries carrying each key: one indexed range per key. */
export async function screeningKeyPostings(
  db: Db,
  keys: readonly string[],
): Promise<{ key: string; entry_id: string }[]> {
  if (keys.length === 0) return [];
  return db.selectFrom('screening_name_keys').select(['key', 'entry_id']).where('key', 'in', keys).execute();
}

/** The first `limit` entries carrying a key, in id order. */
export async function firstScreeningKeyPostings(db: Db, key: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('screening_name_keys')
    .select('entry_id')
    .where('key', '=', key)
    .orderBy('entry_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.entry_id);
}

export async function screeningEntriesByIds(db: Db, ids: readonly string[]): Promise<ScreeningEntryRow[]> {
  const out: ScreeningEntryRow[] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    out.push(
      ...(await db
        .selectFrom('screening_entries')
        .selectAll()
        .where('id', 'in', ids.slice(i, i + BATCH))
        .execute()),
    );
  }
  return out;
}

/** The rows a version started and the rows it ended: its diff from the version before. */
export async function screeningVersionDiffRows(
  db: Db,
  source: string,
  seq: number,
): Promise<{ started: { id: string; source_key: string }[]; ended: { id: string; source_key: string }[] }> {
  const [started, ended] = await Promise.all([
    db
      .selectFrom('screening_entries')
      .select(['id', 'source_key'])
      .where('source', '=', source)
      .where('valid_from_seq', '=', seq)
      .execute(),
    db
      .selectFrom('screening_entries')
      .select(['id', 'source_key'])
      .where('source', '=', source)
      .where('valid_to_seq', '=', seq)
      .execute(),
  ]);
  return { started, ended };
}

/** The entries of one version, whole: valid at its sequence number. */
export async function screeningEntriesOfVersion(db: Db, source: string, seq: number): Promise<ScreeningEntryRow[]> {
  return db
    .selectFrom('screening_entries')
    .selectAll()
    .where('source', '=', source)
    .where('valid_from_seq', '<=', seq)
    .where((eb) => eb.or([eb('valid_to_seq', 'is', null), eb('valid_to_seq', '>', seq)]))
    .orderBy('source_key')
    .execute();
}

/** Each source's current version with its entry count. */
export async function currentScreeningVersionSizes(
  db: Db,
): Promise<{ source: string; version_id: string; entry_count: number }[]> {
  const rows = await db
    .selectFrom('screening_sources')
    .innerJoin('screening_list_versions', 'screening_list_versions.id', 'screening_sources.current_version_id')
    .select(['screening_sources.id as source', 'screening_list_versions.id as version_id', 'entry_count'])
    .execute();
  return rows.map((r) => ({ source: r.source, version_id: r.version_id, entry_count: Number(r.entry_count) }));
}

export async function currentScreeningVersionIds(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('screening_sources').select(['id', 'current_version_id']).execute();
  return new Map(rows.filter((r) => r.current_version_id !== null).map((r) => [r.id, r.current_version_id as string]));
}

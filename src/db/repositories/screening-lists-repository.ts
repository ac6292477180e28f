import { type Selectable, sql } from 'kysely';
import type { Db } from '../database.js';
import type { ScreeningEntryTable, ScreeningListVersionTable } from '../schema.js';

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

export async function insertScreeningEntries(db: Db, rows: readonly NewScreeningEntry[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('screening_entries')
      .values(rows.slice(i, i + BATCH).map((r) => ({ ...r, valid_to_seq: null })))
      .execute();
  }
}

export async function insertScreeningNameKeys(
  db: Db,
  rows: readonly { key: string; entry_id: string }[],
): Promise<void> {
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

/** How many current entries carry each key: what makes a key rare (telling) or common (Mohammed, Ali). */
export async function screeningKeyFrequencies(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const rows = await db
      .selectFrom('screening_name_keys')
      .select(['key', sql<number>`count(*)`.as('n')])
      .where('key', 'in', keys.slice(i, i + BATCH))
      .groupBy('key')
      .execute();
    for (const r of rows) out.set(r.key, Number(r.n));
  }
  return out;
}

/** The current entries carrying each key: one indexed range per key. */
export async function screeningKeyPostings(
  db: Db,
  keys: readonly string[],
): Promise<{ key: string; entry_id: string }[]> {
  if (keys.length === 0) return [];
  return db.selectFrom('screening_name_keys').select(['key', 'entry_id']).where('key', 'in', keys).execute();
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

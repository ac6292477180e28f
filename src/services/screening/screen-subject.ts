import {
  findScreeningVersion,
  firstScreeningKeyPostings,
  listScreeningSources,
  type ScreeningEntryRow,
  type ScreeningListVersionRow,
  screeningEntriesByIds,
  screeningKeyFrequencies,
  screeningKeyPostings,
  screeningVersionDiffRows,
} from '../../db/repositories/screening-lists-repository.js';
import type { ListEntry } from '../../screening/list-entry.js';
import { DEFAULT_SCREENING_THRESHOLD } from '../../screening/match/default-threshold.js';
import {
  type PreparedEntry,
  type PreparedSubject,
  prepareEntry,
  prepareSubject,
  scoreEntry,
} from '../../screening/match/entry-score.js';
import { entryKeys, subjectKeys } from '../../screening/match/index-keys.js';
import type { ExplanationItem, ScreeningSubject } from '../../screening/match/screening-subject.js';
import type { TokenRarity } from '../../screening/match/token-rarity.js';
import type { ServiceContext } from '../service-context.js';
import { currentLists } from './token-frequencies.js';

export type { ExplanationItem, ScreeningSubject } from '../../screening/match/screening-subject.js';

export interface ScreeningMatch {
  readonly subject_key: string;
  readonly category: 'sanction' | 'pep' | 'crypto';
  readonly source: string;
  /** The source's current version (the entry is valid in it). */
  readonly list_version_id: string;
  /** The entry's content id: a changed entry gets a new one. */
  readonly entry_id: string;
  readonly entry: ListEntry;
  readonly score: number;
  readonly explanation: readonly ExplanationItem[];
}

export interface ScreenOptions {
  /** Hits from this score (0–1); the default threshold when absent. */
  readonly threshold?: number;
  /** Screen against these entries only (delta screening after an import), not the whole index. */
  readonly onlyEntryIds?: readonly string[];
}

/** Entries scored per name, best candidates by shared keys first. */
const CANDIDATES_PER_SUBJECT = 120;
/** A key carried by more entries than this is left out of the lookup when the name has rarer ones. */
const COMMON_KEY = 2_000;

/**
 * The entries most likely to match a name: those sharing its rarest keys. Each shared key counts by its rarity
 * (ln(1 + 10,000 / entries carrying it)), so a rare surname outweighs a common given name; keys so common that
 * they would return a large part of the list are left out while the name has others.
 */
async function candidateIds(ctx: ServiceContext, keys: readonly string[]): Promise<string[]> {
  // Counted up to just past COMMON_KEY: exact for every key that can be kept beside others, and a key carried by a
  // million entries (a synthetic or OpenSanctions-sized list) costs no more than one carried by 2,001.
  const df = await screeningKeyFrequencies(ctx.db, keys, COMMON_KEY + 1);
  const present = keys.filter((k) => df.has(k)).map((k): [string, number] => [k, df.get(k) ?? 0]);
  present.sort((a, b) => a[1] - b[1]);
  const rarest = present[0];
  if (rarest === undefined) return [];
  if (rarest[1] > COMMON_KEY) return onlyCommonKeysCandidates(ctx, rarest[0]);
  const kept = present.filter(([, n]) => n <= COMMON_KEY).map(([k]) => k);
  const weight = new Map(kept.map((k) => [k, Math.log(1 + 10_000 / (df.get(k) ?? 1))]));
  const score = new Map<string, number>();
  for (const p of await screeningKeyPostings(ctx.db, kept)) {
    score.set(p.entry_id, (score.get(p.entry_id) ?? 0) + (weight.get(p.key) ?? 0));
  }
  return [...score.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, CANDIDATES_PER_SUBJECT)
    .map(([id]) => id);
}

/**
 * A name whose every key is common (carried by more than COMMON_KEY entries; no key of the shipped OFAC and UN
 * lists is, an OpenSanctions-sized list has many): one of its keys alone, the first of the name's own order, since
 * counting beyond the cap would read every posting of each. Its entries all score the same, so the candidates are
 * its first CANDIDATES_PER_SUBJECT entries in id order, read as such rather than all read and sorted.
 */
async function onlyCommonKeysCandidates(ctx: ServiceContext, key: string): Promise<string[]> {
  return firstScreeningKeyPostings(ctx.db, key, CANDIDATES_PER_SUBJECT);
}

/**
 * Prepared entries by id. Entry rows never change (a changed entry is a new row), so what is kept is never stale;
 * the cap bounds memory, and past it the map starts again.
 */
const prepared = new Map<string, { row: ScreeningEntryRow; entry: PreparedEntry }>();
const PREPARED_CAP = 50_000;

async function preparedEntries(ctx: ServiceContext, ids: Iterable<string>) {
  const missing = [...new Set(ids)].filter((id) => !prepared.has(id));
  if (missing.length > 0) {
    if (prepared.size + missing.length > PREPARED_CAP) prepared.clear();
    for (const row of await screeningEntriesByIds(ctx.db, missing)) {
      prepared.set(row.id, { row, entry: prepareEntry(JSON.parse(row.data) as ListEntry) });
    }
  }
  return prepared;
}

/**
 * Screens subjects against the current lists (or only the given entries): every match from the threshold, with
 * its score and explanation. Candidates come from the database's key index (or, for given entries, from an index
 * of those built here), never from a scan of every entry.
 */
export async function screenSubjects(
  ctx: ServiceContext,
  subjects: readonly ScreeningSubject[],
  options: ScreenOptions = {},
): Promise<ScreeningMatch[]> {
  const threshold = options.threshold ?? DEFAULT_SCREENING_THRESHOLD;
  if (options.onlyEntryIds) return screenAgainstEntries(ctx, subjects, options.onlyEntryIds, threshold);
  const prepSubjects = subjects.map(prepareSubject);
  const candidates: string[][] = [];
  for (const s of prepSubjects) {
    candidates.push(await candidateIds(ctx, subjectKeys(s)));
  }
  const pool = await preparedEntries(ctx, candidates.flat());
  // Every name token either side may weigh: the subjects' and their candidates'.
  const { versions, rarity } = await currentLists(
    ctx,
    prepSubjects.map((p) => p.names),
    candidates.flat(),
    (id) => pool.get(id)?.entry.names.map((n) => n.name) ?? [],
  );
  // In the subjects' order, each subject's matches best first.
  return prepSubjects.flatMap((subject, i) =>
    scoredMatches(subject, candidates[i] ?? [], pool, versions, rarity, threshold),
  );
}

/**
 * Delta screening: subjects against the given entries only, through an index of those entries' keys built here.
 * One subject at a time, prepared, matched and dropped before the next: a page of thousands of subjects keeps
 * only its matches, and what each subject needed dies young, so a rescreen of 100,000 subjects leaves the heap
 * where it found it (preparing the whole page first kept it alive long enough to be promoted, and the old
 * generation grew by about 1 MB a thousand subjects until a full collection).
 */
async function screenAgainstEntries(
  ctx: ServiceContext,
  subjects: readonly ScreeningSubject[],
  entryIds: readonly string[],
  threshold: number,
): Promise<ScreeningMatch[]> {
  const pool = await preparedEntries(ctx, entryIds);
  const byKey = new Map<string, string[]>();
  for (const id of new Set(entryIds)) {
    const p = pool.get(id);
    if (!p) continue;
    for (const key of entryKeys(p.entry)) {
      const list = byKey.get(key) ?? [];
      list.push(id);
      byKey.set(key, list);
    }
  }
  // The changed entries' tokens are counted once here; each subject's, as it comes (no query once counted).
  const lists = await currentLists(ctx, [], entryIds, (id) => pool.get(id)?.entry.names.map((n) => n.name) ?? []);
  const matches: ScreeningMatch[] = [];
  for (const s of subjects) {
    const subject = prepareSubject(s);
    await lists.countTokens(subject.names);
    const candidates = new Set(subjectKeys(subject).flatMap((k) => byKey.get(k) ?? []));
    matches.push(...scoredMatches(subject, candidates, pool, lists.versions, lists.rarity, threshold, true));
  }
  return matches;
}

/** A subject's matches among its candidates, best first. Ended entries count only in delta screening. */
function scoredMatches(
  subject: PreparedSubject,
  candidates: Iterable<string>,
  pool: ReadonlyMap<string, { row: ScreeningEntryRow; entry: PreparedEntry }>,
  versions: ReadonlyMap<string, string>,
  rarity: TokenRarity,
  threshold: number,
  delta = false,
): ScreeningMatch[] {
  const matches: ScreeningMatch[] = [];
  for (const id of candidates) {
    const p = pool.get(id);
    if (!p || (p.row.valid_to_seq !== null && !delta)) continue;
    const scored = scoreEntry(subject, p.entry, rarity);
    if (scored === null || scored.score < threshold) continue;
    matches.push({
      subject_key: subject.subject.key,
      category: subject.subject.kind === 'crypto_address' ? 'crypto' : (p.row.category as 'sanction' | 'pep'),
      source: p.row.source,
      list_version_id: versions.get(p.row.source) ?? '',
      entry_id: p.row.id,
      entry: p.entry.entry,
      score: Math.round(scored.score * 1000) / 1000,
      explanation: scored.explanation,
    });
  }
  return matches.sort((a, b) => b.score - a.score);
}

export interface VersionChanges {
  readonly version_id: string;
  readonly source: string;
  /** Entry ids new in this version. */
  readonly added: readonly string[];
  /** Entry ids of the new contents of entries that changed in this version. */
  readonly changed: readonly string[];
  /** Entry ids (of the previous version) of the old contents of the entries that changed. */
  readonly replaced: readonly string[];
  /** Entry ids (of the previous version) of entries this version removed. */
  readonly removed: readonly string[];
}

/** What a version changed against the previous version of its source, for delta rescreening. */
export async function entriesChangedIn(ctx: ServiceContext, versionId: string): Promise<VersionChanges | null> {
  const version = await findScreeningVersion(ctx.db, versionId);
  if (!version) return null;
  const { started, ended } = await screeningVersionDiffRows(ctx.db, version.source, version.seq);
  const endedKeys = new Set(ended.map((e) => e.source_key));
  const startedKeys = new Set(started.map((s) => s.source_key));
  return {
    version_id: version.id,
    source: version.source,
    added: started.filter((s) => !endedKeys.has(s.source_key)).map((s) => s.id),
    changed: started.filter((s) => endedKeys.has(s.source_key)).map((s) => s.id),
    replaced: ended.filter((e) => startedKeys.has(e.source_key)).map((e) => e.id),
    removed: ended.filter((e) => !startedKeys.has(e.source_key)).map((e) => e.id),
  };
}

export interface ListVersionSummary {
  readonly source: string;
  readonly version: ScreeningListVersionRow | null;
  readonly versions: readonly ScreeningListVersionRow[];
}

/** Each source with its current version and its history, newest first. */
export async function currentListVersions(ctx: ServiceContext): Promise<ListVersionSummary[]> {
  const sources = await listScreeningSources(ctx.db);
  return sources.map((s) => ({
    source: s.source,
    version: s.versions.find((v) => v.id === s.current_version_id) ?? null,
    versions: s.versions,
  }));
}

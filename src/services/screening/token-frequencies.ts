import {
  currentScreeningVersionSizes,
  screeningKeyFrequencies,
} from '../../db/repositories/screening-lists-repository.js';
import type { NormalizedName } from '../../screening/match/normalize-name.js';
import { rarityWeight, type TokenRarity } from '../../screening/match/token-rarity.js';
import type { ServiceContext } from '../service-context.js';

/**
 * How many current entries carry each name token (the candidate index's "w:" keys), for the matcher's token
 * rarity. Counts are kept until a source's current version changes, so a name screened twice against the same
 * lists scores the same, and a warm screening reads no counts at all.
 */
let kept: { signature: string; entries: number; counts: Map<string, number>; countedEntries: Set<string> } | null =
  null;
/** Tokens kept at most; past it the counts start again (a few hundred thousand small entries). */
const KEPT_CAP = 200_000;
const COUNT_BATCH = 400;

export interface CurrentLists {
  /** The current version id of each source. */
  readonly versions: ReadonlyMap<string, string>;
  /** Name tokens' rarity over the current lists. */
  readonly rarity: TokenRarity;
  /** Counts these names' tokens too (a query only for tokens not yet counted under the current versions). */
  countTokens(names: Names): Promise<void>;
}

type Names = readonly NormalizedName[];

/**
 * The current versions, and a token rarity that knows the counts of the subjects' and the candidate entries' name
 * tokens (others weigh 1). An entry's tokens are gathered once per list version (entry rows never change).
 */
export async function currentLists(
  ctx: ServiceContext,
  subjects: readonly Names[],
  candidateIds: readonly string[],
  namesOf: (entryId: string) => Names,
): Promise<CurrentLists> {
  const sizes = await currentScreeningVersionSizes(ctx.db);
  const signature = sizes
    .map((s) => s.version_id)
    .sort()
    .join(',');
  if (kept === null || kept.signature !== signature || kept.counts.size + kept.countedEntries.size > KEPT_CAP) {
    kept = {
      signature,
      entries: sizes.reduce((n, s) => n + s.entry_count, 0),
      counts: new Map(),
      countedEntries: new Set(),
    };
  }
  const { counts, countedEntries } = kept;
  const missing = new Set<string>();
  const gather = (names: Names) => {
    for (const n of names) for (const t of n.tokens) if (t.role === 'name' && !counts.has(t.text)) missing.add(t.text);
  };
  for (const names of subjects) gather(names);
  const gathered: string[] = [];
  for (const id of candidateIds) {
    if (countedEntries.has(id)) continue;
    gather(namesOf(id));
    gathered.push(id);
  }
  const entries = kept.entries;
  // A token carried by a twentieth of the entries already weighs the least: counting further changes nothing.
  const cap = Math.ceil(entries / 20) + 1;
  const count = async (tokens: Iterable<string>) => {
    const keys = [...tokens].map((t) => `w:${t}`);
    // In statements of a few hundred keys (one counting subquery each; SQLite joins at most 500 in one).
    for (let i = 0; i < keys.length; i += COUNT_BATCH) {
      const batch = keys.slice(i, i + COUNT_BATCH);
      const found = await screeningKeyFrequencies(ctx.db, batch, cap);
      for (const k of batch) counts.set(k.slice(2), found.get(k) ?? 0);
    }
  };
  await count(missing);
  for (const id of gathered) countedEntries.add(id);
  const weights = new Map<string, number>();
  return {
    versions: new Map(sizes.map((s) => [s.source, s.version_id])),
    rarity: (token) => {
      let w = weights.get(token);
      if (w === undefined) {
        w = rarityWeight(counts.get(token) ?? 0, entries);
        weights.set(token, w);
      }
      return w;
    },
    async countTokens(names) {
      const more = new Set<string>();
      for (const n of names) for (const t of n.tokens) if (t.role === 'name' && !counts.has(t.text)) more.add(t.text);
      await count(more);
    },
  };
}

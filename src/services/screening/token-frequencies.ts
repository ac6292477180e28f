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

export interface CurrentLists {
  /** The current version id of each source. */
  readonly versions: ReadonlyMap<string, string>;
  /** Name tokens' rarity over the current lists. */
  readonly rarity: TokenRarity;
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
  if (missing.size > 0) {
    const found = await screeningKeyFrequencies(
      ctx.db,
      [...missing].map((t) => `w:${t}`),
    );
    for (const t of missing) counts.set(t, found.get(`w:${t}`) ?? 0);
  }
  for (const id of gathered) countedEntries.add(id);
  const entries = kept.entries;
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
  };
}

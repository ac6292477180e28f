import {
  currentScreeningVersionSizes,
  screeningKeyFrequencies,
} from '../../db/repositories/screening-lists-repository.js';
import { rarityWeight, type TokenRarity } from '../../screening/match/token-rarity.js';
import type { ServiceContext } from '../service-context.js';

/**
 * How many current entries carry each name token (the candidate index's "w:" keys), for the matcher's token
 * rarity. Counts are kept until a source's current version changes, so a name screened twice against the same
 * lists scores the same, and a warm screening reads no counts at all.
 */
let kept: { signature: string; entries: number; counts: Map<string, number> } | null = null;
/** Tokens kept at most; past it the counts start again (a few hundred thousand small entries). */
const KEPT_CAP = 200_000;

export interface CurrentLists {
  /** The current version id of each source. */
  readonly versions: ReadonlyMap<string, string>;
  /** Name tokens' rarity over the current lists. */
  readonly rarity: TokenRarity;
}

/** The current versions, and a token rarity that knows the counts of the given tokens (others weigh 1). */
export async function currentLists(ctx: ServiceContext, tokens: Iterable<string>): Promise<CurrentLists> {
  const sizes = await currentScreeningVersionSizes(ctx.db);
  const signature = sizes
    .map((s) => s.version_id)
    .sort()
    .join(',');
  if (kept === null || kept.signature !== signature || kept.counts.size > KEPT_CAP) {
    kept = { signature, entries: sizes.reduce((n, s) => n + s.entry_count, 0), counts: new Map() };
  }
  const counts = kept.counts;
  const missing = [...new Set(tokens)].filter((t) => !counts.has(t));
  if (missing.length > 0) {
    const found = await screeningKeyFrequencies(
      ctx.db,
      missing.map((t) => `w:${t}`),
    );
    for (const t of missing) counts.set(t, found.get(`w:${t}`) ?? 0);
  }
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

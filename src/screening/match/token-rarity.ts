/**
 * How much a name token identifies someone, from how many entries of the lists carry it (inverse document
 * frequency over the lists' own name tokens): "mohammed", "ali" or "jose" are carried by hundreds of entries and
 * identify little; a token carried by a handful of entries identifies a lot. Pure: the counts come from the
 * candidate index (screening_name_keys) through the screening service.
 */

/** A token's weight multiplier, in [RARITY_FLOOR, 1]. */
export type TokenRarity = (token: string) => number;

/** A token carried by at most this share of the entries counts fully. */
const RARE_SHARE = 1 / 2000;
/** The most frequent tokens still count this much: a common name is still a name. */
export const RARITY_FLOOR = 0.4;

/**
 * ln(entries / carrying) scaled so that a token as rare as RARE_SHARE (or rarer) weighs 1; tokens the lists do not
 * carry at all weigh 1. Lists too small to say what is common (under 2,000 entries) weigh every token 1.
 */
export function rarityWeight(carrying: number, entries: number): number {
  if (carrying <= 0 || entries < 1 / RARE_SHARE) return 1;
  const w = Math.log(entries / carrying) / Math.log(1 / RARE_SHARE);
  return Math.max(RARITY_FLOOR, Math.min(1, w));
}

/** Every token weighs the same: when no counts are at hand (unit tests, a single entry). */
export const uniformRarity: TokenRarity = () => 1;

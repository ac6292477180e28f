import { jaroWinkler } from './jaro-winkler.js';
import type { NameToken, NormalizedName, TokenRole } from './normalize-name.js';
import { RARITY_FLOOR, type TokenRarity, uniformRarity } from './token-rarity.js';

/** Tokens that can carry a match by themselves (a generic word only alongside another, or in a name of such words). */
const NAMING = new Set<TokenRole>(['name', 'generic']);

const WEIGHT: Record<TokenRole, number> = { name: 1, particle: 0.3, generic: 0.35, legal: 0.1, initial: 0.5 };

/** A listed family name, or listed given names, left wholly unpaired. */
export const PART_UNPAIRED = 0.9;
/** How much more a left-over token weighs when the paired tokens are the lists' most common ones. */
const COMMON_PAIRED = 2;
const NAMED = new Set<TokenRole>(['name', 'initial']);

/** What a token left unpaired weighs against its own weight (see compareNames). */
function leftOverFactor(t: NameToken, tolerant: boolean, stretch: number): number {
  return !tolerant ? 0.7 : (t.surname ? 0.35 : 0.25) * stretch;
}

/** A token's weight: its role's, and for a name token how rarely the lists carry it (see token-rarity.ts). */
const weightOf = (t: NameToken, rarity: TokenRarity): number =>
  WEIGHT[t.role] * (t.role === 'name' ? rarity(t.text) : 1);

export interface TokenPair {
  readonly query: string;
  readonly candidate: string;
  readonly similarity: number;
  /** How it was compared: same, initial, phonetic, typo. */
  readonly how: 'same' | 'initial' | 'phonetic' | 'similar';
  /** How rarely the lists carry the query's token (1 for a rare one, or a token that is no name). */
  readonly rarity: number;
}

export interface NameComparison {
  readonly score: number;
  readonly pairs: readonly TokenPair[];
  readonly unmatchedQuery: readonly string[];
  readonly unmatchedCandidate: readonly string[];
  /** True when the names matched as written without spaces (Abdulrahman ≈ Abdul Rahman). */
  readonly compact: boolean;
  /** The part of a listed "SURNAME, Given names" that no query token paired, which lowered the score. */
  readonly unpairedPart: 'family name' | 'given name' | null;
}

/** A token's consonants, repeats collapsed. */
function skeleton(text: string): string {
  return text.replace(/[aeiouy]/g, '').replace(/(.)\1+/g, '$1');
}

/**
 * Jaro-Winkler of a query token's spelling (or spelling-neutral form) and another string, kept per query token:
 * a name is compared with every candidate entry's names, and the lists repeat the same tokens (Mohammed, Ali,
 * Trading) across hundreds of entries. Kept by the token object, so it goes when the query's tokens do.
 */
const similarities = new WeakMap<NameToken, { text: Map<string, number>; canon: Map<string, number> }>();
function similarityTo(q: NameToken, form: 'text' | 'canon', other: string): number {
  let kept = similarities.get(q);
  if (kept === undefined) {
    kept = { text: new Map(), canon: new Map() };
    similarities.set(q, kept);
  }
  const byOther = kept[form];
  let value = byOther.get(other);
  if (value === undefined) {
    value = jaroWinkler(q[form], other);
    byOther.set(other, value);
  }
  return value;
}

/** Two tokens' similarity, 0 when they should not be paired at all. */
function tokenSimilarity(q: NameToken, c: NameToken): { similarity: number; how: TokenPair['how'] } {
  if (q.text === c.text) return { similarity: 1, how: 'same' };
  // An initial stands for any name that starts with it ("J." for "John").
  if ((q.role === 'initial') !== (c.role === 'initial')) {
    const [initial, full] = q.role === 'initial' ? [q, c] : [c, q];
    return full.role === 'name' && full.text.startsWith(initial.text)
      ? { similarity: 0.85, how: 'initial' }
      : { similarity: 0, how: 'similar' };
  }
  if (q.role === 'initial' || c.role === 'initial') return { similarity: 0, how: 'similar' };
  // The same name in two transliterations (Dzhose, Jose): as good as a typo, not as good as the same spelling.
  if (q.canon === c.canon && q.canon.length >= 3) return { similarity: 0.95, how: 'phonetic' };
  const spelled = similarityTo(q, 'text', c.text);
  // The spelling-neutral forms only add something when one of them differs from its spelling.
  const jw =
    q.canon === q.text && c.canon === c.text ? spelled : Math.max(spelled, similarityTo(q, 'canon', c.canon) - 0.02);
  const shortest = Math.min(q.text.length, c.text.length);
  // A name that only starts like another (Fang, Fangwei) is another name, however Jaro-Winkler rewards prefixes
  // (and their phonetic keys agree, Double Metaphone reading only the first sounds).
  if (Math.abs(q.text.length - c.text.length) >= 3 && (q.text.startsWith(c.text) || c.text.startsWith(q.text))) {
    return { similarity: 0, how: 'similar' };
  }
  const sameFirst = q.text[0] === c.text[0];
  // Scripts that write no short vowels (Arabic, Hebrew) transliterate to consonants: "mhmd" for Muhammad.
  const vowelless = !q.vowelled || !c.vowelled;
  const samePhonetic = sameFirst && q.phonetic.some((code) => c.phonetic.includes(code));
  // Transliterations of one name (Гханем → gkhanem, Ghanem) share their spelling-neutral consonants.
  // Between two vowelled spellings, transliteration changes vowels but does not add or drop a leading one:
  // Ebrahimi and Ibrahim, not Dariush and Idris.
  const sameSkeleton =
    q.skeleton.length >= 3 && q.skeleton === c.skeleton && jw >= 0.75 && (vowelless || q.vowelOnset === c.vowelOnset);
  const abjad = vowelless && skeleton(q.text) === skeleton(c.text);
  if (shortest <= 3) {
    // Short tokens (Li, Wu, Ali) differ by one letter from many others: only the same sound counts.
    if ((samePhonetic || sameSkeleton) && jw >= 0.8) return { similarity: 0.88, how: 'phonetic' };
    return jw >= 0.94 ? { similarity: jw, how: 'similar' } : { similarity: 0, how: 'similar' };
  }
  const needed = !sameFirst ? 0.92 : shortest <= 6 ? 0.88 : 0.84;
  if (jw >= needed) return { similarity: jw, how: 'similar' };
  if (sameSkeleton && shortest >= 4) return { similarity: 0.88, how: 'phonetic' };
  if (abjad && skeleton(q.text).length >= 3) return { similarity: 0.86, how: 'phonetic' };
  if (samePhonetic && jw >= 0.8) return { similarity: 0.86, how: 'phonetic' };
  return { similarity: 0, how: 'similar' };
}

/**
 * Compares two names token by token regardless of order: each query token is paired with at most one candidate
 * token, best pairs first. Tokens left over on either side lower the score, less so when two or more tokens
 * matched (a missing middle name). Legal forms, generic words and particles weigh little, so they never match a
 * name alone; at least one real name token must pair.
 */
export function compareNames(
  query: NormalizedName,
  candidate: NormalizedName,
  rarity: TokenRarity = uniformRarity,
): NameComparison {
  const q = query.tokens;
  const c = candidate.tokens;
  const wq = q.map((t) => weightOf(t, rarity));
  const wc = c.map((t) => weightOf(t, rarity));
  const options: { i: number; j: number; similarity: number; how: TokenPair['how'] }[] = [];
  q.forEach((qt, i) => {
    c.forEach((ct, j) => {
      const s = tokenSimilarity(qt, ct);
      if (s.similarity > 0) options.push({ i, j, ...s });
    });
  });
  options.sort((a, b) => b.similarity - a.similarity);
  const usedQ = new Uint8Array(q.length);
  const usedC = new Uint8Array(c.length);
  const pairs: TokenPair[] = [];
  let matched = 0;
  let matchedWeight = 0;
  let realNames = 0;
  for (const o of options) {
    if (usedQ[o.i] || usedC[o.j]) continue;
    usedQ[o.i] = 1;
    usedC[o.j] = 1;
    const qt = q[o.i] as NameToken;
    const ct = c[o.j] as NameToken;
    const w = ((wq[o.i] as number) + (wc[o.j] as number)) / 2;
    matched += o.similarity * w;
    matchedWeight += w;
    if (NAMING.has(qt.role) && NAMING.has(ct.role)) realNames++;
    const r = qt.role === 'name' ? (wq[o.i] as number) : 1;
    pairs.push({ query: qt.text, candidate: ct.text, similarity: o.similarity, how: o.how, rarity: r });
  }
  const leftQ = q.filter((_, i) => !usedQ[i]);
  const leftC = c.filter((_, j) => !usedC[j]);
  const strongPairs = pairs.filter((p) => p.how !== 'initial').length;
  // With two real tokens paired, a token more on one side is a middle name written or left out.
  // A listed family name left over (GONZALEZ DIAZ, Juan for Juan Diaz) says more than a given name.
  const tolerant = realNames >= 2 && strongPairs >= 2;
  // That tolerance holds for a distinctive name; paired tokens the lists carry often (Jose Lopez for LOPEZ, Jose
  // Francisco) match many people, and the token left over is what would tell them apart.
  // (A name of generic words only, such as International Trading Group, counts as of the most common tokens.)
  let distinctive = RARITY_FLOOR;
  for (let i = 0; i < q.length; i++) {
    if (usedQ[i] && (q[i] as NameToken).role === 'name') distinctive = Math.max(distinctive, wq[i] as number);
  }
  const stretch = 1 + COMMON_PAIRED * (1 - distinctive);
  let denominator = matchedWeight;
  for (let i = 0; i < q.length; i++) {
    if (!usedQ[i]) denominator += (wq[i] as number) * leftOverFactor(q[i] as NameToken, tolerant, stretch);
  }
  for (let j = 0; j < c.length; j++) {
    if (!usedC[j]) denominator += (wc[j] as number) * leftOverFactor(c[j] as NameToken, tolerant, stretch);
  }
  let score = realNames === 0 || denominator === 0 ? 0 : matched / denominator;
  // Every token only spelled alike, none the same nor the same sound (Martina Ricci, RICCIO Mario): near-misses
  // together are weaker evidence than their average says.
  if (pairs.length > 0 && pairs.every((p) => p.how === 'similar')) score *= 0.9;
  // A listed "SURNAME, Given names" tells which is which: a query that pairs none of the family names, or none of the
  // given names (nor their initial), names someone else of the family or someone else of that given name.
  let unpairedPart: NameComparison['unpairedPart'] = null;
  if (candidate.parted) {
    if (!c.some((t, j) => usedC[j] && t.surname)) unpairedPart = 'family name';
    else if (!c.some((t, j) => usedC[j] && !t.surname && NAMED.has(t.role))) unpairedPart = 'given name';
    if (unpairedPart !== null) score *= PART_UNPAIRED;
  }
  let compact = false;
  if (query.compact.length >= 8 && candidate.compact.length >= 8) {
    const whole = jaroWinkler(query.compact, candidate.compact);
    if (whole >= 0.95 && whole > score) {
      score = whole;
      compact = true;
    }
  }
  return {
    score,
    pairs,
    unmatchedQuery: leftQ.map((t) => t.text),
    unmatchedCandidate: leftC.map((t) => t.text),
    compact,
    unpairedPart,
  };
}

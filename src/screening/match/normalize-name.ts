import anyAscii from 'any-ascii';
import { doubleMetaphone } from 'double-metaphone';

/** How much a token says about who or what is named. */
export type TokenRole = 'name' | 'particle' | 'legal' | 'generic' | 'initial';

export interface NameToken {
  readonly text: string;
  readonly role: TokenRole;
  /** Double Metaphone codes (primary, alternate); empty for short or numeric tokens. */
  readonly phonetic: readonly string[];
  /** The token spelled canonically (see canonicalSpelling). */
  readonly canon: string;
  /** The spelling-neutral consonants (see translitSkeleton): Гханем and Ghanem, Джесус and Jesus agree. */
  readonly skeleton: string;
  /** Written before the comma of "SURNAME, Given names" (OFAC's form): the family name. */
  readonly surname: boolean;
  /** Has a vowel (a, e, i, o, u): transliterations of scripts without short vowels have none ("mhmd"). */
  readonly vowelled: boolean;
  /** Starts with a vowel. */
  readonly vowelOnset: boolean;
}

export interface NormalizedName {
  /** The name as written, for the explanation. */
  readonly original: string;
  readonly tokens: readonly NameToken[];
  /** The tokens that name (no legal form, particle or honorific) joined without spaces: "abdul rahman" ≈ "abdulrahman". */
  readonly compact: string;
  /** Written "SURNAME, Given names" with both parts naming: which tokens are the family name is known. */
  readonly parted: boolean;
}

/** Company legal forms and their abbreviations, after folding (S.A.R.L. → sarl, ООО → ooo). Weigh almost nothing. */
const LEGAL_FORMS = new Set(
  `ltd limited llc lc llp lp inc incorporated corp corporation co company plc gmbh mbh ag kg ohg ug sa sas sarl srl spa
  sl slu bv nv vof oy oyj ab as asa aps kft zrt nyrt sro spol ooo oao zao pao ao pjsc ojsc cjsc jsc tov pp fop
  pte pty sdn bhd tbk fze fzc fzco fzllc dmcc est establishment lda ltda eireli cv de rl sapi sab kk yk gk ilc
  cia cie sociedad anonima liability responsibility joint stock societe anonyme limitada obshchestvo ogranichennoy otvetstvennostyu aktsionernoe
  obshchestvo publichnoe zakrytoe otkrytoe`.split(/\s+/),
);

/** Words common to many company names: they count, but little. */
const GENERIC = new Set(
  `group holding holdings international intl trading trade enterprises enterprise industries industry services
  service global general and the of for commercial investment investments import export management
  development technologies technology solutions partners bank public closed`.split(/\s+/),
);

/** Name particles (al-, bin, van der…): part of the name, but weak evidence. */
const PARTICLES = new Set(
  'al el ul bin ibn bint abu abd binti van von der den de del della da di du le la dos das'.split(' '),
);

/** Honorifics and ranks in front of or among a person's names. */
const HONORIFICS = new Set(
  `mr mrs ms miss mx dr prof sir dame lord lady sheikh shaikh sheik haji hajji hadji mullah mulla maulana maulvi
  mawlawi qari imam general gen colonel col major maj captain capt brigadier lieutenant lt sergeant sgt rev father
  herr frau monsieur mme mlle don dona senor senora`.split(/\s+/),
);

/**
 * A token with the spellings transliteration varies made one (dzh/dj/zh → j, kh → h, gh/gkh → g, ph → f,
 * c/q/ck → k, w → v, z → s) and repeats collapsed: Джосе (dzhose) and Jose, Кебаллос and Ceballos agree.
 */
export function canonicalSpelling(token: string): string {
  return token
    .replace(/dzh|dj|zh/g, 'j')
    .replace(/gkh|gh/g, 'g')
    .replace(/kh/g, 'h')
    .replace(/ph/g, 'f')
    .replace(/ck|c|q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/x/g, 'ks')
    .replace(/z/g, 's')
    .replace(/(.)\1+/g, '$1');
}

/** The consonants of a token's canonical spelling, without h and y. */
export function translitSkeleton(token: string): string {
  return canonicalSpelling(token)
    .replace(/[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');
}

const MAX_TOKENS = 16;

export type NameKind = 'person' | 'organization' | 'other';

/** Unicode folding and transliteration (any script to ASCII), case, punctuation and spacing. */
export function foldText(raw: string): string {
  return (
    anyAscii(raw.normalize('NFKC'))
      .toLowerCase()
      // Dotted abbreviations are one word: S.A.R.L. → sarl, L.L.C. → llc.
      .replace(/\b(?:[a-z]\.){2,}/g, (m) => m.replace(/\./g, ''))
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

function roleOf(text: string, kind: NameKind): TokenRole {
  if (kind !== 'person' && LEGAL_FORMS.has(text)) return 'legal';
  if (kind !== 'person' && GENERIC.has(text)) return 'generic';
  if (PARTICLES.has(text)) return 'particle';
  if (text.length === 1) return 'initial';
  return 'name';
}

/** A name folded and cut into tokens, each with its role and phonetic keys. Honorifics of people are dropped. */
export function normalizeName(raw: string, kind: NameKind): NormalizedName {
  const folded = foldText(raw);
  const words = folded === '' ? [] : folded.split(' ');
  const comma = raw.indexOf(',');
  const surnameWords = kind === 'person' && comma > 0 ? new Set(foldText(raw.slice(0, comma)).split(' ')) : null;
  const all = kind === 'person' && words.length > 1 ? words.filter((w) => !HONORIFICS.has(w)) : words;
  // Tokens compare pairwise: a name is cut at a length no real name reaches.
  const kept = all.slice(0, MAX_TOKENS);
  const tokens = (kept.length > 0 ? kept : words).map((text): NameToken => {
    const role = roleOf(text, kind);
    const phonetic =
      text.length >= 3 && /[a-z]/.test(text) ? [...new Set(doubleMetaphone(text).filter((c) => c !== ''))] : [];
    return {
      text,
      role,
      phonetic,
      canon: canonicalSpelling(text),
      skeleton: translitSkeleton(text),
      surname: surnameWords?.has(text) ?? false,
      vowelled: /[aeiou]/.test(text),
      vowelOnset: /^[aeiou]/.test(text),
    };
  });
  return {
    original: raw,
    tokens,
    parted:
      tokens.some((t) => t.surname) && tokens.some((t) => !t.surname && (t.role === 'name' || t.role === 'initial')),
    compact: tokens
      .filter((t) => t.role === 'name' || t.role === 'particle' || t.role === 'generic')
      .map((t) => t.text)
      .join(''),
  };
}

import type { ListEntry } from '../list-entry.js';
import { countryCode } from './country-codes.js';
import { networkFamily, normalizeCryptoAddress } from './crypto-address.js';
import { compareNames, type NameComparison, PART_UNPAIRED } from './name-score.js';
import { type NormalizedName, normalizeName } from './normalize-name.js';
import type { ExplanationItem, ScreeningSubject } from './screening-subject.js';
import { type TokenRarity, uniformRarity } from './token-rarity.js';

export interface PreparedName {
  readonly name: NormalizedName;
  readonly label: 'name' | 'alias' | 'weak_alias';
}

/** An entry made ready for scoring once (entries are immutable: the preparation can be kept). */
export interface PreparedEntry {
  readonly entry: ListEntry;
  readonly names: readonly PreparedName[];
  readonly nationalities: ReadonlySet<string>;
  readonly countries: ReadonlySet<string>;
}

export interface PreparedSubject {
  readonly subject: ScreeningSubject;
  readonly names: readonly NormalizedName[];
}

export interface EntryScore {
  readonly score: number;
  readonly explanation: readonly ExplanationItem[];
}

/** A weak alias ("Romeo", OFAC's quoted a.k.a.) is a lead, not an identification. */
const WEAK_ALIAS_FACTOR = 0.9;
const DOB_EXACT = 0.1;
const DOB_YEAR = 0.03;
const DOB_MISMATCH = -0.25;
const NATIONALITY_MATCH = 0.03;
const NATIONALITY_MISMATCH = -0.08;

const codes = (texts: readonly string[]): Set<string> =>
  new Set(texts.map(countryCode).filter((c): c is string => c !== null));

export function prepareEntry(entry: ListEntry): PreparedEntry {
  const kind = entry.kind === 'person' ? 'person' : entry.kind === 'organization' ? 'organization' : 'other';
  const names: PreparedName[] = [
    ...entry.names.map((n) => ({ name: normalizeName(n, kind), label: 'name' as const })),
    ...entry.aliases.map((a) => ({
      name: normalizeName(a.name, kind),
      label: a.quality === 'weak' ? ('weak_alias' as const) : ('alias' as const),
    })),
  ].filter((n) => n.name.tokens.length > 0);
  return {
    entry,
    names,
    nationalities: codes(entry.nationalities),
    countries: codes([...entry.nationalities, ...entry.addresses]),
  };
}

/** No real name is longer; a 10 MB "name" is cut here rather than compared token by token with every entry. */
const MAX_NAME_LENGTH = 300;
const MAX_ALIASES = 20;

export function prepareSubject(subject: ScreeningSubject): PreparedSubject {
  const kind = subject.kind === 'person' ? 'person' : 'organization';
  const raw =
    subject.kind === 'crypto_address'
      ? []
      : [subject.name ?? '', ...(subject.aliases ?? []).slice(0, MAX_ALIASES)].map((n) => n.slice(0, MAX_NAME_LENGTH));
  return {
    subject,
    names: raw.map((n) => normalizeName(n, kind)).filter((n) => n.tokens.length > 0),
  };
}

function describe(c: NameComparison): string {
  if (c.compact) return 'the names match written without spaces';
  const pairs = c.pairs.map((p) => `${p.query}~${p.candidate} ${p.how} ${p.similarity.toFixed(2)}`);
  const left = [...c.unmatchedQuery, ...c.unmatchedCandidate];
  const common = c.pairs.filter((p) => p.rarity < 1);
  const notes = [
    ...(left.length > 0 ? [`unmatched: ${left.join(', ')}`] : []),
    ...(common.length > 0
      ? [`common in the lists: ${common.map((p) => `${p.query} weighs ${p.rarity.toFixed(2)}`).join(', ')}`]
      : []),
    ...(c.unpairedPart ? [`no listed ${c.unpairedPart} paired (×${PART_UNPAIRED})`] : []),
  ];
  return [pairs.join(', '), ...notes].join('; ');
}

/** Date of birth: the same day raises, the same year raises a little, a year clearly apart lowers; none is neutral. */
function dateOfBirth(subjectDob: string | null | undefined, entry: ListEntry): ExplanationItem | null {
  if (!subjectDob || !/^\d{4}-\d{2}-\d{2}/.test(subjectDob)) return null;
  const dated = entry.dates_of_birth.filter((d) => d.year_from !== undefined);
  if (dated.length === 0) return null;
  const day = subjectDob.slice(0, 10);
  const year = Number(day.slice(0, 4));
  const exact = dated.find((d) => d.date === day);
  if (exact) return { feature: 'date_of_birth', detail: `same date of birth (${exact.text})`, contribution: DOB_EXACT };
  const inYears = dated.find((d) => {
    const slack = d.circa ? 2 : d.date ? 0 : 1;
    return year >= (d.year_from as number) - slack && year <= (d.year_to ?? (d.year_from as number)) + slack;
  });
  if (inYears && !inYears.date) {
    return { feature: 'date_of_birth', detail: `born ${day}, listed ${inYears.text}`, contribution: DOB_YEAR };
  }
  const listed = dated.map((d) => d.text).join(', ');
  // The same year, another day: likely another person, or a typing slip; it lowers less than another year.
  if (inYears)
    return { feature: 'date_of_birth', detail: `born ${day}, listed ${listed}`, contribution: DOB_MISMATCH / 2 };
  return { feature: 'date_of_birth', detail: `born ${day}, listed ${listed}`, contribution: DOB_MISMATCH };
}

function nationality(subject: ScreeningSubject, entry: PreparedEntry): ExplanationItem | null {
  if (subject.kind === 'person') {
    const code = subject.nationality?.toLowerCase();
    if (!code || entry.nationalities.size === 0) return null;
    const listed = entry.entry.nationalities.join(', ');
    return entry.nationalities.has(code)
      ? {
          feature: 'nationality',
          detail: `nationality ${code.toUpperCase()}, listed ${listed}`,
          contribution: NATIONALITY_MATCH,
        }
      : {
          feature: 'nationality',
          detail: `nationality ${code.toUpperCase()}, listed ${listed}`,
          contribution: NATIONALITY_MISMATCH,
        };
  }
  // A company registered elsewhere than a listed address may still be the listed one: a match raises only.
  const code = subject.jurisdiction_code?.toLowerCase().slice(0, 2);
  if (!code || !entry.countries.has(code)) return null;
  return {
    feature: 'jurisdiction',
    detail: `registered in ${code.toUpperCase()}, listed there`,
    contribution: NATIONALITY_MATCH,
  };
}

function cryptoScore(subject: ScreeningSubject, entry: ListEntry): EntryScore | null {
  const address = (subject.address ?? subject.name ?? '').trim();
  if (address === '') return null;
  const wanted = normalizeCryptoAddress(address);
  const family = networkFamily(subject.address_type, address);
  for (const listed of entry.crypto_addresses) {
    if (normalizeCryptoAddress(listed.address) !== wanted) continue;
    const listedFamily = networkFamily(listed.network, listed.address);
    if (family !== null && listedFamily !== null && family !== listedFamily) continue;
    return {
      score: 1,
      explanation: [
        { feature: 'crypto_address', detail: `the same ${listed.network} address ${listed.address}`, contribution: 1 },
      ],
    };
  }
  return null;
}

/**
 * How well an entry matches a subject, 0–1, with what made the score; null when they cannot match (a person and
 * a vessel or company, a company and a person, an address not listed). Every name and alias of both sides is
 * compared; the best pair counts.
 */
export function scoreEntry(
  subject: PreparedSubject,
  entry: PreparedEntry,
  rarity: TokenRarity = uniformRarity,
): EntryScore | null {
  const s = subject.subject;
  if (s.kind === 'crypto_address') return cryptoScore(s, entry.entry);
  const wantedKind = s.kind === 'person' ? 'person' : 'organization';
  if (entry.entry.kind !== wantedKind) return null;
  let best: { comparison: NameComparison; score: number; name: PreparedName; query: NormalizedName } | null = null;
  for (const query of subject.names) {
    for (const name of entry.names) {
      const comparison = compareNames(query, name.name, rarity);
      const score = comparison.score * (name.label === 'weak_alias' ? WEAK_ALIAS_FACTOR : 1);
      if (best === null || score > best.score) best = { comparison, score, name, query };
    }
  }
  if (best === null || best.comparison.score === 0) return null;
  const explanation: ExplanationItem[] = [
    {
      feature: best.name.label === 'name' ? 'name' : best.name.label === 'weak_alias' ? 'weak_alias' : 'alias',
      detail: `"${best.query.original}" compared with the ${best.name.label.replace('_', ' ')} "${best.name.name.original}": ${describe(best.comparison)}`,
      contribution: best.score,
    },
  ];
  if (s.kind === 'person') {
    const dob = dateOfBirth(s.date_of_birth, entry.entry);
    if (dob) explanation.push(dob);
  }
  const nat = nationality(s, entry);
  if (nat) explanation.push(nat);
  const total = explanation.reduce((sum, e) => sum + e.contribution, 0);
  return { score: Math.max(0, Math.min(1, total)), explanation };
}

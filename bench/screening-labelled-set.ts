/**
 * Builds the labelled set of the screening quality benchmark (bench/screening-quality.ts) and writes it to
 * bench/data/screening-labelled.json, where it is committed: run again only to change it.
 *
 *   node --import tsx bench/screening-labelled-set.ts OFAC_SDN_FOLDER UN_XML
 *
 * - true pairs: real entries of the shipped OFAC and UN files, each written as a customer or a registry might,
 *   with one realistic variation (word order, a typo, a missing middle name, Cyrillic transliteration, an initial,
 *   another legal form), seeded so the set is the same every run;
 * - clean names: common given names and surnames of many cultures, and company names, none of them a name or
 *   alias of the lists (checked here).
 */
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListEntry } from '../src/screening/list-entry.js';
import { foldText, normalizeName } from '../src/screening/match/normalize-name.js';

/** A name as a set of its tokens, legal forms left out: "Pioneer Logistics Ltd" is the listed PIONEER LOGISTICS. */
const nameKey = (name: string, kind: 'person' | 'organization'): string =>
  normalizeName(name, kind)
    .tokens.filter((t) => t.role !== 'legal')
    .map((t) => t.text)
    .sort()
    .join(' ');

import { parseOfacSdn } from '../src/screening/sources/ofac-sdn.js';
import { parseUnConsolidated } from '../src/screening/sources/un-consolidated.js';

export interface TruePair {
  readonly variation: 'order' | 'typo' | 'missing_middle' | 'transliteration' | 'initials' | 'legal_form';
  readonly kind: 'person' | 'company';
  readonly query: string;
  readonly source: 'ofac-sdn' | 'un';
  readonly source_key: string;
  readonly listed_name: string;
}

export interface CleanName {
  readonly kind: 'person' | 'company';
  readonly name: string;
  readonly culture: string;
}

/** Mulberry32: a small seeded generator, so the set does not change between runs. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20260227);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
const shuffle = <T>(list: T[]): T[] => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
};
const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** "LAST, First Middle" (OFAC) or "FIRST SECOND THIRD" (UN) as given names then surname, in title case. */
function naturalOrder(name: string): string[] {
  const [last, first] = name.split(',').map((p) => p.trim());
  const words = first ? `${first} ${last}` : name;
  return words
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w.split('-').map(title).join('-'));
}

const CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['y', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['c', 'к'],
  ['q', 'к'],
  ['w', 'в'],
  ['x', 'кс'],
  ['j', 'дж'],
];
/** Latin to Cyrillic as a Russian registry would write a foreign name. */
function toCyrillic(word: string): string {
  let out = '';
  let rest = word.toLowerCase();
  while (rest.length > 0) {
    const hit = CYRILLIC.find(([latin]) => rest.startsWith(latin));
    if (hit) {
      out += hit[1];
      rest = rest.slice(hit[0].length);
    } else {
      out += rest[0];
      rest = rest.slice(1);
    }
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** One keyboard slip in a word of five letters or more: a letter swapped, dropped, doubled or replaced. */
function typo(word: string): string {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  switch (Math.floor(rnd() * 4)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + word[i] + word.slice(i);
    default:
      return word.slice(0, i) + pick([...'aeiounrst']) + word.slice(i + 1);
  }
}

const LEGAL_SWAPS: [RegExp, string[]][] = [
  [/\b(CO\.,? )?LTD\.?$/i, ['Limited', 'Company Limited', 'Ltd']],
  [/\bLIMITED$/i, ['Ltd', 'Ltd.']],
  [/\bL\.?L\.?C\.?$/i, ['Limited Liability Company', 'L.L.C.']],
  [/,? S\.A\.?$/i, ['SA', 'Sociedad Anonima']],
  [/\bGMBH$/i, ['GmbH & Co. KG', 'Gesellschaft mbH']],
  [/,? INC\.?$/i, ['Incorporated', 'Corp.']],
];

function legalFormVariant(name: string): string | null {
  const clean = name.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacements] of LEGAL_SWAPS) {
    if (pattern.test(clean))
      return clean
        .replace(pattern, ` ${pick(replacements)}`)
        .replace(/\s+/g, ' ')
        .trim();
  }
  if (clean.split(' ').length >= 2 && clean.length <= 60)
    return `${clean} ${pick(['LLC', 'Ltd', 'GmbH', 'S.A.', 'FZE'])}`;
  return null;
}

async function readEntries(ofac: string, un: string): Promise<{ source: 'ofac-sdn' | 'un'; entry: ListEntry }[]> {
  const out: { source: 'ofac-sdn' | 'un'; entry: ListEntry }[] = [];
  const files = {
    sdn: createReadStream(join(ofac, 'sdn.csv')),
    add: createReadStream(join(ofac, 'add.csv')),
    alt: createReadStream(join(ofac, 'alt.csv')),
    comments: createReadStream(join(ofac, 'sdn_comments.csv')),
  };
  for await (const entry of parseOfacSdn(files)) out.push({ source: 'ofac-sdn', entry });
  for await (const entry of parseUnConsolidated(createReadStream(un))) out.push({ source: 'un', entry });
  return out;
}

const PER_VARIATION = 60;

function truePairs(entries: { source: 'ofac-sdn' | 'un'; entry: ListEntry }[]): TruePair[] {
  const people = shuffle(entries.filter((e) => e.entry.kind === 'person'));
  const orgs = shuffle(entries.filter((e) => e.entry.kind === 'organization'));
  const pairs: TruePair[] = [];
  const add = (
    variation: TruePair['variation'],
    pool: typeof people,
    make: (words: string[], listed: string) => string | null,
  ) => {
    let n = 0;
    for (const { source, entry } of pool) {
      if (n >= PER_VARIATION) break;
      const listed = entry.names[0] ?? '';
      const words = entry.kind === 'person' ? naturalOrder(listed) : [listed];
      const query = make(words, listed);
      if (query === null || foldText(query) === foldText(listed)) continue;
      pairs.push({
        variation,
        kind: entry.kind === 'person' ? 'person' : 'company',
        query,
        source,
        source_key: entry.source_key,
        listed_name: listed,
      });
      n++;
    }
  };
  const slice = (from: number) => people.slice(from * 150, from * 150 + 150);
  add('order', slice(0), (w) => (w.length >= 2 ? w.join(' ') : null));
  add('typo', slice(1), (w) => {
    const long = w.map((x, i) => [x, i] as const).filter(([x]) => x.length >= 5);
    if (w.length < 2 || long.length === 0) return null;
    const [word, i] = pick(long);
    const out = [...w];
    out[i] = typo(word);
    return out.join(' ');
  });
  add('missing_middle', slice(2), (w) => (w.length >= 3 ? [w[0], ...w.slice(2)].join(' ') : null));
  add('transliteration', slice(3), (w) =>
    w.length >= 2 && w.every((x) => /^[A-Za-z-]+$/.test(x)) ? w.map(toCyrillic).join(' ') : null,
  );
  add('initials', slice(4), (w) =>
    w.length >= 3 && (w[0]?.length ?? 0) > 1 ? [`${w[0]?.[0]}.`, ...w.slice(1)].join(' ') : null,
  );
  add('legal_form', orgs, (w) => legalFormVariant(w[0] ?? ''));
  return pairs;
}

/** Common given names and surnames of many cultures, and the words company names are made of. */
const PARTS = JSON.parse(readFileSync(new URL('./data/screening-name-parts.json', import.meta.url), 'utf8')) as {
  given: Record<string, string[]>;
  surname: Record<string, string[]>;
  company_a: string[];
  company_b: string[];
  legal: string[];
};
const { given: GIVEN, surname: SURNAME, company_a: COMPANY_A, company_b: COMPANY_B, legal: LEGAL } = PARTS;

function cleanNames(listed: Set<string>): CleanName[] {
  const out: CleanName[] = [];
  const seen = new Set<string>();
  const push = (c: CleanName) => {
    const key = nameKey(c.name, c.kind === 'person' ? 'person' : 'organization');
    if (seen.has(key) || listed.has(key)) return;
    seen.add(key);
    out.push(c);
  };
  const cultures = Object.keys(GIVEN);
  let guard = 0;
  while (out.filter((c) => c.kind === 'person').length < 2400 && guard++ < 100_000) {
    const culture = pick(cultures);
    const given = pick(GIVEN[culture] ?? []);
    const surname = pick(SURNAME[culture] ?? []);
    const name =
      culture === 'chinese' || culture === 'korean' || culture === 'vietnamese' || culture === 'japanese'
        ? pick([`${surname} ${given}`, `${given} ${surname}`])
        : rnd() < 0.2
          ? `${given} ${pick(GIVEN[culture] ?? [])} ${surname}`
          : `${given} ${surname}`;
    push({ kind: 'person', name, culture });
  }
  guard = 0;
  while (out.filter((c) => c.kind === 'company').length < 800 && guard++ < 100_000) {
    const name = `${pick(COMPANY_A)} ${pick(COMPANY_B)} ${pick(LEGAL)}`.trim();
    push({ kind: 'company', name, culture: 'company' });
  }
  return out;
}

async function main(): Promise<void> {
  const [ofac, un] = process.argv.slice(2);
  if (!ofac || !un) throw new Error('usage: screening-labelled-set.ts OFAC_SDN_FOLDER UN_XML');
  const entries = await readEntries(ofac, un);
  const listed = new Set<string>();
  for (const { entry } of entries) {
    for (const n of [...entry.names, ...entry.aliases.map((a) => a.name)]) {
      listed.add(nameKey(n, 'person'));
      listed.add(nameKey(n, 'organization'));
    }
  }
  const pairs = truePairs(entries);
  const clean = cleanNames(listed);
  const counts: Record<string, number> = {};
  for (const p of pairs) counts[p.variation] = (counts[p.variation] ?? 0) + 1;
  const file = new URL('./data/screening-labelled.json', import.meta.url);
  writeFileSync(file, `${JSON.stringify({ true_pairs: pairs, clean_names: clean }, null, 1)}\n`);
  process.stdout.write(`${pairs.length} true pairs ${JSON.stringify(counts)}, ${clean.length} clean names\n`);
}

await main();

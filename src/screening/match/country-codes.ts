import { createRequire } from 'node:module';
import { foldText } from './normalize-name.js';

interface WorldCountry {
  cca2: string;
  cca3: string;
  name: { common: string; official: string };
  altSpellings?: string[];
  demonyms?: Record<string, { m?: string; f?: string }>;
}

// The same country table the reference data uses (src/reference/jurisdictions.ts), read once.
const countries = createRequire(import.meta.url)('world-countries') as readonly WorldCountry[];

/** Names lists use that world-countries spells otherwise. */
const EXTRA: Record<string, string> = {
  'democratic peoples republic of korea': 'kp',
  'korea north': 'kp',
  'north korea': 'kp',
  'korea south': 'kr',
  'republic of korea': 'kr',
  'russian federation': 'ru',
  'syrian arab republic': 'sy',
  'iran islamic republic of': 'ir',
  'democratic republic of the congo': 'cd',
  'congo democratic republic of the': 'cd',
  burma: 'mm',
  'united states': 'us',
  usa: 'us',
  'united kingdom': 'gb',
  'west bank': 'ps',
  'palestinian territories': 'ps',
  'viet nam': 'vn',
  'lao peoples democratic republic': 'la',
  'bolivarian republic of venezuela': 've',
  'venezuela bolivarian republic of': 've',
  turkiye: 'tr',
  'cote divoire': 'ci',
  'libyan arab jamahiriya': 'ly',
  'united republic of tanzania': 'tz',
  'republic of moldova': 'md',
};

const byName = new Map<string, string>(Object.entries(EXTRA));
for (const c of countries) {
  if (typeof c.cca2 !== 'string' || c.cca2.length !== 2) continue;
  const code = c.cca2.toLowerCase();
  const names = [c.name.common, c.name.official, c.cca3, ...(c.altSpellings ?? [])];
  for (const d of Object.values(c.demonyms ?? {})) names.push(d.m ?? '', d.f ?? '');
  for (const n of names) {
    const key = foldText(n);
    if (key.length > 2 && !byName.has(key)) byName.set(key, code);
  }
}

/**
 * The two-letter code (lower case) of a country or nationality as lists write it ("Iran", "Iranian",
 * "Democratic People's Republic of Korea"), or of a code itself; null when unknown. A place ("Tehran, Iran")
 * resolves by its last part.
 */
export function countryCode(text: string): string | null {
  const folded = foldText(text);
  if (/^[a-z]{2}$/.test(folded)) return folded;
  const direct = byName.get(folded);
  if (direct) return direct;
  const last = text.split(',').pop();
  if (last !== undefined && last !== text) return byName.get(foldText(last)) ?? null;
  return null;
}

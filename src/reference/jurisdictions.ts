import { createRequire } from 'node:module';
import { stableUuid } from './stable-uuid.js';

export interface JurisdictionSeed {
  id: string;
  code: string;
  name: string;
  country: string;
  full_name: string;
}

/** The subset of a `world-countries` entry that is read here. */
interface WorldCountry {
  cca2: string;
  name: { common: string; official: string };
}

// world-countries ships a CommonJS entry point that requires a JSON file; createRequire loads it the same way
// under tsx and under plain Node ESM, without relying on JSON import attributes.
const requireCommonJs = createRequire(import.meta.url);
const countries = requireCommonJs('world-countries') as readonly WorldCountry[];

/** Every ISO 3166-1 country in `world-countries` (every entry with a cca2 code), sorted by code. */
export const jurisdictions: readonly JurisdictionSeed[] = Object.freeze(
  countries
    .filter((c) => typeof c.cca2 === 'string' && c.cca2.length === 2)
    .map((c): JurisdictionSeed => {
      const code = c.cca2.toLowerCase();
      return {
        id: stableUuid('jurisdiction', code),
        code,
        name: c.name.common,
        country: c.name.common,
        full_name: c.name.official,
      };
    })
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
);

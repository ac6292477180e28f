import { americasCompanyTypes } from './company-types/americas.js';
import { asiaPacificCompanyTypes } from './company-types/asia-pacific.js';
import { middleEastCompanyTypes } from './company-types/middle-east.js';
import { northernEasternEuropeCompanyTypes } from './company-types/northern-eastern-europe.js';
import type { CompanyTypeInput } from './company-types/shared.js';
import { southernEuropeCompanyTypes } from './company-types/southern-europe.js';
import { westernEuropeCompanyTypes } from './company-types/western-europe.js';
import { stableUuid } from './stable-uuid.js';

export { ELF_CODE_LIST_URL } from './company-types/shared.js';

export interface CompanyTypeSeed {
  id: string;
  /** Lower-case ISO 3166-1 alpha-2 code of the jurisdiction of formation. */
  jurisdiction_code: string;
  /** The abbreviation or short name used locally (e.g. "GmbH", "Ltd"); unique within a jurisdiction. */
  short_name: string;
  full_name: string;
  description: string;
  /** A four-character ISO 20275 ELF code where one applies, otherwise the governing law or register. */
  source: string | null;
  source_url: string | null;
}

const inputs: readonly CompanyTypeInput[] = [
  ...americasCompanyTypes,
  ...westernEuropeCompanyTypes,
  ...southernEuropeCompanyTypes,
  ...northernEasternEuropeCompanyTypes,
  ...asiaPacificCompanyTypes,
  ...middleEastCompanyTypes,
];

/**
 * The main legal forms of the largest economies and common onboarding jurisdictions. Ids are derived from
 * `${jurisdiction_code}:${short_name}`, so they are the same on every install. This is reference data to help
 * reviewers, not legal advice: the registers and statutes named in `source` are authoritative.
 */
export const companyTypes: readonly CompanyTypeSeed[] = Object.freeze(
  inputs.map(
    (t): CompanyTypeSeed => ({
      id: stableUuid('company_type', `${t.jurisdiction_code}:${t.short_name}`),
      jurisdiction_code: t.jurisdiction_code,
      short_name: t.short_name,
      full_name: t.full_name,
      description: t.description,
      source: t.source,
      source_url: t.source_url,
    }),
  ),
);

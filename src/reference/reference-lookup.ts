import { type CompanyTypeSeed, companyTypes } from './company-types.js';
import { type IndustrySeed, industries } from './industries.js';
import { type JurisdictionSeed, jurisdictions } from './jurisdictions.js';

/**
 * The shipped reference data by id, for presenting records without joining the reference tables on every read.
 * The tables are seeded from these same modules at every start, so the two never disagree; the tables remain
 * for referential integrity.
 */
const jurisdictionsById: ReadonlyMap<string, JurisdictionSeed> = new Map(jurisdictions.map((j) => [j.id, j]));
const companyTypesById: ReadonlyMap<string, CompanyTypeSeed> = new Map(companyTypes.map((t) => [t.id, t]));
const industriesByKey: ReadonlyMap<number, IndustrySeed> = new Map(industries.map((i) => [i.key, i]));

const jurisdictionsByCode: ReadonlyMap<string, JurisdictionSeed> = new Map(jurisdictions.map((j) => [j.code, j]));

export function jurisdictionByCode(code: string): JurisdictionSeed | undefined {
  return jurisdictionsByCode.get(code);
}

export function jurisdictionById(id: string): JurisdictionSeed | undefined {
  return jurisdictionsById.get(id);
}

export function companyTypeById(id: string): CompanyTypeSeed | undefined {
  return companyTypesById.get(id);
}

export function industryByKey(key: number): IndustrySeed | undefined {
  return industriesByKey.get(key);
}

export { type CompanyTypeSeed, companyTypes, ELF_CODE_LIST_URL } from './company-types.js';
export { type IndustrySeed, industries } from './industries.js';
export { type JurisdictionSeed, jurisdictions } from './jurisdictions.js';
export { stableUuid } from './stable-uuid.js';

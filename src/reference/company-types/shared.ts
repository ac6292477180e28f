import type { CompanyTypeSeed } from '../company-types.js';

/** A company type before its stable id is derived. */
export type CompanyTypeInput = Omit<CompanyTypeSeed, 'id'>;

/**
 * Where `source` is a four-character ISO 20275 Entity Legal Form (ELF) code, `source_url` points at GLEIF's
 * published ELF code list, which is the maintained registry for those codes.
 */
export const ELF_CODE_LIST_URL = 'https://www.gleif.org/en/about-lei/code-lists/iso-20275-entity-legal-forms-code-list';

import {
  asksStructureDocument,
  holdsStructureDocument,
  STRUCTURE_DOCUMENT_TYPES,
} from '../../rules/ownership-documents.js';
import { isAnswered } from './answered-fields.js';
import type { FieldError } from './app-error.js';
import { DOCUMENT_TYPES } from './document-kinds.js';

/** Parts of a case a profile can ask the customer for. */
export const PROFILE_SECTIONS = [
  'company_details',
  'bank_accounts',
  'crypto_addresses',
  'directors',
  'company_documents',
  'director_documents',
  'ownership',
] as const;

/** The share of ownership or voting rights that makes a person a beneficial owner, by default (percent). */
export const DEFAULT_PROFILE_UBO_THRESHOLD = 25;

export const COMPANY_FIELDS = [
  'formal_name',
  'brand_name',
  'company_number',
  'date_of_incorporation',
  'company_type',
  'industry',
  'activity_description',
  'business_description',
  'products_description',
  'business_activity_countries',
  'tax_number',
  'funds_sources',
  // The source system's keys for the funds' origin (with `sources_of_funds_other`) and the company's addresses.
  'sources_of_funds',
  'registered_address',
  'office_address',
  'website',
  'phone_number',
  'email',
  'employees_count',
  'aml_contact_person',
  'aml_contact_email',
  'aml_contact_phone_number',
  'opencorporates_url',
  'expected_monthly_transactions_volume',
  'registration_authority',
  'purpose_for_asset10',
  'websites_for_asset10',
  'license_date_of_expiry',
  'license_date_of_issue',
  'license_issuing_authority',
  'license_number',
  'license_required',
  'investigations',
  'prosecutions',
  'ubo_criminal_records',
] as const;

/**
 * The company's yes/no declarations: the interface keeps them as booleans, the portal asks them as yes/no
 * questions when a profile lists them, with an explanation when the answer is yes (`declaration_explanations`).
 */
export const DECLARATION_FIELDS = [
  'license_required',
  'investigations',
  'prosecutions',
  'ubo_criminal_records',
] as const;

export const DIRECTOR_FIELDS = ['position'] as const;

export const PERSON_FIELDS = [
  'given_names',
  'surname',
  'date_of_birth',
  'nationality',
  'place_of_birth',
  'sex',
  'email',
  'phone',
  'address_of_residence',
  // The source system's person fields.
  'family_name',
  'parents_given_names',
  'personal_number',
  'funds_sources',
  'title_position',
] as const;

/** What a profile requires the customer to provide. */
export interface ProfileRequirements {
  readonly sections: readonly string[];
  readonly fields: {
    readonly company: readonly string[];
    readonly director: readonly string[];
    readonly person: readonly string[];
  };
  readonly document_types: { readonly company: readonly string[]; readonly person: readonly string[] };
  /** Percent (5–50) of shares or voting rights that makes a person a UBO; profiles made before it existed: 25. */
  readonly ubo_threshold?: number;
}

/** The profile's UBO threshold, 25 when it has none. */
export function uboThresholdOf(r: Pick<ProfileRequirements, 'ubo_threshold'> | null | undefined): number {
  return r?.ubo_threshold ?? DEFAULT_PROFILE_UBO_THRESHOLD;
}

function checkList(details: FieldError[], field: string, values: readonly string[], allowed: readonly string[]): void {
  const seen = new Set<string>();
  values.forEach((value, i) => {
    if (!allowed.includes(value)) details.push({ field: `${field}[${i}]`, message: `unknown value "${value}"` });
    else if (seen.has(value)) details.push({ field: `${field}[${i}]`, message: `"${value}" is listed twice` });
    seen.add(value);
  });
}

/** Checks the names a profile uses against what a case can hold; returns field errors (empty when valid). */
export function validateRequirements(r: ProfileRequirements, prefix = 'requirements'): FieldError[] {
  const details: FieldError[] = [];
  checkList(details, `${prefix}.sections`, r.sections, PROFILE_SECTIONS);
  checkList(details, `${prefix}.fields.company`, r.fields.company, COMPANY_FIELDS);
  checkList(details, `${prefix}.fields.director`, r.fields.director, DIRECTOR_FIELDS);
  checkList(details, `${prefix}.fields.person`, r.fields.person, PERSON_FIELDS);
  checkList(details, `${prefix}.document_types.company`, r.document_types.company, DOCUMENT_TYPES);
  checkList(details, `${prefix}.document_types.person`, r.document_types.person, DOCUMENT_TYPES);
  const threshold = uboThresholdOf(r);
  if (!Number.isFinite(threshold) || threshold < 5 || threshold > 50)
    details.push({ field: `${prefix}.ubo_threshold`, message: 'must be between 5 and 50 (percent)' });
  return details;
}

/** What a case holds today, reduced to what the requirements are checked against. */
export interface CaseSnapshot {
  readonly company: Readonly<Record<string, unknown>>;
  readonly bankAccounts: number;
  readonly cryptoAddresses: number;
  readonly directors: readonly {
    readonly directorId: string;
    readonly personId: string;
    readonly director: Readonly<Record<string, unknown>>;
    readonly person: Readonly<Record<string, unknown>>;
    readonly documentTypes: readonly string[];
  }[];
  readonly companyDocumentTypes: readonly string[];
  /** How many shareholders the case's declared ownership structure has (absent: not known, counted as none). */
  readonly ownershipEntities?: number;
}

/** A company of the structure whose missing owner the customer is asked to add (see RequestedData). */
export interface OwnerAsked {
  readonly company_id: string;
  /** True for the company under review (its shareholders are the holdings of `root`). */
  readonly root: boolean;
  readonly name: string;
  readonly holder_ids: readonly string[];
}

/** What the customer is asked for after a data update request. */
export interface RequestedData {
  /** The profile the request checked the case against; null when the officer only picked items and the case has none. */
  readonly completeness_profile_id: string | null;
  readonly sections: readonly string[];
  readonly missing: {
    readonly sections: readonly string[];
    readonly company_fields: readonly string[];
    readonly director_fields: readonly { readonly director_id: string; readonly fields: readonly string[] }[];
    readonly person_fields: readonly { readonly person_id: string; readonly fields: readonly string[] }[];
    readonly company_document_types: readonly string[];
    readonly person_document_types: readonly {
      readonly person_id: string;
      readonly document_types: readonly string[];
    }[];
    /**
     * A missing owner (one missing UBO): companies of the ownership structure (the company under review by its
     * id, or a corporate shareholder) of which the customer is asked to add a shareholder, with the holders it had
     * when the request was made (the answer adds one who is not among them) and its name. Only an officer's pick
     * asks it; absent in requests made before it existed.
     */
    readonly ownership_owners?: readonly OwnerAsked[];
  };
  /** True when the case already holds everything the profile requires. */
  readonly complete: boolean;
  /** A recurring review: the customer confirms or updates each section of the current data (recurring-review.ts). */
  readonly review?: boolean;
}

function isProvided(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The profile's requirements minus what the case already holds. Pure. */
export function computeRequestedData(profileId: string, r: ProfileRequirements, snapshot: CaseSnapshot): RequestedData {
  const sections = new Set(r.sections);
  const missingSections: string[] = [];
  if (sections.has('bank_accounts') && snapshot.bankAccounts === 0) missingSections.push('bank_accounts');
  if (sections.has('crypto_addresses') && snapshot.cryptoAddresses === 0) missingSections.push('crypto_addresses');
  if (sections.has('directors') && snapshot.directors.length === 0) missingSections.push('directors');
  if (sections.has('ownership') && (snapshot.ownershipEntities ?? 0) === 0) missingSections.push('ownership');
  // A `false` or "" nobody gave is no answer: what the company's answered names leave out is still missing.
  const answered = snapshot.company.answered_fields as readonly string[] | null | undefined;
  const companyFields = r.fields.company.filter((f) => !isProvided(snapshot.company[f]) || !isAnswered(answered, f));
  const directorFields = snapshot.directors
    .map((d) => ({ director_id: d.directorId, fields: r.fields.director.filter((f) => !isProvided(d.director[f])) }))
    .filter((d) => d.fields.length > 0);
  const personFields = snapshot.directors
    .map((d) => ({ person_id: d.personId, fields: r.fields.person.filter((f) => !isProvided(d.person[f])) }))
    .filter((p) => p.fields.length > 0);
  // A shareholder register the Ownership step asks for is there when the case holds it or an organisational chart.
  const structureHeld =
    asksStructureDocument(r.sections, r.document_types.company) &&
    holdsStructureDocument(snapshot.companyDocumentTypes);
  const companyDocs =
    sections.has('company_documents') || r.document_types.company.length > 0
      ? r.document_types.company.filter(
          (t) =>
            !snapshot.companyDocumentTypes.includes(t) &&
            !(structureHeld && (STRUCTURE_DOCUMENT_TYPES as readonly string[]).includes(t)),
        )
      : [];
  const personDocs = snapshot.directors
    .map((d) => ({
      person_id: d.personId,
      document_types: r.document_types.person.filter((t) => !d.documentTypes.includes(t)),
    }))
    .filter((p) => p.document_types.length > 0);
  const missing = {
    sections: missingSections,
    company_fields: companyFields,
    director_fields: directorFields,
    person_fields: personFields,
    company_document_types: companyDocs,
    person_document_types: personDocs,
  };
  const complete = Object.values(missing).every((list) => list.length === 0);
  return { completeness_profile_id: profileId, sections: [...r.sections], missing, complete };
}

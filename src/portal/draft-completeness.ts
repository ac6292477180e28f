import { ibanError } from '../../rules/iban.js';
import { type OwnershipGap, ownerAdded, ownershipGaps, ROOT } from '../../rules/ownership-declaration.js';
import {
  asksStructureDocument,
  companyDocumentTypesBesidesStructure,
  declaredUbosBesidesDirectors,
  STRUCTURE_DOCUMENT_TYPES,
} from '../../rules/ownership-documents.js';
import type { FieldError } from '../domain/app-error.js';
import {
  DECLARATION_FIELDS,
  type ProfileRequirements,
  type RequestedData,
  uboThresholdOf,
} from '../domain/completeness-profile.js';
import { IDENTITY_DOCUMENT_DETAILS, IDENTITY_DOCUMENT_TYPES } from '../domain/document-kinds.js';
import {
  checkNotApplicable,
  missingWithout,
  requirementsWithout,
  sectionsOfProfile,
  sectionsOfRequest,
  withoutNotApplicable,
} from '../domain/not-applicable.js';
import { requirementLabel } from '../domain/requested-data-text.js';
import type { ApplicationDraftData, DraftDirectorData, DraftDocumentData } from './application-draft.js';

/** What the server knows of a crypto address's proof: the challenge the draft points at. */
export interface ChallengeState {
  readonly address: string;
  readonly addressType: string;
  readonly verification: string;
}

/** The uploads of this invitation that are still waiting to become documents. */
export type UploadIds = ReadonlySet<string>;

const filled = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  (typeof value !== 'string' || value.trim() !== '') &&
  (!Array.isArray(value) || value.length > 0);

/** The draft's names for the profile's company fields (the profile speaks of the case's columns). */
function companyValue(draft: ApplicationDraftData, field: string): unknown {
  const c = draft.company ?? {};
  if (field === 'company_type') return c.company_type_id;
  if (field === 'industry') return c.industry_key;
  return (c as Record<string, unknown>)[field];
}

const ADDRESS_FIELDS = new Set(['address_of_residence', 'registered_address', 'office_address']);

/** Whether a field holds what the case can take: an address needs its first line, city and country. */
function fieldFilled(values: Record<string, unknown>, field: string): boolean {
  if (!ADDRESS_FIELDS.has(field)) return filled(values[field]);
  const address = values[field] as Record<string, unknown> | undefined;
  return filled(address?.line1) && filled(address?.city) && filled(address?.country);
}

const personFieldFilled = fieldFilled;

/** A company field the profile asks for: "other" among the sources of funds needs what it is. */
function checkCompanyField(draft: ApplicationDraftData, field: string, errors: FieldError[]): void {
  const company = (draft.company ?? {}) as Record<string, unknown>;
  const value = companyValue(draft, field);
  if (!(ADDRESS_FIELDS.has(field) ? fieldFilled(company, field) : filled(value))) {
    errors.push({
      field: `company.${field}`,
      message: `${requirementLabel(field === 'jurisdiction_code' ? 'jurisdiction' : field)} is missing`,
    });
  } else if (
    field === 'sources_of_funds' &&
    (value as string[]).includes('other') &&
    !filled(company.sources_of_funds_other)
  ) {
    errors.push({ field: 'company.sources_of_funds_other', message: 'say what the other source of funds is' });
  }
}

function hasDocument(documents: readonly DraftDocumentData[] | undefined, type: string, uploads: UploadIds): boolean {
  return (documents ?? []).some((d) => d.document_type === type && d.upload_ids.some((id) => uploads.has(id)));
}

const DETAIL_LABELS: Record<(typeof IDENTITY_DOCUMENT_DETAILS)[number], string> = {
  number: 'document number',
  country_of_issue: 'issuing country',
  expiration_date: 'expiry date',
};

/** A required person document: its file, and for an identity document its number, issuing country and expiry. */
function checkPersonDocument(
  documents: readonly DraftDocumentData[] | undefined,
  type: string,
  at: string,
  uploads: UploadIds,
  errors: FieldError[],
): void {
  if (!hasDocument(documents, type, uploads)) {
    errors.push({ field: `${at}.documents.${type}`, message: `${requirementLabel(type)} is missing` });
    return;
  }
  if (!IDENTITY_DOCUMENT_TYPES.includes(type)) return;
  const document = (documents ?? []).find((d) => d.document_type === type) as Record<string, unknown> | undefined;
  for (const detail of IDENTITY_DOCUMENT_DETAILS) {
    if (!filled(document?.[detail]))
      errors.push({ field: `${at}.documents.${type}.${detail}`, message: `the ${DETAIL_LABELS[detail]} is missing` });
  }
}

/** A declaration answered "yes" needs its explanation (of those asked: `asked`). */
function checkDeclarations(
  draft: ApplicationDraftData,
  errors: FieldError[],
  asked: readonly string[] = DECLARATION_FIELDS,
): void {
  const company = (draft.company ?? {}) as Record<string, unknown>;
  const explanations = (draft.company?.declaration_explanations ?? {}) as Record<string, unknown>;
  for (const field of DECLARATION_FIELDS) {
    if (asked.includes(field) && company[field] === true && !filled(explanations[field]))
      errors.push({ field: `company.declaration_explanations.${field}`, message: 'explain the answer "yes"' });
  }
}

function checkBankAccounts(draft: ApplicationDraftData, errors: FieldError[]): void {
  for (const [i, b] of (draft.bank_accounts ?? []).entries()) {
    for (const field of ['account_holder', 'name', 'number'] as const) {
      if (!filled(b[field]))
        errors.push({ field: `bank_accounts[${i}].${field}`, message: `${requirementLabel(field)} is missing` });
    }
    if (b.iban === true && filled(b.number)) {
      const problem = ibanError(b.number ?? '');
      if (problem !== null) errors.push({ field: `bank_accounts[${i}].number`, message: problem });
    }
  }
}

function checkCryptoAddresses(
  draft: ApplicationDraftData,
  challenges: ReadonlyMap<string, ChallengeState>,
  errors: FieldError[],
): void {
  for (const [i, a] of (draft.crypto_addresses ?? []).entries()) {
    const at = `crypto_addresses[${i}]`;
    if (!filled(a.address) || !filled(a.address_type)) {
      errors.push({ field: `${at}.address`, message: 'the address and its network are missing' });
      continue;
    }
    const challenge = a.challenge_id ? challenges.get(a.challenge_id) : undefined;
    if (
      !challenge ||
      challenge.address !== a.address?.trim() ||
      challenge.addressType !== a.address_type?.trim().toUpperCase()
    ) {
      errors.push({ field: `${at}.signature`, message: 'sign the ownership message for this address' });
    } else if (challenge.verification !== 'verified' && challenge.verification !== 'unsupported_network') {
      errors.push({ field: `${at}.signature`, message: 'the signature does not prove ownership of this address yet' });
    }
  }
}

function checkDirector(
  d: DraftDirectorData,
  at: string,
  r: { director: readonly string[]; person: readonly string[]; documents: readonly string[] },
  uploads: UploadIds,
  errors: FieldError[],
): void {
  const person = (d.person ?? {}) as Record<string, unknown>;
  for (const field of new Set(['position', ...r.director])) {
    if (!filled((d as Record<string, unknown>)[field]))
      errors.push({ field: `${at}.${field}`, message: `${requirementLabel(field)} is missing` });
  }
  for (const field of new Set(['given_names', 'surname', ...r.person])) {
    if (!personFieldFilled(person, field))
      errors.push({ field: `${at}.person.${field}`, message: `${requirementLabel(field)} is missing` });
  }
  if (typeof person.pep !== 'boolean') {
    errors.push({ field: `${at}.person.pep`, message: 'answer whether this person is politically exposed' });
  } else if (person.pep && !filled(person.pep_description)) {
    errors.push({ field: `${at}.person.pep_description`, message: 'describe the political exposure' });
  }
  for (const type of r.documents) checkPersonDocument(d.documents, type, at, uploads, errors);
}

const OWNERSHIP_MESSAGES: Record<string, string> = {
  shareholders: 'add the company’s shareholders (or name the exchange it is listed on)',
  director: 'the director this shareholder was linked to is no longer in the application',
  listed_on: 'the exchange the company is listed on is missing',
  shares: 'the percentage of shares is missing or not between 0 and 100',
  voting_rights: 'the percentage of voting rights is not between 0 and 100',
  holding: 'this holding names a shareholder or a company that is not in the application',
  'control.nature': 'say how this person controls the company',
  'control.description': 'describe the control by other means',
};

/** The declared ownership's gaps as field errors: `ownership` when it has no shareholder, else per shareholder. */
function checkOwnership(draft: ApplicationDraftData, errors: FieldError[]): void {
  const directors = new Set((draft.directors ?? []).map((d) => d.key));
  const entities = draft.ownership?.entities ?? [];
  for (const gap of ownershipGaps(draft.ownership, directors)) errors.push(ownershipError(gap, entities));
}

/**
 * The documents the declared ownership calls for (rules/ownership-documents.ts): the company's shareholder register
 * or organisational chart when the profile asks for one, and each beneficial owner's person documents (a UBO who is
 * a director gives them as a director).
 */
function checkOwnershipDocuments(
  draft: ApplicationDraftData,
  r: ProfileRequirements,
  personDocuments: readonly string[],
  uploads: UploadIds,
  errors: FieldError[],
): void {
  if (
    asksStructureDocument(r.sections, r.document_types.company) &&
    !STRUCTURE_DOCUMENT_TYPES.some((type) => hasDocument(draft.documents, type, uploads))
  ) {
    errors.push({
      field: 'ownership.documents',
      message: 'a shareholder register or an organisational chart is missing',
    });
  }
  const entities = draft.ownership?.entities ?? [];
  for (const key of declaredUbosBesidesDirectors(draft.ownership, uboThresholdOf(r))) {
    const index = entities.findIndex((e) => e.key === key);
    for (const type of personDocuments) {
      checkPersonDocument(entities[index]?.documents, type, `ownership.entities[${index}]`, uploads, errors);
    }
  }
}

function ownershipError(gap: OwnershipGap, entities: readonly { key: string }[]): FieldError {
  if (gap.entity === ROOT) return { field: 'ownership', message: 'add at least one shareholder' };
  const index = entities.findIndex((e) => e.key === gap.entity);
  const at = index < 0 ? 'ownership.holdings' : `ownership.entities[${index}].${gap.field}`;
  const [, part] = /^(?:person|company)\.(.+)$/.exec(gap.field) ?? [];
  const message = part
    ? `${requirementLabel(part === 'jurisdiction_code' ? 'jurisdiction' : part)} is missing`
    : (OWNERSHIP_MESSAGES[gap.field] ?? 'is missing');
  return { field: at, message };
}

/**
 * What a first application still lacks against its profile, one field error each, in the order of the portal's
 * steps. Empty when it can be submitted. Pure: the portal's review step shows the same list.
 */
export function missingFromApplication(
  profile: ProfileRequirements,
  answered: ApplicationDraftData,
  challenges: ReadonlyMap<string, ChallengeState>,
  uploads: UploadIds,
): FieldError[] {
  // A section answered "Not applicable" (with a reason) counts as complete: nothing of it is asked.
  const na = checkNotApplicable(answered.not_applicable, sectionsOfProfile(profile));
  const errors: FieldError[] = [...na.errors];
  const r = requirementsWithout(profile, na.sections);
  const draft = withoutNotApplicable(answered, na.sections);
  const sections = new Set(r.sections);
  for (const field of new Set(['formal_name', 'company_number', 'jurisdiction_code', ...r.fields.company])) {
    checkCompanyField(draft, field, errors);
  }
  checkDeclarations(draft, errors);
  if (sections.has('bank_accounts') && (draft.bank_accounts ?? []).length === 0) {
    errors.push({ field: 'bank_accounts', message: 'add at least one bank account' });
  }
  checkBankAccounts(draft, errors);
  if (sections.has('crypto_addresses') && (draft.crypto_addresses ?? []).length === 0) {
    errors.push({ field: 'crypto_addresses', message: 'add at least one crypto address' });
  }
  checkCryptoAddresses(draft, challenges, errors);
  if (sections.has('directors') && (draft.directors ?? []).length === 0) {
    errors.push({ field: 'directors', message: 'add at least one director' });
  }
  const personDocuments =
    sections.has('director_documents') || r.document_types.person.length > 0 ? r.document_types.person : [];
  for (const [i, d] of (draft.directors ?? []).entries()) {
    checkDirector(
      d,
      `directors[${i}]`,
      { director: r.fields.director, person: r.fields.person, documents: personDocuments },
      uploads,
      errors,
    );
  }
  if (sections.has('ownership')) {
    checkOwnership(draft, errors);
    checkOwnershipDocuments(draft, { ...r, ubo_threshold: uboThresholdOf(profile) }, personDocuments, uploads, errors);
  }
  // The register or chart is the Ownership step's (waived with it when that is "Not applicable").
  for (const type of companyDocumentTypesBesidesStructure(profile.sections, r.document_types.company)) {
    if (!hasDocument(draft.documents, type, uploads))
      errors.push({ field: `documents.${type}`, message: `${requirementLabel(type)} is missing` });
  }
  return errors;
}

/** What the case's profile asks of each person: a director added in an update is asked it as in an application. */
export interface PersonRequirements {
  readonly director: readonly string[];
  readonly person: readonly string[];
  readonly documents: readonly string[];
}

const NOTHING_MORE: PersonRequirements = { director: [], person: [], documents: [] };

/**
 * What an answer to a data update request still lacks: only what the request lists, and of a director it adds
 * what `newDirector` (the profile) asks of every person. Pure.
 */
export function missingFromUpdate(
  request: RequestedData,
  answered: ApplicationDraftData,
  challenges: ReadonlyMap<string, ChallengeState>,
  uploads: UploadIds,
  newDirector: PersonRequirements = NOTHING_MORE,
): FieldError[] {
  // Only a section the request asks may be answered "Not applicable"; it then counts as complete.
  const na = checkNotApplicable(answered.not_applicable, sectionsOfRequest(request));
  const errors: FieldError[] = [...na.errors];
  const requested = missingWithout(request, na.sections);
  const draft = withoutNotApplicable(answered, na.sections);
  const m = requested.missing;
  // A legal form is one of its country's: asked of a case without a country, the country is asked too.
  const companyFields =
    m.company_fields.includes('company_type') && !filled(companyValue(draft, 'jurisdiction_code'))
      ? ['jurisdiction_code', ...m.company_fields]
      : m.company_fields;
  for (const field of companyFields) checkCompanyField(draft, field, errors);
  checkDeclarations(draft, errors, m.company_fields);
  const added = (list: readonly unknown[] | undefined) => (list ?? []).length;
  if (m.sections.includes('bank_accounts') && added(draft.bank_accounts) === 0) {
    errors.push({ field: 'bank_accounts', message: 'add at least one bank account' });
  }
  checkBankAccounts(draft, errors);
  if (m.sections.includes('crypto_addresses') && added(draft.crypto_addresses) === 0) {
    errors.push({ field: 'crypto_addresses', message: 'add at least one crypto address' });
  }
  checkCryptoAddresses(draft, challenges, errors);
  const newDirectors = (draft.directors ?? []).filter((d) => !d.person_id);
  if (m.sections.includes('directors') && newDirectors.length === 0) {
    errors.push({ field: 'directors', message: 'add at least one director' });
  }
  for (const [i, d] of (draft.directors ?? []).entries()) {
    if (!d.person_id) {
      checkDirector(d, `directors[${i}]`, newDirector, uploads, errors);
      continue;
    }
    // The director's own fields asked of them (a position), by the director's id: the draft's key on file.
    const ownFields = m.director_fields.find((p) => p.director_id === d.key)?.fields ?? [];
    for (const field of ownFields) {
      if (!filled((d as unknown as Record<string, unknown>)[field]))
        errors.push({ field: `directors[${i}].${field}`, message: `${requirementLabel(field)} is missing` });
    }
    const fields = m.person_fields.find((p) => p.person_id === d.person_id)?.fields ?? [];
    const person = (d.person ?? {}) as Record<string, unknown>;
    for (const field of fields) {
      if (!personFieldFilled(person, field))
        errors.push({ field: `directors[${i}].person.${field}`, message: `${requirementLabel(field)} is missing` });
    }
    const types = m.person_document_types.find((p) => p.person_id === d.person_id)?.document_types ?? [];
    for (const type of types) checkPersonDocument(d.documents, type, `directors[${i}]`, uploads, errors);
  }
  // A director the request asks about must stay in the answer: leaving them out would skip what is asked.
  const inDraft = new Set((draft.directors ?? []).map((d) => d.person_id));
  const asked = new Set([...m.person_fields, ...m.person_document_types].map((p) => p.person_id));
  const keysInDraft = new Set((draft.directors ?? []).map((d) => d.key));
  const askedById = m.director_fields.filter((p) => p.fields.length > 0).map((p) => p.director_id);
  if ([...asked].some((id) => !inDraft.has(id)) || askedById.some((id) => !keysInDraft.has(id))) {
    errors.push({ field: 'directors', message: 'a director the request asks about is missing from the answer' });
  }
  const ownersAsked = m.ownership_owners ?? [];
  if (m.sections.includes('ownership') || ownersAsked.length > 0) checkOwnership(draft, errors);
  // One missing UBO: a shareholder the company did not have when asked (the structure on file stays as it is).
  for (const o of ownersAsked) {
    if (!ownerAdded(draft.ownership, o.root ? ROOT : o.company_id, o.holder_ids))
      errors.push({
        field: `ownership.owners_of.${o.root ? ROOT : o.company_id}`,
        message: `add who else owns ${o.name}`,
      });
  }
  for (const type of m.company_document_types) {
    if (!hasDocument(draft.documents, type, uploads))
      errors.push({ field: `documents.${type}`, message: `${requirementLabel(type)} is missing` });
  }
  return errors;
}

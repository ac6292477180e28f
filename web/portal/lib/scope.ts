import { asksStructureDocument, companyDocumentTypesBesidesStructure } from '../../../rules/ownership-documents';
import type { Application, ApplicationDraft, Requirements } from '../api/types';

// What the portal asks for: in mode `application` everything the onboarding profile requires; in mode `update`
// only what the officer's data update request lists as missing. The steps follow from it.

export const STEP_IDS = ['company', 'financial', 'people', 'ownership', 'documents', 'review'] as const;
export type StepId = (typeof STEP_IDS)[number];

/**
 * Company fields as the profile names them, plus `jurisdiction` (the draft's jurisdiction_code, which no profile
 * lists: a company is always asked for its country). `company_type` is the draft's company_type_id and
 * `industry` its industry_key.
 */
export const COMPANY_FIELD_ORDER = [
  'formal_name',
  'brand_name',
  'company_number',
  'jurisdiction',
  'company_type',
  'date_of_incorporation',
  'registration_authority',
  'registered_address',
  'office_address',
  'tax_number',
  'industry',
  'activity_description',
  'business_description',
  'products_description',
  'business_activity_countries',
  'employees_count',
  'expected_monthly_transactions_volume',
  'funds_sources',
  'sources_of_funds',
  'purpose_for_asset10',
  'websites_for_asset10',
  'website',
  'email',
  'phone_number',
  'opencorporates_url',
  'aml_contact_person',
  'aml_contact_email',
  'aml_contact_phone_number',
  'license_number',
  'license_issuing_authority',
  'license_date_of_issue',
  'license_date_of_expiry',
  'license_required',
  'investigations',
  'prosecutions',
  'ubo_criminal_records',
] as const;

/** The company's addresses: each a fieldset, complete with its first line, city and country. */
export const COMPANY_ADDRESS_FIELDS: readonly string[] = ['registered_address', 'office_address'];

/**
 * Keys for where the company's funds come from (`sources_of_funds`), in the order the portal offers them. The
 * source system's document shows `investments` and `other` and lists no others; `other` asks what it is
 * (`sources_of_funds_other`), the rest are the common kinds, as the demo's cases hold them (`revenue`).
 */
export const SOURCES_OF_FUNDS = ['revenue', 'investments', 'loans', 'shareholder_capital', 'grants', 'other'] as const;

/** Yes/no declarations: asked as a question, with an explanation when the answer is yes. */
export const DECLARATION_FIELDS = [
  'license_required',
  'investigations',
  'prosecutions',
  'ubo_criminal_records',
] as const;

/** Asked of every company whatever the profile says: a case cannot be opened without them. */
export const ALWAYS_COMPANY_FIELDS = ['formal_name', 'company_number', 'jurisdiction'] as const;

/** The person fields every director card shows (the profile may require more). */
export const BASE_PERSON_FIELDS = ['given_names', 'surname', 'date_of_birth', 'nationality'] as const;
/** A person is someone with a name: these count as required whatever the profile says. */
export const NAME_FIELDS = ['given_names', 'surname'] as const;

export const PERSON_FIELD_ORDER = [
  'given_names',
  'surname',
  'date_of_birth',
  'nationality',
  'place_of_birth',
  'sex',
  'email',
  'phone',
  'address_of_residence',
  'family_name',
  'parents_given_names',
  'personal_number',
  'funds_sources',
  'title_position',
] as const;

/**
 * Identity documents: asked with their number, issuing country and expiry, all required with the file (the
 * service's rule, src/domain/document-kinds.ts), so an expiring document can be watched.
 */
export const IDENTITY_DOCUMENTS: readonly string[] = ['passport', 'id_card', 'driving_licence', 'residence_permit'];
export const IDENTITY_DETAILS = ['number', 'country_of_issue', 'expiration_date'] as const;

/** The draft field behind a company field name. */
export function companyDraftKey(field: string): string {
  if (field === 'jurisdiction') return 'jurisdiction_code';
  if (field === 'company_type') return 'company_type_id';
  if (field === 'industry') return 'industry_key';
  return field;
}

/** One existing director the officer asks more about (mode update). */
export interface DirectorAsk {
  /** The draft director's key. */
  readonly key: string;
  readonly directorFields: readonly string[];
  readonly personFields: readonly string[];
  readonly documentTypes: readonly string[];
}

export interface Scope {
  readonly mode: 'application' | 'update';
  /** Company fields shown, in COMPANY_FIELD_ORDER. */
  readonly companyFields: readonly string[];
  /** Those the checklist requires. */
  readonly requiredCompanyFields: readonly string[];
  readonly bankAccounts: boolean;
  readonly cryptoAddresses: boolean;
  /** `full`: the director list can be edited (add, remove, every field); `asks`: only `directorAsks`. */
  readonly directors: 'none' | 'full' | 'asks';
  readonly directorFields: readonly string[];
  /** Person fields required of each director (full mode), beyond the names. */
  readonly personFields: readonly string[];
  readonly personDocumentTypes: readonly string[];
  readonly directorAsks: readonly DirectorAsk[];
  /** Who owns and controls the company is asked (the profile's or the request's section `ownership`). */
  readonly ownership: boolean;
  /** The Ownership step asks for the company's shareholder register or organisational chart (either will do). */
  readonly structureDocument: boolean;
  /** The person documents each beneficial owner who is not a director gives on the Ownership step. */
  readonly uboDocumentTypes: readonly string[];
  /**
   * One missing UBO (a data update request's `ownership_owners`): the companies of the structure on file, by their
   * draft key (`root` for the company under review), of which the customer adds a shareholder not among `holderIds`.
   */
  readonly ownersAsked: readonly {
    readonly key: string;
    readonly name: string;
    readonly holderIds: readonly string[];
  }[];
  /** The profile's UBO threshold (percent; the rule's default when it has none). */
  readonly uboThreshold?: number;
  /** Besides the structure document, which the Ownership step asks for when `structureDocument`. */
  readonly companyDocumentTypes: readonly string[];
  /** The profile has company documents but names no type: one optional "Other document" upload. */
  readonly companyDocumentsOptional: boolean;
  readonly steps: readonly StepId[];
  /** Sections the customer may answer "Not applicable" (those the profile or the request asks for). */
  readonly naSections: readonly string[];
  /** A recurring review (the portal's mode `review`): an update of every section, each confirmed or changed. */
  readonly review?: boolean;
}

function ordered(fields: Iterable<string>, order: readonly string[]): string[] {
  const set = new Set(fields);
  const known = order.filter((f) => set.has(f));
  const unknown = [...set].filter((f) => !order.includes(f));
  return [...known, ...unknown];
}

function stepsOf(scope: Omit<Scope, 'steps' | 'naSections'>, alwaysCompany: boolean): StepId[] {
  const steps: StepId[] = [];
  if (alwaysCompany || scope.companyFields.length > 0) steps.push('company');
  if (scope.bankAccounts || scope.cryptoAddresses) steps.push('financial');
  if (scope.directors !== 'none') steps.push('people');
  if (scope.ownership) steps.push('ownership');
  if (scope.companyDocumentTypes.length > 0 || scope.companyDocumentsOptional) steps.push('documents');
  steps.push('review');
  return steps;
}

function applicationScope(r: Requirements): Scope {
  const sections = new Set(r.sections);
  const required = ordered([...ALWAYS_COMPANY_FIELDS, ...r.fields.company], COMPANY_FIELD_ORDER);
  // The legal form sits with the company's identity (picked from the country's company types) even when the
  // profile does not require it.
  const shown = ordered([...required, 'company_type'], COMPANY_FIELD_ORDER);
  const companyDocumentTypes = companyDocumentTypesBesidesStructure(r.sections, r.document_types.company);
  const base = {
    mode: 'application' as const,
    companyFields: shown,
    requiredCompanyFields: required,
    bankAccounts: sections.has('bank_accounts'),
    cryptoAddresses: sections.has('crypto_addresses'),
    directors: sections.has('directors') ? ('full' as const) : ('none' as const),
    directorFields: [...r.fields.director],
    personFields: ordered(r.fields.person, PERSON_FIELD_ORDER),
    personDocumentTypes: [...r.document_types.person],
    directorAsks: [],
    ownership: sections.has('ownership'),
    structureDocument: asksStructureDocument(r.sections, r.document_types.company),
    uboDocumentTypes: sections.has('ownership') ? [...r.document_types.person] : [],
    ownersAsked: [],
    ...(r.ubo_threshold === undefined || r.ubo_threshold === null ? {} : { uboThreshold: r.ubo_threshold }),
    companyDocumentTypes,
    companyDocumentsOptional: r.document_types.company.length === 0 && sections.has('company_documents'),
  };
  // As the service judges it (src/domain/not-applicable.ts): the sections the profile asks, with those its types imply.
  const naSections = new Set(r.sections);
  if (r.fields.company.length > 0) naSections.add('company_details');
  if (r.document_types.company.length > 0) naSections.add('company_documents');
  if (r.document_types.person.length > 0) naSections.add('director_documents');
  return { ...base, steps: stepsOf(base, true), naSections: [...naSections] };
}

function updateScope(application: Application): Scope {
  const r = application.requirements;
  const missing = application.requested_data?.missing;
  const draft: ApplicationDraft = application.draft;
  const sections = new Set(missing?.sections ?? []);
  const companyFields = ordered(missing?.company_fields ?? [], COMPANY_FIELD_ORDER);
  // The legal form is picked among the country's company types: ask for the country too when the case has none.
  if (companyFields.includes('company_type') && !draft.company?.jurisdiction_code) {
    companyFields.splice(companyFields.indexOf('company_type'), 0, 'jurisdiction');
  }
  const ownersAsked = (missing?.ownership_owners ?? []).map((o) => ({
    key: o.root ? 'root' : o.company_id,
    name: o.name,
    holderIds: o.holder_ids,
  }));
  const asks: DirectorAsk[] = [];
  if (!sections.has('directors')) {
    for (const d of draft.directors ?? []) {
      // director_fields name the case's director id; the draft director carries it as its key (see the report).
      const directorFields = missing?.director_fields.find((x) => x.director_id === d.key)?.fields ?? [];
      const personFields = d.person_id
        ? (missing?.person_fields.find((x) => x.person_id === d.person_id)?.fields ?? [])
        : [];
      const documentTypes = d.person_id
        ? (missing?.person_document_types.find((x) => x.person_id === d.person_id)?.document_types ?? [])
        : [];
      if (directorFields.length + personFields.length + documentTypes.length > 0) {
        asks.push({
          key: d.key,
          directorFields,
          personFields: ordered(personFields, PERSON_FIELD_ORDER),
          documentTypes,
        });
      }
    }
  }
  const base = {
    mode: 'update' as const,
    companyFields,
    requiredCompanyFields: companyFields,
    bankAccounts: sections.has('bank_accounts'),
    cryptoAddresses: sections.has('crypto_addresses'),
    directors: sections.has('directors') ? ('full' as const) : asks.length > 0 ? ('asks' as const) : ('none' as const),
    directorFields: [...r.fields.director],
    personFields: ordered(r.fields.person, PERSON_FIELD_ORDER),
    personDocumentTypes: [...r.document_types.person],
    directorAsks: asks,
    ownership: sections.has('ownership') || ownersAsked.length > 0,
    ownersAsked,
    // An update asks for the structure again without its documents (the request names the documents it wants).
    structureDocument: false,
    uboDocumentTypes: [],
    companyDocumentTypes: [...(missing?.company_document_types ?? [])],
    companyDocumentsOptional: false,
  };
  const naSections = new Set(missing?.sections ?? []);
  if (companyFields.length > 0) naSections.add('company_details');
  if ((missing?.company_document_types ?? []).length > 0) naSections.add('company_documents');
  if ((missing?.person_document_types ?? []).some((p) => p.document_types.length > 0)) {
    naSections.add('director_documents');
  }
  if (
    (missing?.person_fields ?? []).some((p) => p.fields.length > 0) ||
    (missing?.director_fields ?? []).some((d) => d.fields.length > 0)
  ) {
    naSections.add('directors');
  }
  return { ...base, steps: stepsOf(base, false), naSections: [...naSections] };
}

export function scopeOf(application: Application): Scope {
  // A review is answered as an update of what changed (lib/review-mode.ts); it offers no "Not applicable".
  if (application.mode === 'review') return { ...updateScope(application), review: true, naSections: [] };
  return application.mode === 'update' ? updateScope(application) : applicationScope(application.requirements);
}

/**
 * The company fields still asked when the company details are answered "Not applicable": a first application
 * cannot open a case without the company's name, number and country; an update asks nothing more of it.
 */
export function companyFieldsKeptWhenNotApplicable(scope: Scope): readonly string[] {
  return scope.mode === 'application' ? ALWAYS_COMPANY_FIELDS : [];
}

/** The reason of a section answered "Not applicable" in the draft (maybe empty), or undefined when it is not. */
export function notApplicableReason(draft: ApplicationDraft, scope: Scope, section: string): string | undefined {
  if (!scope.naSections.includes(section)) return undefined;
  return draft.not_applicable?.find((na) => na.section === section)?.reason;
}

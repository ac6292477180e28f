/**
 * The field tables of the interface specification ("Resources and their fields"), transcribed by hand.
 * This is deliberately NOT derived from src/http/schemas: it is the independent description the API's answers
 * are checked against, so a drift in the schemas or presenters shows up as a failing test.
 *
 * Types: 'string' | 'boolean' | 'integer' | 'array' | 'object', plus the spec's string shapes 'date'
 * (YYYY-MM-DD), 'timestamp' (ISO 8601 UTC with milliseconds) and 'uuid'. `nullable` is true only where the spec
 * writes "nullable" (or "object or null" / "array or null"). For objects and arrays of objects, `table` names the
 * table that describes them; for arrays of scalars, `items` gives the element type.
 */
export type SpecType = 'string' | 'boolean' | 'integer' | 'array' | 'object' | 'date' | 'timestamp' | 'uuid';

export type SpecTableName =
  | 'companyListItem'
  | 'companyDetail'
  | 'jurisdiction'
  | 'companyType'
  | 'industry'
  | 'industryMain'
  | 'bankAccount'
  | 'cryptoAddress'
  | 'documentRecord'
  | 'documentObject'
  | 'attachment'
  | 'urls';

export interface SpecField {
  readonly type: SpecType;
  readonly nullable: boolean;
  readonly table?: SpecTableName;
  readonly items?: SpecType;
}

export type SpecTable = Readonly<Record<string, SpecField>>;

const f = (type: SpecType, extra: Partial<SpecField> = {}): SpecField => ({ type, nullable: false, ...extra });
const nullable = (type: SpecType, extra: Partial<SpecField> = {}): SpecField => ({ type, nullable: true, ...extra });

/** "Company (list item, returned in the companies list)" */
const companyListItem = {
  id: f('uuid'),
  formal_name: f('string'),
  brand_name: nullable('string'),
  company_number: f('string'),
  inactive: nullable('boolean'),
  public_stock_exchange: nullable('boolean'),
  date_of_incorporation: nullable('date'),
  jurisdiction: f('object', { table: 'jurisdiction' }),
  company_type: nullable('object', { table: 'companyType' }),
  industry: f('object', { table: 'industry' }),
} satisfies SpecTable;

/** "Company (detail, returned for a single company)": all fields of the list item plus these. */
const companyDetail = {
  ...companyListItem,
  activity_description: nullable('string'),
  business_description: f('string'),
  products_description: f('string'),
  business_activity_countries: f('array', { items: 'string' }),
  tax_number: f('string'),
  funds_sources: f('string'),
  bank_accounts: f('array', { table: 'bankAccount' }),
  crypto_addresses: f('array', { table: 'cryptoAddress' }),
  website: f('string'),
  phone_number: f('string'),
  email: f('string'),
  employees_count: f('string'),
  aml_contact_person: f('string'),
  aml_contact_email: f('string'),
  aml_contact_phone_number: f('string'),
  opencorporates_url: nullable('string'),
  expected_monthly_transactions_volume: nullable('string'),
  investigations: f('boolean'),
  prosecutions: f('boolean'),
  ubo_criminal_records: f('boolean'),
  registration_authority: f('string'),
  purpose_for_asset10: nullable('string'),
  websites_for_asset10: nullable('string'),
  license_date_of_expiry: f('date'),
  license_date_of_issue: f('date'),
  license_issuing_authority: f('string'),
  license_number: f('string'),
  license_required: f('boolean'),
  documents_note_from_verifier: nullable('string'),
} satisfies SpecTable;

/** "Jurisdiction"; code is a lower-case country code. */
const jurisdiction = {
  id: f('uuid'),
  code: f('string'),
  name: f('string'),
  country: f('string'),
  full_name: f('string'),
} satisfies SpecTable;

/** "Company type" */
const companyType = {
  id: f('uuid'),
  short_name: f('string'),
  full_name: f('string'),
  description: f('string'),
  source: nullable('string'),
  source_url: nullable('string'),
  jurisdiction_code: f('string'),
} satisfies SpecTable;

/** "Industry": main is "object or null", additional_keys "array or null" (element type not given). */
const industry = {
  main: nullable('object', { table: 'industryMain' }),
  description: nullable('string'),
  additional_keys: nullable('array'),
} satisfies SpecTable;

/** Industry.main: "fields: key (integer), value (string), industry (string), keywords (array of string)". */
const industryMain = {
  key: f('integer'),
  value: f('string'),
  industry: f('string'),
  keywords: f('array', { items: 'string' }),
} satisfies SpecTable;

/** "Bank account" */
const bankAccount = {
  id: f('uuid'),
  account_holder: f('string'),
  address: f('string'),
  iban: f('boolean'),
  name: f('string'),
  number: f('string'),
  created_at: f('timestamp'),
  updated_at: f('timestamp'),
} satisfies SpecTable;

/** "Crypto address"; address_type is a network code in upper case. */
const cryptoAddress = {
  id: f('uuid'),
  address: f('string'),
  address_type: f('string'),
  comment: nullable('string'),
  signature_message: f('string'),
  signature_verification: f('string'),
  created_at: f('timestamp'),
  updated_at: f('timestamp'),
} satisfies SpecTable;

/** "Document record (element of the documents array)" */
const documentRecord = {
  id: f('uuid'),
  purposes: f('array', { items: 'string' }),
  created_at: f('timestamp'),
  updated_at: f('timestamp'),
  document: f('object', { table: 'documentObject' }),
} satisfies SpecTable;

/** "Document object fields"; country_of_issue is a two-letter country code. No field is marked nullable. */
const documentObject = {
  id: f('uuid'),
  country_of_issue: f('string'),
  name: f('string'),
  number: f('string'),
  document_type: f('string'),
  date_of_issue: f('date'),
  expiration_date: f('date'),
  created_at: f('timestamp'),
  updated_at: f('timestamp'),
  attachments: f('array', { table: 'attachment' }),
} satisfies SpecTable;

/** "Attachment fields" */
const attachment = {
  id: f('uuid'),
  attachment_type: f('string'),
  created_at: f('timestamp'),
  updated_at: f('timestamp'),
  filename: f('string'),
  filesize: f('integer'),
  mime: f('string'),
  urls: f('object', { table: 'urls' }),
} satisfies SpecTable;

/** "urls has three string members: thumb, medium, original." */
const urls = {
  thumb: f('string'),
  medium: f('string'),
  original: f('string'),
} satisfies SpecTable;

export const SPEC_TABLES: Readonly<Record<SpecTableName, SpecTable>> = {
  companyListItem,
  companyDetail,
  jurisdiction,
  companyType,
  industry,
  industryMain,
  bankAccount,
  cryptoAddress,
  documentRecord,
  documentObject,
  attachment,
  urls,
};

/**
 * Not in the spec (it shows the directors response as "not shown"): the Director and person keys fixed by
 * docs/interface.md ("Directors"). Only the key sets are checked; person.documents holds spec Document records.
 */
export const DOCUMENTED_DIRECTOR_KEYS = ['id', 'position', 'created_at', 'updated_at', 'person'] as const;
export const DOCUMENTED_PERSON_KEYS = [
  'id',
  'given_names',
  'surname',
  'date_of_birth',
  'nationality',
  'place_of_birth',
  'sex',
  'pep',
  'pep_description',
  'email',
  'phone',
  'address_of_residence',
  'answered_fields',
  'documents',
  // The source system's person members (docs/interface.md, "The source system's routes").
  'family_name',
  'parents_given_names',
  'personal_number',
  'funds_sources',
  'title_position',
  'created_at',
  'updated_at',
  'address_for_correspondence',
  'personal_verification',
] as const;

/**
 * Dossier's additions to the spec's tables, documented in docs/interface.md as additive members (a client that
 * reads only the spec's keys is unaffected). Each is checked for its own shape; any other extra key still fails.
 */
const DOSSIER_ADDITIONS: Partial<Record<SpecTableName, Readonly<Record<string, (value: unknown) => string | null>>>> = {
  companyDetail: {
    answered_fields: answeredFieldsProblem,
    declaration_explanations: explanationsProblem,
    // The source system's members (docs/interface.md, "The source system's routes").
    sources_of_funds: (v) =>
      Array.isArray(v) && v.every((s) => typeof s === 'string') ? null : 'is not a list of keys',
    sources_of_funds_other: (v) => (v === null || typeof v === 'string' ? null : 'is not null or a string'),
    registered_address: addressProblem,
    office_address: addressProblem,
    // The ownership structure (issue 19): the company's role in the case, as its list item has it.
    role: roleProblem,
    listed_on: nullableTextProblem,
  },
  bankAccount: { answered_fields: answeredFieldsProblem },
  // The ownership structure (issue 19): each company's role, and the market a corporate shareholder is listed on.
  companyListItem: { role: roleProblem, listed_on: nullableTextProblem },
};

/** A company's address: null or an object carrying both Dossier's and the source system's first line. */
function addressProblem(value: unknown): string | null {
  if (value === null) return null;
  const address = value as Record<string, unknown>;
  return typeof address === 'object' && typeof address.line1 === 'string' && address.line_1 === address.line1
    ? null
    : 'is not null or an address';
}

/** `role`: what the company is to the case. */
function roleProblem(value: unknown): string | null {
  return ['root', 'related_company', 'corporate_shareholder'].includes(value as string)
    ? null
    : 'is not a company role';
}

/** null or a text. */
function nullableTextProblem(value: unknown): string | null {
  return value === null || typeof value === 'string' ? null : 'is not null or a text';
}

/** `declaration_explanations`: an object of texts. */
function explanationsProblem(value: unknown): string | null {
  return value !== null && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string')
    ? null
    : 'is not an object of texts';
}

/** `answered_fields`: null (not known) or the names of the fields given, as strings. */
export function answeredFieldsProblem(value: unknown): string | null {
  if (value === null) return null;
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? null : 'is not null or a list of names';
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real calendar day in YYYY-MM-DD form. */
function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

function typeProblem(type: SpecType, value: unknown): string | null {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? null : 'is not a string';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'is not a boolean';
    case 'integer':
      return Number.isInteger(value) ? null : 'is not an integer';
    case 'array':
      return Array.isArray(value) ? null : 'is not an array';
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? null : 'is not an object';
    case 'date':
      return typeof value === 'string' && isDate(value) ? null : 'is not a YYYY-MM-DD date';
    case 'timestamp':
      return typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'is not an ISO 8601 UTC timestamp with milliseconds';
    case 'uuid':
      return typeof value === 'string' && UUID.test(value) ? null : 'is not a UUID';
  }
}

export interface ShapeOptions {
  /**
   * Paths (as reported, e.g. `company.license_date_of_issue`) whose spec type is `date` but which may be "" in
   * this scenario, because the customer has not provided the value and the spec does not allow null there.
   */
  readonly emptyAllowed?: ReadonlySet<string>;
}

/**
 * Every way `value` differs from spec table `name`: missing or extra keys, wrong types, null where the spec does
 * not allow it. Descends into nested tables and arrays of tables. Returns [] when the value matches.
 */
export function specProblems(name: SpecTableName, value: unknown, path: string, options: ShapeOptions = {}): string[] {
  const table: SpecTable = SPEC_TABLES[name];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path} is not an object`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  const expected = Object.keys(table).sort();
  const actual = Object.keys(record).sort();
  for (const key of expected) if (!actual.includes(key)) problems.push(`${path}.${key} is missing`);
  const additions = DOSSIER_ADDITIONS[name] ?? {};
  for (const key of actual) {
    if (expected.includes(key)) continue;
    const addition = additions[key];
    if (!addition) problems.push(`${path}.${key} is not in the spec`);
    else {
      const problem = addition(record[key]);
      if (problem) problems.push(`${path}.${key} ${problem}`);
    }
  }
  for (const [key, field] of Object.entries(table)) {
    if (!(key in record)) continue;
    const at = `${path}.${key}`;
    const v = record[key];
    if (v === null) {
      if (!field.nullable) problems.push(`${at} is null but the spec does not allow null`);
      continue;
    }
    if (field.type === 'date' && v === '' && options.emptyAllowed?.has(at)) continue;
    const problem = typeProblem(field.type, v);
    if (problem) {
      problems.push(`${at} ${problem} (${JSON.stringify(v)})`);
      continue;
    }
    if (field.type === 'object' && field.table) problems.push(...specProblems(field.table, v, at, options));
    if (field.type === 'array') {
      for (const [i, item] of (v as unknown[]).entries()) {
        if (field.table) problems.push(...specProblems(field.table, item, `${at}[${i}]`, options));
        else if (field.items) {
          const itemProblem = typeProblem(field.items, item);
          if (itemProblem) problems.push(`${at}[${i}] ${itemProblem}`);
        }
      }
    }
  }
  return problems;
}

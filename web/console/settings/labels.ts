// The values a profile's requirements may take, with their human labels. Copied from the service's
// src/domain/completeness-profile.ts and src/domain/document-kinds.ts (web/ never imports src/): a value the
// service later adds still shows, under its raw name, until it is listed here.

export const SECTION_LABELS = {
  company_details: 'Company details',
  bank_accounts: 'Bank accounts',
  crypto_addresses: 'Crypto addresses',
  directors: 'Directors',
  company_documents: 'Company documents',
  director_documents: 'Director documents',
  ownership: 'Ownership',
} as const;

export const COMPANY_FIELD_LABELS = {
  formal_name: 'Formal name',
  brand_name: 'Brand name',
  company_number: 'Company number',
  date_of_incorporation: 'Date of incorporation',
  company_type: 'Company type',
  industry: 'Industry',
  activity_description: 'Activity description',
  business_description: 'Business description',
  products_description: 'Products description',
  business_activity_countries: 'Countries of business activity',
  tax_number: 'Tax number',
  funds_sources: 'Sources of funds',
  sources_of_funds: 'Kinds of sources of funds',
  registered_address: 'Registered address',
  office_address: 'Office address',
  website: 'Website',
  phone_number: 'Phone number',
  email: 'Email',
  employees_count: 'Number of employees',
  aml_contact_person: 'AML contact person',
  aml_contact_email: 'AML contact email',
  aml_contact_phone_number: 'AML contact phone number',
  opencorporates_url: 'OpenCorporates page',
  expected_monthly_transactions_volume: 'Expected monthly transaction volume',
  registration_authority: 'Registration authority',
  purpose_for_asset10: 'Purpose of holding the asset',
  websites_for_asset10: 'Websites related to the asset',
  license_date_of_expiry: 'Licence expiry date',
  license_date_of_issue: 'Licence issue date',
  license_issuing_authority: 'Licence issuing authority',
  license_number: 'Licence number',
  license_required: 'Licence required',
  investigations: 'Under investigation',
  prosecutions: 'Prosecutions',
  ubo_criminal_records: 'Criminal records of beneficial owners',
} as const;

export const DIRECTOR_FIELD_LABELS = {
  position: 'Position',
} as const;

export const PERSON_FIELD_LABELS = {
  given_names: 'Given names',
  surname: 'Surname',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  place_of_birth: 'Place of birth',
  sex: 'Sex',
  email: 'Email',
  phone: 'Phone',
  address_of_residence: 'Address of residence',
  family_name: 'Family name',
  parents_given_names: 'Parents’ given names',
  personal_number: 'Personal number',
  funds_sources: 'Source of funds',
  title_position: 'Title or position',
} as const;

export const DOCUMENT_TYPE_LABELS = {
  passport: 'Passport',
  id_card: 'ID card',
  driving_licence: 'Driving licence',
  residence_permit: 'Residence permit',
  proof_of_address: 'Proof of address',
  certificate_of_incorporation: 'Certificate of incorporation',
  registry_extract: 'Registry extract',
  articles_of_association: 'Articles of association',
  shareholder_register: 'Shareholder register',
  organisational_chart: 'Organisational chart',
  director_register: 'Director register',
  license: 'Licence',
  bank_statement: 'Bank statement',
  financial_statement: 'Financial statement',
  aml_policy: 'AML policy',
  other: 'Other document',
} as const;

/**
 * The document types the profile form offers for the company, and those it offers for each person: a company
 * has no passport, and a person no certificate of incorporation.
 */
export const COMPANY_DOCUMENT_ORDER = [
  'certificate_of_incorporation',
  'registry_extract',
  'articles_of_association',
  'shareholder_register',
  'organisational_chart',
  'director_register',
  'license',
  'bank_statement',
  'financial_statement',
  'aml_policy',
  'proof_of_address',
  'other',
] as const;

export const PERSON_DOCUMENT_ORDER = [
  'passport',
  'id_card',
  'driving_licence',
  'residence_permit',
  'proof_of_address',
  'other',
] as const;

export const WEBHOOK_EVENT_LABELS = {
  state_change: { label: 'State change', description: 'A case moves to another status.' },
  application_received: { label: 'Application received', description: 'A new case is opened.' },
  data_changed: {
    label: 'Data changed',
    description: 'Customer data, a risk score or the onboarding profile of a case changes.',
  },
  process_completed: { label: 'Process completed', description: 'A case is completed or rejected.' },
  verification_erased: {
    label: 'Personal data erased',
    description: 'A case’s personal data was erased (retention ended or an erasure request).',
  },
  screening_hit: {
    label: 'Screening hit',
    description: 'A new sanctions or PEP hit on a case, or one whose list entry or subject changed.',
  },
  screening_completed: { label: 'Screening completed', description: 'A case was screened against the lists.' },
  risk_level_changed: {
    label: 'Risk level changed',
    description: 'The risk level of an open case changes (a new assessment or an override).',
  },
  review_due: { label: 'Review due', description: 'A completed case’s periodic review is near (the notice period).' },
  recurring_case_opened: {
    label: 'Recurring case opened',
    description: 'A periodic review opened a recurring case from the company’s current data.',
  },
  case_overdue: { label: 'Case overdue', description: 'A case stayed in its state past the service level.' },
} as const;

export const ROLE_LABELS = {
  admin: 'Admin',
  officer: 'Officer',
  viewer: 'Viewer',
} as const;

export const ROLE_DESCRIPTIONS = {
  admin: 'Reviews cases and manages settings, users and access tokens.',
  officer: 'Reviews cases. No access to settings.',
  viewer: 'Reads everything, settings included. Changes nothing.',
} as const;

/** The label of a value in one of the lists above, or the raw value when it is not listed. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}

import type { RequestedData } from './completeness-profile.js';

/** Words a customer reads for the names a profile uses. */
const LABELS: Record<string, string> = {
  company_details: 'Company details',
  bank_accounts: 'A bank account',
  crypto_addresses: 'A crypto address with proof of ownership',
  directors: 'The company’s directors',
  ownership: 'Who owns and controls the company',
  formal_name: 'Company name',
  brand_name: 'Trading name',
  company_number: 'Company number',
  date_of_incorporation: 'Date of incorporation',
  company_type: 'Legal form',
  industry: 'Industry',
  activity_description: 'Activity description',
  business_description: 'Business description',
  products_description: 'Products and services',
  business_activity_countries: 'Countries of business activity',
  tax_number: 'Tax number',
  funds_sources: 'Sources of funds',
  sources_of_funds: 'Kinds of sources of funds',
  registered_address: 'Registered address',
  office_address: 'Office address',
  website: 'Website',
  phone_number: 'Phone number',
  email: 'E-mail',
  employees_count: 'Number of employees',
  aml_contact_person: 'AML contact person',
  aml_contact_email: 'AML contact e-mail',
  aml_contact_phone_number: 'AML contact phone number',
  opencorporates_url: 'OpenCorporates link',
  expected_monthly_transactions_volume: 'Expected monthly transaction volume',
  registration_authority: 'Registration authority',
  purpose_for_asset10: 'Purpose of the account',
  websites_for_asset10: 'Websites where the account is used',
  license_date_of_expiry: 'Licence expiry date',
  license_date_of_issue: 'Licence issue date',
  license_issuing_authority: 'Licence issuing authority',
  license_number: 'Licence number',
  license_required: 'Whether the company needs a licence',
  investigations: 'Whether the company is under investigation',
  prosecutions: 'Whether the company faces prosecution',
  ubo_criminal_records: 'Whether a beneficial owner has a criminal record',
  position: 'Position',
  given_names: 'Given names',
  surname: 'Surname',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  place_of_birth: 'Place of birth',
  sex: 'Sex',
  phone: 'Phone',
  address_of_residence: 'Address of residence',
  passport: 'Passport',
  id_card: 'Identity card',
  driving_licence: 'Driving licence',
  residence_permit: 'Residence permit',
  proof_of_address: 'Proof of address',
  certificate_of_incorporation: 'Certificate of incorporation',
  registry_extract: 'Registry extract',
  articles_of_association: 'Articles of association',
  shareholder_register: 'Shareholder register',
  organisational_chart: 'Organisational chart',
  director_register: 'Register of directors',
  license: 'Licence',
  bank_statement: 'Bank statement',
  financial_statement: 'Financial statement',
  aml_policy: 'AML policy',
  other: 'Other document',
};

export function requirementLabel(name: string): string {
  return LABELS[name] ?? name.replaceAll('_', ' ');
}

/** What a data update request asks for, one line each, for the customer's e-mail. Pure. */
export function describeRequestedData(
  requested: RequestedData | null,
  personNames: ReadonlyMap<string, string>,
): string[] {
  if (requested === null) return [];
  const m = requested.missing;
  const lines: string[] = [];
  for (const section of m.sections) lines.push(requirementLabel(section));
  for (const field of m.company_fields) lines.push(requirementLabel(field));
  for (const type of m.company_document_types) lines.push(requirementLabel(type));
  const whose = (personId: string) => personNames.get(personId) ?? 'a director';
  for (const p of m.person_fields) {
    lines.push(`${p.fields.map(requirementLabel).join(', ')} of ${whose(p.person_id)}`);
  }
  for (const p of m.person_document_types) {
    lines.push(`${p.document_types.map(requirementLabel).join(', ')} of ${whose(p.person_id)}`);
  }
  for (const o of m.ownership_owners ?? []) lines.push(`Who else owns ${o.name} (a shareholder to add)`);
  return lines;
}

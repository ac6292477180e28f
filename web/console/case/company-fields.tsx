import { formatAmountRange } from '../../shared/lib/amounts';
import type { CompanyDetail } from '../api/types';
import { countryName } from '../cases/countries';
import { answered, day, externalLink, type Fact, yesNo } from './parts';

export interface FactGroup {
  title: string;
  items: Fact[];
}

function countries(codes: string[]): string {
  return codes.map((c) => countryName(c)).join(', ');
}

const EXPLANATION_LABELS = {
  investigations: 'Investigation, as the customer explains it',
  prosecutions: 'Prosecutions, as the customer explains them',
  ubo_criminal_records: 'Criminal records, as the customer explains them',
  license_required: 'Licence, as the customer explains it',
} as const;

/** An address on one line: its lines, postcode, town, region and country. */
function oneLine(a: CompanyDetail['registered_address']): string | null {
  if (a === null) return null;
  const parts = [a.line1, a.line2, a.line_3, [a.postal_code, a.city].filter(Boolean).join(' '), a.region];
  return [...parts, countryName(a.country)].filter((p) => p !== null && p !== '').join(', ');
}

/** Every field of a company, grouped the way a reviewer reads them. */
export function companyGroups(c: CompanyDetail): FactGroup[] {
  // A declaration nobody answered is stored as false: it reads "Not provided", never "No".
  const declared = (field: 'investigations' | 'prosecutions' | 'ubo_criminal_records' | 'license_required') =>
    answered(c, field) ? yesNo(c[field], field !== 'license_required') : null;
  // The customer's explanation of a "yes", right under the answer.
  const explained = (field: 'investigations' | 'prosecutions' | 'ubo_criminal_records' | 'license_required') => {
    const text = c.declaration_explanations?.[field];
    return c[field] && text ? [{ label: EXPLANATION_LABELS[field], value: text, wide: true }] : [];
  };
  const type = c.company_type;
  const industry = c.industry.main;
  return [
    {
      title: 'Identity',
      items: [
        { label: 'Formal name', value: c.formal_name },
        { label: 'Brand name', value: c.brand_name },
        { label: 'Company number', value: <span className="font-mono text-xs">{c.company_number}</span> },
        { label: 'Jurisdiction', value: c.jurisdiction.full_name || c.jurisdiction.name },
        {
          label: 'Company type',
          value: type ? (
            <span title={type.description}>
              {type.full_name}
              {type.short_name && type.short_name !== type.full_name && (
                <span className="text-gray-600"> ({type.short_name})</span>
              )}
            </span>
          ) : null,
        },
        { label: 'Date of incorporation', value: day(c.date_of_incorporation) },
        { label: 'Inactive', value: yesNo(c.inactive, true) },
        { label: 'Listed on a public stock exchange', value: yesNo(c.public_stock_exchange) },
      ],
    },
    {
      title: 'Addresses',
      items: [
        { label: 'Registered address', value: oneLine(c.registered_address), wide: true },
        { label: 'Office address', value: oneLine(c.office_address), wide: true },
      ],
    },
    {
      title: 'Registration & licence',
      items: [
        { label: 'Registration authority', value: c.registration_authority },
        { label: 'Tax number', value: c.tax_number && <span className="font-mono text-xs">{c.tax_number}</span> },
        { label: 'OpenCorporates', value: externalLink(c.opencorporates_url) },
        { label: 'Licence required', value: declared('license_required') },
        ...explained('license_required'),
        { label: 'Licence number', value: c.license_number },
        { label: 'Licence issuing authority', value: c.license_issuing_authority },
        { label: 'Licence issue date', value: day(c.license_date_of_issue) },
        { label: 'Licence expiry date', value: day(c.license_date_of_expiry) },
      ],
    },
    {
      title: 'Business',
      items: [
        {
          label: 'Industry',
          value: industry ? (
            <span title={industry.industry}>
              {industry.value}
              <span className="text-gray-600"> · {industry.industry}</span>
            </span>
          ) : null,
          wide: true,
        },
        { label: 'Activity description', value: c.activity_description ?? c.industry.description, wide: true },
        { label: 'Business description', value: c.business_description, wide: true },
        { label: 'Products description', value: c.products_description, wide: true },
        { label: 'Countries of business activity', value: countries(c.business_activity_countries) },
        { label: 'Number of employees', value: formatAmountRange(c.employees_count) },
        {
          label: 'Expected monthly transaction volume',
          value: formatAmountRange(c.expected_monthly_transactions_volume),
        },
        { label: 'Sources of funds', value: c.funds_sources },
        ...(c.sources_of_funds.length > 0
          ? [
              {
                label: 'Kinds of sources of funds',
                value: [...c.sources_of_funds, ...(c.sources_of_funds_other ? [`(${c.sources_of_funds_other})`] : [])]
                  .join(', ')
                  .replaceAll('_', ' '),
              },
            ]
          : []),
        ...(c.purpose_for_asset10 || c.websites_for_asset10
          ? [
              { label: 'Purpose of holding the asset', value: c.purpose_for_asset10 },
              { label: 'Websites related to the asset', value: c.websites_for_asset10 },
            ]
          : []),
      ],
    },
    {
      title: 'Contact & AML',
      items: [
        { label: 'Website', value: externalLink(c.website) },
        { label: 'Email', value: c.email },
        { label: 'Phone number', value: c.phone_number },
        { label: 'AML contact person', value: c.aml_contact_person },
        { label: 'AML contact email', value: c.aml_contact_email },
        { label: 'AML contact phone number', value: c.aml_contact_phone_number },
      ],
    },
    {
      title: 'Declarations',
      items: [
        { label: 'Under investigation', value: declared('investigations') },
        ...explained('investigations'),
        { label: 'Prosecutions', value: declared('prosecutions') },
        ...explained('prosecutions'),
        { label: 'Criminal records of beneficial owners', value: declared('ubo_criminal_records') },
        ...explained('ubo_criminal_records'),
        { label: 'Note from the verifier on documents', value: c.documents_note_from_verifier, wide: true },
      ],
    },
  ];
}

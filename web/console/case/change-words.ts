// How "What changed since the last submission" says a revision diff's fields and values (GET …/changes).
import { countryName } from '../cases/countries';
import { humanize } from '../cases/labels';
import { COMPANY_FIELD_LABELS, PERSON_FIELD_LABELS } from '../settings/labels';

export const CHANGE_SECTION_LABELS: Record<string, string> = {
  company: 'Company',
  bank_account: 'Bank account',
  crypto_address: 'Crypto address',
  director: 'Director',
  person: 'Director',
  holding: 'Shareholding',
  control: 'Control by other means',
};

const SECTION_FIELD_LABELS: Record<string, Record<string, string>> = {
  company: {
    ...COMPANY_FIELD_LABELS,
    jurisdiction: 'Jurisdiction',
    inactive: 'Inactive',
    public_stock_exchange: 'Listed on a public stock exchange',
    investigations: 'Under investigation',
    prosecutions: 'Prosecutions',
    ubo_criminal_records: 'Criminal records of beneficial owners',
    license_required: 'Licence required',
    documents_note_from_verifier: 'Note from the verifier on documents',
    declaration_explanations: 'Explanations of the declarations',
  },
  bank_account: {
    name: 'Bank',
    account_holder: 'Account holder',
    number: 'Account number',
    iban: 'IBAN',
    address: 'Bank address',
  },
  crypto_address: {
    address: 'Address',
    address_type: 'Network',
    comment: 'Comment',
    signature_message: 'Signed message',
    signature: 'Signature',
    signature_verification: 'Ownership proof',
  },
  director: { position: 'Position' },
  holding: { shares: 'Shares (%)', voting_rights: 'Voting rights (%)' },
  control: { control: 'Control by other means' },
  person: {
    ...PERSON_FIELD_LABELS,
    pep: 'Politically exposed person',
    pep_description: 'PEP description',
  },
};

/** A field's label: the one the console uses elsewhere, else the field's name said plainly. */
export function changeFieldLabel(section: string, field: string): string {
  return SECTION_FIELD_LABELS[section]?.[field] ?? humanize(field);
}

const COUNTRY_FIELDS = new Set(['business_activity_countries', 'nationality', 'country_of_issue']);
/** The keys that name an object value, best first (a jurisdiction, a company type, an industry). */
const NAME_KEYS = ['full_name', 'name', 'value', 'formal_name', 'code'];

/**
 * A value of the diff as text, or null when it is empty: yes/no, country codes by name, a named object (a
 * jurisdiction, a company type, an industry) by its name, lists joined.
 */
export function changeValue(field: string | null, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return field && COUNTRY_FIELDS.has(field) ? countryName(value) : value;
  if (Array.isArray(value)) {
    const items = value.map((v) => changeValue(field, v)).filter((v): v is string => v !== null);
    return items.length > 0 ? items.join(', ') : null;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (field === 'declaration_explanations') {
      // {"investigations": "…"}: each explanation under its declaration's name.
      const lines = Object.entries(record)
        .filter(([, text]) => typeof text === 'string' && text !== '')
        .map(([name, text]) => `${changeFieldLabel('company', name)}: ${String(text)}`);
      return lines.length > 0 ? lines.join('\n') : null;
    }
    if (record.main && typeof record.main === 'object') return changeValue(field, record.main);
    // A shareholding of the ownership structure: its shares, and its voting rights when they differ.
    if (typeof record.shares === 'number') {
      const voting = typeof record.voting_rights === 'number' ? `, ${record.voting_rights} % of the voting rights` : '';
      return `${record.shares} % of the shares${voting}`;
    }
    for (const key of NAME_KEYS) {
      const named = record[key];
      if (typeof named === 'string' && named !== '') return named;
    }
    const text = JSON.stringify(value);
    return text === '{}' ? null : text;
  }
  return String(value);
}

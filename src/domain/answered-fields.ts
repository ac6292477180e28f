/**
 * Which fields of a company, person or bank account the customer (or the API client) actually gave. The interface
 * types many fields as non-nullable (`investigations: boolean`, `tax_number: string`), so what nobody provided is
 * stored as `false` or `""`, which alone would read as an answer. The set of answered names tells them apart.
 * Names are the interface's field names; the lists are sorted so that equal sets compare equal.
 */

/** Intake or column names that carry an interface field under another name. */
const INTERFACE_NAME: Readonly<Record<string, string>> = {
  jurisdiction_code: 'jurisdiction',
  jurisdiction_id: 'jurisdiction',
  company_type_id: 'company_type',
  industry_key: 'industry',
  industry_description: 'industry',
  industry_additional_keys: 'industry',
};

/** Lists inside a company's input that are items of their own, not fields of it. */
const NOT_FIELDS = new Set(['bank_accounts', 'crypto_addresses', 'person', 'documents', 'declaration_explanations']);

/** A value someone gave: not absent, not null, not blank text, not an empty list. `false` is an answer. */
export function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The interface names of the given fields of an input (intake or stored columns). */
export function answeredFieldsOf(input: Readonly<Record<string, unknown>>): string[] {
  const names = new Set<string>();
  for (const [key, value] of Object.entries(input)) {
    if (NOT_FIELDS.has(key) || !isGiven(value)) continue;
    names.add(INTERFACE_NAME[key] ?? key);
  }
  return [...names].sort();
}

/**
 * What is answered after an update adds `added`. A record whose answers were never kept (null: written before
 * Dossier kept them) stays null: the new answers do not tell what the old values were.
 */
export function withAnswered(stored: readonly string[] | null, added: readonly string[]): string[] | null {
  if (stored === null) return null;
  return [...new Set([...stored, ...added])].sort();
}

/** Whether a field reads as answered: every field of a record whose answers were never kept does. */
export function isAnswered(answered: readonly string[] | null | undefined, field: string): boolean {
  return answered == null || answered.includes(field);
}

import { sha256Hex } from './random-token.js';

/** What of a case is screened: the subjects' own data, read from the case (no I/O here). */
export interface ScreenableCase {
  readonly company: {
    readonly id: string;
    readonly formal_name: string;
    readonly brand_name: string | null;
    readonly company_number?: string | null;
    readonly jurisdiction_code: string | null;
  } | null;
  readonly directors: readonly {
    readonly director_id: string;
    readonly person_id: string;
    readonly given_names: string;
    readonly surname: string;
    readonly date_of_birth: string | null;
    readonly nationality: string | null;
    readonly address: unknown;
  }[];
  readonly bank_accounts: readonly { readonly id: string; readonly account_holder: string }[];
  readonly crypto_addresses: readonly {
    readonly id: string;
    readonly address: string;
    readonly address_type: string;
  }[];
  /** Shareholders and UBOs, once the ownership structure exists (see ownershipSubjects in case-screening.ts). */
  readonly owners: readonly CaseSubject[];
}

export type SubjectKind = 'person' | 'company' | 'crypto_address';

/** One subject as screened: the matcher's input, its role in the case, and the fingerprint of its data. */
export interface CaseSubject {
  readonly key: string;
  readonly kind: SubjectKind;
  /** company, director, bank_account_holder, crypto_address, shareholder, ubo */
  readonly role: string;
  /** The case's record the subject stands for (for links on the page and the subject-access export). */
  readonly ref: { readonly type: 'company' | 'person' | 'bank_account' | 'crypto_address'; readonly id: string };
  readonly name: string;
  readonly aliases: readonly string[];
  readonly date_of_birth: string | null;
  readonly nationality: string | null;
  readonly jurisdiction_code: string | null;
  readonly address: string | null;
  readonly address_type: string | null;
  /**
   * A company's registration number, when known. Not in the fingerprint: the embedded matcher does not use it;
   * the yente provider sends it as `registrationNumber`.
   */
  readonly registration_number?: string | null;
}

/** An address object of the intake as one line; other shapes as they are. */
export function addressLine(address: unknown): string | null {
  if (address === null || address === undefined) return null;
  if (typeof address === 'string') return address.trim() || null;
  if (typeof address !== 'object') return null;
  const a = address as Record<string, unknown>;
  const parts = [a.line1, a.line2, a.postal_code, a.city, a.region, a.country].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  return parts.length === 0 ? null : parts.join(', ');
}

const normal = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Every subject of a case: the company (its brand name as an alias), every director, each bank account holder
 * that is not the company itself (as a person and as a company: a holder's name does not say which it is, and the
 * matcher never lets a person match a company), every crypto address, and the owners.
 */
export function caseSubjects(data: ScreenableCase): CaseSubject[] {
  const out: CaseSubject[] = [];
  const base = {
    aliases: [],
    date_of_birth: null,
    nationality: null,
    jurisdiction_code: null,
    address: null,
    address_type: null,
  };
  if (data.company && data.company.formal_name.trim() !== '') {
    const brand = data.company.brand_name?.trim();
    out.push({
      ...base,
      key: `company:${data.company.id}`,
      kind: 'company',
      role: 'company',
      ref: { type: 'company', id: data.company.id },
      name: data.company.formal_name.trim(),
      aliases: brand && normal(brand) !== normal(data.company.formal_name) ? [brand] : [],
      jurisdiction_code: data.company.jurisdiction_code,
      registration_number: data.company.company_number?.trim() || null,
    });
  }
  for (const d of data.directors) {
    const name = `${d.given_names} ${d.surname}`.trim().replace(/\s+/g, ' ');
    if (name === '') continue;
    out.push({
      ...base,
      key: `director:${d.director_id}`,
      kind: 'person',
      role: 'director',
      ref: { type: 'person', id: d.person_id },
      name,
      date_of_birth: d.date_of_birth,
      nationality: d.nationality,
      address: addressLine(d.address),
    });
  }
  const companyName = data.company ? normal(data.company.formal_name) : null;
  for (const b of data.bank_accounts) {
    const holder = b.account_holder.trim();
    if (holder === '' || normal(holder) === companyName) continue;
    for (const kind of ['person', 'company'] as const) {
      out.push({
        ...base,
        key: `bank_account:${b.id}:${kind}`,
        kind,
        role: 'bank_account_holder',
        ref: { type: 'bank_account', id: b.id },
        name: holder,
      });
    }
  }
  for (const c of data.crypto_addresses) {
    if (c.address.trim() === '') continue;
    out.push({
      ...base,
      key: `crypto_address:${c.id}`,
      kind: 'crypto_address',
      role: 'crypto_address',
      ref: { type: 'crypto_address', id: c.id },
      name: c.address.trim(),
      address_type: c.address_type,
    });
  }
  out.push(...data.owners);
  return out;
}

/**
 * The fingerprint of what a subject was screened on: its names, date of birth, nationality, jurisdiction and
 * network. A dismissed hit returns when this changes; an address or a role alone does not screen again.
 */
export function subjectFingerprint(s: CaseSubject): string {
  return sha256Hex(
    JSON.stringify([
      s.kind,
      normal(s.name),
      s.aliases.map(normal),
      s.date_of_birth,
      s.nationality,
      s.jurisdiction_code,
      s.address_type,
    ]),
  );
}

/** JSON with object keys in order, so the same entry always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of a list entry as matched: a dismissed hit returns when the entry changes. */
export function entryFingerprint(entry: unknown): string {
  return sha256Hex(canonical(entry));
}

import { type OwnershipSnapshotLike, ownershipChanges } from './ownership-diff.js';

/** A case's data as a revision stores it (see services/case-revisions). */
export interface CaseData {
  readonly companies: Record<string, unknown>[];
  readonly directors: Record<string, unknown>[];
  readonly documents: DocumentSnapshot[];
  /** The declared ownership structure at that submission (revisions recorded before structures have none). */
  readonly ownership?: OwnershipSnapshotLike;
}

export interface DocumentSnapshot {
  readonly id: string;
  readonly owner: { readonly type: string; readonly id: string | null };
  readonly document_type: string;
  readonly name: string;
  readonly number: string;
  readonly country_of_issue: string;
  readonly expiration_date: string;
  readonly attachments: {
    readonly id: string;
    readonly filename: string;
    readonly filesize: number;
    readonly mime: string;
    readonly sha256: string;
  }[];
}

export interface FieldChange {
  /**
   * What the field belongs to: `company`, `bank_account`, `crypto_address`, `director`, `person`, or in the
   * ownership structure `holding` (subject "holder in held") and `control`.
   */
  readonly section: string;
  /** Whose field it is, as a person reads it: the company's name, a director's name, a bank account. */
  readonly subject: string;
  /** `added` and `removed` concern the whole item (a bank account, a director); `changed` one field of it. */
  readonly change: 'added' | 'removed' | 'changed';
  readonly field: string | null;
  readonly before: unknown;
  readonly after: unknown;
}

export interface DocumentChange {
  readonly change: 'added' | 'removed' | 'changed';
  readonly document_id: string;
  readonly document_type: string;
  /** Whose document it is: the company's name or the person's. */
  readonly subject: string;
  readonly filenames: string[];
}

export interface CaseDiff {
  readonly fields: FieldChange[];
  readonly documents: DocumentChange[];
}

/** Bookkeeping, not data: a change of these alone is no change to report. */
const IGNORED = new Set([
  'id',
  'created_at',
  'updated_at',
  'bank_accounts',
  'crypto_addresses',
  'person',
  'answered_fields',
]);

/**
 * A field's value as a person reads it: null ("Not provided") when the item records which fields were answered
 * and this one is not among them, whatever `false` or `""` stands in its place.
 */
function readValue(item: Record<string, unknown>, key: string): unknown {
  const answered = item.answered_fields;
  if (Array.isArray(answered) && !answered.includes(key)) return null;
  return item[key] ?? null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function byId(items: readonly Record<string, unknown>[]): Map<string, Record<string, unknown>> {
  return new Map(items.map((item) => [String(item.id), item]));
}

function fieldChanges(
  section: string,
  subject: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const out: FieldChange[] = [];
  for (const key of keys) {
    const was = readValue(before, key);
    const now = readValue(after, key);
    if (IGNORED.has(key) || same(was, now)) continue;
    out.push({ section, subject, change: 'changed', field: key, before: was, after: now });
  }
  return out;
}

/** Items matched by id: the added, the removed, and the changed fields of those in both. */
function listChanges(
  section: string,
  before: readonly Record<string, unknown>[],
  after: readonly Record<string, unknown>[],
  name: (item: Record<string, unknown>) => string,
  nested?: (b: Record<string, unknown>, a: Record<string, unknown>) => FieldChange[],
): FieldChange[] {
  const old = byId(before);
  const now = byId(after);
  const out: FieldChange[] = [];
  for (const [id, item] of now) {
    const was = old.get(id);
    if (!was) out.push({ section, subject: name(item), change: 'added', field: null, before: null, after: item });
    else {
      out.push(...fieldChanges(section, name(item), was, item));
      if (nested) out.push(...nested(was, item));
    }
  }
  for (const [id, item] of old) {
    if (!now.has(id))
      out.push({ section, subject: name(item), change: 'removed', field: null, before: item, after: null });
  }
  return out;
}

const asList = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const personName = (person: unknown) => {
  const p = (person ?? {}) as Record<string, unknown>;
  return `${String(p.given_names ?? '')} ${String(p.surname ?? '')}`.trim() || 'A director';
};

/**
 * What changed from one revision of a case to the next, field by field and document by document. Pure: the
 * console's "What changed since the last submission" renders it as it is.
 */
export function diffCaseData(before: CaseData, after: CaseData): CaseDiff {
  const companyName = (c: Record<string, unknown>) => String(c.formal_name ?? 'The company');
  const fields: FieldChange[] = [
    ...listChanges('company', before.companies, after.companies, companyName, (b, a) => [
      ...listChanges('bank_account', asList(b.bank_accounts), asList(a.bank_accounts), (x) =>
        `Bank account ${String(x.name ?? '')} ${String(x.number ?? '')}`.trim(),
      ),
      ...listChanges('crypto_address', asList(b.crypto_addresses), asList(a.crypto_addresses), (x) =>
        `${String(x.address_type ?? '')} address ${String(x.address ?? '')}`.trim(),
      ),
    ]),
    ...listChanges(
      'director',
      before.directors,
      after.directors,
      (d) => personName(d.person),
      (b, a) =>
        fieldChanges(
          'person',
          personName(a.person),
          (b.person ?? {}) as Record<string, unknown>,
          (a.person ?? {}) as Record<string, unknown>,
        ),
    ),
    ...ownershipChanges(before.ownership, after.ownership),
  ];

  const owners = new Map<string, string>();
  for (const c of [...before.companies, ...after.companies]) owners.set(String(c.id), companyName(c));
  for (const d of [...before.directors, ...after.directors]) {
    const person = (d.person ?? {}) as Record<string, unknown>;
    owners.set(String(person.id), personName(person));
  }
  const subject = (doc: DocumentSnapshot) => owners.get(String(doc.owner.id)) ?? 'The company';
  const hashes = (doc: DocumentSnapshot) =>
    doc.attachments
      .map((a) => a.sha256)
      .sort()
      .join(',');
  const document = (change: DocumentChange['change'], doc: DocumentSnapshot): DocumentChange => ({
    change,
    document_id: doc.id,
    document_type: doc.document_type,
    subject: subject(doc),
    filenames: doc.attachments.map((a) => a.filename),
  });
  const oldDocs = new Map(before.documents.map((d) => [d.id, d]));
  const newIds = new Set(after.documents.map((d) => d.id));
  const documents: DocumentChange[] = [];
  for (const doc of after.documents) {
    const was = oldDocs.get(doc.id);
    if (!was) documents.push(document('added', doc));
    else if (hashes(was) !== hashes(doc) || !same({ ...was, attachments: null }, { ...doc, attachments: null })) {
      documents.push(document('changed', doc));
    }
  }
  for (const doc of before.documents) if (!newIds.has(doc.id)) documents.push(document('removed', doc));
  return { fields, documents };
}

import type { ApplicationDraft, DraftCompany, DraftDocument, DraftPerson } from '../api/types';

/**
 * A key for a new list item (a bank account, a director, a document): the browser's own id, so an edit made on
 * one device lands on the same item on another. getRandomValues works outside secure contexts too.
 */
export function newKey(prefix: string): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += (b % 36).toString(36);
  return `${prefix}${out}`;
}

/** A list with the item of `key` changed by `fn`. */
export function mapItem<T extends { key: string }>(
  list: readonly T[] | undefined,
  key: string,
  fn: (item: T) => T,
): T[] {
  return (list ?? []).map((item) => (item.key === key ? fn(item) : item));
}

export function withoutItem<T extends { key: string }>(list: readonly T[] | undefined, key: string): T[] {
  return (list ?? []).filter((item) => item.key !== key);
}

export function setCompany(draft: ApplicationDraft, patch: Partial<DraftCompany>): ApplicationDraft {
  return { ...draft, company: { ...draft.company, ...patch } };
}

export function patchPerson(person: DraftPerson | undefined, patch: Partial<DraftPerson>): DraftPerson {
  return { ...person, ...patch };
}

/** The first document of a type in a list. */
export function documentOf(list: readonly DraftDocument[] | undefined, type: string): DraftDocument | undefined {
  return list?.find((d) => d.document_type === type);
}

/** The list with the upload ids of the document of `type` changed (the document is made when missing). */
export function withDocumentUploads(
  list: readonly DraftDocument[] | undefined,
  type: string,
  fn: (ids: readonly string[]) => string[],
): DraftDocument[] {
  const current = list ?? [];
  if (!current.some((d) => d.document_type === type)) {
    return [...current, { key: newKey('k'), document_type: type, upload_ids: fn([]) }];
  }
  let done = false;
  return current.map((d) => {
    if (done || d.document_type !== type) return d;
    done = true;
    return { ...d, upload_ids: fn(d.upload_ids) };
  });
}

/** Text the customer typed counts once it holds more than spaces; a number, a list with items, an object. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** An identity document's details: what tells an officer which document it is and when it stops being valid. */
export type DocumentDetails = Pick<DraftDocument, 'number' | 'country_of_issue' | 'expiration_date'>;

/** The list with the details of the document of `type` changed (the document is made when missing). */
export function withDocumentDetails(
  list: readonly DraftDocument[] | undefined,
  type: string,
  patch: DocumentDetails,
): DraftDocument[] {
  const current = list ?? [];
  if (!current.some((d) => d.document_type === type)) {
    return [...current, { key: newKey('k'), document_type: type, upload_ids: [], ...patch }];
  }
  let done = false;
  return current.map((d) => {
    if (done || d.document_type !== type) return d;
    done = true;
    return { ...d, ...patch };
  });
}

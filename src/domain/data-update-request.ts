import type { FieldError } from './app-error.js';
import { COMPANY_FIELDS, type OwnerAsked, PERSON_FIELDS, type RequestedData } from './completeness-profile.js';
import { DOCUMENT_TYPES } from './document-kinds.js';

/** Sections an officer may ask for one more of ("Add director", "Add bank account", …), or the ownership structure again. */
export const ADDABLE_SECTIONS = ['bank_accounts', 'crypto_addresses', 'directors', 'ownership'] as const;

/**
 * What an officer picks by hand in a data update request, besides (or instead of) a whole profile: named
 * sections to add to, company fields, company document types, and per person fields and document types. Same
 * names as `requested_data.missing`, so a pick becomes that shape unchanged.
 */
export interface RequestedItems {
  readonly sections?: readonly string[];
  readonly company_fields?: readonly string[];
  readonly company_document_types?: readonly string[];
  readonly person_fields?: readonly { readonly person_id: string; readonly fields: readonly string[] }[];
  readonly person_document_types?: readonly {
    readonly person_id: string;
    readonly document_types: readonly string[];
  }[];
  /** Companies of the ownership structure (the root's id or a corporate shareholder's) to add an owner to. */
  readonly ownership_owners?: readonly string[];
}

function checkNames(
  errors: FieldError[],
  field: string,
  values: readonly string[] | undefined,
  allowed: readonly string[],
): void {
  (values ?? []).forEach((value, i) => {
    if (!allowed.includes(value)) errors.push({ field: `${field}[${i}]`, message: `unknown value "${value}"` });
  });
}

/**
 * Checks a pick against what a case can hold, the people it has and the companies of its structure (the root and
 * its corporate shareholders); returns field errors (empty when valid).
 */
export function validateRequestedItems(
  items: RequestedItems,
  personIds: ReadonlySet<string>,
  structureCompanyIds: ReadonlySet<string> = new Set(),
): FieldError[] {
  const errors: FieldError[] = [];
  checkNames(errors, 'requested.sections', items.sections, ADDABLE_SECTIONS);
  checkNames(errors, 'requested.company_fields', items.company_fields, COMPANY_FIELDS);
  checkNames(errors, 'requested.company_document_types', items.company_document_types, DOCUMENT_TYPES);
  const people = (list: readonly { person_id: string }[] | undefined, key: string) =>
    (list ?? []).forEach((p, i) => {
      if (!personIds.has(p.person_id))
        errors.push({ field: `requested.${key}[${i}].person_id`, message: 'no such person in this case' });
    });
  people(items.person_fields, 'person_fields');
  people(items.person_document_types, 'person_document_types');
  (items.person_fields ?? []).forEach((p, i) => {
    checkNames(errors, `requested.person_fields[${i}].fields`, p.fields, PERSON_FIELDS);
  });
  (items.person_document_types ?? []).forEach((p, i) => {
    checkNames(errors, `requested.person_document_types[${i}].document_types`, p.document_types, DOCUMENT_TYPES);
  });
  (items.ownership_owners ?? []).forEach((id, i) => {
    if (!structureCompanyIds.has(id))
      errors.push({
        field: `requested.ownership_owners[${i}]`,
        message: 'no such company in this case’s ownership structure (the company under review or a shareholder)',
      });
  });
  return errors;
}

/** Whether a pick names anything at all. */
export function pickedAnything(items: RequestedItems | undefined): boolean {
  if (!items) return false;
  return (
    (items.sections ?? []).length > 0 ||
    (items.company_fields ?? []).length > 0 ||
    (items.company_document_types ?? []).length > 0 ||
    (items.person_fields ?? []).some((p) => p.fields.length > 0) ||
    (items.person_document_types ?? []).some((p) => p.document_types.length > 0) ||
    (items.ownership_owners ?? []).length > 0
  );
}

const union = (a: readonly string[], b: readonly string[] | undefined) => [...new Set([...a, ...(b ?? [])])];

function mergePeople<K extends 'fields' | 'document_types'>(
  key: K,
  base: readonly ({ person_id: string } & Record<K, readonly string[]>)[],
  extra: readonly ({ person_id: string } & Record<K, readonly string[]>)[] | undefined,
): ({ person_id: string } & Record<K, string[]>)[] {
  const byPerson = new Map<string, string[]>();
  for (const p of [...base, ...(extra ?? [])]) {
    if (p[key].length === 0) continue;
    byPerson.set(p.person_id, union(byPerson.get(p.person_id) ?? [], p[key]));
  }
  return [...byPerson].map(
    ([person_id, values]) => ({ person_id, [key]: values }) as { person_id: string } & Record<K, string[]>,
  );
}

/**
 * The requested_data of a request: what the profile finds missing (when a profile is asked for) plus what the
 * officer picked, in the one shape the API already returns. `base` null means no profile: only the pick. `owners`
 * are the picked `ownership_owners` as the structure had them (names and holders), resolved by the caller.
 */
export function requestedDataWithItems(
  base: RequestedData | null,
  profileId: string | null,
  items: RequestedItems,
  owners: readonly OwnerAsked[] = [],
): RequestedData {
  const m = base?.missing;
  const missing = {
    sections: union(m?.sections ?? [], items.sections),
    company_fields: union(m?.company_fields ?? [], items.company_fields),
    director_fields: [...(m?.director_fields ?? [])],
    person_fields: mergePeople('fields', m?.person_fields ?? [], items.person_fields),
    company_document_types: union(m?.company_document_types ?? [], items.company_document_types),
    person_document_types: mergePeople('document_types', m?.person_document_types ?? [], items.person_document_types),
    ...(owners.length > 0 ? { ownership_owners: [...owners] } : {}),
  };
  return {
    completeness_profile_id: base?.completeness_profile_id ?? profileId,
    sections: [...(base?.sections ?? [])],
    missing,
    complete: Object.values(missing).every((list) => list.length === 0),
  };
}

/**
 * A request reaches the customer only if it says something: a comment, a profile to check the case against, or
 * a pick. Otherwise the customer would be told nothing (or nothing at all would be sent).
 */
export function requestSaysSomething(input: {
  readonly comment: string | null;
  readonly profileId: string | null;
  readonly items: RequestedItems | undefined;
}): boolean {
  return (input.comment ?? '').trim() !== '' || input.profileId !== null || pickedAnything(input.items);
}

import type { FieldError } from './app-error.js';
import type { ProfileRequirements, RequestedData } from './completeness-profile.js';

/** A section the customer says does not apply to them, and why. */
export interface NotApplicable {
  readonly section: string;
  readonly reason: string;
}

/** What an N/A section stands for in a draft: the lists it empties. */
interface DraftLists {
  readonly bank_accounts?: readonly unknown[];
  readonly crypto_addresses?: readonly unknown[];
  readonly directors?: readonly { readonly documents?: readonly unknown[] }[];
  readonly documents?: readonly unknown[];
  readonly ownership?: unknown;
  readonly not_applicable?: readonly NotApplicable[];
}

/** The sections a profile asks for, including those its document types imply. */
export function sectionsOfProfile(r: ProfileRequirements): Set<string> {
  const sections = new Set(r.sections);
  if (r.fields.company.length > 0) sections.add('company_details');
  if (r.document_types.company.length > 0) sections.add('company_documents');
  if (r.document_types.person.length > 0) sections.add('director_documents');
  return sections;
}

/** The sections a data update request asks for again (an N/A answer for them is cleared by the request). */
export function sectionsOfRequest(requested: RequestedData | null): Set<string> {
  const sections = new Set<string>();
  if (!requested) return sections;
  const m = requested.missing;
  for (const s of m.sections) sections.add(s);
  if (m.company_fields.length > 0) sections.add('company_details');
  if (m.company_document_types.length > 0) sections.add('company_documents');
  if (m.person_document_types.some((p) => p.document_types.length > 0)) sections.add('director_documents');
  if (m.person_fields.some((p) => p.fields.length > 0) || m.director_fields.some((d) => d.fields.length > 0)) {
    sections.add('directors');
  }
  return sections;
}

/**
 * The draft's N/A answers checked against the sections asked: each names a section asked, with a reason.
 * Returns field errors and the sections answered N/A (a missing reason is an error of its own).
 */
export function checkNotApplicable(
  list: readonly NotApplicable[] | undefined,
  asked: ReadonlySet<string>,
): { errors: FieldError[]; sections: Set<string> } {
  const errors: FieldError[] = [];
  const sections = new Set<string>();
  (list ?? []).forEach((na, i) => {
    if (!asked.has(na.section)) {
      errors.push({ field: `not_applicable[${i}].section`, message: `"${na.section}" is not asked` });
    } else {
      // Answered N/A: the section's own items are no longer asked; what is missing is its reason.
      if (na.reason.trim() === '') {
        errors.push({ field: `not_applicable.${na.section}`, message: 'say why this does not apply' });
      }
      sections.add(na.section);
    }
  });
  return { errors, sections };
}

/** The N/A answers as stored: trimmed, one per section. */
export function normalizedNotApplicable(
  list: readonly NotApplicable[] | undefined,
  sections: ReadonlySet<string>,
): NotApplicable[] {
  const seen = new Map<string, string>();
  for (const na of list ?? []) if (sections.has(na.section)) seen.set(na.section, na.reason.trim());
  return [...seen].map(([section, reason]) => ({ section, reason }));
}

/** The draft without what N/A sections would otherwise carry: nothing of a section that does not apply is taken. */
export function withoutNotApplicable<D extends DraftLists>(draft: D, sections: ReadonlySet<string>): D {
  return {
    ...draft,
    ...(sections.has('bank_accounts') ? { bank_accounts: [] } : {}),
    ...(sections.has('crypto_addresses') ? { crypto_addresses: [] } : {}),
    ...(sections.has('company_documents') ? { documents: [] } : {}),
    ...(sections.has('ownership') ? { ownership: undefined } : {}),
    ...(sections.has('directors')
      ? { directors: (draft.directors ?? []).filter((d) => (d as { person_id?: string | null }).person_id) }
      : {}),
    ...(sections.has('director_documents') && !sections.has('directors')
      ? { directors: (draft.directors ?? []).map((d) => ({ ...d, documents: [] })) }
      : {}),
  };
}

/** The profile's requirements less the sections answered N/A: what a first application must still hold. */
export function requirementsWithout(r: ProfileRequirements, sections: ReadonlySet<string>): ProfileRequirements {
  return {
    sections: r.sections.filter((s) => !sections.has(s)),
    fields: {
      company: sections.has('company_details') ? [] : r.fields.company,
      director: sections.has('directors') ? [] : r.fields.director,
      person: sections.has('directors') ? [] : r.fields.person,
    },
    document_types: {
      company: sections.has('company_documents') ? [] : r.document_types.company,
      person: sections.has('director_documents') || sections.has('directors') ? [] : r.document_types.person,
    },
  };
}

/** A request's missing items less the sections answered N/A: what an answer must still hold. Pure. */
export function missingWithout(requested: RequestedData, sections: ReadonlySet<string>): RequestedData {
  const m = requested.missing;
  const missing = {
    sections: m.sections.filter((s) => !sections.has(s)),
    company_fields: sections.has('company_details') ? [] : m.company_fields,
    director_fields: sections.has('directors') ? [] : m.director_fields,
    person_fields: sections.has('directors') ? [] : m.person_fields,
    company_document_types: sections.has('company_documents') ? [] : m.company_document_types,
    person_document_types:
      sections.has('director_documents') || sections.has('directors') ? [] : m.person_document_types,
    ...(m.ownership_owners ? { ownership_owners: m.ownership_owners } : {}),
  };
  return { ...requested, missing, complete: Object.values(missing).every((list) => list.length === 0) };
}

/** After an answer: what was N/A before and is not asked again, plus the answer's own N/A sections. */
export function mergeNotApplicable(
  before: readonly NotApplicable[],
  asked: ReadonlySet<string>,
  answered: readonly NotApplicable[],
): NotApplicable[] {
  const kept = before.filter((na) => !asked.has(na.section));
  const fresh = new Set(answered.map((na) => na.section));
  return [...kept.filter((na) => !fresh.has(na.section)), ...answered];
}

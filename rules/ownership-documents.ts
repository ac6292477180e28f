import { computeOwnership, type OwnershipEntity, type OwnershipHolding } from './ownership.js';
import { type DeclaredOwnership, parsePercent, ROOT } from './ownership-declaration.js';

// The documents a declared ownership structure calls for. The service's completeness rule
// (src/portal/draft-completeness.ts) and the portal's Ownership step and checklist (web/portal) both read these, so
// the portal asks for exactly what the service refuses a submission without.

/**
 * Either of these proves who owns the company. A profile that lists one of them among its company documents, and
 * the section `ownership`, is satisfied by either: the Ownership step asks for "a shareholder register or an
 * organisational chart", not for both.
 */
export const STRUCTURE_DOCUMENT_TYPES = ['shareholder_register', 'organisational_chart'] as const;

const isStructureType = (type: string) => (STRUCTURE_DOCUMENT_TYPES as readonly string[]).includes(type);

/** True when the profile asks for the company's shareholder register or organisational chart on the Ownership step. */
export function asksStructureDocument(sections: readonly string[], companyDocumentTypes: readonly string[]): boolean {
  return sections.includes('ownership') && companyDocumentTypes.some(isStructureType);
}

/**
 * The company document types to check one by one: with the structure document asked on the Ownership step, the
 * register and the chart are checked there as one alternative and left out here.
 */
export function companyDocumentTypesBesidesStructure(
  sections: readonly string[],
  companyDocumentTypes: readonly string[],
): string[] {
  if (!asksStructureDocument(sections, companyDocumentTypes)) return [...companyDocumentTypes];
  return companyDocumentTypes.filter((type) => !isStructureType(type));
}

/** True when the company documents held (by type) include a shareholder register or an organisational chart. */
export function holdsStructureDocument(heldTypes: readonly string[]): boolean {
  return heldTypes.some(isStructureType);
}

/**
 * The declared shareholders who are beneficial owners and not directors (a director gives the profile's person
 * documents as a director already): each gives the profile's person documents on the Ownership step. Computed with
 * the same rule the case's UBOs are (rules/ownership.ts) at the profile's threshold; by-default UBOs are directors.
 */
export function declaredUbosBesidesDirectors(ownership: DeclaredOwnership | undefined, threshold?: number): string[] {
  const entities = ownership?.entities ?? [];
  const known = new Set(entities.map((e) => e.key));
  const input: OwnershipEntity[] = [
    { key: ROOT, type: 'company', name: 'the company', root: true },
    ...entities.map((e) =>
      e.type === 'company'
        ? {
            key: e.key,
            type: 'company' as const,
            name: e.key,
            listed_on: e.listed === true ? e.listed_on || '?' : null,
          }
        : {
            key: e.key,
            type: 'person' as const,
            name: e.key,
            control: e.control?.description?.trim()
              ? { nature: e.control.nature ?? 'other_significant_influence', description: e.control.description }
              : null,
            is_director: Boolean(e.director_key),
          },
    ),
  ];
  const holdings: OwnershipHolding[] = (ownership?.holdings ?? []).flatMap((h) => {
    const shares = parsePercent(h.shares);
    if (shares === null || !known.has(h.holder) || (h.held !== ROOT && !known.has(h.held)) || h.holder === h.held)
      return [];
    return [{ holder: h.holder, held: h.held, shares, voting_rights: parsePercent(h.voting_rights) }];
  });
  const ubos = new Set(
    computeOwnership({ entities: input, holdings, ...(threshold === undefined ? {} : { threshold }) })
      .ubos.filter((u) => !u.by_default)
      .map((u) => u.key),
  );
  return entities.filter((e) => e.type === 'person' && !e.director_key && ubos.has(e.key)).map((e) => e.key);
}

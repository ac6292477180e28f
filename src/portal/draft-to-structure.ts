import { parsePercent, ROOT } from '../../rules/ownership-declaration.js';
import type { StructureInputData } from '../services/case-structure.js';
import type { ApplicationDraftData } from './application-draft.js';

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The case's ownership structure from the customer's declared ownership, in the body of
 * PUT /api/v1/verifications/{id}/structure: a shareholder linked to a draft director becomes that director
 * (`directorIds`: the case's director id of each draft director's key), percentages typed as text become numbers.
 * Null when the draft declares no ownership. Completeness (rules/ownership-declaration.ts) has checked it first;
 * what it could not check (a country the reference does not know) the structure's own validation refuses.
 */
export function structureFromDraft(
  draft: ApplicationDraftData,
  directorIds: ReadonlyMap<string, string>,
): StructureInputData | null {
  const ownership = draft.ownership;
  if (!ownership || ownership.entities.length === 0) return null;
  return {
    entities: ownership.entities.map((e) => {
      if (e.type === 'company') {
        const number = text(e.company?.company_number);
        return {
          key: e.key,
          type: 'company',
          company: {
            formal_name: text(e.company?.formal_name) ?? '',
            ...(number ? { company_number: number } : {}),
            jurisdiction_code: text(e.company?.jurisdiction_code)?.toLowerCase() ?? null,
          },
          listed_on: e.listed === true ? (text(e.listed_on) ?? null) : null,
        };
      }
      const director = e.director_key ? directorIds.get(e.director_key) : undefined;
      const control =
        e.control && text(e.control.description)
          ? { nature: e.control.nature ?? '', description: text(e.control.description) ?? '' }
          : null;
      if (director) return { key: e.key, type: 'person', director_id: director, control };
      const born = text(e.person?.date_of_birth);
      const nationality = text(e.person?.nationality);
      return {
        key: e.key,
        type: 'person',
        person: {
          given_names: text(e.person?.given_names) ?? '',
          surname: text(e.person?.surname) ?? '',
          ...(born ? { date_of_birth: born } : {}),
          ...(nationality ? { nationality: nationality.toLowerCase() } : {}),
        },
        control,
      };
    }),
    holdings: ownership.holdings.map((h) => ({
      holder: h.holder,
      held: h.held === ROOT ? ROOT : h.held,
      shares: parsePercent(h.shares) ?? 0,
      voting_rights: parsePercent(h.voting_rights),
    })),
  };
}

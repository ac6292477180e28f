import type { DraftOwnershipData } from './application-draft.js';

/** What the draft needs of a case's declared structure (src/services/ownership-snapshot.ts's snapshot). */
export interface DeclaredStructure {
  readonly directors: readonly { readonly id: string; readonly person_id: string }[];
  readonly persons: readonly {
    readonly id: string;
    readonly given_names: string;
    readonly surname: string;
    readonly date_of_birth: string | null;
    readonly nationality: string | null;
  }[];
  readonly entities: readonly {
    readonly id: string;
    readonly type: 'company' | 'person';
    readonly person_id: string | null;
    readonly formal_name: string | null;
    readonly company_number: string | null;
    readonly jurisdiction_code: string | null;
    readonly listed_on: string | null;
    readonly control: { readonly nature: string; readonly description: string } | null;
  }[];
  readonly holdings: readonly {
    readonly id: string;
    readonly holder: string;
    readonly held: string | null;
    readonly shares: number;
    readonly voting_rights: number | null;
  }[];
}

/**
 * The case's structure as the portal's draft holds it, for an answer to a data update request: the customer sees
 * what was declared and changes it (a shareholder who is a director of the case is linked to that director, whose
 * draft key is the director's id). Undefined when the case has no structure. Pure.
 */
export function draftOwnershipFrom(s: DeclaredStructure): DraftOwnershipData | undefined {
  if (s.entities.length === 0) return undefined;
  const directorOf = new Map(s.directors.map((d) => [d.person_id, d.id]));
  const personOf = new Map(s.persons.map((p) => [p.id, p]));
  return {
    entities: s.entities.map((e) => {
      if (e.type === 'company') {
        return {
          key: e.id,
          type: 'company' as const,
          company: {
            formal_name: e.formal_name ?? '',
            company_number: e.company_number ?? '',
            jurisdiction_code: e.jurisdiction_code ?? '',
          },
          listed: e.listed_on !== null,
          ...(e.listed_on !== null ? { listed_on: e.listed_on } : {}),
        };
      }
      const director = e.person_id ? directorOf.get(e.person_id) : undefined;
      const person = e.person_id ? personOf.get(e.person_id) : undefined;
      return {
        key: e.id,
        type: 'person' as const,
        ...(director
          ? { director_key: director }
          : {
              person: {
                given_names: person?.given_names ?? '',
                surname: person?.surname ?? '',
                date_of_birth: person?.date_of_birth ?? '',
                nationality: person?.nationality ?? '',
              },
            }),
        control: e.control ? { nature: e.control.nature, description: e.control.description } : null,
      };
    }),
    holdings: s.holdings.map((h) => ({
      key: h.id,
      holder: h.holder,
      held: h.held ?? 'root',
      shares: String(h.shares),
      ...(h.voting_rights !== null ? { voting_rights: String(h.voting_rights) } : {}),
    })),
  };
}

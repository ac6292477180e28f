import { computeOwnership, type OwnershipInput, type OwnershipResult } from '../../../rules/ownership';
import { parsePercent } from '../../../rules/ownership-declaration';
import type { ApplicationDraft } from '../api/types';
import { isFilled } from './draft';
import { ROOT, rootName, shareholderName } from './ownership';

// The beneficial owners as the customer types: the draft's structure through the same computation the service runs
// on the submitted case (rules/ownership.ts), so what the step shows is what the reviewer will see.

const fullName = (p: { given_names?: string; surname?: string } | undefined) =>
  [p?.given_names, p?.surname]
    .filter((x) => isFilled(x))
    .map((x) => x?.trim())
    .join(' ');

/**
 * The draft as the computation's input: the company under review, every shareholder (a linked director is that
 * director), every director besides (the senior managing officials when no owner qualifies), and every holding
 * whose percentage reads as one.
 */
export function ownershipInput(draft: ApplicationDraft, threshold?: number): OwnershipInput {
  const entities = draft.ownership?.entities ?? [];
  const linked = new Set(entities.flatMap((e) => (e.type === 'person' && e.director_key ? [e.director_key] : [])));
  const known = new Set(entities.map((e) => e.key));
  return {
    entities: [
      { key: ROOT, type: 'company', name: rootName(draft), root: true },
      ...entities.map((e, i) => ({
        key: e.key,
        type: e.type,
        name: shareholderName(e, draft.directors, i),
        ...(e.type === 'company'
          ? {
              listed_on: e.listed === true ? e.listed_on?.trim() || '?' : null,
              jurisdiction_code: e.company?.jurisdiction_code ?? null,
            }
          : {
              control: e.control?.description?.trim()
                ? { nature: e.control.nature ?? 'other_significant_influence', description: e.control.description }
                : null,
              is_director: Boolean(e.director_key),
            }),
      })),
      ...(draft.directors ?? []).flatMap((d, i) =>
        linked.has(d.key)
          ? []
          : [
              {
                key: `director:${d.key}`,
                type: 'person' as const,
                name: fullName(d.person) || `Director ${i + 1}`,
                is_director: true,
              },
            ],
      ),
    ],
    holdings: (draft.ownership?.holdings ?? []).flatMap((h) => {
      const shares = parsePercent(h.shares);
      if (shares === null || !known.has(h.holder) || (h.held !== ROOT && !known.has(h.held))) return [];
      if (h.holder === h.held) return [];
      return [{ holder: h.holder, held: h.held, shares, voting_rights: parsePercent(h.voting_rights) }];
    }),
    ...(threshold !== undefined ? { threshold } : {}),
  };
}

/** Who the beneficial owners are and what needs a second look, for the draft as it stands. */
export function liveOwnership(draft: ApplicationDraft, threshold?: number): OwnershipResult {
  return computeOwnership(ownershipInput(draft, threshold));
}

import type { ApplicationDraft, DraftDirector, DraftHolding, DraftOwnership, DraftOwnershipEntity } from '../api/types';
import { t } from '../i18n';
import { isFilled } from './draft';

// The Ownership step's draft as a tree: the company under review (`root`) at the top, each shareholder under the
// company it holds shares in. The portal adds every shareholder with its one holding and removes it with everything
// declared under it, so the draft's entities and holdings never disagree.

export const ROOT = 'root';

export const EMPTY_OWNERSHIP: DraftOwnership = { entities: [], holdings: [] };

/** One shareholder of a company, with the holding that makes it one. */
export interface Shareholder {
  readonly entity: DraftOwnershipEntity;
  readonly holding: DraftHolding;
}

/** The shareholders declared for `held` (`root` or a company's key), in the order they were added. */
export function shareholdersOf(ownership: DraftOwnership | undefined, held: string): Shareholder[] {
  const entities = new Map((ownership?.entities ?? []).map((e) => [e.key, e]));
  return (ownership?.holdings ?? []).flatMap((holding) => {
    const entity = holding.held === held ? entities.get(holding.holder) : undefined;
    return entity ? [{ entity, holding }] : [];
  });
}

/** A new shareholder (a person until the customer says otherwise) of `held`, with its holding. */
export function withShareholder(ownership: DraftOwnership | undefined, held: string, key: string): DraftOwnership {
  const current = ownership ?? EMPTY_OWNERSHIP;
  return {
    entities: [...current.entities, { key, type: 'person', person: {} }],
    holdings: [...current.holdings, { key: `h${key}`, holder: key, held }],
  };
}

/** The structure without the shareholder `key` and whatever was declared under it (its own shareholders). */
export function withoutShareholder(ownership: DraftOwnership | undefined, key: string): DraftOwnership {
  const current = ownership ?? EMPTY_OWNERSHIP;
  const gone = new Set([key]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const h of current.holdings) {
      if (gone.has(h.held) && !gone.has(h.holder)) {
        gone.add(h.holder);
        grew = true;
      }
    }
  }
  return {
    entities: current.entities.filter((e) => !gone.has(e.key)),
    holdings: current.holdings.filter((h) => !gone.has(h.holder) && !gone.has(h.held)),
  };
}

export function withEntity(
  ownership: DraftOwnership | undefined,
  key: string,
  fn: (e: DraftOwnershipEntity) => DraftOwnershipEntity,
): DraftOwnership {
  const current = ownership ?? EMPTY_OWNERSHIP;
  return { ...current, entities: current.entities.map((e) => (e.key === key ? fn(e) : e)) };
}

export function withHolding(
  ownership: DraftOwnership | undefined,
  key: string,
  fn: (h: DraftHolding) => DraftHolding,
): DraftOwnership {
  const current = ownership ?? EMPTY_OWNERSHIP;
  return { ...current, holdings: current.holdings.map((h) => (h.key === key ? fn(h) : h)) };
}

/** Changes the draft's ownership (made when missing). */
export function setOwnership(draft: ApplicationDraft, fn: (o: DraftOwnership) => DraftOwnership): ApplicationDraft {
  return { ...draft, ownership: fn(draft.ownership ?? EMPTY_OWNERSHIP) };
}

/** The director a shareholder is, when linked. */
export function linkedDirector(
  entity: DraftOwnershipEntity,
  directors: readonly DraftDirector[] | undefined,
): { director: DraftDirector; index: number } | undefined {
  if (entity.type !== 'person' || !entity.director_key) return undefined;
  const index = (directors ?? []).findIndex((d) => d.key === entity.director_key);
  const director = directors?.[index];
  return director ? { director, index } : undefined;
}

/** A shareholder's name as the customer typed it (a linked director's from the directors step), or its number. */
export function shareholderName(
  entity: DraftOwnershipEntity,
  directors: readonly DraftDirector[] | undefined,
  index: number,
): string {
  if (entity.type === 'company') {
    return isFilled(entity.company?.formal_name)
      ? (entity.company?.formal_name ?? '').trim()
      : t.ownership.item(index + 1);
  }
  const linked = linkedDirector(entity, directors);
  if (linked) return fullName(linked.director.person) || t.people.unnamed(linked.index + 1);
  return fullName(entity.person) || t.ownership.item(index + 1);
}

function fullName(person: { given_names?: string; surname?: string } | undefined): string {
  return [person?.given_names, person?.surname]
    .filter((p) => isFilled(p))
    .map((p) => p?.trim())
    .join(' ');
}

/** The company under review's name, or a plain word while it has none. */
export function rootName(draft: ApplicationDraft): string {
  return draft.company?.formal_name?.trim() || 'your company';
}

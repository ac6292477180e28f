import { CONTROL_NATURES } from './ownership.js';

// What a customer's declared ownership (the portal's Ownership step) still lacks before it can be submitted. The
// service's completeness rule (src/portal/draft-completeness.ts) and the portal's checklist
// (web/portal/lib/checklist.ts) both read this list, so Submit is never enabled on a structure the service refuses.

/** A shareholder as declared: a company or a person (see the draft's `ownership` in the portal API). */
export interface DeclaredEntity {
  readonly key: string;
  readonly type: 'company' | 'person';
  readonly company?: {
    readonly formal_name?: string;
    readonly company_number?: string;
    readonly jurisdiction_code?: string;
  };
  readonly listed?: boolean;
  readonly listed_on?: string;
  readonly person?: {
    readonly given_names?: string;
    readonly surname?: string;
    readonly date_of_birth?: string;
    readonly nationality?: string;
  };
  readonly director_key?: string | null;
  readonly control?: { readonly nature?: string; readonly description?: string } | null;
}

/** `holder` holds `shares` % (and `voting_rights` % when different) of `held`, an entity's key or `root`. */
export interface DeclaredHolding {
  readonly key: string;
  readonly holder: string;
  readonly held: string;
  readonly shares?: string;
  readonly voting_rights?: string;
}

export interface DeclaredOwnership {
  readonly entities: readonly DeclaredEntity[];
  readonly holdings: readonly DeclaredHolding[];
}

/** The company under review, as holdings name it. */
export const ROOT = 'root';

export const OWNERSHIP_PERSON_FIELDS = ['given_names', 'surname', 'date_of_birth', 'nationality'] as const;
export const OWNERSHIP_COMPANY_FIELDS = ['formal_name', 'company_number', 'jurisdiction_code'] as const;

/**
 * One thing missing: `entity` is a shareholder's key (or `root` for the company under review, which needs at least
 * one shareholder); `field` is what it lacks: `person.surname`, `company.formal_name`, `listed_on`, `shareholders`
 * (a company that is not listed is traced to its own shareholders), `director` (the director it names is gone),
 * `shares`, `voting_rights`, `control.nature`, `control.description`, `holding` (a holding that names no one).
 */
export interface OwnershipGap {
  readonly entity: string;
  readonly field: string;
}

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** A percentage as typed ("62.5", "62,5", "62.5 %"): its number, or null when it is not one between 0 and 100. */
export function parsePercent(text: string | undefined | null): number | null {
  if (typeof text !== 'string') return null;
  const plain = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,6})?$/.test(plain)) return null;
  const value = Number(plain);
  return value >= 0 && value <= 100 ? value : null;
}

/** What the declared ownership lacks, in the order the step shows it (shareholders before their own holders). */
export function ownershipGaps(
  ownership: DeclaredOwnership | undefined,
  directorKeys: ReadonlySet<string>,
): OwnershipGap[] {
  const entities = ownership?.entities ?? [];
  const holdings = ownership?.holdings ?? [];
  const gaps: OwnershipGap[] = [];
  const byKey = new Map(entities.map((e) => [e.key, e]));
  if (!holdings.some((h) => h.held === ROOT && byKey.has(h.holder))) gaps.push({ entity: ROOT, field: 'shareholders' });
  for (const entity of entities) {
    const at = (field: string) => gaps.push({ entity: entity.key, field });
    if (entity.type === 'person') {
      if (entity.director_key) {
        if (!directorKeys.has(entity.director_key)) at('director');
      } else {
        for (const field of OWNERSHIP_PERSON_FIELDS) if (!filled(entity.person?.[field])) at(`person.${field}`);
      }
    } else {
      for (const field of OWNERSHIP_COMPANY_FIELDS) if (!filled(entity.company?.[field])) at(`company.${field}`);
      if (entity.listed === true) {
        if (!filled(entity.listed_on)) at('listed_on');
      } else if (!holdings.some((h) => h.held === entity.key && byKey.has(h.holder))) {
        at('shareholders');
      }
    }
    for (const h of holdings.filter((x) => x.holder === entity.key)) {
      if (h.held !== ROOT && byKey.get(h.held)?.type !== 'company') at('holding');
      if (h.held === entity.key) at('holding');
      if (parsePercent(h.shares) === null) at('shares');
      if (filled(h.voting_rights) && parsePercent(h.voting_rights) === null) at('voting_rights');
    }
    if (entity.control) {
      if (!CONTROL_NATURES.includes(entity.control.nature as never)) at('control.nature');
      if (!filled(entity.control.description)) at('control.description');
    }
  }
  for (const h of holdings) if (!byKey.has(h.holder)) gaps.push({ entity: h.holder, field: 'holding' });
  return gaps;
}

/**
 * Whether the declared ownership adds a shareholder to a company a data update request asks a missing owner of
 * (`held`: the company's key, `root` for the company under review): a holder of it that is not among the holders
 * it had when asked. The holder's own gaps are ownershipGaps' to report.
 */
export function ownerAdded(
  ownership: DeclaredOwnership | undefined,
  held: string,
  holdersBefore: readonly string[],
): boolean {
  const known = new Set((ownership?.entities ?? []).map((e) => e.key));
  return (ownership?.holdings ?? []).some(
    (h) => h.held === held && known.has(h.holder) && !holdersBefore.includes(h.holder),
  );
}

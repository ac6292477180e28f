import { ownershipGaps } from '../../../rules/ownership-declaration';
import type { ApplicationDraft } from '../api/types';
import { t } from '../i18n';
import { ROOT, shareholderName } from './ownership';

/** DOM ids of the Ownership step's controls, shared by the step and the checklist (which focuses them). */
export const ownershipIds = {
  field: (key: string, field: string) => `own-${key}-${field}`,
  add: (held: string) => `own-add-${held}`,
};

/** The control to focus for a gap (rules/ownership-declaration.ts names the fields). */
function focusOf(key: string, field: string): string {
  if (field === 'shareholders') return ownershipIds.add(key);
  if (field === 'holding') return ownershipIds.field(key, 'shares');
  return ownershipIds.field(key, field.replace(/^(person|company)\./, '').replace('.', '_'));
}

export interface OwnershipItem {
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
  readonly done: boolean;
  readonly focusId: string;
}

/**
 * The checklist's lines for the declared ownership: "at least one shareholder" while there is none, then one line
 * per shareholder with what it still lacks. The same gaps the service refuses a submission for.
 */
export function ownershipItems(draft: ApplicationDraft): OwnershipItem[] {
  const directorKeys = new Set((draft.directors ?? []).map((d) => d.key));
  const gaps = ownershipGaps(draft.ownership, directorKeys);
  const items: OwnershipItem[] = [];
  if (gaps.some((g) => g.entity === ROOT)) {
    items.push({ id: 'ownership-none', label: t.ownership.items.none, done: false, focusId: ownershipIds.add(ROOT) });
  }
  (draft.ownership?.entities ?? []).forEach((entity, index) => {
    const own = gaps.filter((g) => g.entity === entity.key);
    const parts = [...new Set(own.map((g) => t.ownership.gaps[g.field] ?? g.field))];
    items.push({
      id: `ownership-${entity.key}`,
      label: t.ownership.items.shareholder(shareholderName(entity, draft.directors, index)),
      ...(parts.length > 0 ? { detail: t.review.items.missingParts(parts.join(', ')) } : {}),
      done: own.length === 0,
      focusId: own[0] ? focusOf(entity.key, own[0].field) : ownershipIds.field(entity.key, 'shares'),
    });
  });
  return items;
}

import { ownerAdded, ownershipGaps } from '../../../rules/ownership-declaration';
import { declaredUbosBesidesDirectors, STRUCTURE_DOCUMENT_TYPES } from '../../../rules/ownership-documents';
import type { ApplicationDraft } from '../api/types';
import { labelOf, t } from '../i18n';
import { documentOf, isFilled } from './draft';
import { ROOT, shareholderName } from './ownership';
import { IDENTITY_DETAILS, IDENTITY_DOCUMENTS, notApplicableReason, type Scope } from './scope';

/** DOM ids of the Ownership step's controls, shared by the step and the checklist (which focuses them). */
export const ownershipIds = {
  field: (key: string, field: string) => `own-${key}-${field}`,
  add: (held: string) => `own-add-${held}`,
  structureDocument: (type: string) => `own-doc-${type}`,
  ownerDocument: (key: string, type: string) => `own-${key}-doc-${type}`,
  ownerDocumentDetail: (key: string, type: string, detail: string) => `own-${key}-doc-${type}-${detail}`,
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

/** The person documents each beneficial owner gives on the Ownership step (none when they are "Not applicable"). */
export function uboDocumentTypes(draft: ApplicationDraft, scope: Scope): readonly string[] {
  return notApplicableReason(draft, scope, 'director_documents') === undefined ? scope.uboDocumentTypes : [];
}

/** The structure document is asked unless the company's documents are answered "Not applicable". */
export function asksStructureDocument(draft: ApplicationDraft, scope: Scope): boolean {
  return scope.structureDocument && notApplicableReason(draft, scope, 'company_documents') === undefined;
}

/**
 * The checklist's lines for the documents the structure calls for (rules/ownership-documents.ts, as the service
 * judges them): the company's register or chart, and each beneficial owner's person documents with their details.
 */
export function ownershipDocumentItems(draft: ApplicationDraft, scope: Scope): OwnershipItem[] {
  const items: OwnershipItem[] = [];
  if (asksStructureDocument(draft, scope)) {
    items.push({
      id: 'ownership-structure-document',
      label: t.ownership.items.structureDocument,
      done: STRUCTURE_DOCUMENT_TYPES.some((type) => isFilled(documentOf(draft.documents, type)?.upload_ids)),
      focusId: ownershipIds.structureDocument(STRUCTURE_DOCUMENT_TYPES[0]),
    });
  }
  const types = uboDocumentTypes(draft, scope);
  if (types.length === 0) return items;
  const entities = draft.ownership?.entities ?? [];
  for (const key of declaredUbosBesidesDirectors(draft.ownership, scope.uboThreshold)) {
    const index = entities.findIndex((e) => e.key === key);
    const entity = entities[index];
    if (!entity) continue;
    const name = shareholderName(entity, draft.directors, index);
    for (const type of types) {
      const document = documentOf(entity.documents, type);
      const uploaded = isFilled(document?.upload_ids);
      const gaps = IDENTITY_DOCUMENTS.includes(type) ? IDENTITY_DETAILS.filter((d) => !isFilled(document?.[d])) : [];
      items.push({
        id: `ownership-${key}-doc-${type}`,
        label: t.ownership.items.ownerDocument(name, labelOf(t.documents.types, type)),
        ...(uploaded && gaps.length > 0
          ? {
              detail: t.review.items.missingParts(
                gaps
                  .map((g) => t.documents.details.labels[g])
                  .join(', ')
                  .toLowerCase(),
              ),
            }
          : {}),
        done: uploaded && gaps.length === 0,
        focusId:
          uploaded && gaps[0]
            ? ownershipIds.ownerDocumentDetail(key, type, gaps[0])
            : ownershipIds.ownerDocument(key, type),
      });
    }
  }
  return items;
}

/** One line per company a data update request asks a missing owner of: done once a new shareholder of it is added. */
export function ownerAskedItems(draft: ApplicationDraft, scope: Scope): OwnershipItem[] {
  return scope.ownersAsked.map((o) => ({
    id: `ownership-owner-${o.key}`,
    label: t.ownership.items.ownerOf(o.name),
    done: ownerAdded(draft.ownership, o.key, o.holderIds),
    focusId: ownershipIds.add(o.key),
  }));
}

import { useMemo } from 'react';
import { declaredUbosBesidesDirectors, STRUCTURE_DOCUMENT_TYPES } from '../../../rules/ownership-documents';
import type { DraftOwnershipEntity } from '../api/types';
import { labelOf, t } from '../i18n';
import { documentOf, withDocumentDetails, withDocumentUploads } from '../lib/draft';
import { setOwnership, withEntity } from '../lib/ownership';
import { asksStructureDocument, ownershipIds, uboDocumentTypes } from '../lib/ownership-checklist';
import { IDENTITY_DOCUMENTS } from '../lib/scope';
import { DocumentUpload } from '../ui/DocumentUpload';
import { usePortal } from './context';
import { useCountries } from './countries';
import { IdentityDetails } from './PeopleStep';

/**
 * The company's shareholder register or organisational chart, when the profile asks for one: either will do
 * (rules/ownership-documents.ts), so both are offered and one is enough.
 */
export function StructureDocuments() {
  const { scope, draft, update, errors } = usePortal();
  if (!asksStructureDocument(draft, scope)) return null;
  return (
    <section
      aria-labelledby="own-documents-title"
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div>
        <h3 id="own-documents-title" className="text-[15px] font-semibold text-gray-900">
          {t.ownership.documents.title}
        </h3>
        <p className="mt-1 text-13 text-gray-600">{t.ownership.documents.intro}</p>
      </div>
      {STRUCTURE_DOCUMENT_TYPES.map((type, i) => (
        <DocumentUpload
          key={type}
          id={ownershipIds.structureDocument(type)}
          label={labelOf(t.documents.types, type)}
          hint={t.documents.hints[type]}
          error={i === 0 ? errors['ownership.documents'] : undefined}
          uploadIds={documentOf(draft.documents, type)?.upload_ids ?? []}
          onAdd={(id) =>
            update((d) => ({ ...d, documents: withDocumentUploads(d.documents, type, (list) => [...list, id]) }))
          }
          onRemove={(id) =>
            update((d) => ({
              ...d,
              documents: withDocumentUploads(d.documents, type, (list) => list.filter((x) => x !== id)),
            }))
          }
        />
      ))}
    </section>
  );
}

/**
 * A shareholder's person documents, once what the customer entered makes them a beneficial owner who is not a
 * director (a director gives them on the directors' step): the profile's person documents, as a director's.
 */
export function OwnerDocuments({ entity }: { entity: DraftOwnershipEntity }) {
  const { scope, draft, update, errors } = usePortal();
  const countries = useCountries();
  const types = uboDocumentTypes(draft, scope);
  const ubos = useMemo(
    () => declaredUbosBesidesDirectors(draft.ownership, scope.uboThreshold),
    [draft.ownership, scope.uboThreshold],
  );
  if (types.length === 0 || !ubos.includes(entity.key)) return null;
  const key = entity.key;
  const index = (draft.ownership?.entities ?? []).findIndex((e) => e.key === key);
  const path = `ownership.entities[${index}]`;
  const change = (fn: (e: DraftOwnershipEntity) => DraftOwnershipEntity) =>
    update((d) => setOwnership(d, (o) => withEntity(o, key, fn)));
  return (
    <div className="space-y-5 border-t border-gray-100 pt-5">
      <div>
        <h4 className="text-sm font-semibold text-gray-900">{t.ownership.documents.ownerTitle}</h4>
        <p className="mt-0.5 text-13 text-gray-600">{t.ownership.documents.ownerIntro}</p>
      </div>
      {types.map((type) => (
        <div key={type} className="space-y-4">
          <DocumentUpload
            id={ownershipIds.ownerDocument(key, type)}
            label={labelOf(t.documents.types, type)}
            hint={t.documents.hints[type]}
            error={errors[`${path}.documents.${type}`]}
            uploadIds={documentOf(entity.documents, type)?.upload_ids ?? []}
            onAdd={(id) =>
              change((e) => ({ ...e, documents: withDocumentUploads(e.documents, type, (ids) => [...ids, id]) }))
            }
            onRemove={(id) =>
              change((e) => ({
                ...e,
                documents: withDocumentUploads(e.documents, type, (ids) => ids.filter((x) => x !== id)),
              }))
            }
          />
          {IDENTITY_DOCUMENTS.includes(type) && (
            <IdentityDetails
              idOf={(detail) => ownershipIds.ownerDocumentDetail(key, type, detail)}
              errorOf={(detail) => errors[`${path}.documents.${type}.${detail}`]}
              document={documentOf(entity.documents, type)}
              countries={countries}
              onChange={(patch) => change((e) => ({ ...e, documents: withDocumentDetails(e.documents, type, patch) }))}
            />
          )}
        </div>
      ))}
    </div>
  );
}

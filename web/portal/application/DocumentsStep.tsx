import { labelOf, t } from '../i18n';
import { ids } from '../lib/checklist';
import { documentOf, withDocumentUploads } from '../lib/draft';
import { DocumentUpload } from '../ui/DocumentUpload';
import { usePortal } from './context';
import { NotApplicableSection } from './NotApplicable';

/** One upload field per company document type the scope asks for (or one optional "Other document"). */
export function DocumentsStep() {
  const { scope, draft, update, errors } = usePortal();
  const types = scope.companyDocumentTypes.length > 0 ? scope.companyDocumentTypes : ['other'];
  const optional = scope.companyDocumentTypes.length === 0;
  return (
    <NotApplicableSection section="company_documents">
      <div className="space-y-5">
        {types.map((type) => {
          const index = (draft.documents ?? []).findIndex((d) => d.document_type === type);
          return (
            <div key={type} className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5">
              <DocumentUpload
                id={ids.companyDocument(type)}
                label={labelOf(t.documents.types, type)}
                hint={t.documents.hints[type]}
                optional={optional}
                error={index >= 0 ? errors[`documents[${index}].upload_ids`] : undefined}
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
            </div>
          );
        })}
      </div>
    </NotApplicableSection>
  );
}

import type { FieldError } from '../domain/app-error.js';
import type { ApplicationDraftData, DraftDocumentData } from './application-draft.js';

/**
 * The most documents (the company's, every director's and every beneficial owner's together) one portal submission may carry. Each document
 * is checked, resized and stored at submission, so the bound keeps one submission's work small; 200 is far above
 * what a real company sends (a few per director) and well below what the draft's own list limits would allow.
 */
export const MAX_DOCUMENTS_PER_SUBMISSION = 200;

/** Every document of the draft with its field path as the API reports it (`draft.directors[0].documents[1]`). */
function documentsWithPaths(draft: ApplicationDraftData): { path: string; document: DraftDocumentData }[] {
  const found = (draft.documents ?? []).map((document, i) => ({ path: `draft.documents[${i}]`, document }));
  for (const [d, director] of (draft.directors ?? []).entries()) {
    for (const [i, document] of (director.documents ?? []).entries()) {
      found.push({ path: `draft.directors[${d}].documents[${i}]`, document });
    }
  }
  for (const [e, entity] of (draft.ownership?.entities ?? []).entries()) {
    for (const [i, document] of (entity.documents ?? []).entries()) {
      found.push({ path: `draft.ownership.entities[${e}].documents[${i}]`, document });
    }
  }
  return found;
}

/**
 * What is wrong with the draft's use of uploads: one upload is one file of one document, so a second reference to
 * the same upload (in the same document or another) is refused at its path, and the draft's documents are bounded.
 */
export function draftUploadErrors(draft: ApplicationDraftData): FieldError[] {
  const errors: FieldError[] = [];
  const documents = documentsWithPaths(draft);
  if (documents.length > MAX_DOCUMENTS_PER_SUBMISSION) {
    errors.push({
      field: 'draft.documents',
      message: `at most ${MAX_DOCUMENTS_PER_SUBMISSION} documents in one submission (the company's and the directors' together); this draft has ${documents.length}`,
    });
  }
  const firstUse = new Map<string, string>();
  for (const { path, document } of documents) {
    for (const [j, id] of document.upload_ids.entries()) {
      const field = `${path}.upload_ids[${j}]`;
      const earlier = firstUse.get(id);
      if (earlier === undefined) firstUse.set(id, field);
      else errors.push({ field, message: `this upload is already used at ${earlier}; each upload is one file` });
      if (errors.length >= 20) return errors;
    }
  }
  return errors;
}

import type { Db } from '../db/database.js';
import { markUploadsConsumed } from '../db/repositories/portal-uploads-repository.js';
import type { PortalUploadTable } from '../db/schema.js';
import type { ApplicationDraftData, DraftDocumentData } from '../portal/application-draft.js';
import { insertDocumentRows, type PreparedAttachment, prepareAttachments } from './document-upload.js';
import type { ServiceContext } from './service-context.js';

/** A pending upload of the portal, as a submission attaches it to a document of the case. */
export type UploadRow = { -readonly [K in keyof PortalUploadTable]: PortalUploadTable[K] };

/**
 * A draft document with its files checked and their variants made, waiting for its owner's id: the company, a
 * director (by index in the draft) or a beneficial owner declared in the structure (by the entity's key).
 */
export interface PlannedDocument {
  readonly owner:
    | { readonly kind: 'company' }
    | { readonly kind: 'director'; readonly index: number }
    | { readonly kind: 'owner'; readonly key: string };
  readonly document: DraftDocumentData;
  readonly attachments: readonly PreparedAttachment[];
  readonly uploadIds: readonly string[];
}

/**
 * The documents of the structure's declared persons (beneficial owners who are not directors; a shareholder linked
 * to a director gives the director's), each for the person its entity's key names.
 */
export function ownerDocuments(
  draft: ApplicationDraftData,
): { owner: PlannedDocument['owner']; document: DraftDocumentData }[] {
  return (draft.ownership?.entities ?? []).flatMap((e) =>
    e.type === 'person' && !e.director_key
      ? (e.documents ?? []).map((document) => ({ owner: { kind: 'owner' as const, key: e.key }, document }))
      : [],
  );
}

/** Checks the files of each document and makes their variants, before the transaction (it is slow work). */
export async function planDocuments(
  ctx: ServiceContext,
  entries: readonly { owner: PlannedDocument['owner']; document: DraftDocumentData }[],
  uploads: ReadonlyMap<string, UploadRow>,
  created: string[],
): Promise<PlannedDocument[]> {
  const planned: PlannedDocument[] = [];
  for (const { owner, document } of entries) {
    const files = document.upload_ids
      .map((id) => uploads.get(id))
      .filter((u): u is UploadRow => u !== undefined)
      .map((u) => ({ blob: { key: u.storage_key, size: Number(u.filesize), sha256: u.sha256 }, filename: u.filename }));
    if (files.length === 0) continue;
    const attachments = await prepareAttachments(ctx, files, created);
    planned.push({ owner, document, attachments, uploadIds: document.upload_ids.filter((id) => uploads.has(id)) });
  }
  return planned;
}

export async function writeDocuments(
  trx: Db,
  accountId: string,
  verificationId: string,
  planned: readonly PlannedDocument[],
  owners: { companyId: string; personIds: readonly string[]; ownerPersonIds?: ReadonlyMap<string, string> | null },
  now: string,
): Promise<void> {
  const consumed: string[] = [];
  for (const p of planned) {
    const personId =
      p.owner.kind === 'director'
        ? (owners.personIds[p.owner.index] ?? null)
        : p.owner.kind === 'owner'
          ? (owners.ownerPersonIds?.get(p.owner.key) ?? null)
          : null;
    // A beneficial owner's document whose person the structure no longer names is left with its upload.
    if (p.owner.kind === 'owner' && personId === null) continue;
    consumed.push(...p.uploadIds);
    const d = p.document;
    await insertDocumentRows(trx, {
      accountId,
      verificationId,
      companyId: personId === null ? owners.companyId : null,
      personId,
      metadata: {
        document_type: d.document_type,
        ...(d.number?.trim() ? { number: d.number.trim() } : {}),
        ...(d.country_of_issue?.trim() ? { country_of_issue: d.country_of_issue.trim() } : {}),
        ...(d.date_of_issue?.trim() ? { date_of_issue: d.date_of_issue.trim() } : {}),
        ...(d.expiration_date?.trim() ? { expiration_date: d.expiration_date.trim() } : {}),
      },
      attachments: p.attachments,
      internal: false,
      uploadedBy: null,
      now,
    });
  }
  await markUploadsConsumed(trx, accountId, consumed, now);
}

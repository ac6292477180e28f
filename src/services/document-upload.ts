import { type Static, Type } from '@sinclair/typebox';
import { toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { companyBelongs, listCompanies } from '../db/repositories/companies-repository.js';
import { personBelongs } from '../db/repositories/directors-repository.js';
import {
  type AttachmentFileRow,
  findDocumentRecord,
  insertAttachment,
  insertDocumentRecord,
  listAttachments,
} from '../db/repositories/documents-repository.js';
import { erasureStartedForUpdate } from '../db/repositories/erasure-repository.js';
import { markTabsChanged, verificationExists } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import {
  ACCEPTED_MIME_TYPES,
  ATTACHMENT_TYPES,
  DOCUMENT_PURPOSES,
  DOCUMENT_TYPES,
  defaultPurposes,
} from '../domain/document-kinds.js';
import { safeDownloadName } from '../domain/download-name.js';
import { uuidv7 } from '../domain/uuid.js';
import type { StoredBlob } from '../files/blob-store.js';
import {
  IMAGE_MAX_PIXELS,
  imagePixels,
  isResizableImage,
  resizeImage,
  sniffMime,
  VARIANT_MAX_SIDE,
} from '../files/image-variants.js';
import { presentDocumentRecord } from './resource-presenters.js';
import { reassessCase } from './risk-assessment.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

export const DocumentMetadata = Type.Object(
  {
    company_id: Type.Optional(Type.String({ format: 'uuid', description: 'owner: a company of the case' })),
    person_id: Type.Optional(Type.String({ format: 'uuid', description: 'owner: a person (director) of the case' })),
    document_type: Type.String({ enum: [...DOCUMENT_TYPES] }),
    purposes: Type.Optional(Type.Array(Type.String({ enum: [...DOCUMENT_PURPOSES] }), { maxItems: 10 })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    number: Type.Optional(Type.String({ maxLength: 100 })),
    country_of_issue: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
    date_of_issue: Type.Optional(Type.String({ format: 'date' })),
    expiration_date: Type.Optional(Type.String({ format: 'date' })),
    attachment_type: Type.Optional(Type.String({ enum: [...ATTACHMENT_TYPES] })),
  },
  { additionalProperties: false },
);
export type DocumentMetadataData = Static<typeof DocumentMetadata>;

export interface UploadedFile {
  readonly blob: StoredBlob;
  readonly filename: string;
}

/** A filename safe to show and to put in Content-Disposition: no paths, no control characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 255);
  return cleaned === '' ? 'file' : cleaned;
}

/**
 * Refuses an image over IMAGE_MAX_PIXELS (read from its header, before anything is decoded) with a 413 that says
 * why: stored without variants, the console would hand the officer's browser the whole bitmap to decode instead.
 */
export async function refuseOversizeImage(path: string, label: string): Promise<void> {
  const size = await imagePixels(path);
  if (size === null || size.pixels <= IMAGE_MAX_PIXELS) return;
  throw new AppError(
    'payload_too_large',
    `${label} is an image of ${size.width}×${size.height} pixels; images of up to ${IMAGE_MAX_PIXELS / 1_000_000} megapixels are accepted`,
    [{ field: 'file', message: `has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels` }],
  );
}

/** A checked file with its image variants made, ready to be written as an attachment. */
export interface PreparedAttachment {
  readonly id: string;
  readonly filename: string;
  readonly mime: string;
  readonly blob: StoredBlob;
  readonly files: readonly AttachmentFileRow[];
}

/** The type of a stored file judged by its first bytes (never by its name), or null when it is not accepted. */
export async function acceptedMimeOf(ctx: ServiceContext, key: string): Promise<string | null> {
  const mime = sniffMime(await ctx.blobs.readHead(key, 16));
  return mime !== null && (ACCEPTED_MIME_TYPES as readonly string[]).includes(mime) ? mime : null;
}

/**
 * Checks each file's type and makes its image variants. Every blob it stores is pushed onto `created`, so the
 * caller can delete them all if anything later fails.
 */
export async function prepareAttachments(
  ctx: ServiceContext,
  files: readonly UploadedFile[],
  created: string[],
): Promise<PreparedAttachment[]> {
  const attachments: PreparedAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const mime = await acceptedMimeOf(ctx, file.blob.key);
    if (mime === null) {
      throw new AppError(
        'unsupported_media_type',
        `File ${index + 1} is not a PDF or a PNG, JPEG, GIF, WebP or TIFF image`,
        [{ field: 'file', message: `accepted types: ${ACCEPTED_MIME_TYPES.join(', ')}` }],
      );
    }
    const id = uuidv7();
    const original: AttachmentFileRow = {
      attachment_id: id,
      variant: 'original',
      storage_key: file.blob.key,
      mime,
      size: file.blob.size,
      sha256: file.blob.sha256,
    };
    const variantRows: AttachmentFileRow[] = [original];
    // One local copy serves both sizes (for a remote store, one download instead of two).
    const sized = isResizableImage(mime)
      ? await ctx.blobs.withLocalFile(file.blob.key, async (path) => {
          await refuseOversizeImage(path, `File ${index + 1}`);
          return {
            thumb: await resizeImage(path, VARIANT_MAX_SIDE.thumb),
            medium: await resizeImage(path, VARIANT_MAX_SIDE.medium),
          };
        })
      : { thumb: null, medium: null };
    for (const variant of ['thumb', 'medium'] as const) {
      const resized = sized[variant];
      if (resized === null) {
        // Not an image (a PDF): every variant serves the original bytes.
        variantRows.push({ ...original, variant });
        continue;
      }
      const stored = await ctx.blobs.putBuffer(resized.bytes);
      created.push(stored.key);
      variantRows.push({
        attachment_id: id,
        variant,
        storage_key: stored.key,
        mime: resized.mime,
        size: stored.size,
        sha256: stored.sha256,
      });
    }
    attachments.push({
      id,
      filename: safeDownloadName(cleanFilename(file.filename), mime),
      mime,
      blob: file.blob,
      files: variantRows,
    });
  }
  return attachments;
}

/** Writes one document record with its attachments inside the caller's transaction; returns the record's id. */
export async function insertDocumentRows(
  trx: Db,
  row: {
    readonly accountId: string;
    readonly verificationId: string;
    readonly companyId: string | null;
    readonly personId: string | null;
    readonly metadata: DocumentMetadataData;
    readonly attachments: readonly PreparedAttachment[];
    readonly internal: boolean;
    readonly uploadedBy: string | null;
    readonly now: string;
  },
): Promise<string> {
  const { metadata, now } = row;
  const recordId = uuidv7();
  await insertDocumentRecord(trx, {
    id: recordId,
    account_id: row.accountId,
    verification_id: row.verificationId,
    company_id: row.companyId,
    person_id: row.personId,
    purposes: toJson(
      metadata.purposes ?? defaultPurposes(metadata.document_type, row.personId !== null ? 'person' : 'company'),
    ),
    document_id: uuidv7(),
    country_of_issue: metadata.country_of_issue?.toUpperCase() ?? null,
    name: metadata.name ?? row.attachments[0]?.filename ?? 'document',
    number: metadata.number ?? null,
    document_type: metadata.document_type,
    date_of_issue: metadata.date_of_issue ?? null,
    expiration_date: metadata.expiration_date ?? null,
    internal: row.internal,
    uploaded_by: row.uploadedBy,
    created_at: now,
    updated_at: now,
  });
  for (const a of row.attachments) {
    await insertAttachment(
      trx,
      {
        id: a.id,
        account_id: row.accountId,
        verification_id: row.verificationId,
        document_record_id: recordId,
        attachment_type: metadata.attachment_type ?? 'main',
        filename: a.filename,
        filesize: a.blob.size,
        mime: a.mime,
        sha256: a.blob.sha256,
        created_at: now,
        updated_at: now,
      },
      [...a.files],
    );
  }
  return recordId;
}

/**
 * Adds a document with its files to a company or person of a case. The files are already in the blob store;
 * this checks them, makes image variants, and writes every row in one transaction. On any failure the blobs it
 * was given and the variants it made are deleted, so nothing half-written stays behind.
 */
export async function createDocument(
  ctx: ServiceContext,
  actor: Actor,
  verificationId: string,
  metadata: DocumentMetadataData,
  files: readonly UploadedFile[],
  options: { internal?: boolean } = {},
) {
  const accountId = actor.accountId;
  const created: string[] = files.map((f) => f.blob.key);
  let committed = false;
  let riskDeliveries = 0;
  try {
    // Another account's case answers like a missing one, before any field of the upload is judged.
    if (!(await verificationExists(ctx.db, accountId, verificationId))) throw AppError.notFound('Verification');
    if (files.length === 0) throw AppError.field('file', 'at least one file is required');
    if (metadata.company_id !== undefined && metadata.person_id !== undefined) {
      throw AppError.field('person_id', 'give company_id or person_id, not both');
    }
    let companyId: string | null = null;
    let personId: string | null = null;
    if (metadata.person_id !== undefined) {
      if (!(await personBelongs(ctx.db, accountId, verificationId, metadata.person_id))) {
        throw AppError.field('person_id', 'no such person in this verification');
      }
      personId = metadata.person_id;
    } else if (metadata.company_id !== undefined) {
      if (!(await companyBelongs(ctx.db, accountId, verificationId, metadata.company_id))) {
        throw AppError.field('company_id', 'no such company in this verification');
      }
      companyId = metadata.company_id;
    } else {
      const [primary] = await listCompanies(ctx.db, accountId, verificationId);
      if (!primary) throw AppError.notFound('Verification');
      companyId = primary.id;
    }

    const attachments = await prepareAttachments(ctx, files, created);

    const now = ctx.now();
    const recordId = await inTransaction(ctx.db, async (trx) => {
      // An erasure that started while the file streamed in: the file goes (catch below), nothing is added.
      if (await erasureStartedForUpdate(trx, ctx.dialect, accountId, verificationId)) {
        throw new AppError('erased', 'The personal data of this verification has been erased');
      }
      const id = await insertDocumentRows(trx, {
        accountId,
        verificationId,
        companyId,
        personId,
        metadata,
        attachments,
        internal: options.internal === true,
        uploadedBy: options.internal ? actorKey(actor) : null,
        now,
      });
      // An officer's own file is not the customer's data: it neither dates the case's data nor lapses a review.
      if (!options.internal) {
        await markTabsChanged(trx, accountId, verificationId, ['documents'], now, {
          last_data_update: now,
          updated_at: now,
        });
        // A document can complete onboarding: the assessment follows the data in the same transaction.
        const riskEvents = await reassessCase(trx, actor, accountId, verificationId, now);
        riskDeliveries = await enqueueWebhookEvents(ctx, trx, accountId, verificationId, riskEvents, now);
      }
      await appendAuditLog(trx, {
        id: uuidv7(),
        account_id: accountId,
        verification_id: verificationId,
        actor_type: actor.type,
        actor_id: actor.id,
        action: options.internal ? 'file.added' : 'document.uploaded',
        from_state: null,
        to_state: null,
        comment: null,
        data: toJson({
          document_record_id: id,
          document_type: metadata.document_type,
          files: attachments.length,
        }),
        created_at: now,
      });
      return id;
    });
    committed = true;
    if (riskDeliveries > 0) ctx.deliverySignal.notify();
    const record = await findDocumentRecord(ctx.db, accountId, recordId);
    return presentDocumentRecord(
      record as NonNullable<typeof record>,
      await listAttachments(ctx.db, accountId, [recordId]),
      ctx,
    );
  } catch (error) {
    if (!committed) await Promise.all(created.map((key) => ctx.blobs.delete(key)));
    throw error;
  }
}

import { findAttachmentFile } from '../db/repositories/documents-repository.js';
import { verificationExists } from '../db/repositories/verifications-repository.js';
import { AppError } from '../domain/app-error.js';
import { decodeAttachmentRest } from '../domain/attachment-link.js';
import { safeDownloadName } from '../domain/download-name.js';
import type { ByteRange } from '../files/blob-store.js';
import type { ServiceContext } from './service-context.js';

export interface AttachmentDownload {
  readonly filename: string;
  readonly mime: string;
  readonly size: number;
  readonly sha256: string;
  readonly variant: string;
  open(range?: ByteRange): NodeJS.ReadableStream;
}

/**
 * Resolves the opaque last segment of an attachment url. A rest that was tampered with, minted for another
 * verification, or names another account's attachment is indistinguishable from one that never existed.
 */
export async function openAttachment(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  rest: string,
): Promise<AttachmentDownload> {
  const target = decodeAttachmentRest(ctx.secret, verificationId, rest);
  if (target === null) {
    if (!(await verificationExists(ctx.db, accountId, verificationId))) throw AppError.notFound('Verification');
    throw AppError.notFound('Attachment');
  }
  const file = await findAttachmentFile(ctx.db, accountId, verificationId, target.attachmentId, target.variant);
  if (!file) throw AppError.notFound('Attachment');
  return {
    // Also for files stored before names were made to match their type.
    filename: safeDownloadName(file.filename, file.mime),
    mime: file.mime,
    size: Number(file.size),
    sha256: file.sha256,
    variant: target.variant,
    open: (range) => ctx.blobs.read(file.storage_key, range),
  };
}

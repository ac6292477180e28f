import {
  countOwnershipChallenges,
  findOwnershipChallenge,
  insertOwnershipChallenge,
  recordChallengeSignature,
} from '../db/repositories/ownership-challenges-repository.js';
import {
  countPendingUploads,
  deletePortalUpload,
  findPendingUploadStorageKey,
  insertPortalUpload,
} from '../db/repositories/portal-uploads-repository.js';
import { AppError } from '../domain/app-error.js';
import {
  newOwnershipNonce,
  ownershipMessage,
  ownershipScheme,
  verifyOwnershipSignature,
} from '../domain/crypto-ownership.js';
import { ACCEPTED_MIME_TYPES } from '../domain/document-kinds.js';
import { safeDownloadName } from '../domain/download-name.js';
import { uuidv7 } from '../domain/uuid.js';
import type { StoredBlob } from '../files/blob-store.js';
import { isResizableImage } from '../files/image-variants.js';
import { acceptedMimeOf, cleanFilename, refuseOversizeImage } from './document-upload.js';
import { loadPortalState, presentChallenge } from './portal-application.js';
import type { PortalPrincipal } from './portal-sessions.js';
import type { ServiceContext } from './service-context.js';

/** Bounds what one invitation can store before it submits, so a link cannot be used to fill the disk. */
export const MAX_PENDING_UPLOADS = 100;
export const MAX_CHALLENGES = 100;

async function requireOpenApplication(ctx: ServiceContext, principal: PortalPrincipal) {
  const state = await loadPortalState(ctx.db, principal);
  if (state.mode === 'submitted') {
    throw new AppError('conflict', 'This application has been submitted; there is nothing to change now');
  }
  return state;
}

/**
 * Keeps a file the customer uploaded until the application or update that uses it is submitted. The file is
 * judged by its bytes, as the API's uploads are; a refused file leaves nothing behind.
 */
export async function addPortalUpload(
  ctx: ServiceContext,
  principal: PortalPrincipal,
  blob: StoredBlob,
  filename: string,
) {
  try {
    await requireOpenApplication(ctx, principal);
    const mime = await acceptedMimeOf(ctx, blob.key);
    if (mime === null) {
      throw new AppError('unsupported_media_type', 'The file is not a PDF or a PNG, JPEG, GIF, WebP or TIFF image', [
        { field: 'file', message: `accepted types: ${ACCEPTED_MIME_TYPES.join(', ')}` },
      ]);
    }
    // Refused now rather than when the application is submitted and its variants are made.
    if (isResizableImage(mime))
      await ctx.blobs.withLocalFile(blob.key, (path) => refuseOversizeImage(path, 'The file'));
    if ((await countPendingUploads(ctx.db, principal.accountId, principal.invitationId)) >= MAX_PENDING_UPLOADS) {
      throw new AppError('conflict', `At most ${MAX_PENDING_UPLOADS} files can wait for submission; remove some first`);
    }
    const row = {
      id: uuidv7(),
      invitation_id: principal.invitationId,
      account_id: principal.accountId,
      storage_key: blob.key,
      filename: safeDownloadName(cleanFilename(filename), mime),
      mime,
      filesize: blob.size,
      sha256: blob.sha256,
      consumed_at: null,
      created_at: ctx.now(),
    };
    await insertPortalUpload(ctx.db, row);
    return { id: row.id, filename: row.filename, mime, filesize: blob.size, created_at: row.created_at };
  } catch (error) {
    await ctx.blobs.delete(blob.key);
    throw error;
  }
}

export async function removePortalUpload(ctx: ServiceContext, principal: PortalPrincipal, id: string): Promise<void> {
  await requireOpenApplication(ctx, principal);
  const storageKey = await findPendingUploadStorageKey(ctx.db, principal.accountId, principal.invitationId, id);
  if (storageKey === undefined) throw AppError.notFound('Upload');
  await deletePortalUpload(ctx.db, principal.accountId, id);
  await ctx.blobs.delete(storageKey);
}

/** Makes the message the customer signs to prove they hold an address: the account, the address, a nonce, the date. */
export async function createOwnershipChallenge(
  ctx: ServiceContext,
  principal: PortalPrincipal,
  input: { address: string; address_type: string },
) {
  const state = await requireOpenApplication(ctx, principal);
  if ((await countOwnershipChallenges(ctx.db, principal.accountId, principal.invitationId)) >= MAX_CHALLENGES) {
    throw new AppError('conflict', `At most ${MAX_CHALLENGES} ownership messages can be made for one application`);
  }
  const now = ctx.now();
  const address = input.address.trim();
  const addressType = input.address_type.trim().toUpperCase();
  const row = {
    id: uuidv7(),
    invitation_id: principal.invitationId,
    account_id: principal.accountId,
    address,
    address_type: addressType,
    message: ownershipMessage({
      accountName: state.accountName,
      address,
      addressType,
      nonce: newOwnershipNonce(),
      date: now,
    }),
    signature: null,
    verification: ownershipScheme(addressType) === null ? 'unsupported_network' : 'not_provided',
    created_at: now,
    updated_at: now,
  };
  await insertOwnershipChallenge(ctx.db, row);
  return presentChallenge(row);
}

/** Checks the customer's signature of a challenge's message and records the result, whatever it is. */
export async function signOwnershipChallenge(
  ctx: ServiceContext,
  principal: PortalPrincipal,
  id: string,
  signature: string,
) {
  await requireOpenApplication(ctx, principal);
  const row = await findOwnershipChallenge(ctx.db, principal.accountId, principal.invitationId, id);
  if (!row) throw AppError.notFound('Ownership challenge');
  const verification = verifyOwnershipSignature({
    addressType: row.address_type,
    address: row.address,
    message: row.message,
    signature,
  });
  const now = ctx.now();
  await recordChallengeSignature(ctx.db, principal.accountId, id, {
    signature: signature.trim(),
    verification,
    updated_at: now,
  });
  return presentChallenge({ ...row, verification, created_at: row.created_at });
}

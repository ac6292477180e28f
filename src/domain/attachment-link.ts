import { createHmac, timingSafeEqual } from 'node:crypto';
import { bytesToUuid, uuidToBytes } from './uuid.js';

export const ATTACHMENT_VARIANTS = ['thumb', 'medium', 'original'] as const;
export type AttachmentVariant = (typeof ATTACHMENT_VARIANTS)[number];

const TAG_BYTES = 16;
const VERSION = 1;
/** version (1) + attachment id (16) + variant (1) + tag (16), base64url: 46 characters. */
const REST_PATTERN = /^[A-Za-z0-9_-]{46}$/;

export interface AttachmentLinkTarget {
  readonly attachmentId: string;
  readonly variant: AttachmentVariant;
}

function tag(secret: string, verificationId: string, payload: Buffer): Buffer {
  return createHmac('sha256', secret)
    .update(uuidToBytes(verificationId))
    .update(payload)
    .digest()
    .subarray(0, TAG_BYTES);
}

/**
 * The opaque last segment of an attachment url. It names the attachment and variant and carries an HMAC tag
 * over them and the verification id, so it cannot be guessed, altered, or replayed against another verification.
 */
export function encodeAttachmentRest(secret: string, verificationId: string, target: AttachmentLinkTarget): string {
  const payload = Buffer.concat([
    Buffer.of(VERSION),
    uuidToBytes(target.attachmentId),
    Buffer.of(ATTACHMENT_VARIANTS.indexOf(target.variant)),
  ]);
  return Buffer.concat([payload, tag(secret, verificationId, payload)]).toString('base64url');
}

/** Returns null for anything not minted by encodeAttachmentRest for this verification under this secret. */
export function decodeAttachmentRest(
  secret: string,
  verificationId: string,
  rest: string,
): AttachmentLinkTarget | null {
  if (!REST_PATTERN.test(rest)) return null;
  const bytes = Buffer.from(rest, 'base64url');
  if (bytes.length !== 18 + TAG_BYTES || bytes[0] !== VERSION) return null;
  // The last character carries 4 unused bits; only the canonical spelling is accepted, so no altered rest decodes.
  if (bytes.toString('base64url') !== rest) return null;
  const payload = bytes.subarray(0, 18);
  if (!timingSafeEqual(bytes.subarray(18), tag(secret, verificationId, payload))) return null;
  const variant = ATTACHMENT_VARIANTS[bytes[17] as number];
  if (variant === undefined) return null;
  return { attachmentId: bytesToUuid(payload.subarray(1, 17)), variant };
}

import type { Attachment, DocumentRecord } from '../api/types';
import { DOCUMENT_TYPE_LABELS, labelOf } from '../settings/labels';

/**
 * An attachment URL as a same-origin path. The service writes links on DOSSIER_DOWNLOAD_URL; served by the service
 * itself, the path alone keeps the request on this origin (the session cookie authenticates it, the CSP allows it).
 */
export function sameOrigin(url: string): string {
  try {
    const u = new URL(url, window.location.origin);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

export function isImage(a: Attachment): boolean {
  return a.mime.startsWith('image/');
}

export function isPdf(a: Attachment): boolean {
  return a.mime === 'application/pdf';
}

export function documentTypeLabel(type: string): string {
  return labelOf(DOCUMENT_TYPE_LABELS, type);
}

export function documentName(record: DocumentRecord): string {
  return record.document.name || documentTypeLabel(record.document.document_type);
}

const DAY_MS = 86_400_000;
export const EXPIRY_WARNING_DAYS = 90;

export type Expiry = { state: 'expired' | 'expiring'; days: number } | null;

/** Whether a document has expired or expires within 90 days (by its expiration_date, a calendar day). */
export function expiryOf(record: DocumentRecord, now: number = Date.now()): Expiry {
  const date = record.document.expiration_date;
  if (!date) return null;
  const t = Date.parse(`${date.slice(0, 10)}T23:59:59Z`);
  if (Number.isNaN(t)) return null;
  const days = Math.ceil((t - now) / DAY_MS);
  if (t < now) return { state: 'expired', days: Math.abs(days) };
  if (days <= EXPIRY_WARNING_DAYS) return { state: 'expiring', days };
  return null;
}

export const ATTACHMENT_LABELS: Record<string, string> = {
  main: 'Front',
  back: 'Back',
  selfie: 'Selfie',
  additional: 'Additional',
};

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

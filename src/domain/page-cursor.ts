import { isUuid } from './uuid.js';

/** The position after which the next page starts, for lists ordered by (created_at DESC, id DESC). */
export interface PageCursor {
  readonly createdAt: string;
  readonly id: string;
}

const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** Returns null when the text is not a cursor this service issued. */
export function decodePageCursor(text: string): PageCursor | null {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const [createdAt, id, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || createdAt === undefined || id === undefined) return null;
  if (!TIMESTAMP_PATTERN.test(createdAt) || !isUuid(id)) return null;
  return { createdAt, id };
}

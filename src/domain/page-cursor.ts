import { isUuid } from './uuid.js';

/** The position after which the next page starts, for lists ordered by (created_at DESC, id DESC). */
export interface PageCursor {
  readonly createdAt: string;
  readonly id: string;
}

const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The shape alone lets through dates such as 2023-02-30 or year 0, which PostgreSQL refuses with an error. */
function isTimestamp(text: string): boolean {
  if (!TIMESTAMP_PATTERN.test(text) || text.startsWith('0000')) return false;
  const time = Date.parse(text);
  return Number.isFinite(time) && new Date(time).toISOString() === text;
}

export function encodePageCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** Returns null when the text is not a cursor this service issued. */
export function decodePageCursor(text: string): PageCursor | null {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const [createdAt, id, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (extra !== undefined || createdAt === undefined || id === undefined) return null;
  if (!isTimestamp(createdAt) || !isUuid(id)) return null;
  return { createdAt, id };
}

/** The orders the case queue can be read in, newest first. */
export type QueueSort = 'created' | 'last_data_update';

/**
 * A cursor that also names the order it was issued for: by creation it is a plain page cursor (what the list has
 * always issued); by last data update it carries a `u.` prefix, so a cursor is never read in the wrong order.
 */
export function encodeQueueCursor(sort: QueueSort, cursor: PageCursor): string {
  const text = encodePageCursor(cursor);
  return sort === 'created' ? text : `u.${text}`;
}

export function decodeQueueCursor(text: string): { sort: QueueSort; cursor: PageCursor } | null {
  const sort: QueueSort = text.startsWith('u.') ? 'last_data_update' : 'created';
  const cursor = decodePageCursor(sort === 'created' ? text : text.slice(2));
  return cursor === null ? null : { sort, cursor };
}

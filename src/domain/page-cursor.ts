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

/**
 * The orders the case queue can be read in: newest first by creation (`created`, the default) or by the last
 * update of the customer's data (`last_data_update`), oldest first (`oldest`), and longest waiting in its current
 * state first (`waiting`), and the latest change of the case's record first (`updated`, the source system's
 * `order_by=updated_at,desc`).
 */
export const QUEUE_SORTS = ['created', 'oldest', 'last_data_update', 'waiting', 'updated'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

export function isQueueSort(value: string): value is QueueSort {
  return (QUEUE_SORTS as readonly string[]).includes(value);
}

/** Each order's time and direction (ties go by id in the same direction). */
export const QUEUE_ORDER: Readonly<
  Record<
    QueueSort,
    { key: 'created_at' | 'last_data_update' | 'status_changed_at' | 'updated_at'; direction: 'asc' | 'desc' }
  >
> = {
  created: { key: 'created_at', direction: 'desc' },
  oldest: { key: 'created_at', direction: 'asc' },
  last_data_update: { key: 'last_data_update', direction: 'desc' },
  waiting: { key: 'status_changed_at', direction: 'asc' },
  updated: { key: 'updated_at', direction: 'desc' },
};

/**
 * A cursor that also names the order it was issued for: by creation it is a plain page cursor (what the list has
 * always issued); the other orders carry a prefix (`u.`, `o.`, `w.`, `d.`), so a cursor is never read in the wrong
 * order (base64url has no dot).
 */
const PREFIX: Record<QueueSort, string> = {
  created: '',
  oldest: 'o.',
  last_data_update: 'u.',
  waiting: 'w.',
  updated: 'd.',
};

export function encodeQueueCursor(sort: QueueSort, cursor: PageCursor): string {
  return `${PREFIX[sort]}${encodePageCursor(cursor)}`;
}

export function decodeQueueCursor(text: string): { sort: QueueSort; cursor: PageCursor } | null {
  const sort = QUEUE_SORTS.find((s) => s !== 'created' && text.startsWith(PREFIX[s])) ?? 'created';
  const cursor = decodePageCursor(text.slice(PREFIX[sort].length));
  return cursor === null ? null : { sort, cursor };
}

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
 * update of the customer's data (`last_data_update`), oldest first (`oldest`), longest waiting in its current
 * state first (`waiting`), the latest change of the case's record first (`updated`, the source system's
 * `order_by=updated_at,desc`), highest risk level first (`risk`: prohibited, high, medium, low, then not assessed)
 * and soonest due first (`due`: the cases without a deadline, decided ones, last).
 */
export const QUEUE_SORTS = ['created', 'oldest', 'last_data_update', 'waiting', 'updated', 'risk', 'due'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

export function isQueueSort(value: string): value is QueueSort {
  return (QUEUE_SORTS as readonly string[]).includes(value);
}

/**
 * Each order's key and direction (ties go by id in the same direction, so newest first within a risk level: ids
 * are UUIDv7). `risk_rank` and `due_order` are generated columns (migration 029): the level as text '4'
 * (prohibited) to '0' (not assessed), and `due_at` with the cases that have none at the far end of time, so both
 * orders are plain keyset reads of an index on either database (NULLs sort differently in each).
 */
export const QUEUE_ORDER: Readonly<
  Record<
    QueueSort,
    {
      key: 'created_at' | 'last_data_update' | 'status_changed_at' | 'updated_at' | 'risk_rank' | 'due_order';
      direction: 'asc' | 'desc';
    }
  >
> = {
  created: { key: 'created_at', direction: 'desc' },
  oldest: { key: 'created_at', direction: 'asc' },
  last_data_update: { key: 'last_data_update', direction: 'desc' },
  waiting: { key: 'status_changed_at', direction: 'asc' },
  updated: { key: 'updated_at', direction: 'desc' },
  risk: { key: 'risk_rank', direction: 'desc' },
  due: { key: 'due_order', direction: 'asc' },
};

/** The `due_order` of a case without a deadline: after every real one. */
export const NO_DEADLINE = '9999-12-31T23:59:59.999Z';

/**
 * Where a case stands in a queue order: the order's key as text (a time; the risk order's rank '0' to '4') and
 * its id. A list page starts after it.
 */
export interface QueuePosition {
  readonly key: string;
  readonly id: string;
}

/**
 * A cursor that also names the order it was issued for: by creation it is a plain page cursor (what the list has
 * always issued); the other orders carry a prefix (`u.`, `o.`, `w.`, `d.`, `r.`, `dl.`), so a cursor is never read
 * in the wrong order (base64url has no dot, and no prefix begins another).
 */
const PREFIX: Record<QueueSort, string> = {
  created: '',
  oldest: 'o.',
  last_data_update: 'u.',
  waiting: 'w.',
  updated: 'd.',
  risk: 'r.',
  due: 'dl.',
};

export function encodeQueueCursor(sort: QueueSort, position: QueuePosition): string {
  return `${PREFIX[sort]}${encodePageCursor({ createdAt: position.key, id: position.id })}`;
}

export function decodeQueueCursor(text: string): { sort: QueueSort; position: QueuePosition } | null {
  const sort = QUEUE_SORTS.find((s) => s !== 'created' && text.startsWith(PREFIX[s])) ?? 'created';
  const body = text.slice(PREFIX[sort].length);
  if (sort === 'risk') {
    if (body.length > 200 || !/^[A-Za-z0-9_-]+$/.test(body)) return null;
    const [rank, id, extra] = Buffer.from(body, 'base64url').toString('utf8').split('|');
    if (extra !== undefined || rank === undefined || !/^[0-4]$/.test(rank) || id === undefined || !isUuid(id)) {
      return null;
    }
    return { sort, position: { key: rank, id } };
  }
  const cursor = decodePageCursor(body);
  return cursor === null ? null : { sort, position: { key: cursor.createdAt, id: cursor.id } };
}

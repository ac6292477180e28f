import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';
import { filterParams, listParams, type QueueSearch } from '../cases/queue-search';
import type { Verification } from './types';

/** Every query of the queue starts with this key: invalidated after any case action. */
export const CASES_KEY = ['cases'] as const;

/** The queue refreshes its counts and its page this often while the browser tab is visible. */
const QUEUE_REFRESH_MS = 5_000;

export const casesPageQuery = (search: QueueSearch) => {
  const query = listParams(search);
  return queryOptions({
    queryKey: [...CASES_KEY, 'list', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/verifications', { params: { query }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 2_000,
  });
};

export const caseCountsQuery = (search: QueueSearch) => {
  const query = filterParams(search);
  return queryOptions({
    queryKey: [...CASES_KEY, 'counts', query],
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/verifications/counts', { params: { query }, signal }))).counts,
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 2_000,
  });
};

/** The order key of a case in a queue sorted by `sort` (newest first, then by id), as the service orders it. */
function orderKey(v: Verification, sort: 'created' | 'last_data_update'): string {
  return sort === 'created' ? v.created_at : (v.last_data_update ?? v.created_at);
}

/** True when `a` comes after `b` in the queue (both newest first). */
function comesAfter(a: Verification, b: Verification, sort: 'created' | 'last_data_update'): boolean {
  const ka = orderKey(a, sort);
  const kb = orderKey(b, sort);
  return ka < kb || (ka === kb && a.id < b.id);
}

const SCAN_PAGES = 5;

/**
 * The case after `current` in the queue `queue` (its filters, tab and sort), or null at the end. The current
 * case may have left that queue (an action changed its state): the next one is still the first that sorts after
 * it. By creation, one request does it (created_to is an exclusive bound); otherwise the queue is read page by
 * page (a few at most).
 */
export async function findNextCase(queue: QueueSearch, current: Verification): Promise<Verification | null> {
  const sort = queue.sort ?? 'created';
  const base = listParams({ ...queue, cursor: undefined, prev: undefined }, 100);
  if (sort === 'created') {
    const to =
      queue.created_to && `${queue.created_to}T23:59:59.999Z` < current.created_at ? undefined : current.created_at;
    const query = to ? { ...base, created_to: to, limit: 5 } : base;
    const page = await unwrap(api.GET('/api/v1/verifications', { params: { query } }));
    return page.verifications.find((v) => v.id !== current.id && comesAfter(v, current, sort)) ?? null;
  }
  let cursor: string | undefined;
  for (let i = 0; i < SCAN_PAGES; i++) {
    const query = cursor ? { ...base, cursor } : base;
    const page = await unwrap(api.GET('/api/v1/verifications', { params: { query } }));
    const next = page.verifications.find((v) => v.id !== current.id && comesAfter(v, current, sort));
    if (next) return next;
    if (!page.has_more || !page.next_cursor) return null;
    cursor = page.next_cursor;
  }
  return null;
}

export const nextCaseQuery = (queue: QueueSearch, current: Verification) =>
  queryOptions({
    queryKey: [
      ...CASES_KEY,
      'next',
      filterParams(queue),
      queue.status ?? 'open',
      queue.sort ?? 'created',
      current.id,
      current.status,
      current.updated_at,
    ],
    queryFn: () => findNextCase(queue, current),
    staleTime: 5_000,
    // While the case changes state the next one is looked up again; the link stays meanwhile.
    placeholderData: keepPreviousData,
  });

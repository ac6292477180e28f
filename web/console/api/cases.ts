import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api/client';
import { STATUSES } from '../cases/labels';
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
    // Each tab's count and how many of them are overdue.
    queryFn: async ({ signal }) => {
      const { counts, overdue } = await unwrap(api.GET('/api/v1/verifications/counts', { params: { query }, signal }));
      return { counts, overdue };
    },
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 2_000,
  });
};

/**
 * The case after `current` in the queue `queue` (its filters, tab and order), or null at the end: one request,
 * `after_id` (the service starts after the case's place in the order, whether or not the case still matches the
 * filters, e.g. after an action moved it to another state).
 */
export async function findNextCase(queue: QueueSearch, current: Verification): Promise<Verification | null> {
  const query = { ...listParams({ ...queue, cursor: undefined, prev: undefined }, 1), after_id: current.id };
  const page = await unwrap(api.GET('/api/v1/verifications', { params: { query } }));
  return page.verifications[0] ?? null;
}

/** Orders in which a case's own action moves it (a new state restarts its wait and sets a new deadline). */
function movesOnAction(queue: QueueSearch): boolean {
  return queue.sort === 'waiting' || queue.sort === 'due';
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
      // By time waiting (or by due date), an action restarts the case's wait (and its deadline) and would move it
      // elsewhere in the order: the next case stays the one that followed it when the officer opened it.
      ...(movesOnAction(queue) ? [] : [current.status, current.updated_at]),
    ],
    queryFn: () => findNextCase(queue, current),
    staleTime: movesOnAction(queue) ? Number.POSITIVE_INFINITY : 5_000,
    // While the case changes state the next one is looked up again; the link stays meanwhile.
    placeholderData: keepPreviousData,
  });

/** How many cases have a screening hit that arrived after their decision: the Alerts tab's count. */
export const alertsCountQuery = queryOptions({
  queryKey: [...CASES_KEY, 'counts', 'alerts'],
  queryFn: async ({ signal }) =>
    (await unwrap(api.GET('/api/v1/verifications/counts', { params: { query: { screening: 'alerts' } }, signal })))
      .total,
  refetchInterval: QUEUE_REFRESH_MS,
  refetchOnWindowFocus: true,
  staleTime: 2_000,
});

/** The ids of the cases (any state) with a screening hit waiting for a decision: the queue's hit indicator. */
export const openHitsQuery = queryOptions({
  queryKey: [...CASES_KEY, 'open_hits'],
  queryFn: async ({ signal }) =>
    new Set(
      (
        await unwrap(
          api.GET('/api/v1/verifications', {
            params: { query: { screening: 'open', status: STATUSES.join(','), limit: 100 } },
            signal,
          }),
        )
      ).verifications.map((v) => v.id),
    ),
  refetchInterval: QUEUE_REFRESH_MS,
  refetchOnWindowFocus: true,
  staleTime: 2_000,
});
/** The queue's "Calendar": completed customers coming up for review, per month. */
export const upcomingReviewsQuery = (months: number) =>
  queryOptions({
    queryKey: [...CASES_KEY, 'upcoming_reviews', months],
    queryFn: async () =>
      (await unwrap(api.GET('/api/v1/review_calendar/upcoming', { params: { query: { months } } }))).months,
  });

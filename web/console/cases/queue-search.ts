// The queue's view as URL search params: tab, filters, sort and page. Everything a shared link needs.
import type { VerificationStatus } from '../api/types';
import { isCountryCode } from './countries';
import { OPEN_STATUSES, STATUSES } from './labels';

/** A status, every open case, or the Alerts tab (cases with a screening hit that arrived after the decision). */
export type QueueTab = 'open' | 'alerts' | VerificationStatus;
/** `me`, `unassigned`, or a colleague's user id. */
export type AssigneeFilter = string;
/** Dossier's own level that stands on the case (not the external score), or not assessed. */
export type RiskFilter = 'low' | 'medium' | 'high' | 'prohibited' | 'not_assessed';
/**
 * The queue's orders: newest first (the default), oldest first, by last data update, longest waiting first,
 * highest risk level first, soonest due first.
 */
export const QUEUE_SORTS = ['created', 'oldest', 'last_data_update', 'waiting', 'risk', 'due'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** The choices of "Review due within" (days). */
export const REVIEW_DUE_DAYS = [30, 90, 365] as const;

/** The choices of "Waiting more than" (days). */
export const WAITING_DAYS = [1, 3, 7, 14, 30] as const;

export interface QueueSearch {
  status?: VerificationStatus;
  q?: string;
  assignee?: AssigneeFilter;
  jurisdiction?: string;
  risk?: RiskFilter;
  created_from?: string;
  created_to?: string;
  /** Absent for the default order (newest first). */
  sort?: Exclude<QueueSort, 'created'>;
  /** Cases waiting in their current state more than this many days. */
  waiting?: number;
  /** Only the cases past their state's service level. */
  overdue?: true;
  /** A first onboarding or a periodic review. */
  type?: 'primary' | 'recurring';
  /** Completed cases whose periodic review falls within this many days. */
  review_due?: number;
  /** `me`: the cases sent to QA naming the signed-in user as QA reviewer (the QA tab's "Waiting for me"). */
  qa?: 'me';
  /** `open`: cases with a screening hit waiting for a decision (the filter); `alerts`: the Alerts tab. */
  screening?: 'open' | 'alerts';
  /** The current page's cursor (absent on the first page). */
  cursor?: string;
  /** The cursors of the pages before this one, oldest first (the first page has none): "Previous page". */
  prev?: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Search params arrive parsed as JSON: "123" becomes a number. Anything else than text is text again. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The router's validateSearch: keeps what is valid, drops the rest (a mistyped link still opens the queue). */
export function validateQueueSearch(search: Record<string, unknown>): QueueSearch {
  const out: QueueSearch = {};
  const status = oneOf(search.status, STATUSES);
  if (status) out.status = status;
  const q = text(search.q);
  if (q) out.q = q.slice(0, 200);
  const assignee = text(search.assignee);
  if (assignee && (assignee === 'me' || assignee === 'unassigned' || USER_ID.test(assignee))) {
    out.assignee = assignee;
  }
  const jurisdiction = text(search.jurisdiction)?.toLowerCase();
  if (jurisdiction && isCountryCode(jurisdiction)) out.jurisdiction = jurisdiction;
  const risk = oneOf(search.risk, ['low', 'medium', 'high', 'prohibited', 'not_assessed'] as const);
  if (risk) out.risk = risk;
  const from = text(search.created_from);
  if (from && DATE.test(from)) out.created_from = from;
  const to = text(search.created_to);
  if (to && DATE.test(to)) out.created_to = to;
  const sort = oneOf(search.sort, ['oldest', 'last_data_update', 'waiting', 'risk', 'due'] as const);
  if (sort) out.sort = sort;
  const waiting = Number(search.waiting);
  if ((WAITING_DAYS as readonly number[]).includes(waiting)) out.waiting = waiting;
  if (search.qa === 'me') out.qa = 'me';
  const screening = oneOf(search.screening, ['open', 'alerts'] as const);
  if (screening) out.screening = screening;
  if (search.overdue === true || search.overdue === 'true') out.overdue = true;
  const type = oneOf(search.type, ['primary', 'recurring'] as const);
  if (type) out.type = type;
  const reviewDue = Number(search.review_due);
  if ((REVIEW_DUE_DAYS as readonly number[]).includes(reviewDue)) out.review_due = reviewDue;
  const cursor = text(search.cursor);
  if (cursor) out.cursor = cursor.slice(0, 200);
  if (cursor && Array.isArray(search.prev)) {
    const prev = search.prev.filter((c): c is string => typeof c === 'string' && c !== '').slice(-200);
    if (prev.length > 0) out.prev = prev;
  }
  return out;
}

export function queueTab(search: QueueSearch): QueueTab {
  if (search.screening === 'alerts') return 'alerts';
  return search.status ?? 'open';
}

/** The filters alone (what the counts take): no tab, sort or page. */
export function filterParams(search: QueueSearch) {
  const params: {
    q?: string;
    assigned_to?: string;
    jurisdiction?: string;
    risk_assessment?: RiskFilter;
    created_from?: string;
    created_to?: string;
    waiting_more_than_days?: number;
    qa_reviewer?: string;
    screening?: 'open' | 'alerts';
    overdue?: boolean;
    verification_type?: 'primary' | 'recurring';
    review_due_within_days?: number;
  } = {};
  if (search.q?.trim()) params.q = search.q.trim();
  if (search.assignee) params.assigned_to = search.assignee;
  if (search.jurisdiction) params.jurisdiction = search.jurisdiction;
  if (search.risk) params.risk_assessment = search.risk;
  if (search.created_from) params.created_from = search.created_from;
  if (search.created_to) params.created_to = search.created_to;
  if (search.waiting) params.waiting_more_than_days = search.waiting;
  if (search.qa) params.qa_reviewer = search.qa;
  // The Alerts tab is a tab, not a filter: the counts of the other tabs do not take it.
  if (search.screening === 'open') params.screening = 'open';
  if (search.overdue) params.overdue = true;
  if (search.type) params.verification_type = search.type;
  if (search.review_due) params.review_due_within_days = search.review_due;
  return params;
}

/** GET /api/v1/verifications's query for a view of the queue (one page of it). */
export function listParams(search: QueueSearch, limit = 50) {
  // The Alerts tab: hits that arrived after a decision, on cases in any state.
  const alerts = search.screening === 'alerts';
  const status = alerts ? STATUSES : search.status ? [search.status] : OPEN_STATUSES;
  return {
    ...filterParams(search),
    ...(alerts ? { screening: 'alerts' as const } : {}),
    status: status.join(','),
    sort: (search.sort ?? 'created') as QueueSort,
    limit,
    ...(search.cursor ? { cursor: search.cursor } : {}),
  };
}

/** The CSV export of a view of the queue: its tab, filters and order, every row (GET /api/v1/verifications.csv). */
export function exportHref(search: QueueSearch): string {
  const { limit: _limit, cursor: _cursor, ...query } = listParams({ ...search, cursor: undefined });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/v1/verifications.csv?${params}`;
}

export function hasFilters(search: QueueSearch): boolean {
  return Object.keys(filterParams(search)).length > 0;
}

/** The queue's view without its page: carried to a case (?from=…) so "Next case" and "Back" know the queue. */
export function encodeQueue(search: QueueSearch): string {
  const params = new URLSearchParams();
  for (const key of [
    'status',
    'q',
    'assignee',
    'jurisdiction',
    'risk',
    'created_from',
    'created_to',
    'sort',
    'waiting',
    'qa',
    'screening',
    'overdue',
    'type',
    'review_due',
  ] as const) {
    const value = search[key];
    if (value) params.set(key, String(value));
  }
  return params.toString();
}

export function decodeQueue(from: string | undefined): QueueSearch {
  if (!from) return {};
  const raw: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(from)) raw[key] = value;
  return validateQueueSearch(raw);
}

import { fromBool, fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import {
  countReviewsByMonth,
  findAccountCalendar,
  updateAccountCalendar,
} from '../db/repositories/review-calendar-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError, type FieldError } from '../domain/app-error.js';
import {
  addMonths,
  DEFAULT_REVIEW_INTERVALS,
  DEFAULT_SERVICE_LEVELS,
  dueAt,
  isTimeZone,
  type ReviewIntervals,
  type ServiceLevels,
} from '../domain/review-calendar.js';
import { uuidv7 } from '../domain/uuid.js';
import { VERIFICATION_STATUSES } from '../domain/verification-status.js';
import type { Actor, ServiceContext } from './service-context.js';

export interface AccountCalendar {
  readonly timeZone: string;
  readonly intervals: ReviewIntervals;
  readonly serviceLevels: ServiceLevels;
  readonly noticeDays: number;
  readonly fourEyes: boolean;
  /** Who gets a recurring review case (only the daily job reads it; a transition's row leaves it out). */
  readonly recurringAssignment: RecurringAssignment;
}

/** Who gets a recurring review case: nobody (the default), or whoever had the customer's previous case. */
export const RECURRING_ASSIGNMENTS = ['unassigned', 'previous_assignee'] as const;
export type RecurringAssignment = (typeof RECURRING_ASSIGNMENTS)[number];

/** The account's calendar with the documented defaults where it set nothing. */
export async function accountCalendar(db: Db, accountId: string): Promise<AccountCalendar> {
  return calendarFromRow(await findAccountCalendar(db, accountId));
}

/** The calendar from an account row's columns (the transition reads them with the case's state). */
export function calendarFromRow(
  row:
    | {
        time_zone: string;
        review_intervals: unknown;
        service_levels: unknown;
        review_due_notice_days: number;
        requires_qa: unknown;
        recurring_assignment?: string;
      }
    | undefined,
): AccountCalendar {
  return {
    timeZone: row?.time_zone ?? 'UTC',
    intervals:
      row?.review_intervals == null ? DEFAULT_REVIEW_INTERVALS : fromJson<ReviewIntervals>(row.review_intervals),
    serviceLevels: row?.service_levels == null ? DEFAULT_SERVICE_LEVELS : fromJson<ServiceLevels>(row.service_levels),
    noticeDays: row?.review_due_notice_days ?? 30,
    fourEyes: row ? fromBool(row.requires_qa) : false,
    recurringAssignment: row?.recurring_assignment === 'previous_assignee' ? 'previous_assignee' : 'unassigned',
  };
}

/** When a case entering `state` at `enteredAt` is due, or null when the state has no service level. */
export function dueAtFor(calendar: AccountCalendar, state: string, enteredAt: string): string | null {
  const days = calendar.serviceLevels[state];
  return days === undefined ? null : dueAt(enteredAt, days, calendar.timeZone);
}

/** The review calendar as Settings → Review calendar and `GET /api/v1/review_calendar` show it. */
export async function getReviewCalendar(db: Db, accountId: string) {
  const c = await accountCalendar(db, accountId);
  return {
    time_zone: c.timeZone,
    review_intervals: { ...c.intervals },
    service_levels: { ...c.serviceLevels },
    review_due_notice_days: c.noticeDays,
    recurring_assignment: c.recurringAssignment,
  };
}

export interface ReviewCalendarInput {
  readonly time_zone: string;
  readonly review_intervals: ReviewIntervals;
  readonly service_levels: Readonly<Record<string, number>>;
  readonly review_due_notice_days: number;
  /** Omitted: the account's rule stays as it is. */
  readonly recurring_assignment?: RecurringAssignment;
}

const OPEN_STATES = new Set(VERIFICATION_STATUSES.filter((s) => s !== 'completed' && s !== 'rejected'));

/**
 * Changes the account's calendar (admins). New intervals apply to the next completions; new service levels and
 * time zone to the next entries into a state: a date already set is not moved behind anyone's back.
 */
export async function putReviewCalendar(ctx: ServiceContext, actor: Actor, input: ReviewCalendarInput) {
  const errors: FieldError[] = [];
  if (!isTimeZone(input.time_zone))
    errors.push({ field: 'time_zone', message: 'must be an IANA time zone, e.g. Europe/Berlin' });
  for (const state of Object.keys(input.service_levels)) {
    if (!OPEN_STATES.has(state as never)) {
      errors.push({
        field: `service_levels.${state}`,
        message: `must be an open state: ${[...OPEN_STATES].join(', ')}`,
      });
    }
  }
  if (errors.length > 0) throw AppError.validation(errors);
  await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    await updateAccountCalendar(trx, actor.accountId, {
      time_zone: input.time_zone,
      review_intervals: toJson(input.review_intervals),
      service_levels: toJson(input.service_levels),
      review_due_notice_days: input.review_due_notice_days,
      ...(input.recurring_assignment !== undefined && { recurring_assignment: input.recurring_assignment }),
      updated_at: now,
    });
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: actor.accountId,
      verification_id: null,
      actor_type: actor.type,
      actor_id: actor.id,
      action: 'review_calendar.changed',
      from_state: null,
      to_state: null,
      comment: null,
      data: toJson(input),
      created_at: now,
    });
  });
  return getReviewCalendar(ctx.db, actor.accountId);
}

/** The console's "Calendar": completed customers coming up for review, per month, over the next `months`. */
export async function upcomingReviews(ctx: ServiceContext, accountId: string, months: number) {
  const today = ctx.now().slice(0, 10);
  const until = addMonths(today, months);
  const counts = await countReviewsByMonth(ctx.db, ctx.dialect, accountId, '1900-01-01', until);
  const thisMonth = today.slice(0, 7);
  // Reviews whose day has passed but whose case is not opened yet (the daily job opens them) count in this month.
  const merged = new Map<string, number>();
  for (const c of counts) {
    let key = c.month;
    if (key < thisMonth) key = thisMonth;
    merged.set(key, (merged.get(key) ?? 0) + c.reviews);
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, reviews]) => ({ month, reviews }));
}

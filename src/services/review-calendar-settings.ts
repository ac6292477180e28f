import { fromBool, fromJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findAccountCalendar } from '../db/repositories/review-calendar-repository.js';
import {
  DEFAULT_REVIEW_INTERVALS,
  DEFAULT_SERVICE_LEVELS,
  dueAt,
  type ReviewIntervals,
  type ServiceLevels,
} from '../domain/review-calendar.js';

export interface AccountCalendar {
  readonly timeZone: string;
  readonly intervals: ReviewIntervals;
  readonly serviceLevels: ServiceLevels;
  readonly noticeDays: number;
  readonly fourEyes: boolean;
}

/** The account's calendar with the documented defaults where it set nothing. */
export async function accountCalendar(db: Db, accountId: string): Promise<AccountCalendar> {
  const row = await findAccountCalendar(db, accountId);
  return {
    timeZone: row?.time_zone ?? 'UTC',
    intervals:
      row?.review_intervals == null ? DEFAULT_REVIEW_INTERVALS : fromJson<ReviewIntervals>(row.review_intervals),
    serviceLevels: row?.service_levels == null ? DEFAULT_SERVICE_LEVELS : fromJson<ServiceLevels>(row.service_levels),
    noticeDays: row?.review_due_notice_days ?? 30,
    fourEyes: row ? fromBool(row.requires_qa) : false,
  };
}

/** When a case entering `state` at `enteredAt` is due, or null when the state has no service level. */
export function dueAtFor(calendar: AccountCalendar, state: string, enteredAt: string): string | null {
  const days = calendar.serviceLevels[state];
  return days === undefined ? null : dueAt(enteredAt, days, calendar.timeZone);
}

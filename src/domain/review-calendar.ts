import type { AssessedLevel } from './risk-model.js';

/**
 * Dates of the review calendar and of deadlines. Pure: the clock and the account's time zone come in as arguments
 * (Intl's time zone data is part of the runtime, not I/O).
 */

export interface ReviewIntervals {
  /** Months between a decision and the next review, per level (prohibited cases are never approved). */
  readonly high: number;
  readonly medium: number;
  readonly low: number;
}

export const DEFAULT_REVIEW_INTERVALS: ReviewIntervals = { high: 12, medium: 24, low: 36 };

/** Working days a case may stay in a state before it is overdue; a state not listed has no deadline. */
export type ServiceLevels = Readonly<Record<string, number>>;

export const DEFAULT_SERVICE_LEVELS: ServiceLevels = { new: 2, in_progress: 5, qa: 1, data_update_requested: 7 };

/** The same day `months` later; a day the month lacks becomes its last day (31 Jan + 1 month → 28 or 29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The next review day after a decision on `decidedDay` at `level`; null for prohibited (never approved). */
export function nextReviewDay(decidedDay: string, level: AssessedLevel, intervals: ReviewIntervals): string | null {
  if (level === 'prohibited') return null;
  return addMonths(decidedDay, intervals[level]);
}

/**
 * The wall-clock formatter of each time zone in use, made once: constructing an Intl.DateTimeFormat costs tens of
 * microseconds (it loads the zone's rules and the locale's patterns), more than a state change's SQL.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in milliseconds (UTC+10 → +36 000 000), as Intl formats it. */
function formattedOffsetAt(ms: number, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const QUARTER_HOUR_MS = 900_000;
/** Per zone, the offset of each quarter hour (of UTC, numbered from 1970) known to have one offset throughout. */
const quarterOffsets = new Map<string, Map<number, number>>();

/**
 * The zone's offset from UTC at an instant, in milliseconds. Every state change asks it (its deadline) for instants
 * close to each other, so the offset is kept per quarter hour: a zone changes its offset at most once in one (its
 * changes fall on whole minutes, months apart), so a quarter hour whose first and last second have the same offset
 * has it throughout. A quarter hour with a change in it is asked of Intl for each instant.
 */
function offsetAt(ms: number, timeZone: string): number {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let offsets = quarterOffsets.get(timeZone);
  const known = offsets?.get(quarter);
  if (known !== undefined) return known;
  const start = quarter * QUARTER_HOUR_MS;
  const offset = formattedOffsetAt(start, timeZone);
  if (formattedOffsetAt(start + QUARTER_HOUR_MS - 1000, timeZone) !== offset) return formattedOffsetAt(ms, timeZone);
  if (offsets === undefined) {
    offsets = new Map();
    quarterOffsets.set(timeZone, offsets);
  }
  // A bound on memory (a year of quarter hours per zone); clearing costs only the Intl calls that refill it.
  if (offsets.size >= 35_040) offsets.clear();
  offsets.set(quarter, offset);
  return offset;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDay(instant: string | Date, timeZone: string): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 10);
}

/** The instant a local wall-clock time of a day happens in a zone (ISO 8601 UTC). */
export function zonedInstant(day: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${day}T${time}Z`);
  let guess = wall - offsetAt(wall, timeZone);
  // A second pass settles an offset that changes between the guess and the answer (summer time).
  guess = wall - offsetAt(guess, timeZone);
  return new Date(guess).toISOString();
}

/** Adds days to YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Saturday and Sunday. */
export function isWeekend(day: string): boolean {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow === 0 || dow === 6;
}

/** The `n`th working day after `day` (the day itself not counted). */
export function addWorkingDays(day: string, n: number): string {
  let d = day;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (!isWeekend(d)) left -= 1;
  }
  return d;
}

/**
 * When a case entered at `enteredAt` is due in a state with `workingDays` of service level: the end of the
 * `workingDays`th working day after the day of entry, in the account's time zone.
 */
export function dueAt(enteredAt: string, workingDays: number, timeZone: string): string {
  const due = addWorkingDays(localDay(enteredAt, timeZone), workingDays);
  return zonedInstant(due, '23:59:59.999', timeZone);
}

export type DueState = 'overdue' | 'due_today' | 'on_time';

/** How a due instant stands at `now`, as the queue's badges say it ("Overdue", "Due today"). */
export function dueState(due: string, now: string, timeZone: string): DueState {
  if (Date.parse(now) > Date.parse(due)) return 'overdue';
  return localDay(due, timeZone) === localDay(now, timeZone) ? 'due_today' : 'on_time';
}

/** Is this a time zone the runtime knows? */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

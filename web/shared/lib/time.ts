const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "12 Mar 2026" */
export function formatDate(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateFormat.format(t);
}

/** "12 Mar 2026, 14:05" in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateTimeFormat.format(t);
}

/**
 * The one way the console shows a moment: relative while recent ("just now", "3 min ago", "5 h ago",
 * "yesterday 14:05", "4 days ago"), then the compact date ("12 Mar 2026"). Future moments read "in 3 min".
 */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const diff = now - t;
  const abs = Math.abs(diff);
  const future = diff < 0;
  const wrap = (s: string) => (future ? `in ${s}` : `${s} ago`);
  if (abs < 45_000) return future ? 'in a moment' : 'just now';
  if (abs < HOUR) return wrap(`${Math.max(1, Math.round(abs / MINUTE))} min`);
  if (abs < DAY) return wrap(`${Math.round(abs / HOUR)} h`);
  if (!future && abs < 2 * DAY) return `yesterday ${timeFormat.format(t)}`;
  if (abs < 7 * DAY) return wrap(`${Math.round(abs / DAY)} days`);
  return formatDate(iso);
}

const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/**
 * A moment in few characters, for dense tables: "just now", "12 min ago", "5 h ago" within a day, then the day
 * ("19 Nov", with the year when it is not this one: "19 Nov 2025").
 */
export function formatCompact(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const diff = now - t;
  if (diff >= 0 && diff < DAY) return formatRelative(iso, now);
  const sameYear = new Date(t).getFullYear() === new Date(now).getFullYear();
  return sameYear ? shortDayFormat.format(t) : dateFormat.format(t);
}

/** "2 min 05 s" for a duration in milliseconds, or "840 ms". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** A `datetime-local` input value (local time, minutes) for a moment. */
export function toLocalInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const calendarDayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) as the console shows dates: "12 Mar 2026" (no time zone shift). */
export function formatDay(isoDay: string): string {
  const t = Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(t) ? isoDay : calendarDayFormat.format(t);
}

const MONTHS = 'january february march april may june july august september october november december'.split(' ');

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 30 Feb and the like, which Date would roll over into March.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * What someone typed into a date field, as a calendar day (YYYY-MM-DD), or null when it is not one. Takes the
 * format the console shows ("12 Mar 2026", "12 March 2026", "12 Mar" for this year), ISO ("2026-03-12") and
 * day-first numbers ("12/03/2026", "12.03.2026").
 */
export function parseDay(text: string, now: number = Date.now()): string | null {
  const input = text.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(input);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(input);
  if (numeric) return isoDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2})\s+([a-z]+)\.?,?(?:\s+(\d{4}))?$/.exec(input);
  if (named) {
    const name = named[2] as string;
    // "Mar", "March" and "Sept" name a month; "Ma" could be two.
    const month = name.length < 3 ? 0 : MONTHS.findIndex((m) => m.startsWith(name)) + 1;
    if (month === 0) return null;
    const year = named[3] === undefined ? new Date(now).getUTCFullYear() : Number(named[3]);
    return isoDay(year, month, Number(named[1]));
  }
  return null;
}

/** Whether the text names its year: a day can be taken while it is typed only once it is whole. */
export function hasFullYear(text: string): boolean {
  return /\d{4}/.test(text);
}

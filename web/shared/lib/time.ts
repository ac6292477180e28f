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

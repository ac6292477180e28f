const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long a case has waited in its state, as the queue's "Waiting" column and the CSV export say it. */
export function waitingText(since: string, nowMs: number): string {
  const ms = Math.max(0, nowMs - Date.parse(since));
  if (Number.isNaN(ms)) return '—';
  if (ms >= DAY_MS) return `${Math.floor(ms / DAY_MS)} d`;
  if (ms >= HOUR_MS) return `${Math.floor(ms / HOUR_MS)} h`;
  return '< 1 h';
}

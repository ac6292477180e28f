/**
 * How long a case's personal data is kept after the business relationship ends, and when it is due for erasure.
 * The default follows EU AMLD article 40: five years after the end of the business relationship.
 */
export const DEFAULT_RETENTION_YEARS = 5;
export const MIN_RETENTION_YEARS = 1;
export const MAX_RETENTION_YEARS = 30;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) that exists, or null. */
export function parseDay(text: string): string | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : text;
}

/** The UTC day of an ISO timestamp. */
export function dayOf(timestamp: string): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/**
 * The last day the data is kept: the day the relationship ended, `years` later. A relationship that ended on
 * 29 February is kept until 28 February of a year without one (never a day past the period).
 */
export function retainUntil(offboardedAt: string, years: number): string {
  const [y, m, d] = dayOf(offboardedAt).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** Whether the retention period still runs on `day`: the case is not offboarded, or `day` is within it. */
export function withinRetention(retainUntilDay: string | null, day: string): boolean {
  return retainUntilDay === null || day <= retainUntilDay;
}

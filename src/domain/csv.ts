/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF. A field a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or CR) is prefixed with ' (the OWASP advice against CSV injection): a
 * company named "=HYPERLINK(…)" by a customer stays text in the officer's spreadsheet.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long since `since`, as the queue's "Waiting" column says it: "3 d", "5 h", "< 1 h". */
export function waitingText(since: string, nowMs: number): string {
  const ms = Math.max(0, nowMs - Date.parse(since));
  if (ms >= DAY_MS) return `${Math.floor(ms / DAY_MS)} d`;
  if (ms >= HOUR_MS) return `${Math.floor(ms / HOUR_MS)} h`;
  return '< 1 h';
}

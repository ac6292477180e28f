import type { ListDate } from '../list-entry.js';

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

interface DatePoint {
  year: number;
  /** YYYY-MM-DD when the day is given. */
  date?: string;
}

/** "12 Jan 1970", "Jan 1970", "1970", "1970-01-12": a point with its year. */
function parsePoint(text: string): DatePoint | null {
  const t = text.trim();
  let m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m) {
    const [, day = '', monthName = '', year = ''] = m;
    const month = MONTHS[monthName.toLowerCase()];
    if (!month) return null;
    return { year: Number(year), date: `${year}-${month}-${day.padStart(2, '0')}` };
  }
  m = /^([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m && MONTHS[(m[1] ?? '').toLowerCase()]) return { year: Number(m[2]) };
  m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return { year: Number(m[1]), date: m[0] };
  m = /^(\d{4})(?:-\d{2})?$/.exec(t);
  if (m) return { year: Number(m[1]) };
  return null;
}

/**
 * A date as OFAC and OpenSanctions write one: "12 Jan 1970", "Jan 1970", "1970", "circa 1970", "1968 to 1970",
 * "01 Jan 1968 to 31 Dec 1970", "1970-01-12". What cannot be read keeps its text and no range (neutral in scoring).
 */
export function parseListDate(raw: string): ListDate {
  const text = raw.trim().replace(/\.$/, '');
  let rest = text;
  let circa = false;
  const circaMatch = /^(circa|approximately|approx\.?|c\.)\s+/i.exec(rest);
  if (circaMatch) {
    circa = true;
    rest = rest.slice(circaMatch[0].length);
  }
  const range = /^(.+?)\s+(?:to|-)\s+(.+)$/i.exec(rest);
  if (range) {
    const from = parsePoint(range[1] ?? '');
    const to = parsePoint(range[2] ?? '');
    if (from && to) return { text, year_from: from.year, year_to: to.year, ...(circa ? { circa } : {}) };
    return { text };
  }
  const point = parsePoint(rest);
  if (!point) return { text };
  return {
    text,
    ...(point.date && !circa ? { date: point.date } : {}),
    year_from: point.year,
    year_to: point.year,
    ...(circa ? { circa } : {}),
  };
}

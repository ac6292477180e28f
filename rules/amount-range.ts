/**
 * Amounts and ranges as people read them: "100000-1000000 EUR" → "100,000–1,000,000 EUR" (thousands separators,
 * an en dash, the currency after), "EUR 50000" → "50,000 EUR", "< 100000 EUR" → "Under 100,000 EUR", "11-50" →
 * "11–50". Text that is not an amount or a range comes back as it is. Pure and dependency-free: the console and
 * the portal import it too, so the report, the console and the portal print a range alike.
 */

const AMOUNT = String.raw`\d[\d,.\u00a0\u202f ]*`;
const RANGE = new RegExp(
  String.raw`^\s*(<=?|>=?|≤|≥|under|over|up to|less than|more than)?\s*([A-Z]{3})?\s*(${AMOUNT})\s*` +
    String.raw`(?:(?:-|–|—|to)\s*([A-Z]{3})?\s*(${AMOUNT}))?\s*([A-Z]{3})?\s*(\+)?\s*$`,
  'i',
);

const grouping = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "1,000,000", "1 000 000" or "1.000.000" as a number; a lone "." with decimals stays a decimal point. */
function amount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const plain = /^\d{1,3}(\.\d{3})+$/.test(compact) ? compact.replace(/\./g, '') : compact.replace(/,/g, '');
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

const BOUND_WORDS: Record<string, string> = {
  '<': 'Under',
  '<=': 'Up to',
  '≤': 'Up to',
  under: 'Under',
  'less than': 'Under',
  'up to': 'Up to',
  '>': 'Over',
  '>=': 'From',
  '≥': 'From',
  over: 'Over',
  'more than': 'Over',
};

export function formatAmountRange(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  const match = RANGE.exec(text);
  if (!match) return text;
  const [, bound, currencyBefore, low, currencyMiddle, high, currencyAfter, plus] = match;
  const currencies = [currencyBefore, currencyMiddle, currencyAfter].filter((c): c is string => c !== undefined);
  // A range names one currency at most, and a bound goes with a single amount.
  if (new Set(currencies.map((c) => c.toUpperCase())).size > 1 || (bound && high)) return text;
  const lowValue = amount(low as string);
  const highValue = high === undefined ? null : amount(high);
  if (lowValue === null || (high !== undefined && highValue === null)) return text;
  let words = grouping.format(lowValue);
  if (highValue !== null) words += `–${grouping.format(highValue)}`;
  if (plus) words += '+';
  if (currencies[0]) words += ` ${currencies[0].toUpperCase()}`;
  if (bound) words = `${BOUND_WORDS[bound.toLowerCase()] ?? bound} ${words}`;
  return words;
}

import { t } from '../i18n';

// Numbers, sizes and dates in the catalogue's language (Intl does the words: "48 kB", "12 Mar 2026, 14:05").

let sizeFormats: Record<'byte' | 'kilobyte' | 'megabyte', Intl.NumberFormat> | null = null;

/** "48 kB", "2.4 MB". */
export function fileSize(bytes: number): string {
  sizeFormats ??= {
    byte: new Intl.NumberFormat(t.lang, { style: 'unit', unit: 'byte', unitDisplay: 'long' }),
    kilobyte: new Intl.NumberFormat(t.lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
    megabyte: new Intl.NumberFormat(t.lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
  };
  if (bytes < 1024) return sizeFormats.byte.format(bytes);
  if (bytes < 1024 * 1024) return sizeFormats.kilobyte.format(Math.max(1, Math.round(bytes / 1024)));
  return sizeFormats.megabyte.format(bytes / (1024 * 1024));
}

let dateTimeFormat: Intl.DateTimeFormat | null = null;

/** "12 Mar 2026, 14:05" in the customer's time zone. */
export function dateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  dateTimeFormat ??= new Intl.DateTimeFormat(t.lang, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(time);
}

let collator: Intl.Collator | null = null;

/** Sorts by a text in the catalogue's language. */
export function byName<T>(list: readonly T[], name: (item: T) => string): T[] {
  collator ??= new Intl.Collator(t.lang, { sensitivity: 'base' });
  const c = collator;
  return [...list].sort((a, b) => c.compare(name(a), name(b)));
}

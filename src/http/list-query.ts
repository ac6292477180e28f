import { AppError } from '../domain/app-error.js';
import { decodePageCursor, type PageCursor } from '../domain/page-cursor.js';

/** `status=a,b` read into a checked list (undefined when absent); an unknown value is a field error. */
export function statusFilter<T extends string>(
  text: string | undefined,
  isAllowed: (value: string) => value is T,
  unknownMessage: (value: string) => string,
): T[] | undefined {
  if (text === undefined) return undefined;
  const values = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const value of values) {
    if (!isAllowed(value)) throw AppError.field('status', unknownMessage(value));
  }
  return values as T[];
}

/** The `cursor` query parameter as the position to continue after (undefined for the first page). */
export function cursorParam(text: string | undefined): PageCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodePageCursor(text);
  if (cursor === null) throw AppError.field('cursor', 'is not a cursor this service issued');
  return cursor;
}

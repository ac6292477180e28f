/** Row-value readers that hide the two dialects' representations from repositories. */

export function fromBool(value: unknown): boolean {
  return value === true || value === 1;
}

export function fromNullableBool(value: unknown): boolean | null {
  return value === null || value === undefined ? null : fromBool(value);
}

/** jsonb comes back parsed from PostgreSQL; SQLite returns the text. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

/** bigint columns come back as strings from PostgreSQL. */
export function fromBigint(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

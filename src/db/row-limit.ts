import { type RawBuilder, sql } from 'kysely';

/**
 * A LIMIT whose value is bound, in a form SQLite does not re-prepare. SQLite plans by the value of a bare bound
 * `LIMIT ?`, so it marks the statement expired each time the parameter is bound and parses and plans it again on
 * every run (measured with perf: a fifth of a case list page's CPU).
 * The same value as an expression is bound without that; the plans of our paged queries come from their ORDER BY
 * indexes, not from the limit. PostgreSQL takes the cast as it is.
 */
export function rowLimit(count: number): RawBuilder<number> {
  return sql<number>`cast(${count} as integer)`;
}

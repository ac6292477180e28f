export type SqlDialect = 'sqlite' | 'postgres';

/** Column types that differ between the two dialects; everything else is written once. */
export interface ColumnTypes {
  readonly uuid: 'uuid' | 'text';
  readonly timestamp: 'timestamptz' | 'text';
  readonly date: 'date' | 'text';
  readonly json: 'jsonb' | 'text';
  readonly bool: 'boolean' | 'integer';
}

export function columnTypes(dialect: SqlDialect): ColumnTypes {
  return dialect === 'postgres'
    ? { uuid: 'uuid', timestamp: 'timestamptz', date: 'date', json: 'jsonb', bool: 'boolean' }
    : { uuid: 'text', timestamp: 'text', date: 'text', json: 'text', bool: 'integer' };
}

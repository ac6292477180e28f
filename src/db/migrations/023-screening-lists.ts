import type { Kysely } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Screening lists (issue 20, sections 1 and 2): operator-wide, not per account (every account screens against the
 * same published lists).
 * - `screening_sources`: one row per source (ofac-sdn, un, opensanctions) and its current version.
 * - `screening_list_versions`: each import, immutable: content hash, sequence number within the source, counts.
 * - `screening_entries`: one row per entry content, valid from one version's sequence number (`valid_from_seq`) to
 *   the one that changed or removed it (`valid_to_seq`, exclusive; null while current). A version is the rows
 *   valid at its sequence number; its diff from the previous one is the rows starting or ending at it. A row never
 *   changes but for its `valid_to_seq`, so its id names one content of an entry (a hit dismissed on it is on that
 *   content).
 * - `screening_name_keys`: the candidate index of current entries: normalised name tokens, their phonetic keys and
 *   prefixes, and crypto addresses; a name's candidates come from an indexed lookup of its keys, never a scan.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('screening_sources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('current_version_id', t.uuid)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('screening_list_versions')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull().references('screening_sources.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('imported_at', t.timestamp, (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('added', 'integer', (c) => c.notNull())
    .addColumn('changed', 'integer', (c) => c.notNull())
    .addColumn('removed', 'integer', (c) => c.notNull())
    .addUniqueConstraint('screening_list_versions_source_seq', ['source', 'seq'])
    .execute();
  await db.schema
    .createTable('screening_entries')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull().references('screening_sources.id'))
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    // The normalised entry (src/screening/list-entry.ts) as JSON text: read whole, parsed by the matcher.
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('valid_from_seq', 'integer', (c) => c.notNull())
    .addColumn('valid_to_seq', 'integer')
    .execute();
  await db.schema
    .createIndex('screening_entries_key')
    .on('screening_entries')
    .columns(['source', 'source_key', 'valid_from_seq'])
    .execute();
  await db.schema
    .createIndex('screening_entries_from')
    .on('screening_entries')
    .columns(['source', 'valid_from_seq'])
    .execute();
  await db.schema
    .createIndex('screening_entries_to')
    .on('screening_entries')
    .columns(['source', 'valid_to_seq'])
    .execute();
  await db.schema
    .createTable('screening_name_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('entry_id', t.uuid, (c) => c.notNull().references('screening_entries.id'))
    .addPrimaryKeyConstraint('screening_name_keys_pk', ['key', 'entry_id'])
    .execute();
  await db.schema.createIndex('screening_name_keys_entry').on('screening_name_keys').columns(['entry_id']).execute();
}

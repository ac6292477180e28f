import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * Case review in the console: the queue's filters and search read columns of the verification row itself (no
 * join per row), officers' notes and files, and per-tab review marks.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);

  // The company under review, copied onto its case so the queue filters, searches and lists without a join.
  await db.schema.alterTable('verifications').addColumn('company_name', 'text').execute();
  await db.schema.alterTable('verifications').addColumn('company_number', 'text').execute();
  await db.schema.alterTable('verifications').addColumn('jurisdiction_code', 'text').execute();
  // The latest external risk score's level (low, medium, high), or null when none came.
  await db.schema.alterTable('verifications').addColumn('risk_level', 'text').execute();
  // Lower-case "name number customer_id": what the queue's search box matches, by prefix or substring.
  await db.schema.alterTable('verifications').addColumn('search_text', 'text').execute();
  // When the data behind each reviewable tab last changed ({"company": ts, …}): a "Reviewed" mark older than its
  // tab's change no longer counts.
  await db.schema.alterTable('verifications').addColumn('tab_changed_at', t.json).execute();

  await sql`UPDATE verifications SET
      company_name = (SELECT c.formal_name FROM companies c WHERE c.verification_id = verifications.id AND c.position = 0),
      company_number = (SELECT c.company_number FROM companies c WHERE c.verification_id = verifications.id AND c.position = 0),
      jurisdiction_code = (SELECT j.code FROM companies c JOIN jurisdictions j ON j.id = c.jurisdiction_id
                           WHERE c.verification_id = verifications.id AND c.position = 0),
      risk_level = (SELECT r.risk_score_simple FROM external_risk_scores r WHERE r.id = verifications.external_risk_score_id)`.execute(
    db,
  );
  await sql`UPDATE verifications SET tab_changed_at = ${sql.lit('{}')}`.execute(db);
  await sql`UPDATE verifications SET search_text =
      lower(coalesce(company_name, '') || ' ' || coalesce(company_number, '') || ' ' || coalesce(customer_id, ''))`.execute(
    db,
  );

  // Each of the queue's views is a range scan of one index, newest first.
  for (const [name, columns] of [
    ['verifications_queue_status', ['account_id', 'status', 'created_at', 'id']],
    ['verifications_queue_assignee', ['account_id', 'assigned_to', 'created_at', 'id']],
    ['verifications_queue_jurisdiction', ['account_id', 'jurisdiction_code', 'created_at', 'id']],
    ['verifications_queue_risk', ['account_id', 'risk_level', 'created_at', 'id']],
    ['verifications_queue_data_update', ['account_id', 'last_data_update', 'id']],
    ['verifications_company_identity', ['account_id', 'jurisdiction_code', 'company_number']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('verifications')
      .columns([...columns])
      .execute();
  }

  // Substring search that stays index-backed: trigram indexes on both databases.
  if (dialect === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX verifications_search ON verifications USING gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    // FTS5's trigram tokenizer serves LIKE '%text%'. Its rows are keyed by an INTEGER PRIMARY KEY of a table of
    // our own (VACUUM may renumber an implicit rowid, never one of those), kept in step by triggers.
    await sql`CREATE TABLE verification_search_keys (rowid INTEGER PRIMARY KEY, verification_id TEXT NOT NULL UNIQUE)`.execute(
      db,
    );
    await sql`CREATE VIRTUAL TABLE verification_search USING fts5(search_text, tokenize='trigram')`.execute(db);
    await sql`INSERT INTO verification_search_keys(verification_id) SELECT id FROM verifications`.execute(db);
    await sql`INSERT INTO verification_search(rowid, search_text)
      SELECT k.rowid, v.search_text FROM verification_search_keys k JOIN verifications v ON v.id = k.verification_id`.execute(
      db,
    );
    await sql`CREATE TRIGGER verification_search_insert AFTER INSERT ON verifications BEGIN
      INSERT INTO verification_search_keys(verification_id) VALUES (new.id);
      INSERT INTO verification_search(rowid, search_text) VALUES (last_insert_rowid(), new.search_text); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER verification_search_update AFTER UPDATE OF search_text ON verifications BEGIN
      UPDATE verification_search SET search_text = new.search_text
        WHERE rowid = (SELECT rowid FROM verification_search_keys WHERE verification_id = new.id); END`.execute(db);
  }

  // Internal notes: the console and the API only, never the customer or a webhook.
  await db.schema
    .createTable('case_notes')
    .addColumn('id', t.uuid, (c) => c.primaryKey())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('author_type', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('case_notes_case').on('case_notes').columns(['verification_id', 'created_at']).execute();

  // An officer's "Reviewed" mark on one tab of a case; it stands while the tab's data is older than the mark.
  await db.schema
    .createTable('review_marks')
    .addColumn('verification_id', t.uuid, (c) => c.notNull().references('verifications.id'))
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('marked_by', 'text', (c) => c.notNull())
    .addColumn('marked_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('review_marks_pk', ['verification_id', 'tab'])
    .execute();

  // Officers' own files on a case ("Additional files"): documents the customer never sees.
  await db.schema
    .alterTable('document_records')
    .addColumn('internal', t.bool, (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('document_records').addColumn('uploaded_by', 'text').execute();
}

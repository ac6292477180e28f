import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * The source system's fields Dossier lacked (issue 23), so an integrator of that system can point their client at
 * Dossier:
 * - on `persons`: `family_name`, `parents_given_names`, `personal_number`, `funds_sources`, `title_position`
 *   (all optional text);
 * - on `companies`: `registered_address` and `office_address` (JSON, an address as persons keep theirs),
 *   `sources_of_funds` (JSON array of keys) and `sources_of_funds_other`; every stored company detail is cleared,
 *   so the next read renders it again with them;
 * - the verification record shows the company's e-mail (`entity_contact_email`) and its revisions' times
 *   (`revision_timestamps`): the case's `view_version` (migration 008) now changes with the company's `email` and
 *   with every new revision, so no process serves a kept record without them.
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  for (const name of ['family_name', 'parents_given_names', 'personal_number', 'funds_sources', 'title_position']) {
    await db.schema.alterTable('persons').addColumn(name, 'text').execute();
  }
  for (const name of ['registered_address', 'office_address', 'sources_of_funds']) {
    await db.schema.alterTable('companies').addColumn(name, t.json).execute();
  }
  await db.schema.alterTable('companies').addColumn('sources_of_funds_other', 'text').execute();
  await sql`UPDATE companies SET detail_json = NULL`.execute(db);
  const companyColumns = sql.raw('formal_name, company_number, jurisdiction_id, position, verification_id, email');
  if (dialect === 'sqlite') {
    const bump = (row: 'NEW' | 'OLD') =>
      sql.raw(`UPDATE verifications SET view_version = view_version + 1 WHERE id = ${row}.verification_id;`);
    await sql`DROP TRIGGER companies_view_version`.execute(db);
    await sql`CREATE TRIGGER companies_view_version AFTER UPDATE OF ${companyColumns} ON companies
      BEGIN ${bump('OLD')} ${bump('NEW')} END`.execute(db);
    await sql`CREATE TRIGGER case_revisions_view_version AFTER INSERT ON case_revisions
      BEGIN ${bump('NEW')} END`.execute(db);
    return;
  }
  await sql`DROP TRIGGER companies_view_version ON companies`.execute(db);
  await sql`CREATE TRIGGER companies_view_version AFTER UPDATE OF ${companyColumns} ON companies
    FOR EACH ROW EXECUTE FUNCTION case_part_view_version()`.execute(db);
  await sql`CREATE TRIGGER case_revisions_view_version AFTER INSERT ON case_revisions
    FOR EACH ROW EXECUTE FUNCTION case_part_view_version()`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * `verifications.view_version`: a number that changes with every update of a case, of what it shows of its
 * company under review, and of its review marks. A process keeps each case's presented record and state
 * (PresentedCaseMemo) under its id and this number, so a list page reads one small column per case to know which cases
 * it must read and render again.
 *
 * Kept by triggers, not by the code that writes: no write path, present or future, can forget it. On PostgreSQL a
 * BEFORE trigger sets the new number in the row being written. SQLite cannot change the row in a BEFORE trigger,
 * so an AFTER trigger updates it again (the page is already dirty in that transaction; recursive triggers are off,
 * and the WHEN keeps its own update from matching).
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .alterTable('verifications')
    .addColumn('view_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  const companyColumns = sql.raw('formal_name, company_number, jurisdiction_id, position, verification_id');
  if (dialect === 'sqlite') {
    await sql`CREATE TRIGGER verifications_view_version AFTER UPDATE ON verifications
      WHEN NEW.view_version = OLD.view_version
      BEGIN UPDATE verifications SET view_version = OLD.view_version + 1 WHERE rowid = NEW.rowid; END`.execute(db);
    const bump = (row: 'NEW' | 'OLD') =>
      sql.raw(`UPDATE verifications SET view_version = view_version + 1 WHERE id = ${row}.verification_id;`);
    await sql`CREATE TRIGGER companies_view_version AFTER UPDATE OF ${companyColumns} ON companies
      BEGIN ${bump('OLD')} ${bump('NEW')} END`.execute(db);
    await sql`CREATE TRIGGER review_marks_insert_view_version AFTER INSERT ON review_marks
      BEGIN ${bump('NEW')} END`.execute(db);
    await sql`CREATE TRIGGER review_marks_update_view_version AFTER UPDATE ON review_marks
      BEGIN ${bump('OLD')} ${bump('NEW')} END`.execute(db);
    await sql`CREATE TRIGGER review_marks_delete_view_version AFTER DELETE ON review_marks
      BEGIN ${bump('OLD')} END`.execute(db);
    return;
  }
  await sql`CREATE FUNCTION verifications_view_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.view_version := OLD.view_version + 1; RETURN NEW; END $$`.execute(db);
  await sql`CREATE TRIGGER verifications_view_version BEFORE UPDATE ON verifications
    FOR EACH ROW EXECUTE FUNCTION verifications_view_version()`.execute(db);
  // A row of another table that shows in its case: the case's number changes with it (both cases', if it moved).
  await sql`CREATE FUNCTION case_part_view_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        UPDATE verifications SET view_version = view_version + 1 WHERE id = OLD.verification_id;
      END IF;
      IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.verification_id <> OLD.verification_id) THEN
        UPDATE verifications SET view_version = view_version + 1 WHERE id = NEW.verification_id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER companies_view_version AFTER UPDATE OF ${companyColumns} ON companies
    FOR EACH ROW EXECUTE FUNCTION case_part_view_version()`.execute(db);
  await sql`CREATE TRIGGER review_marks_view_version AFTER INSERT OR UPDATE OR DELETE ON review_marks
    FOR EACH ROW EXECUTE FUNCTION case_part_view_version()`.execute(db);
}

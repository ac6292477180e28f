import { type Kysely, sql } from 'kysely';
import { caseSearchText } from '../../domain/case-search.js';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * The queue a team lead runs:
 * - `verifications.status_changed_at`: when the case entered its current state, for the "Waiting" column, the
 *   "waiting longer than" filter and the order by time waiting. Backfilled from the audit log (the latest entry
 *   that moved the case into its current state), else from the case's creation (a case never moved has waited in
 *   its first state since it was opened). Written by the code on every status change from now on.
 * - a covering index per new order (oldest first reads the creation index backwards).
 * - `verification_status_counts`: how many cases each account has in each state, kept by triggers in the same
 *   transaction as the change, so the queue's unfiltered tab counts are a read of a few rows, not of every case.
 * - the search text also holds the names of the case's persons (directors and UBOs).
 */
export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema.alterTable('verifications').addColumn('status_changed_at', t.timestamp).execute();
  await backfillStatusChangedAt(db);
  if (dialect === 'postgres') {
    await sql`ALTER TABLE verifications ALTER COLUMN status_changed_at SET NOT NULL`.execute(db);
  }
  await db.schema
    .createIndex('verifications_page_waiting')
    .on('verifications')
    .columns(['account_id', 'status_changed_at', 'id', 'view_version', 'created_at', 'last_data_update'])
    .execute();

  await createStatusCounts(db, dialect);
  await addPersonNamesToSearchText(db);
}

/** The latest audit entry that moved each case into its current state, else its creation. */
export async function backfillStatusChangedAt(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE verifications SET status_changed_at = coalesce(
      (SELECT max(a.created_at) FROM audit_log a
        WHERE a.verification_id = verifications.id AND a.to_state = verifications.status),
      created_at)`.execute(db);
}

async function createStatusCounts(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('verification_status_counts')
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_status_counts_pk', ['account_id', 'status'])
    .execute();
  await sql`INSERT INTO verification_status_counts (account_id, status, n)
    SELECT account_id, status, count(*) FROM verifications GROUP BY account_id, status`.execute(db);

  if (dialect === 'sqlite') {
    const add = (row: 'new' | 'old', delta: string) =>
      `INSERT INTO verification_status_counts (account_id, status, n) VALUES (${row}.account_id, ${row}.status, ${delta})
        ON CONFLICT (account_id, status) DO UPDATE SET n = n + ${delta};`;
    await sql
      .raw(
        `CREATE TRIGGER verification_status_counts_insert AFTER INSERT ON verifications BEGIN ${add('new', '1')} END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER verification_status_counts_delete AFTER DELETE ON verifications BEGIN ${add('old', '-1')} END`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER verification_status_counts_update AFTER UPDATE OF status, account_id ON verifications
        WHEN old.status IS NOT new.status OR old.account_id IS NOT new.account_id
        BEGIN ${add('old', '-1')} ${add('new', '1')} END`)
      .execute(db);
    return;
  }
  // PostgreSQL: two transitions in opposite directions (in_progress → qa and qa → in_progress) touch the same two
  // rows. One UPDATE does not lock them in any promised order (a scan follows where each row's latest version
  // lies), so they deadlocked under load: the rows are first locked in the primary key's order by a sorted
  // SELECT … FOR UPDATE, then updated. The row of a state met for the first time is created first (DO NOTHING
  // takes no lock on an existing row).
  await sql`CREATE FUNCTION verification_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO verification_status_counts (account_id, status, n) VALUES (NEW.account_id, NEW.status, 1)
          ON CONFLICT (account_id, status) DO UPDATE SET n = verification_status_counts.n + 1;
      ELSIF TG_OP = 'DELETE' THEN
        UPDATE verification_status_counts SET n = n - 1 WHERE account_id = OLD.account_id AND status = OLD.status;
      ELSIF OLD.status IS DISTINCT FROM NEW.status OR OLD.account_id IS DISTINCT FROM NEW.account_id THEN
        INSERT INTO verification_status_counts (account_id, status, n) VALUES (NEW.account_id, NEW.status, 0)
          ON CONFLICT (account_id, status) DO NOTHING;
        PERFORM 1 FROM verification_status_counts
          WHERE (account_id, status) IN ((OLD.account_id, OLD.status), (NEW.account_id, NEW.status))
          ORDER BY account_id, status
          FOR UPDATE;
        UPDATE verification_status_counts
          SET n = n + (CASE WHEN account_id = NEW.account_id AND status = NEW.status THEN 1 ELSE 0 END)
                    - (CASE WHEN account_id = OLD.account_id AND status = OLD.status THEN 1 ELSE 0 END)
          WHERE (account_id, status) IN ((OLD.account_id, OLD.status), (NEW.account_id, NEW.status));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER verification_status_counts_keep AFTER INSERT OR DELETE OR UPDATE OF status, account_id
    ON verifications FOR EACH ROW EXECUTE FUNCTION verification_status_counts_keep()`.execute(db);
}

const BATCH = 500;

/** Recomputes the search text of every case with persons, in the code's own words (caseSearchText). */
export async function addPersonNamesToSearchText(db: Kysely<unknown>): Promise<void> {
  const { rows: withPersons } = await sql<{ id: string }>`SELECT DISTINCT verification_id AS id FROM persons`.execute(
    db,
  );
  for (let i = 0; i < withPersons.length; i += BATCH) {
    const ids = withPersons.slice(i, i + BATCH).map((r) => r.id);
    const { rows: cases } = await sql<{
      id: string;
      company_name: string | null;
      company_number: string | null;
      customer_id: string | null;
    }>`SELECT id, company_name, company_number, customer_id FROM verifications WHERE id IN (${sql.join(ids)})`.execute(
      db,
    );
    const { rows: persons } = await sql<{ verification_id: string; given_names: string; surname: string }>`
      SELECT verification_id, given_names, surname FROM persons
        WHERE verification_id IN (${sql.join(ids)}) ORDER BY verification_id, id`.execute(db);
    const names = new Map<string, string[]>();
    for (const p of persons) {
      const list = names.get(p.verification_id) ?? [];
      list.push(`${p.given_names} ${p.surname}`);
      names.set(p.verification_id, list);
    }
    for (const c of cases) {
      const text = caseSearchText(c.company_name, c.company_number, c.customer_id, names.get(c.id) ?? []);
      await sql`UPDATE verifications SET search_text = ${text} WHERE id = ${c.id}`.execute(db);
    }
  }
}

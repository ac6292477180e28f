import { type Kysely, sql } from 'kysely';
import { columnTypes, type SqlDialect } from '../sql-dialect.js';

/**
 * The queue's orders by risk level and by due date (issue 21), and its overdue counts:
 * - `verifications.risk_rank`: the standing level (`assessed_level`) as text '4' (prohibited), '3' (high),
 *   '2' (medium), '1' (low), '0' (not assessed). A generated column, so no write path can leave it behind, and the
 *   order "highest level first, then newest" is a keyset read of one index.
 * - `verifications.due_order`: `due_at`, or 9999-12-31T23:59:59.999Z for a case without a deadline (a decided one),
 *   so "soonest due first, those without a deadline last" reads the same on both databases (SQLite sorts NULL
 *   first, PostgreSQL last) and the cursor is always a timestamp.
 * - an index per order: the key, the id and `status`, which the queue's tabs always filter by (a tab skips the other
 *   states' cases without reading their rows). Not covering, unlike migrations 009 and 011's: `view_version`
 *   changes with every write to a case, and each index holding it is rewritten with it (reassessing 20,000 cases
 *   took 3.1-3.7 s of CPU with covering indexes, 2.9 s with these, 2.6 s with none); a page of these orders reads
 *   its 100 rows instead.
 * - `verification_due_counts`: how many of an account's cases in each state fall due on each day (UTC), kept by
 *   triggers in the same transaction as the change, as migration 011 keeps the tab counts. The tabs' overdue
 *   numbers add up the days before today and count today's deadlines already passed in the due order's index: a
 *   few rows per day of deadlines, whatever the number of overdue cases (counting them one by one cost 35 ms at
 *   33,000 overdue cases on SQLite, and more when the planner preferred the status index).
 *
 * SQLite adds a generated column only as VIRTUAL (computed when read; its indexes keep the value); PostgreSQL's are
 * STORED.
 */
const NO_DEADLINE = '9999-12-31T23:59:59.999Z';

export async function up(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const rank = sql.raw(`CASE assessed_level WHEN 'prohibited' THEN '4' WHEN 'high' THEN '3' WHEN 'medium' THEN '2'
    WHEN 'low' THEN '1' ELSE '0' END`);
  if (dialect === 'sqlite') {
    await sql`ALTER TABLE verifications ADD COLUMN risk_rank TEXT GENERATED ALWAYS AS (${rank}) VIRTUAL`.execute(db);
    await sql`ALTER TABLE verifications ADD COLUMN due_order TEXT
      GENERATED ALWAYS AS (coalesce(due_at, ${sql.lit(NO_DEADLINE)})) VIRTUAL`.execute(db);
  } else {
    await sql`ALTER TABLE verifications ADD COLUMN risk_rank text GENERATED ALWAYS AS (${rank}) STORED`.execute(db);
    await sql`ALTER TABLE verifications ADD COLUMN due_order timestamptz
      GENERATED ALWAYS AS (coalesce(due_at, ${sql.lit(NO_DEADLINE)}::timestamptz)) STORED`.execute(db);
  }
  await db.schema
    .createIndex('verifications_page_risk')
    .on('verifications')
    .columns(['account_id', 'risk_rank', 'id', 'status'])
    .execute();
  await db.schema
    .createIndex('verifications_page_due')
    .on('verifications')
    .columns(['account_id', 'due_order', 'id', 'status'])
    .execute();
  await createDueCounts(db, dialect);
}

async function createDueCounts(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('verification_due_counts')
    .addColumn('account_id', t.uuid, (c) => c.notNull().references('accounts.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_day', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('verification_due_counts_pk', ['account_id', 'status', 'due_day'])
    .execute();

  if (dialect === 'sqlite') {
    // Timestamps are ISO text in UTC: the day is the first ten characters.
    await sql`INSERT INTO verification_due_counts (account_id, status, due_day, n)
      SELECT account_id, status, substr(due_at, 1, 10), count(*) FROM verifications WHERE due_at IS NOT NULL
      GROUP BY account_id, status, substr(due_at, 1, 10)`.execute(db);
    const add = (row: 'new' | 'old', delta: string) =>
      `INSERT INTO verification_due_counts (account_id, status, due_day, n)
        SELECT ${row}.account_id, ${row}.status, substr(${row}.due_at, 1, 10), ${delta} WHERE ${row}.due_at IS NOT NULL
        ON CONFLICT (account_id, status, due_day) DO UPDATE SET n = n + ${delta};`;
    await sql
      .raw(`CREATE TRIGGER verification_due_counts_insert AFTER INSERT ON verifications BEGIN ${add('new', '1')} END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER verification_due_counts_delete AFTER DELETE ON verifications BEGIN ${add('old', '-1')} END`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER verification_due_counts_update AFTER UPDATE OF status, due_at, account_id ON verifications
        WHEN old.status IS NOT new.status OR old.due_at IS NOT new.due_at OR old.account_id IS NOT new.account_id
        BEGIN ${add('old', '-1')} ${add('new', '1')} END`)
      .execute(db);
    return;
  }
  await sql`INSERT INTO verification_due_counts (account_id, status, due_day, n)
    SELECT account_id, status, to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), count(*) FROM verifications
    WHERE due_at IS NOT NULL GROUP BY 1, 2, 3`.execute(db);
  // As migration 011's counts: the two rows a change moves between are locked in key order first (two changes in
  // opposite directions would otherwise deadlock), the row of a day met for the first time created first.
  await sql`CREATE FUNCTION verification_due_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_account uuid; old_status text; old_day text;
      new_account uuid; new_status text; new_day text;
    BEGIN
      IF TG_OP <> 'INSERT' AND OLD.due_at IS NOT NULL THEN
        old_account := OLD.account_id; old_status := OLD.status;
        old_day := to_char(OLD.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD');
      END IF;
      IF TG_OP <> 'DELETE' AND NEW.due_at IS NOT NULL THEN
        new_account := NEW.account_id; new_status := NEW.status;
        new_day := to_char(NEW.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD');
      END IF;
      IF old_account IS NOT DISTINCT FROM new_account AND old_status IS NOT DISTINCT FROM new_status
        AND old_day IS NOT DISTINCT FROM new_day THEN
        RETURN NULL;
      END IF;
      IF new_day IS NOT NULL THEN
        INSERT INTO verification_due_counts (account_id, status, due_day, n) VALUES (new_account, new_status, new_day, 0)
          ON CONFLICT (account_id, status, due_day) DO NOTHING;
      END IF;
      PERFORM 1 FROM verification_due_counts
        WHERE (account_id, status, due_day) IN ((old_account, old_status, old_day), (new_account, new_status, new_day))
        ORDER BY account_id, status, due_day
        FOR UPDATE;
      UPDATE verification_due_counts SET n = n - 1
        WHERE account_id = old_account AND status = old_status AND due_day = old_day;
      UPDATE verification_due_counts SET n = n + 1
        WHERE account_id = new_account AND status = new_status AND due_day = new_day;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER verification_due_counts_keep AFTER INSERT OR DELETE OR UPDATE OF status, due_at, account_id
    ON verifications FOR EACH ROW EXECUTE FUNCTION verification_due_counts_keep()`.execute(db);
}

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { type DatabaseHandle, type Db, openDatabase } from '../../src/db/database.js';
import { groupCommitterOf } from '../../src/db/group-commit.js';
import { inTransaction } from '../../src/db/transaction.js';

/** A turn of the event loop inside a transaction, as a real action has between its statements. */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

const insert = (db: Db, table: string, id: string) =>
  sql`insert into ${sql.table(table)} (id) values (${id})`.execute(db);

describe('SQLite group commit: many transactions, one durable COMMIT, each still all-or-nothing', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let db: Db;
  /** A second connection, as another process would open: it sees only what is committed. */
  let outside: SqliteDatabase.Database;
  const ids = (table: string) =>
    (outside.prepare(`select id from ${table} order by id`).all() as { id: string }[]).map((r) => r.id);

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dossier-group-commit-'));
    handle = openDatabase({ databaseUrl: null, dataDir: dir });
    db = handle.db;
    await sql`create table items (id text primary key)`.execute(db);
    await sql`create table parents (id text primary key)`.execute(db);
    // Deferred: a dangling reference is refused by COMMIT, not by the statement (how a COMMIT can fail here).
    await sql`create table children (id text primary key,
      parent_id text references parents (id) deferrable initially deferred)`.execute(db);
    outside = new SqliteDatabase(join(dir, 'dossier.db'), { readonly: true });
  });
  after(async () => {
    outside.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await sql`delete from items`.execute(db);
    await sql`delete from children`.execute(db);
  });

  it('commits concurrent transactions together, and each resolves only once its writes are readable elsewhere', async () => {
    const committer = groupCommitterOf(db);
    assert.ok(committer, 'an SQLite database groups its transactions');
    const before = committer.stats;
    const seenByOthers: boolean[] = [];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const id = `item-${String(i).padStart(2, '0')}`;
        return inTransaction(db, async (trx) => {
          await insert(trx, 'items', id);
          await tick();
          return id;
        }).then((resolved) => {
          assert.equal(resolved, id, 'each caller gets its own action’s result');
          seenByOthers.push(ids('items').includes(id));
        });
      }),
    );
    assert.equal(ids('items').length, 40);
    assert.ok(seenByOthers.every(Boolean), 'no transaction resolved before another connection could read its write');
    const commits = committer.stats.commits - before.commits;
    assert.equal(committer.stats.transactions - before.transactions, 40);
    assert.ok(commits < 40, `40 transactions took ${commits} COMMITs: they were not grouped`);
  });

  it('rolls back only the member that throws; the others of its group commit', async () => {
    const results = await Promise.allSettled([
      inTransaction(db, async (trx) => {
        await insert(trx, 'items', 'a');
        await tick();
      }),
      inTransaction(db, async (trx) => {
        await insert(trx, 'items', 'b1');
        await insert(trx, 'items', 'b2');
        await tick();
        throw new Error('refused by the domain');
      }),
      inTransaction(db, async (trx) => {
        await insert(trx, 'items', 'c');
      }),
    ]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.equal((results[1] as PromiseRejectedResult).reason.message, 'refused by the domain');
    assert.deepEqual(ids('items'), ['a', 'c'], 'none of the failed member’s writes, all of the others’');
  });

  it('lets each member see what the members before it wrote, as if they had committed one by one', async () => {
    const [, count] = await Promise.all([
      inTransaction(db, async (trx) => {
        await insert(trx, 'items', 'first');
        await tick();
      }),
      inTransaction(db, async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from items`.execute(trx);
        return Number(rows[0]?.n);
      }),
    ]);
    assert.equal(count, 1);
  });

  it('fails every member of a group whose COMMIT fails, and keeps none of their writes', async () => {
    const results = await Promise.allSettled([
      inTransaction(db, async (trx) => {
        await insert(trx, 'items', 'innocent');
        await tick();
      }),
      inTransaction(db, async (trx) => {
        await sql`insert into children (id, parent_id) values ('orphan', 'no such parent')`.execute(trx);
      }),
    ]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['rejected', 'rejected'],
      'nobody was told "committed"',
    );
    assert.match(String((results[0] as PromiseRejectedResult).reason), /FOREIGN KEY/);
    assert.deepEqual(ids('items'), []);
    assert.deepEqual(ids('children'), []);
    // And the connection is usable afterwards.
    await inTransaction(db, (trx) => insert(trx, 'items', 'after'));
    assert.deepEqual(ids('items'), ['after']);
  });

  it('waits for a write lock another connection holds without freezing the process', async () => {
    // Another writer (the delivery thread, a CLI command) holds SQLite's write lock for a while.
    const other = new SqliteDatabase(join(dir, 'dossier.db'));
    other.exec('begin immediate');
    other.prepare("insert into items (id) values ('other')").run();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    try {
      const committed = inTransaction(db, (trx) => insert(trx, 'items', 'waiting'));
      // Released from a timer on this same thread: a transaction that blocked the thread while it waited (SQLite's
      // busy handler sleeps it) would keep this timer from ever running, and fail after busy_timeout.
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.ok(ticks >= 5, `timers kept running while the transaction waited (${ticks} ticks in 100 ms)`);
      other.exec('commit');
      await committed;
      assert.deepEqual(ids('items'), ['other', 'waiting'], 'it committed once the lock was free');
    } finally {
      clearInterval(ticker);
      if (other.inTransaction) other.exec('rollback');
      other.close();
    }
  });
});

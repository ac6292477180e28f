import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { refreshCaseSearchText } from '../../src/db/repositories/case-search-repository.js';
import { inTransaction } from '../../src/db/transaction.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

type ListItem = { id: string; company_name: string; status: string; created_at: string };

function intake(name: string, director: { given: string; surname: string }) {
  const base = sampleIntake();
  const [first] = base.directors ?? [];
  return {
    ...base,
    company: { ...base.company, formal_name: name },
    directors: first
      ? [{ ...first, person: { ...first.person, given_names: director.given, surname: director.surname } }]
      : [],
  };
}

for (const dialect of testDialects()) {
  describe(`the queue a team lead needs: orders, ageing, search by person, counts [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    const ids: string[] = [];
    const get = async (url: string) => {
      const res = await t.app.inject({ url, headers: tenant.headers });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json();
    };
    /** Every page of a list, following next_cursor. */
    const all = async (query: string): Promise<ListItem[]> => {
      const out: ListItem[] = [];
      let cursor: string | null = null;
      do {
        const page = (await get(
          `/api/v1/verifications?${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        )) as { verifications: ListItem[]; next_cursor: string | null };
        out.push(...page.verifications);
        cursor = page.next_cursor;
      } while (cursor);
      return out;
    };
    const setEntered = (id: string, daysAgo: number) =>
      t.ctx.db
        .updateTable('verifications')
        .set({ status_changed_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString() })
        .where('id', '=', id)
        .execute();

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      const people = [
        { given: 'Rūta', surname: 'Kazlauskaitė' },
        { given: 'Oskar', surname: 'Lindqvist' },
        { given: 'Amelia', surname: 'Fairbrother' },
        { given: 'Jonas', surname: 'Petraitis' },
        { given: 'Mei', surname: 'Tanaka' },
      ];
      for (const [i, person] of people.entries()) ids.push(await openCase(t, tenant, intake(`Company ${i}`, person)));
      // Waiting in their state: case 0 for 1 day, 1 for 9 days, 2 for 4 days, 3 for 12 days, 4 for 2 days.
      for (const [i, days] of [1, 9, 4, 12, 2].entries()) await setEntered(ids[i] as string, days);
    });
    after(() => t.close());

    it('orders oldest first and newest first across pages, each with its own cursor', async () => {
      const newest = (await all('sort=created')).map((v) => v.id);
      assert.deepEqual(newest, [...ids].reverse());
      const oldest = (await all('sort=oldest')).map((v) => v.id);
      assert.deepEqual(oldest, ids);
      const firstPage = await get('/api/v1/verifications?sort=oldest&limit=2');
      const wrong = await t.app.inject({
        url: `/api/v1/verifications?sort=waiting&cursor=${firstPage.next_cursor}`,
        headers: tenant.headers,
      });
      assert.equal(wrong.statusCode, 400, 'a cursor is only read in the order it was issued for');
    });

    it('orders by time waiting in the current state, longest first, and filters by days waiting', async () => {
      const waiting = (await all('sort=waiting')).map((v) => v.company_name);
      assert.deepEqual(waiting, ['Company 3', 'Company 1', 'Company 2', 'Company 4', 'Company 0']);
      const longer = (await all('sort=waiting&waiting_more_than_days=3')).map((v) => v.company_name);
      assert.deepEqual(longer, ['Company 3', 'Company 1', 'Company 2']);
      const newestLonger = (await all('waiting_more_than_days=5')).map((v) => v.company_name);
      assert.deepEqual(newestLonger, ['Company 3', 'Company 1']);
      const counts = await get('/api/v1/verifications/counts?waiting_more_than_days=5');
      assert.equal(counts.counts.new, 2);
      const bad = await t.app.inject({
        url: '/api/v1/verifications?waiting_more_than_days=-1',
        headers: tenant.headers,
      });
      assert.equal(bad.statusCode, 400);
    });

    it('restarts the waiting time when the case changes state', async () => {
      const id = ids[3] as string;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/state/start`,
        headers: tenant.headers,
      });
      assert.equal(res.statusCode, 200, res.body);
      const longer = (await all('sort=waiting&waiting_more_than_days=3')).map((v) => v.company_name);
      assert.deepEqual(longer, ['Company 1', 'Company 2'], 'the case just started waits no more');
      const waiting = (await all('sort=waiting')).map((v) => v.company_name);
      assert.equal(waiting.at(-1), 'Company 3', 'it now waits the least');
    });

    it('lists after a given case in any order (the console’s "Next case")', async () => {
      const page = await get(`/api/v1/verifications?sort=oldest&after_id=${ids[1]}&limit=2`);
      assert.deepEqual(
        page.verifications.map((v: ListItem) => v.id),
        [ids[2], ids[3]],
      );
      const last = await get(`/api/v1/verifications?sort=oldest&after_id=${ids[4]}`);
      assert.deepEqual(last.verifications, [], 'after the last case there is nothing');
      const unknown = await t.app.inject({
        url: '/api/v1/verifications?after_id=0190aaaa-0000-7000-8000-000000000000',
        headers: tenant.headers,
      });
      assert.equal(unknown.statusCode, 404);
    });

    it("finds a case by a director's name (accents and any case), and by the new name after a rename", async () => {
      const names = async (q: string) => (await all(`q=${encodeURIComponent(q)}`)).map((v) => v.company_name).sort();
      assert.deepEqual(await names('kazlauskait'), ['Company 0']);
      assert.deepEqual(await names('Rūta Kaz'), ['Company 0'], 'given names and surname');
      assert.deepEqual(await names('LINDQVIST'), ['Company 1']);
      assert.deepEqual((await get('/api/v1/verifications/counts?q=fairbrother')).total, 1);

      const person = await t.ctx.db
        .selectFrom('persons')
        .select(['id', 'account_id'])
        .where('verification_id', '=', ids[1] as string)
        .executeTakeFirstOrThrow();
      await inTransaction(t.ctx.db, async (trx) => {
        await trx.updateTable('persons').set({ surname: 'Bergström' }).where('id', '=', person.id).execute();
        await refreshCaseSearchText(trx, person.account_id, ids[1] as string);
      });
      assert.deepEqual(await names('bergström'), ['Company 1'], 'found by the new name');
      assert.deepEqual(await names('lindqvist'), [], 'no longer by the old one');
    });

    it('answers a search asked again after a write with the write in it, whoever wrote it', async () => {
      const own = await createTenant(t.ctx, 'Memo Bank');
      const read = async (url: string) => {
        const res = await t.app.inject({ url, headers: own.headers });
        assert.equal(res.statusCode, 200, res.body);
        return res.json();
      };
      const names = async (query: string) =>
        ((await read(`/api/v1/verifications?${query}`)).verifications as ListItem[]).map((v) => v.company_name);
      const search = async () => ({
        names: await names('q=quartermain'),
        total: (await read('/api/v1/verifications/counts?q=quartermain')).total as number,
      });
      assert.deepEqual(await search(), { names: [], total: 0 });
      assert.deepEqual(await search(), { names: [], total: 0 }, 'asked again, nothing written');
      const id = await openCase(t, own, intake('Quartermain Shipping', { given: 'Zebulon', surname: 'Quartermain' }));
      assert.deepEqual(await search(), { names: ['Quartermain Shipping'], total: 1 }, 'a case this process wrote');
      assert.deepEqual(await names('q=quartermain&status=in_progress'), []);
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/state/start`,
        headers: own.headers,
      });
      assert.equal(started.statusCode, 200, started.body);
      assert.deepEqual(await names('q=quartermain&status=in_progress'), ['Quartermain Shipping'], 'its new state');
      if (dialect === 'sqlite') {
        // Another connection (the CLI, a second process) commits: this process wrote nothing.
        const { default: Sqlite } = await import('better-sqlite3');
        const other = new Sqlite(join(t.database.dataDir, 'dossier.db'));
        try {
          other.prepare("UPDATE verifications SET search_text = 'renamed elsewhere' WHERE id = ?").run(id);
        } finally {
          other.close();
        }
        assert.deepEqual(await search(), { names: [], total: 0 }, 'a write by another connection');
      }
    });

    it('keeps the tab counts exact under concurrent intake and transitions', async () => {
      const groupBy = async () => {
        const rows = await t.ctx.db
          .selectFrom('verifications')
          .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('account_id', '=', tenant.accountId)
          .groupBy('status')
          .execute();
        return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      };
      const opened = await Promise.all(
        Array.from({ length: 8 }, (_, i) => openCase(t, tenant, intake(`Busy ${i}`, { given: 'A', surname: 'B' }))),
      );
      await Promise.all([
        ...opened.map((id) =>
          t.app.inject({ method: 'POST', url: `/api/v1/verifications/${id}/state/start`, headers: tenant.headers }),
        ),
        ...Array.from({ length: 4 }, (_, i) => openCase(t, tenant, intake(`Late ${i}`, { given: 'C', surname: 'D' }))),
      ]);
      const expected = await groupBy();
      const { counts, total } = await get('/api/v1/verifications/counts');
      for (const [status, n] of Object.entries(expected)) assert.equal(counts[status], n, status);
      assert.equal(
        total,
        Object.values(expected).reduce((a, b) => a + b, 0),
      );
      assert.equal(counts.in_progress, 9);
      // Another account's cases are not counted.
      const other = await createTenant(t.ctx, 'Other Bank');
      await openCase(t, other);
      assert.equal((await get('/api/v1/verifications/counts')).total, total);
    });

    it('exports every case of the filter as CSV, across internal pages, escaped against spreadsheet formulas', async () => {
      const { insertBulkCases } = await import('../helpers/bulk-cases.js');
      const { EXPORT_PAGE_SIZE } = await import('../../src/services/case-export.js');
      const bulk = await insertBulkCases(t.ctx, tenant.accountId, { count: EXPORT_PAGE_SIZE * 2 + 7 });
      await openCase(t, tenant, intake('=HYPERLINK("http://evil")', { given: '+Eve', surname: 'Quote, "Q"' }));
      const res = await t.app.inject({ url: '/api/v1/verifications.csv?sort=oldest', headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
      assert.match(String(res.headers['content-disposition']), /^attachment; filename="cases-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.body.replace(/^\uFEFF/, '');
      const lines = text.split('\r\n').filter(Boolean);
      assert.equal(
        lines[0],
        'Company,Number,Jurisdiction,Customer ID,Status,Risk,Assignee,Review,Outcome,Waiting,Created,Last data update,Case ID',
      );
      const { total } = await get('/api/v1/verifications/counts');
      assert.equal(lines.length - 1, total, 'every case of the account, not one page');
      assert.ok(total > bulk.count);
      const ids = lines.slice(1).map((l) => l.split(',').at(-1));
      assert.equal(new Set(ids).size, ids.length, 'no case twice across internal pages');
      const evil = lines.find((l) => l.includes('HYPERLINK'));
      assert.equal(evil?.split(',')[0], `"'=HYPERLINK(""http://evil"")"`, 'a formula is text, quotes doubled');

      const filtered = await t.app.inject({
        url: `/api/v1/verifications.csv?status=in_progress&q=${encodeURIComponent(bulk.rareWord)}`,
        headers: tenant.headers,
      });
      const rows = filtered.body.split('\r\n').filter(Boolean).slice(1);
      const expected = bulk.rare.filter((r) => r.status === 'in_progress').map((r) => r.name);
      assert.deepEqual(
        rows.map((r) => r.split(',')[0]),
        expected,
        'the filter and the order of the list',
      );
      const anonymous = await t.app.inject({ url: '/api/v1/verifications.csv' });
      assert.equal(anonymous.statusCode, 401);
    });

    it('exports the Outcome column: who approved or rejected each decided case', async () => {
      const own = await createTenant(t.ctx, 'Outcome Bank');
      const send = async (id: string, event: string, payload: object = {}) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/verifications/${id}/state/${event}`,
          headers: own.headers,
          payload,
        });
        assert.equal(res.statusCode, 200, `${event}: ${res.body}`);
      };
      const approved = await openCase(t, own, intake('Approved Outcome Ltd', { given: 'Ann', surname: 'Lee' }));
      const rejected = await openCase(t, own, intake('Rejected Outcome Ltd', { given: 'Bo', surname: 'Ek' }));
      const open = await openCase(t, own, intake('Open Outcome Ltd', { given: 'Cy', surname: 'Ng' }));
      for (const id of [approved, rejected]) await send(id, 'start');
      await send(approved, 'complete', { assessment: 'risk_low' });
      await send(rejected, 'rejected', { rejection_comment: 'Shell company' });
      const res = await t.app.inject({ url: '/api/v1/verifications.csv', headers: own.headers });
      assert.equal(res.statusCode, 200, res.body);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      const outcomeAt = (lines[0] ?? '').split(',').indexOf('Outcome');
      const outcomeOf = (id: string) => lines.find((l) => l.endsWith(id))?.split(',')[outcomeAt];
      assert.equal(outcomeOf(approved), 'Approved by access token “test”');
      assert.equal(outcomeOf(rejected), 'Rejected by access token “test”');
      assert.equal(outcomeOf(open), '');
    });

    it("backfills an existing case's time in its state from the audit log, and its persons' names (migration 011)", async () => {
      const { addPersonNamesToSearchText, backfillStatusChangedAt } = await import(
        '../../src/db/migrations/011-queue-for-team-leads.js'
      );
      const id = ids[2] as string; // started by no one: still "new" since it was opened
      const started = ids[3] as string; // moved to in_progress by the test above
      const db = t.ctx.db;
      // As a case written before migration 011: a wrong time in its state and a search text without names.
      await db
        .updateTable('verifications')
        .set({ status_changed_at: '2000-01-01T00:00:00.000Z', search_text: 'company 2' })
        .where('id', 'in', [id, started])
        .execute();
      await backfillStatusChangedAt(db as never);
      await addPersonNamesToSearchText(db as never);
      const rows = await db
        .selectFrom('verifications')
        .select(['id', 'status_changed_at', 'created_at', 'search_text'])
        .where('id', 'in', [id, started])
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      assert.equal(byId.get(id)?.status_changed_at, byId.get(id)?.created_at, 'never moved: since it was opened');
      const entered = await db
        .selectFrom('audit_log')
        .select('created_at')
        .where('verification_id', '=', started)
        .where('to_state', '=', 'in_progress')
        .executeTakeFirstOrThrow();
      assert.equal(byId.get(started)?.status_changed_at, entered.created_at, 'since the audit entry into its state');
      assert.match(String(byId.get(id)?.search_text), /amelia fairbrother/);
      assert.deepEqual(
        (await all('q=fairbrother')).map((v) => v.id),
        [id],
      );
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

type ListItem = { id: string; status: string; due_at: string | null };

/**
 * The queue's orders by risk level and by due date (issue 21), across keyset pages with ties on the page
 * boundaries, and its tabs' overdue counts, which change with the clock alone.
 */
for (const dialect of testDialects()) {
  describe(`the queue by risk and by due date; overdue counts per tab [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    // The service's clock: moved forward by the test to let deadlines pass without a write.
    let nowMs = Date.parse('2026-06-10T09:00:00.000Z');
    const ids: string[] = [];
    const get = async (url: string) => {
      const res = await t.app.inject({ url, headers: tenant.headers });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json();
    };
    /** Every page of a list, two cases a page, following next_cursor. */
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
    const at = (days: number) => new Date(nowMs + days * DAY_MS).toISOString();
    /** The case's standing level and deadline, as the assessment and the service levels would have left them. */
    const set = (id: string, fields: { level?: string | null; dueInDays?: number | null; status?: string }) =>
      t.ctx.db
        .updateTable('verifications')
        .set({
          ...(fields.level === undefined ? {} : { assessed_level: fields.level }),
          ...(fields.dueInDays === undefined
            ? {}
            : { due_at: fields.dueInDays === null ? null : at(fields.dueInDays) }),
          ...(fields.status === undefined ? {} : { status: fields.status }),
        })
        .where('id', '=', id)
        .execute();

    // Cases 0..7 (ids ascending in that order): level, days until due (negative: overdue), state.
    const CASES = [
      { level: 'prohibited', dueInDays: 1, status: 'new' },
      { level: 'high', dueInDays: -2, status: 'in_progress' },
      { level: 'high', dueInDays: 3, status: 'new' },
      { level: 'medium', dueInDays: null, status: 'completed' },
      { level: 'low', dueInDays: -1, status: 'new' },
      { level: null, dueInDays: 1, status: 'qa' },
      { level: 'high', dueInDays: 3, status: 'in_progress' },
      { level: 'low', dueInDays: null, status: 'rejected' },
    ] as const;

    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: () => new Date(nowMs).toISOString() } });
      tenant = await createTenant(t.ctx);
      for (const fields of CASES) {
        const id = await openCase(t, tenant);
        ids.push(id);
        await set(id, fields);
      }
    });
    after(() => t.close());

    const idx = (items: ListItem[]) => items.map((v) => ids.indexOf(v.id));

    it('sorts by risk level, highest first and newest first within a level, across pages split inside a tie', async () => {
      const order = await all('sort=risk');
      // prohibited; high ×3 (newest first: 6, 2, 1 — pages of two split them); medium; low ×2; not assessed.
      assert.deepEqual(idx(order), [0, 6, 2, 1, 3, 7, 4, 5]);
    });

    it('sorts by due date, overdue first, ties by id, the cases without a deadline last, across pages', async () => {
      const order = await all('sort=due');
      // -2 d, -1 d; +1 d ×2 (0, 5); +3 d ×2 (2, 6); no deadline (3, 7).
      assert.deepEqual(idx(order), [1, 4, 0, 5, 2, 6, 3, 7]);
      assert.deepEqual(
        order.map((v) => v.due_at),
        [-2, -1, 1, 1, 3, 3, null, null].map((d) => (d === null ? null : at(d))),
      );
    });

    it('keeps the order with the queue’s filters and tabs, and starts after a given case (“Next case”)', async () => {
      assert.deepEqual(idx(await all('sort=risk&status=new,in_progress,qa,data_update_requested')), [0, 6, 2, 1, 4, 5]);
      assert.deepEqual(idx(await all('sort=due&status=completed,rejected')), [3, 7]);
      // A decided case never gets a deadline from the service levels; were one set, it would still be listed first.
      await set(ids[7] as string, { dueInDays: 2 });
      assert.deepEqual(idx(await all('sort=due&status=completed,rejected')), [7, 3]);
      await set(ids[7] as string, { dueInDays: null });
      assert.deepEqual(idx(await all('sort=due&risk_assessment=high')), [1, 2, 6]);
      const next = await get(`/api/v1/verifications?sort=risk&after_id=${ids[2]}&limit=2`);
      assert.deepEqual(idx(next.verifications), [1, 3]);
      const nextDue = await get(`/api/v1/verifications?sort=due&after_id=${ids[5]}&limit=3`);
      assert.deepEqual(idx(nextDue.verifications), [2, 6, 3]);
    });

    it('exports the CSV in the risk order', async () => {
      const res = await t.app.inject({ url: '/api/v1/verifications.csv?sort=risk', headers: tenant.headers });
      assert.equal(res.statusCode, 200);
      const lines = res.body.split('\r\n').filter(Boolean).slice(1);
      assert.deepEqual(
        lines.map((l) => ids.indexOf(l.split(',').at(-1) as string)),
        [0, 6, 2, 1, 3, 7, 4, 5],
      );
    });

    it('refuses a cursor of another order, and a forged risk cursor', async () => {
      const page = await get('/api/v1/verifications?sort=risk&limit=2');
      const wrong = await t.app.inject({
        url: `/api/v1/verifications?sort=due&cursor=${encodeURIComponent(page.next_cursor)}`,
        headers: tenant.headers,
      });
      assert.equal(wrong.statusCode, 400);
      assert.match(wrong.body, /sort=risk/);
      const forged = `r.${Buffer.from(`9|${ids[0]}`).toString('base64url')}`;
      const bad = await t.app.inject({
        url: `/api/v1/verifications?sort=risk&cursor=${forged}`,
        headers: tenant.headers,
      });
      assert.equal(bad.statusCode, 400);
    });

    it('counts each tab’s overdue cases, with the filters, and again once a deadline passes with no write', async () => {
      const counts = await get('/api/v1/verifications/counts');
      assert.equal(counts.counts.new, 3);
      assert.deepEqual(
        { open: counts.overdue.open, new: counts.overdue.new, in_progress: counts.overdue.in_progress },
        { open: 2, new: 1, in_progress: 1 },
      );
      assert.equal(counts.overdue.completed, 0);
      assert.equal(counts.overdue_total, 2);
      const high = await get('/api/v1/verifications/counts?risk_assessment=high');
      assert.deepEqual([high.overdue.open, high.overdue.new, high.overdue.in_progress], [1, 0, 1]);
      const overdueOnly = await get('/api/v1/verifications/counts?overdue=true');
      assert.deepEqual([overdueOnly.total, overdueOnly.overdue_total], [2, 2]);

      // Case 5 falls due in 10 seconds. Counted now, then 20 seconds later with nothing written in between (the
      // token's last use is written once a minute): it is overdue, though no write told the counts to change.
      await set(ids[5] as string, { dueInDays: 10_000 / DAY_MS });
      const before = await get('/api/v1/verifications/counts');
      assert.deepEqual([before.overdue.open, before.overdue.qa], [2, 0]);
      nowMs += 20_000;
      const later = await get('/api/v1/verifications/counts');
      assert.deepEqual([later.overdue.open, later.overdue.qa, later.overdue_total], [3, 1, 3]);
      const highLater = await get('/api/v1/verifications/counts?risk_assessment=high');
      assert.equal(highLater.overdue.open, 1, 'case 5 is not assessed: not in the filter');
      nowMs -= 20_000;
      await set(ids[5] as string, { dueInDays: 1 });
    });

    it('keeps the overdue counts per day right as cases change state and deadline (kept counts = counted cases)', async () => {
      // The unfiltered numbers come from the counts kept per day; any filter counts the cases themselves.
      const kept = async () => (await get('/api/v1/verifications/counts')).overdue;
      const counted = async () => (await get('/api/v1/verifications/counts?created_from=2000-01-01')).overdue;
      assert.deepEqual(await kept(), await counted());
      // Case 4 (new, a day overdue) is started: its new state's deadline lies ahead.
      const start = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${ids[4]}/state/start`,
        headers: tenant.headers,
        payload: {},
      });
      assert.equal(start.statusCode, 200, start.body);
      await set(ids[1] as string, { status: 'qa' });
      await set(ids[2] as string, { dueInDays: -3 });
      const now = await kept();
      assert.deepEqual([now.open, now.new, now.in_progress, now.qa], [2, 1, 0, 1]);
      assert.deepEqual(now, await counted());
    });
  });
}

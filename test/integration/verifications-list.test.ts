import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { uuidv7 } from '../../src/domain/uuid.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

type Json = Record<string, unknown>;
interface Page {
  verifications: Json[];
  has_more: boolean;
  next_cursor: string | null;
}

for (const dialect of testDialects()) {
  describe(`GET /api/v1/verifications [${dialect}]`, () => {
    let t: TestApp;
    /** When set, the service's clock reads this instant (cases then get this created_at). */
    let frozenNow: string | null = null;
    before(async () => {
      t = await startTestApp(dialect, { ctx: { now: () => frozenNow ?? new Date().toISOString() } });
    });
    after(() => t.close());

    /** Opens a small case and returns its id. */
    async function openCase(tenant: Tenant, customerId = 'cust-1', at: string | null = null): Promise<string> {
      frozenNow = at;
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/verifications',
          headers: tenant.headers,
          payload: {
            customer_id: customerId,
            company: { formal_name: 'Acme Ltd', company_number: '123', jurisdiction_code: 'gb' },
          },
        });
        assert.equal(res.statusCode, 201, res.body);
        return res.json().verification.id;
      } finally {
        frozenNow = null;
      }
    }

    async function list(tenant: Tenant, query = ''): Promise<Page> {
      const res = await t.app.inject({ url: `/api/v1/verifications${query}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    }

    const idsOf = (page: Page) => page.verifications.map((v) => v.id);

    /** Expects a 400 naming `field`. */
    async function refused(tenant: Tenant, query: string, field: string) {
      const res = await t.app.inject({ url: `/api/v1/verifications${query}`, headers: tenant.headers });
      assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
      assert.equal(res.json().error.code, 'validation_failed');
      assert.deepEqual(
        res.json().error.details.map((d: Json) => d.field),
        [field],
        query,
      );
    }

    const setColumns = (id: string, values: { status?: string; updated_at?: string }) =>
      t.ctx.db.updateTable('verifications').set(values).where('id', '=', id).execute();

    it('lists newest first; an empty account gets an empty page', async () => {
      const tenant = await createTenant(t.ctx);
      assert.deepEqual(await list(tenant), { verifications: [], has_more: false, next_cursor: null });
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(await openCase(tenant));
      const page = await list(tenant);
      assert.deepEqual(idsOf(page), ids.reverse());
      assert.equal(page.has_more, false);
      assert.equal(page.next_cursor, null);
      assert.equal(page.verifications[0]?.status, 'new');
      assert.equal(page.verifications[0]?.company_name, 'Acme Ltd');
    });

    it('returns 50 items by default and accepts a limit of 1 to 100', async () => {
      const tenant = await createTenant(t.ctx);
      const ids = [];
      for (let i = 0; i < 51; i++) ids.push(await openCase(tenant));
      const first = await list(tenant);
      assert.equal(first.verifications.length, 50);
      assert.equal(first.has_more, true);
      assert.equal(typeof first.next_cursor, 'string');
      const second = await list(tenant, `?cursor=${first.next_cursor}`);
      assert.deepEqual(idsOf(second), [ids[0]]);
      assert.equal(second.has_more, false);
      assert.equal(second.next_cursor, null);

      assert.equal((await list(tenant, '?limit=1')).verifications.length, 1);
      assert.equal((await list(tenant, '?limit=100')).verifications.length, 51);
      for (const limit of ['0', '101', '-1', '2.5', 'ten', '']) await refused(tenant, `?limit=${limit}`, 'limit');
      await refused(tenant, '?page=2', 'page');
    });

    it('walks every page exactly once, also across cases created in the same millisecond', async () => {
      const tenant = await createTenant(t.ctx);
      const created: string[] = [];
      // Groups of four share one created_at, so page boundaries fall inside ties broken by id.
      for (let i = 0; i < 23; i++) {
        const at = new Date(Date.UTC(2024, 0, 1, 12, 0, Math.floor(i / 4))).toISOString();
        created.push(await openCase(tenant, 'cust-1', at));
      }
      const seen: string[] = [];
      const pages: Page[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(tenant, `?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        pages.push(page);
        seen.push(...(idsOf(page) as string[]));
        cursor = page.next_cursor;
        if (pages.length === 2) await openCase(tenant); // a newer case does not shift the pages being walked
      } while (cursor !== null && pages.length < 10);

      assert.deepEqual(
        pages.map((p) => p.verifications.length),
        [5, 5, 5, 5, 3],
      );
      assert.deepEqual(
        pages.map((p) => p.has_more),
        [true, true, true, true, false],
      );
      assert.ok(pages.slice(0, 4).every((p) => typeof p.next_cursor === 'string'));
      assert.equal(pages[4]?.next_cursor, null);
      assert.deepEqual(seen, [...created].reverse());
    });

    it('refuses a cursor it did not issue', async () => {
      const tenant = await createTenant(t.ctx);
      await openCase(tenant);
      const forged = Buffer.from(`not-a-time|${uuidv7()}`).toString('base64url');
      for (const cursor of [
        'garbage',
        'a+b/c==',
        forged,
        Buffer.from('2024-01-01T00:00:00.000Z').toString('base64url'),
      ]) {
        await refused(tenant, `?cursor=${encodeURIComponent(cursor)}`, 'cursor');
      }
    });

    it('filters by status, with a comma-separated list', async () => {
      const tenant = await createTenant(t.ctx);
      const fresh = await openCase(tenant);
      const working = await openCase(tenant);
      const review = await openCase(tenant);
      await setColumns(working, { status: 'in_progress' });
      await setColumns(review, { status: 'qa' });
      assert.deepEqual(idsOf(await list(tenant, '?status=new')), [fresh]);
      assert.deepEqual(idsOf(await list(tenant, '?status=in_progress,qa')), [review, working]);
      assert.deepEqual(idsOf(await list(tenant, '?status=qa,%20new')), [review, fresh]);
      assert.deepEqual(idsOf(await list(tenant, '?status=completed')), []);
      await refused(tenant, '?status=done', 'status');
      await refused(tenant, '?status=new,archived', 'status');
    });

    it('filters by customer_id', async () => {
      const tenant = await createTenant(t.ctx);
      const a1 = await openCase(tenant, 'alpha');
      await openCase(tenant, 'beta');
      const a2 = await openCase(tenant, 'alpha');
      assert.deepEqual(idsOf(await list(tenant, '?customer_id=alpha')), [a2, a1]);
      assert.deepEqual(idsOf(await list(tenant, '?customer_id=gamma')), []);
      assert.deepEqual(idsOf(await list(tenant, '?customer_id=alpha&limit=1&status=new')), [a2]);
    });

    it('filters by creation and update time, given as dates or timestamps', async () => {
      const tenant = await createTenant(t.ctx);
      const early = await openCase(tenant, 'c', '2024-03-01T09:00:00.000Z');
      const late = await openCase(tenant, 'c', '2024-03-01T23:59:59.999Z');
      const midnight = await openCase(tenant, 'c', '2024-03-02T00:00:00.000Z');
      const later = await openCase(tenant, 'c', '2024-03-05T12:00:00.000Z');

      assert.deepEqual(idsOf(await list(tenant, '?created_from=2024-03-02')), [later, midnight]);
      // A bare date as created_to includes that whole day; a timestamp is an exclusive bound.
      assert.deepEqual(idsOf(await list(tenant, '?created_to=2024-03-01')), [late, early]);
      assert.deepEqual(idsOf(await list(tenant, '?created_to=2024-03-02')), [midnight, late, early]);
      assert.deepEqual(idsOf(await list(tenant, '?created_from=2024-03-01&created_to=2024-03-01')), [late, early]);
      assert.deepEqual(idsOf(await list(tenant, '?created_from=2024-03-01T09:00:00.001Z')), [later, midnight, late]);
      // 10:00 at +01:00 is 09:00 UTC: the first case is included.
      const offset = encodeURIComponent('2024-03-01T10:00:00+01:00');
      assert.deepEqual(idsOf(await list(tenant, `?created_from=${offset}&created_to=2024-03-02T00:00:00Z`)), [
        late,
        early,
      ]);

      await setColumns(early, { updated_at: '2024-04-01T08:00:00.000Z' });
      assert.deepEqual(idsOf(await list(tenant, '?updated_since=2024-03-10')), [early]);
      assert.deepEqual(idsOf(await list(tenant, '?updated_since=2024-03-02T00:00:00.000Z')), [later, midnight, early]);

      await refused(tenant, '?created_from=2024-02-30', 'created_from');
      await refused(tenant, '?created_to=yesterday', 'created_to');
      await refused(tenant, '?created_to=2024-13-01', 'created_to');
      await refused(tenant, '?updated_since=2024-03-01T25:00:00Z', 'updated_since');
      await refused(tenant, '?updated_since=1709251200', 'updated_since');
    });

    it('never shows another account’s cases', async () => {
      const mine = await createTenant(t.ctx);
      const theirs = await createTenant(t.ctx, 'Other Bank');
      const own = await openCase(mine, 'shared-ref');
      const foreign = await openCase(theirs, 'shared-ref');
      assert.deepEqual(idsOf(await list(mine)), [own]);
      assert.deepEqual(idsOf(await list(theirs)), [foreign]);
      assert.deepEqual(idsOf(await list(mine, '?customer_id=shared-ref&status=new')), [own]);
      // A cursor taken from another account's listing does not reveal that account's cases either.
      await openCase(theirs, 'shared-ref');
      const theirPage = await list(theirs, '?limit=1');
      assert.ok(theirPage.next_cursor);
      const viaCursor = await list(mine, `?cursor=${theirPage.next_cursor}`);
      assert.ok(!idsOf(viaCursor).includes(foreign));
    });
  });

  describe(`GET /api/v1/verifications/:id [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('returns the record, and 404 alike for unknown and foreign ids', async () => {
      const mine = await createTenant(t.ctx);
      const theirs = await createTenant(t.ctx, 'Other Bank');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: theirs.headers,
        payload: { company: { formal_name: 'Other Co', company_number: '9', jurisdiction_code: 'fr' } },
      });
      assert.equal(created.statusCode, 201, created.body);
      const foreignId = created.json().verification.id;

      const own = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: mine.headers,
        payload: { company: { formal_name: 'Mine Ltd', company_number: '1', jurisdiction_code: 'gb' } },
      });
      const ownId = own.json().verification.id;
      const read = await t.app.inject({ url: `/api/v1/verifications/${ownId}`, headers: mine.headers });
      assert.equal(read.statusCode, 200, read.body);
      const v = read.json().verification;
      assert.equal(v.id, ownId);
      assert.equal(v.customer_id, null);
      assert.equal(v.company_name, 'Mine Ltd');
      assert.deepEqual(Object.keys(read.json()), ['verification']);

      const unknown = await t.app.inject({ url: `/api/v1/verifications/${uuidv7()}`, headers: mine.headers });
      const foreign = await t.app.inject({ url: `/api/v1/verifications/${foreignId}`, headers: mine.headers });
      for (const res of [unknown, foreign]) {
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(res.json().error.code, 'not_found');
      }
      assert.equal(foreign.json().error.message, unknown.json().error.message);
      // The owner still sees it.
      const theirsRead = await t.app.inject({ url: `/api/v1/verifications/${foreignId}`, headers: theirs.headers });
      assert.equal(theirsRead.statusCode, 200);

      const malformed = await t.app.inject({ url: '/api/v1/verifications/not-a-uuid', headers: mine.headers });
      assert.equal(malformed.statusCode, 400, malformed.body);
      assert.equal(malformed.json().error.code, 'validation_failed');
      assert.deepEqual(
        malformed.json().error.details.map((d: Json) => d.field),
        ['verification_id'],
      );
    });
  });
}

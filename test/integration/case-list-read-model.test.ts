import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { signedIn } from '../helpers/console-session.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

type Json = Record<string, unknown>;

/**
 * The case list is built from each case's record kept in the process under its view_version (PresentedCaseMemo). These
 * tests list first (so every record is kept), change a case in every way that shows in the list, and list again:
 * the page must show the change and equal what the case's own endpoint answers.
 */
for (const dialect of testDialects()) {
  describe(`the case list's kept records [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
    });
    after(() => t.close());

    const get = async (url: string, headers: Record<string, string> = tenant.headers) => {
      const res = await t.app.inject({ url, headers });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json();
    };
    const send = async (
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) => {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    };
    const listed = async (id: string, headers: Record<string, string> = tenant.headers): Promise<Json> => {
      const page = await get('/api/v1/verifications?limit=100', headers);
      const item = page.verifications.find((v: Json) => v.id === id);
      assert.ok(item, `case ${id} is listed`);
      return item;
    };
    /** The list's item for the case equals the case endpoint's answer, for this caller. */
    const listedAsShown = async (id: string, headers: Record<string, string> = tenant.headers) => {
      const item = await listed(id, headers);
      assert.deepEqual(item, (await get(`/api/v1/verifications/${id}`, headers)).verification);
      return item;
    };
    const versionOf = async (id: string) =>
      Number(
        (
          await t.ctx.db
            .selectFrom('verifications')
            .select('view_version')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).view_version,
      );

    it('shows every change made through the API on the next list, for each caller', async () => {
      const officer = await signedIn(t, tenant.accountId, 'officer', 'Olga Officer');
      const viewer = await signedIn(t, tenant.accountId, 'viewer');
      const id = await openCase(t, tenant);
      const url = `/api/v1/verifications/${id}`;
      assert.equal((await listedAsShown(id)).status, 'new');

      // Started through the API (a token): starting assigns only a user who starts, so `assign` below changes it.
      await send('POST', `${url}/state/start`, tenant.headers);
      let item = await listedAsShown(id, officer.cookie);
      assert.equal(item.status, 'in_progress');
      assert.deepEqual(item.assignee, null);

      await send('POST', `${url}/assign`, officer.headers, { user_id: 'me' });
      item = await listedAsShown(id, officer.cookie);
      assert.deepEqual(item.assignee, { id: officer.user.id, name: 'Olga Officer', email: officer.user.email });

      await send('PUT', `${url}/review/company`, officer.headers);
      assert.deepEqual((await listedAsShown(id)).review_progress, { reviewed: 1, total: 6 });
      await send('DELETE', `${url}/review/company`, officer.headers);
      assert.deepEqual((await listedAsShown(id)).review_progress, { reviewed: 0, total: 6 });

      await send('POST', '/api/v1/webhooks/external_risk_score', tenant.headers, {
        id,
        risk_score: { simple: 'high', detailed: { score: '81', reasons: ['sanctions list near match'] } },
      });
      item = await listedAsShown(id);
      assert.equal((item.external_risk_score as Json).risk_score_simple, 'high');

      await send('POST', `${url}/state/request_data_update`, officer.headers, {
        comment: 'Please send a registry extract.',
      });
      item = await listedAsShown(id);
      assert.equal(item.status, 'data_update_requested');
      assert.equal(item.data_update_comment, 'Please send a registry extract.');

      // The same kept record, shown to callers who may do different things with it.
      assert.deepEqual((await listedAsShown(id, viewer.cookie)).allowed_events, []);
      assert.ok(((await listedAsShown(id, officer.cookie)).allowed_events as string[]).length > 0);
    });

    it('shows a change another process wrote straight to the database (the triggers keep the version)', async () => {
      const id = await openCase(t, tenant);
      await listedAsShown(id);
      const before = await versionOf(id);

      // As another instance or a maintenance script would: no code of this process runs.
      await sql`UPDATE verifications SET assessment_comment = ${'written elsewhere'} WHERE id = ${id}`.execute(
        t.ctx.db,
      );
      assert.ok((await versionOf(id)) > before, 'an update of the case changes its version');
      assert.equal((await listedAsShown(id)).assessment_comment, 'written elsewhere');

      const company = await sql`UPDATE companies SET formal_name = ${'Renamed GmbH'}
        WHERE verification_id = ${id} AND position = 0`.execute(t.ctx.db);
      assert.equal(Number(company.numAffectedRows), 1);
      assert.equal((await listedAsShown(id)).company_name, 'Renamed GmbH');

      const beforeMark = await versionOf(id);
      await sql`INSERT INTO review_marks (verification_id, account_id, tab, marked_by, marked_at)
        VALUES (${id}, ${tenant.accountId}, ${'directors'}, ${'cli'}, ${new Date().toISOString()})`.execute(t.ctx.db);
      assert.ok((await versionOf(id)) > beforeMark, 'a review mark changes its case’s version');
      assert.deepEqual((await listedAsShown(id)).review_progress, { reviewed: 1, total: 6 });
      await sql`DELETE FROM review_marks WHERE verification_id = ${id}`.execute(t.ctx.db);
      assert.deepEqual((await listedAsShown(id)).review_progress, { reviewed: 0, total: 6 });
    });

    it('a change to the account or a user shows at once, though the case itself did not change', async () => {
      const admin = await signedIn(t, tenant.accountId, 'admin', 'Ada Admin');
      const id = await openCase(t, tenant);
      await send('POST', `/api/v1/verifications/${id}/state/start`, admin.headers);
      await send('POST', `/api/v1/verifications/${id}/assign`, admin.headers, { user_id: 'me' });
      assert.equal(((await listedAsShown(id)).assignee as Json).name, 'Ada Admin');
      const version = await versionOf(id);

      await sql`UPDATE users SET name = ${'Ada Lovelace'} WHERE id = ${admin.user.id}`.execute(t.ctx.db);
      assert.equal(((await listedAsShown(id)).assignee as Json).name, 'Ada Lovelace');

      const withoutQa = (await listedAsShown(id)).allowed_events as string[];
      await send('PATCH' as 'POST', '/api/v1/account', admin.headers, { requires_qa: true });
      const withQa = (await listedAsShown(id)).allowed_events as string[];
      assert.notDeepEqual(withQa, withoutQa, 'requiring QA changes what may be sent');
      assert.equal(await versionOf(id), version, 'neither change touched the case');
    });

    it('keeps one record per case however often it is listed, and reads it again only once it changed', async () => {
      const id = await openCase(t, tenant);
      await listed(id);
      const kept = t.ctx.caseViews.get(id, await versionOf(id));
      assert.ok(kept, 'the listed case is kept under its version');
      await listed(id);
      assert.equal(t.ctx.caseViews.get(id, await versionOf(id)), kept, 'a second list reuses the kept record');
      await send('POST', `/api/v1/verifications/${id}/state/start`, tenant.headers);
      assert.equal(t.ctx.caseViews.get(id, await versionOf(id)), undefined, 'the new version is not kept yet');
      await listed(id);
      assert.notEqual(t.ctx.caseViews.get(id, await versionOf(id)), kept);
    });
  });
}

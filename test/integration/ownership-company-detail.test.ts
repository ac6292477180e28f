import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { recordRevision } from '../../src/services/case-revisions.js';
import { threeLayers } from '../helpers/ownership-fixtures.js';
import { tenantApi } from '../helpers/tenant-api.js';
import { createTenant, openCase, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

type Company = { id: string; formal_name: string; role: string; listed_on: string | null };

for (const dialect of testDialects()) {
  describe(`company detail of a case's structure [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const { call, get, directorOf } = tenantApi(() => t);

    it('answers for the root and each corporate shareholder with the role the list gives it', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id));
      assert.equal(put.statusCode, 200, put.body);
      const { companies } = (await get(tenant, `/verifications/${id}/companies`)) as { companies: Company[] };
      assert.equal(companies.length, 3);
      for (const listed of companies) {
        const { company } = await get(tenant, `/verifications/${id}/companies/${listed.id}`);
        assert.equal(company.role, listed.role, listed.formal_name);
        assert.equal(company.formal_name, listed.formal_name);
        assert.equal(company.listed_on, listed.listed_on);
        assert.deepEqual(company.jurisdiction, (listed as unknown as { jurisdiction: unknown }).jurisdiction);
      }
      const [root, holdco] = companies as [Company, Company];
      assert.equal((await get(tenant, `/verifications/${id}/companies/${root.id}`)).company.role, 'root');
      const shareholder = (await get(tenant, `/verifications/${id}/companies/${holdco.id}`)).company;
      assert.equal(shareholder.role, 'corporate_shareholder');
      assert.equal(shareholder.company_number, 'HC1');
      assert.deepEqual(shareholder.bank_accounts, [], 'what a structure never asks is empty');
      assert.deepEqual(shareholder.answered_fields, []);
    });

    it('reads a corporate shareholder as a revision recorded it (?revision=n and timestamp)', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id));
      const holdcoId = put.json().keys.find((k: { key: string }) => k.key === 'holdco').id as string;
      const rootId = (await get(tenant, `/verifications/${id}/companies`)).companies[0].id as string;
      await recordRevision(
        t.ctx.db,
        { type: 'token', id: tenant.tokenId, accountId: tenant.accountId },
        id,
        'application',
        t.ctx.now(),
      );
      await call(tenant, 'PUT', `/verifications/${id}/structure`, { entities: [], holdings: [] });
      assert.equal((await call(tenant, 'GET', `/verifications/${id}/companies/${holdcoId}`)).statusCode, 404);
      const then = await get(tenant, `/verifications/${id}/companies/${holdcoId}?revision=1`);
      assert.equal(then.company.formal_name, 'Holdco Ltd');
      assert.equal(then.company.role, 'corporate_shareholder');
      const rootThen = await get(tenant, `/verifications/${id}/companies/${rootId}?revision=1`);
      assert.equal(rootThen.company.role, 'root');
      assert.equal(rootThen.company.formal_name, 'Northwind Trading Ltd');
      const { verification } = await get(tenant, `/verifications/${id}`);
      const [timestamp] = verification.revision_timestamps as number[];
      const byTime = await get(tenant, `/verifications/${id}/companies/${holdcoId}?timestamp=${timestamp}`);
      assert.equal(byTime.company.role, 'corporate_shareholder');
      const missing = await call(tenant, 'GET', `/verifications/${id}/companies/${holdcoId}?revision=2`);
      assert.equal(missing.statusCode, 404);
    });

    it('answers 404 for a corporate shareholder of another case, and another account’s', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const other = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id));
      const holdcoId = put.json().keys.find((k: { key: string }) => k.key === 'holdco').id as string;
      assert.equal((await call(tenant, 'GET', `/verifications/${other}/companies/${holdcoId}`)).statusCode, 404);
      const stranger = await createTenant(t.ctx);
      assert.equal((await call(stranger, 'GET', `/verifications/${id}/companies/${holdcoId}`)).statusCode, 404);
    });
  });
}

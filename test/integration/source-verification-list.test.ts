import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sampleIntake } from '../helpers/fixtures.js';
import { tenantApi } from '../helpers/tenant-api.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field by the assertions
type Json = Record<string, any>;

for (const dialect of testDialects()) {
  describe(`GET /verifications with the source system's parameters [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    /**
     * alpha: gb, completed, created 2022-07-14; alpha2: the same company, new; beta: pl, rejected; gamma: de, new.
     * Created: alpha, beta, gamma, alpha2; last changed: alpha, beta, alpha2, gamma.
     */
    const ids: Record<'alpha' | 'alpha2' | 'beta' | 'gamma', string> = { alpha: '', alpha2: '', beta: '', gamma: '' };
    const { call, get } = tenantApi(() => t);

    /** The ids a list answers, by their names in `ids` (in the list's order). */
    const listed = async (query: string): Promise<string[]> => {
      const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
      const body = await get(tenant, `/verifications?limit=100&${query}`);
      return body.verifications.map((v: Json) => names.get(v.id) ?? v.id);
    };
    const refused = async (query: string, field: RegExp) => {
      const res = await call(tenant, 'GET', `/verifications?${query}`);
      assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
      const fields = res.json().error.details.map((d: Json) => d.field);
      assert.ok(
        fields.some((f: string) => field.test(f)),
        `${query}: ${JSON.stringify(fields)}`,
      );
    };
    const setRow = (id: string, values: Record<string, string>) =>
      t.ctx.db.updateTable('verifications').set(values).where('id', '=', id).execute();

    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      const intake = (name: string, number: string, jurisdiction: string) => {
        const data = sampleIntake();
        data.company.formal_name = name;
        data.company.company_number = number;
        data.company.jurisdiction_code = jurisdiction;
        // The sample's legal form (Ltd) is British.
        if (jurisdiction !== 'gb') delete data.company.company_type;
        return data;
      };
      ids.alpha = await openCase(t, tenant, intake('Alpha Trading Ltd', '111', 'gb'));
      ids.beta = await openCase(t, tenant, intake('Beta Sp. z o.o.', '222', 'pl'));
      ids.gamma = await openCase(t, tenant, intake('Gamma GmbH', '333', 'de'));
      ids.alpha2 = await openCase(t, tenant, intake('Alpha Trading Ltd', '111', 'gb'));
      // Decided and dated as rows: the states' transitions and the clock are not what this suite tests.
      await setRow(ids.alpha, {
        status: 'completed',
        decided_at: '2022-07-20T09:00:00.000Z',
        created_at: '2022-07-14T10:00:00.000Z',
        updated_at: '2022-07-20T09:00:00.000Z',
      });
      await setRow(ids.beta, {
        status: 'rejected',
        decided_at: '2023-01-02T12:00:00.000Z',
        created_at: '2022-12-30T08:00:00.000Z',
        updated_at: '2023-01-02T23:59:59.999Z',
      });
      await setRow(ids.gamma, { created_at: '2023-03-01T08:00:00.000Z', updated_at: '2023-05-05T08:00:00.000Z' });
      await setRow(ids.alpha2, { created_at: '2023-04-01T08:00:00.000Z', updated_at: '2023-04-01T08:00:00.000Z' });
    });
    after(() => t.close());

    it('assessment_status: approved is completed, rejected is rejected; with status, both must hold', async () => {
      assert.deepEqual(await listed('assessment_status=approved'), ['alpha']);
      assert.deepEqual((await listed('assessment_status=approved,rejected')).sort(), ['alpha', 'beta']);
      assert.deepEqual(await listed('assessment_status=rejected&status=rejected,new'), ['beta']);
      assert.deepEqual(await listed('assessment_status=approved&status=new'), []);
      await refused('assessment_status=approved,maybe', /^assessment_status$/);
    });

    it('created_at and updated_at: that whole day (UTC), narrowing Dossier’s own date filters', async () => {
      assert.deepEqual(await listed('created_at=2022-07-14'), ['alpha']);
      assert.deepEqual(await listed('created_at=2022-07-15'), []);
      assert.deepEqual(await listed('updated_at=2023-01-02'), ['beta'], 'the last millisecond of the day is in it');
      assert.deepEqual(await listed('updated_at=2023-01-03'), []);
      assert.deepEqual(await listed('created_at=2022-07-14&created_from=2022-07-15'), [], 'both narrow');
      assert.deepEqual(await listed('created_at=2022-07-14&created_from=2022-07-14T09:00:00Z'), ['alpha']);
      await refused('created_at=2022-02-30', /created_at/);
      await refused('updated_at=yesterday', /updated_at/);
    });

    it('company_name, company_id and a jurisdiction list find the company’s cases', async () => {
      assert.deepEqual(await listed('company_name=alpha%20TRADING'), ['alpha2', 'alpha']);
      assert.deepEqual(await listed('company_name=GmbH'), ['gamma']);
      const [alphaCompany] = (await get(tenant, `/verifications/${ids.alpha}/companies`)).companies;
      assert.deepEqual(await listed(`company_id=${alphaCompany.id}`), ['alpha2', 'alpha'], 'every case of it');
      assert.deepEqual(await listed('company_id=0192f3a4-5b6c-7d8e-9f01-23456789abcd'), []);
      await refused('company_id=not-an-id', /company_id/);
      assert.deepEqual(await listed('jurisdiction=gb,PL'), ['alpha2', 'beta', 'alpha']);
      assert.deepEqual(await listed('jurisdiction=de'), ['gamma'], 'Dossier’s single code as before');
      await refused('jurisdiction=gb,pol', /jurisdiction/);
    });

    it('outgoing_only lists every case (all are the account’s reviews), incoming_only none', async () => {
      assert.equal((await listed('outgoing_only=true')).length, 4);
      assert.equal((await listed('outgoing_only=false')).length, 4);
      assert.deepEqual(await listed('incoming_only=true'), []);
      assert.equal((await listed('incoming_only=false')).length, 4);
      await refused('incoming_only=perhaps', /incoming_only/);
    });

    it('order_by: updated_at,desc pages by the last change; created_at,asc oldest first; sort wins', async () => {
      assert.deepEqual(await listed('order_by=updated_at,desc'), ['gamma', 'alpha2', 'beta', 'alpha']);
      assert.deepEqual(await listed('order_by=created_at,asc'), ['alpha', 'beta', 'gamma', 'alpha2']);
      assert.deepEqual(await listed('order_by=created_at,desc'), ['alpha2', 'gamma', 'beta', 'alpha']);
      assert.deepEqual(await listed('order_by=created_at,asc&sort=created'), ['alpha2', 'gamma', 'beta', 'alpha']);
      // Page by page in the order of the last change, with a filter and without.
      for (const filter of ['', '&jurisdiction=gb,pl,de']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const query = `/verifications?order_by=updated_at,desc&limit=1${filter}${cursor ? `&cursor=${cursor}` : ''}`;
          const body: Json = await get(tenant, query);
          seen.push(...body.verifications.map((v: Json) => v.id));
          cursor = body.next_cursor;
        } while (cursor !== null);
        assert.deepEqual(seen, [ids.gamma, ids.alpha2, ids.beta, ids.alpha], `pages${filter}`);
      }
      await refused('order_by=name,asc', /^order_by$/);
    });
  });
}

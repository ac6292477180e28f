import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { importScreeningList } from '../../src/services/screening/list-import.js';
import { multipart } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

for (const dialect of testDialects()) {
  describe(`ad-hoc screening checks [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
      await importScreeningList(t.ctx, 'ofac-sdn', join(import.meta.dirname, '../fixtures/screening/ofac-sdn'));
    });
    after(() => t.close());

    const post = (tenant: Tenant, url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...tenant.headers, ...headers }, payload });
    const get = async (tenant: Tenant, url: string) => {
      const res = await t.app.inject({ url: `/api/v1${url}`, headers: tenant.headers });
      return { status: res.statusCode, body: res.json() };
    };

    it('checks a person (JSON) and finds the OFAC entry, with the source system’s shape', async () => {
      const tenant = await createTenant(t.ctx);
      const res = await post(tenant, '/checks/individuals', {
        given_names: 'Ali',
        surname: 'KHORASHADIZADEH',
        date_of_birth: '1979-09-21',
        nationality: 'ir',
      });
      assert.equal(res.statusCode, 201, res.body);
      const check = res.json().check_individual;
      assert.deepEqual(
        Object.keys(check).sort(),
        [
          'check_type',
          'created_at',
          'date_of_birth',
          'given_names',
          'id',
          'issues',
          'nationality',
          'state',
          'surname',
          'type',
          'updated_at',
        ].sort(),
      );
      assert.equal(check.state, 'completed');
      assert.equal(check.nationality, 'IR');
      assert.equal(check.issues.length, 1);
      assert.equal(check.issues[0].category, 'sanction');
      assert.equal(check.issues[0].entity_type, 'Check');
      assert.equal(check.issues[0].entity_id, check.id);
      assert.equal(check.issues[0].report.names[0], 'KHORASHADIZADEH, Ali');
      assert.ok(check.issues[0].explanation.some((e: { feature: string }) => e.feature === 'date_of_birth'));

      const shown = await get(tenant, `/checks/individuals/${check.id}`);
      assert.equal(shown.status, 200);
      assert.equal(shown.body.check_individual.issues.length, 1);
      assert.equal(
        (await get(tenant, `/checks/companies/${check.id}`)).status,
        404,
        'a person check is not a company check',
      );
    });

    it('checks a company from a multipart form and a crypto address from a urlencoded one, and lists the history', async () => {
      const tenant = await createTenant(t.ctx);
      const form = multipart({ company_name: 'Banco Nacional de Cuba', jurisdiction_code: '', company_number: '' }, []);
      const company = await post(tenant, '/checks/companies', form.payload, form.headers);
      assert.equal(company.statusCode, 201, company.body);
      assert.equal(company.json().check_company.issues.length, 1);
      assert.equal(company.json().check_company.jurisdiction_code, null, 'an empty field is not given');

      const crypto = await post(
        tenant,
        '/checks/crypto_address',
        Buffer.from('address=149w62rY42aZBox8fGcmqNsXUzSStKeq8C&address_type=XBT'),
        {
          'content-type': 'application/x-www-form-urlencoded',
        },
      );
      assert.equal(crypto.statusCode, 201, crypto.body);
      assert.equal(crypto.json().check_crypto_address.issues[0].category, 'crypto');

      const clean = await post(tenant, '/checks/individuals', { given_names: 'Maria', surname: 'Garcia Lopez' });
      assert.equal(clean.json().check_individual.issues.length, 0);

      const individuals = await get(tenant, '/checks/individuals');
      assert.equal(individuals.body.checks_individual.length, 1);
      assert.equal(individuals.body.checks_individual[0].surname, 'Garcia Lopez');
      assert.deepEqual(individuals.body.meta.pagination, { total: 1, per_page: 25, current_page: 1, total_pages: 1 });
      const entities = await get(tenant, '/checks/entities');
      assert.deepEqual(
        entities.body.checks_entity.map((c: { type: string }) => c.type),
        ['individual', 'company'],
        'people and companies, newest first',
      );
      const paged = await get(tenant, '/checks/entities?per_page=1&page=2');
      assert.equal(paged.body.checks_entity[0].type, 'company');
      assert.equal(paged.body.meta.pagination.total_pages, 2);
      assert.equal((await get(tenant, '/checks/crypto_address')).body.checks_crypto_address.length, 1);
    });

    it('refuses hostile and invalid input: a 10 MB name, unknown fields, a bad date, another account’s check', async () => {
      const tenant = await createTenant(t.ctx);
      const huge = 'A'.repeat(10 * 1024 * 1024);
      const json = await post(tenant, '/checks/individuals', { given_names: huge, surname: 'Doe' });
      assert.equal(json.statusCode, 413, json.body.slice(0, 200));
      const form = multipart({ given_names: huge, surname: 'Doe' }, []);
      const multi = await post(tenant, '/checks/individuals', form.payload, form.headers);
      assert.equal(multi.statusCode, 413, multi.body.slice(0, 200));
      const long = await post(tenant, '/checks/individuals', { given_names: 'A'.repeat(301), surname: 'Doe' });
      assert.equal(long.statusCode, 400);
      assert.equal(
        (await post(tenant, '/checks/individuals', { surname: 'Doe', given_names: 'J', x: 1 })).statusCode,
        400,
      );
      assert.equal(
        (await post(tenant, '/checks/individuals', { surname: 'Doe', given_names: 'J', date_of_birth: 'yesterday' }))
          .statusCode,
        400,
      );
      assert.equal(
        (await post(tenant, '/checks/crypto_address', { address: 'x', address_type: 'a b' })).statusCode,
        400,
      );
      const other = await createTenant(t.ctx);
      const mine = (await post(tenant, '/checks/companies', { company_name: 'Acme' })).json().check_company.id;
      assert.equal((await get(other, `/checks/companies/${mine}`)).status, 404);
      assert.equal((await get(other, '/checks/companies')).body.checks_company.length, 0);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { columnsContaining } from '../helpers/leftovers.js';
import { threeLayers, uniqueTag } from '../helpers/ownership-fixtures.js';
import { tenantApi } from '../helpers/tenant-api.js';
import { createTenant, openCase, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';
import { readZip } from '../helpers/zip-reader.js';

for (const dialect of testDialects()) {
  describe(`ownership structure and personal data [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const { call, get, directorOf } = tenantApi(() => t);

    it('erasing the case leaves nothing of its structure behind', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const tag = uniqueTag();
      assert.equal(
        (await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id, tag))).statusCode,
        200,
      );
      const erased = await call(tenant, 'POST', `/verifications/${id}/erase`, {
        reason: 'Customer asked',
        legal_basis: 'GDPR art. 17(1)(a)',
      });
      assert.equal(erased.statusCode, 200, erased.body);
      for (const needle of [`Zieliński${tag}`, `Okafor${tag}`, `trust deed${tag}`, `Holdco${tag}`])
        assert.deepEqual(await columnsContaining(t.ctx.db, dialect, needle), [], needle);
      const left = await t.ctx.db
        .selectFrom('ownership_entities')
        .select('id')
        .where('verification_id', '=', id)
        .execute();
      assert.deepEqual(left, []);
      assert.equal((await call(tenant, 'GET', `/verifications/${id}/ubos`)).statusCode, 410);
    });

    it('keeps the structure while a legal hold stands', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id));
      const hold = await call(tenant, 'POST', `/verifications/${id}/legal_hold`, { reason: 'Court order 12/34' });
      assert.equal(hold.statusCode, 200, hold.body);
      const erase = await call(tenant, 'POST', `/verifications/${id}/erase`, {
        reason: 'Customer asked',
        legal_basis: 'GDPR art. 17(1)(a)',
      });
      assert.equal(erase.statusCode, 409, erase.body);
      assert.equal((await get(tenant, `/verifications/${id}/ubos`)).ubos.length, 3);
    });

    it('replacing keeps a person’s id when the same person is declared again, and drops persons no longer named', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const tag = uniqueTag();
      await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id, tag));
      const before = (await get(tenant, `/verifications/${id}/people`)).people;
      const piotrId = before.find((p: { surname: string }) => p.surname === `Zieliński${tag}`).id;
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, {
        entities: [
          {
            key: 'piotr',
            type: 'person',
            person: {
              given_names: 'Piotr',
              surname: `Zieliński${tag}`,
              date_of_birth: '1975-04-03',
              nationality: 'pl',
            },
          },
        ],
        holdings: [{ holder: 'piotr', held: 'root', shares: 100 }],
      });
      assert.equal(put.statusCode, 200, put.body);
      const { people } = await get(tenant, `/verifications/${id}/people`);
      assert.deepEqual(
        people.map((p: { surname: string; id: string; roles: string[] }) => [p.surname, p.roles]).sort(),
        [
          ['Doe', ['director']],
          [`Zieliński${tag}`, ['shareholder', 'ubo']],
        ],
      );
      assert.equal(people.find((p: { surname: string }) => p.surname === `Zieliński${tag}`).id, piotrId);
      assert.deepEqual(await columnsContaining(t.ctx.db, dialect, `Okafor${tag}`), []);
    });

    it('includes a shareholder’s and a controller’s part of the structure in their subject access export', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const tag = uniqueTag();
      await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id, tag));
      const { people } = await get(tenant, `/verifications/${id}/people`);
      const piotr = people.find((p: { surname: string }) => p.surname === `Zieliński${tag}`);
      const mira = people.find((p: { surname: string }) => p.surname === `Okafor${tag}`);
      const exported = async (personId: string) => {
        const res = await t.app.inject({ url: `/api/v1/people/${personId}/export`, headers: tenant.headers });
        assert.equal(res.statusCode, 200, res.body);
        const entries = await readZip(res.rawPayload);
        return JSON.parse((entries.get(`persons/${personId}.json`) as Buffer).toString('utf8'));
      };
      const piotrRecord = await exported(piotr.id);
      assert.equal(piotrRecord.surname, `Zieliński${tag}`);
      assert.deepEqual(
        piotrRecord.roles.map((r: { type: string; holdings: unknown[] }) => [r.type, r.holdings]),
        [
          [
            'shareholder',
            [
              { company: `Holdco${tag} Ltd`, shares: 20, voting_rights: null },
              { company: 'N3 Enterprises Ltd', shares: 50, voting_rights: null },
            ],
          ],
        ],
      );
      const miraRecord = await exported(mira.id);
      assert.deepEqual(miraRecord.roles[0].control, {
        nature: 'right_to_appoint_board',
        description: `Appoints the board under a trust deed${tag}`,
      });
      const janeRecord = await exported(director.person.id);
      assert.deepEqual(
        janeRecord.roles.map((r: { type: string }) => r.type),
        ['director', 'shareholder'],
      );
    });
  });
}

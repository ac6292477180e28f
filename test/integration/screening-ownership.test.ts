import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { importScreeningList } from '../../src/services/screening/list-import.js';
import { createProfile, invite, openPortal } from '../helpers/portal-client.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const OFAC = join(import.meta.dirname, '../fixtures/screening/ofac-sdn');

/**
 * The declared ownership structure is screened like the rest of the case: a corporate shareholder and an
 * individual shareholder on the OFAC excerpt become identified issues with their roles, as soon as the structure
 * is written, and declaring the same structure again neither duplicates them nor screens again.
 */
for (const dialect of testDialects()) {
  describe(`screening the ownership structure [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
      await importScreeningList(t.ctx, 'ofac-sdn', OFAC);
    });
    after(() => t.close());

    const call = async (tenant: Tenant, method: 'GET' | 'PUT', url: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json(), text: res.body };
    };

    const structure = {
      entities: [
        {
          key: 'ali',
          type: 'person',
          person: { given_names: 'Ali', surname: 'Khorashadizadeh', date_of_birth: '1979-09-21', nationality: 'IR' },
        },
        {
          key: 'bnc',
          type: 'company',
          company: { formal_name: 'Banco Nacional de Cuba', company_number: 'BNC-1', jurisdiction_code: 'cu' },
        },
        {
          key: 'clean',
          type: 'person',
          person: { given_names: 'Maren', surname: 'Lindqvist', date_of_birth: '1984-02-11', nationality: 'SE' },
        },
      ],
      holdings: [
        { holder: 'ali', held: 'root', shares: 10, voting_rights: null },
        { holder: 'clean', held: 'root', shares: 30, voting_rights: null },
        { holder: 'bnc', held: 'root', shares: 60, voting_rights: null },
      ],
    };

    it('raises an identified issue for a listed corporate shareholder and a listed individual shareholder, with their roles', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const before = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(before.status, 200, before.text);
      assert.equal(before.body.issues.length, 0, 'the sample case has nobody on the list');

      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, structure);
      assert.equal(put.status, 200, put.text);
      const listed = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(listed.status, 200, listed.text);
      const byName = new Map(
        listed.body.issues.map((i: { subject: { name: string } }) => [i.subject.name, i] as const),
      ) as Map<string, { subject: Record<string, unknown>; category: string; source: string; relevant: unknown }>;
      assert.deepEqual([...byName.keys()].sort(), ['Ali Khorashadizadeh', 'Banco Nacional de Cuba']);

      const ali = byName.get('Ali Khorashadizadeh');
      assert.equal(ali?.subject.role, 'shareholder', '10 % is a shareholder, not a beneficial owner');
      assert.equal(ali?.subject.kind, 'person');
      assert.equal(ali?.subject.date_of_birth, '1979-09-21');
      assert.equal(ali?.category, 'sanction');
      assert.equal(ali?.relevant, null);

      const bnc = byName.get('Banco Nacional de Cuba');
      assert.equal(bnc?.subject.role, 'corporate_shareholder');
      assert.equal(bnc?.subject.kind, 'company');
      assert.equal(bnc?.subject.jurisdiction_code, 'cu');
      assert.equal(bnc?.source, 'ofac-sdn');

      // The same structure declared again: the same subjects, so no new issues.
      assert.equal((await call(tenant, 'PUT', `/verifications/${id}/structure`, structure)).status, 200);
      const again = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(again.body.issues.length, 2, again.text);
    });

    it('gives a listed shareholder who reaches the threshold the role ubo', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const owned = {
        entities: [structure.entities[0]],
        holdings: [{ holder: 'ali', held: 'root', shares: 100, voting_rights: null }],
      };
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, owned);
      assert.equal(put.status, 200, put.text);
      const listed = await call(tenant, 'GET', `/verifications/${id}/issues`);
      assert.equal(listed.body.issues.length, 1, listed.text);
      assert.equal(listed.body.issues[0].subject.role, 'ubo');
      assert.equal(listed.body.issues[0].subject.name, 'Ali Khorashadizadeh');
    });

    it('screens the structure a customer declares in the portal, with the submission', async () => {
      const tenant = await createTenant(t.ctx);
      const profileId = await createProfile(
        t,
        tenant,
        {
          sections: ['company_details', 'directors', 'ownership'],
          fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
          document_types: { company: [], person: [] },
        },
        'Ownership',
      );
      const invitation = await invite(t, tenant, {
        email: 'ops@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      const portal = await openPortal(t, invitation.url);
      const draft = {
        company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
        directors: [
          {
            key: 'd1',
            position: 'director',
            person: {
              given_names: 'Ada',
              surname: 'Lovelace',
              date_of_birth: '1985-12-10',
              nationality: 'gb',
              pep: false,
            },
          },
        ],
        ownership: {
          entities: [
            { key: 's1', type: 'person', director_key: 'd1' },
            {
              key: 's2',
              type: 'company',
              company: { formal_name: 'Banco Nacional de Cuba', company_number: 'BNC-1', jurisdiction_code: 'cu' },
            },
            {
              key: 's3',
              type: 'person',
              person: {
                given_names: 'Ali',
                surname: 'Khorashadizadeh',
                date_of_birth: '1979-09-21',
                nationality: 'ir',
              },
            },
            {
              key: 's4',
              type: 'person',
              person: { given_names: 'Maren', surname: 'Lindqvist', date_of_birth: '1984-02-11', nationality: 'se' },
            },
          ],
          holdings: [
            { key: 'h1', holder: 's1', held: 'root', shares: '40' },
            { key: 'h2', holder: 's2', held: 'root', shares: '50' },
            { key: 'h3', holder: 's3', held: 'root', shares: '10' },
            { key: 'h4', holder: 's4', held: 's2', shares: '100' },
          ],
        },
      };
      assert.equal((await portal.send('PUT', '/application/draft', { draft })).status, 200);
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const found = await t.app.inject({ url: `/api/v1/invitations/${invitation.id}`, headers: tenant.headers });
      const caseId = found.json().invitation.verification_id as string;
      const listed = await call(tenant, 'GET', `/verifications/${caseId}/issues`);
      assert.equal(listed.status, 200, listed.text);
      const roles = listed.body.issues
        .map((i: { subject: { name: string; role: string } }) => `${i.subject.name}: ${i.subject.role}`)
        .sort();
      assert.deepEqual(roles, ['Ali Khorashadizadeh: shareholder', 'Banco Nacional de Cuba: corporate_shareholder']);
    });
  });
}

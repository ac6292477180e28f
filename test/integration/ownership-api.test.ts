import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sampleIntake } from '../helpers/fixtures.js';
import { threeLayers } from '../helpers/ownership-fixtures.js';
import { tenantApi } from '../helpers/tenant-api.js';
import { createTenant, openCase, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

for (const dialect of testDialects()) {
  describe(`ownership structure API [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const { call, get, directorOf } = tenantApi(() => t);

    it('stores a declared structure and serves the computed UBOs, people, companies and graph', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id));
      assert.equal(put.statusCode, 200, put.body);
      const keys = new Map<string, string>(put.json().keys.map((k: { key: string; id: string }) => [k.key, k.id]));
      assert.deepEqual([...keys.keys()], ['jane', 'piotr', 'mira', 'holdco', 'n3']);

      const { ubos } = await get(tenant, `/verifications/${id}/ubos`);
      const byName = new Map(ubos.map((u: { person: { surname: string } }) => [u.person.surname, u]));
      assert.deepEqual([...byName.keys()].sort(), ['Doe', 'Okafor', 'Zieliński']);
      const jane = byName.get('Doe') as Record<string, unknown>;
      assert.equal(jane.id, director.person.id, 'the shareholder who is a director is the director’s person');
      assert.equal(jane.approximate_percentage_of_shares, 40);
      assert.deepEqual(jane.natures_of_control, ['ownership_of_shares', 'voting_rights']);
      assert.equal(jane.description, 'Owns 40 % indirectly through Holdco Ltd');
      const piotr = byName.get('Zieliński') as Record<string, unknown>;
      assert.equal(piotr.approximate_percentage_of_shares, 60);
      assert.equal(piotr.description, 'Owns 60 % indirectly through Holdco Ltd and N3 Enterprises Ltd');
      const mira = byName.get('Okafor') as Record<string, unknown>;
      assert.deepEqual(mira.natures_of_control, ['right_to_appoint_board']);
      assert.equal(mira.approximate_percentage_of_shares, 0);

      const one = await get(tenant, `/verifications/${id}/ubos/${director.person.id}`);
      assert.equal(one.ubo.approximate_percentage_of_shares, 40);

      const { people } = await get(tenant, `/verifications/${id}/people`);
      assert.equal(people.length, 3, 'one person per case, whatever their roles');
      const janePerson = people.find((p: { id: string }) => p.id === director.person.id);
      assert.deepEqual(janePerson.roles, ['director', 'shareholder', 'ubo']);
      const { person } = await get(tenant, `/verifications/${id}/people/${(mira as { id: string }).id}`);
      assert.deepEqual(person.roles, ['ubo', 'controller']);

      const { companies } = await get(tenant, `/verifications/${id}/companies`);
      assert.deepEqual(
        companies.map((c: { formal_name: string; role: string }) => [c.formal_name, c.role]),
        [
          ['Northwind Trading Ltd', 'root'],
          ['Holdco Ltd', 'corporate_shareholder'],
          ['N3 Enterprises Ltd', 'corporate_shareholder'],
        ],
      );
      assert.equal(companies[2].jurisdiction.code, 'cy');

      const { graph } = await get(tenant, `/verifications/${id}/graph`);
      assert.equal(graph.acyclic, true);
      const root = graph.vertices.find((v: { labels: { root?: boolean } }) => v.labels.root);
      assert.equal(root.id, companies[0].id);
      assert.equal(root.type, 'Company');
      const janeVertex = graph.vertices.find((v: { id: string }) => v.id === director.person.id);
      assert.equal(janeVertex.type, 'Person');
      assert.equal(janeVertex.labels.given_names, 'Jane Ann');
      assert.equal(janeVertex.labels.calculated_shares, 40);
      assert.deepEqual(janeVertex.labels.shareholder, [{ company_id: keys.get('holdco'), shares: 80 }]);
      assert.deepEqual(janeVertex.labels.ubo, [{ company_id: root.id, shares: 40 }]);
      assert.deepEqual(janeVertex.labels.director, [{ company_id: root.id, position: 'director' }]);
      const janeToRoot = graph.edges.find(
        (e: { source: string; target: string }) => e.source === director.person.id && e.target === root.id,
      );
      assert.deepEqual(janeToRoot.labels.types, ['ubo', 'director']);
      const n3ToRoot = graph.edges.find(
        (e: { source: string; target: string }) => e.source === keys.get('n3') && e.target === root.id,
      );
      assert.deepEqual(n3ToRoot.labels, { types: ['corporate_shareholder'], shares: 100 });

      const { structure } = await get(tenant, `/verifications/${id}/structure`);
      assert.equal(structure.threshold, 25);
      assert.equal(structure.traced_percentage, 100);
      assert.equal(structure.layers, 2);
      assert.deepEqual(structure.warnings, []);
      const holdco = structure.entities.find((e: { id: string }) => e.id === keys.get('holdco'));
      assert.equal(holdco.indirect_shares, 50);
    });

    it('warns in the structure read: not fully traced, circular, high-risk jurisdiction', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const body = {
        entities: [
          { key: 'a', type: 'company', company: { formal_name: 'Alpha SA', jurisdiction_code: 'ky' } },
          { key: 'b', type: 'company', company: { formal_name: 'Beta SA', jurisdiction_code: 'gb' } },
          { key: 'p', type: 'person', person: { given_names: 'Ola', surname: 'Nordmann' } },
        ],
        holdings: [
          { holder: 'a', held: 'root', shares: 60 },
          { holder: 'b', held: 'a', shares: 50 },
          { holder: 'a', held: 'b', shares: 20 },
          { holder: 'p', held: 'root', shares: 10 },
        ],
      };
      // The account marks the Cayman Islands as high risk (a settings change, with a console session or token).
      const tokenWrite = await call(tenant, 'PATCH', '/account', { high_risk_jurisdictions: ['KY'] });
      assert.equal(tokenWrite.statusCode, 403, 'account settings are the console’s');
      await t.ctx.db
        .updateTable('accounts')
        .set({ high_risk_jurisdictions: '["ky"]' })
        .where('id', '=', tenant.accountId)
        .execute();
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, body);
      assert.equal(put.statusCode, 200, put.body);
      const { structure } = put.json();
      assert.equal(structure.acyclic, false);
      assert.deepEqual(structure.warnings.map((w: { code: string }) => w.code).sort(), [
        'circular_ownership',
        'high_risk_jurisdiction',
        'not_fully_traced',
        'ubo_by_default',
      ]);
      const traced = structure.warnings.find((w: { code: string }) => w.code === 'not_fully_traced');
      assert.equal(traced.message, 'Ownership not fully traced: 90 % of the shares is not traced to natural persons');
      // The case's director is named by default: nobody reaches 25 %.
      const { ubos } = await get(tenant, `/verifications/${id}/ubos`);
      assert.equal(ubos.length, 1);
      assert.equal(ubos[0].person.surname, 'Doe');
      assert.equal(ubos[0].ubo_by_default, true);
      assert.deepEqual(ubos[0].natures_of_control, ['senior_managing_official']);
      const { graph } = await get(tenant, `/verifications/${id}/graph`);
      assert.equal(graph.acyclic, false);
    });

    it('refuses invalid structures with every problem named, and keeps the one it had', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      assert.equal(
        (await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id))).statusCode,
        200,
      );
      const bad = await call(tenant, 'PUT', `/verifications/${id}/structure`, {
        entities: [
          { key: 'x', type: 'company', company: { formal_name: 'X Ltd', jurisdiction_code: 'gb' } },
          { key: 'y', type: 'person', person: { given_names: 'Y', surname: 'Z' }, director_id: director.id },
          { key: 'x', type: 'person', director_id: '01a200a0-0000-7000-8000-000000000000' },
        ],
        holdings: [
          { holder: 'x', held: 'x', shares: 10 },
          { holder: 'nobody', held: 'root', shares: 10 },
          { holder: 'x', held: 'y', shares: 10 },
        ],
      });
      assert.equal(bad.statusCode, 400, bad.body);
      const fields = bad.json().error.details.map((d: { field: string }) => d.field);
      for (const f of [
        'entities[1].person',
        'entities[2].key',
        'entities[2].director_id',
        'holdings[0].held',
        'holdings[1].holder',
        'holdings[2].held',
      ])
        assert.ok(fields.includes(f), `${f} in ${fields.join(', ')}`);
      for (const payload of [
        { entities: [], holdings: [{ holder: 'a', held: 'root', shares: 101 }] },
        { entities: [], holdings: [], extra: true },
        {
          entities: [{ key: 'a', type: 'person', person: { given_names: 'A', surname: 'B', ssn: '1' } }],
          holdings: [],
        },
      ]) {
        const res = await call(tenant, 'PUT', `/verifications/${id}/structure`, payload);
        assert.equal(res.statusCode, 400, res.body);
      }
      const { ubos } = await get(tenant, `/verifications/${id}/ubos`);
      assert.equal(ubos.length, 3, 'a refused structure changes nothing');
    });

    it('answers 409 while the case is under QA, and fires data_changed with an audit entry', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const endpoint = await call(tenant, 'POST', '/webhook_endpoints', {
        url: 'http://127.0.0.1:9/dossier-hooks',
        event_types: ['data_changed'],
      });
      assert.equal(endpoint.statusCode, 201, endpoint.body);
      const endpointId = endpoint.json().webhook_endpoint.id;
      assert.equal(
        (await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id))).statusCode,
        200,
      );
      const { audit_log } = await get(tenant, `/verifications/${id}/audit_log`);
      assert.ok(audit_log.some((e: { action: string }) => e.action === 'structure.replaced'));
      const { deliveries } = await get(tenant, `/webhook_endpoints/${endpointId}/deliveries`);
      assert.deepEqual(
        deliveries.map((d: { event_type: string; payload: { change: string; verification_id: string } }) => [
          d.event_type,
          d.payload.change,
          d.payload.verification_id,
        ]),
        [['data_changed', 'ownership_structure', id]],
      );
      assert.equal((await call(tenant, 'POST', `/verifications/${id}/state/start`)).statusCode, 200);
      const qa = await call(tenant, 'POST', `/verifications/${id}/state/qa`, {
        assessment: 'risk_low',
        assessment_comment: 'Clean.',
      });
      assert.equal(qa.statusCode, 200, qa.body);
      const refused = await call(tenant, 'PUT', `/verifications/${id}/structure`, { entities: [], holdings: [] });
      assert.equal(refused.statusCode, 409, refused.body);
    });

    it('keeps another account out of every ownership route', async () => {
      const owner = await createTenant(t.ctx);
      const other = await createTenant(t.ctx);
      const id = await openCase(t, owner);
      const director = await directorOf(owner, id);
      assert.equal(
        (await call(owner, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id))).statusCode,
        200,
      );
      for (const url of [
        'people',
        `people/${director.person.id}`,
        'ubos',
        `ubos/${director.person.id}`,
        'graph',
        'structure',
        'companies',
      ])
        assert.equal((await call(other, 'GET', `/verifications/${id}/${url}`)).statusCode, 404, url);
      const put = await call(other, 'PUT', `/verifications/${id}/structure`, { entities: [], holdings: [] });
      assert.equal(put.statusCode, 404);
    });

    it('reads the structure as a revision recorded it (?revision=n), 404 for a revision that does not exist', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const missing = await call(tenant, 'GET', `/verifications/${id}/ubos?revision=1`);
      assert.equal(missing.statusCode, 404);
      const { recordRevision } = await import('../../src/services/case-revisions.js');
      const director = await directorOf(tenant, id);
      await call(tenant, 'PUT', `/verifications/${id}/structure`, threeLayers(director.id));
      await recordRevision(
        t.ctx.db,
        { type: 'token', id: tenant.tokenId, accountId: tenant.accountId },
        id,
        'application',
        t.ctx.now(),
      );
      await call(tenant, 'PUT', `/verifications/${id}/structure`, { entities: [], holdings: [] });
      assert.equal((await get(tenant, `/verifications/${id}/ubos`)).ubos[0].ubo_by_default, true);
      const then = await get(tenant, `/verifications/${id}/ubos?revision=1`);
      assert.deepEqual(
        then.ubos.map((u: { approximate_percentage_of_shares: number }) => u.approximate_percentage_of_shares).sort(),
        [0, 40, 60],
      );
      const companies = await get(tenant, `/verifications/${id}/companies?revision=1`);
      assert.equal(companies.companies.length, 3);
      const graph = await get(tenant, `/verifications/${id}/graph?revision=1`);
      assert.ok(graph.graph.vertices.length >= 6);
    });

    it('counts a case without a declared structure as incomplete when its profile lists ownership', async () => {
      const tenant = await createTenant(t.ctx);
      const profile = await call(tenant, 'POST', '/completeness_profiles', {
        name: 'With ownership',
        requirements: { sections: ['ownership'], ubo_threshold: 10 },
      });
      assert.equal(profile.statusCode, 201, profile.body);
      assert.equal(profile.json().completeness_profile.requirements.ubo_threshold, 10);
      const id = await openCase(t, tenant, {
        ...sampleIntake(),
        completeness_profile_id: profile.json().completeness_profile.id,
      });
      const before = await get(tenant, `/verifications/${id}/completeness`);
      assert.deepEqual(before.completeness.missing.sections, ['ownership']);
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, {
        entities: [{ key: 'p', type: 'person', person: { given_names: 'Ten', surname: 'Percent' } }],
        holdings: [{ holder: 'p', held: 'root', shares: 10 }],
      });
      assert.equal(put.statusCode, 200, put.body);
      // The profile's threshold is 10 %: a 10 % holder is a UBO.
      assert.equal(put.json().structure.threshold, 10);
      assert.deepEqual(
        put.json().structure.ubos.map((u: { person: { surname: string } }) => u.person.surname),
        ['Percent'],
      );
      const after = await get(tenant, `/verifications/${id}/completeness`);
      assert.deepEqual(after.completeness.missing.sections, []);
      const tooLow = await call(tenant, 'POST', '/completeness_profiles', {
        name: 'Too low',
        requirements: { ubo_threshold: 4 },
      });
      assert.equal(tooLow.statusCode, 400);
    });

    it('answers from the structure as it is now after every change: the structure, the threshold, the high-risk list', async () => {
      const tenant = await createTenant(t.ctx);
      const profile = await call(tenant, 'POST', '/completeness_profiles', { name: 'P', requirements: {} });
      const profileId = profile.json().completeness_profile.id;
      const id = await openCase(t, tenant, { ...sampleIntake(), completeness_profile_id: profileId });
      const body = {
        entities: [
          { key: 'p', type: 'person', person: { given_names: 'Twenty', surname: 'Percent' } },
          { key: 'k', type: 'company', company: { formal_name: 'Cayman Co', jurisdiction_code: 'ky' } },
        ],
        holdings: [
          { holder: 'p', held: 'root', shares: 20 },
          { holder: 'k', held: 'root', shares: 80 },
        ],
      };
      await call(tenant, 'PUT', `/verifications/${id}/structure`, body);
      const ubos = async () =>
        (await get(tenant, `/verifications/${id}/ubos`)).ubos.map(
          (u: { person: { surname: string } }) => u.person.surname,
        );
      const graph = async () => (await get(tenant, `/verifications/${id}/graph`)).graph;
      assert.deepEqual(await ubos(), ['Doe'], 'the director by default: 20 % is under 25 %');
      assert.equal((await graph()).vertices.length, 4);
      const patched = await call(tenant, 'PATCH', `/completeness_profiles/${profileId}`, {
        requirements: { ubo_threshold: 20 },
      });
      assert.equal(patched.statusCode, 200, patched.body);
      assert.deepEqual(await ubos(), ['Percent'], 'the profile’s new threshold applies at once');
      await call(tenant, 'PUT', `/verifications/${id}/structure`, { ...body, holdings: [body.holdings[1]] });
      assert.equal(
        (await graph()).edges.filter((e: { labels: { types: string[] } }) =>
          e.labels.types.includes('individual_shareholder'),
        ).length,
        0,
      );
      const warnings = async () =>
        (await get(tenant, `/verifications/${id}/structure`)).structure.warnings.map((w: { code: string }) => w.code);
      assert.ok(!(await warnings()).includes('high_risk_jurisdiction'));
      await t.ctx.db
        .updateTable('accounts')
        .set({ high_risk_jurisdictions: '["ky"]' })
        .where('id', '=', tenant.accountId)
        .execute();
      assert.ok((await warnings()).includes('high_risk_jurisdiction'), 'the account’s list applies at once');
    });

    it('reports a new shareholder and a changed percentage in what changed since the last submission', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const { recordRevision } = await import('../../src/services/case-revisions.js');
      const actor = { type: 'token', id: tenant.tokenId, accountId: tenant.accountId } as const;
      const structure = threeLayers(director.id);
      await call(tenant, 'PUT', `/verifications/${id}/structure`, structure);
      await recordRevision(t.ctx.db, actor, id, 'application', t.ctx.now());
      await call(tenant, 'PUT', `/verifications/${id}/structure`, {
        entities: [
          ...structure.entities,
          { key: 'new', type: 'person', person: { given_names: 'Nia', surname: 'Adeyemi' } },
        ],
        holdings: [
          { holder: 'jane', held: 'holdco', shares: 70, voting_rights: null },
          { holder: 'new', held: 'holdco', shares: 10, voting_rights: null },
          ...structure.holdings.slice(1),
        ],
      });
      await recordRevision(t.ctx.db, actor, id, 'data_update', t.ctx.now());
      const { changes } = await get(tenant, `/verifications/${id}/changes`);
      const holdings = changes.fields
        .filter((f: { section: string }) => f.section === 'holding')
        .map((f: { subject: string; change: string; field: string | null }) => [f.subject, f.change, f.field]);
      assert.deepEqual(holdings, [
        ['Jane Ann Doe in Holdco Ltd', 'changed', 'shares'],
        ['Nia Adeyemi in Holdco Ltd', 'added', null],
      ]);
    });

    it('links a declared person who is the director (same name and date of birth) without changing their record', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const director = await directorOf(tenant, id);
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, {
        entities: [
          {
            key: 'jane',
            type: 'person',
            person: { given_names: 'JANE ANN', surname: 'Doe', date_of_birth: '1980-01-02' },
          },
        ],
        holdings: [{ holder: 'jane', held: 'root', shares: 100 }],
      });
      assert.equal(put.statusCode, 200, put.body);
      const { people } = await get(tenant, `/verifications/${id}/people`);
      assert.deepEqual(
        people.map((p: { id: string; roles: string[]; nationality: string }) => [p.id, p.roles, p.nationality]),
        [[director.person.id, ['director', 'shareholder', 'ubo'], 'gb']],
      );
    });
  });
}

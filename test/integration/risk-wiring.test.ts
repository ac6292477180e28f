import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { rescreenAfterListImport } from '../../src/services/list-rescreen.js';
import { importScreeningList } from '../../src/services/screening/list-import.js';
import {
  editedOfacExcerpt,
  listedDirectorIntake,
  OFAC_EXCERPT,
  OPENSANCTIONS_EXCERPT,
} from '../helpers/screening-lists.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field
type Json = Record<string, any>;

/** The sample intake's director, Jane Doe, as a new SDN entry. */
const SDN_JANE = '99999,"DOE, Jane Ann","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 02 Jan 1980."';

/** Circular (Alpha and Beta hold each other) and traced to people below 75 % (Ola holds 10 % directly). */
const CIRCULAR = {
  entities: [
    { key: 'a', type: 'company', company: { formal_name: 'Alpha SA', jurisdiction_code: 'gb' } },
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

for (const dialect of testDialects()) {
  describe(`the risk model reads the ownership structure, screening decisions and the review calendar [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
      await importScreeningList(t.ctx, 'ofac-sdn', OFAC_EXCERPT);
    });
    const dirs: string[] = [];
    after(async () => {
      await t.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    const call = async (tenant: Tenant, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: tenant.headers,
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json() as Json, text: res.body };
    };
    const record = async (tenant: Tenant, id: string) => {
      const res = await call(tenant, 'GET', `/verifications/${id}`);
      assert.equal(res.status, 200, res.text);
      return res.body.verification as Json;
    };
    const factorsOf = (a: Json) => a.factors as { key: string; points: number; reason: string }[];

    it('a circular structure traced below 75 % adds the ownership factors with their reasons; no structure, none', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const before = (await record(tenant, id)).risk_assessment;
      assert.ok(
        !factorsOf(before).some((f) => f.key.startsWith('ownership')),
        'no structure declared: the ownership factor is absent, not zero',
      );

      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, CIRCULAR);
      assert.equal(put.status, 200, put.text);
      const traced = (await call(tenant, 'GET', `/verifications/${id}/structure`)).body.structure.traced_percentage;
      assert.ok(traced < 75, `traced ${traced}`);

      const a = (await record(tenant, id)).risk_assessment;
      const ownership = factorsOf(a).filter((f) => f.key.startsWith('ownership'));
      assert.deepEqual(
        ownership.map((f) => `${f.key}:${f.points}`),
        ['ownership_traced:20', 'ownership_circular:25'],
        JSON.stringify(a.factors),
      );
      assert.equal(
        ownership[0]?.reason,
        `ownership traced to people: ${traced} % (below 75 %): +20`,
        'the reason gives the figure the structure read shows',
      );
      assert.equal(ownership[1]?.reason, 'circular ownership: +25');
      assert.equal(a.score, before.score + 45);
      const history = (await call(tenant, 'GET', `/verifications/${id}/risk_assessments`)).body.risk_assessments;
      assert.equal(history.length, 2, 'the intake assessment, then the one the structure brought');
      assert.equal(history[0].score, a.score);

      // Replacing the structure with one fully traced, in one layer, takes the factors back.
      const simple = {
        entities: [{ key: 'p', type: 'person', person: { given_names: 'Ola', surname: 'Nordmann' } }],
        holdings: [{ holder: 'p', held: 'root', shares: 100 }],
      };
      assert.equal((await call(tenant, 'PUT', `/verifications/${id}/structure`, simple)).status, 200);
      const cleared = (await record(tenant, id)).risk_assessment;
      assert.ok(!factorsOf(cleared).some((f) => f.key.startsWith('ownership')), JSON.stringify(cleared.factors));
      assert.equal(cleared.score, before.score);
    });

    it('control by other means and a UBO in a high-risk country are explained by role, not by name', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const before = (await record(tenant, id)).risk_assessment;
      const put = await call(tenant, 'PUT', `/verifications/${id}/structure`, {
        entities: [
          { key: 'p', type: 'person', person: { given_names: 'Kim', surname: 'Jong', nationality: 'KP' } },
          {
            key: 'c',
            type: 'person',
            person: { given_names: 'Mira', surname: 'Okafor' },
            control: { nature: 'right_to_appoint_board', description: 'Appoints the board under a trust deed' },
          },
        ],
        holdings: [{ holder: 'p', held: 'root', shares: 100 }],
      });
      assert.equal(put.status, 200, put.text);
      const a = (await record(tenant, id)).risk_assessment;
      const added = factorsOf(a).filter((f) => !factorsOf(before).some((b) => b.reason === f.reason));
      assert.ok(
        added.some(
          (f) =>
            f.key === 'ownership_other_control' &&
            f.reason === 'nominee or control by other means (a person with the right to appoint the board): +15',
        ),
        JSON.stringify(added),
      );
      assert.ok(
        added.some(
          (f) => f.key === 'jurisdiction' && f.reason.startsWith('a UBO is in KP') && f.reason.endsWith('(high): +40'),
        ),
        JSON.stringify(added),
      );
      assert.ok(!JSON.stringify(added).includes('Kim') && !JSON.stringify(added).includes('Okafor'));
    });

    it('a director marked True match on a sanction list makes the level prohibited; completing is refused', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant, listedDirectorIntake({ person: { place_of_birth: null } }));
      const before = (await record(tenant, id)).risk_assessment;
      assert.notEqual(before.level, 'prohibited', 'an undecided hit decides nothing');
      const issues = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues as Json[];
      assert.equal(issues.length, 1);
      const decided = await call(tenant, 'POST', `/verifications/${id}/issues/${issues[0]?.id}/decision`, {
        relevant: true,
        comment: 'Same name, date of birth and nationality as the SDN entry',
      });
      assert.equal(decided.status, 200, decided.text);

      const a = (await record(tenant, id)).risk_assessment;
      assert.equal(a.level, 'prohibited');
      assert.equal(a.computed_level, 'prohibited');
      assert.ok(
        factorsOf(a).some(
          (f) =>
            f.key === 'sanction' &&
            f.reason === 'a director (Director) is a true sanction match on OFAC SDN: prohibited',
        ),
        JSON.stringify(a.factors),
      );
      assert.equal((await call(tenant, 'POST', `/verifications/${id}/state/start`)).status, 200);
      const refused = await call(tenant, 'POST', `/verifications/${id}/state/complete`, { assessment: 'risk_high' });
      assert.equal(refused.status, 409, refused.text);
      assert.equal(refused.body.error.code, 'risk_prohibited');
      assert.equal((await record(tenant, id)).status, 'in_progress', 'the refusal changed nothing');
      const rejected = await call(tenant, 'POST', `/verifications/${id}/state/rejected`, {
        rejection_comment: 'Sanctioned director',
      });
      assert.equal(rejected.status, 200, rejected.text);
    });

    it('a director marked True match on a PEP list adds the PEP factor with its reason', async () => {
      await importScreeningList(t.ctx, 'opensanctions', OPENSANCTIONS_EXCERPT);
      const tenant = await createTenant(t.ctx);
      const id = await openCase(
        t,
        tenant,
        listedDirectorIntake({
          person: {
            given_names: 'Ivan Petrovich',
            surname: 'Sidorov',
            date_of_birth: '1961-04-12',
            nationality: 'ru',
            place_of_birth: null,
          },
        }),
      );
      const before = (await record(tenant, id)).risk_assessment;
      const issues = (await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues as Json[];
      const pep = issues.find((i) => i.category === 'pep');
      assert.ok(pep, JSON.stringify(issues.map((i) => [i.category, i.entry_id])));
      const decided = await call(tenant, 'POST', `/verifications/${id}/issues/${pep.id}/decision`, {
        relevant: true,
        comment: 'The governor himself',
      });
      assert.equal(decided.status, 200, decided.text);
      const a = (await record(tenant, id)).risk_assessment;
      assert.ok(
        factorsOf(a).some(
          (f) => f.key === 'pep' && f.reason === 'a director (Director) is a true PEP screening match: +30',
        ),
        JSON.stringify(a.factors),
      );
      assert.equal(a.score, before.score + 30);
    });

    it('a completed case’s record shows reopen_at equal to next_review_at (null before)', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const open = await record(tenant, id);
      assert.equal(open.next_review_at, null);
      assert.equal(open.reopen_at, null);
      await call(tenant, 'POST', `/verifications/${id}/risk_override`, { level: 'low', reason: 'Known to us' });
      assert.equal((await call(tenant, 'POST', `/verifications/${id}/state/start`)).status, 200);
      const done = await call(tenant, 'POST', `/verifications/${id}/state/complete`, { assessment: 'risk_low' });
      assert.equal(done.status, 200, done.text);
      const completed = await record(tenant, id);
      assert.match(completed.next_review_at, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(completed.reopen_at, completed.next_review_at);
    });

    it('a sanction hit decided True match on a completed case is an alert beside the decision, never a new decision', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      await call(tenant, 'POST', `/verifications/${id}/risk_override`, { level: 'low', reason: 'Known to us' });
      assert.equal((await call(tenant, 'POST', `/verifications/${id}/state/start`)).status, 200);
      assert.equal(
        (await call(tenant, 'POST', `/verifications/${id}/state/complete`, { assessment: 'risk_low' })).status,
        200,
      );
      const completed = await record(tenant, id);

      // A list update names the director after the decision: the hit arrives as an alert, and is decided relevant.
      const dir = editedOfacExcerpt((sdn) => `${sdn}${SDN_JANE}\n`);
      dirs.push(dir);
      await rescreenAfterListImport(t.ctx, (await importScreeningList(t.ctx, 'ofac-sdn', dir)).version_id);
      const hit = ((await call(tenant, 'GET', `/verifications/${id}/issues`)).body.issues as Json[]).find(
        (i) => i.entry_id === 'ofac-sdn:99999',
      );
      assert.ok(hit, 'the list update raised a hit on the completed case');
      const decided = await call(tenant, 'POST', `/verifications/${id}/issues/${hit.id}/decision`, {
        relevant: true,
        comment: 'Same name and date of birth',
      });
      assert.equal(decided.status, 200, decided.text);

      const now = await record(tenant, id);
      assert.equal(now.status, 'completed');
      assert.deepEqual(now.risk_assessment, completed.risk_assessment, 'the standing assessment is unchanged');
      const history = (await call(tenant, 'GET', `/verifications/${id}/risk_assessments`)).body.risk_assessments;
      assert.equal(history[0].applied, false);
      assert.equal(history[0].computed_level, 'prohibited');
      const audit = (await call(tenant, 'GET', `/verifications/${id}/audit_log`)).body.audit_log as Json[];
      const alert = audit.find((e) => e.action === 'risk_assessment.alert');
      assert.ok(alert, audit.map((e) => e.action).join());
    });
  });
}

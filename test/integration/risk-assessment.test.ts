import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addMonths } from '../../src/domain/review-calendar.js';
import { DEFAULT_RISK_MODEL } from '../../src/domain/risk-model.js';
import { configureAccount } from '../../src/services/accounts.js';
import { signedIn } from '../helpers/console-session.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';
import { registerEndpoint, startTestWorker, startWebhookReceiver } from '../helpers/webhook-receiver.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field
type Json = Record<string, any>;

for (const dialect of testDialects()) {
  describe(`risk assessment: computed with the data, explained, overridden, versioned [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const get = async (tenant: Tenant, url: string): Promise<Json> => {
      const res = await t.app.inject({ url: `/api/v1${url}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json();
    };
    const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
    const record = async (tenant: Tenant, id: string) => (await get(tenant, `/verifications/${id}`)).verification;

    it('assesses a new case at intake and explains every factor (payment services, volume, unverified crypto)', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      const { risk_assessment: a } = await record(tenant, id);
      assert.deepEqual(
        a.factors.map((f: Json) => `${f.key}:${f.points}`),
        ['industry:30', 'volume:10', 'crypto:10', 'crypto_unverified:15'],
      );
      assert.equal(a.factors[0].reason, 'industry NACE 64, default NACE tiers (high): +30');
      assert.equal(a.score, 65);
      assert.equal(a.level, 'high');
      assert.equal(a.computed_level, 'high');
      assert.equal(a.model_version, 1);
      assert.equal(a.override, null);
      const history = await get(tenant, `/verifications/${id}/risk_assessments`);
      assert.equal(history.risk_assessments.length, 1);
      assert.equal(history.risk_assessments[0].applied, true);
      const filtered = await get(tenant, `/verifications?risk_assessment=high`);
      assert.deepEqual(
        filtered.verifications.map((v: Json) => v.id),
        [id],
      );
    });

    it('a declared PEP adds its points with the reason; a prohibited level cannot be completed', async () => {
      const tenant = await createTenant(t.ctx);
      const intake = sampleIntake();
      const director = intake.directors?.[0];
      assert.ok(director);
      Object.assign(director.person, { pep: true, pep_description: 'Former minister' });
      const id = await openCase(t, tenant, intake);
      const a = (await record(tenant, id)).risk_assessment;
      assert.ok(
        a.factors.some((f: Json) => f.key === 'pep' && f.reason === 'a director (Director) declared PEP: +30'),
        JSON.stringify(a.factors),
      );
      assert.equal(a.score, 95);
      const prohibited = await post(tenant.headers, `/verifications/${id}/risk_override`, {
        level: 'prohibited',
        reason: 'Adverse media on the PEP',
      });
      assert.equal(prohibited.statusCode, 200, prohibited.body);
      assert.equal((await post(tenant.headers, `/verifications/${id}/state/start`)).statusCode, 200);
      const refused = await post(tenant.headers, `/verifications/${id}/state/complete`, { assessment: 'risk_high' });
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(refused.json().error.code, 'risk_prohibited');
      assert.equal((await record(tenant, id)).status, 'in_progress', 'the refusal changed nothing');
    });

    it('an override needs a reason, stands beside the computed level, is kept and sends a signed risk_level_changed', async () => {
      const tenant = await createTenant(t.ctx);
      const receiver = await startWebhookReceiver();
      const worker = await startTestWorker(t);
      try {
        await registerEndpoint(t, tenant, receiver, ['risk_level_changed']);
        const id = await openCase(t, tenant);
        const missing = await post(tenant.headers, `/verifications/${id}/risk_override`, {
          level: 'medium',
          reason: ' ',
        });
        assert.equal(missing.statusCode, 400, missing.body);
        const res = await post(tenant.headers, `/verifications/${id}/risk_override`, {
          level: 'medium',
          reason: 'Long-standing client; crypto wallet checked by phone',
        });
        assert.equal(res.statusCode, 200, res.body);
        const a = (await record(tenant, id)).risk_assessment;
        assert.equal(a.level, 'medium');
        assert.equal(a.computed_level, 'high');
        assert.equal(a.override.reason, 'Long-standing client; crypto wallet checked by phone');
        assert.equal(a.override.by, `token:${tenant.tokenId}`);
        const history = (await get(tenant, `/verifications/${id}/risk_assessments`)).risk_assessments;
        assert.deepEqual(
          history.map((h: Json) => `${h.kind}:${h.level}`),
          ['override:medium', 'computed:high'],
        );
        const audit = (await get(tenant, `/verifications/${id}/audit_log`)).audit_log as Json[];
        assert.ok(audit.some((e) => e.action === 'risk_override.set'));
        await receiver.waitFor(() => receiver.delivered().length >= 1, 'the risk_level_changed webhook');
        assert.deepEqual(receiver.rejected, [], 'every delivery carried a valid signature');
        const payload = receiver.delivered()[0]?.payload;
        assert.equal(payload?.event, 'risk_level_changed');
        assert.equal(payload?.prev_level, 'high');
        assert.equal(payload?.new_level, 'medium');
        assert.equal(payload?.verification_id, id);
      } finally {
        await worker.stop();
        await receiver.close();
      }
    });

    it('with four eyes on, lowering the level in QA is refused: it is made before QA so the reviewer confirms it', async () => {
      const tenant = await createTenant(t.ctx);
      await configureAccount(t.ctx, tenant.accountId, { requiresQa: true });
      const id = await openCase(t, tenant);
      assert.equal((await post(tenant.headers, `/verifications/${id}/state/start`)).statusCode, 200);
      const qa = await post(tenant.headers, `/verifications/${id}/state/qa`, {
        assessment: 'risk_high',
        assessment_comment: 'Registry checked',
      });
      assert.equal(qa.statusCode, 200, qa.body);
      const lower = await post(tenant.headers, `/verifications/${id}/risk_override`, { level: 'low', reason: 'x' });
      assert.equal(lower.statusCode, 409, lower.body);
      const higher = await post(tenant.headers, `/verifications/${id}/risk_override`, {
        level: 'prohibited',
        reason: 'Sanctioned shareholder found by phone',
      });
      assert.equal(higher.statusCode, 200, 'raising the level needs no second person');
    });

    it('completion sets next_review_at from the level (low: 36 months); a decided case’s new assessment is an alert', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      await post(tenant.headers, `/verifications/${id}/risk_override`, { level: 'low', reason: 'Known to us' });
      assert.equal((await post(tenant.headers, `/verifications/${id}/state/start`)).statusCode, 200);
      const done = await post(tenant.headers, `/verifications/${id}/state/complete`, { assessment: 'risk_low' });
      assert.equal(done.statusCode, 200, done.body);
      const today = new Date().toISOString().slice(0, 10);
      const completed = await record(tenant, id);
      assert.equal(completed.next_review_at, addMonths(today, 36));
      assert.equal(completed.due_at, null, 'a completed case has no deadline');
      // The data changes after the decision: an external score arrives.
      const score = await post(tenant.headers, '/webhooks/external_risk_score', { id, risk_score: { simple: 'high' } });
      assert.equal(score.statusCode, 200, score.body);
      const after = await record(tenant, id);
      assert.deepEqual(after.risk_assessment, completed.risk_assessment, 'the decided case is unchanged');
      const history = (await get(tenant, `/verifications/${id}/risk_assessments`)).risk_assessments;
      assert.equal(history[0].applied, false);
      assert.equal(history[0].score, 95);
      const audit = (await get(tenant, `/verifications/${id}/audit_log`)).audit_log as Json[];
      assert.ok(audit.some((e) => e.action === 'risk_assessment.alert'));
    });

    it('a model change is a new version: undecided cases are reassessed, a decided one keeps its version; tokens only read', async () => {
      const tenant = await createTenant(t.ctx);
      const open = await openCase(t, tenant);
      const decided = await openCase(t, tenant);
      await post(tenant.headers, `/verifications/${decided}/state/start`);
      await post(tenant.headers, `/verifications/${decided}/state/complete`, { assessment: 'risk_high' });
      const model = (await get(tenant, '/risk_model')).risk_model;
      assert.equal(model.version, 1);
      assert.deepEqual(model.model, DEFAULT_RISK_MODEL);
      assert.ok(model.reference.country_lists.some((l: Json) => l.as_of === '2025-06-13'));
      const changed = { ...DEFAULT_RISK_MODEL, industry: { ...DEFAULT_RISK_MODEL.industry, high: 50 } };
      const byToken = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/risk_model',
        headers: tenant.headers,
        payload: changed,
      });
      assert.equal(byToken.statusCode, 403, byToken.body);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/risk_model',
        headers: admin.headers,
        payload: changed,
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.equal(put.json().risk_model.version, 2);
      assert.equal(put.json().reassessed, 1);
      const again = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/risk_model',
        headers: admin.headers,
        payload: changed,
      });
      assert.equal(again.json().risk_model.version, 2, 'the same values make no new version');
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/risk_model',
        headers: admin.headers,
        payload: { ...changed, thresholds: { medium: 60, high: 50, prohibited: null } },
      });
      assert.equal(bad.statusCode, 400, bad.body);
      const openA = (await record(tenant, open)).risk_assessment;
      assert.equal(openA.model_version, 2);
      assert.equal(openA.score, 85);
      const decidedA = (await record(tenant, decided)).risk_assessment;
      assert.equal(decidedA.model_version, 1);
      assert.equal(decidedA.score, 65);
    });

    it('erasing a case leaves none of its risk history behind', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      await post(tenant.headers, `/verifications/${id}/risk_override`, {
        level: 'medium',
        reason: 'Marker-Q7Z reason',
      });
      const erased = await post(tenant.headers, `/verifications/${id}/erase`, {
        reason: 'Customer asked',
        legal_basis: 'GDPR art. 17',
      });
      assert.equal(erased.statusCode, 200, erased.body);
      const rows = await t.ctx.db
        .selectFrom('risk_assessments')
        .select('id')
        .where('account_id', '=', tenant.accountId)
        .where('verification_id', '=', id)
        .execute();
      assert.deepEqual(rows, []);
      const v = await t.ctx.db
        .selectFrom('verifications')
        .select('risk_assessment')
        .where('account_id', '=', tenant.accountId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(v.risk_assessment, null);
    });
  });
}

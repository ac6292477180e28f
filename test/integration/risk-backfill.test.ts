import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runDailyJobs } from '../../src/services/daily-jobs.js';
import { riskBackfillJob } from '../../src/services/risk-backfill-job.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field
type Json = Record<string, any>;

for (const dialect of testDialects()) {
  describe(`assessing the cases written before the risk model [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const post = (tenant: Tenant, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: tenant.headers, payload });
    const record = async (tenant: Tenant, id: string): Promise<Json> => {
      const res = await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().verification;
    };
    /** The case as a database from before migration 026 holds it: never assessed. */
    const forgetAssessment = (id: string) =>
      t.ctx.db
        .updateTable('verifications')
        .set({ risk_assessment: null, assessed_level: null })
        .where('id', '=', id)
        .execute();

    it('assesses every open case that never was, leaves decided ones as they were decided, and runs once a day', async () => {
      const tenant = await createTenant(t.ctx);
      const open = await openCase(t, tenant);
      const started = await openCase(t, tenant);
      assert.equal((await post(tenant, `/verifications/${started}/state/start`)).statusCode, 200);
      const decided = await openCase(t, tenant);
      assert.equal((await post(tenant, `/verifications/${decided}/state/start`)).statusCode, 200);
      const done = await post(tenant, `/verifications/${decided}/state/complete`, { assessment: 'risk_low' });
      assert.equal(done.statusCode, 200, done.body);
      for (const id of [open, started, decided]) await forgetAssessment(id);
      for (const id of [open, started, decided]) assert.equal((await record(tenant, id)).risk_assessment, null);

      const today = new Date().toISOString().slice(0, 10);
      const outcomes = await runDailyJobs(t.ctx, today, 'worker-a');
      const ran = outcomes.find((o) => o.job === 'risk_backfill');
      assert.equal(ran?.status, 'ran');
      assert.ok((ran?.result?.assessed ?? 0) >= 2, JSON.stringify(ran));
      for (const id of [open, started]) {
        const assessment = (await record(tenant, id)).risk_assessment;
        assert.ok(assessment, `case ${id} assessed`);
        assert.ok(['low', 'medium', 'high', 'prohibited'].includes(assessment.level));
        assert.equal(assessment.model_version, 1);
      }
      assert.equal((await record(tenant, decided)).risk_assessment, null, 'a decided case is not reassessed');
      const history = await t.app.inject({
        url: `/api/v1/verifications/${open}/risk_assessments`,
        headers: tenant.headers,
      });
      assert.equal(history.statusCode, 200);
      assert.ok(history.json().risk_assessments.length >= 1, 'the assessment is in the history');

      // Nothing left to do on the next run: every open case has its assessment.
      assert.equal((await riskBackfillJob.run(t.ctx, today)).assessed, 0);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { recurringReviewsJob } from '../../src/services/review-calendar-jobs.js';
import { signedIn } from '../helpers/console-session.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field
type Json = Record<string, any>;

for (const dialect of testDialects()) {
  describe(`who gets a recurring review case [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const post = (tenant: Tenant, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: tenant.headers, payload });
    const get = async (tenant: Tenant, url: string): Promise<Json> => {
      const res = await t.app.inject({ url: `/api/v1${url}`, headers: tenant.headers });
      assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
      return res.json();
    };

    /** A case assigned to `officerId`, then completed: its review opens a year later (high). */
    async function completedCaseOf(tenant: Tenant, officerId: string): Promise<{ id: string; reviewDay: string }> {
      const id = await openCase(t, tenant);
      assert.equal((await post(tenant, `/verifications/${id}/assign`, { user_id: officerId })).statusCode, 200);
      assert.equal(
        (await post(tenant, `/verifications/${id}/risk_override`, { level: 'high', reason: 'test' })).statusCode,
        200,
      );
      assert.equal((await post(tenant, `/verifications/${id}/state/start`)).statusCode, 200);
      const done = await post(tenant, `/verifications/${id}/state/complete`, { assessment: 'risk_high' });
      assert.equal(done.statusCode, 200, done.body);
      return { id, reviewDay: (await get(tenant, `/verifications/${id}`)).verification.next_review_at };
    }

    async function recurringCaseOf(tenant: Tenant, previousId: string): Promise<Json> {
      const list = (await get(tenant, '/verifications?verification_type=recurring')).verifications as Json[];
      const found = list.filter((v) => v.previous_verification_id === previousId);
      assert.equal(found.length, 1, 'one recurring case');
      return (await get(tenant, `/verifications/${found[0]?.id}`)).verification;
    }

    async function setRule(tenant: Tenant, rule: string | undefined) {
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const current = (await get(tenant, '/review_calendar')).review_calendar;
      const { recurring_assignment: _, ...rest } = current;
      return t.app.inject({
        method: 'PUT',
        url: '/api/v1/review_calendar',
        headers: admin.headers,
        payload: rule === undefined ? rest : { ...rest, recurring_assignment: rule },
      });
    }

    it('leaves a recurring case unassigned by default, though the previous case had an officer', async () => {
      const tenant = await createTenant(t.ctx);
      const officer = await signedIn(t, tenant.accountId, 'officer');
      assert.equal((await get(tenant, '/review_calendar')).review_calendar.recurring_assignment, 'unassigned');
      const previous = await completedCaseOf(tenant, officer.user.id);
      await recurringReviewsJob.run(t.ctx, previous.reviewDay);
      assert.equal((await recurringCaseOf(tenant, previous.id)).assigned_to, null);
    });

    it('gives it to the previous case’s officer under "previous_assignee", audit-logged; nobody once they are deactivated', async () => {
      const tenant = await createTenant(t.ctx);
      const officer = await signedIn(t, tenant.accountId, 'officer');
      const put = await setRule(tenant, 'previous_assignee');
      assert.equal(put.statusCode, 200, put.body);
      assert.equal(put.json().review_calendar.recurring_assignment, 'previous_assignee');
      // A change that leaves the rule out keeps it.
      assert.equal((await setRule(tenant, undefined)).statusCode, 200);
      assert.equal((await get(tenant, '/review_calendar')).review_calendar.recurring_assignment, 'previous_assignee');

      const leaver = await signedIn(t, tenant.accountId, 'officer');
      const kept = await completedCaseOf(tenant, officer.user.id);
      const gone = await completedCaseOf(tenant, leaver.user.id);
      // One officer leaves before the review is due: that customer's review waits unassigned rather than with
      // someone who cannot act.
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const off = await t.app.inject({
        method: 'POST',
        url: `/api/v1/users/${leaver.user.id}/deactivate`,
        headers: admin.headers,
      });
      assert.equal(off.statusCode, 200, off.body);

      // The job itself (the day's claim across workers is recurring-reviews.test.ts's subject).
      await recurringReviewsJob.run(t.ctx, kept.reviewDay);
      const recurring = await recurringCaseOf(tenant, kept.id);
      assert.equal(recurring.assigned_to, officer.user.id);
      const audit = (await get(tenant, `/verifications/${recurring.id}/audit_log`)).audit_log as Json[];
      assert.ok(
        audit.some((e) => e.action === 'case.assigned'),
        `the assignment is in the case's audit log: ${JSON.stringify(audit.map((e) => e.action))}`,
      );
      assert.equal((await recurringCaseOf(tenant, gone.id)).assigned_to, null);
    });

    it('refuses a rule it does not know', async () => {
      const tenant = await createTenant(t.ctx);
      const res = await setRule(tenant, 'round_robin');
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.body, /recurring_assignment/);
    });
  });
}

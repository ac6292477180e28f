import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, addMonths, dueAt, localDay } from '../../src/domain/review-calendar.js';
import { runDailyJobs } from '../../src/services/daily-jobs.js';
import { deadlinesJob, recurringReviewsJob } from '../../src/services/review-calendar-jobs.js';
import { signedIn } from '../helpers/console-session.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';
import { registerEndpoint, startTestWorker, startWebhookReceiver } from '../helpers/webhook-receiver.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed response bodies, checked field by field
type Json = Record<string, any>;

for (const dialect of testDialects()) {
  describe(`recurring reviews and deadlines [${dialect}]`, () => {
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

    /** A case completed at `level` (an override), so its next review follows that level. */
    async function completedCase(tenant: Tenant, level: 'low' | 'medium' | 'high'): Promise<string> {
      const id = await openCase(t, tenant);
      assert.equal(
        (await post(tenant, `/verifications/${id}/risk_override`, { level, reason: 'test' })).statusCode,
        200,
      );
      assert.equal((await post(tenant, `/verifications/${id}/state/start`)).statusCode, 200);
      const done = await post(tenant, `/verifications/${id}/state/complete`, { assessment: `risk_${level}` });
      assert.equal(done.statusCode, 200, done.body);
      return id;
    }

    const recurringOf = async (tenant: Tenant, previousId: string) =>
      (await get(tenant, '/verifications?verification_type=recurring&status=new')).verifications.filter(
        (v: Json) => v.previous_verification_id === previousId,
      ) as Json[];

    it('opens one recurring case on the review date, from the company’s current data, run twice or by two workers at once', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await completedCase(tenant, 'high');
      const today = new Date().toISOString().slice(0, 10);
      const reviewDay = (await get(tenant, `/verifications/${id}`)).verification.next_review_at;
      assert.equal(reviewDay, addMonths(today, 12), 'high: 12 months');
      assert.deepEqual(
        (await get(tenant, '/review_calendar/upcoming?months=11')).months,
        [],
        'not in the next 11 months',
      );
      assert.deepEqual((await get(tenant, '/review_calendar/upcoming')).months, [
        { month: reviewDay.slice(0, 7), reviews: 1 },
      ]);

      await runDailyJobs(t.ctx, addDays(reviewDay, -1), 'test-a');
      assert.deepEqual(await recurringOf(tenant, id), [], 'nothing before the day');

      // Two workers on the day, and the job's own loop twice more at once (past the day's claim): one case.
      const [a, b] = await Promise.all([
        runDailyJobs(t.ctx, reviewDay, 'worker-a'),
        runDailyJobs(t.ctx, reviewDay, 'worker-b'),
      ]);
      const ran = [...a, ...b].filter((o) => o.job === 'recurring_reviews' && o.status === 'ran');
      assert.equal(ran.length, 1, 'exactly one worker runs the day');
      await Promise.all([recurringReviewsJob.run(t.ctx, reviewDay), recurringReviewsJob.run(t.ctx, reviewDay)]);
      const again = await runDailyJobs(t.ctx, reviewDay, 'worker-c');
      assert.equal(again.find((o) => o.job === 'recurring_reviews')?.status, 'done');

      const opened = await recurringOf(tenant, id);
      const calendar = (await get(tenant, '/review_calendar/upcoming?months=24')).months as Json[];
      assert.deepEqual(calendar, [], 'the review is opened: nothing upcoming for this account');
      assert.equal(opened.length, 1, 'one recurring case');
      const recurring = opened[0] as Json;
      assert.equal(recurring.verification_type, 'recurring');
      assert.equal(recurring.status, 'new');
      const previous = (await get(tenant, `/verifications/${id}`)).verification;
      assert.equal(recurring.company_name, previous.company_name);
      assert.equal(recurring.customer_id, previous.customer_id);
      const directors = (await get(tenant, `/verifications/${recurring.id}/directors`)).directors as Json[];
      assert.equal(directors.length, 1, 'the directors are copied');
      assert.ok(recurring.risk_assessment, 'assessed at once');
      assert.ok(recurring.due_at, 'and due under the service levels');
    });

    it('sends review_due N days before, recurring_case_opened on the day, both signed', async () => {
      const tenant = await createTenant(t.ctx);
      const receiver = await startWebhookReceiver();
      const worker = await startTestWorker(t);
      try {
        await registerEndpoint(t, tenant, receiver, ['review_due', 'recurring_case_opened']);
        const id = await completedCase(tenant, 'medium');
        const reviewDay = (await get(tenant, `/verifications/${id}`)).verification.next_review_at;
        assert.equal(reviewDay, addMonths(new Date().toISOString().slice(0, 10), 24), 'medium: 24 months');
        await runDailyJobs(t.ctx, addDays(reviewDay, -30), 'test');
        await receiver.waitFor(
          () => receiver.delivered().some((r) => r.payload.event === 'review_due' && r.payload.verification_id === id),
          'review_due',
        );
        await runDailyJobs(t.ctx, reviewDay, 'test');
        await receiver.waitFor(
          () =>
            receiver
              .delivered()
              .some((r) => r.payload.event === 'recurring_case_opened' && r.payload.previous_verification_id === id),
          'recurring_case_opened',
        );
        assert.deepEqual(receiver.rejected, []);
      } finally {
        await worker.stop();
        await receiver.close();
      }
    });

    it('Settings → Review calendar: intervals, service levels and time zone apply to the next completion and state entry', async () => {
      const tenant = await createTenant(t.ctx);
      const admin = await signedIn(t, tenant.accountId, 'admin');
      const calendar = {
        time_zone: 'Australia/Brisbane',
        review_intervals: { high: 6, medium: 18, low: 30 },
        service_levels: { new: 1, qa: 1 },
        review_due_notice_days: 14,
      };
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/review_calendar',
        headers: admin.headers,
        payload: { ...calendar, time_zone: 'Mars/Olympus', service_levels: { completed: 3 } },
      });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(
        refused.json().error.details.map((d: Json) => d.field),
        ['time_zone', 'service_levels.completed'],
      );
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/review_calendar',
        headers: admin.headers,
        payload: calendar,
      });
      assert.equal(put.statusCode, 200, put.body);
      assert.deepEqual((await get(tenant, '/review_calendar')).review_calendar, {
        ...calendar,
        recurring_assignment: 'unassigned',
      });
      const before = new Date().toISOString();
      const id = await completedCase(tenant, 'high');
      const record = (await get(tenant, `/verifications/${id}`)).verification;
      assert.equal(record.next_review_at, addMonths(localDay(before, 'Australia/Brisbane'), 6));
      const open = await openCase(t, tenant);
      const due = (await get(tenant, `/verifications/${open}`)).verification.due_at;
      assert.equal(due, dueAt(before, 1, 'Australia/Brisbane'), 'one working day, ending in Brisbane');
    });

    it('sends case_overdue once per entry into a state, after its working days pass', async () => {
      const tenant = await createTenant(t.ctx);
      const receiver = await startWebhookReceiver();
      const worker = await startTestWorker(t);
      try {
        await registerEndpoint(t, tenant, receiver, ['case_overdue']);
        const id = await openCase(t, tenant);
        const due = (await get(tenant, `/verifications/${id}`)).verification.due_at as string;
        assert.ok(due, 'a new case is due in 2 working days');
        const overdueOf = () => receiver.delivered().filter((r) => r.payload.verification_id === id);
        // The deadlines job on the day the case is due: not overdue yet (due at the end of that day).
        await deadlinesJob.run(t.ctx, due.slice(0, 10));
        const notified = async () =>
          (
            await t.ctx.db
              .selectFrom('verifications')
              .select('overdue_notified_at')
              .where('account_id', '=', tenant.accountId)
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).overdue_notified_at;
        assert.equal(await notified(), null, 'not overdue on the day it is due');
        const later = addDays(due.slice(0, 10), 3);
        await deadlinesJob.run(t.ctx, later);
        await receiver.waitFor(() => overdueOf().length >= 1, 'case_overdue');
        await deadlinesJob.run(t.ctx, addDays(later, 1));
        await deadlinesJob.run(t.ctx, addDays(later, 2));
        await new Promise((resolve) => setTimeout(resolve, 500));
        assert.equal(overdueOf().length, 1, 'once per state entry');
        assert.equal(overdueOf()[0]?.payload.state, 'new');
        const filtered = await get(tenant, '/verifications?overdue=true');
        assert.ok(Array.isArray(filtered.verifications));
      } finally {
        await worker.stop();
        await receiver.close();
      }
    });
  });
}

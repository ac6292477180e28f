import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REVIEW_TABS } from '../../src/domain/review-progress.js';
import { configureAccount, createAccount } from '../../src/services/accounts.js';
import { signedIn } from '../helpers/console-session.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

type Headers = Record<string, string>;

const QA_BODY = { assessment: 'risk_low', assessment_comment: 'Registry, directors and documents checked' };

for (const dialect of testDialects()) {
  describe(`review discipline [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    const send = (headers: Headers, id: string, event: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/state/${event}`,
        headers,
        ...(payload ? { payload } : {}),
      });
    const read = async (headers: Headers, id: string) =>
      (await t.app.inject({ url: `/api/v1/verifications/${id}`, headers })).json().verification;
    const mark = async (headers: Headers, id: string, tabs: readonly string[]) => {
      for (const tab of tabs) {
        const res = await t.app.inject({ method: 'PUT', url: `/api/v1/verifications/${id}/review/${tab}`, headers });
        assert.equal(res.statusCode, 200, res.body);
      }
    };
    const started = async (tenant: Tenant) => {
      const id = await openCase(t, tenant);
      assert.equal((await send(tenant.headers, id, 'start')).statusCode, 200);
      return id;
    };

    describe('the review-marks rule', () => {
      it('is on for a new account, and the account settings API and PATCH expose it', async () => {
        const account = await createAccount(t.ctx, 'Fresh Bank');
        assert.equal(Boolean(account.require_review_marks), true);
        const tenant = await createTenant(t.ctx, 'Settings Bank', { requireReviewMarks: true });
        const admin = await signedIn(t, tenant.accountId, 'admin');
        const got = await t.app.inject({ url: '/api/v1/account', headers: admin.cookie });
        assert.equal(got.json().account.require_review_marks, true);
        const off = await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/account',
          headers: admin.headers,
          payload: { require_review_marks: false },
        });
        assert.equal(off.statusCode, 200, off.body);
        assert.equal(off.json().account.require_review_marks, false);
        const session = await t.app.inject({ url: '/api/v1/session', headers: admin.cookie });
        assert.equal(session.json().session.account.require_review_marks, false);
      });

      for (const [event, body, from] of [
        ['qa', QA_BODY, 'in_progress'],
        ['complete', { assessment: 'risk_low' }, 'in_progress'],
        ['rejected', { rejection_comment: 'Shell company' }, 'in_progress'],
      ] as const) {
        it(`answers 409 review_incomplete to ${event} naming the sections not marked, and blocks it in the record`, async () => {
          const tenant = await createTenant(t.ctx, 'Marks Bank', { requireReviewMarks: true });
          const id = await started(tenant);
          await mark(tenant.headers, id, ['company', 'risk']);
          const res = await send(tenant.headers, id, event, body);
          assert.equal(res.statusCode, 409, res.body);
          const error = res.json().error;
          assert.equal(error.code, 'review_incomplete');
          assert.match(error.message, /Not reviewed: Directors, Documents$/);
          assert.deepEqual(error.details, [
            { field: 'review.directors', message: 'not marked reviewed' },
            { field: 'review.documents', message: 'not marked reviewed' },
          ]);
          const record = await read(tenant.headers, id);
          assert.equal(record.status, from, 'nothing changed');
          assert.ok(!record.allowed_events.includes(event));
          const blocked = record.blocked_events.find((b: { event: string }) => b.event === event);
          assert.match(blocked?.reason ?? '', /Not reviewed: Directors, Documents$/);

          await mark(tenant.headers, id, ['directors', 'documents']);
          const after = await read(tenant.headers, id);
          assert.ok(after.allowed_events.includes(event), 'allowed once every tab is marked');
          assert.equal((await send(tenant.headers, id, event, body)).statusCode, 200);
        });
      }

      it('counts a mark made before its tab changed as not reviewed (stale), in the list as in the record', async () => {
        const tenant = await createTenant(t.ctx, 'Stale Bank', { requireReviewMarks: true });
        const id = await started(tenant);
        await mark(tenant.headers, id, REVIEW_TABS);
        assert.ok((await read(tenant.headers, id)).allowed_events.includes('qa'));
        // Keep the case in the list's memo first, so the change must reach the kept copy too.
        await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers });
        const score = await t.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/external_risk_score',
          headers: tenant.headers,
          payload: { id, risk_score: { simple: 'high', detailed: { score: '80/100', reasons: ['PEP'] } } },
        });
        assert.equal(score.statusCode, 200, score.body);
        const res = await send(tenant.headers, id, 'qa', QA_BODY);
        assert.equal(res.statusCode, 409, res.body);
        assert.match(res.json().error.message, /Not reviewed: Risk \(changed since it was marked\)$/);
        assert.deepEqual(res.json().error.details, [
          { field: 'review.risk', message: 'changed since it was marked reviewed' },
        ]);
        const listed = (await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers })).json()
          .verifications[0];
        assert.equal(listed.id, id);
        assert.deepEqual(
          listed.blocked_events.map((b: { event: string }) => b.event),
          ['qa', 'complete', 'rejected'],
        );
        await mark(tenant.headers, id, ['risk']);
        assert.equal((await send(tenant.headers, id, 'qa', QA_BODY)).statusCode, 200);
      });

      it('holds nothing back when the account turns it off', async () => {
        const tenant = await createTenant(t.ctx, 'Lenient Bank', { requireReviewMarks: true });
        await configureAccount(t.ctx, tenant.accountId, { requireReviewMarks: false });
        const id = await started(tenant);
        const record = await read(tenant.headers, id);
        assert.deepEqual(record.blocked_events, []);
        assert.equal((await send(tenant.headers, id, 'rejected', { rejection_comment: 'No' })).statusCode, 200);
      });
    });
  });
}

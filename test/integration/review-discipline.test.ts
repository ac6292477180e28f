import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { backfillDecisions } from '../../src/db/migrations/010-review-discipline.js';
import { REVIEW_TABS } from '../../src/domain/review-progress.js';
import { configureAccount, createAccount } from '../../src/services/accounts.js';
import { signedIn } from '../helpers/console-session.js';
import { threeLayers } from '../helpers/ownership-fixtures.js';
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
          assert.match(error.message, /Not reviewed: Directors, Structure, Documents, Screening$/);
          assert.deepEqual(error.details, [
            { field: 'review.directors', message: 'not marked reviewed' },
            { field: 'review.structure', message: 'not marked reviewed' },
            { field: 'review.documents', message: 'not marked reviewed' },
            { field: 'review.screening', message: 'not marked reviewed' },
          ]);
          const record = await read(tenant.headers, id);
          assert.equal(record.status, from, 'nothing changed');
          assert.ok(!record.allowed_events.includes(event));
          const blocked = record.blocked_events.find((b: { event: string }) => b.event === event);
          assert.match(blocked?.reason ?? '', /Not reviewed: Directors, Structure, Documents, Screening$/);

          await mark(tenant.headers, id, ['directors', 'structure', 'documents', 'screening']);
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

      it('lapses the Structure mark when the ownership structure changes, and QA waits for it', async () => {
        const tenant = await createTenant(t.ctx, 'Structure Bank', { requireReviewMarks: true });
        const id = await started(tenant);
        await mark(tenant.headers, id, REVIEW_TABS);
        assert.ok((await read(tenant.headers, id)).allowed_events.includes('qa'));
        const director = (
          await t.app.inject({ url: `/api/v1/verifications/${id}/directors`, headers: tenant.headers })
        ).json().directors[0];
        const put = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/verifications/${id}/structure`,
          headers: tenant.headers,
          payload: threeLayers(director.id),
        });
        assert.equal(put.statusCode, 200, put.body);
        const review = (
          await t.app.inject({ url: `/api/v1/verifications/${id}/review`, headers: tenant.headers })
        ).json().review;
        const structure = review.tabs.find((x: { tab: string }) => x.tab === 'structure');
        assert.equal(structure.reviewed, false);
        assert.equal(structure.stale, true);
        assert.equal(review.reviewed, REVIEW_TABS.length - 1, 'the other marks stand');
        const res = await send(tenant.headers, id, 'qa', QA_BODY);
        assert.equal(res.statusCode, 409, res.body);
        assert.match(res.json().error.message, /Not reviewed: Structure \(changed since it was marked\)$/);
        assert.deepEqual(res.json().error.details, [
          { field: 'review.structure', message: 'changed since it was marked reviewed' },
        ]);
        await mark(tenant.headers, id, ['structure']);
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

    describe('starting a review', () => {
      it('assigns the case to the user who starts it when nobody has it, audit-logged as an assignment', async () => {
        const tenant = await createTenant(t.ctx, 'Start Bank');
        const officer = await signedIn(t, tenant.accountId, 'officer', 'Olga Officer');
        const id = await openCase(t, tenant);
        const res = await send(officer.headers, id, 'start');
        assert.equal(res.statusCode, 200, res.body);
        const record = res.json().verification;
        assert.equal(record.assigned_to, officer.user.id);
        assert.deepEqual(record.assignee, { id: officer.user.id, name: 'Olga Officer', email: officer.user.email });
        const log = (
          await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers: tenant.headers })
        ).json().audit_log as { action: string; actor_id: string; data: unknown; created_at: string }[];
        const started = log.find((e) => e.action === 'state.start');
        const assigned = log.find((e) => e.action === 'case.assigned');
        assert.ok(started && assigned, JSON.stringify(log.map((e) => e.action)));
        assert.equal(assigned.actor_id, officer.user.id);
        assert.equal(assigned.created_at, started.created_at, 'in the same transaction');
        assert.deepEqual(assigned.data, {
          from: null,
          to: { id: officer.user.id, name: 'Olga Officer', email: officer.user.email },
        });
      });

      it('leaves an assigned case with its assignee, and a token start assigns nobody', async () => {
        const tenant = await createTenant(t.ctx, 'Keep Bank');
        const first = await signedIn(t, tenant.accountId, 'officer');
        const second = await signedIn(t, tenant.accountId, 'officer');
        const id = await openCase(t, tenant);
        const assign = await t.app.inject({
          method: 'POST',
          url: `/api/v1/verifications/${id}/assign`,
          headers: first.headers,
          payload: { user_id: first.user.id },
        });
        assert.equal(assign.statusCode, 200, assign.body);
        assert.equal((await send(second.headers, id, 'start')).json().verification.assigned_to, first.user.id);
        const other = await openCase(t, tenant);
        assert.equal((await send(tenant.headers, other, 'start')).json().verification.assigned_to, null);
      });
    });

    describe('the QA reviewer', () => {
      it('is named on Send to QA and shown on the record; back to compliance clears it', async () => {
        const tenant = await createTenant(t.ctx, 'QA Bank');
        const sender = await signedIn(t, tenant.accountId, 'officer');
        const reviewer = await signedIn(t, tenant.accountId, 'admin', 'Quinn Admin');
        const id = await openCase(t, tenant);
        await send(sender.headers, id, 'start');
        const res = await send(sender.headers, id, 'qa', { ...QA_BODY, qa_reviewer_id: reviewer.user.id });
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json().verification.qa_reviewer, {
          id: reviewer.user.id,
          name: 'Quinn Admin',
          email: reviewer.user.email,
        });
        const listed = (await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers })).json();
        assert.equal(listed.verifications[0].qa_reviewer.id, reviewer.user.id);
        const back = await send(reviewer.headers, id, 'back_to_compliance', { qa_comment: 'Check the UBO' });
        assert.equal(back.json().verification.qa_reviewer, null);
        const unnamed = await send(sender.headers, id, 'qa', QA_BODY);
        assert.equal(unnamed.json().verification.qa_reviewer, null, 'optional');
      });

      it("filters the queue to the cases waiting for me (qa_reviewer=me), in the list and the QA tab's count", async () => {
        const tenant = await createTenant(t.ctx, 'QA Queue Bank');
        const sender = await signedIn(t, tenant.accountId, 'officer');
        const me = await signedIn(t, tenant.accountId, 'admin', 'Mia QA');
        const colleague = await signedIn(t, tenant.accountId, 'officer', 'Cole QA');
        const forMe = await openCase(t, tenant);
        const forColleague = await openCase(t, tenant);
        const unnamed = await openCase(t, tenant);
        for (const id of [forMe, forColleague, unnamed]) await send(sender.headers, id, 'start');
        await send(sender.headers, forMe, 'qa', { ...QA_BODY, qa_reviewer_id: me.user.id });
        await send(sender.headers, forColleague, 'qa', { ...QA_BODY, qa_reviewer_id: colleague.user.id });
        await send(sender.headers, unnamed, 'qa', QA_BODY);
        const ids = async (headers: Headers, query: string) =>
          (await t.app.inject({ url: `/api/v1/verifications?${query}`, headers }))
            .json()
            .verifications.map((v: { id: string }) => v.id);
        assert.deepEqual(await ids(me.headers, 'status=qa&qa_reviewer=me'), [forMe]);
        assert.deepEqual(await ids(tenant.headers, `status=qa&qa_reviewer=${colleague.user.id}`), [forColleague]);
        assert.equal((await ids(me.headers, 'status=qa')).length, 3);
        const counts = await t.app.inject({ url: '/api/v1/verifications/counts?qa_reviewer=me', headers: me.headers });
        assert.equal(counts.json().counts.qa, 1);
        const byToken = await t.app.inject({ url: '/api/v1/verifications?qa_reviewer=me', headers: tenant.headers });
        assert.equal(byToken.statusCode, 400, 'a token has no "me"');
        assert.equal(byToken.json().error.details[0].field, 'qa_reviewer');
      });

      it('must be an active officer or admin of the account, and not the sender', async () => {
        const tenant = await createTenant(t.ctx, 'QA Rules Bank');
        const sender = await signedIn(t, tenant.accountId, 'officer');
        const viewer = await signedIn(t, tenant.accountId, 'viewer');
        const gone = await signedIn(t, tenant.accountId, 'officer');
        const deactivate = await t.app.inject({
          method: 'POST',
          url: `/api/v1/users/${gone.user.id}/deactivate`,
          headers: (await signedIn(t, tenant.accountId, 'admin')).headers,
        });
        assert.equal(deactivate.statusCode, 200, deactivate.body);
        const stranger = await signedIn(t, (await createTenant(t.ctx, 'Other Bank')).accountId, 'officer');
        const id = await openCase(t, tenant);
        await send(sender.headers, id, 'start');
        for (const [who, message] of [
          [viewer.user.id, /viewers/],
          [gone.user.id, /no such active user/],
          [stranger.user.id, /no such active user/],
          [sender.user.id, /someone other than the one who sends/],
        ] as const) {
          const res = await send(sender.headers, id, 'qa', { ...QA_BODY, qa_reviewer_id: who });
          assert.equal(res.statusCode, 400, res.body);
          assert.equal(res.json().error.code, 'validation_failed');
          assert.equal(res.json().error.details[0].field, 'qa_reviewer_id');
          assert.match(res.json().error.details[0].message, message);
        }
        const malformed = await send(sender.headers, id, 'qa', { ...QA_BODY, qa_reviewer_id: 'nobody' });
        assert.equal(malformed.statusCode, 400);
        assert.equal((await read(tenant.headers, id)).status, 'in_progress', 'nothing changed');
      });
    });

    describe('the decision', () => {
      it('names the officer who sent the case to QA as the decider, and the QA reviewer as qa_by', async () => {
        const tenant = await createTenant(t.ctx, 'Decision Bank');
        await configureAccount(t.ctx, tenant.accountId, { requiresQa: true });
        const officer = await signedIn(t, tenant.accountId, 'officer', 'Otto Officer');
        const qa = await signedIn(t, tenant.accountId, 'officer', 'Queenie QA');
        const id = await openCase(t, tenant);
        await send(officer.headers, id, 'start');
        assert.equal((await read(tenant.headers, id)).decision, null);
        await send(officer.headers, id, 'qa', { ...QA_BODY, qa_reviewer_id: qa.user.id });
        // Kept in the list's memo before the decision: the list must show the decision after it.
        await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers });
        const done = await send(qa.headers, id, 'complete');
        assert.equal(done.statusCode, 200, done.body);
        const decision = done.json().verification.decision;
        assert.equal(decision.outcome, 'approved');
        assert.deepEqual(decision.decided_by, { type: 'user', id: officer.user.id, name: 'Otto Officer' });
        assert.deepEqual(decision.qa_by, { type: 'user', id: qa.user.id, name: 'Queenie QA' });
        assert.ok(Date.parse(decision.decided_at) > 0);
        const listed = (await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers })).json();
        assert.deepEqual(listed.verifications[0].decision, decision);

        const reopened = await send(officer.headers, id, 'reopen');
        assert.equal(reopened.json().verification.decision, null, 'an open case has no decision');
        const rejected = await send(officer.headers, id, 'rejected', { rejection_comment: 'Sanctions hit' });
        const again = rejected.json().verification.decision;
        assert.equal(again.outcome, 'rejected');
        assert.deepEqual(again.decided_by, { type: 'user', id: officer.user.id, name: 'Otto Officer' });
        assert.equal(again.qa_by, null, 'rejected without QA');
      });

      it('without QA names whoever completed it, a token too, and follows a rename', async () => {
        const tenant = await createTenant(t.ctx, 'Direct Bank');
        const id = await started(tenant);
        const done = await send(tenant.headers, id, 'complete', { assessment: 'risk_low' });
        assert.deepEqual(done.json().verification.decision.decided_by, {
          type: 'token',
          id: tenant.tokenId,
          name: 'Access token “test”',
        });
        assert.equal(done.json().verification.decision.qa_by, null);

        const officer = await signedIn(t, tenant.accountId, 'officer', 'Before Rename');
        const other = await openCase(t, tenant);
        await send(officer.headers, other, 'start');
        await send(officer.headers, other, 'rejected', { rejection_comment: 'No' });
        await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers });
        const admin = await signedIn(t, tenant.accountId, 'admin');
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/users/${officer.user.id}`,
          headers: admin.headers,
          payload: { name: 'After Rename' },
        });
        const listed = (await t.app.inject({ url: '/api/v1/verifications', headers: tenant.headers })).json();
        const row = listed.verifications.find((v: { id: string }) => v.id === other);
        assert.equal(row.decision.outcome, 'rejected');
        assert.equal(row.decision.decided_by.name, 'After Rename');
      });

      it('is filled for cases decided before migration 010 from their audit log (the last decision, the sender to QA)', async () => {
        const tenant = await createTenant(t.ctx, 'Backfill Bank');
        await configureAccount(t.ctx, tenant.accountId, { requiresQa: true });
        const maker = await signedIn(t, tenant.accountId, 'officer');
        const checker = await signedIn(t, tenant.accountId, 'officer');
        const viaQa = await openCase(t, tenant);
        await send(maker.headers, viaQa, 'start');
        await send(checker.headers, viaQa, 'qa', QA_BODY);
        await send(checker.headers, viaQa, 'back_to_compliance', { qa_comment: 'Again' });
        await send(maker.headers, viaQa, 'qa', QA_BODY);
        await send(checker.headers, viaQa, 'complete');
        const direct = await started(tenant);
        await send(tenant.headers, direct, 'rejected', { rejection_comment: 'No' });
        await send(tenant.headers, direct, 'reopen');
        await send(maker.headers, direct, 'rejected', { rejection_comment: 'Still no' });
        const open = await started(tenant);
        const ids = [viaQa, direct, open];
        const columns = () =>
          t.ctx.db
            .selectFrom('verifications')
            .select(['id', 'decided_at', 'decided_by', 'qa_by'])
            .where('id', 'in', ids)
            .orderBy('id')
            .execute();
        const written = await columns();
        assert.deepEqual(
          written.map((r) => [r.decided_by, r.qa_by]),
          [
            [`user:${maker.user.id}`, `user:${checker.user.id}`],
            [`user:${maker.user.id}`, null],
            [null, null],
          ],
          'as the transitions wrote them (ids are time-ordered)',
        );
        await t.ctx.db
          .updateTable('verifications')
          .set({ decided_at: null, decided_by: null, qa_by: null })
          .where('id', 'in', ids)
          .execute();
        await backfillDecisions(t.ctx.db as never);
        assert.deepEqual(await columns(), written, 'the audit log gives the same columns back');
      });
    });
  });
}

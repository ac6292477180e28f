import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAccessToken } from '../../src/services/access-tokens.js';
import { configureAccount } from '../../src/services/accounts.js';
import { multipart } from '../helpers/fixtures.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

type Encoding = 'json' | 'form' | 'multipart';
type Body = Record<string, string>;
type Headers = { authorization: string };

interface Step {
  readonly event: string;
  readonly body?: Body;
  readonly to: string;
  /** The comment the audit log must show. */
  readonly comment: string | null;
}

/** Every client event of docs/interface.md's table ("Case states"), in an order a case can really take. */
const WALK: readonly Step[] = [
  { event: 'start', body: { comment: 'Picking this up' }, to: 'in_progress', comment: 'Picking this up' },
  {
    event: 'request_data_update',
    body: { comment: 'Send the AML policy' },
    to: 'data_update_requested',
    comment: 'Send the AML policy',
  },
  { event: 'cancel_data_update', to: 'in_progress', comment: null },
  { event: 'request_risk_score_update', to: 'recalculate_risk_score', comment: null },
  { event: 'cancel_risk_score_update', to: 'in_progress', comment: null },
  {
    event: 'qa',
    body: { assessment: 'risk_medium', assessment_comment: 'Registry and UBO checked' },
    to: 'qa',
    comment: 'Registry and UBO checked',
  },
  {
    event: 'back_to_compliance',
    body: { qa_comment: 'Check the second director' },
    to: 'in_progress',
    comment: 'Check the second director',
  },
  {
    event: 'qa',
    body: { assessment: 'risk_low', assessment_comment: 'Second director fine' },
    to: 'qa',
    comment: 'Second director fine',
  },
  { event: 'complete', to: 'completed', comment: null },
  { event: 'reopen', body: { comment: 'New information' }, to: 'in_progress', comment: 'New information' },
  {
    event: 'rejected',
    body: { rejection_comment: 'Sanctioned shareholder' },
    to: 'rejected',
    comment: 'Sanctioned shareholder',
  },
  { event: 'reopen', to: 'in_progress', comment: null },
  { event: 'complete', body: { assessment: 'risk_high' }, to: 'completed', comment: null },
];

for (const dialect of testDialects()) {
  describe(`review transitions [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    async function createCase(tenant: Tenant): Promise<string> {
      const id = await openCase(t, tenant);
      const got = await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers });
      assert.equal(got.json().verification.status, 'new');
      return id;
    }

    function send(headers: Headers, id: string, event: string, body?: Body, encoding: Encoding = 'json') {
      const url = `/api/v1/verifications/${id}/state/${event}`;
      if (body === undefined) return t.app.inject({ method: 'POST', url, headers });
      if (encoding === 'json') return t.app.inject({ method: 'POST', url, headers, payload: body });
      if (encoding === 'form') {
        return t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(body).toString(),
        });
      }
      const form = multipart(body, []);
      return t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
    }

    async function snapshot(tenant: Tenant, id: string) {
      const verification = await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers });
      const audit = await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers: tenant.headers });
      assert.equal(verification.statusCode, 200, verification.body);
      assert.equal(audit.statusCode, 200, audit.body);
      return { verification: verification.json().verification, audit: audit.json().audit_log as AuditEntry[] };
    }

    async function goTo(tenant: Tenant, id: string, steps: readonly Step[]) {
      for (const step of steps) {
        const res = await send(tenant.headers, id, step.event, step.body);
        assert.equal(res.statusCode, 200, `${step.event}: ${res.body}`);
      }
    }

    for (const encoding of ['json', 'form', 'multipart'] as const) {
      it(`walks a case through every client event with ${encoding} bodies, each one in the audit log`, async () => {
        const tenant = await createTenant(t.ctx);
        const id = await createCase(tenant);
        let previous = 'new';
        for (const step of WALK) {
          // Bodiless events are sent with an empty body of the encoding under test too.
          const res = await send(tenant.headers, id, step.event, step.body ?? {}, encoding);
          assert.equal(res.statusCode, 200, `${step.event}: ${res.body}`);
          const verification = res.json().verification;
          assert.equal(verification.id, id);
          assert.equal(verification.status, step.to, step.event);
          assert.ok(verification.updated_at >= verification.created_at);
          previous = step.to;
        }
        assert.equal(previous, 'completed');

        const { verification, audit } = await snapshot(tenant, id);
        assert.equal(verification.status, 'completed');
        assert.equal(verification.assessment, 'risk_high', 'the last complete set the assessment');
        assert.equal(verification.assessment_comment, 'Second director fine');
        assert.equal(verification.qa_comment, 'Check the second director');
        assert.equal(verification.rejection_comment, 'Sanctioned shareholder');

        assert.equal(audit[0]?.action, 'verification.created');
        const transitions = audit.slice(1);
        assert.equal(transitions.length, WALK.length);
        let from = 'new';
        WALK.forEach((step, i) => {
          const entry = transitions[i] as AuditEntry;
          assert.equal(entry.action, `state.${step.event}`);
          assert.equal(entry.actor_type, 'token');
          assert.equal(entry.actor_id, tenant.tokenId);
          assert.equal(entry.from_state, from, `${i}: ${step.event}`);
          assert.equal(entry.to_state, step.to);
          assert.equal(entry.comment, step.comment, `${i}: ${step.event}`);
          assert.ok(!Number.isNaN(Date.parse(entry.created_at)));
          from = step.to;
        });
        const times = audit.map((e) => Date.parse(e.created_at));
        assert.deepEqual(
          times,
          [...times].sort((a, b) => a - b),
          'oldest first',
        );
      });
    }

    it('a disallowed event is 409 invalid_state_transition naming the state, and changes nothing', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      const refusedIn = async (state: string, events: string[]) => {
        const before = await snapshot(tenant, id);
        assert.equal(before.verification.status, state);
        for (const event of events) {
          const res = await send(tenant.headers, id, event, {
            assessment: 'risk_low',
            assessment_comment: 'x',
            qa_comment: 'x',
            rejection_comment: 'x',
          });
          assert.equal(res.statusCode, 409, `${state} × ${event}: ${res.body}`);
          const error = res.json().error;
          assert.equal(error.code, 'invalid_state_transition');
          assert.equal(error.status, 409);
          assert.match(error.message, new RegExp(state));
          assert.deepEqual(error.details, [{ field: 'status', message: state }]);
        }
        assert.deepEqual(await snapshot(tenant, id), before, `nothing changed in ${state}`);
      };
      await refusedIn('new', [
        'request_data_update',
        'cancel_data_update',
        'request_risk_score_update',
        'cancel_risk_score_update',
        'qa',
        'back_to_compliance',
        'complete',
        'rejected',
        'reopen',
      ]);
      await goTo(tenant, id, [WALK[0] as Step]);
      await refusedIn('in_progress', [
        'start',
        'cancel_data_update',
        'cancel_risk_score_update',
        'back_to_compliance',
        'reopen',
      ]);
      await goTo(tenant, id, [{ event: 'request_risk_score_update', to: '', comment: null }]);
      await refusedIn('recalculate_risk_score', [
        'start',
        'qa',
        'complete',
        'rejected',
        'cancel_data_update',
        'reopen',
      ]);
      await goTo(tenant, id, [
        { event: 'cancel_risk_score_update', to: '', comment: null },
        { event: 'rejected', body: { rejection_comment: 'No' }, to: '', comment: null },
      ]);
      await refusedIn('rejected', ['start', 'qa', 'complete', 'rejected', 'back_to_compliance', 'request_data_update']);
    });

    it('a guard failure is 400 with the field named, and changes nothing', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      await goTo(tenant, id, [WALK[0] as Step]);
      const refused = async (event: string, body: Body | undefined, fields: string[], encoding: Encoding = 'json') => {
        const before = await snapshot(tenant, id);
        const res = await send(tenant.headers, id, event, body, encoding);
        assert.equal(res.statusCode, 400, `${event} ${JSON.stringify(body)}: ${res.body}`);
        const error = res.json().error;
        assert.equal(error.code, 'validation_failed');
        assert.deepEqual(error.details.map((d: { field: string }) => d.field).sort(), [...fields].sort());
        assert.deepEqual(await snapshot(tenant, id), before);
      };
      await refused('qa', undefined, ['assessment', 'assessment_comment']);
      await refused('qa', { assessment: 'risk_low' }, ['assessment_comment']);
      await refused('qa', { assessment: 'risk_low', assessment_comment: '   ' }, ['assessment_comment'], 'form');
      await refused('qa', { assessment: 'low', assessment_comment: 'ok' }, ['assessment']);
      await refused('qa', { assessment_comment: 'ok' }, ['assessment'], 'multipart');
      await refused('rejected', {}, ['rejection_comment']);
      await refused('rejected', { comment: 'a general comment is not a reason' }, ['rejection_comment'], 'form');
      await refused('complete', {}, ['assessment']);
      await refused('complete', { assessment: 'approved' }, ['assessment'], 'multipart');
      await refused('start', { unexpected: 'field' }, ['unexpected']);
      await refused('request_data_update', { completeness_profile_id: 'not-a-uuid' }, ['completeness_profile_id']);
      await goTo(tenant, id, [WALK[5] as Step]);
      await refused('back_to_compliance', {}, ['qa_comment']);
      await refused('back_to_compliance', { qa_comment: '' }, ['qa_comment'], 'form');
      await refused('complete', { assessment: 'risk_extreme' }, ['assessment']);
    });

    it('refuses files in a multipart transition body', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      const form = multipart({ comment: 'x' }, [
        { filename: 'a.txt', contentType: 'text/plain', bytes: Buffer.from('x') },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/state/start`,
        headers: { ...tenant.headers, ...form.headers },
        payload: form.payload,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal((await snapshot(tenant, id)).verification.status, 'new');
    });

    it('four eyes: with QA required, the token that sent a case to QA cannot complete it, another token can', async () => {
      const tenant = await createTenant(t.ctx);
      await configureAccount(t.ctx, tenant.accountId, { requiresQa: true });
      const second = await createAccessToken(t.ctx, tenant.accountId, 'second officer');
      const other: Headers = { authorization: `Bearer ${second.token}` };
      const id = await createCase(tenant);
      await goTo(tenant, id, [WALK[0] as Step]);

      const early = await send(tenant.headers, id, 'complete', { assessment: 'risk_low' });
      assert.equal(early.statusCode, 409, early.body);
      assert.equal(early.json().error.code, 'invalid_state_transition');
      assert.match(early.json().error.message, /QA/);

      const toQa = await send(tenant.headers, id, 'qa', { assessment: 'risk_low', assessment_comment: 'Fine' });
      assert.equal(toQa.statusCode, 200, toQa.body);
      const before = await snapshot(tenant, id);
      for (const body of [undefined, { assessment: 'risk_low' }]) {
        const self = await send(tenant.headers, id, 'complete', body);
        assert.equal(self.statusCode, 403, self.body);
        assert.equal(self.json().error.code, 'forbidden');
      }
      assert.deepEqual(await snapshot(tenant, id), before, 'the refusal changed nothing');

      // The second officer sends it back and then to QA again: now they are the one who cannot complete it.
      assert.equal((await send(other, id, 'back_to_compliance', { qa_comment: 'Add a note' })).statusCode, 200);
      assert.equal(
        (await send(other, id, 'qa', { assessment: 'risk_medium', assessment_comment: 'Noted' })).statusCode,
        200,
      );
      assert.equal((await send(other, id, 'complete')).statusCode, 403);
      const done = await send(tenant.headers, id, 'complete');
      assert.equal(done.statusCode, 200, done.body);
      assert.equal(done.json().verification.status, 'completed');
      assert.equal(done.json().verification.assessment, 'risk_medium');

      const { audit } = await snapshot(tenant, id);
      const actors = audit.slice(1).map((e) => [e.action, e.actor_id]);
      assert.deepEqual(actors, [
        ['state.start', tenant.tokenId],
        ['state.qa', tenant.tokenId],
        ['state.back_to_compliance', second.info.id],
        ['state.qa', second.info.id],
        ['state.complete', tenant.tokenId],
      ]);
    });

    it('without QA required, the same token may send to QA and complete, or complete from in_progress', async () => {
      const tenant = await createTenant(t.ctx);
      const a = await createCase(tenant);
      await goTo(tenant, a, [WALK[0] as Step, WALK[5] as Step]);
      assert.equal((await send(tenant.headers, a, 'complete')).json().verification.status, 'completed');
      const b = await createCase(tenant);
      await goTo(tenant, b, [WALK[0] as Step]);
      assert.equal((await send(tenant.headers, b, 'complete', { assessment: 'risk_low' })).statusCode, 200);
    });

    it('an unknown event, or a system event, is 400 naming the event', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await createCase(tenant);
      for (const event of [
        'approve',
        'START',
        'processing_finished',
        'risk_score_received',
        'customer_resubmitted',
        '__proto__',
      ]) {
        const res = await send(tenant.headers, id, event);
        assert.equal(res.statusCode, 400, `${event}: ${res.body}`);
        assert.equal(res.json().error.code, 'validation_failed');
        assert.deepEqual(
          res.json().error.details.map((d: { field: string }) => d.field),
          ['event'],
        );
      }
      assert.equal((await snapshot(tenant, id)).audit.length, 1);
    });

    it("another tenant's case is 404 for transitions and the audit log, and stays untouched", async () => {
      const owner = await createTenant(t.ctx);
      const intruder = await createTenant(t.ctx);
      const id = await createCase(owner);
      const before = await snapshot(owner, id);
      for (const url of [
        `/api/v1/verifications/${id}/state/start`,
        '/api/v1/verifications/01a200a0-0000-7000-8000-000000000000/state/start',
      ]) {
        const res = await t.app.inject({ method: 'POST', url, headers: intruder.headers });
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(res.json().error.code, 'not_found');
      }
      const audit = await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers: intruder.headers });
      assert.equal(audit.statusCode, 404);
      assert.deepEqual(await snapshot(owner, id), before);
      const noAuth = await t.app.inject({ method: 'POST', url: `/api/v1/verifications/${id}/state/start` });
      assert.equal(noAuth.statusCode, 401);
      const badId = await send(owner.headers, 'not-a-uuid', 'start');
      assert.equal(badId.statusCode, 400);
    });
  });
}

interface AuditEntry {
  id: string;
  action: string;
  actor_type: string;
  actor_id: string | null;
  from_state: string | null;
  to_state: string | null;
  comment: string | null;
  created_at: string;
}

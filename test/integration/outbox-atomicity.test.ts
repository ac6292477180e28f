import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createAccessToken } from '../../src/services/access-tokens.js';
import { configureAccount } from '../../src/services/accounts.js';
import { createWebhookEndpoint } from '../../src/services/webhook-endpoints.js';
import { createTenant, openCase, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

const STATE_CHANGE_KEYS = ['event', 'new_state', 'occurred_at', 'prev_state', 'verification_id'];

interface OutboxEntry {
  readonly type: string;
  readonly payload: Record<string, unknown>;
  /** The endpoints it is to be delivered to, sorted. */
  readonly endpoints: string[];
}

for (const dialect of testDialects()) {
  describe(`webhook outbox rows of review actions [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    async function endpoint(tenant: Tenant, input: { event_types?: string[]; enabled?: boolean } = {}) {
      const created = await createWebhookEndpoint(t.ctx, tenant.accountId, {
        url: 'http://127.0.0.1:9/hooks',
        ...input,
      });
      return created.endpoint.id;
    }

    async function createCase(tenant: Tenant): Promise<string> {
      return openCase(t, tenant);
    }

    const send = (headers: { authorization: string }, id: string, event: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/verifications/${id}/state/${event}`,
        headers,
        ...(payload ? { payload } : {}),
      });

    async function ok(tenant: Tenant, id: string, event: string, payload?: object) {
      const res = await send(tenant.headers, id, event, payload);
      assert.equal(res.statusCode, 200, `${event}: ${res.body}`);
      return res.json().verification;
    }

    /** Every message of the case, oldest first, with the endpoints it is queued for. */
    async function outbox(verificationId: string): Promise<OutboxEntry[]> {
      const messages = await t.ctx.db
        .selectFrom('webhook_messages')
        .selectAll()
        .where('verification_id', '=', verificationId)
        .orderBy('id')
        .execute();
      const entries: OutboxEntry[] = [];
      for (const message of messages) {
        const deliveries = await t.ctx.db
          .selectFrom('webhook_deliveries')
          .selectAll()
          .where('message_id', '=', message.id)
          .execute();
        for (const d of deliveries) {
          assert.equal(d.status, 'pending');
          assert.equal(d.attempt_count, 0);
          assert.equal(d.account_id, message.account_id);
          assert.ok(d.next_attempt_at !== null);
        }
        entries.push({
          type: message.event_type,
          payload: JSON.parse(message.payload),
          endpoints: deliveries.map((d) => d.endpoint_id).sort(),
        });
      }
      return entries;
    }

    /** Only what the action under test added. */
    async function added(verificationId: string, action: () => Promise<unknown>): Promise<OutboxEntry[]> {
      const before = (await outbox(verificationId)).length;
      await action();
      return (await outbox(verificationId)).slice(before);
    }

    function stateChange(entry: OutboxEntry | undefined, id: string, prev: string, next: string, at: string) {
      assert.ok(entry);
      assert.equal(entry.type, 'state_change');
      assert.deepEqual(Object.keys(entry.payload).sort(), STATE_CHANGE_KEYS, 'exactly the spec fields and occurred_at');
      assert.deepEqual(entry.payload, {
        event: 'state_change',
        new_state: next,
        prev_state: prev,
        verification_id: id,
        occurred_at: at,
      });
    }

    it('intake writes application_received, queued for each subscribed, enabled endpoint', async () => {
      const tenant = await createTenant(t.ctx);
      const all = await endpoint(tenant);
      const stateOnly = await endpoint(tenant, { event_types: ['state_change'] });
      await endpoint(tenant, { enabled: false });
      const other = await createTenant(t.ctx);
      await endpoint(other);

      const id = await createCase(tenant);
      const created = (await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers })).json()
        .verification;
      assert.deepEqual(await outbox(id), [
        {
          type: 'application_received',
          payload: {
            event: 'application_received',
            verification_id: id,
            new_state: 'new',
            occurred_at: created.created_at,
          },
          endpoints: [all],
        },
      ]);

      let started: { updated_at: string } | undefined;
      const start = await added(id, async () => {
        started = await ok(tenant, id, 'start');
      });
      assert.ok(started);
      assert.equal(start.length, 1);
      stateChange(start[0], id, 'new', 'in_progress', started.updated_at);
      assert.deepEqual(start[0]?.endpoints, [all, stateOnly].sort());
    });

    it('each transition writes its state_change, and complete/rejected also process_completed', async () => {
      const tenant = await createTenant(t.ctx);
      const hook = await endpoint(tenant);
      const id = await createCase(tenant);
      const walk: [string, object | undefined, string, string][] = [
        ['start', undefined, 'new', 'in_progress'],
        ['qa', { assessment: 'risk_low', assessment_comment: 'ok' }, 'in_progress', 'qa'],
        ['complete', undefined, 'qa', 'completed'],
        ['reopen', undefined, 'completed', 'in_progress'],
        ['rejected', { rejection_comment: 'no' }, 'in_progress', 'rejected'],
        ['reopen', undefined, 'rejected', 'in_progress'],
        ['request_data_update', { comment: 'Send the registry extract' }, 'in_progress', 'data_update_requested'],
        ['cancel_data_update', undefined, 'data_update_requested', 'in_progress'],
      ];
      for (const [event, body, prev, next] of walk) {
        let verification: { updated_at: string } | undefined;
        const rows = await added(id, async () => {
          verification = await ok(tenant, id, event, body);
        });
        assert.ok(verification);
        stateChange(rows[0], id, prev, next, verification.updated_at);
        assert.deepEqual(rows[0]?.endpoints, [hook]);
        if (next === 'completed' || next === 'rejected') {
          assert.equal(rows.length, 2, event);
          assert.deepEqual(rows[1], {
            type: 'process_completed',
            payload: {
              event: 'process_completed',
              verification_id: id,
              result: next,
              occurred_at: verification.updated_at,
            },
            endpoints: [hook],
          });
        } else {
          assert.equal(rows.length, 1, event);
        }
      }
    });

    it('a risk score writes data_changed, plus state_change when it ends a recalculation', async () => {
      const tenant = await createTenant(t.ctx);
      const hook = await endpoint(tenant);
      const id = await createCase(tenant);
      const score = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/external_risk_score',
          headers: tenant.headers,
          payload: { id, risk_score: { simple: 'low' } },
        });
      const plain = await added(id, score);
      assert.equal(plain.length, 1);
      assert.equal(plain[0]?.type, 'data_changed');
      assert.deepEqual(plain[0]?.endpoints, [hook]);
      assert.equal(plain[0]?.payload.verification_id, id);
      assert.equal(plain[0]?.payload.change, 'external_risk_score');

      await ok(tenant, id, 'start');
      await ok(tenant, id, 'request_risk_score_update');
      const ending = await added(id, score);
      assert.deepEqual(
        ending.map((e) => e.type),
        ['data_changed', 'state_change'],
      );
      const at = (await t.app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers })).json()
        .verification.updated_at;
      stateChange(ending[1], id, 'recalculate_risk_score', 'in_progress', at);
    });

    it('a profile switch writes data_changed; asking again with the same profile does not', async () => {
      const tenant = await createTenant(t.ctx);
      await endpoint(tenant, { event_types: ['data_changed'] });
      const profile = await t.app.inject({
        method: 'POST',
        url: '/api/v1/completeness_profiles',
        headers: tenant.headers,
        payload: { name: 'P', requirements: { fields: { company: ['tax_number'] } } },
      });
      const profileId = profile.json().completeness_profile.id;
      const id = await createCase(tenant);
      await ok(tenant, id, 'start');
      const switched = await added(id, () =>
        ok(tenant, id, 'request_data_update', { completeness_profile_id: profileId }),
      );
      assert.equal(switched.length, 1, 'only data_changed: the endpoint is not subscribed to state_change');
      assert.equal(switched[0]?.payload.change, 'completeness_profile');
      await ok(tenant, id, 'cancel_data_update');
      const same = await added(id, () => ok(tenant, id, 'request_data_update', { completeness_profile_id: profileId }));
      assert.deepEqual(same, []);
    });

    it('a refused transition writes no outbox rows and wakes no worker', async () => {
      const tenant = await createTenant(t.ctx);
      await endpoint(tenant);
      await configureAccount(t.ctx, tenant.accountId, { requiresQa: true });
      const id = await createCase(tenant);
      let woken = 0;
      const unsubscribe = t.ctx.deliverySignal.subscribe(() => woken++);
      try {
        const rows = await added(id, async () => {
          assert.equal((await send(tenant.headers, id, 'complete', { assessment: 'risk_low' })).statusCode, 409);
          await ok(tenant, id, 'start');
          assert.equal((await send(tenant.headers, id, 'qa', { assessment: 'risk_low' })).statusCode, 400);
          await ok(tenant, id, 'qa', { assessment: 'risk_low', assessment_comment: 'fine' });
          assert.equal((await send(tenant.headers, id, 'complete')).statusCode, 403);
          const stranger = await createTenant(t.ctx);
          assert.equal((await send(stranger.headers, id, 'back_to_compliance', { qa_comment: 'x' })).statusCode, 404);
        });
        assert.deepEqual(
          rows.map((r) => r.payload.new_state),
          ['in_progress', 'qa'],
          'only the two accepted transitions',
        );
        assert.equal(woken, 2, 'the worker is woken once per committed action with deliveries');
        const second = await createAccessToken(t.ctx, tenant.accountId, 'second');
        const done = await send({ authorization: `Bearer ${second.token}` }, id, 'complete');
        assert.equal(done.statusCode, 200, done.body);
        assert.equal(woken, 3);
      } finally {
        unsubscribe();
      }
    });

    describe('atomicity: when the audit row cannot be written, nothing is', () => {
      let triggerId = 0;

      /** A trigger that refuses the audit rows of one case: the failure comes after the state update. */
      async function failAuditFor(verificationId: string): Promise<() => Promise<void>> {
        assert.match(verificationId, /^[0-9a-f-]{36}$/);
        const name = `test_fail_audit_${++triggerId}`;
        if (t.dialect === 'sqlite') {
          await sql
            .raw(
              `CREATE TRIGGER ${name} BEFORE INSERT ON audit_log WHEN NEW.verification_id = '${verificationId}' ` +
                `BEGIN SELECT RAISE(ABORT, 'injected audit failure'); END`,
            )
            .execute(t.ctx.db);
          return async () => {
            await sql.raw(`DROP TRIGGER ${name}`).execute(t.ctx.db);
          };
        }
        await sql
          .raw(
            `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ ` +
              `BEGIN RAISE EXCEPTION 'injected audit failure'; END $$`,
          )
          .execute(t.ctx.db);
        await sql
          .raw(
            `CREATE TRIGGER ${name} BEFORE INSERT ON audit_log FOR EACH ROW ` +
              `WHEN (NEW.verification_id = '${verificationId}'::uuid) EXECUTE FUNCTION ${name}()`,
          )
          .execute(t.ctx.db);
        return async () => {
          await sql.raw(`DROP TRIGGER ${name} ON audit_log`).execute(t.ctx.db);
          await sql.raw(`DROP FUNCTION ${name}()`).execute(t.ctx.db);
        };
      }

      async function snapshot(tenant: Tenant, id: string) {
        const headers = tenant.headers;
        return {
          verification: (await t.app.inject({ url: `/api/v1/verifications/${id}`, headers })).json().verification,
          audit: (await t.app.inject({ url: `/api/v1/verifications/${id}/audit_log`, headers })).json().audit_log,
          scores: (await t.app.inject({ url: `/api/v1/verifications/${id}/external_risk_scores`, headers })).json()
            .external_risk_scores,
          outbox: await outbox(id),
          deliveries: (
            await t.ctx.db
              .selectFrom('webhook_deliveries')
              .select('id')
              .where('account_id', '=', tenant.accountId)
              .execute()
          ).length,
        };
      }

      it('a transition, a risk score and a profile switch roll back entirely', async () => {
        const tenant = await createTenant(t.ctx);
        await endpoint(tenant);
        const profileId = (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/completeness_profiles',
            headers: tenant.headers,
            payload: { name: 'P', requirements: { sections: ['directors'] } },
          })
        ).json().completeness_profile.id;
        const id = await createCase(tenant);
        await ok(tenant, id, 'start');
        await ok(tenant, id, 'request_risk_score_update');
        const before = await snapshot(tenant, id);
        assert.equal(before.verification.status, 'recalculate_risk_score');

        let woken = 0;
        const unsubscribe = t.ctx.deliverySignal.subscribe(() => woken++);
        const restore = await failAuditFor(id);
        try {
          const attempts = [
            () => send(tenant.headers, id, 'cancel_risk_score_update'),
            () =>
              t.app.inject({
                method: 'POST',
                url: '/api/v1/webhooks/external_risk_score',
                headers: tenant.headers,
                payload: { id, risk_score: { simple: 'high', detailed: { reasons: ['x'] } } },
              }),
          ];
          for (const attempt of attempts) {
            const res = await attempt();
            assert.equal(res.statusCode, 500, res.body);
            assert.equal(res.json().error.code, 'internal');
            assert.doesNotMatch(res.body, /injected audit failure/, 'the database error is not shown to the client');
            assert.deepEqual(await snapshot(tenant, id), before, 'state, history and outbox all unchanged');
          }
        } finally {
          await restore();
        }
        await ok(tenant, id, 'cancel_risk_score_update');
        const inProgress = await snapshot(tenant, id);
        const restoreAgain = await failAuditFor(id);
        try {
          const res = await send(tenant.headers, id, 'request_data_update', { completeness_profile_id: profileId });
          assert.equal(res.statusCode, 500, res.body);
          const after = await snapshot(tenant, id);
          assert.deepEqual(after, inProgress);
          assert.equal(after.verification.completeness_profile_id, null, 'the profile was not switched');
          assert.equal(after.verification.requested_data, null);
        } finally {
          await restoreAgain();
          unsubscribe();
        }
        assert.equal(woken, 1, 'only the one committed transition woke the worker');
        const rows = await added(id, () =>
          ok(tenant, id, 'request_data_update', { completeness_profile_id: profileId }),
        );
        assert.deepEqual(
          rows.map((r) => r.type),
          ['state_change', 'data_changed'],
          'the same action commits once the failure is gone',
        );
      });
    });
  });
}

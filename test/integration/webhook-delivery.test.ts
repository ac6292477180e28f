import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTenant, type TestApp, testDialects } from '../helpers/test-app.js';
import {
  eventually,
  listDeliveries,
  nthEvent,
  openCase,
  registerEndpoint,
  startWebhookSuite,
  transition,
  type WebhookSuite,
} from '../helpers/webhook-receiver.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

for (const dialect of testDialects()) {
  describe(`webhook delivery [${dialect}]`, () => {
    let suite: WebhookSuite;
    let t: TestApp;
    const receiver = () => suite.receiver();

    before(async () => {
      suite = await startWebhookSuite(dialect);
      t = suite.t;
    });
    after(() => suite.close());

    it('delivers a signed state_change with exactly the spec fields, soon after the commit', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      const id = await openCase(t, tenant);
      await new Promise((resolve) => setTimeout(resolve, 300)); // let the worker go idle
      await transition(t, tenant, id, 'start');
      const committed = Date.now();
      await hooks.waitFor(() => hooks.delivered().length === 1, 'the state_change');
      const [hook] = hooks.delivered();
      assert.ok(hook);
      console.log(`[${dialect}] idle pickup: received ${hook.receivedAt - committed} ms after the API answered`);

      assert.deepEqual(Object.keys(hook.payload).sort(), [
        'event',
        'new_state',
        'occurred_at',
        'prev_state',
        'verification_id',
      ]);
      assert.equal(hook.payload.event, 'state_change');
      assert.equal(hook.payload.prev_state, 'new');
      assert.equal(hook.payload.new_state, 'in_progress');
      assert.equal(hook.payload.verification_id, id);
      assert.match(String(hook.payload.occurred_at), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      assert.match(hook.id, UUID);
      assert.match(hook.signature, /^v1,[A-Za-z0-9+/]+=*$/, 'one v1 signature');
      assert.equal(hook.headers['content-type'], 'application/json');
      assert.equal(hook.headers['user-agent'], 'Dossier-Webhooks/1');
      assert.ok(Math.abs(Number(hook.timestamp) - Date.now() / 1000) < 60);
      assert.deepEqual(hooks.rejected, []);

      const [delivery] = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id);
        return list[0]?.status === 'succeeded' ? list : undefined;
      }, 'the delivery to be recorded');
      assert.ok(delivery);
      assert.equal(delivery.message_id, hook.id);
      assert.equal(delivery.event_type, 'state_change');
      assert.deepEqual(delivery.payload, hook.payload);
      assert.equal(JSON.stringify(delivery.payload), hook.body, 'the stored bytes are the sent bytes');
      assert.equal(delivery.attempt_count, 1);
      assert.equal(delivery.last_status_code, 200);
      assert.equal(delivery.next_attempt_at, null);
      assert.equal(delivery.attempts.length, 1);
      assert.equal(delivery.attempts[0]?.status_code, 200);
      assert.equal(delivery.attempts[0]?.response_body, 'ok');
    });

    it('retries a failing endpoint with the same webhook-id until it succeeds', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      hooks.setMode('fail', { times: 2 });
      const id = await openCase(t, tenant);
      await transition(t, tenant, id, 'start');
      await hooks.waitFor(() => hooks.delivered().length === 1, 'the third attempt');

      assert.deepEqual(
        hooks.requests.map((r) => r.status),
        [500, 500, 200],
      );
      assert.equal(new Set(hooks.requests.map((r) => r.id)).size, 1, 'one webhook-id across retries');
      const [delivery] = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id);
        return list[0]?.status === 'succeeded' ? list : undefined;
      }, 'the success to be recorded');
      assert.equal(delivery?.attempt_count, 3);
      assert.deepEqual(
        delivery?.attempts.map((a) => a.status_code),
        [500, 500, 200],
      );
      assert.equal(delivery?.attempts[0]?.response_body, 'mode 500');
      const state = await t.app.inject({ url: `/api/v1/webhook_endpoints/${endpoint.id}`, headers: tenant.headers });
      assert.equal(state.json().webhook_endpoint.enabled, true);
    });

    it('gives up after the last retry of the schedule', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      hooks.setMode('fail');
      await transition(t, tenant, await openCase(t, tenant), 'start');
      const [delivery] = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id);
        return list[0]?.status === 'failed' ? list : undefined;
      }, 'the delivery to fail for good');
      // The test schedule has three retries: four attempts in all.
      assert.equal(delivery?.attempt_count, 4);
      assert.equal(delivery?.attempts.length, 4);
      assert.equal(delivery?.next_attempt_at, null);
      assert.equal(delivery?.last_error, 'HTTP 500');
      assert.equal(hooks.requests.length, 4);
    });

    it('honours Retry-After instead of the schedule', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      hooks.setMode('retry_after', { retryAfter: '3600', times: 1 });
      await transition(t, tenant, await openCase(t, tenant), 'start');
      const [delivery] = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id);
        return list[0]?.attempt_count === 1 ? list : undefined;
      }, 'the first attempt');
      assert.ok(delivery?.next_attempt_at);
      assert.equal(delivery.status, 'pending');
      assert.equal(delivery.last_status_code, 503);
      const waitMs = Date.parse(delivery.next_attempt_at) - Date.parse(delivery.attempts[0]?.attempted_at ?? '');
      assert.ok(waitMs >= 3_590_000, `the next attempt waits the hour asked for, not the 50 ms schedule (${waitMs})`);

      const later = new Date(Date.now() + 2 * 3_600_000).toUTCString();
      hooks.setMode('retry_after', { retryAfter: later, times: 1 });
      const retried = await t.app.inject({
        method: 'POST',
        url: `/api/v1/webhook_endpoints/${endpoint.id}/deliveries/${delivery.id}/retry`,
        headers: tenant.headers,
      });
      assert.equal(retried.statusCode, 202, retried.body);
      const [again] = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id);
        return list[0]?.attempt_count === 2 ? list : undefined;
      }, 'the second attempt');
      const dateWaitMs = Date.parse(again?.next_attempt_at ?? '') - Date.parse(again?.attempts[1]?.attempted_at ?? '');
      assert.ok(dateWaitMs >= 7_100_000, `an HTTP-date Retry-After is honoured too (${dateWaitMs})`);
      assert.equal(hooks.requests.length, 2);
    });

    it('disables an endpoint that answers 410 and cancels its other pending deliveries', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      const id = await openCase(t, tenant);
      // The first delivery is parked for an hour by Retry-After; the second one gets 410.
      hooks.setMode('retry_after', { retryAfter: '3600', times: 1 });
      await transition(t, tenant, id, 'start');
      await hooks.waitFor(() => hooks.requests.length === 1, 'the first attempt');
      hooks.setMode('gone');
      await transition(t, tenant, id, 'request_risk_score_update');

      const state = await eventually(async () => {
        const r = await t.app.inject({ url: `/api/v1/webhook_endpoints/${endpoint.id}`, headers: tenant.headers });
        return r.json().webhook_endpoint.enabled === false ? r.json().webhook_endpoint : undefined;
      }, 'the endpoint to be disabled');
      assert.equal(state.disabled_reason, 'gone');
      const deliveries = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id);
        return list.every((d) => d.status !== 'pending') ? list : undefined;
      }, 'no pending delivery');
      const byState = Object.fromEntries(deliveries.map((d) => [d.payload.new_state, d]));
      assert.equal(byState.recalculate_risk_score?.status, 'failed');
      assert.equal(byState.recalculate_risk_score?.last_status_code, 410);
      assert.equal(byState.in_progress?.status, 'cancelled');

      // A disabled endpoint gets no new deliveries.
      await transition(t, tenant, id, 'cancel_risk_score_update');
      assert.equal((await listDeliveries(t, tenant, endpoint.id)).length, 2);
    });

    it('keeps delivering to a healthy endpoint while another one hangs', async () => {
      const tenant = await createTenant(t.ctx);
      const slow = await receiver();
      const fast = await receiver();
      slow.setMode('hang');
      const slowEndpoint = await registerEndpoint(t, tenant, slow);
      await registerEndpoint(t, tenant, fast);
      const cases = await Promise.all([openCase(t, tenant), openCase(t, tenant), openCase(t, tenant)]);
      const started = Date.now();
      await Promise.all(
        cases.map(async (id) => {
          for (let n = 0; n < 4; n++) await transition(t, tenant, id, nthEvent(n));
        }),
      );
      await fast.waitFor(() => fast.delivered().length === 12, 'every delivery to the healthy endpoint', 10_000);
      console.log(
        `[${dialect}] healthy endpoint got 12 deliveries within ${Date.now() - started} ms beside a hung one`,
      );
      // The hung endpoint holds at most its own share of the worker (4 here), and still has not answered once.
      assert.equal(slow.delivered().length, 0);
      assert.ok(slow.hanging() > 0 && slow.hanging() <= 4, `hanging: ${slow.hanging()}`);
      assert.ok(slow.requests.length <= 4);
      assert.deepEqual(fast.rejected, []);

      // Deleting the endpoint cancels what it still had pending.
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/webhook_endpoints/${slowEndpoint.id}`,
        headers: tenant.headers,
      });
      assert.equal(deleted.statusCode, 204, deleted.body);
    });
  });
}

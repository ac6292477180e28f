import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTenant, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';
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

for (const dialect of testDialects()) {
  describe(`webhook deliveries API [${dialect}]`, () => {
    let suite: WebhookSuite;
    let t: TestApp;
    const receiver = () => suite.receiver();

    before(async () => {
      suite = await startWebhookSuite(dialect);
      t = suite.t;
    });
    after(() => suite.close());

    /** A tenant with an endpoint and `count` state changes, all delivered. */
    async function deliveredChanges(count: number) {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      const id = await openCase(t, tenant);
      for (let n = 0; n < count; n++) await transition(t, tenant, id, nthEvent(n));
      await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id);
        return list.length === count && list.every((d) => d.status === 'succeeded') ? list : undefined;
      }, 'every delivery');
      return { tenant, hooks, endpoint, verificationId: id };
    }

    const post = (tenant: Tenant, url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: tenant.headers, ...(payload ? { payload } : {}) });

    it('lists deliveries newest first with their attempts, page by page and by status', async () => {
      const { tenant, endpoint, hooks } = await deliveredChanges(3);
      const first = await t.app.inject({
        url: `/api/v1/webhook_endpoints/${endpoint.id}/deliveries?limit=2`,
        headers: tenant.headers,
      });
      assert.equal(first.statusCode, 200, first.body);
      const page1 = first.json();
      assert.equal(page1.deliveries.length, 2);
      assert.equal(page1.has_more, true);
      assert.equal(typeof page1.next_cursor, 'string');
      assert.deepEqual(
        page1.deliveries.map((d: { payload: { new_state: string } }) => d.payload.new_state),
        ['in_progress', 'recalculate_risk_score'],
      );
      const second = await t.app.inject({
        url: `/api/v1/webhook_endpoints/${endpoint.id}/deliveries?limit=2&cursor=${page1.next_cursor}`,
        headers: tenant.headers,
      });
      const page2 = second.json();
      assert.equal(page2.deliveries.length, 1);
      assert.equal(page2.has_more, false);
      assert.equal(page2.next_cursor, null);
      assert.equal(page2.deliveries[0].payload.new_state, 'in_progress');
      assert.equal(page2.deliveries[0].payload.prev_state, 'new');

      const delivery = page2.deliveries[0];
      assert.deepEqual(Object.keys(delivery).sort(), [
        'attempt_count',
        'attempts',
        'created_at',
        'event_type',
        'id',
        'last_error',
        'last_status_code',
        'message_id',
        'next_attempt_at',
        'payload',
        'status',
        'updated_at',
      ]);
      assert.deepEqual(Object.keys(delivery.attempts[0]).sort(), [
        'attempted_at',
        'duration_ms',
        'error',
        'id',
        'response_body',
        'status_code',
      ]);
      assert.ok(hooks.deliveredIds().has(delivery.message_id));

      assert.equal((await listDeliveries(t, tenant, endpoint.id, '&status=succeeded')).length, 3);
      assert.equal((await listDeliveries(t, tenant, endpoint.id, '&status=failed,pending')).length, 0);
      const badStatus = await t.app.inject({
        url: `/api/v1/webhook_endpoints/${endpoint.id}/deliveries?status=done`,
        headers: tenant.headers,
      });
      assert.equal(badStatus.statusCode, 400);
      assert.equal(badStatus.json().error.details[0].field, 'status');
      const badCursor = await t.app.inject({
        url: `/api/v1/webhook_endpoints/${endpoint.id}/deliveries?cursor=nonsense`,
        headers: tenant.headers,
      });
      assert.equal(badCursor.statusCode, 400);
    });

    it("answers 404 for another account's endpoint and delivery, and 401 without a token", async () => {
      const { tenant, endpoint } = await deliveredChanges(1);
      const [delivery] = await listDeliveries(t, tenant, endpoint.id);
      const other = await createTenant(t.ctx);
      const urls = [
        { method: 'GET' as const, url: `/api/v1/webhook_endpoints/${endpoint.id}/deliveries` },
        { method: 'POST' as const, url: `/api/v1/webhook_endpoints/${endpoint.id}/deliveries/${delivery?.id}/retry` },
        {
          method: 'POST' as const,
          url: `/api/v1/webhook_endpoints/${endpoint.id}/replay`,
          payload: { since: '2020-01-01T00:00:00Z' },
        },
      ];
      for (const request of urls) {
        const foreign = await t.app.inject({ ...request, headers: other.headers });
        assert.equal(foreign.statusCode, 404, `${request.url}: ${foreign.body}`);
        assert.equal(foreign.json().error.code, 'not_found');
        const anonymous = await t.app.inject(request);
        assert.equal(anonymous.statusCode, 401);
      }
      const unknownDelivery = await post(
        tenant,
        `/api/v1/webhook_endpoints/${endpoint.id}/deliveries/0192f3a4-5b6c-7d8e-9f01-23456789abcd/retry`,
      );
      assert.equal(unknownDelivery.statusCode, 404);
      const badId = await t.app.inject({
        url: '/api/v1/webhook_endpoints/not-a-uuid/deliveries',
        headers: tenant.headers,
      });
      assert.equal(badId.statusCode, 400);
    });

    it('re-sends one delivery with the same webhook-id', async () => {
      const { tenant, endpoint, hooks } = await deliveredChanges(1);
      const [delivery] = await listDeliveries(t, tenant, endpoint.id);
      assert.ok(delivery);
      const response = await post(tenant, `/api/v1/webhook_endpoints/${endpoint.id}/deliveries/${delivery.id}/retry`);
      assert.equal(response.statusCode, 202, response.body);
      assert.equal(response.json().delivery.id, delivery.id);
      assert.equal(response.json().delivery.status, 'pending');
      await hooks.waitFor(() => hooks.delivered().length === 2, 'the re-sent delivery');
      assert.deepEqual(
        hooks.delivered().map((r) => r.id),
        [delivery.message_id, delivery.message_id],
      );
      assert.equal(hooks.delivered()[1]?.body, hooks.delivered()[0]?.body);
      const [after] = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id);
        return list[0]?.attempt_count === 2 && list[0].status === 'succeeded' ? list : undefined;
      }, 'the second attempt to be recorded');
      assert.equal(after?.attempts.length, 2);
    });

    it('replays the failed deliveries created since a time', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      hooks.setMode('fail');
      const since = new Date().toISOString();
      const id = await openCase(t, tenant);
      for (let n = 0; n < 2; n++) await transition(t, tenant, id, nthEvent(n));
      const failed = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id, '&status=failed');
        return list.length === 2 ? list : undefined;
      }, 'both deliveries to fail for good');

      const future = await post(tenant, `/api/v1/webhook_endpoints/${endpoint.id}/replay`, {
        since: new Date(Date.now() + 60_000).toISOString(),
      });
      assert.equal(future.statusCode, 202, future.body);
      assert.deepEqual(future.json(), { replayed: 0 });
      const invalid = await post(tenant, `/api/v1/webhook_endpoints/${endpoint.id}/replay`, { since: 'yesterday' });
      assert.equal(invalid.statusCode, 400);
      const missing = await post(tenant, `/api/v1/webhook_endpoints/${endpoint.id}/replay`, {});
      assert.equal(missing.statusCode, 400);

      hooks.setMode('ok');
      const replay = await post(tenant, `/api/v1/webhook_endpoints/${endpoint.id}/replay`, { since });
      assert.equal(replay.statusCode, 202, replay.body);
      assert.deepEqual(replay.json(), { replayed: 2 });
      await hooks.waitFor(() => hooks.delivered().length === 2, 'the replayed deliveries');
      assert.deepEqual(hooks.deliveredIds(), new Set(failed.map((d) => d.message_id)));
      const done = await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id, '&status=succeeded');
        return list.length === 2 ? list : undefined;
      }, 'the replays to be recorded');
      assert.ok(done.every((d) => d.attempts.at(-1)?.status_code === 200));
    });

    it('refuses to re-send to a disabled endpoint (409), and sends once it is enabled again', async () => {
      const { tenant, endpoint, hooks } = await deliveredChanges(1);
      const [delivery] = await listDeliveries(t, tenant, endpoint.id);
      const disable = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/webhook_endpoints/${endpoint.id}`,
        headers: tenant.headers,
        payload: { enabled: false },
      });
      assert.equal(disable.statusCode, 200, disable.body);
      const retry = await post(tenant, `/api/v1/webhook_endpoints/${endpoint.id}/deliveries/${delivery?.id}/retry`);
      assert.equal(retry.statusCode, 409, retry.body);
      const replay = await post(tenant, `/api/v1/webhook_endpoints/${endpoint.id}/replay`, {
        since: delivery?.created_at,
      });
      assert.equal(replay.statusCode, 409);

      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/webhook_endpoints/${endpoint.id}`,
        headers: tenant.headers,
        payload: { enabled: true },
      });
      const again = await post(tenant, `/api/v1/webhook_endpoints/${endpoint.id}/deliveries/${delivery?.id}/retry`);
      assert.equal(again.statusCode, 202);
      await hooks.waitFor(() => hooks.delivered().length === 2, 'the re-send after enabling');
    });
  });
}

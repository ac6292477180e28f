import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { nextAttemptDelayMs } from '../../src/domain/webhook-retry.js';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from '../../src/services/webhook-deliveries.js';
import { createWebhookEndpoint } from '../../src/services/webhook-endpoints.js';
import type { DeliveryWorker } from '../../src/webhooks/delivery-worker.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';
import {
  eventually,
  listDeliveries,
  nthEvent,
  openCase,
  registerEndpoint,
  startTestWorker,
  startWebhookReceiver,
  startWebhookSuite,
  transition,
  type WebhookReceiver,
  type WebhookSuite,
} from '../helpers/webhook-receiver.js';

const DAY = 24 * 60 * 60 * 1000;

describe('the production retry policy', () => {
  const policy = (random: number) => ({ ...DEFAULT_RETRY_POLICY, random: () => random });
  const HOUR = 3_600_000;

  it('retries after the documented schedule with ±20 % jitter, then gives up', () => {
    const expected = [5_000, 300_000, 1_800_000, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
    for (const [i, base] of expected.entries()) {
      assert.equal(retryDelayMs(policy(0.5), i + 1, null), base);
      assert.equal(retryDelayMs(policy(0), i + 1, null), Math.round(base * 0.8));
      assert.equal(retryDelayMs(policy(1), i + 1, null), Math.round(base * 1.2));
      assert.equal(
        retryDelayMs(policy(0.3), i + 1, null),
        nextAttemptDelayMs(i + 1, null, () => 0.3),
      );
    }
    assert.equal(retryDelayMs(policy(0.5), 8, null), null, 'eight failed attempts: failed for good');
    assert.equal(DEFAULT_RETRY_POLICY.disableAfterFailingMs, 5 * DAY);
  });

  it('honours a later Retry-After, up to 10 hours', () => {
    assert.equal(retryDelayMs(policy(0.5), 1, 60_000), 60_000);
    assert.equal(retryDelayMs(policy(0.5), 1, 1_000), 5_000, 'an earlier Retry-After does not hurry the schedule');
    assert.equal(retryDelayMs(policy(0.5), 1, 48 * HOUR), 10 * HOUR);
  });
});

for (const dialect of testDialects()) {
  describe(`webhook delivery rules [${dialect}]`, () => {
    let suite: WebhookSuite;
    let t: TestApp;
    const receiver = () => suite.receiver();
    const failingSince = async (endpointId: string) =>
      (
        await t.ctx.db
          .selectFrom('webhook_endpoints')
          .select('failing_since')
          .where('id', '=', endpointId)
          .executeTakeFirstOrThrow()
      ).failing_since;

    before(async () => {
      suite = await startWebhookSuite(dialect);
      t = suite.t;
    });
    after(() => suite.close());

    it('starts a failure streak on the first failure and ends it on a success', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      assert.equal(await failingSince(endpoint.id), null);
      // The first attempt is parked for an hour, so the streak can be read before anything succeeds.
      hooks.setMode('retry_after', { retryAfter: '3600', times: 1 });
      const id = await openCase(t, tenant);
      await transition(t, tenant, id, 'start');
      const since = await eventually(async () => (await failingSince(endpoint.id)) ?? undefined, 'the streak');
      const [delivery] = await listDeliveries(t, tenant, endpoint.id);
      assert.equal(since, delivery?.attempts[0]?.attempted_at);

      await transition(t, tenant, id, 'request_risk_score_update');
      await hooks.waitFor(() => hooks.delivered().length === 1, 'a success');
      await eventually(
        async () => ((await failingSince(endpoint.id)) === null ? true : undefined),
        'the streak to end',
      );
    });

    it('disables an endpoint that has failed without a success for 5 days', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      hooks.setMode('retry_after', { retryAfter: '3600' });
      const id = await openCase(t, tenant);
      await transition(t, tenant, id, 'start');
      await eventually(async () => (await failingSince(endpoint.id)) ?? undefined, 'the streak');
      // Five days and a minute of failures, as if its first failure had been that long ago.
      await t.ctx.db
        .updateTable('webhook_endpoints')
        .set({ failing_since: new Date(Date.now() - 5 * DAY - 60_000).toISOString() })
        .where('id', '=', endpoint.id)
        .execute();
      await transition(t, tenant, id, 'request_risk_score_update');

      const state = await eventually(async () => {
        const r = await t.app.inject({ url: `/api/v1/webhook_endpoints/${endpoint.id}`, headers: tenant.headers });
        return r.json().webhook_endpoint.enabled === false ? r.json().webhook_endpoint : undefined;
      }, 'the endpoint to be disabled');
      assert.equal(state.disabled_reason, 'failing');
      const deliveries = await listDeliveries(t, tenant, endpoint.id);
      assert.deepEqual(
        deliveries.map((d) => d.status),
        ['failed', 'failed'],
        'nothing stays pending for a disabled endpoint; failed ones can be replayed once it is fixed',
      );
      assert.equal(hooks.requests.length, 2);
    });

    it('does not disable an endpoint that failed for less than 5 days', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      await t.ctx.db
        .updateTable('webhook_endpoints')
        .set({ failing_since: new Date(Date.now() - 4 * DAY).toISOString() })
        .where('id', '=', endpoint.id)
        .execute();
      hooks.setMode('fail');
      await transition(t, tenant, await openCase(t, tenant), 'start');
      await eventually(async () => {
        const list = await listDeliveries(t, tenant, endpoint.id, '&status=failed');
        return list.length === 1 ? list : undefined;
      }, 'the delivery to fail for good');
      const r = await t.app.inject({ url: `/api/v1/webhook_endpoints/${endpoint.id}`, headers: tenant.headers });
      assert.equal(r.json().webhook_endpoint.enabled, true);
    });

    it('signs with both secrets for a day after a rotation', async () => {
      const tenant = await createTenant(t.ctx);
      const hooks = await receiver();
      const endpoint = await registerEndpoint(t, tenant, hooks);
      const rotated = await t.app.inject({
        method: 'POST',
        url: `/api/v1/webhook_endpoints/${endpoint.id}/rotate_secret`,
        headers: tenant.headers,
      });
      assert.equal(rotated.statusCode, 200, rotated.body);
      const newSecret = rotated.json().secret as string;
      assert.notEqual(newSecret, endpoint.secret);
      // The receiver demands a valid signature for each secret: the old one and the new one.
      hooks.setSecrets(endpoint.secret, newSecret);
      const id = await openCase(t, tenant);
      await transition(t, tenant, id, 'start');
      await hooks.waitFor(() => hooks.delivered().length === 1, 'the delivery');
      assert.equal(hooks.delivered()[0]?.signature.split(' ').length, 2);

      // Once the old secret has expired, only the new one signs.
      await t.ctx.db
        .updateTable('webhook_endpoints')
        .set({ previous_secret_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', endpoint.id)
        .execute();
      hooks.setSecrets(newSecret);
      await transition(t, tenant, id, nthEvent(1));
      await hooks.waitFor(() => hooks.delivered().length === 2, 'the second delivery');
      assert.equal(hooks.delivered()[1]?.signature.split(' ').length, 1);
      assert.deepEqual(hooks.rejected, []);
    });
  });

  describe(`webhook delivery to private addresses when they are not allowed [${dialect}]`, () => {
    let t: TestApp;
    let worker: DeliveryWorker;
    let hooks: WebhookReceiver;

    before(async () => {
      t = await startTestApp(dialect, { ctx: { webhookAllowPrivate: false } });
      worker = await startTestWorker(t);
      hooks = await startWebhookReceiver();
    });
    after(async () => {
      await worker.stop();
      await hooks.close();
      await t.close();
    });

    it('refuses, at send time, endpoints that resolve to loopback (an IP literal or a name)', async () => {
      const tenant = await createTenant(t.ctx);
      // Registered while private addresses were allowed (or before the name's DNS changed).
      const lenient = { ...t.ctx, webhookAllowPrivate: true };
      const byAddress = await createWebhookEndpoint(lenient, tenant.accountId, { url: hooks.url });
      const byName = await createWebhookEndpoint(lenient, tenant.accountId, {
        url: hooks.url.replace('127.0.0.1', 'localhost'),
      });
      hooks.setSecrets(byAddress.secret);
      await transition(t, tenant, await openCase(t, tenant), 'start');
      for (const endpoint of [byAddress.endpoint, byName.endpoint]) {
        const [delivery] = await eventually(async () => {
          const list = await listDeliveries(t, tenant, endpoint.id, '&status=failed');
          return list.some((d) => d.event_type === 'state_change') ? list : undefined;
        }, `the delivery to ${endpoint.url} to be refused`);
        const attempt = delivery?.attempts[0];
        assert.equal(attempt?.status_code, null);
        assert.match(attempt?.error ?? '', /refused: .*loopback/);
      }
      assert.equal(hooks.requests.length + hooks.rejected.length, 0, 'nothing reached the receiver');
    });
  });
}

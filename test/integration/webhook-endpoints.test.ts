import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { dataChangedEvent } from '../../src/domain/webhook-events.js';
import { createAccessToken, revokeAccessToken } from '../../src/services/access-tokens.js';
import { createWebhookEndpoint, type WebhookEndpointView } from '../../src/services/webhook-endpoints.js';
import { enqueueWebhookEvents } from '../../src/services/webhook-outbox.js';
import {
  createTenant,
  startTestApp,
  TEST_SECRET,
  type Tenant,
  type TestApp,
  testDialects,
} from '../helpers/test-app.js';

const API = '/api/v1/webhook_endpoints';
const DOSSIER = fileURLToPath(new URL('../../bin/dossier', import.meta.url));
const PUBLIC_URL = 'https://93.184.215.14/dossier/hooks';
const ALL_TYPES = [
  'state_change',
  'application_received',
  'data_changed',
  'process_completed',
  'verification_erased',
  'screening_hit',
  'screening_completed',
  'risk_level_changed',
  'review_due',
  'recurring_case_opened',
  'case_overdue',
];
const VIEW_KEYS = ['created_at', 'description', 'disabled_reason', 'enabled', 'event_types', 'id', 'updated_at', 'url'];

for (const dialect of testDialects()) {
  describe(`webhook endpoints [${dialect}]`, () => {
    let t: TestApp;
    before(async () => {
      // The operator's default: endpoints must be publicly reachable.
      t = await startTestApp(dialect, { ctx: { webhookAllowPrivate: false } });
    });
    after(() => t.close());

    const create = (tenant: Tenant, payload: object) =>
      t.app.inject({ method: 'POST', url: API, headers: tenant.headers, payload });
    const row = (id: string) =>
      t.ctx.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const deliveryStatuses = async (endpointId: string) =>
      (
        await t.ctx.db.selectFrom('webhook_deliveries').select('status').where('endpoint_id', '=', endpointId).execute()
      ).map((d) => d.status);

    async function createdEndpoint(tenant: Tenant, payload: object = { url: PUBLIC_URL }) {
      const res = await create(tenant, payload);
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as { webhook_endpoint: WebhookEndpointView; secret: string };
    }

    it('creates an endpoint, shows its secret once, and lists and shows it without the secret', async () => {
      const tenant = await createTenant(t.ctx);
      const { webhook_endpoint: endpoint, secret } = await createdEndpoint(tenant, {
        url: 'HTTPS://93.184.215.14:8443/in?account=7',
      });
      assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
      assert.deepEqual(Object.keys(endpoint).sort(), VIEW_KEYS);
      assert.equal(endpoint.url, 'https://93.184.215.14:8443/in?account=7', 'stored in normalized form');
      assert.deepEqual(endpoint.event_types, ALL_TYPES, 'every event type by default');
      assert.equal(endpoint.enabled, true);
      assert.equal(endpoint.disabled_reason, null);
      assert.equal(endpoint.description, '');
      assert.equal(
        (await row(endpoint.id)).secret,
        secret,
        'the secret returned is the one deliveries are signed with',
      );

      const list = await t.app.inject({ url: API, headers: tenant.headers });
      const show = await t.app.inject({ url: `${API}/${endpoint.id}`, headers: tenant.headers });
      assert.equal(list.statusCode, 200, list.body);
      assert.equal(show.statusCode, 200, show.body);
      assert.deepEqual(list.json(), { webhook_endpoints: [endpoint] });
      assert.deepEqual(show.json(), { webhook_endpoint: endpoint });
      for (const res of [list, show]) {
        assert.ok(!res.body.includes(secret.slice(6)) && !res.body.includes('secret'), res.body);
      }
    });

    it('creates with chosen event types, a description and disabled', async () => {
      const tenant = await createTenant(t.ctx);
      const { webhook_endpoint: endpoint } = await createdEndpoint(tenant, {
        url: 'http://[2606:4700:4700::1111]:8080/x',
        event_types: ['process_completed', 'state_change'],
        description: 'Core banking',
        enabled: false,
      });
      assert.equal(endpoint.url, 'http://[2606:4700:4700::1111]:8080/x');
      assert.deepEqual(endpoint.event_types, ['process_completed', 'state_change']);
      assert.equal(endpoint.description, 'Core banking');
      assert.equal(endpoint.enabled, false);
      assert.equal(endpoint.disabled_reason, 'manual');
    });

    it('refuses bad URLs, private and unresolvable hosts, unknown event types and unknown fields', async () => {
      const tenant = await createTenant(t.ctx);
      const cases: [object, string, RegExp][] = [
        [{}, 'url', /required/],
        [{ url: '' }, 'url', /must not be empty/],
        [{ url: 'not a url' }, 'url', /absolute http or https URL/],
        [{ url: '/relative' }, 'url', /absolute http or https URL/],
        [{ url: 'ftp://93.184.215.14/in' }, 'url', /http or https, not ftp/],
        [{ url: 'https://user:pw@93.184.215.14/' }, 'url', /user name or password/],
        [{ url: `https://93.184.215.14/${'a'.repeat(2000)}` }, 'url', /2000 characters/],
        [{ url: 'http://127.0.0.1:9/x' }, 'url', /127\.0\.0\.1 is a loopback address/],
        [{ url: 'http://10.0.0.1/' }, 'url', /10\.0\.0\.1 is a private address/],
        [{ url: 'http://192.168.1.20/' }, 'url', /private address/],
        [{ url: 'http://[::1]/' }, 'url', /::1 is a loopback address/],
        [{ url: 'http://[::ffff:10.0.0.1]/' }, 'url', /private address/],
        [{ url: 'http://169.254.169.254/latest/meta-data/' }, 'url', /link-local address/],
        [{ url: 'http://2130706433/' }, 'url', /127\.0\.0\.1 is a loopback address/],
        [{ url: 'http://localhost/' }, 'url', /localhost resolves to (127\.0\.0\.1|::1), a loopback address/],
        [{ url: 'http://nonexistent.invalid/' }, 'url', /does not resolve/],
        [{ url: PUBLIC_URL, event_types: ['verification_created'] }, 'event_types[0]', /must be one of: state_change/],
        [{ url: PUBLIC_URL, event_types: [] }, 'event_types', /must have at least 1 item/],
        [{ url: PUBLIC_URL, event_types: ['state_change', 'state_change'] }, 'event_types', /duplicate/],
        [{ url: PUBLIC_URL, enabled: 'yes' }, 'enabled', /boolean/],
        [{ url: PUBLIC_URL, description: 'x'.repeat(501) }, 'description', /at most 500 characters/],
        [{ url: PUBLIC_URL, secret: 'whsec_bWluZQ==' }, 'secret', /not a known field/],
      ];
      for (const [payload, field, message] of cases) {
        const res = await create(tenant, payload);
        const label = `${JSON.stringify(payload).slice(0, 80)}: ${res.body}`;
        assert.equal(res.statusCode, 400, label);
        const error = res.json().error;
        assert.equal(error.code, 'validation_failed', label);
        assert.ok(
          error.details.some((d: { field: string; message: string }) => d.field === field && message.test(d.message)),
          label,
        );
      }
      const form = await t.app.inject({
        method: 'POST',
        url: API,
        headers: { ...tenant.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `url=${encodeURIComponent(PUBLIC_URL)}`,
      });
      assert.equal(form.statusCode, 415, form.body);
      const list = await t.app.inject({ url: API, headers: tenant.headers });
      assert.deepEqual(list.json().webhook_endpoints, [], 'nothing was created');
    });

    it('accepts private addresses when the operator allows them', async () => {
      const tenant = await createTenant(t.ctx);
      const ctx = { ...t.ctx, webhookAllowPrivate: true };
      const created = await createWebhookEndpoint(ctx, tenant.accountId, { url: 'http://127.0.0.1:9/x' });
      assert.equal(created.endpoint.url, 'http://127.0.0.1:9/x');
      await assert.rejects(createWebhookEndpoint(ctx, tenant.accountId, { url: 'http://nonexistent.invalid/' }));
    });

    it('updates the URL, event types and description, re-checking the URL', async () => {
      const tenant = await createTenant(t.ctx);
      const { webhook_endpoint: endpoint, secret } = await createdEndpoint(tenant);
      const patch = (payload: object) =>
        t.app.inject({ method: 'PATCH', url: `${API}/${endpoint.id}`, headers: tenant.headers, payload });
      const res = await patch({ url: 'https://93.184.215.15/v2', event_types: ['data_changed'], description: 'v2' });
      assert.equal(res.statusCode, 200, res.body);
      const updated = res.json().webhook_endpoint;
      assert.deepEqual(
        {
          url: updated.url,
          event_types: updated.event_types,
          description: updated.description,
          enabled: updated.enabled,
        },
        { url: 'https://93.184.215.15/v2', event_types: ['data_changed'], description: 'v2', enabled: true },
      );
      assert.ok(updated.updated_at >= endpoint.updated_at);
      assert.equal(updated.created_at, endpoint.created_at);
      assert.ok(!res.body.includes('secret'));

      for (const [payload, field] of [
        [{ url: 'http://10.0.0.1/' }, 'url'],
        [{ url: 'http://localhost:8080/' }, 'url'],
        [{ event_types: ['nope'] }, 'event_types[0]'],
        [{}, 'body'],
        [{ url: PUBLIC_URL, secret: 'x' }, 'secret'],
      ] as const) {
        const refused = await patch(payload);
        assert.equal(refused.statusCode, 400, refused.body);
        assert.equal(refused.json().error.details[0].field, field, refused.body);
      }
      const show = await t.app.inject({ url: `${API}/${endpoint.id}`, headers: tenant.headers });
      assert.deepEqual(show.json().webhook_endpoint, updated, 'refused changes changed nothing');
      assert.equal((await row(endpoint.id)).secret, secret, 'updates keep the secret');
    });

    it('disables by hand, and re-enabling clears why it was disabled and its failure streak', async () => {
      const tenant = await createTenant(t.ctx);
      const { webhook_endpoint: endpoint } = await createdEndpoint(tenant);
      const setEnabled = (enabled: boolean) =>
        t.app.inject({ method: 'PATCH', url: `${API}/${endpoint.id}`, headers: tenant.headers, payload: { enabled } });
      const disabled = (await setEnabled(false)).json().webhook_endpoint;
      assert.deepEqual([disabled.enabled, disabled.disabled_reason], [false, 'manual']);
      // The delivery worker disables an endpoint that keeps failing.
      await t.ctx.db
        .updateTable('webhook_endpoints')
        .set({ enabled: false, disabled_reason: 'failing', failing_since: '2026-01-01T00:00:00.000Z' })
        .where('id', '=', endpoint.id)
        .execute();
      const shown = await t.app.inject({ url: `${API}/${endpoint.id}`, headers: tenant.headers });
      assert.equal(shown.json().webhook_endpoint.disabled_reason, 'failing');
      const enabled = (await setEnabled(true)).json().webhook_endpoint;
      assert.deepEqual([enabled.enabled, enabled.disabled_reason], [true, null]);
      const stored = await row(endpoint.id);
      assert.equal(stored.failing_since, null);
      assert.equal(stored.disabled_reason, null);
    });

    it('deletes: hidden from list and show, its pending deliveries cancelled, no new deliveries', async () => {
      const tenant = await createTenant(t.ctx);
      const doomed = (await createdEndpoint(tenant)).webhook_endpoint;
      const kept = (await createdEndpoint(tenant, { url: 'https://93.184.215.16/' })).webhook_endpoint;
      const event = () => [dataChangedEvent('0192f3a4-0000-7000-8000-000000000001', 'risk_score', t.ctx.now())];
      assert.equal(await enqueueWebhookEvents(t.ctx, t.ctx.db, tenant.accountId, null, event(), t.ctx.now()), 2);
      assert.equal(await enqueueWebhookEvents(t.ctx, t.ctx.db, tenant.accountId, null, event(), t.ctx.now()), 2);
      const first = await t.ctx.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('endpoint_id', '=', doomed.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.ctx.db
        .updateTable('webhook_deliveries')
        .set({ status: 'succeeded' })
        .where('id', '=', first.id)
        .execute();

      const res = await t.app.inject({ method: 'DELETE', url: `${API}/${doomed.id}`, headers: tenant.headers });
      assert.equal(res.statusCode, 204, res.body);
      assert.equal(res.body, '');
      assert.deepEqual((await deliveryStatuses(doomed.id)).sort(), ['cancelled', 'succeeded']);
      assert.deepEqual(await deliveryStatuses(kept.id), ['pending', 'pending'], "other endpoints' deliveries go on");
      assert.equal(await enqueueWebhookEvents(t.ctx, t.ctx.db, tenant.accountId, null, event(), t.ctx.now()), 1);

      const list = (await t.app.inject({ url: API, headers: tenant.headers })).json().webhook_endpoints;
      assert.deepEqual(
        list.map((e: WebhookEndpointView) => e.id),
        [kept.id],
      );
      for (const [method, url, payload] of [
        ['GET', `${API}/${doomed.id}`, undefined],
        ['PATCH', `${API}/${doomed.id}`, { enabled: true }],
        ['DELETE', `${API}/${doomed.id}`, undefined],
        ['POST', `${API}/${doomed.id}/rotate_secret`, undefined],
      ] as const) {
        const gone = await t.app.inject({ method, url, headers: tenant.headers, ...(payload ? { payload } : {}) });
        assert.equal(gone.statusCode, 404, `${method} ${url}: ${gone.body}`);
      }
      assert.notEqual((await row(doomed.id)).deleted_at, null, 'the row stays for the delivery history');
    });

    it('rotates the secret, keeping the previous one valid for 24 hours', async () => {
      const tenant = await createTenant(t.ctx);
      const { webhook_endpoint: endpoint, secret: original } = await createdEndpoint(tenant);
      const rotate = () =>
        t.app.inject({ method: 'POST', url: `${API}/${endpoint.id}/rotate_secret`, headers: tenant.headers });
      const before = Date.now();
      const res = await rotate();
      const afterwards = Date.now();
      assert.equal(res.statusCode, 200, res.body);
      const { webhook_endpoint: view, secret } = res.json();
      assert.match(secret, /^whsec_/);
      assert.notEqual(secret, original);
      assert.equal(view.id, endpoint.id);
      assert.deepEqual(Object.keys(view).sort(), VIEW_KEYS);
      let stored = await row(endpoint.id);
      assert.equal(stored.secret, secret);
      assert.equal(stored.previous_secret, original);
      const expires = Date.parse(stored.previous_secret_expires_at ?? '');
      const day = 24 * 60 * 60 * 1000;
      assert.ok(
        expires >= before + day - 1000 && expires <= afterwards + day + 1000,
        stored.previous_secret_expires_at ?? '',
      );

      const again = (await rotate()).json().secret;
      stored = await row(endpoint.id);
      assert.deepEqual([stored.secret, stored.previous_secret], [again, secret], 'only the last two secrets are valid');
      const show = await t.app.inject({ url: `${API}/${endpoint.id}`, headers: tenant.headers });
      assert.ok(!show.body.includes('secret') && !show.body.includes(again.slice(6)), show.body);
    });

    it('answers 404 to another account on every route of an endpoint, and changes nothing of it', async () => {
      const owner = await createTenant(t.ctx, 'Bank A');
      const other = await createTenant(t.ctx, 'Bank B');
      const { webhook_endpoint: endpoint } = await createdEndpoint(owner);
      const stored = await row(endpoint.id);
      for (const [method, url, payload] of [
        ['GET', `${API}/${endpoint.id}`, undefined],
        ['PATCH', `${API}/${endpoint.id}`, { url: 'https://93.184.215.99/mine', enabled: false }],
        ['PATCH', `${API}/${endpoint.id}`, { url: 'http://10.0.0.1/' }],
        ['POST', `${API}/${endpoint.id}/rotate_secret`, undefined],
        ['DELETE', `${API}/${endpoint.id}`, undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: other.headers, ...(payload ? { payload } : {}) });
        assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
        assert.equal(res.json().error.code, 'not_found');
        assert.ok(!res.body.includes(endpoint.id) && !res.body.includes('93.184.215.14'), res.body);
      }
      const list = await t.app.inject({ url: API, headers: other.headers });
      assert.deepEqual(list.json(), { webhook_endpoints: [] });
      assert.deepEqual(await row(endpoint.id), stored, "A's endpoint is untouched");
    });

    it('refuses a missing, unknown or revoked token on every route with 401', async () => {
      const tenant = await createTenant(t.ctx);
      const { webhook_endpoint: endpoint } = await createdEndpoint(tenant);
      const extra = await createAccessToken(t.ctx, tenant.accountId, 'to be revoked');
      await revokeAccessToken(t.ctx, extra.info.id);
      const routes = [
        ['POST', API, { url: PUBLIC_URL }],
        ['GET', API, undefined],
        ['GET', `${API}/${endpoint.id}`, undefined],
        ['PATCH', `${API}/${endpoint.id}`, { enabled: false }],
        ['DELETE', `${API}/${endpoint.id}`, undefined],
        ['POST', `${API}/${endpoint.id}/rotate_secret`, undefined],
      ] as const;
      const credentials = [
        {},
        { authorization: `Bearer dsr_${'A1b2C3d4E5'.repeat(4)}xyz` },
        { authorization: `Bearer ${extra.token}` },
      ];
      for (const [method, url, payload] of routes) {
        for (const headers of credentials) {
          const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
          assert.equal(res.statusCode, 401, `${method} ${url}: ${res.body}`);
          assert.equal(res.json().error.code, 'unauthorized');
        }
      }
      const stored = await row(endpoint.id);
      assert.deepEqual([stored.deleted_at, stored.previous_secret], [null, null], 'nothing happened');
      const list = await t.app.inject({ url: API, headers: tenant.headers });
      assert.equal(list.json().webhook_endpoints.length, 1);
      const badId = await t.app.inject({ url: `${API}/not-a-uuid`, headers: tenant.headers });
      assert.equal(badId.statusCode, 400, badId.body);
    });

    it('documents every operation and response, with no secret in the endpoint schema', () => {
      const doc = t.app.swagger() as unknown as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
        components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      };
      const expected: Record<string, string[]> = {
        [API]: ['get', 'post'],
        [`${API}/{id}`]: ['delete', 'get', 'patch'],
        [`${API}/{id}/rotate_secret`]: ['post'],
      };
      for (const [path, methods] of Object.entries(expected)) {
        assert.deepEqual(Object.keys(doc.paths[path] ?? {}).sort(), methods, path);
        for (const method of methods) {
          const responses = Object.keys(doc.paths[path]?.[method]?.responses ?? {});
          assert.ok(responses.includes('401') && responses.some((s) => s.startsWith('2')), `${method} ${path}`);
        }
      }
      const schema = doc.components.schemas.WebhookEndpoint;
      assert.deepEqual(Object.keys(schema?.properties ?? {}).sort(), VIEW_KEYS);
    });

    it('CLI: webhooks create, list, update, rotate and delete', async () => {
      const tenant = await createTenant(t.ctx);
      const env = {
        ...process.env,
        DOSSIER_DATA_DIR: t.database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        DOSSIER_WEBHOOK_ALLOW_PRIVATE: '',
        ...(t.database.databaseUrl ? { DATABASE_URL: t.database.databaseUrl } : { DATABASE_URL: '' }),
      };
      const dossier = async (...args: string[]) => {
        const { stdout, stderr } = await promisify(execFile)(DOSSIER, [...args, '--account', tenant.accountId], {
          env,
        });
        return { lines: stdout.trimEnd().split('\n'), stderr };
      };
      const created = await dossier(
        'webhooks',
        'create',
        '--url',
        PUBLIC_URL,
        '--events',
        'state_change, data_changed',
      );
      const secret = created.lines.at(-1) ?? '';
      assert.match(secret, /^whsec_/);
      const id = /webhook endpoint ([0-9a-f-]{36})/.exec(created.stderr)?.[1] ?? '';
      const stored = await row(id);
      assert.equal(stored.secret, secret);
      assert.equal(stored.account_id, tenant.accountId);

      const listed = await dossier('webhooks', 'list');
      assert.equal(listed.lines.length, 1);
      assert.ok(
        listed.lines[0]?.startsWith(`${id}\t${PUBLIC_URL}\tstate_change,data_changed\tenabled`),
        listed.lines[0],
      );
      assert.ok(!listed.lines.join('\n').includes(secret));

      const updated = await dossier('webhooks', 'update', id, '--disable', '--url', 'https://93.184.215.20/');
      assert.match(
        updated.lines.at(-1) ?? '',
        /https:\/\/93\.184\.215\.20\/\tstate_change,data_changed\tdisabled \(manual\)/,
      );
      const rotated = await dossier('webhooks', 'rotate', id);
      assert.notEqual(rotated.lines.at(-1), secret);
      assert.equal((await row(id)).secret, rotated.lines.at(-1));
      await assert.rejects(dossier('webhooks', 'create', '--url', 'http://127.0.0.1:9/'), /loopback address/);
      await dossier('webhooks', 'delete', id);
      const res = await t.app.inject({ url: API, headers: tenant.headers });
      assert.deepEqual(res.json().webhook_endpoints, []);
    });
  });
}

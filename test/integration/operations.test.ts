import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { Agent, request as undiciRequest } from 'undici';
import { buildApp } from '../../src/app.js';
import { inTransaction } from '../../src/db/transaction.js';
import type { ReadinessCheck } from '../../src/http/routes/operations-routes.js';
import { invitationMail } from '../../src/mail/mail-templates.js';
import type { MailTransport } from '../../src/mail/mail-transport.js';
import { MailWorker } from '../../src/mail/mail-worker.js';
import { DossierMetrics } from '../../src/metrics/metrics.js';
import { startMetricsServer } from '../../src/metrics/metrics-server.js';
import { enqueueMail } from '../../src/services/mail-outbox.js';
import type { ServiceContext } from '../../src/services/service-context.js';
import type { DeliveryWorker } from '../../src/webhooks/delivery-worker.js';
import {
  createTenant,
  createTestDatabase,
  openCase,
  type Tenant,
  type TestApp,
  type TestDatabase,
  testDialects,
  testServiceContext,
} from '../helpers/test-app.js';
import {
  eventually,
  registerEndpoint,
  startTestWorker,
  startWebhookReceiver,
  transition,
  type WebhookReceiver,
} from '../helpers/webhook-receiver.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const silent = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

interface Sample {
  readonly name: string;
  readonly labels: Record<string, string>;
  readonly value: number;
}

/** The Prometheus text format, one sample per line (label values here never hold quotes or commas). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    assert.ok(match, `an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] as string] = pair[2] as string;
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

function find(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const sample = find(samples, name, labels);
  assert.ok(sample, `${name}${JSON.stringify(labels)} is exposed`);
  return sample.value;
}

for (const dialect of testDialects()) {
  describe(`/ready and /metrics [${dialect}]`, () => {
    let database: TestDatabase;
    let ctx: ServiceContext;
    let metrics: DossierMetrics;
    let app: FastifyInstance;
    let t: TestApp;
    let tenant: Tenant;
    let receiver: WebhookReceiver;
    const closing: (() => Promise<unknown>)[] = [];

    const build = async (options: Partial<Parameters<typeof buildApp>[0]> = {}) => {
      const built = await buildApp({
        ctx,
        publicUrl: 'http://localhost:8080',
        bodyLimitBytes: 1024 * 1024,
        rateLimit: null,
        logger: false,
        ...options,
      });
      await built.ready();
      closing.push(() => built.close());
      return built;
    };

    const scrape = async () => {
      const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(response.statusCode, 200, response.body);
      return parseExposition(response.body);
    };

    before(async () => {
      database = await createTestDatabase(dialect);
      ctx = testServiceContext(database);
      metrics = new DossierMetrics({
        db: database.handle.db,
        dialect: database.handle.dialect,
        poolStats: database.handle.poolStats,
        onCollectError: (error) => {
          throw error;
        },
      });
      app = await build({ metrics, metricsToken: METRICS_TOKEN });
      t = { app, ctx, dialect, database, close: async () => {} };
      tenant = await createTenant(ctx);
      receiver = await startWebhookReceiver();
    });
    after(async () => {
      for (const close of closing.reverse()) await close();
      await receiver.close();
      await database.close();
    });

    it('/ready answers 200 when the database and every check are ok', async () => {
      const checked: string[] = [];
      const ready = await build({
        readinessChecks: [
          { name: 'blob_store', check: () => ctx.blobs.ready() },
          { name: 'cache', check: async () => void checked.push('cache') },
        ],
      });
      const response = await ready.inject({ url: '/ready' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { status: 'ready', checks: { database: 'ok', blob_store: 'ok', cache: 'ok' } });
      assert.deepEqual(checked, ['cache']);
      assert.equal(response.headers['cache-control'], 'no-store');
      // /health is unchanged: liveness only.
      const health = await ready.inject({ url: '/health' });
      assert.equal(health.statusCode, 200);
      assert.deepEqual(health.json(), { status: 'ok' });
    });

    it('/ready answers 503 naming the check that failed or timed out, and only required checks count', async () => {
      const failing: ReadinessCheck = {
        name: 'blob_store',
        check: async () => {
          throw new Error('bucket dossier-files: access denied');
        },
      };
      const hanging: ReadinessCheck = { name: 'slow', timeoutMs: 100, check: () => new Promise(() => {}) };
      const optional: ReadinessCheck = {
        name: 'redis',
        required: false,
        check: async () => {
          throw new Error('down');
        },
      };
      const unready = await build({ readinessChecks: [failing, hanging, optional] });
      const started = Date.now();
      const response = await unready.inject({ url: '/ready' });
      assert.ok(Date.now() - started < 1_500, 'a hanging check is cut at its timeout');
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), {
        status: 'not_ready',
        checks: { database: 'ok', blob_store: 'failed', slow: 'timeout', redis: 'failed' },
      });
      assert.doesNotMatch(response.body, /access denied/, 'the reason goes to the log, not to the probe');

      // A dependency the service runs without (failing open) is reported but does not make it unready.
      const degraded = await build({ readinessChecks: [optional] });
      const answer = await degraded.inject({ url: '/ready' });
      assert.equal(answer.statusCode, 200);
      assert.deepEqual(answer.json(), { status: 'ready', checks: { database: 'ok', redis: 'failed' } });
    });

    it('/metrics is a 404 without a token, a 401 with a wrong one, and the metrics with the right one', async () => {
      const plain = await build();
      assert.equal((await plain.inject({ url: '/metrics' })).statusCode, 404);
      // Metrics kept for a metrics port only: the API's listener still serves none.
      const portOnly = await build({ metrics: new DossierMetrics({ ...database.handle, defaultMetrics: false }) });
      assert.equal(
        (await portOnly.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode,
        404,
      );

      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN, 'Basic x']) {
        const response = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
        assert.equal(response.statusCode, 401, `${authorization}: ${response.body}`);
        assert.equal(response.headers['www-authenticate'], 'Bearer realm="metrics"');
        assert.equal(response.json().error.code, 'unauthorized');
      }
      const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
      assert.match(response.body, /# TYPE dossier_http_request_duration_seconds histogram/);
    });

    it('labels request durations by route pattern and status, never by raw URL', async () => {
      const id = await openCase(t, tenant);
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({ url: `/api/v1/verifications/${id}`, headers: tenant.headers });
        assert.equal(response.statusCode, 200);
      }
      const missing = await app.inject({ url: `/api/v1/verifications/${randomUUID()}`, headers: tenant.headers });
      assert.equal(missing.statusCode, 404);
      for (const path of ['/no/such/path', `/api/v1/${id}/nothing`, '/etc/passwd']) {
        assert.equal((await app.inject({ url: path })).statusCode, 404);
      }
      const samples = await scrape();
      const count = (labels: Record<string, string>) =>
        value(samples, 'dossier_http_request_duration_seconds_count', labels);
      assert.equal(count({ method: 'GET', route: '/api/v1/verifications/:verification_id', status_code: '200' }), 3);
      assert.equal(count({ method: 'GET', route: '/api/v1/verifications/:verification_id', status_code: '404' }), 1);
      assert.equal(count({ method: 'POST', route: '/api/v1/verifications', status_code: '201' }), 1);
      assert.ok(count({ method: 'GET', route: 'unmatched', status_code: '404' }) >= 3);
      const sum = value(samples, 'dossier_http_request_duration_seconds_sum', {
        route: '/api/v1/verifications/:verification_id',
        status_code: '200',
      });
      assert.ok(sum > 0 && sum < 10, `3 reads took ${sum} s`);
      const inf = value(samples, 'dossier_http_request_duration_seconds_bucket', {
        route: '/api/v1/verifications/:verification_id',
        status_code: '200',
        le: '+Inf',
      });
      assert.equal(inf, 3);
      const routes = new Set(samples.map((s) => s.labels.route).filter((r) => r !== undefined));
      for (const route of routes) {
        assert.ok(!route.includes(id) && !route.includes('passwd'), `a route label is a pattern: ${route}`);
      }
    });

    it('exposes the backlogs, pool use and process metrics, read on scrape', async () => {
      const before = await scrape();
      for (const name of [
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_heap_size_used_bytes',
      ]) {
        assert.ok(find(before, name), `${name} is exposed`);
      }
      const busy = value(before, 'dossier_db_pool_connections', { state: 'busy' });
      const idle = value(before, 'dossier_db_pool_connections', { state: 'idle' });
      const max = value(before, 'dossier_db_pool_max_connections');
      if (dialect === 'sqlite') {
        assert.deepEqual([busy + idle, max], [1, 1]);
        assert.equal(find(before, 'dossier_db_pool_waiting_queries'), undefined, 'SQLite does not count waiters');
      } else {
        assert.equal(max, 5);
        assert.ok(busy + idle >= 1 && busy + idle <= 5);
        assert.equal(value(before, 'dossier_db_pool_waiting_queries'), 0);
      }

      // No worker runs here: the deliveries of three state changes wait.
      const dueBefore = value(before, 'dossier_webhook_backlog', { state: 'due' });
      const other = await createTenant(ctx);
      const endpoint = await registerEndpoint(t, other, receiver);
      const id = await openCase(t, other);
      await transition(t, other, id, 'start');
      await transition(t, other, id, 'request_risk_score_update');
      await transition(t, other, id, 'cancel_risk_score_update');
      const mailBefore = value(before, 'dossier_mail_backlog', { state: 'due' });
      await inTransaction(ctx.db, (trx) =>
        enqueueMail(trx, {
          accountId: other.accountId,
          kind: 'invitation',
          recipient: 'finance@acme.example',
          fromName: 'Acme',
          content: invitationMail({ accountName: 'Acme', url: 'https://portal.test/#t', expiresAt: '2031-01-01' }),
          now: new Date(Date.now() - 90_000).toISOString(),
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      const samples = await scrape();
      if (dialect === 'sqlite') {
        // The three state changes and the mail were committed, in groups of one or more transactions.
        const commits = value(samples, 'dossier_db_commits_total') - value(before, 'dossier_db_commits_total');
        const grouped =
          value(samples, 'dossier_db_committed_transactions_total') -
          value(before, 'dossier_db_committed_transactions_total');
        assert.ok(commits >= 1 && grouped >= 4 && grouped >= commits, `${grouped} transactions in ${commits} commits`);
      } else {
        assert.equal(find(samples, 'dossier_db_commits_total'), undefined, 'PostgreSQL groups commits itself');
      }
      assert.equal(value(samples, 'dossier_webhook_backlog', { state: 'due' }), dueBefore + 3);
      assert.equal(value(samples, 'dossier_webhook_backlog', { state: 'retry_scheduled' }), 0);
      const webhookAge = value(samples, 'dossier_webhook_backlog_oldest_age_seconds');
      assert.ok(webhookAge > 0 && webhookAge < 60, `oldest due delivery: ${webhookAge} s`);
      assert.equal(value(samples, 'dossier_mail_backlog', { state: 'due' }), mailBefore + 1);
      const mailAge = value(samples, 'dossier_mail_backlog_oldest_age_seconds');
      assert.ok(mailAge >= 90 && mailAge < 150, `oldest due mail: ${mailAge} s`);

      // A disabled endpoint's deliveries wait, paused: still counted, but they do not age the backlog.
      const patch = (enabled: boolean) =>
        app.inject({
          method: 'PATCH',
          url: `/api/v1/webhook_endpoints/${endpoint.id}`,
          headers: other.headers,
          payload: { enabled },
        });
      assert.equal((await patch(false)).statusCode, 200);
      const paused = await scrape();
      assert.equal(value(paused, 'dossier_webhook_backlog', { state: 'due' }), dueBefore + 3);
      assert.equal(value(paused, 'dossier_webhook_backlog_oldest_age_seconds'), 0);
      assert.equal((await patch(true)).statusCode, 200);

      // The same deliveries, delivered by a worker whose counts feed the metrics: the backlog empties.
      const worker = await startTestWorker(t, {
        onAttempts: (counts) => metrics.countWebhookAttempts(counts),
      });
      try {
        await receiver.waitFor(() => receiver.delivered().length >= 3, 'the three deliveries');
        await eventually(async () => {
          const now = await scrape();
          return value(now, 'dossier_webhook_backlog', { state: 'due' }) === 0 ? true : undefined;
        }, 'the webhook backlog to empty');
      } finally {
        await worker.stop();
      }
      const after = await scrape();
      assert.equal(value(after, 'dossier_webhook_backlog_oldest_age_seconds'), 0);
      assert.equal(value(after, 'dossier_webhook_attempts_total', { outcome: 'succeeded' }), 3);
      // No mail worker runs here either: end the mail, so the next test's workers do not send it.
      await ctx.db
        .updateTable('mail_outbox')
        .set({ status: 'failed', next_attempt_at: null })
        .where('status', '=', 'pending')
        .execute();
      assert.equal(value(await scrape(), 'dossier_mail_backlog_oldest_age_seconds'), 0);
    });

    it('counts webhook and mail attempts by outcome where the workers record them', async () => {
      const counted = new DossierMetrics({ ...database.handle, defaultMetrics: false });
      const other = await createTenant(ctx);
      const hooks = await startWebhookReceiver();
      closing.push(() => hooks.close());
      const { id: endpointId } = await registerEndpoint(t, other, hooks);
      let worker: DeliveryWorker | null = await startTestWorker(t, {
        onAttempts: (counts) => counted.countWebhookAttempts(counts),
      });
      try {
        // One success, then a delivery that fails three times and is given up (the test schedule has 3 retries).
        const id = await openCase(t, other);
        await transition(t, other, id, 'start');
        await hooks.waitFor(() => hooks.delivered().length === 1, 'the first delivery');
        hooks.setMode('fail');
        await transition(t, other, id, 'request_risk_score_update');
        await eventually(async () => {
          const rows = await ctx.db
            .selectFrom('webhook_deliveries')
            .select('status')
            .where('endpoint_id', '=', endpointId)
            .where('status', '=', 'failed')
            .execute();
          return rows.length === 1 ? true : undefined;
        }, 'the failing delivery to be given up');
      } finally {
        await worker.stop();
        worker = null;
      }

      const sends: string[] = [];
      const transport = (fail: boolean): MailTransport => ({
        async send(message) {
          sends.push(message.to);
          if (fail) throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
          return { messageId: `<${sends.length}@test>` };
        },
        async close() {},
      });
      const mail = (recipient: string) =>
        inTransaction(ctx.db, (trx) =>
          enqueueMail(trx, {
            accountId: other.accountId,
            kind: 'invitation',
            recipient,
            fromName: 'Acme',
            content: invitationMail({ accountName: 'Acme', url: 'https://portal.test/#t', expiresAt: '2031-01-01' }),
            now: new Date().toISOString(),
          }),
        );
      for (const fail of [false, true]) {
        await mail(fail ? 'bounce@acme.example' : 'ok@acme.example');
        const mailWorker = new MailWorker({
          ctx,
          transport: transport(fail),
          logger: silent,
          fromAddress: 'dossier@bank.example',
          pollMs: 50,
          retry: { delaysMs: [20] },
          onAttempt: (outcome, givenUp) => counted.countMailAttempt(outcome, givenUp),
        });
        mailWorker.start();
        await eventually(async () => (sends.length >= (fail ? 3 : 1) ? true : undefined), 'the mail attempts');
        await mailWorker.stop();
      }

      const samples = parseExposition(await counted.metrics());
      assert.equal(value(samples, 'dossier_webhook_attempts_total', { outcome: 'succeeded' }), 1);
      assert.equal(value(samples, 'dossier_webhook_attempts_total', { outcome: 'failed' }), 4);
      assert.equal(value(samples, 'dossier_webhook_deliveries_given_up_total'), 1);
      assert.equal(value(samples, 'dossier_mail_attempts_total', { outcome: 'sent' }), 1);
      assert.equal(value(samples, 'dossier_mail_attempts_total', { outcome: 'failed' }), 2);
      assert.equal(value(samples, 'dossier_mail_given_up_total'), 1);
      assert.equal(find(samples, 'process_cpu_user_seconds_total'), undefined, 'default metrics can be left out');
    });

    it('serves /metrics without auth on the metrics port, and nothing else there', async () => {
      const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
      try {
        const base = `http://127.0.0.1:${server.port}`;
        const response = await fetch(`${base}/metrics`);
        assert.equal(response.status, 200);
        assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
        const samples = parseExposition(await response.text());
        assert.ok(find(samples, 'dossier_webhook_backlog', { state: 'due' }));
        for (const path of ['/', '/health', '/api/v1/verifications', '/metrics/x']) {
          const other = await fetch(`${base}${path}`);
          await other.arrayBuffer();
          assert.equal(other.status, 404, path);
        }
      } finally {
        await server.close();
      }
    });
  });
}

describe('app.close() drains requests in flight', () => {
  it('finishes a request in flight, answers 503 on an idle keep-alive connection, and ends within the grace time', async () => {
    const database = await createTestDatabase('sqlite');
    // Two clients: one with a request in flight, one whose keep-alive connection is idle when closing begins.
    const busy = new Agent({ connections: 1 });
    const idle = new Agent({ connections: 1 });
    try {
      const app = await buildApp({
        ctx: testServiceContext(database),
        publicUrl: 'http://localhost:8080',
        bodyLimitBytes: 1024 * 1024,
        rateLimit: null,
        logger: false,
      });
      app.get('/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return { done: true };
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const warm = await undiciRequest(`${base}/health`, { dispatcher: idle });
      assert.equal(warm.headers.connection, 'keep-alive');
      await warm.body.text();
      const started = Date.now();
      const slow = undiciRequest(`${base}/test/slow`, { dispatcher: busy });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closed = app.close().then(() => Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));

      // A request on the idle connection is answered (not cut): 503, and the connection is closed after it.
      const refused = await undiciRequest(`${base}/api/v1/verifications`, {
        dispatcher: idle,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customer_id: 'x'.repeat(100_000) }),
      });
      assert.equal(refused.statusCode, 503);
      assert.equal(refused.headers.connection, 'close');
      await refused.body.text();
      // The request in flight finishes, told to close its connection.
      const response = await slow;
      assert.equal(response.statusCode, 200);
      assert.deepEqual(await response.body.json(), { done: true });
      assert.equal(response.headers.connection, 'close');
      // close() ends soon after (the grace time of idle connections), not at the keep-alive timeout (72 s).
      const closeMs = await closed;
      assert.ok(closeMs < 2_500, `close() took ${closeMs} ms`);
      // New connections are refused.
      for (const dispatcher of [idle, busy]) {
        await assert.rejects(
          undiciRequest(`${base}/health`, { dispatcher }),
          (error: Error & { code?: string }) => error.code === 'ECONNREFUSED',
        );
      }
      assert.equal(app.server.listening, false);
    } finally {
      await busy.close();
      await idle.close();
      await database.close();
    }
  });
});

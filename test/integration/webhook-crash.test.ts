import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { createWebhookEndpoint } from '../../src/services/webhook-endpoints.js';
import { DossierProcess, startServe } from '../helpers/dossier-process.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { freePort } from '../helpers/live-service.js';
import {
  createTenant,
  createTestDatabase,
  TEST_SECRET,
  type Tenant,
  type TestDatabase,
  testDialects,
  testServiceContext,
} from '../helpers/test-app.js';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

const CASES = 30;
const CHANGES_PER_CASE = 10;

describe('dossier worker', () => {
  it('refuses to run beside serve on the embedded SQLite database', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DOSSIER_DATA_DIR: database.dataDir, LOG_LEVEL: 'warn' };
      delete env.DATABASE_URL;
      const worker = new DossierProcess(['worker'], env);
      await once(worker.child, 'exit');
      assert.equal(worker.child.exitCode, 2);
      // The refusal comes first, the usage text after it (longer than `output`'s tail).
      assert.match(worker.keptOutput, /worker needs DATABASE_URL/);
    } finally {
      await database.close();
    }
  });
});

for (const dialect of testDialects()) {
  describe(`webhook delivery survives SIGKILL [${dialect}]`, () => {
    let database: TestDatabase;
    let hooks: WebhookReceiver;
    let tenant: Tenant;
    const processes: DossierProcess[] = [];

    before(async () => {
      database = await createTestDatabase(dialect);
      const ctx = testServiceContext(database);
      tenant = await createTenant(ctx);
      hooks = await startWebhookReceiver();
      // Every answer takes 50 ms, so there are always deliveries in flight when the worker dies.
      hooks.setMode('hang', { hangMs: 50 });
      const { secret } = await createWebhookEndpoint(ctx, tenant.accountId, {
        url: hooks.url,
        event_types: ['state_change'],
      });
      hooks.setSecrets(secret);
    });
    after(async () => {
      for (const p of processes) await p.stop('SIGTERM');
      await hooks.close();
      await database.close();
    });

    it('delivers every event at least once across a crash of the worker', { timeout: 180_000 }, async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        DOSSIER_WEBHOOK_ALLOW_PRIVATE: '1',
        DOSSIER_RATE_LIMIT_PER_SECOND: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      };
      delete env.DATABASE_URL;
      if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;

      // SQLite: one process serves the API and runs the worker. PostgreSQL: the API alone, and two workers.
      const startWorkers = () => {
        const workers = [new DossierProcess(['worker'], env), new DossierProcess(['worker'], env)];
        processes.push(...workers);
        return workers;
      };
      let serve = await startServe(port, env, dialect === 'postgres' ? ['--no-worker'] : []);
      processes.push(serve);
      let workers = dialect === 'postgres' ? startWorkers() : [serve];

      const api = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${tenant.token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const json = (await response.json()) as { verification: { id: string; status: string } };
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
        return json.verification;
      };
      const next: Record<string, string> = {
        new: 'start',
        in_progress: 'request_risk_score_update',
        recalculate_risk_score: 'cancel_risk_score_update',
      };
      /** Moves a case on `count` times; stops quietly at the first request the dying server does not answer. */
      const changeState = async (id: string, count: number) => {
        try {
          let { status } = await api('GET', `/api/v1/verifications/${id}`);
          for (let n = 0; n < count; n++) {
            status = (await api('POST', `/api/v1/verifications/${id}/state/${next[status]}`, {})).status;
          }
        } catch (error) {
          if (dialect === 'postgres') throw error;
        }
      };

      const cases: string[] = [];
      for (let i = 0; i < CASES; i++) cases.push((await api('POST', '/api/v1/verifications', sampleIntake())).id);
      const firing = Promise.all(cases.map((id) => changeState(id, CHANGES_PER_CASE)));

      await hooks.waitFor(() => hooks.requests.length >= 100, 'the first 100 deliveries', 60_000);
      const inFlight = hooks.hanging();
      await Promise.all(workers.map((w) => w.stop('SIGKILL')));
      console.log(`[${dialect}] killed the worker process(es) with ${inFlight} deliveries in flight`);

      if (dialect === 'sqlite') {
        await firing;
        serve = await startServe(port, env);
        processes.push(serve);
        workers = [serve];
        // More state changes after the restart.
        await Promise.all(cases.map((id) => changeState(id, 2)));
      } else {
        workers = startWorkers();
        await firing;
      }

      const messageIds = async () =>
        (
          await database.handle.db
            .selectFrom('webhook_messages')
            .select('id')
            .where('account_id', '=', tenant.accountId)
            .execute()
        ).map((r) => r.id);
      await eventually(
        async () => {
          const pending = await database.handle.db
            .selectFrom('webhook_deliveries')
            .select('id')
            .where('account_id', '=', tenant.accountId)
            .where('status', '!=', 'succeeded')
            .execute();
          return pending.length === 0 ? true : undefined;
        },
        'every delivery to succeed',
        120_000,
      );
      const expected = new Set(await messageIds());
      await hooks.waitFor(() => hooks.deliveredIds().size >= expected.size, 'every event at the receiver', 30_000);

      assert.ok(expected.size >= 100, `events written: ${expected.size}`);
      assert.deepEqual(hooks.deliveredIds(), expected, 'every event was delivered (at least once)');
      assert.deepEqual(hooks.rejected, [], 'every request carried a valid signature');
      const duplicates = hooks.requests.length - new Set(hooks.requests.map((r) => r.id)).size;
      console.log(`[${dialect}] ${expected.size} events delivered, ${duplicates} sent more than once after the crash`);
      for (const w of workers) assert.ok(w.running, `a worker died: ${w.output}`);
      // SIGTERM stops a worker cleanly: it finishes what is in flight and exits 0.
      for (const w of workers) {
        await w.stop('SIGTERM');
        assert.equal(w.child.exitCode, 0, w.output);
      }
    });
  });
}

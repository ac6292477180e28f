import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent, fetch as undiciFetch } from 'undici';
import { createWebhookEndpoint } from '../../src/services/webhook-endpoints.js';
import { DossierProcess, waitForHealth } from '../helpers/dossier-process.js';
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

/**
 * SIGTERM in the middle of a stream of state changes: every acknowledged change is durable, nothing after the
 * close is acknowledged, the processes exit 0 within 12 s, and after a restart every change is delivered with no
 * duplicate beyond the deliveries in flight at the signal (none: the workers finish those before they exit).
 */

const CASES = 16;
/** Every delivery takes this long to be answered, so some are always in flight when the signal comes. */
const RECEIVER_DELAY_MS = 300;
const EXIT_WITHIN_MS = 12_000;

type Ending = 'refused' | '503' | 'reset' | `http ${number}`;

interface Stream {
  /** State changes the API acknowledged with a 2xx. */
  acked: number;
  /** Why the case's stream ended: the first request that was not acknowledged. */
  ending: Ending | null;
  /** The client's error for a connection closed before an answer, and when (ms after the signal). */
  detail?: string;
}

/** start, then alternately request and cancel a risk score update: a transition that is always allowed. */
const NEXT: Record<string, string> = {
  new: 'start',
  in_progress: 'request_risk_score_update',
  recalculate_risk_score: 'cancel_risk_score_update',
};
const statusAfter = (changes: number) =>
  changes === 0 ? 'new' : changes % 2 === 1 ? 'in_progress' : 'recalculate_risk_score';

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? String(error);
}

for (const dialect of testDialects()) {
  describe(`SIGTERM stops dossier gracefully [${dialect}]`, () => {
    let database: TestDatabase;
    let hooks: WebhookReceiver;
    let tenant: Tenant;
    const processes: DossierProcess[] = [];

    before(async () => {
      database = await createTestDatabase(dialect);
      const ctx = testServiceContext(database);
      tenant = await createTenant(ctx);
      hooks = await startWebhookReceiver();
      hooks.setMode('hang', { hangMs: RECEIVER_DELAY_MS });
      const { secret } = await createWebhookEndpoint(ctx, tenant.accountId, {
        url: hooks.url,
        event_types: ['state_change'],
      });
      hooks.setSecrets(secret);
    });
    after(async () => {
      for (const p of processes) await p.stop('SIGKILL');
      await hooks.close();
      await database.close();
    });

    it('finishes what is in flight, loses no acknowledged change and exits 0', { timeout: 240_000 }, async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: database.dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        DOSSIER_WEBHOOK_ALLOW_PRIVATE: '1',
        DOSSIER_RATE_LIMIT_PER_SECOND: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      };
      delete env.DATABASE_URL;
      delete env.DOSSIER_METRICS_PORT;
      delete env.DOSSIER_METRICS_TOKEN;
      if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
      // SQLite: one process serves the API and runs the workers. PostgreSQL: the API alone, and a worker.
      // With a metrics port, on the process that runs the webhook worker.
      const start = async (metricsPort?: number) => {
        const workerEnv = metricsPort ? { ...env, DOSSIER_METRICS_PORT: String(metricsPort) } : env;
        const started =
          dialect === 'postgres'
            ? [
                new DossierProcess(['serve', '--port', String(port), '--no-worker'], env),
                new DossierProcess(['worker'], workerEnv),
              ]
            : [new DossierProcess(['serve', '--port', String(port)], workerEnv)];
        processes.push(...started);
        await waitForHealth(port, started);
        return started;
      };
      const headers = { authorization: `Bearer ${tenant.token}`, 'content-type': 'application/json' };

      let running = await start();
      const cases: string[] = [];
      for (let i = 0; i < CASES; i++) {
        const response = await fetch(`${base}/api/v1/verifications`, {
          method: 'POST',
          headers,
          body: JSON.stringify(sampleIntake()),
        });
        assert.equal(response.status, 201);
        cases.push(((await response.json()) as { verification: { id: string } }).verification.id);
      }
      const stateChanges = async (id: string) =>
        (
          await database.handle.db
            .selectFrom('webhook_messages')
            .select('id')
            .where('verification_id', '=', id)
            .where('event_type', '=', 'state_change')
            .execute()
        ).length;
      const baseline = new Map<string, number>();
      for (const id of cases) baseline.set(id, await stateChanges(id));

      // One stream per case, each request after the previous one's answer, until a request is not acknowledged.
      const agents: Agent[] = [];
      const streams = new Map<string, Stream>(cases.map((id) => [id, { acked: 0, ending: null }]));
      const stream = async (id: string) => {
        const state = streams.get(id) as Stream;
        // One keep-alive connection per stream, like a client with its own connection.
        const dispatcher = new Agent({ connections: 1 });
        agents.push(dispatcher);
        for (;;) {
          const event = NEXT[statusAfter(state.acked)];
          let response: Awaited<ReturnType<typeof undiciFetch>>;
          try {
            response = await undiciFetch(`${base}/api/v1/verifications/${id}/state/${event}`, {
              method: 'POST',
              headers,
              body: '{}',
              dispatcher,
            });
          } catch (error) {
            state.ending = errorCode(error) === 'ECONNREFUSED' ? 'refused' : 'reset';
            state.detail = `${errorCode(error)} at ${Date.now() - signalledAt} ms`;
            return;
          }
          await response.arrayBuffer().catch(() => {});
          if (response.status >= 200 && response.status < 300) {
            state.acked++;
          } else {
            state.ending = response.status === 503 ? '503' : `http ${response.status}`;
            return;
          }
        }
      };
      let signalledAt = 0;
      const firing = Promise.all(cases.map(stream));

      // Mid-stream: every client is connected and has had a change acknowledged, deliveries have gone out, more are
      // in flight, and the API is busy. (A client still connecting when the listener closes may see its connection
      // reset instead of refused: see docs/operations.md.)
      await hooks.waitFor(
        () => hooks.requests.length >= 60 && hooks.hanging() > 0 && [...streams.values()].every((s) => s.acked > 0),
        'deliveries in flight',
        60_000,
      );
      const inFlight = hooks.hanging();
      const ackedAtSignal = [...streams.values()].reduce((n, s) => n + s.acked, 0);
      signalledAt = Date.now();
      for (const p of running) p.child.kill('SIGTERM');
      await Promise.all(running.map((p) => p.exited));
      const exitMs = Date.now() - signalledAt;
      await firing;
      await Promise.all(agents.map((agent) => agent.close()));

      for (const p of running) {
        assert.equal(p.child.exitCode, 0, `exit code 0: ${p.output}`);
        assert.equal(p.child.signalCode, null);
      }
      assert.ok(exitMs < EXIT_WITHIN_MS, `exited ${exitMs} ms after SIGTERM`);
      const stopped = running
        .flatMap((p) => p.logLines(/ stopped$|^shut down$/).filter((l) => 'part' in l || l.msg === 'shut down'))
        .sort((a, b) => Number(a.ms) - Number(b.ms))
        .map((l) => `${l.msg} at ${l.ms} ms`);
      const endings = [...streams.values()].map((s) => s.ending);
      const count = (ending: Ending) => endings.filter((e) => e === ending).length;
      const acked = [...streams.values()].reduce((n, s) => n + s.acked, 0);
      console.log(
        `[${dialect}] SIGTERM with ${inFlight} deliveries in flight and ${ackedAtSignal} changes acknowledged; ` +
          `exit 0 after ${exitMs} ms (${stopped.join(', ')}); ${acked - ackedAtSignal} more acknowledged while ` +
          `draining; streams ended: ${count('503')} × 503, ${count('refused')} × refused, ${count('reset')} × ` +
          `connection closed before an answer ${JSON.stringify([...streams.values()].filter((s) => s.ending === 'reset').map((s) => s.detail))}`,
      );
      // After the close a request is refused or answered 503, never acknowledged and lost, never an error.
      for (const [id, s] of streams) {
        assert.ok(s.ending === 'refused' || s.ending === '503' || s.ending === 'reset', `${id}: ${s.ending}`);
      }

      // Durable: every acknowledged change is in the database, and nothing else is. A request in flight at the
      // signal is finished and answered (the drain allows 10 s), so a request without an answer (a 503, a refused
      // connection, or a reset of a connection the kernel had queued when the listener closed) was not carried out.
      for (const [id, s] of streams) {
        const written = (await stateChanges(id)) - (baseline.get(id) as number);
        const row = await database.handle.db
          .selectFrom('verifications')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        assert.equal(
          written,
          s.acked,
          `${id}: ${s.acked} acknowledged (then ${s.detail ?? s.ending}), ${written} written`,
        );
        assert.equal(row.status, statusAfter(written), `${id}: the case's state follows its changes`);
      }

      // Restart: everything not yet delivered goes out, and nothing in flight at the signal is sent twice.
      hooks.setMode('ok');
      const sentBefore = hooks.requests.length;
      const metricsPort = await freePort();
      running = await start(metricsPort);
      const messageIds = new Set(
        (
          await database.handle.db
            .selectFrom('webhook_messages')
            .select('id')
            .where('account_id', '=', tenant.accountId)
            .where('event_type', '=', 'state_change')
            .execute()
        ).map((r) => r.id),
      );
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
        'every delivery to succeed after the restart',
        120_000,
      );
      await hooks.waitFor(() => hooks.deliveredIds().size >= messageIds.size, 'every event at the receiver', 30_000);
      assert.deepEqual(hooks.deliveredIds(), messageIds, 'every acknowledged change was delivered');
      assert.deepEqual(hooks.rejected, [], 'every request carried a valid signature');
      const duplicates = hooks.requests.length - new Set(hooks.requests.map((r) => r.id)).size;
      console.log(
        `[${dialect}] ${messageIds.size} changes delivered after the restart; ${duplicates} sent twice ` +
          `(${inFlight} were in flight at SIGTERM)`,
      );
      assert.ok(duplicates <= inFlight, 'at-least-once: only a delivery in flight at SIGTERM may be sent again');
      assert.equal(duplicates, 0, 'the workers finished the deliveries in flight before exiting');
      // The webhook worker counted those attempts in its metrics (serve: from its delivery thread).
      const sentAfter = hooks.requests.length - sentBefore;
      await eventually(
        async () => {
          const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
          const succeeded = /^dossier_webhook_attempts_total\{outcome="succeeded"\} (\d+)$/m.exec(text)?.[1];
          return Number(succeeded) === sentAfter ? true : undefined;
        },
        `dossier_webhook_attempts_total{outcome="succeeded"} to reach ${sentAfter}`,
        10_000,
      );

      // The restarted processes stop as cleanly with nothing in flight.
      for (const p of running) {
        await p.stop('SIGTERM');
        assert.equal(p.child.exitCode, 0, p.output);
      }
    });
  });
}

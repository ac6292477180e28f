import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import { createAccessToken } from '../../src/services/access-tokens.js';
import { createAccount } from '../../src/services/accounts.js';
import type { ServiceContext } from '../../src/services/service-context.js';
import { createUser, setPasswordAsOperator } from '../../src/services/users.js';
import { createWebhookEndpoint } from '../../src/services/webhook-endpoints.js';
import { sessionCookieFrom } from '../helpers/console-session.js';
import { DossierProcess, waitForHealth } from '../helpers/dossier-process.js';
import { makePdf, multipart, sampleIntake } from '../helpers/fixtures.js';
import { freePort } from '../helpers/live-service.js';
import { describeRedis, TEST_REDIS_URL } from '../helpers/redis.js';
import { type LocalS3, startLocalS3 } from '../helpers/s3rver.js';
import { createTestDatabase, TEST_SECRET, type TestDatabase, testServiceContext } from '../helpers/test-app.js';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * The multi-instance deployment of docs/operations.md, as real processes: two `serve --no-worker` (A and B, each
 * with a data directory of its own, as on two hosts) and two `worker` (W1, W2), on one PostgreSQL database, one
 * S3 bucket (s3rver) and one Redis. What one instance does, the other sees: a file uploaded through A downloads
 * through B, a token revoked through A is refused by B on its next request, one rate-limit bucket per caller
 * whichever instance is asked, and 2,000 state changes spread over A and B are all delivered although W1 is
 * SIGKILLed midway.
 *
 * PostgreSQL only (TEST_DATABASE_URL: `worker` refuses SQLite), and Redis (REDIS_URL or the local one): CI runs it in
 * its PostgreSQL pass.
 */

/** The per-caller limit every instance gets: a burst of BURST, refilled at PER_SECOND. */
const BURST = 60;
const PER_SECOND = 1;
/** The state changes of (d): CASES cases moved CHANGES_PER_CASE times each. */
const CASES = 50;
const CHANGES_PER_CASE = 40;
const CHANGES = CASES * CHANGES_PER_CASE;
/** W1 is killed once this many deliveries have been received. */
const KILL_AFTER = 500;
/** Every delivery is answered after this long, so W1 has deliveries in flight when it is killed. */
const RECEIVER_DELAY_MS = 20;

const NO_POSTGRES = process.env.TEST_DATABASE_URL
  ? false
  : 'needs PostgreSQL (`dossier worker` refuses SQLite): set TEST_DATABASE_URL to run it (CI does, in its PostgreSQL pass)';

/** Skipped without PostgreSQL; with it, a Redis suite (skipped without Redis, failed under DOSSIER_REQUIRE_REDIS=1). */
function describeMultiInstance(name: string, fn: () => void): void {
  if (NO_POSTGRES) describe(name, { skip: NO_POSTGRES }, fn);
  else describeRedis(name, fn);
}

/** start, then alternately request and cancel a risk score update: a transition that is always allowed. */
const nthEvent = (n: number) =>
  n === 0 ? 'start' : n % 2 === 1 ? 'request_risk_score_update' : 'cancel_risk_score_update';

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Buffer;
}

/** One HTTP request to an instance; the body is read whole. */
async function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { method, headers, body });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

function json(answer: Answer): Record<string, unknown> {
  return JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const jsonBearer = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });

describeMultiInstance('two API instances and two workers on one PostgreSQL, S3 bucket and Redis', () => {
  let database: TestDatabase;
  let ctx: ServiceContext;
  let s3: LocalS3;
  let hooks: WebhookReceiver;
  let workDir: string;
  let accountId: string;
  let token: string;
  let a: { base: string; process: DossierProcess; dataDir: string };
  let b: { base: string; process: DossierProcess; dataDir: string };
  let w1: DossierProcess;
  let w2: DossierProcess;
  const processes: DossierProcess[] = [];
  /** Redis keys of this run's callers (the service's default prefix), deleted at the end. */
  const rateLimitKeys: string[] = [];
  const s3Prefix = `multi-${randomBytes(4).toString('hex')}/`;

  const newToken = async (name: string) => {
    const created = await createAccessToken(ctx, accountId, name);
    rateLimitKeys.push(`dossier:rl:${created.info.id}`);
    return created;
  };

  before(async () => {
    database = await createTestDatabase('postgres'); // migrated here, so no instance migrates beside another
    ctx = testServiceContext(database);
    s3 = await startLocalS3();
    hooks = await startWebhookReceiver();
    hooks.setMode('hang', { hangMs: RECEIVER_DELAY_MS });
    workDir = mkdtempSync(join(tmpdir(), 'dossier-multi-'));
    accountId = (await createAccount(ctx, `Multi-instance Bank ${randomBytes(3).toString('hex')}`)).id;
    token = (await newToken('integrator')).token;
    const endpoint = await createWebhookEndpoint(ctx, accountId, { url: hooks.url, event_types: ['state_change'] });
    hooks.setSecrets(endpoint.secret);

    const environment = (name: string): NodeJS.ProcessEnv => {
      const dataDir = join(workDir, name);
      mkdirSync(dataDir);
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: database.databaseUrl ?? undefined,
        DOSSIER_DATA_DIR: dataDir,
        DOSSIER_SECRET: TEST_SECRET,
        DOSSIER_S3_BUCKET: s3.config.bucket,
        DOSSIER_S3_ENDPOINT: s3.config.endpoint ?? undefined,
        DOSSIER_S3_REGION: s3.config.region,
        DOSSIER_S3_PREFIX: s3Prefix,
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
        REDIS_URL: TEST_REDIS_URL,
        DOSSIER_RATE_LIMIT_PER_SECOND: String(PER_SECOND),
        DOSSIER_RATE_LIMIT_BURST: String(BURST),
        DOSSIER_WEBHOOK_ALLOW_PRIVATE: '1',
        HOST: '127.0.0.1',
        // The workers log their id when they start.
        LOG_LEVEL: name.startsWith('w') ? 'info' : 'warn',
      };
      for (const name of ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'DOSSIER_PUBLIC_URL', 'DOSSIER_DOWNLOAD_URL', 'PORT']) {
        delete env[name];
      }
      return env;
    };
    const api = async (name: string) => {
      const port = await freePort();
      const env = environment(name);
      const child = new DossierProcess(['serve', '--port', String(port), '--no-worker'], env);
      processes.push(child);
      return { base: `http://127.0.0.1:${port}`, port, process: child, dataDir: env.DOSSIER_DATA_DIR as string };
    };
    const startingA = await api('a');
    const startingB = await api('b');
    w1 = new DossierProcess(['worker'], environment('w1'));
    w2 = new DossierProcess(['worker'], environment('w2'));
    processes.push(w1, w2);
    await Promise.all([waitForHealth(startingA.port, processes), waitForHealth(startingB.port, processes)]);
    a = startingA;
    b = startingB;
    for (const w of [w1, w2]) {
      await eventually(
        async () => {
          if (!w.running) throw new Error(`a worker exited: ${w.output}`);
          return w.logLines(/webhook delivery worker started/).length > 0 ? true : undefined;
        },
        'the workers to start',
        60_000,
      );
    }
  });

  after(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await hooks?.close();
    await s3?.close();
    await database?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    if (rateLimitKeys.length > 0) {
      const redis = new Redis(TEST_REDIS_URL);
      try {
        await redis.del(...rateLimitKeys);
      } finally {
        redis.disconnect();
      }
    }
  });

  it('serves through B a document uploaded through A, whose bytes are in the bucket, not on either disk', async () => {
    const opened = await call(
      a.base,
      'POST',
      '/api/v1/verifications',
      jsonBearer(token),
      JSON.stringify(sampleIntake()),
    );
    assert.equal(opened.status, 201, opened.body.toString());
    const verificationId = (json(opened).verification as { id: string }).id;
    const pdf = makePdf(`Certificate ${randomBytes(8).toString('hex')}`);
    const objectsBefore = await s3.objectKeys();
    const form = multipart({ document_type: 'certificate_of_incorporation' }, [
      { filename: 'certificate.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    const uploaded = await call(
      a.base,
      'POST',
      `/api/v1/verifications/${verificationId}/documents`,
      { ...bearer(token), ...form.headers },
      form.payload,
    );
    assert.equal(uploaded.status, 201, uploaded.body.toString());
    const attachment = (json(uploaded).document as { document: { attachments: { urls: { original: string } }[] } })
      .document.attachments[0];
    assert.ok(attachment, uploaded.body.toString());

    const link = new URL(attachment.urls.original);
    const fromB = await call(b.base, 'GET', `${link.pathname}${link.search}`, bearer(token));
    assert.equal(fromB.status, 200, fromB.body.toString());
    assert.equal(fromB.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(fromB.body, pdf, 'B sends the bytes uploaded through A');

    const added = (await s3.objectKeys()).filter((key) => !objectsBefore.includes(key));
    assert.equal(added.length, 1, `one new object (a PDF has no variants): ${added.join(', ')}`);
    assert.ok(added[0]?.startsWith(s3Prefix), added[0]);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: added[0] }));
    assert.deepEqual(Buffer.from((await object.Body?.transformToByteArray()) ?? []), pdf, 'the bucket has the bytes');
    for (const instance of [a, b]) {
      const files = join(instance.dataDir, 'files');
      assert.ok(!existsSync(files) || readdirSync(files).length === 0, `nothing under ${files}`);
    }
  });

  it('refuses on B’s very next request a token revoked through A’s API', async () => {
    // An admin signs in to the console on A and revokes the token there (revocation is a console action).
    const email = `admin-${randomBytes(4).toString('hex')}@bank.test`;
    const password = `pw-${randomBytes(9).toString('base64url')}`;
    const actor = { type: 'cli', id: null, accountId } as const;
    const { user } = await createUser(ctx, actor, { email, name: 'Admin', role: 'admin' });
    await setPasswordAsOperator(ctx, actor, user.id, password);
    rateLimitKeys.push(`dossier:rl:user:${user.id}`);
    const signIn = await call(
      a.base,
      'POST',
      '/api/v1/session',
      { 'content-type': 'application/json' },
      JSON.stringify({ email, password }),
    );
    assert.equal(signIn.status, 200, signIn.body.toString());
    const session = {
      cookie: `dossier_session=${sessionCookieFrom(signIn.headers.getSetCookie())}`,
      'x-csrf-token': (json(signIn).session as { csrf_token: string }).csrf_token,
    };

    const spare = await newToken('to revoke');
    const probe = (base: string, t: string) => call(base, 'GET', '/api/v1/verifications?limit=1', bearer(t));
    assert.equal((await probe(b.base, spare.token)).status, 200);
    assert.equal((await probe(b.base, spare.token)).status, 200, 'B now has the token in its cache');
    assert.equal((await probe(a.base, spare.token)).status, 200);

    const revoked = await call(a.base, 'POST', `/api/v1/access_tokens/${spare.info.id}/revoke`, session);
    assert.equal(revoked.status, 200, revoked.body.toString());
    assert.equal((await probe(b.base, spare.token)).status, 401, 'B refuses it on its very next request');
    assert.equal((await probe(a.base, spare.token)).status, 401, 'and so does A');
    assert.equal((await probe(b.base, token)).status, 200, 'other tokens still work on B');
  });

  it('takes every request, whichever instance answers it, from one shared bucket per caller', async (t) => {
    // Both instances decide through Redis (without it each would fall back to a bucket of its own).
    for (const instance of [a, b]) {
      const ready = await call(instance.base, 'GET', '/ready', {});
      assert.equal((json(ready).checks as Record<string, string>).redis, 'ok', ready.body.toString());
    }
    const caller = await newToken('rate limited');
    const accepted = { a: 0, b: 0 };
    const refused = { a: 0, b: 0 };
    const started = performance.now();
    for (let i = 0; i < 2 * BURST; i++) {
      const name = i % 2 === 0 ? 'a' : 'b';
      const answer = await call(
        (name === 'a' ? a : b).base,
        'GET',
        '/api/v1/verifications?limit=1',
        bearer(caller.token),
      );
      if (answer.status === 200) accepted[name]++;
      else {
        assert.equal(answer.status, 429, answer.body.toString());
        assert.ok(Number(answer.headers.get('retry-after')) >= 1);
        refused[name]++;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const total = accepted.a + accepted.b;
    t.diagnostic(
      `${total} of ${2 * BURST} requests accepted in ${seconds.toFixed(2)} s (A ${accepted.a}, B ${accepted.b}; ` +
        `refused A ${refused.a}, B ${refused.b}) with a burst of ${BURST} at ${PER_SECOND}/s`,
    );
    // One shared bucket: the burst, plus what refilled while the requests were sent (two buckets of their own would
    // have taken all 2 × BURST).
    const allowance = Math.ceil(seconds * PER_SECOND) + 1;
    assert.ok(total >= BURST, `the burst is available: ${total} accepted`);
    assert.ok(
      total <= BURST + allowance,
      `${total} of ${2 * BURST} accepted in ${seconds.toFixed(2)} s (A ${accepted.a}, B ${accepted.b}); a shared ` +
        `bucket allows at most ${BURST} + ${allowance}`,
    );
    assert.ok(accepted.a > 0 && accepted.b > 0, 'both instances accepted requests');
    assert.ok(refused.a > 0 && refused.b > 0, `both instances refused requests (A ${refused.a}, B ${refused.b})`);
  });

  it(`delivers all ${CHANGES} state changes made through A and B while W1 is SIGKILLed midway`, async (t) => {
    // One token per case: each case takes 1 + CHANGES_PER_CASE requests, within the burst, so the small limit the
    // instances run with (for the test above) refuses none of them.
    const instances = [a.base, b.base];
    const cases = await Promise.all(
      Array.from({ length: CASES }, async (_, i) => {
        const { token: caseToken } = await newToken(`case ${i}`);
        const opened = await call(
          instances[i % 2] as string,
          'POST',
          '/api/v1/verifications',
          jsonBearer(caseToken),
          JSON.stringify(sampleIntake()),
        );
        assert.equal(opened.status, 201, opened.body.toString());
        return { id: (json(opened).verification as { id: string }).id, token: caseToken, index: i };
      }),
    );
    const caseIds = new Set(cases.map((c) => c.id));
    const sentThrough = [0, 0];
    const firing = Promise.all(
      cases.map(async (c) => {
        for (let n = 0; n < CHANGES_PER_CASE; n++) {
          const which = (c.index + n) % 2;
          sentThrough[which] = (sentThrough[which] ?? 0) + 1;
          const answer = await call(
            instances[which] as string,
            'POST',
            `/api/v1/verifications/${c.id}/state/${nthEvent(n)}`,
            jsonBearer(c.token),
            '{}',
          );
          if (answer.status !== 200) throw new Error(`${nthEvent(n)} on ${c.id}: ${answer.status} ${answer.body}`);
        }
      }),
    );
    // The kill must not wait for the firing if the firing fails.
    let fired = false;
    const firingDone = firing.then(() => {
      fired = true;
    });
    firingDone.catch(() => {});

    await Promise.race([
      hooks.waitFor(() => hooks.delivered().length >= KILL_AFTER, `${KILL_AFTER} deliveries`, 90_000),
      firing.then(() => new Promise(() => {})),
    ]);
    const w1Id = (w1.logLines(/webhook delivery worker started/)[0] as { workerId?: string } | undefined)?.workerId;
    const inFlight = hooks.hanging();
    const firingFinished = fired;
    await w1.stop('SIGKILL');
    const heldByW1 = w1Id
      ? await database.handle.db
          .selectFrom('webhook_deliveries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('leased_by', '=', w1Id)
          .where('status', '=', 'pending')
          .executeTakeFirst()
      : undefined;
    t.diagnostic(
      `W1 SIGKILLed after ${hooks.delivered().length} deliveries (${inFlight} in flight at the receiver, ` +
        `${Number(heldByW1?.n ?? 0)} leases left held by W1; the API ${firingFinished ? 'had' : 'had not yet'} ` +
        'taken every change)',
    );

    await firing;
    assert.deepEqual(sentThrough, [CHANGES / 2, CHANGES / 2], 'half of the changes went through each instance');

    await eventually(
      async () => {
        const pending = await database.handle.db
          .selectFrom('webhook_deliveries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('account_id', '=', accountId)
          .where('status', '!=', 'succeeded')
          .executeTakeFirst();
        return Number(pending?.n) === 0 ? true : undefined;
      },
      'every delivery to succeed',
      90_000,
    );
    const messages = await database.handle.db
      .selectFrom('webhook_messages')
      .select(['id', 'verification_id'])
      .where('account_id', '=', accountId)
      .where('event_type', '=', 'state_change')
      .execute();
    const changed = messages.filter((m) => m.verification_id !== null && caseIds.has(m.verification_id));
    assert.equal(changed.length, CHANGES, 'one event per state change acknowledged by the API');
    const expected = new Set(messages.map((m) => m.id));
    await hooks.waitFor(() => hooks.deliveredIds().size >= expected.size, 'every event at the receiver', 30_000);

    assert.deepEqual(hooks.rejected, [], 'every request carried a valid signature');
    assert.deepEqual(hooks.deliveredIds(), expected, 'every event was received (at least once)');
    // Per case: every one of its CHANGES_PER_CASE transitions arrived.
    const perCase = new Map<string, number>();
    const seen = new Set<string>();
    for (const request of hooks.delivered()) {
      if (seen.has(request.id)) continue;
      seen.add(request.id);
      const verificationId = String(request.payload.verification_id);
      perCase.set(verificationId, (perCase.get(verificationId) ?? 0) + 1);
    }
    for (const id of caseIds) assert.equal(perCase.get(id), CHANGES_PER_CASE, `events of case ${id}`);

    const duplicates = hooks.requests.length - new Set(hooks.requests.map((r) => r.id)).size;
    const takeovers = w2.logLines(/took over deliveries of a worker that is gone/);
    t.diagnostic(
      `${expected.size} events delivered; ${duplicates} requests repeated an event already sent (at-least-once ` +
        `after the kill); W2 took over ${takeovers.reduce((n, l) => n + Number(l.released ?? 0), 0)} ` +
        "deliveries of W1's",
    );
    assert.ok(w2.running, `W2 died: ${w2.output}`);
    for (const instance of [a, b])
      assert.ok(instance.process.running, `an API instance died: ${instance.process.output}`);
  });
});

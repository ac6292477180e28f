import assert from 'node:assert/strict';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { type AppDeps, buildApp, hotReadStats } from '../../src/app.js';
import { openDatabase } from '../../src/db/database.js';
import { inTransaction } from '../../src/db/transaction.js';
import { DossierMetrics } from '../../src/metrics/metrics.js';
import { createAccessToken, revokeAccessToken, revokeAccessTokenAs } from '../../src/services/access-tokens.js';
import type { ServiceContext } from '../../src/services/service-context.js';
import { TokenCache } from '../../src/services/token-cache.js';
import { sampleIntake } from '../helpers/fixtures.js';
import {
  createTenant,
  createTestDatabase,
  SQLITE_PASS_ONLY,
  type Tenant,
  type TestDatabase,
  testServiceContext,
} from '../helpers/test-app.js';

/**
 * The company detail's hot path (src/http/hot-reads.ts) answers before Fastify's pipeline, on a listening server
 * only (app.inject goes straight to Fastify), on SQLite only. These tests drive it over real HTTP and hold it to
 * the pipeline's answers: an app with the hot path beside one without, on the same database.
 */

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

function get(
  base: string,
  path: string,
  headers: Record<string, string>,
  options: { method?: string; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: options.method ?? 'GET', headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A pino logger at info level writing JSON lines into memory. */
function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return {
    logger: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger,
    lines: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

interface Served {
  readonly app: FastifyInstance;
  readonly ctx: ServiceContext;
  readonly base: string;
  answered(): number;
}

/** An app as serve builds it (its own token cache), listening on a free port. */
async function serve(
  database: TestDatabase,
  options: Partial<Pick<AppDeps, 'hotReads' | 'rateLimit' | 'metrics' | 'logger'>> & { now?: () => string } = {},
): Promise<Served> {
  const ctx = testServiceContext(database, {
    tokenCache: new TokenCache(database.handle.dataVersion ?? null),
    ...(options.now ? { now: options.now } : {}),
  });
  const app = await buildApp({
    ctx,
    publicUrl: 'http://localhost',
    bodyLimitBytes: 1 << 20,
    rateLimit: options.rateLimit ?? null,
    metrics: options.metrics ?? null,
    logger: options.logger ?? false,
    hotReads: options.hotReads ?? true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, ctx, base: `http://127.0.0.1:${port}`, answered: () => hotReadStats(app)?.answered ?? 0 };
}

/** A case opened through the API, and the path of its company under review. */
async function companyPath(served: Served, tenant: Tenant): Promise<string> {
  const opened = await served.app.inject({
    method: 'POST',
    url: '/api/v1/verifications',
    headers: tenant.headers,
    payload: sampleIntake() as object,
  });
  assert.equal(opened.statusCode, 201, opened.body);
  const verificationId = opened.json().verification.id as string;
  const companies = await served.app.inject({
    url: `/api/v1/verifications/${verificationId}/companies`,
    headers: tenant.headers,
  });
  return `/api/v1/verifications/${verificationId}/companies/${companies.json().companies[0].id}`;
}

/** A new token of the tenant's account, which no cache holds yet (companyPath's requests cached the tenant's). */
async function freshToken(served: Served, tenant: Tenant): Promise<Record<string, string>> {
  const { token } = await createAccessToken(served.ctx, tenant.accountId, 'fresh');
  return { authorization: `Bearer ${token}` };
}

/** Everything a client can compare: the status, the body, and each header but the per-request ones. */
function comparable(answer: Answer) {
  const { date: _date, 'x-request-id': requestId, ...headers } = answer.headers;
  assert.match(String(requestId), /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  return { status: answer.status, headers, body: answer.body.toString() };
}

describe('the company detail’s hot path [sqlite]', { skip: SQLITE_PASS_ONLY }, () => {
  let database: TestDatabase;
  let hot: Served;
  let plain: Served;
  let tenant: Tenant;
  let path: string;
  before(async () => {
    database = await createTestDatabase('sqlite');
    hot = await serve(database);
    plain = await serve(database, { hotReads: false });
    tenant = await createTenant(hot.ctx);
    path = await companyPath(hot, tenant);
  });
  after(async () => {
    await hot.app.close();
    await plain.app.close();
    await database.close();
  });

  it('answers a cached token’s request itself, with the pipeline’s exact answer', async () => {
    const headers = await freshToken(hot, tenant);
    const before = hot.answered();
    const first = await get(hot.base, path, headers);
    assert.equal(hot.answered(), before, 'a token not yet cached goes through the pipeline');
    const second = await get(hot.base, path, headers);
    assert.equal(hot.answered(), before + 1, 'the next request is answered by the hot path');
    await get(plain.base, path, headers);
    const pipeline = await get(plain.base, path, headers);
    assert.equal(hotReadStats(plain.app), null, 'the plain app has no hot path');

    assert.equal(second.status, 200);
    assert.deepEqual(comparable(second), comparable(pipeline));
    assert.deepEqual(comparable(second), comparable(first));
    assert.equal(JSON.parse(second.body.toString()).company.formal_name, sampleIntake().company.formal_name);
  });

  it('hands every other request to the pipeline, which answers it as ever', async () => {
    const other = await createTenant(hot.ctx, 'Other Bank');
    const [, , , , verificationId] = path.split('/');
    const unknownCompany = `/api/v1/verifications/${verificationId}/companies/0192f3a4-5b6c-7d8e-9f01-23456789abcd`;
    const cases: [string, string, Record<string, string>, string?][] = [
      ['another account’s company', path, other.headers],
      ['an unknown company', unknownCompany, tenant.headers],
      ['a malformed id', `/api/v1/verifications/${verificationId}/companies/nope`, tenant.headers],
      [
        'uppercase ids',
        path
          .toUpperCase()
          .replace('/API/V1/VERIFICATIONS/', '/api/v1/verifications/')
          .replace('/COMPANIES/', '/companies/'),
        tenant.headers,
      ],
      ['a query string', `${path}?fields=all`, tenant.headers],
      ['no credential', path, {}],
      ['a malformed token', path, { authorization: 'Bearer nope' }],
      ['a token and a cookie', path, { ...tenant.headers, cookie: 'dossier_session=x' }],
      ['HEAD', path, tenant.headers, 'HEAD'],
    ];
    // Warm both caches for both tenants, so a miss below is the hot path's decision, not a cold cache.
    for (const served of [hot, plain]) {
      await get(served.base, path, tenant.headers);
      await get(served.base, path, other.headers);
    }
    for (const [what, target, headers, method] of cases) {
      const before = hot.answered();
      const mine = await get(hot.base, target, headers, { method });
      const theirs = await get(plain.base, target, headers, { method });
      const expectHot = what === 'a token and a cookie';
      assert.equal(
        hot.answered(),
        before + (expectHot ? 1 : 0),
        `${what}: answered by ${expectHot ? 'the hot path' : 'the pipeline'}`,
      );
      assert.equal(mine.status, theirs.status, what);
      assert.equal(
        mine.body.toString().replace(/"request_id":"[^"]+"/, ''),
        theirs.body.toString().replace(/"request_id":"[^"]+"/, ''),
        what,
      );
    }
    assert.equal((await get(hot.base, path, other.headers)).status, 404, 'no other account’s data, ever');
  });

  it('a token revoked by another process is refused on its next request', async () => {
    const own = await createTenant(hot.ctx, 'Revoked Bank');
    const target = await companyPath(hot, own);
    await get(hot.base, target, own.headers);
    const before = hot.answered();
    assert.equal((await get(hot.base, target, own.headers)).status, 200);
    assert.equal(hot.answered(), before + 1, 'served from the cache');
    // The CLI's `tokens revoke`: its own connection, its own process's (absent) cache.
    const cli = openDatabase({ databaseUrl: null, dataDir: database.dataDir });
    try {
      await revokeAccessToken(testServiceContext(database, { db: cli.db, dialect: cli.dialect }), own.tokenId);
    } finally {
      await cli.close();
    }
    const refused = await get(hot.base, target, own.headers);
    assert.equal(refused.status, 401);
    assert.equal(hot.answered(), before + 1);
    assert.equal((await get(hot.base, target, own.headers)).status, 401, 'and every request after');
  });

  it('a token revoked by this process (the console) is refused on its next request', async () => {
    const own = await createTenant(hot.ctx, 'API Revoked Bank');
    const target = await companyPath(hot, own);
    await get(hot.base, target, own.headers);
    assert.equal((await get(hot.base, target, own.headers)).status, 200);
    await revokeAccessTokenAs(hot.ctx, { type: 'cli', id: null, accountId: own.accountId }, own.tokenId);
    assert.equal((await get(hot.base, target, own.headers)).status, 401);
  });

  it('a detail not rendered yet is rendered by the pipeline, then served hot', async () => {
    const [, , , , , , companyId] = path.split('/');
    await sql`update companies set detail_json = null where id = ${companyId}`.execute(database.handle.db);
    const before = hot.answered();
    const rendered = await get(hot.base, path, tenant.headers);
    assert.equal(hot.answered(), before, 'the pipeline rendered it');
    const stored = await get(hot.base, path, tenant.headers);
    assert.equal(hot.answered(), before + 1);
    assert.deepEqual(comparable(stored), comparable(rendered));
  });

  it('reads nothing at once while a transaction is open on the connection', async () => {
    const readNow = database.handle.readNow;
    assert.ok(readNow);
    const query = sql<{ one: number }>`select 1 as one`.compile(database.handle.db);
    assert.deepEqual(readNow(query), [{ one: 1 }]);
    await inTransaction(database.handle.db, async (trx) => {
      await sql`select 1`.execute(trx);
      assert.equal(readNow(query), undefined);
    });
  });
});

describe('the hot path keeps the pipeline’s duties [sqlite]', { skip: SQLITE_PASS_ONLY }, () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase('sqlite');
  });
  after(() => database.close());

  it('takes the rate limit as the pipeline does, and leaves the 429 to it', async () => {
    const limited = await serve(database, { rateLimit: { perSecond: 0.01, burst: 4 } });
    const plain = await serve(database, { rateLimit: { perSecond: 0.01, burst: 4 }, hotReads: false });
    try {
      const tenant = await createTenant(limited.ctx);
      const target = await companyPath(limited, tenant);
      // A token of its own, so its bucket is full; the first request caches it (the pipeline's).
      const headers = await freshToken(limited, tenant);
      const mine: Answer[] = [];
      const theirs: Answer[] = [];
      for (let i = 0; i < 5; i++) {
        mine.push(await get(limited.base, target, headers));
        theirs.push(await get(plain.base, target, headers));
      }
      assert.equal(limited.answered(), 3, 'the first request filled the cache; the 429 is the pipeline’s');
      assert.deepEqual(
        mine.map((a) => [a.status, a.headers['ratelimit-remaining'], a.headers['retry-after']]),
        [
          [200, '3', undefined],
          [200, '2', undefined],
          [200, '1', undefined],
          [200, '0', undefined],
          [429, '0', a429RetryAfter(theirs)],
        ],
      );
      assert.deepEqual(mine.slice(0, 4).map(comparable), theirs.slice(0, 4).map(comparable));
    } finally {
      await limited.app.close();
      await plain.app.close();
    }
  });

  it('observes the request in the metrics and writes the request line', async () => {
    const metrics = new DossierMetrics({ ...database.handle, defaultMetrics: false });
    const log = memoryLogger();
    const served = await serve(database, { metrics, logger: log.logger });
    try {
      const tenant = await createTenant(served.ctx);
      const target = await companyPath(served, tenant);
      const headers = await freshToken(served, tenant);
      await get(served.base, target, headers);
      const answer = await get(served.base, target, headers);
      assert.equal(served.answered(), 1);
      const lines = log.lines().filter((l) => l.msg === 'request' && l.reqId === answer.headers['x-request-id']);
      assert.deepEqual(
        lines.map(({ method, route, status }) => ({ method, route, status })),
        [{ method: 'GET', route: '/api/v1/verifications/:verification_id/companies/:id', status: 200 }],
      );
      const exposition = await metrics.metrics();
      const count =
        /dossier_http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/verifications\/:verification_id\/companies\/:id"[^}]*status_code="200"[^}]*\} (\d+)/.exec(
          exposition,
        );
      assert.equal(count?.[1], '2', 'both requests, the pipeline’s and the hot path’s');
    } finally {
      await served.app.close();
    }
  });

  it('a token due its last_used_at write goes through the pipeline, which writes it', async () => {
    let now = Date.parse('2026-11-23T10:00:00.000Z');
    const served = await serve(database, { now: () => new Date(now).toISOString() });
    try {
      const tenant = await createTenant(served.ctx);
      const target = await companyPath(served, tenant);
      await get(served.base, target, tenant.headers);
      assert.equal(served.answered(), 1, 'cached (and touched) by the case’s opening');
      now += 61_000;
      await get(served.base, target, tenant.headers);
      assert.equal(served.answered(), 1, 'the touch is the pipeline’s');
      const { last_used_at } = await database.handle.db
        .selectFrom('access_tokens')
        .select('last_used_at')
        .where('id', '=', tenant.tokenId)
        .executeTakeFirstOrThrow();
      assert.equal(last_used_at, new Date(now).toISOString());
      await get(served.base, target, tenant.headers);
      assert.equal(served.answered(), 2, 'and the next request is hot again');
    } finally {
      await served.app.close();
    }
  });

  it('once closing begins, a request on an open connection gets the pipeline’s 503', async () => {
    const served = await serve(database);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tenant = await createTenant(served.ctx);
      const target = await companyPath(served, tenant);
      assert.equal((await get(served.base, target, tenant.headers, { agent })).status, 200);
      assert.equal(served.answered(), 1);
      const closed = served.app.close();
      // close() begins on a later turn: ask until the answer is no longer a 200.
      let refused: Answer | null = null;
      for (let i = 0; i < 100 && refused === null; i++) {
        const before = served.answered();
        const answer = await get(served.base, target, tenant.headers, { agent });
        if (answer.status !== 200) {
          refused = answer;
          assert.equal(served.answered(), before, 'the refusal is the pipeline’s');
        }
      }
      assert.equal(refused?.status, 503);
      await closed;
    } finally {
      agent.destroy();
    }
  });
});

function a429RetryAfter(theirs: Answer[]): string | undefined {
  const refused = theirs.find((a) => a.status === 429);
  return refused === undefined ? undefined : String(refused.headers['retry-after']);
}

import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyBaseLogger, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { LOG_REDACT } from '../../src/runtime.js';
import { createAccessToken, revokeAccessToken } from '../../src/services/access-tokens.js';
import { makePdf, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  [key: string]: unknown;
}

const INFO = 30;

/** A pino logger configured like the server's (createLogger in src/runtime.ts), writing into memory at trace level. */
function memoryLogger() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  const logger = pino({ level: 'trace', redact: { paths: LOG_REDACT, censor: '[redacted]' } }, stream);
  return {
    logger: logger as unknown as FastifyBaseLogger,
    text: () => chunks.join(''),
    lines: (): LogLine[] =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as LogLine),
  };
}

for (const dialect of testDialects()) {
  describe(`log hygiene [${dialect}]`, () => {
    let t: TestApp;
    let log: ReturnType<typeof memoryLogger>;
    before(async () => {
      log = memoryLogger();
      t = await startTestApp(dialect, { logger: log.logger, rateLimit: { perSecond: 1000, burst: 1000 } });
    });
    after(() => t.close());

    it('never writes a token, valid or not, and logs each request once at info level', async () => {
      const tenant = await createTenant(t.ctx);
      const revoked = await createAccessToken(t.ctx, tenant.accountId, 'old');
      await revokeAccessToken(t.ctx, revoked.info.id);
      const unknown = `dsr_${'Zz9'.repeat(14)}Q`;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenant.headers,
        payload: sampleIntake(),
      });
      const verificationId = created.json().verification.id;
      const upload = multipart({ document_type: 'registry_extract' }, [
        { filename: 'extract.pdf', contentType: 'application/pdf', bytes: makePdf() },
      ]);
      const secrets = [tenant.token, revoked.token, unknown];

      const requests: { label: string; expect: number; options: InjectOptions }[] = [
        { label: 'valid token', expect: 200, options: { url: '/api/v1/verifications', headers: tenant.headers } },
        {
          label: 'upload',
          expect: 201,
          options: {
            method: 'POST',
            url: `/api/v1/verifications/${verificationId}/documents`,
            headers: { ...tenant.headers, ...upload.headers },
            payload: upload.payload,
          },
        },
        {
          label: 'unknown token',
          expect: 401,
          options: { url: '/api/v1/verifications', headers: { authorization: `Bearer ${unknown}` } },
        },
        {
          label: 'revoked token',
          expect: 401,
          options: { url: '/api/v1/verifications', headers: { authorization: `Bearer ${revoked.token}` } },
        },
        {
          label: 'wrong scheme',
          expect: 401,
          options: { url: '/api/v1/verifications', headers: { authorization: `Token ${tenant.token}` } },
        },
        {
          label: 'token in a wrong header',
          expect: 401,
          options: {
            url: '/api/v1/verifications',
            headers: { 'x-api-key': tenant.token, cookie: `t=${tenant.token}` },
          },
        },
        {
          label: 'token in the query string',
          expect: 401,
          options: { url: `/api/v1/verifications?access_token=${tenant.token}` },
        },
        {
          label: 'validation error',
          expect: 400,
          options: {
            method: 'POST',
            url: '/api/v1/verifications',
            headers: tenant.headers,
            payload: { ...sampleIntake(), customer_id: tenant.token, surprise: tenant.token },
          },
        },
        {
          label: 'malformed JSON holding a token',
          expect: 400,
          options: {
            method: 'POST',
            url: '/api/v1/verifications',
            headers: { ...tenant.headers, 'content-type': 'application/json' },
            payload: `{"token": "${tenant.token}"`,
          },
        },
        {
          label: 'query validation error',
          expect: 400,
          options: { url: `/api/v1/verifications?cursor=${tenant.token}&limit=0`, headers: tenant.headers },
        },
        {
          label: 'not found',
          expect: 404,
          options: { url: `/api/v1/verifications/${crypto.randomUUID()}`, headers: tenant.headers },
        },
        {
          label: 'no route',
          expect: 404,
          options: { url: `/api/v1/${tenant.token}?token=${tenant.token}`, headers: tenant.headers },
        },
        {
          label: 'unauthenticated route',
          expect: 200,
          options: { url: '/health', headers: tenant.headers },
        },
      ];

      const ids: string[] = [created.headers['x-request-id'] as string];
      for (const r of requests) {
        const res = await t.app.inject(r.options);
        assert.equal(res.statusCode, r.expect, `${r.label}: ${res.body}`);
        ids.push(res.headers['x-request-id'] as string);
      }

      const text = log.text();
      for (const secret of secrets) {
        assert.ok(
          !text.includes(secret),
          `a token reached the log: ${text
            .split('\n')
            .filter((l) => l.includes(secret))
            .join('\n')}`,
        );
        assert.ok(!text.includes(secret.slice(4)), 'the secret part of a token reached the log');
      }
      const lines = log.lines();
      for (const id of ids) {
        const info = lines.filter((l) => l.reqId === id && l.level === INFO);
        assert.equal(info.length, 1, `one info line for request ${id}, got ${JSON.stringify(info)}`);
        assert.ok(lines.filter((l) => l.reqId === id && l.level >= INFO).length <= 1, 'and nothing louder');
      }
      const statuses = lines.filter((l) => l.msg === 'request').map((l) => l.status);
      assert.ok(statuses.includes(401) && statuses.includes(404) && statuses.includes(400), 'errors are logged too');
    });

    it('logs a server error once, with its request id and without the token', async () => {
      const tenant = await createTenant(t.ctx);
      const before = log.lines().length;
      // Break the database under the app (this suite's own database) to provoke an internal error.
      await sql`alter table completeness_profiles rename to completeness_profiles_gone`.execute(t.ctx.db);
      try {
        const res = await t.app.inject({ url: '/api/v1/completeness_profiles', headers: tenant.headers });
        assert.equal(res.statusCode, 500, res.body);
        const body = res.json();
        assert.equal(body.error.code, 'internal');
        assert.ok(!/completeness_profiles|sql|relation|table/i.test(body.error.message), 'no internals in the body');
        const id = res.headers['x-request-id'];
        const lines = log.lines().slice(before);
        const errors = lines.filter((l) => l.reqId === id && l.level >= 50);
        assert.equal(errors.length, 1, 'the error is logged once for the operator');
        assert.equal(lines.filter((l) => l.reqId === id && l.level === INFO).length, 1);
        assert.ok(!log.text().includes(tenant.token));
      } finally {
        await sql`alter table completeness_profiles_gone rename to completeness_profiles`.execute(t.ctx.db);
      }
    });
  });
}

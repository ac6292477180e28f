import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type ConsoleSession, signedIn } from '../helpers/console-session.js';
import { makePdf, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

interface Operation {
  method: string;
  path: string;
  params: { in: string; name: string; schema?: { enum?: string[] } }[];
  bodyTypes: string[];
}

/** Every operation of the OpenAPI document, so a new route is attacked as soon as it is documented. */
function operations(app: TestApp['app']): Operation[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content: object } }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      bodyTypes: Object.keys(op.requestBody?.content ?? {}),
    })),
  );
}

/** Fills path parameters; `override` replaces one of them with a hostile value. */
function fill(op: Operation, values: Record<string, string>, override?: [string, string]): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (override && override[0] === name) return override[1];
    const param = op.params.find((p) => p.in === 'path' && p.name === name);
    return values[name] ?? param?.schema?.enum?.[0] ?? randomUUID();
  });
}

function assertClientError(res: LightMyRequestResponse, label: string, status?: number): void {
  assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  if (status !== undefined) assert.equal(res.statusCode, status, `${label}: ${res.body.slice(0, 300)}`);
  assert.match(String(res.headers['content-type']), /^application\/json/, label);
  const body = res.json();
  assert.equal(body.error.status, res.statusCode, label);
  assert.equal(typeof body.error.code, 'string', label);
  assert.equal(typeof body.error.message, 'string', label);
  assert.ok(Array.isArray(body.error.details), label);
  assert.equal(body.error.request_id, res.headers['x-request-id'], label);
}

const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

const JSON_ATTACKS: [string, string | Buffer, number | undefined][] = [
  ['garbage bytes', Buffer.from([0x00, 0xff, 0x13, 0x7b, 0x22, 0xc3, 0x28, 0x0a]), 400],
  ['truncated JSON', '{"company": {"formal_name": "Acme"', 400],
  ['empty body', '', 400],
  ['10,000 nested arrays', nested(10_000, '[', ']'), 400],
  ['10,000 nested objects', nested(10_000, '{"a":', '}'), undefined],
  ['100,000 nested objects', nested(100_000, '{"a":', '}'), undefined],
  ['2 MB body', JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }), 413],
  ['__proto__ key', '{"__proto__": {"polluted": "yes"}}', 400],
  ['nested __proto__ key', '{"company": {"__proto__": {"polluted": "yes"}}}', 400],
  ['constructor.prototype', '{"constructor": {"prototype": {"polluted": "yes"}}}', 400],
  [
    'invalid UTF-8',
    Buffer.concat([Buffer.from('{"customer_id": "ab'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
    400,
  ],
  [
    'overlong UTF-8 encoding',
    Buffer.concat([Buffer.from('{"a": "'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]),
    400,
  ],
  ['a huge number', '{"id": 1e400, "limit": 123456789012345678901234567890}', undefined],
  ['an array', '[]', undefined],
  ['an array of objects', '[{"company": {}}]', undefined],
  ['a string', '"company"', undefined],
  ['null', 'null', undefined],
  ['a NUL in a string', '{"comment": "a\\u0000b", "name": "a\\u0000b", "url": "https://x.test/\\u0000"}', 400],
  ['a lone surrogate', '{"comment": "a\\ud800b", "name": "\\udfff"}', 400],
];

for (const dialect of testDialects()) {
  describe(`hostile input [${dialect}]`, () => {
    let t: TestApp;
    let tenant: Tenant;
    let admin: ConsoleSession;
    let ids: Record<string, string>;
    before(async () => {
      t = await startTestApp(dialect);
      tenant = await createTenant(t.ctx);
      admin = await signedIn(t, tenant.accountId, 'admin');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenant.headers,
        payload: sampleIntake(),
      });
      const verificationId = created.json().verification.id;
      const companies = await t.app.inject({
        url: `/api/v1/verifications/${verificationId}/companies`,
        headers: tenant.headers,
      });
      ids = { verification_id: verificationId, id: companies.json().companies[0].id };
    });
    after(() => {
      assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype was polluted');
      assert.ok(!Object.hasOwn(Object.prototype, 'polluted'));
      return t.close();
    });

    // Session-only routes (the account's people, tokens and settings) refuse tokens before reading a body: reach
    // them with an admin's console session instead, so their parsing and validation are attacked too.
    const SESSION_ONLY = /^\/api\/v1\/(account|access_tokens|users|session|risk_model|review_calendar)(\/|$|\?)/;
    const send = (options: InjectOptions) =>
      t.app.inject({
        ...options,
        headers: {
          ...(SESSION_ONLY.test(String(options.url)) ? admin.headers : tenant.headers),
          ...(options.headers ?? {}),
        },
      });

    it('refuses malformed JSON bodies on every JSON route with a 4xx error body', async () => {
      const jsonRoutes = operations(t.app).filter((op) => op.bodyTypes.includes('application/json'));
      assert.ok(jsonRoutes.length >= 1);
      for (const op of jsonRoutes) {
        // Unknown ids everywhere: whatever gets past parsing and validation ends as a 404, never as a change.
        const url = fill(op, {});
        for (const [label, payload, status] of JSON_ATTACKS) {
          const res = await send({
            method: op.method as 'POST',
            url,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          assertClientError(res, `${op.method} ${op.path} with ${label}`, status);
        }
      }
    });

    it('refuses a body that is not what the route takes', async () => {
      for (const op of operations(t.app).filter((o) => o.bodyTypes.length > 0)) {
        const url = fill(op, {});
        for (const [contentType, payload] of [
          ['application/octet-stream', Buffer.from([1, 2, 3])],
          ['text/plain', 'hello'],
          ['application/xml', '<a>1</a>'],
          ['application/json; charset=utf-16', '{}'],
          ['multipart/form-data; boundary=zzz', Buffer.from([0, 1, 2, 0xff])],
          ['multipart/form-data', '--x\r\n'],
        ] as const) {
          const res = await send({
            method: op.method as 'POST',
            url,
            payload,
            headers: { 'content-type': contentType },
          });
          assertClientError(res, `${op.method} ${op.path} as ${contentType}`);
        }
      }
    });

    it('keeps hostile values in real intake fields to a 400 naming the field', async () => {
      const intake = sampleIntake();
      const cases: [string, unknown, string][] = [
        ['industry key 1e400', JSON.stringify(intake).replace('"key":64', '"key":1e400'), 'company.industry.key'],
        [
          'industry key 2^63',
          JSON.stringify(intake).replace('"key":64', '"key":9223372036854775808'),
          'company.industry.key',
        ],
        ['company as an array', { ...intake, company: [intake.company] }, 'company'],
        ['directors as an object', { ...intake, directors: { 0: intake.directors?.[0] } }, 'directors'],
        ['person as a string', { ...intake, directors: [{ position: 'director', person: 'Jane' }] }, 'directors'],
        ['a NUL in customer_id', { ...intake, customer_id: 'a\u0000b' }, 'customer_id'],
        ['a NUL in a nested name', JSON.stringify(intake).replace('Northwind Trading', 'North\\u0000wind'), 'company'],
        [
          'a date in year 0',
          { ...intake, company: { ...intake.company, date_of_incorporation: '0000-01-01' } },
          'company.date_of_incorporation',
        ],
        [
          'a birth date in year 0',
          JSON.stringify(intake).replace('"1980-01-02"', '"0000-01-02"'),
          'directors[0].person.date_of_birth',
        ],
        ['a 900 kB name', { ...intake, company: { ...intake.company, formal_name: 'N'.repeat(900_000) } }, 'company'],
      ];
      for (const [label, payload, field] of cases) {
        const res = await send({
          method: 'POST',
          url: '/api/v1/verifications',
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        assertClientError(res, label, 400);
        const fields = res.json().error.details.map((d: { field: string }) => d.field);
        assert.ok(
          fields.some((f: string) => f.startsWith(field)),
          `${label}: details name ${field}: ${fields}`,
        );
      }
    });

    it('refuses hostile query strings', async () => {
      const list = '/api/v1/verifications';
      const hostile = [
        'limit=1&limit=2',
        'status=new&status=qa',
        'customer_id=a&customer_id=b',
        'cursor=a&cursor=b',
        `customer_id=${'x'.repeat(100_000)}`,
        `${'p'.repeat(100_000)}=1`,
        Array.from({ length: 5_000 }, (_, i) => `p${i}=1`).join('&'),
        'customer_id=a%00b',
        'status=new%00',
        'cursor=%00',
        'limit=1e400',
        'limit=-1',
        'limit=',
        'created_from=0000-01-01',
        'updated_since=0000-12-31T23:59:59Z',
        'created_to=2024-02-30',
        'created_from=9999-99-99',
        'status[]=new',
        'status[$ne]=new',
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
      ];
      for (const query of hostile) {
        assertClientError(await send({ url: `${list}?${query}` }), `?${query.slice(0, 60)}`, 400);
      }
      for (const op of operations(t.app).filter((o) => o.method === 'GET' && o.params.some((p) => p.in === 'query'))) {
        const url = fill(op, ids);
        const res = await send({ url: `${url}${url.includes('?') ? '&' : '?'}limit=1&limit=2&verification_id=%00` });
        assertClientError(res, `${op.path} with repeated and NUL parameters`);
      }
    });

    it('refuses hostile path parameters on every route', async () => {
      const attacks = [
        '%00',
        'abc%00def',
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e',
        '..',
        'a'.repeat(10_000),
        '%E0%A4%A',
        '%ED%A0%80',
        "1'%20OR%20'1'%3D'1",
        '00000000-0000-0000-0000-000000000000',
        `${randomUUID()}%00`,
      ];
      for (const op of operations(t.app)) {
        const pathParams = op.params.filter((p) => p.in === 'path').map((p) => p.name);
        for (const name of pathParams) {
          for (const value of attacks) {
            const url = fill(op, ids, [name, value]);
            // A dot segment ('..', '%2e%2e') is collapsed by URL parsing before routing: the request names another
            // path (/contexts/../completeness_profiles is /completeness_profiles), not this route with '..' in it.
            const dotSegment = value === '..' || value === '%2e%2e';
            if (dotSegment && new URL(url, 'http://localhost').pathname !== url.split('?')[0]) continue;
            const withQuery = op.params.some((p) => p.name === 'verification_id' && p.in === 'query')
              ? `${url}?verification_id=${ids.verification_id}`
              : url;
            const res = await send({
              method: op.method as 'GET',
              url: withQuery,
              ...(op.method === 'GET' ? {} : { payload: {} }),
            });
            assertClientError(res, `${op.method} ${op.path} with ${name}=${value.slice(0, 40)}`);
          }
        }
      }
    });

    it('refuses hostile multipart uploads', async () => {
      const url = `/api/v1/verifications/${ids.verification_id}/documents`;
      const pdf = { filename: 'a.pdf', contentType: 'application/pdf', bytes: makePdf() };
      const cases: [string, { payload: Buffer; headers: Record<string, string> }, number][] = [
        ['a NUL in a field', multipart({ document_type: 'other', number: 'A\u0000B' }, [pdf]), 400],
        ['a __proto__ field', multipart(JSON.parse('{"__proto__": "x", "document_type": "other"}'), [pdf]), 400],
        ['a date in year 0', multipart({ document_type: 'other', date_of_issue: '0000-01-01' }, [pdf]), 400],
        ['a constructor field', multipart({ constructor: 'x', document_type: 'other' }, [pdf]), 400],
        ['a repeated field', multipart({ document_type: ['other', 'passport'] }, [pdf]), 400],
        [
          'eleven files',
          multipart(
            { document_type: 'other' },
            Array.from({ length: 11 }, () => pdf),
          ),
          413,
        ],
        [
          'a truncated body',
          (() => {
            const form = multipart({ document_type: 'other' }, [pdf]);
            return { payload: form.payload.subarray(0, form.payload.length - 40), headers: form.headers };
          })(),
          400,
        ],
      ];
      for (const [label, form, status] of cases) {
        const res = await send({ method: 'POST', url, payload: form.payload, headers: form.headers });
        assertClientError(res, label, status);
      }
    });

    it('refuses NUL characters however the body is encoded, before anything changes', async () => {
      const created = await send({ method: 'POST', url: '/api/v1/verifications', payload: sampleIntake() });
      const id = created.json().verification.id;
      const url = `/api/v1/verifications/${id}/state/start`;
      const form = multipart({ comment: 'a\u0000b' }, []);
      const bodies: [string, string | Buffer, string][] = [
        ['JSON', JSON.stringify({ comment: 'a\u0000b' }), 'application/json'],
        ['urlencoded', 'comment=a%00b', 'application/x-www-form-urlencoded'],
        ['multipart', form.payload, form.headers['content-type']],
      ];
      for (const [label, payload, contentType] of bodies) {
        const res = await send({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
        assertClientError(res, `state change with a NUL in ${label}`, 400);
      }
      const after = await send({ url: `/api/v1/verifications/${id}` });
      assert.equal(after.json().verification.status, created.json().verification.status, 'the case did not move');
    });

    it('refuses absurd Authorization headers with the plain 401', async () => {
      for (const authorization of [
        `Bearer ${'x'.repeat(10_000)}`,
        'Bearer dsr_\u0000',
        `Bearer ${'dsr_'.repeat(12)}`,
      ]) {
        const res = await t.app.inject({ url: '/api/v1/verifications', headers: { authorization } });
        assertClientError(res, authorization.slice(0, 20), 401);
      }
    });
  });
}

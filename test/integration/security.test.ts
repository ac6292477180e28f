import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createAccessToken, revokeAccessToken } from '../../src/services/access-tokens.js';
import { sampleIntake } from '../helpers/fixtures.js';
import {
  createSecurityFixture,
  credentialsFor,
  isOpenRoute,
  type RouteCase,
  registeredRoutes,
  type SecurityFixture,
  sendCase,
  uploadBody,
} from '../helpers/route-cases.js';
import { startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

const UNKNOWN_TOKEN = `dsr_${'A1b2C3d4E5'.repeat(4)}xyz`;

function assertUnauthorized(res: LightMyRequestResponse, label: string): string {
  assert.equal(res.statusCode, 401, `${label}: ${res.body}`);
  assert.match(String(res.headers['www-authenticate']), /^Bearer /, label);
  assert.match(String(res.headers['content-type']), /^application\/json/, label);
  const body = res.json();
  assert.equal(body.error.status, 401, label);
  assert.equal(body.error.code, 'unauthorized', label);
  assert.deepEqual(body.error.details, [], label);
  assert.equal(typeof body.error.request_id, 'string', label);
  return body.error.message;
}

for (const dialect of testDialects()) {
  describe(`security of every authenticated route [${dialect}]`, () => {
    let t: TestApp;
    let f: SecurityFixture;
    let cases: RouteCase[];
    let revokedToken: string;

    const send = (c: RouteCase, headers: Record<string, string>) => sendCase(t, c, headers);
    const aIds = () => Object.values(f.a).filter((value) => !value.startsWith('/') && value.length >= 8);

    before(async () => {
      t = await startTestApp(dialect);
      f = await createSecurityFixture(t);
      cases = f.cases;
      const extra = await createAccessToken(t.ctx, f.tenantA.accountId, 'to be revoked');
      revokedToken = extra.token;
      const works = await t.app.inject({
        url: '/api/v1/verifications',
        headers: { authorization: `Bearer ${extra.token}` },
      });
      assert.equal(works.statusCode, 200, 'the token works before it is revoked');
      await revokeAccessToken(t.ctx, extra.info.id);
    });
    after(() => t.close());

    it('covers every registered route and every operation of the OpenAPI document', () => {
      const covered = new Set(cases.map((c) => `${c.method} ${c.route}`));
      assert.equal(covered.size, cases.length, 'one case per route');
      const registered = [...registeredRoutes(t.app.printRoutes({ commonPrefix: false }))].filter(
        (r) => !isOpenRoute(r),
      );
      assert.ok(registered.length >= 12, `parsed the route tree: ${registered.join(', ')}`);
      assert.deepEqual(registered.sort(), [...covered].sort(), 'every authenticated route has a security case');

      const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const documented: string[] = [];
      for (const [path, operations] of Object.entries(doc.paths)) {
        if (!path.startsWith('/api/v1/') && !path.startsWith('/verifications')) continue;
        for (const method of Object.keys(operations)) {
          documented.push(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
        }
      }
      const authenticated = documented.filter((operation) => !isOpenRoute(operation));
      for (const operation of authenticated) assert.ok(covered.has(operation), `no security case for ${operation}`);
      assert.equal(authenticated.length, covered.size);
    });

    it("answers 404 to another account on each of A's resources, changing nothing and leaking no id", async () => {
      const snapshot = async () =>
        Promise.all(
          [
            `/api/v1/verifications/${f.a.verificationId}`,
            `/api/v1/verifications/${f.a.verificationId}/company_documents`,
            `/api/v1/verifications/${f.a.verificationId}/audit_log`,
            `/api/v1/completeness_profiles/${f.a.profileId}`,
            `/api/v1/webhook_endpoints/${f.a.endpointId}`,
            '/api/v1/users',
            '/api/v1/access_tokens',
            '/api/v1/account',
          ].map(
            async (url) =>
              (
                await t.app.inject({
                  url,
                  headers: await credentialsFor(
                    t,
                    { realm: /users|access_tokens|account/.test(url) ? 'session' : 'api' } as RouteCase,
                    f.tenantA,
                    f.adminA,
                  ),
                })
              ).body,
          ),
        );
      const before = await snapshot();
      for (const c of cases) {
        const res = await send(c, await credentialsFor(t, c, f.tenantB, f.adminB));
        const label = `${c.method} ${c.url} with tenant B's ${c.realm === 'session' ? 'session' : 'token'}: ${res.body}`;
        if (c.kind === 'resource') {
          assert.equal(res.statusCode, 404, label);
          assert.equal(res.json().error.code, 'not_found', label);
        } else if (c.kind === 'own') {
          assert.ok(res.statusCode >= 200 && res.statusCode < 300, label);
        } else if (c.kind === 'own_refused') {
          assert.equal(res.statusCode, 400, label);
        } else if (c.kind === 'reference') {
          // The body names one of A's records: the field is refused as unknown, exactly as a missing id would be.
          assert.equal(res.statusCode, 400, label);
          assert.ok(res.json().error.details.length > 0, label);
        } else {
          assert.equal(res.statusCode, c.kind === 'create' ? 201 : 200, label);
        }
        for (const id of aIds()) assert.ok(!res.body.includes(id), `${label} must not contain ${id}`);
      }
      assert.deepEqual(await snapshot(), before, "B's requests changed nothing of A's");
    });

    it('answers 404, not a field error, when another account uploads to a person or company of A', async () => {
      const owners: Record<string, string>[] = [{ person_id: f.a.personId }, { company_id: f.a.companyId }, {}];
      for (const owner of owners) {
        const form = uploadBody({ ...owner, document_type: 'passport' });
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/verifications/${f.a.verificationId}/documents`,
          headers: { ...f.tenantB.headers, ...form.headers },
          payload: form.payload,
        });
        assert.equal(res.statusCode, 404, `${JSON.stringify(owner)}: ${res.body}`);
      }
    });

    it("keeps A's data out of B's lists whatever the filters, and B's data out of A's", async () => {
      const urls = [
        `/api/v1/verifications?customer_id=${f.a.customerId}`,
        '/api/v1/verifications?limit=100&status=processing,new,in_progress',
        '/api/v1/verifications?created_from=2000-01-01',
      ];
      for (const url of urls) {
        const res = await t.app.inject({ url, headers: f.tenantB.headers });
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
        for (const id of aIds()) assert.ok(!res.body.includes(id), `${url} must not contain ${id}`);
      }
      const own = await t.app.inject({
        url: `/api/v1/verifications?customer_id=${f.a.customerId}`,
        headers: f.tenantA.headers,
      });
      assert.equal(own.json().verifications[0].id, f.a.verificationId, 'the same filter finds it for A');

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: f.tenantB.headers,
        payload: sampleIntake(),
      });
      const bId = created.json().verification.id;
      const listA = await t.app.inject({ url: '/api/v1/verifications?limit=100', headers: f.tenantA.headers });
      assert.ok(!listA.body.includes(bId));
      assert.equal(
        (await t.app.inject({ url: `/api/v1/verifications/${bId}`, headers: f.tenantA.headers })).statusCode,
        404,
      );
      // A link minted for A's verification cannot be replayed against B's.
      for (const url of [
        `/api/v1/attachments/${f.a.rest}?verification_id=${bId}`,
        `/verifications/${bId}/documents/download/${f.a.rest}`,
      ]) {
        assert.equal((await t.app.inject({ url, headers: f.tenantB.headers })).statusCode, 404, url);
      }
    });

    it('refuses a missing, malformed, unknown or revoked token on every route with one 401 body', async () => {
      const count = async () =>
        (await t.app.inject({ url: '/api/v1/verifications?limit=100', headers: f.tenantA.headers })).json()
          .verifications.length;
      const before = await count();
      const credentials: [string, Record<string, string>][] = [
        ['no Authorization header', {}],
        ['Bearer with garbage', { authorization: 'Bearer not-a-token' }],
        ['Bearer with nothing', { authorization: 'Bearer ' }],
        ['Basic scheme', { authorization: `Basic ${Buffer.from(`user:${f.tenantA.token}`).toString('base64')}` }],
        ['the token without a scheme', { authorization: f.tenantA.token }],
        ['the token in another header', { 'x-api-key': f.tenantA.token, 'x-access-token': f.tenantA.token }],
        ['a well-formed unknown dsr_ token', { authorization: `Bearer ${UNKNOWN_TOKEN}` }],
        ['a revoked token', { authorization: `Bearer ${revokedToken}` }],
        [
          'a token with a character changed',
          { authorization: `Bearer ${f.tenantA.token.slice(0, -1)}${f.tenantA.token.endsWith('0') ? '1' : '0'}` },
        ],
      ];
      const messages = new Set<string>();
      for (const c of cases) {
        for (const [label, headers] of credentials) {
          messages.add(assertUnauthorized(await send(c, headers), `${c.method} ${c.url} with ${label}`));
        }
        const inQuery = await t.app.inject({
          method: c.method,
          url: `${c.url}${c.url.includes('?') ? '&' : '?'}access_token=${f.tenantA.token}`,
        });
        messages.add(assertUnauthorized(inQuery, `${c.method} ${c.url} with the token in the query string`));
        if (c.method === 'GET') {
          assert.equal((await t.app.inject({ method: 'HEAD', url: c.url })).statusCode, 401, `HEAD ${c.url}`);
        }
      }
      assert.equal(messages.size, 1, `one message for every failure, got: ${[...messages].join(' | ')}`);
      assert.equal(await count(), before, 'nothing was created');
    });

    it('the route cases name real data: tenant A itself succeeds on each (run last: some change state)', async () => {
      for (const c of cases) {
        const res = await send(c, await credentialsFor(t, c, f.tenantA, f.adminA));
        const label = `${c.method} ${c.url}: ${res.statusCode} ${res.body}`;
        if (c.kind === 'own_refused') assert.equal(res.statusCode, 400, label);
        else assert.ok(res.statusCode >= 200 && res.statusCode < 300, label);
      }
    });
  });
}

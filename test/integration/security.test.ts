import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { createAccessToken, revokeAccessToken } from '../../src/services/access-tokens.js';
import { makePdf, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type Tenant, type TestApp, testDialects } from '../helpers/test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Body = { payload: string | Buffer | object; headers: Record<string, string> };

/**
 * One authenticated route with a concrete url naming tenant A's data.
 * - resource: acts on one of A's ids (in the path or the body); another account gets 404.
 * - collection: lists the caller's own data; another account gets 200 without A's ids.
 * - create: creates in the caller's own account.
 */
interface RouteCase {
  readonly method: Method;
  readonly route: string;
  readonly url: string;
  readonly kind: 'resource' | 'collection' | 'create';
  /** A body that succeeds for tenant A, so only the credentials decide the outcome. */
  readonly body?: () => Body;
}

interface TenantAData {
  readonly verificationId: string;
  readonly customerId: string;
  readonly companyId: string;
  readonly directorId: string;
  readonly personId: string;
  readonly documentId: string;
  readonly attachmentId: string;
  readonly rest: string;
  readonly downloadPath: string;
  readonly profileId: string;
  readonly endpointId: string;
  readonly deliveryId: string;
}

const UNKNOWN_TOKEN = `dsr_${'A1b2C3d4E5'.repeat(4)}xyz`;
const HOOK_URL = 'http://127.0.0.1:9/dossier-hooks';

/** Registered routes as "METHOD /path" from Fastify's own route tree, so hidden routes are included too. */
function registeredRoutes(tree: string): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack.push(path);
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method !== '' && method !== 'HEAD') routes.add(`${method} ${path}`);
    }
  }
  return routes;
}

const json = (payload: object) => (): Body => ({ payload, headers: {} });

function uploadBody(fields: Record<string, string>): Body {
  const form = multipart(fields, [{ filename: 'register.pdf', contentType: 'application/pdf', bytes: makePdf() }]);
  return { payload: form.payload, headers: form.headers };
}

function routeCases(a: TenantAData): RouteCase[] {
  const v = '/api/v1/verifications/:verification_id';
  const w = '/api/v1/webhook_endpoints/:id';
  const V = `/api/v1/verifications/${a.verificationId}`;
  const W = `/api/v1/webhook_endpoints/${a.endpointId}`;
  const P = `/api/v1/completeness_profiles/${a.profileId}`;
  const cases: [Method, string, RouteCase['kind'], string, (() => Body)?][] = [
    ['GET', '/api/v1/verifications', 'collection', '/api/v1/verifications?limit=100'],
    [
      'POST',
      '/api/v1/verifications',
      'create',
      '/api/v1/verifications',
      () => ({ payload: sampleIntake(), headers: {} }),
    ],
    ['GET', v, 'resource', V],
    ['GET', `${v}/companies`, 'resource', `${V}/companies`],
    ['GET', `${v}/companies/:id`, 'resource', `${V}/companies/${a.companyId}`],
    ['GET', `${v}/company_documents`, 'resource', `${V}/company_documents`],
    ['GET', `${v}/directors`, 'resource', `${V}/directors`],
    ['GET', `${v}/directors/:id`, 'resource', `${V}/directors/${a.directorId}`],
    [
      'POST',
      `${v}/documents`,
      'resource',
      `${V}/documents`,
      () => uploadBody({ company_id: a.companyId, document_type: 'other' }),
    ],
    ['GET', `${v}/audit_log`, 'resource', `${V}/audit_log`],
    ['GET', `${v}/external_risk_scores`, 'resource', `${V}/external_risk_scores`],
    ['POST', `${v}/state/:event`, 'resource', `${V}/state/start`, json({ comment: 'starting' })],
    [
      'POST',
      '/api/v1/webhooks/external_risk_score',
      'resource',
      '/api/v1/webhooks/external_risk_score',
      json({ id: a.verificationId, risk_score: { simple: 'low' } }),
    ],
    [
      'GET',
      '/api/v1/attachments/:rest',
      'resource',
      `/api/v1/attachments/${a.rest}?verification_id=${a.verificationId}`,
    ],
    ['GET', '/verifications/:verification_id/documents/download/:rest', 'resource', a.downloadPath],
    ['GET', '/api/v1/completeness_profiles', 'collection', '/api/v1/completeness_profiles?include_archived=true'],
    [
      'POST',
      '/api/v1/completeness_profiles',
      'create',
      '/api/v1/completeness_profiles',
      json({ name: 'Light', requirements: {} }),
    ],
    ['GET', '/api/v1/completeness_profiles/:id', 'resource', P],
    ['POST', '/api/v1/completeness_profiles/:id/archive', 'resource', `${P}/archive`],
    ['GET', '/api/v1/webhook_endpoints', 'collection', '/api/v1/webhook_endpoints'],
    ['POST', '/api/v1/webhook_endpoints', 'create', '/api/v1/webhook_endpoints', json({ url: HOOK_URL })],
    ['GET', w, 'resource', W],
    ['PATCH', w, 'resource', W, json({ description: 'changed by A' })],
    ['GET', `${w}/deliveries`, 'resource', `${W}/deliveries`],
    ['POST', `${w}/deliveries/:delivery_id/retry`, 'resource', `${W}/deliveries/${a.deliveryId}/retry`],
    ['POST', `${w}/replay`, 'resource', `${W}/replay`, json({ since: '2000-01-01T00:00:00Z' })],
    ['POST', `${w}/rotate_secret`, 'resource', `${W}/rotate_secret`],
    // Last: tenant A's own success check deletes it.
    ['DELETE', w, 'resource', W],
  ];
  return cases.map(([method, route, kind, url, body]) => ({ method, route, kind, url, ...(body ? { body } : {}) }));
}

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
    let tenantA: Tenant;
    let tenantB: Tenant;
    let a: TenantAData;
    let cases: RouteCase[];
    let revokedToken: string;

    const send = (c: RouteCase, headers: Record<string, string>) => {
      const body = c.body?.();
      return t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...(body?.headers ?? {}), ...headers },
        ...(body ? { payload: body.payload } : {}),
      });
    };
    const asA = async (method: Method, url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: tenantA.headers, ...(payload ? { payload } : {}) });
      assert.ok(res.statusCode < 300, `${method} ${url}: ${res.body}`);
      return res.json();
    };
    const aIds = () => Object.values(a).filter((value) => !value.startsWith('/') && value.length >= 8);

    before(async () => {
      t = await startTestApp(dialect);
      tenantA = await createTenant(t.ctx, 'Bank A');
      tenantB = await createTenant(t.ctx, 'Bank B');
      const profile = await asA('POST', '/api/v1/completeness_profiles', { name: 'Standard', requirements: {} });
      const endpoint = await asA('POST', '/api/v1/webhook_endpoints', { url: HOOK_URL });
      const endpointId: string = endpoint.webhook_endpoint.id;
      const intake = sampleIntake();
      const verificationId: string = (await asA('POST', '/api/v1/verifications', intake)).verification.id;
      const v = `/api/v1/verifications/${verificationId}`;
      const companyId: string = (await asA('GET', `${v}/companies`)).companies[0].id;
      const director = (await asA('GET', `${v}/directors`)).directors[0];
      const form = uploadBody({ company_id: companyId, document_type: 'certificate_of_incorporation' });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `${v}/documents`,
        headers: { ...tenantA.headers, ...form.headers },
        payload: form.payload,
      });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      const record = uploaded.json().document;
      const attachment = record.document.attachments[0];
      const original = new URL(attachment.urls.original);
      const deliveries = await asA('GET', `/api/v1/webhook_endpoints/${endpointId}/deliveries`);
      assert.ok(deliveries.deliveries.length > 0, 'opening the case queued a delivery');
      a = {
        verificationId,
        customerId: intake.customer_id as string,
        companyId,
        directorId: director.id,
        personId: director.person.id,
        documentId: record.id,
        attachmentId: attachment.id,
        rest: original.pathname.split('/').pop() as string,
        downloadPath: original.pathname,
        profileId: profile.completeness_profile.id,
        endpointId,
        deliveryId: deliveries.deliveries[0].id,
      };
      cases = routeCases(a);
      const extra = await createAccessToken(t.ctx, tenantA.accountId, 'to be revoked');
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
      const open = (route: string) =>
        / \/docs(\/|$)/.test(route) || route === 'GET /health' || route === 'GET /api/v1/openapi.json';
      const registered = [...registeredRoutes(t.app.printRoutes({ commonPrefix: false }))].filter((r) => !open(r));
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
      for (const operation of documented) assert.ok(covered.has(operation), `no security case for ${operation}`);
      assert.equal(documented.length, covered.size);
    });

    it("answers 404 to another account on each of A's resources, changing nothing and leaking no id", async () => {
      const snapshot = async () =>
        Promise.all(
          [
            `/api/v1/verifications/${a.verificationId}`,
            `/api/v1/verifications/${a.verificationId}/company_documents`,
            `/api/v1/verifications/${a.verificationId}/audit_log`,
            `/api/v1/completeness_profiles/${a.profileId}`,
            `/api/v1/webhook_endpoints/${a.endpointId}`,
          ].map(async (url) => (await t.app.inject({ url, headers: tenantA.headers })).body),
        );
      const before = await snapshot();
      for (const c of cases) {
        const res = await send(c, tenantB.headers);
        const label = `${c.method} ${c.url} with tenant B's token: ${res.body}`;
        if (c.kind === 'resource') {
          assert.equal(res.statusCode, 404, label);
          assert.equal(res.json().error.code, 'not_found', label);
        } else {
          assert.equal(res.statusCode, c.kind === 'create' ? 201 : 200, label);
        }
        for (const id of aIds()) assert.ok(!res.body.includes(id), `${label} must not contain ${id}`);
      }
      assert.deepEqual(await snapshot(), before, "B's requests changed nothing of A's");
    });

    it('answers 404, not a field error, when another account uploads to a person or company of A', async () => {
      const owners: Record<string, string>[] = [{ person_id: a.personId }, { company_id: a.companyId }, {}];
      for (const owner of owners) {
        const form = uploadBody({ ...owner, document_type: 'passport' });
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/verifications/${a.verificationId}/documents`,
          headers: { ...tenantB.headers, ...form.headers },
          payload: form.payload,
        });
        assert.equal(res.statusCode, 404, `${JSON.stringify(owner)}: ${res.body}`);
      }
    });

    it("keeps A's data out of B's lists whatever the filters, and B's data out of A's", async () => {
      const urls = [
        `/api/v1/verifications?customer_id=${a.customerId}`,
        '/api/v1/verifications?limit=100&status=processing,new,in_progress',
        '/api/v1/verifications?created_from=2000-01-01',
      ];
      for (const url of urls) {
        const res = await t.app.inject({ url, headers: tenantB.headers });
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
        for (const id of aIds()) assert.ok(!res.body.includes(id), `${url} must not contain ${id}`);
      }
      const own = await t.app.inject({
        url: `/api/v1/verifications?customer_id=${a.customerId}`,
        headers: tenantA.headers,
      });
      assert.equal(own.json().verifications[0].id, a.verificationId, 'the same filter finds it for A');

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: tenantB.headers,
        payload: sampleIntake(),
      });
      const bId = created.json().verification.id;
      const listA = await t.app.inject({ url: '/api/v1/verifications?limit=100', headers: tenantA.headers });
      assert.ok(!listA.body.includes(bId));
      assert.equal(
        (await t.app.inject({ url: `/api/v1/verifications/${bId}`, headers: tenantA.headers })).statusCode,
        404,
      );
      // A link minted for A's verification cannot be replayed against B's.
      for (const url of [
        `/api/v1/attachments/${a.rest}?verification_id=${bId}`,
        `/verifications/${bId}/documents/download/${a.rest}`,
      ]) {
        assert.equal((await t.app.inject({ url, headers: tenantB.headers })).statusCode, 404, url);
      }
    });

    it('refuses a missing, malformed, unknown or revoked token on every route with one 401 body', async () => {
      const count = async () =>
        (await t.app.inject({ url: '/api/v1/verifications?limit=100', headers: tenantA.headers })).json().verifications
          .length;
      const before = await count();
      const credentials: [string, Record<string, string>][] = [
        ['no Authorization header', {}],
        ['Bearer with garbage', { authorization: 'Bearer not-a-token' }],
        ['Bearer with nothing', { authorization: 'Bearer ' }],
        ['Basic scheme', { authorization: `Basic ${Buffer.from(`user:${tenantA.token}`).toString('base64')}` }],
        ['the token without a scheme', { authorization: tenantA.token }],
        ['the token in another header', { 'x-api-key': tenantA.token, 'x-access-token': tenantA.token }],
        ['a well-formed unknown dsr_ token', { authorization: `Bearer ${UNKNOWN_TOKEN}` }],
        ['a revoked token', { authorization: `Bearer ${revokedToken}` }],
        ['a token with a character changed', { authorization: `Bearer ${tenantA.token.slice(0, -1)}0` }],
      ];
      const messages = new Set<string>();
      for (const c of cases) {
        for (const [label, headers] of credentials) {
          messages.add(assertUnauthorized(await send(c, headers), `${c.method} ${c.url} with ${label}`));
        }
        const inQuery = await t.app.inject({
          method: c.method,
          url: `${c.url}${c.url.includes('?') ? '&' : '?'}access_token=${tenantA.token}`,
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
        const res = await send(c, tenantA.headers);
        assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${c.method} ${c.url}: ${res.statusCode} ${res.body}`);
      }
    });
  });
}

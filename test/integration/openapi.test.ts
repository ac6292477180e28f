import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { makePng, multipart, sampleIntake } from '../helpers/fixtures.js';
import { createTenant, startTestApp, type TestApp, testDialects } from '../helpers/test-app.js';

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, Record<string, unknown>> };
  security?: Record<string, unknown>[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function operations(doc: OpenApiDoc): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]): [string, string, Operation] => [method.toUpperCase(), path, op]),
  );
}

function findRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) findRefs(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v);
      else findRefs(v, out);
    }
  }
  return out;
}

/** The operations that need no credential: signing in, and the one-time set-password link (itself the credential). */
const OPEN_OPERATIONS = new Set([
  'POST /api/v1/session',
  // The second sign-in step: its credential is the challenge cookie of the first.
  'POST /api/v1/session/mfa',
  // Passkey sign-in: the passkey's signature (or, for the second factor, the first step's cookie) is the credential.
  'POST /api/v1/session/passkey/challenge',
  'POST /api/v1/session/passkey',
  'POST /api/v1/session/mfa/passkey_challenge',
  'POST /api/v1/password_links/check',
  'POST /api/v1/password_links/use',
  // Single sign-on: the e-mail names the provider; the return's credential is the provider's answer and a cookie.
  'POST /api/v1/sso/start',
  'GET /api/v1/sso/callback',
]);

for (const dialect of testDialects()) {
  describe(`OpenAPI document [${dialect}]`, () => {
    let t: TestApp;
    let doc: OpenApiDoc;
    let resolved: OpenApiDoc;

    before(async () => {
      t = await startTestApp(dialect);
      const res = await t.app.inject({ url: '/api/v1/openapi.json' });
      doc = res.json();
      resolved = (await SwaggerParser.dereference(structuredClone(doc) as never)) as unknown as OpenApiDoc;
    });
    after(() => t.close());

    it('is served without a token as JSON, and is the document the app generates', async () => {
      const res = await t.app.inject({ url: '/api/v1/openapi.json' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.deepEqual(res.json(), JSON.parse(JSON.stringify(t.app.swagger())));
    });

    it('is a valid OpenAPI 3.1 document for interface version 1.5.1', async () => {
      await SwaggerParser.validate(structuredClone(doc) as never);
      assert.match(doc.openapi, /^3\.1\.\d+$/);
      assert.equal(doc.info.version, '1.5.1');
      assert.ok(doc.info.title.length > 0);
    });

    it('declares Bearer authentication for the whole API', () => {
      const schemes = Object.values(doc.components.securitySchemes);
      const bearer = Object.entries(doc.components.securitySchemes).find(
        ([, s]) => s.type === 'http' && String(s.scheme).toLowerCase() === 'bearer',
      );
      assert.ok(bearer, `a bearer scheme among ${JSON.stringify(schemes)}`);
      assert.ok(
        doc.security?.some((requirement) => bearer[0] in requirement),
        'required globally',
      );
      for (const [method, path, op] of operations(doc)) {
        if (OPEN_OPERATIONS.has(`${method} ${path}`)) {
          assert.deepEqual(op.security, [], `${method} ${path} is documented as needing no credential`);
          continue;
        }
        if (op.security === undefined) continue;
        assert.ok(
          op.security.length > 0 && op.security.every((r) => typeof r === 'object' && r !== null && bearer[0] in r),
          `${method} ${path} must not opt out of authentication`,
        );
      }
    });

    it('documents every operation with a summary, a 2xx response and its error responses', () => {
      const ops = operations(doc);
      assert.ok(ops.length >= 12, `found ${ops.length} operations`);
      const errorRef = '#/components/schemas/ErrorBody';
      for (const [method, path, op] of ops) {
        const label = `${method} ${path}`;
        assert.ok(op.summary && op.summary.length > 0, `${label} has a summary`);
        const statuses = Object.keys(op.responses);
        // The provider's return to single sign-on is a browser navigation: its success is a redirect to the console.
        const success = label === 'GET /api/v1/sso/callback' ? /^303$/ : /^2\d\d$/;
        assert.ok(
          statuses.some((s) => success.test(s)),
          `${label} documents a success: ${statuses}`,
        );
        // The open routes check no credential and have no per-caller limit (sign-in has its per-e-mail lockout).
        const expected = OPEN_OPERATIONS.has(label) ? [] : ['401', '429'];
        if (path.includes('{')) expected.push('400', '404');
        if (op.requestBody !== undefined || (op.parameters ?? []).some((p) => p.in === 'query')) expected.push('400');
        for (const status of expected) assert.ok(statuses.includes(status), `${label} documents ${status}`);
        for (const status of statuses.filter((s) => Number(s) >= 400)) {
          // 416 (a Range that cannot be served) carries Content-Range and no body, like 304.
          if (status === '416' && op.responses[status]?.content === undefined) continue;
          const schema = op.responses[status]?.content?.['application/json']?.schema as { $ref?: string } | undefined;
          assert.equal(schema?.$ref, errorRef, `${label} ${status} is an ErrorBody`);
        }
      }
    });

    it('resolves every reference, and every success response has a schema', () => {
      const refs = findRefs(doc);
      assert.ok(refs.length > 0);
      for (const ref of refs) {
        assert.match(ref, /^#\/components\/schemas\/[A-Za-z0-9_]+$/);
        assert.ok((ref.split('/').pop() as string) in doc.components.schemas, `${ref} exists`);
      }
      assert.deepEqual(findRefs(resolved), [], 'nothing left unresolved');
      for (const [method, path, op] of operations(resolved)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (!/^2\d\d$/.test(status) || status === '204' || status === '206') continue;
          const content = response.content ?? {};
          const schemas = Object.values(content).map((c) => c.schema);
          assert.ok(schemas.length > 0, `${method} ${path} ${status} has content`);
          for (const schema of schemas) assert.equal(typeof schema, 'object', `${method} ${path} ${status}`);
        }
      }
    });

    it('describes file downloads as files, not JSON', () => {
      for (const path of ['/api/v1/attachments/{rest}', '/verifications/{verification_id}/documents/download/{rest}']) {
        const content = doc.paths[path]?.get?.responses['200']?.content ?? {};
        assert.ok(Object.keys(content).length > 0, path);
        assert.ok(!('application/json' in content), `${path} 200 is documented as ${Object.keys(content)}`);
      }
    });

    it('matches what the API really answers', async () => {
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      const check = (method: string, template: string, res: LightMyRequestResponse) => {
        const op = resolved.paths[template]?.[method.toLowerCase()];
        assert.ok(op, `${method} ${template} is documented`);
        const response = op.responses[String(res.statusCode)];
        assert.ok(response, `${method} ${template} documents status ${res.statusCode}: ${res.body}`);
        const schema = response.content?.['application/json']?.schema;
        assert.ok(schema, `${method} ${template} ${res.statusCode} has a JSON schema`);
        const validate = ajv.compile(schema as object);
        assert.ok(
          validate(res.json()),
          `${method} ${template} ${res.statusCode}: ${JSON.stringify(validate.errors)} for ${res.body.slice(0, 500)}`,
        );
      };
      const tenant = await createTenant(t.ctx);
      const h = tenant.headers;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/verifications',
        headers: h,
        payload: sampleIntake(),
      });
      check('POST', '/api/v1/verifications', created);
      const id = created.json().verification.id;
      const v = `/api/v1/verifications/${id}`;
      const t2 = '/api/v1/verifications/{verification_id}';
      check('GET', '/api/v1/verifications', await t.app.inject({ url: '/api/v1/verifications', headers: h }));
      check('GET', t2, await t.app.inject({ url: v, headers: h }));
      const companies = await t.app.inject({ url: `${v}/companies`, headers: h });
      check('GET', `${t2}/companies`, companies);
      const companyId = companies.json().companies[0].id;
      check('GET', `${t2}/companies/{id}`, await t.app.inject({ url: `${v}/companies/${companyId}`, headers: h }));
      const directors = await t.app.inject({ url: `${v}/directors`, headers: h });
      check('GET', `${t2}/directors`, directors);
      const director = directors.json().directors[0];
      check('GET', `${t2}/directors/{id}`, await t.app.inject({ url: `${v}/directors/${director.id}`, headers: h }));
      const form = multipart({ person_id: director.person.id, document_type: 'passport' }, [
        { filename: 'passport.png', contentType: 'image/png', bytes: await makePng(300, 200) },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `${v}/documents`,
        headers: { ...h, ...form.headers },
        payload: form.payload,
      });
      check('POST', `${t2}/documents`, uploaded);
      check('GET', `${t2}/company_documents`, await t.app.inject({ url: `${v}/company_documents`, headers: h }));
      check('GET', `${t2}/directors`, await t.app.inject({ url: `${v}/directors`, headers: h }));
      check(
        'GET',
        '/api/v1/completeness_profiles',
        await t.app.inject({ url: '/api/v1/completeness_profiles', headers: h }),
      );
      const post = (url: string, payload?: object) =>
        t.app.inject({ method: 'POST', url, headers: h, ...(payload ? { payload } : {}) });
      check('POST', `${t2}/state/{event}`, await post(`${v}/state/start`, { comment: 'looking' }));
      check('GET', `${t2}/audit_log`, await t.app.inject({ url: `${v}/audit_log`, headers: h }));
      const riskScore = { id, risk_score: { simple: 'medium', detailed: { score: '55', reasons: ['pep'] } } };
      check(
        'POST',
        '/api/v1/webhooks/external_risk_score',
        await post('/api/v1/webhooks/external_risk_score', riskScore),
      );
      check('GET', `${t2}/external_risk_scores`, await t.app.inject({ url: `${v}/external_risk_scores`, headers: h }));
      const profile = await post('/api/v1/completeness_profiles', { name: 'Basic', requirements: { sections: [] } });
      check('POST', '/api/v1/completeness_profiles', profile);
      const p = `/api/v1/completeness_profiles/${profile.json().completeness_profile.id}`;
      check('GET', '/api/v1/completeness_profiles/{id}', await t.app.inject({ url: p, headers: h }));
      check('POST', '/api/v1/completeness_profiles/{id}/archive', await post(`${p}/archive`));
      const endpoint = await post('/api/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hooks' });
      check('POST', '/api/v1/webhook_endpoints', endpoint);
      const w = `/api/v1/webhook_endpoints/${endpoint.json().webhook_endpoint.id}`;
      check('GET', '/api/v1/webhook_endpoints', await t.app.inject({ url: '/api/v1/webhook_endpoints', headers: h }));
      check('GET', '/api/v1/webhook_endpoints/{id}', await t.app.inject({ url: w, headers: h }));
      check('POST', '/api/v1/webhook_endpoints/{id}/rotate_secret', await post(`${w}/rotate_secret`));
      check('POST', '/api/v1/verifications', await post('/api/v1/verifications', sampleIntake()));
      check(
        'GET',
        '/api/v1/webhook_endpoints/{id}/deliveries',
        await t.app.inject({ url: `${w}/deliveries`, headers: h }),
      );
      // Error bodies match the documented ErrorBody too.
      check('GET', t2, await t.app.inject({ url: v }));
      check('GET', t2, await t.app.inject({ url: `/api/v1/verifications/${crypto.randomUUID()}`, headers: h }));
      check('GET', t2, await t.app.inject({ url: '/api/v1/verifications/not-a-uuid', headers: h }));
      check(
        'POST',
        '/api/v1/verifications',
        await t.app.inject({ method: 'POST', url: '/api/v1/verifications', headers: h, payload: {} }),
      );
    });

    it('serves the interactive reference at /docs without a token', async () => {
      let res = await t.app.inject({ url: '/docs' });
      if (res.statusCode >= 300 && res.statusCode < 400) {
        res = await t.app.inject({ url: new URL(String(res.headers.location), 'http://localhost/docs').pathname });
      }
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.match(res.body, /<html/i);
    });
  });
}

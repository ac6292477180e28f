import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../schemas/common.js';
import { CaseCompanyDetail, CompanyDetail, CompanyListItem } from '../schemas/company.js';
import { Address, Director } from '../schemas/director.js';
import { DocumentRecord } from '../schemas/document.js';
import { Invitation } from '../schemas/invitation.js';
import { ownershipSchemas } from '../schemas/ownership.js';
import { PEOPLE_SCHEMAS } from '../schemas/people.js';
import { ScreeningIssue } from '../schemas/screening.js';
import { CompletenessProfile, Verification } from '../schemas/verification.js';
import { WebhookEndpoint } from '../schemas/webhook-endpoint.js';

/** Schemas shared by reference: registered once, serialized by fast-json-stringify, listed as OpenAPI components. */
export const SHARED_SCHEMAS = [
  ErrorBody,
  DocumentRecord,
  Address,
  Director,
  CompanyListItem,
  CompanyDetail,
  CaseCompanyDetail,
  Verification,
  CompletenessProfile,
  WebhookEndpoint,
  Invitation,
  ...PEOPLE_SCHEMAS,
  ...ownershipSchemas,
  ScreeningIssue,
];

export const API_VERSION = '1.5.1';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dossier API',
        version: API_VERSION,
        description:
          'KYB verification review. Authenticate every request with `Authorization: Bearer <access token>`. ' +
          'Every non-2xx response carries the ErrorBody shape.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'a dsr_ company access token' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'dossier_session',
            description: 'a console session (POST /api/v1/session); writes also need the X-CSRF-Token header',
          },
        },
      },
      security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerLazyDocs(app);
}

/**
 * /docs's Content Security Policy: the console's, except that Swagger UI draws its icons as data: images and sets
 * inline styles (its page has no inline script: the plugin's own csp.json lists no script hash).
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The interactive reference at /docs (Swagger UI). Its plugin loads a YAML parser, a static-file server and its
 * assets' index: a tenth of the service's start-up, for a page few requests ever ask for. So /docs is served by a
 * small Fastify instance built on the first request for it, with the same OpenAPI document; the service hands those
 * requests over as they come.
 */
function registerLazyDocs(app: FastifyInstance): void {
  let docs: Promise<FastifyInstance> | null = null;
  const build = async () => {
    const [{ default: Fastify }, { default: swaggerUi }] = await Promise.all([
      import('fastify'),
      import('@fastify/swagger-ui'),
    ]);
    const inner = Fastify({ logger: false });
    // The console's protections (issue 18): no framing, no sniffing, scripts and styles only from this origin.
    inner.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('content-security-policy', DOCS_CSP);
      reply.header('x-frame-options', 'DENY');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'same-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      done(null, payload);
    });
    // The document as the service generates it (OpenAPI 3.1, which the plugin's static-mode type predates).
    await inner.register(swagger, { mode: 'static', specification: { document: app.swagger() as never } });
    // Tags start collapsed: the reference lists some 150 operations, and Swagger UI stopped rendering the expanded
    // list after its first tag once the document passed about 400 KB (test/e2e/docs-headers.test.ts).
    await inner.register(swaggerUi, {
      routePrefix: '/docs',
      uiConfig: { deepLinking: true, docExpansion: 'none' },
    });
    await inner.ready();
    return inner;
  };
  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= build().catch((error: unknown) => {
      docs = null; // the next request tries again
      throw error;
    });
    const inner = await docs;
    reply.hijack();
    inner.routing(request.raw, reply.raw);
  };
  app.get('/docs', { schema: { hide: true } }, handOver);
  app.get('/docs/*', { schema: { hide: true } }, handOver);
  app.addHook('onClose', async () => {
    await (await docs?.catch(() => null))?.close();
  });
}

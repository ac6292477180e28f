import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '../schemas/common.js';
import { CompanyDetail, CompanyListItem } from '../schemas/company.js';
import { Director } from '../schemas/director.js';
import { DocumentRecord } from '../schemas/document.js';
import { Invitation } from '../schemas/invitation.js';
import { PEOPLE_SCHEMAS } from '../schemas/people.js';
import { CompletenessProfile, Verification } from '../schemas/verification.js';
import { WebhookEndpoint } from '../schemas/webhook-endpoint.js';

/** Schemas shared by reference: registered once, serialized by fast-json-stringify, listed as OpenAPI components. */
export const SHARED_SCHEMAS = [
  ErrorBody,
  DocumentRecord,
  Director,
  CompanyListItem,
  CompanyDetail,
  Verification,
  CompletenessProfile,
  WebhookEndpoint,
  Invitation,
  ...PEOPLE_SCHEMAS,
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
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

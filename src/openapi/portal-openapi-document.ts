import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { portalRoutes } from '../http/routes/portal-routes.js';
import type { ServiceContext } from '../services/service-context.js';

/** Where the portal's API lives; its routes are registered under it in src/app.ts. */
const PORTAL_API_PREFIX = '/portal/api';

/**
 * The portal API's own OpenAPI document, built from the same route schemas that validate and serialize its
 * requests and answers. The portal's routes are hidden from the integrator's document (they serve the portal's
 * page only), so they are registered here alone, unhidden; nothing is served and no handler runs, so they get no
 * service context. Used to generate the portal's client types (`npm run api-types`).
 */
export async function buildPortalOpenApiDocument(): Promise<unknown> {
  const app = Fastify({ logger: false });
  // Only the document is wanted: no validator or serializer is compiled.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dossier portal API',
        version: '1',
        description:
          "The customer portal's API, for the portal's page only (docs/portal-api.md). A session is the " +
          '`dossier_portal` cookie; every write carries the session’s csrf_token as X-CSRF-Token.',
      },
    },
    // Every portal route but the catch-all that answers unknown paths with 404.
    transform: ({ schema, url }) => ({ schema: url.endsWith('/*') ? schema : { ...schema, hide: false }, url }),
  });
  await app.register(portalRoutes, {
    ctx: {} as ServiceContext,
    secureCookies: true,
    prefix: PORTAL_API_PREFIX,
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

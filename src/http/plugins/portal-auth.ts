import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { authenticatePortalSession, type PortalPrincipal, portalCsrfMatches } from '../../services/portal-sessions.js';
import type { ServiceContext } from '../../services/service-context.js';
import { sendError } from './error-handler.js';
import { type RateLimit, takeAddressLimit, takeRateLimit } from './rate-limit.js';
import { readCookie } from './session-cookie.js';

/** The portal's cookie: its own name and path, so it is never sent to /api/v1 and never mistaken for the console's. */
export const PORTAL_COOKIE = 'dossier_portal';
export const PORTAL_COOKIE_PATH = '/portal/';

declare module 'fastify' {
  interface FastifyRequest {
    portal: PortalPrincipal | null;
  }
  interface FastifyContextConfig {
    /** A portal route that needs no session: opening a link, asking for a new one. */
    portalOpen?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The customer of a portal route (its hook has already refused a request without a session). */
export function portalOf(request: FastifyRequest): PortalPrincipal {
  if (request.portal === null) throw new AppError('unauthorized', 'Open the link from your e-mail to continue');
  return request.portal;
}

/**
 * Requires a portal session on every route of the scope but the open ones, and the CSRF header on its writes. A
 * console session or an access token is not a portal session: neither is looked at here.
 */
export function addPortalAuth(
  scope: FastifyInstance,
  ctx: ServiceContext,
  rateLimit: RateLimit | null,
  addressLimit: RateLimit | null = null,
): void {
  scope.decorateRequest('portal', null);
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Opening a link and asking for a new one take a token without a session: limited per client address.
    if (request.routeOptions.config.portalOpen === true) {
      return addressLimit === null ? undefined : takeAddressLimit(addressLimit, request, reply);
    }
    const token = readCookie(request.headers.cookie, PORTAL_COOKIE);
    const principal = token === null ? null : await authenticatePortalSession(ctx, token);
    if (principal === null) {
      return sendError(reply, request, new AppError('unauthorized', 'Open the link from your e-mail to continue'));
    }
    request.portal = principal;
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers['x-csrf-token'];
      if (!portalCsrfMatches(ctx, principal.sessionHash, Array.isArray(header) ? header[0] : header)) {
        return sendError(reply, request, new AppError('forbidden', 'A portal write needs the X-CSRF-Token header'));
      }
    }
    // One budget per invitation, whatever number of sessions or devices it has open.
    if (rateLimit === null) return;
    return takeRateLimit(rateLimit, `portal:${principal.invitationId}`, request, reply);
  });
}

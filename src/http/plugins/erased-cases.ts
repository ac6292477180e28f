import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { isUuid } from '../../domain/uuid.js';
import { caseIsErased } from '../../services/case-erasure.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf } from './api-auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route still answers for an erased case (the record with its tombstone, the redacted audit log). Every
     * other route naming a case answers 410 erased once its erasure has started.
     */
    keptAfterErasure?: boolean;
  }
}

/** The case a request names: in its path, its query (attachment links) or its body (a pushed risk score). */
function caseNamed(request: FastifyRequest): string | null {
  for (const source of [request.params, request.query, request.body]) {
    const id = (source as { verification_id?: unknown } | null | undefined)?.verification_id;
    if (typeof id === 'string' && isUuid(id)) return id;
  }
  return null;
}

/**
 * Answers 410 erased for every route of the scope that names an erased case (or one being erased: nothing half
 * erased is ever shown). New routes are covered by default; a route that must keep answering says so with
 * `config.keptAfterErasure`. Runs after authentication, so strangers still get 401 and other accounts 404.
 */
export function addErasedCaseGuard(scope: FastifyInstance, ctx: ServiceContext): void {
  scope.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.keptAfterErasure) return;
    const id = caseNamed(request);
    if (id === null || request.auth === null) return;
    if (await caseIsErased(ctx, accountOf(request), id)) {
      throw new AppError('erased', 'The personal data of this verification has been erased');
    }
  });
}

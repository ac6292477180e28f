import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { CompiledQuery } from 'kysely';
import { AppError } from './domain/app-error.js';
import { uuidv7 } from './domain/uuid.js';
import { createHotReads, type HotReadStats, serverWithHotReads } from './http/hot-reads.js';
import { addApiAuth } from './http/plugins/api-auth.js';
import { addErasedCaseGuard } from './http/plugins/erased-cases.js';
import { registerErrorHandling, sendError } from './http/plugins/error-handler.js';
import { registerGracefulClose } from './http/plugins/graceful-close.js';
import {
  DEFAULT_HTTP_TIMEOUTS,
  type HttpTimeouts,
  registerBodyTimeout,
  serverTimeoutOptions,
} from './http/plugins/http-timeouts.js';
import { lazySerializerFactory } from './http/plugins/lazy-compilers.js';
import { lazyChildLoggerFactory } from './http/plugins/lazy-request-logger.js';
import { registerOpenApi } from './http/plugins/openapi.js';
import { addPortalAuth } from './http/plugins/portal-auth.js';
import { type RateLimit, takeAddressLimit } from './http/plugins/rate-limit.js';
import { InMemoryRateLimitStore, type RateLimitStore } from './http/plugins/rate-limit-store.js';
import { registerSchemaValidation } from './http/plugins/schema-validation.js';
import { registerWebApps } from './http/plugins/web-apps.js';
import { requestLine, writesRequestLines } from './http/request-line.js';
import { accessTokenRoutes } from './http/routes/access-token-routes.js';
import { accountRoutes } from './http/routes/account-routes.js';
import { attachmentRoutes } from './http/routes/attachment-routes.js';
import { caseWorkRoutes } from './http/routes/case-work-routes.js';
import { companyRoutes } from './http/routes/company-routes.js';
import { completenessProfileRoutes, contextProfileRoutes } from './http/routes/completeness-profile-routes.js';
import { directorRoutes } from './http/routes/director-routes.js';
import { documentRoutes } from './http/routes/document-routes.js';
import { invitationRoutes } from './http/routes/invitation-routes.js';
import { inviteAliasRoutes } from './http/routes/invite-alias-routes.js';
import { mfaRoutes } from './http/routes/mfa-routes.js';
import { type ReadinessCheck, registerOperations } from './http/routes/operations-routes.js';
import { ownershipRoutes } from './http/routes/ownership-routes.js';
import { passkeyRoutes } from './http/routes/passkey-routes.js';
import { passkeySignInRoutes } from './http/routes/passkey-sign-in-routes.js';
import { passwordLinkRoutes } from './http/routes/password-link-routes.js';
import { peopleRoutes } from './http/routes/people-routes.js';
import { portalRoutes } from './http/routes/portal-routes.js';
import { reportRoutes } from './http/routes/report-routes.js';
import { retentionRoutes } from './http/routes/retention-routes.js';
import { reviewCalendarRoutes } from './http/routes/review-calendar-routes.js';
import { reviewRoutes } from './http/routes/review-routes.js';
import { revisionRoutes } from './http/routes/revision-routes.js';
import { riskRoutes } from './http/routes/risk-routes.js';
import { riskScoreRoutes } from './http/routes/risk-score-routes.js';
import { screeningCheckRoutes } from './http/routes/screening-check-routes.js';
import { screeningIssueRoutes } from './http/routes/screening-issue-routes.js';
import { screeningListRoutes } from './http/routes/screening-list-routes.js';
import { sessionRoutes, signInRoutes } from './http/routes/session-routes.js';
import { sourceLookupRoutes, sourceSystemRoutes } from './http/routes/source-system-routes.js';
import { ssoSettingsRoutes, ssoSignInRoutes } from './http/routes/sso-routes.js';
import { userRoutes } from './http/routes/user-routes.js';
import { verificationExportRoutes } from './http/routes/verification-export-routes.js';
import { verificationRoutes } from './http/routes/verification-routes.js';
import { webhookDeliveryRoutes } from './http/routes/webhook-delivery-routes.js';
import { webhookEndpointRoutes } from './http/routes/webhook-endpoint-routes.js';
import { ErrorBody } from './http/schemas/common.js';
import type { DossierMetrics } from './metrics/metrics.js';
import type { ServiceContext } from './services/service-context.js';

export interface AppDeps {
  readonly ctx: ServiceContext;
  readonly publicUrl: string;
  readonly bodyLimitBytes: number;
  /** Requests per second and burst per token; null turns the limit off. */
  readonly rateLimit: { readonly perSecond: number; readonly burst: number } | null;
  /** Defaults to an in-memory store; pass a shared one to coordinate instances. */
  readonly rateLimitStore?: RateLimitStore;
  /**
   * Requests per minute (and at once) one client address may make to the routes that take a password or a link
   * without a credential: console sign-in, the set-password links, the portal's session and new-link routes. Kept in
   * `rateLimitStore` when given (Redis: across instances), else in memory. Absent or null: no such limit (tests).
   */
  readonly signInAddressLimit?: { readonly perMinute: number } | null;
  /** Header, body, upload and keep-alive timeouts (DOSSIER_*_TIMEOUT_SECONDS); DEFAULT_HTTP_TIMEOUTS when absent. */
  readonly timeouts?: HttpTimeouts;
  /** Fastify's trustProxy: whose X-Forwarded-For gives the client address (DOSSIER_TRUST_PROXY); false by default. */
  readonly trustProxy?: boolean | number | string;
  /** A pino logger, or false for none (tests). */
  readonly logger: FastifyBaseLogger | false;
  /**
   * The built browser apps (`dist/web`, holding `console/index.html`), served at `/console/`; absent or null
   * serves none (API-only tests, benchmarks).
   */
  readonly webDir?: string | null;
  /** Prometheus metrics (request durations are observed when present); absent or null keeps none. */
  readonly metrics?: DossierMetrics | null;
  /** The Bearer token of `GET /metrics`; absent or null: no `/metrics` route on this listener (404). */
  readonly metricsToken?: string | null;
  /** What `/ready` checks besides the database (blob store, Redis…), each with a short timeout. */
  readonly readinessChecks?: readonly ReadinessCheck[];
  /**
   * Answer the company detail before Fastify's pipeline when it can be (hot-reads.ts): on by default, where the
   * context allows it (a token cache and SQLite's reads at once). Only a listening server has it: `inject` goes
   * straight to Fastify.
   */
  readonly hotReads?: boolean;
}

const hotReadStatsByApp = new WeakMap<FastifyInstance, HotReadStats>();

/** How many requests the app's hot path answered; null when it has none. */
export function hotReadStats(app: FastifyInstance): HotReadStats | null {
  return hotReadStatsByApp.get(app) ?? null;
}

/** Builds the whole HTTP application. `serve`, the tests and the benchmarks all use this one function. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const rateLimit =
    deps.rateLimit === null || deps.rateLimit.perSecond === 0 || deps.rateLimit.burst === 0
      ? null
      : {
          store: deps.rateLimitStore ?? new InMemoryRateLimitStore(deps.rateLimit.perSecond, deps.rateLimit.burst),
          limit: deps.rateLimit.burst,
        };
  const addressLimit: RateLimit | null =
    deps.signInAddressLimit == null || deps.signInAddressLimit.perMinute === 0
      ? null
      : {
          store: deps.rateLimitStore ?? new InMemoryRateLimitStore(1, 1),
          limit: deps.signInAddressLimit.perMinute,
          bucket: { perSecond: deps.signInAddressLimit.perMinute / 60, burst: deps.signInAddressLimit.perMinute },
        };
  const hotReads =
    deps.hotReads !== false && deps.ctx.tokenCache !== undefined && deps.ctx.readNow !== undefined
      ? createHotReads({ ctx: deps.ctx, rateLimit, metrics: deps.metrics ?? null, logger: deps.logger })
      : null;
  let hotReadsOpen = hotReads !== null;

  const timeouts = deps.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  const app = Fastify({
    // request.log makes its pino child only when the request logs something (lazy-request-logger.ts).
    ...(deps.logger ? { loggerInstance: deps.logger, childLoggerFactory: lazyChildLoggerFactory } : { logger: false }),
    bodyLimit: deps.bodyLimitBytes,
    ...serverTimeoutOptions(timeouts),
    // A union here would make TypeScript pick Fastify's HTTP/2 overload; the value is one of the accepted forms.
    trustProxy: (deps.trustProxy ?? false) as boolean,
    genReqId: () => uuidv7(),
    // The server Fastify would make, with the hot reads answered in front of its handler while the app is open.
    ...(hotReads && { serverFactory: serverWithHotReads(hotReads.answer, () => hotReadsOpen) }),
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false } },
    // Response serializers are compiled on a route's first use, not at boot (lazy-compilers.ts).
    schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory() } },
    // The router's own refusals (a path segment over maxParamLength, bad percent-encoding) name no resource:
    // answer them as an unknown path, in the one error body, instead of Fastify's bare 414/400.
    frameworkErrors: (_error, request, reply) =>
      sendError(
        reply,
        request,
        new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
      ),
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerSchemaValidation(app);
  registerBodyTimeout(app, timeouts.bodyMs);
  registerErrorHandling(app);
  // JSON is UTF-8 (RFC 8259): refuse invalid bytes rather than store U+FFFD in their place.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  // No route takes plain text: such a body is answered 415 everywhere rather than parsed and then refused as 400.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      return done(new AppError('unsupported_media_type', 'JSON bodies must be UTF-8'), undefined);
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(AppError.field('body', 'is not valid UTF-8'), undefined);
    }
    parseJson(request, text, done);
  });
  // Hooks on every request take a callback, not a promise: an async hook costs an allocation and a microtask turn.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data: no browser or proxy keeps them (issue 18). The console's and portal's static
    // files and the portal's reference data set their own caching; every other answer, errors included, is no-store.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // One line per request at most: logging is not free on the hot path.
  app.addHook('onResponse', (request, reply, done) => {
    if (writesRequestLines(request.log)) {
      request.log.info(
        requestLine(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime),
        'request',
      );
    }
    done();
  });
  // /ready, /metrics and the request-duration histogram; close() drains in-flight requests (at most 10 s).
  registerOperations(app, {
    db: deps.ctx.db,
    metrics: deps.metrics ?? null,
    metricsToken: deps.metricsToken ?? null,
    readinessChecks: deps.readinessChecks ?? [],
  });
  registerGracefulClose(app);
  if (hotReads !== null) {
    hotReadStatsByApp.set(app, hotReads.stats);
    // From the start of close() on, every request goes to Fastify, which answers 503 and closes the connection.
    app.addHook('preClose', (done) => {
      hotReadsOpen = false;
      done();
    });
  }

  await app.register(formbody, { bodyLimit: deps.bodyLimitBytes });
  await app.register(multipart, {
    limits: {
      fileSize: deps.ctx.uploadLimitBytes,
      files: 10,
      fields: 40,
      fieldSize: 16 * 1024,
      parts: 60,
      headerPairs: 100,
    },
  });
  await registerOpenApi(app, deps.publicUrl);

  // Compiled once: the probe's query is the same every time.
  const healthQuery = CompiledQuery.raw('select 1');
  app.get('/health', { schema: { hide: true } }, async () => {
    await deps.ctx.db.executeQuery(healthQuery);
    return { status: 'ok' };
  });

  registerWebApps(app, deps.webDir);
  const sessionOptions = { ctx: deps.ctx, secureCookies: deps.publicUrl.startsWith('https:') };

  // No credential: signing in, and setting a password with a one-time link (the link is the credential).
  await app.register(
    async (open) => {
      if (addressLimit !== null) {
        open.addHook('onRequest', (request, reply) => takeAddressLimit(addressLimit, request, reply));
      }
      await open.register(signInRoutes, sessionOptions);
      await open.register(passkeySignInRoutes, sessionOptions);
      await open.register(ssoSignInRoutes, sessionOptions);
      await open.register(passwordLinkRoutes, { ctx: deps.ctx });
    },
    { prefix: '/api/v1' },
  );

  // The customer portal's own API: its cookie, its CSRF token, one invitation's application and nothing else.
  await app.register(
    async (portal) => {
      addPortalAuth(portal, deps.ctx, rateLimit, addressLimit);
      await portal.register(portalRoutes, sessionOptions);
    },
    { prefix: '/portal/api' },
  );

  await app.register(async (authenticated) => {
    addApiAuth(authenticated, { ctx: deps.ctx, rateLimit });
    // Any authenticated route may answer 403 (a viewer's write, a missing CSRF token): document it everywhere.
    authenticated.addHook('onRoute', (route) => {
      const response = route.schema?.response as Record<number, unknown> | undefined;
      if (response && !(403 in response)) response[403] = Type.Ref(ErrorBody);
      // …and any route naming a case may answer 410 once its personal data is erased (erased-cases.ts).
      const config = route.config as { keptAfterErasure?: boolean } | undefined;
      if (response && route.url.includes(':verification_id') && !config?.keptAfterErasure && !(410 in response)) {
        response[410] = Type.Ref(ErrorBody);
      }
    });
    addErasedCaseGuard(authenticated, deps.ctx);
    const options = { ctx: deps.ctx };
    await authenticated.register(attachmentRoutes, options);
    await authenticated.register(
      async (api) => {
        await api.register(verificationRoutes, options);
        await api.register(verificationExportRoutes, options);
        await api.register(companyRoutes, options);
        await api.register(directorRoutes, options);
        await api.register(sourceSystemRoutes, options);
        await api.register(sourceLookupRoutes, options);
        await api.register(documentRoutes, options);
        await api.register(completenessProfileRoutes, options);
        await api.register(contextProfileRoutes, options);
        await api.register(reviewRoutes, options);
        await api.register(caseWorkRoutes, options);
        await api.register(reportRoutes, options);
        await api.register(peopleRoutes, options);
        await api.register(riskScoreRoutes, options);
        await api.register(riskRoutes, options);
        await api.register(reviewCalendarRoutes, options);
        await api.register(webhookEndpointRoutes, options);
        await api.register(webhookDeliveryRoutes, options);
        await api.register(sessionRoutes, sessionOptions);
        await api.register(accountRoutes, options);
        await api.register(ssoSettingsRoutes, options);
        await api.register(accessTokenRoutes, options);
        await api.register(userRoutes, options);
        await api.register(mfaRoutes, options);
        await api.register(passkeyRoutes, options);
        await api.register(invitationRoutes, options);
        await api.register(inviteAliasRoutes, options);
        await api.register(revisionRoutes, options);
        await api.register(retentionRoutes, options);
        await api.register(ownershipRoutes, options);
        await api.register(screeningIssueRoutes, options);
        await api.register(screeningCheckRoutes, options);
        await api.register(screeningListRoutes, options);
      },
      { prefix: '/api/v1' },
    );
  });

  return app;
}

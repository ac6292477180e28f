import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { AppError } from '../../domain/app-error.js';
import { BlobTooLargeError } from '../../files/blob-store.js';
import { ApplicationDraft } from '../../portal/application-draft.js';
import { companyTypes, industries, jurisdictions } from '../../reference/index.js';
import { describeApplication, savePortalDraft } from '../../services/portal-application.js';
import {
  addPortalUpload,
  createOwnershipChallenge,
  removePortalUpload,
  signOwnershipChallenge,
} from '../../services/portal-files.js';
import {
  endPortalSession,
  openPortalSession,
  type PortalPrincipal,
  requestNewLink,
} from '../../services/portal-sessions.js';
import { submitPortal } from '../../services/portal-submission.js';
import type { ServiceContext } from '../../services/service-context.js';
import { PORTAL_COOKIE, PORTAL_COOKIE_PATH, portalOf } from '../plugins/portal-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { sessionCookie } from '../plugins/session-cookie.js';
import { Uuid } from '../schemas/common.js';
import {
  ChallengeAnswer,
  DraftSaved,
  LinkSent,
  NoContent,
  PortalApplication,
  PortalCompanyTypes,
  PortalReference,
  UploadCreated,
} from '../schemas/portal.js';

export interface PortalRouteOptions {
  readonly ctx: ServiceContext;
  readonly secureCookies: boolean;
}

const TokenBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Uuid });
// The portal's API serves the portal's page only: it is not part of the integrator's OpenAPI document. It has its
// own (src/openapi/portal-openapi-document.ts), which the portal's client types are generated from.
const hide = { hide: true } as const;
const application = { 200: PortalApplication };
/** The application as the portal shows it: the service's lists are readonly; the wire shape is the same. */
const described = async (ctx: ServiceContext, principal: PortalPrincipal) =>
  (await describeApplication(ctx, principal)) as Static<typeof PortalApplication>;

/** The reference data the application's pickers need, built once: it never changes while the service runs. */
const REFERENCE = {
  jurisdictions: jurisdictions.map((j) => ({ code: j.code, name: j.name })),
  industries: industries.map((i) => ({ key: i.key, value: i.value, industry: i.industry, keywords: [...i.keywords] })),
};

/** The customer portal's API under /portal/api: a link opens a session bound to one invitation. */
export const portalRoutes: FastifyPluginAsyncTypebox<PortalRouteOptions> = async (app, { ctx, secureCookies }) => {
  const cookie = (value: string, maxAgeSeconds: number) =>
    sessionCookie(value, { secure: secureCookies, maxAgeSeconds, name: PORTAL_COOKIE, path: PORTAL_COOKIE_PATH });

  app.post(
    '/session',
    {
      config: { portalOpen: true },
      preValidation: requireJson,
      schema: { ...hide, body: TokenBody, response: application },
    },
    async (request, reply) => {
      const opened = await openPortalSession(ctx, request.body.token);
      reply.header('set-cookie', cookie(opened.sessionToken, opened.maxAgeSeconds));
      reply.header('cache-control', 'no-store');
      return described(ctx, opened.principal);
    },
  );

  app.post(
    '/links',
    {
      config: { portalOpen: true },
      preValidation: requireJson,
      schema: { ...hide, body: TokenBody, response: { 202: LinkSent } },
    },
    async (request, reply) => {
      await requestNewLink(ctx, request.body.token);
      return reply.code(202).send({ status: 'sent' });
    },
  );

  app.delete('/session', { schema: { ...hide, response: { 204: NoContent } } }, async (request, reply) => {
    await endPortalSession(ctx, portalOf(request));
    reply.header('set-cookie', cookie('', 0));
    return reply.code(204).send(null);
  });

  app.get('/application', { schema: { ...hide, response: application } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return described(ctx, portalOf(request));
  });

  app.put(
    '/application/draft',
    {
      preValidation: requireJson,
      // A whole application in JSON stays well under this; a bigger draft is not a draft.
      bodyLimit: 512 * 1024,
      schema: {
        ...hide,
        body: Type.Object({ draft: ApplicationDraft }, { additionalProperties: false }),
        response: { 200: DraftSaved },
      },
    },
    async (request) => savePortalDraft(ctx, portalOf(request), request.body.draft),
  );

  app.post('/application/submit', { schema: { ...hide, response: application } }, async (request) => {
    const principal = portalOf(request);
    await submitPortal(ctx, principal);
    return described(ctx, principal);
  });

  app.post('/uploads', { schema: { ...hide, response: { 201: UploadCreated } } }, async (request, reply) => {
    const principal = portalOf(request);
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
    // The file is recorded only once the whole body has been read: a request refused for a later part (a second
    // file, a file over the limit) must not leave the first one behind.
    let received: { blob: Awaited<ReturnType<typeof ctx.blobs.put>>; filename: string } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') continue;
        const file = part as MultipartFile;
        if (file.fieldname !== 'file') throw AppError.field(file.fieldname, 'the file part must be named "file"');
        if (received !== null) throw AppError.field('file', 'send one file per upload');
        let blob: Awaited<ReturnType<typeof ctx.blobs.put>>;
        try {
          blob = await ctx.blobs.put(file.file, ctx.uploadLimitBytes);
        } catch (error) {
          if (error instanceof BlobTooLargeError) {
            throw new AppError('payload_too_large', `A file may be at most ${ctx.uploadLimitBytes} bytes`);
          }
          throw error;
        }
        if (file.file.truncated) {
          await ctx.blobs.delete(blob.key);
          throw new AppError('payload_too_large', `A file may be at most ${ctx.uploadLimitBytes} bytes`);
        }
        received = { blob, filename: file.filename };
      }
    } catch (error) {
      if (received !== null) await ctx.blobs.delete(received.blob.key);
      throw error;
    }
    if (received === null) throw AppError.field('file', 'a file is required');
    // addPortalUpload deletes the blob itself when it refuses the file.
    const upload = await addPortalUpload(ctx, principal, received.blob, received.filename);
    return reply.code(201).send({ upload });
  });

  app.delete(
    '/uploads/:id',
    { schema: { ...hide, params: IdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await removePortalUpload(ctx, portalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/ownership_challenges',
    {
      preValidation: requireJson,
      schema: {
        ...hide,
        body: Type.Object(
          {
            address: Type.String({ minLength: 1, maxLength: 200 }),
            address_type: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$' }),
          },
          { additionalProperties: false },
        ),
        response: { 201: ChallengeAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ challenge: await createOwnershipChallenge(ctx, portalOf(request), request.body) }),
  );

  app.post(
    '/ownership_challenges/:id/signature',
    {
      preValidation: requireJson,
      schema: {
        ...hide,
        params: IdParams,
        body: Type.Object(
          { signature: Type.String({ minLength: 1, maxLength: 500 }) },
          { additionalProperties: false },
        ),
        response: { 200: ChallengeAnswer },
      },
    },
    async (request) => ({
      challenge: await signOwnershipChallenge(ctx, portalOf(request), request.params.id, request.body.signature),
    }),
  );

  app.get('/reference', { schema: { ...hide, response: { 200: PortalReference } } }, async (_request, reply) => {
    reply.header('cache-control', 'private, max-age=3600');
    return REFERENCE;
  });

  app.get(
    '/reference/company_types',
    {
      schema: {
        ...hide,
        querystring: Type.Object(
          { jurisdiction_code: Type.String({ pattern: '^[A-Za-z]{2}$' }) },
          { additionalProperties: false },
        ),
        response: { 200: PortalCompanyTypes },
      },
    },
    async (request, reply) => {
      const code = request.query.jurisdiction_code.toLowerCase();
      reply.header('cache-control', 'private, max-age=3600');
      return {
        company_types: companyTypes
          .filter((t) => t.jurisdiction_code === code)
          .map((t) => ({ id: t.id, short_name: t.short_name, full_name: t.full_name })),
      };
    },
  );

  // Anything else under /portal/api is an unknown route, not the page's index.html.
  app.all('/*', { schema: hide, config: { portalOpen: true } }, async (request) => {
    throw new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
  });
};

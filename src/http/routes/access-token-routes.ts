import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { createAccessTokenAs, listAccessTokens, revokeAccessTokenAs } from '../../services/access-tokens.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, Uuid } from '../schemas/common.js';

const One = Type.Object({ access_token: Type.Ref('AccessToken') });

/** Company access tokens, managed from the console only: a leaked token must not be able to mint another. */
export const accessTokenRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/access_tokens',
    {
      config: { access: 'session_settings_read' },
      schema: {
        summary: 'List the account’s access tokens',
        description: 'Newest first; never the token itself. Console sessions only (admins and viewers).',
        tags: ['account settings'],
        response: {
          200: Type.Object({ access_tokens: Type.Array(Type.Ref('AccessToken')) }),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request) => ({ access_tokens: (await listAccessTokens(ctx, accountOf(request))).reverse() }),
  );

  app.post(
    '/access_tokens',
    {
      config: { access: 'session_settings' },
      preValidation: requireJson,
      schema: {
        summary: 'Create an access token',
        description:
          'Returns the token once: only its SHA-256 is stored. Keep it secret: not in e-mails, chat messages, ' +
          'client-side code or public sites. Admins only.',
        tags: ['account settings'],
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: {
          201: Type.Object({ access_token: Type.Ref('AccessToken'), token: Type.String({ pattern: '^dsr_' }) }),
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { token, info } = await createAccessTokenAs(ctx, actorOf(request), request.body.name);
      return reply.code(201).send({ access_token: info, token });
    },
  );

  app.post(
    '/access_tokens/:id/revoke',
    {
      config: { access: 'session_settings' },
      schema: {
        summary: 'Revoke an access token',
        description: 'It stops working on its next request, on every instance. Idempotent. Admins only.',
        tags: ['account settings'],
        params: Type.Object({ id: Uuid }),
        response: { 200: One, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ access_token: await revokeAccessTokenAs(ctx, actorOf(request), request.params.id) }),
  );
};

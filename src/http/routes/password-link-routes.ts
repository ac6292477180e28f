import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/password-hash.js';
import type { ServiceContext } from '../../services/service-context.js';
import { checkPasswordLink, setPasswordWithLink } from '../../services/users.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, TimestampText } from '../schemas/common.js';

const LinkToken = Type.String({ maxLength: 200, description: 'The text after #token= in the set-password link' });

/**
 * The set-password page's two calls. They need no credential: the one-time link is the credential, and it
 * travels in the body (never in a URL, where logs would keep it).
 */
export const passwordLinkRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/password_links/check',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Check a set-password link',
        description: 'Whose link it is and until when it works; 404 when it is unknown, used or expired.',
        tags: ['console sessions'],
        security: [],
        body: Type.Object({ token: LinkToken }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            password_link: Type.Object({ email: Type.String(), name: Type.String(), expires_at: TimestampText }),
          }),
          ...errorResponses(400, 404, 413, 415),
        },
      },
    },
    async (request) => ({ password_link: await checkPasswordLink(ctx, request.body.token) }),
  );

  app.post(
    '/password_links/use',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Set a password with a one-time link',
        description:
          `The password needs at least ${PASSWORD_MIN_LENGTH} characters. The link works once; every session of ` +
          'the user ends. Then sign in with POST /api/v1/session.',
        tags: ['console sessions'],
        security: [],
        body: Type.Object(
          { token: LinkToken, password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ user: Type.Ref('User') }), ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => ({ user: await setPasswordWithLink(ctx, request.body.token, request.body.password) }),
  );
};

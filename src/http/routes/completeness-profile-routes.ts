import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServiceContext } from '../../services/service-context.js';
import { listCompletenessProfiles } from '../../services/verification-reads.js';
import { accountOf } from '../plugins/token-auth.js';
import { errorResponses } from '../schemas/common.js';

export const completenessProfileRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/completeness_profiles',
    {
      schema: {
        summary: 'List the onboarding (completeness) profiles of the account',
        tags: ['completeness profiles'],
        querystring: Type.Object(
          { include_archived: Type.Optional(Type.Boolean({ default: false })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ completeness_profiles: Type.Array(Type.Ref('CompletenessProfile')) }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => ({
      completeness_profiles: await listCompletenessProfiles(
        ctx,
        accountOf(request),
        request.query.include_archived ?? false,
      ),
    }),
  );
};

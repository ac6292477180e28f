import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../domain/app-error.js';
import { caseDataAt } from '../../services/case-data-at.js';
import type { ServiceContext } from '../../services/service-context.js';
import { getDirector, listDirectors } from '../../services/verification-reads.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses, Uuid, VerificationIdParams } from '../schemas/common.js';
import { TimestampQuery } from '../schemas/source-system.js';

export const directorRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/verifications/:verification_id/directors',
    {
      schema: {
        summary: 'List the directors of a verification',
        description: 'Each director with the person behind the role and that person’s identity documents.',
        tags: ['directors'],
        params: VerificationIdParams,
        querystring: TimestampQuery,
        response: {
          200: Type.Object({ directors: Type.Array(Type.Ref('Director')) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const { timestamp } = request.query;
      if (timestamp === undefined) {
        return { directors: await listDirectors(ctx, accountOf(request), request.params.verification_id) };
      }
      const data = await caseDataAt(ctx, accountOf(request), request.params.verification_id, timestamp);
      return { directors: data.directors as never[] };
    },
  );

  app.get(
    '/verifications/:verification_id/directors/:id',
    {
      schema: {
        summary: 'Get a director',
        tags: ['directors'],
        params: Type.Object({ verification_id: Uuid, id: Uuid }),
        querystring: TimestampQuery,
        response: { 200: Type.Object({ director: Type.Ref('Director') }), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { timestamp } = request.query;
      if (timestamp === undefined) {
        return {
          director: await getDirector(ctx, accountOf(request), request.params.verification_id, request.params.id),
        };
      }
      const data = await caseDataAt(ctx, accountOf(request), request.params.verification_id, timestamp);
      const director = data.directors.find((d) => d.id === request.params.id);
      if (director === undefined) throw AppError.notFound('Director');
      return { director: director as never };
    },
  );
};

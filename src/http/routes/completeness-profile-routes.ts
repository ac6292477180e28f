import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../domain/app-error.js';
import {
  archiveCompletenessProfile,
  createCompletenessProfile,
  getCompletenessProfile,
  listCompletenessProfiles,
  ProfileChanges,
  ProfileInput,
  updateCompletenessProfile,
} from '../../services/completeness-profiles.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses, Uuid } from '../schemas/common.js';

const ProfileParams = Type.Object({ id: Uuid });
const One = Type.Object({ completeness_profile: Type.Ref('CompletenessProfile') });

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

  app.post(
    '/completeness_profiles',
    {
      config: { access: 'settings' },
      schema: {
        summary: 'Create an onboarding profile',
        description:
          'Names the sections, fields per entity (company, director, person) and document types a customer must ' +
          'provide. Choosing it in request_data_update asks the customer for what the case still lacks.',
        tags: ['completeness profiles'],
        body: ProfileInput,
        response: { 201: One, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ completeness_profile: await createCompletenessProfile(ctx, accountOf(request), request.body) }),
  );

  app.get(
    '/completeness_profiles/:id',
    {
      schema: {
        summary: 'Get an onboarding profile',
        tags: ['completeness profiles'],
        params: ProfileParams,
        response: { 200: One, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      completeness_profile: await getCompletenessProfile(ctx, accountOf(request), request.params.id),
    }),
  );

  app.patch(
    '/completeness_profiles/:id',
    {
      config: { access: 'settings' },
      schema: {
        summary: 'Change an onboarding profile',
        description:
          'Changes the name, description or requirements of a profile that is not archived; fields left out keep ' +
          'their value. Requirements are replaced whole. An archived profile answers 409.',
        tags: ['completeness profiles'],
        params: ProfileParams,
        body: ProfileChanges,
        response: { 200: One, ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => ({
      completeness_profile: await updateCompletenessProfile(ctx, accountOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/completeness_profiles/:id/archive',
    {
      config: { access: 'settings' },
      schema: {
        summary: 'Archive an onboarding profile',
        description: 'It can no longer be chosen; cases that use it keep it. Idempotent.',
        tags: ['completeness profiles'],
        params: ProfileParams,
        response: { 200: One, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      completeness_profile: await archiveCompletenessProfile(ctx, accountOf(request), request.params.id),
    }),
  );
};

/**
 * The source system's profiles of a context. A context there is the company account that reviews cases (its
 * example's context is the verifier's); in Dossier that is the account itself, so `context_id` is the account's
 * id, or `current` for the caller's own. Another id is an unknown context: 404.
 */
export const contextProfileRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/contexts/:context_id/completeness_profiles',
    {
      schema: {
        summary: 'List the onboarding profiles of a context (the source system’s names)',
        description:
          'A context is the account: `context_id` is its id (Settings → Company information) or `current`. The ' +
          'active profiles, as GET /completeness_profiles lists them; `type` is accepted (the account has one kind).',
        tags: ['completeness profiles'],
        params: Type.Object({
          context_id: Type.String({ minLength: 1, maxLength: 100, examples: ['current'] }),
        }),
        querystring: Type.Object({ type: Type.Optional(Type.String({ maxLength: 50, examples: ['main'] })) }),
        response: {
          200: Type.Object({ completeness_profiles: Type.Array(Type.Ref('CompletenessProfile')) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const accountId = accountOf(request);
      const { context_id: contextId } = request.params;
      if (contextId !== 'current' && contextId.toLowerCase() !== accountId) throw AppError.notFound('Context');
      return { completeness_profiles: await listCompletenessProfiles(ctx, accountId, false) };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from '@sinclair/typebox';
import { AppError } from '../../domain/app-error.js';
import { REVIEW_TABS, type ReviewTab } from '../../domain/review-progress.js';
import { isUuid } from '../../domain/uuid.js';
import {
  addNote,
  assignCase,
  caseCompleteness,
  getReviewProgress,
  listNotes,
  setTabReviewed,
} from '../../services/case-work.js';
import type { ServiceContext } from '../../services/service-context.js';
import { getVerification } from '../../services/verification-reads.js';
import { accountOf, actorOf, callerOf } from '../plugins/api-auth.js';
import { acceptFormFields } from '../plugins/form-fields.js';
import { errorResponses, Nullable, TimestampText, Uuid, VerificationIdParams } from '../schemas/common.js';
import { RequestedData } from '../schemas/verification.js';

const Author = Type.Object({
  type: Type.String({ examples: ['user'] }),
  id: Nullable(Type.String()),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
});
const Note = Type.Object({ id: Uuid, body: Type.String(), author: Author, created_at: TimestampText });

const TabReviewSchema = Type.Object({
  tab: Type.String({ enum: [...REVIEW_TABS] }),
  reviewed: Type.Boolean(),
  stale: Type.Boolean({ description: 'true when a mark was cleared by a change of the tab’s data after it' }),
  marked_by: Nullable(Type.String({ description: 'user:<id> or token:<id>' })),
  marked_by_name: Nullable(Type.String()),
  marked_at: Nullable(TimestampText),
});
const Review = Type.Object({
  review: Type.Object({
    tabs: Type.Array(TabReviewSchema),
    reviewed: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  }),
});

const One = Type.Object({ verification: Type.Ref('Verification') });
const Completeness = Type.Composite([
  Type.Object({
    profile_name: Type.String(),
    not_applicable: Type.Array(Type.Object({ section: Type.String(), reason: Type.String() }), {
      description:
        'Sections the customer answered "Not applicable", with the reasons: counted as complete (not in missing) ' +
        'until a data update request asks for them again',
    }),
  }),
  RequestedData,
]);

/** Assignment, internal notes and per-tab review marks: an officer's work on a case besides its state. */
export const caseWorkRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/verifications/:verification_id/assign',
    {
      preValidation: acceptFormFields,
      schema: {
        summary: 'Assign a verification',
        description:
          'To a user of the account who may review (admin or officer); `me` is the signed-in user. Audit-logged.',
        tags: ['review'],
        params: VerificationIdParams,
        body: Type.Object(
          { user_id: Type.String({ maxLength: 36, description: 'a user id, or `me` with a console session' }) },
          { additionalProperties: false },
        ),
        response: { 200: One, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const id = request.params.verification_id;
      const auth = request.auth;
      let userId = request.body.user_id;
      if (userId === 'me') {
        if (auth?.kind !== 'user') throw AppError.field('user_id', '`me` needs a console session; give a user id');
        userId = auth.userId;
      } else if (!isUuid(userId)) throw AppError.field('user_id', 'must be a user id or `me`');
      await assignCase(ctx, actorOf(request), id, userId);
      return { verification: await getVerification(ctx, callerOf(request), id) };
    },
  );

  app.post(
    '/verifications/:verification_id/unassign',
    {
      schema: {
        summary: 'Unassign a verification',
        tags: ['review'],
        params: VerificationIdParams,
        response: { 200: One, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const id = request.params.verification_id;
      await assignCase(ctx, actorOf(request), id, null);
      return { verification: await getVerification(ctx, callerOf(request), id) };
    },
  );

  app.get(
    '/verifications/:verification_id/notes',
    {
      schema: {
        summary: 'Internal notes of a verification',
        description: 'Officers’ notes, oldest first. Internal: never shown to the customer nor sent in webhooks.',
        tags: ['review'],
        params: VerificationIdParams,
        response: { 200: Type.Object({ notes: Type.Array(Note) }), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({ notes: await listNotes(ctx, accountOf(request), request.params.verification_id) }),
  );

  app.post(
    '/verifications/:verification_id/notes',
    {
      preValidation: acceptFormFields,
      schema: {
        summary: 'Add an internal note',
        description: 'Also written to the audit log.',
        tags: ['review'],
        params: VerificationIdParams,
        body: Type.Object({ body: Type.String({ minLength: 1, maxLength: 10_000 }) }, { additionalProperties: false }),
        response: { 201: Type.Object({ note: Note }), ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ note: await addNote(ctx, actorOf(request), request.params.verification_id, request.body.body) }),
  );

  app.get(
    '/verifications/:verification_id/completeness',
    {
      schema: {
        summary: 'What the onboarding profile still misses',
        description:
          'The case’s onboarding profile’s requirements minus what the case holds now; null when the case has no ' +
          'profile. The same rule builds requested_data when a data update is requested.',
        tags: ['review'],
        params: VerificationIdParams,
        response: {
          200: Type.Object({ completeness: Type.Union([Completeness, Type.Null()]) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({
      // The domain's lists are readonly; the wire shape is the same.
      completeness: (await caseCompleteness(ctx, accountOf(request), request.params.verification_id)) as Static<
        typeof Completeness
      > | null,
    }),
  );

  app.get(
    '/verifications/:verification_id/review',
    {
      schema: {
        summary: 'Review progress of a verification',
        description:
          `Whether each review tab (${REVIEW_TABS.join(', ')}) is marked reviewed. A mark lapses when the tab's ` +
          'data changes after it.',
        tags: ['review'],
        params: VerificationIdParams,
        response: { 200: Review, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({ review: await getReviewProgress(ctx, accountOf(request), request.params.verification_id) }),
  );

  for (const [method, reviewed] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/verifications/:verification_id/review/:tab',
      {
        schema: {
          summary: reviewed ? 'Mark a review tab reviewed' : 'Clear a review tab’s mark',
          tags: ['review'],
          params: Type.Object({ verification_id: Uuid, tab: Type.String({ enum: [...REVIEW_TABS] }) }),
          response: { 200: Review, ...errorResponses(400, 401, 404, 429) },
        },
      },
      async (request) => ({
        review: await setTabReviewed(
          ctx,
          actorOf(request),
          request.params.verification_id,
          request.params.tab as ReviewTab,
          reviewed,
        ),
      }),
    );
  }
};

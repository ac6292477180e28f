import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { getRevision, latestChanges, listRevisions } from '../../services/case-revisions.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses, Nullable, TimestampText, Uuid } from '../schemas/common.js';

const Actor = Type.Object(
  {
    type: Type.String({ examples: ['customer'] }),
    id: Nullable(Type.String()),
    name: Nullable(Type.String()),
    email: Nullable(Type.String({ description: "A user's e-mail, or the address the customer's invitation went to" })),
  },
  { description: 'Who submitted: customer:<invitation id> from the portal' },
);

const RevisionSummary = {
  number: Type.Integer({ minimum: 1 }),
  kind: Type.String({ enum: ['application', 'data_update'] }),
  actor: Actor,
  created_at: TimestampText,
};

const AnyObject = Type.Object({}, { additionalProperties: true });
const NotApplicableAnswer = Type.Object({
  section: Type.String({ examples: ['crypto_addresses'] }),
  reason: Type.String(),
});
const RevisionData = Type.Object(
  {
    companies: Type.Array(AnyObject, { description: 'The spec’s company detail of each company' }),
    directors: Type.Array(AnyObject, { description: 'The spec’s director shape, without document links' }),
    documents: Type.Array(AnyObject, {
      description:
        '{id, owner: {type, id}, document_type, name, number, country_of_issue, expiration_date, attachments: [{id, filename, filesize, mime, sha256}]}',
    }),
    not_applicable: Type.Array(NotApplicableAnswer, {
      description: 'The sections the customer answered "Not applicable" as of this submission, with the reasons',
    }),
  },
  { description: 'The case’s data as it was at this submission' },
);

const FieldChange = Type.Object({
  section: Type.String({
    enum: ['company', 'bank_account', 'crypto_address', 'director', 'person', 'holding', 'control'],
    description: 'holding and control: the ownership structure (a holding’s subject is "holder in held")',
  }),
  subject: Type.String({ description: 'Whose field: the company’s name, a director’s name, a bank account' }),
  change: Type.String({ enum: ['added', 'removed', 'changed'] }),
  field: Nullable(Type.String({ description: 'null when a whole item was added or removed' })),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
const DocumentChange = Type.Object({
  change: Type.String({ enum: ['added', 'removed', 'changed'] }),
  document_id: Uuid,
  document_type: Type.String(),
  subject: Type.String(),
  filenames: Type.Array(Type.String()),
});

const Params = Type.Object({ verification_id: Uuid });
const TAGS = ['revisions'];

/** The case's data as each portal submission left it, and what the last one changed. */
export const revisionRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/verifications/:verification_id/revisions',
    {
      schema: {
        summary: 'List the revisions of a case’s data',
        description:
          'One per submission from the portal: the application, then each answer to a data update request. ' +
          'Oldest first.',
        tags: TAGS,
        params: Params,
        response: {
          200: Type.Object({ revisions: Type.Array(Type.Object(RevisionSummary)) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({
      revisions: await listRevisions(ctx, accountOf(request), request.params.verification_id),
    }),
  );

  app.get(
    '/verifications/:verification_id/revisions/:number',
    {
      schema: {
        summary: 'Show one revision of a case’s data',
        tags: TAGS,
        params: Type.Object({ verification_id: Uuid, number: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }),
        response: {
          200: Type.Object({ revision: Type.Object({ ...RevisionSummary, data: RevisionData }) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({
      revision: await getRevision(ctx, accountOf(request), request.params.verification_id, request.params.number),
    }),
  );

  app.get(
    '/verifications/:verification_id/changes',
    {
      schema: {
        summary: 'What changed since the last submission',
        description:
          'The latest revision against the one before it, field by field and document by document; null when ' +
          'the customer has not submitted through the portal. With one revision, everything shows as added.',
        tags: TAGS,
        params: Params,
        response: {
          200: Type.Object({
            changes: Type.Union([
              Type.Object({
                from: Nullable(Type.Integer()),
                to: Type.Integer(),
                fields: Type.Array(FieldChange),
                documents: Type.Array(DocumentChange),
              }),
              Type.Null(),
            ]),
          }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const found = await latestChanges(ctx, accountOf(request), request.params.verification_id);
      return {
        changes:
          found === null
            ? null
            : {
                from: found.from,
                to: found.to,
                fields: [...found.changes.fields],
                documents: [...found.changes.documents],
              },
      };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { INVITATION_STATUSES } from '../../domain/invitation-status.js';
import {
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  showInvitation,
} from '../../services/invitations.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, Uuid } from '../schemas/common.js';
import { InvitationInputBody } from '../schemas/invitation.js';

const One = Type.Object({ invitation: Type.Ref('Invitation') });
const IdParams = Type.Object({ id: Uuid });
const TAGS = ['invitations'];

/** Invitations of companies to the customer portal. Officers and admins (and tokens) invite; viewers read. */
export const invitationRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/invitations',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Invite a company to the portal',
        description:
          'Creates a link (256 random bits, valid 14 days by default) that opens the portal on this one ' +
          'application, and e-mails it unless `send_email` is false. The answer is the only place the link ' +
          'appears: only its SHA-256 is stored.',
        tags: TAGS,
        body: InvitationInputBody,
        response: { 201: One, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ invitation: await createInvitation(ctx, actorOf(request), request.body) }),
  );

  app.get(
    '/invitations',
    {
      schema: {
        summary: 'List invitations',
        description: 'Newest first. `url` is always null here.',
        tags: TAGS,
        querystring: Type.Object(
          {
            status: Type.Optional(Type.String({ enum: [...INVITATION_STATUSES] })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
            starting_after: Type.Optional(
              Type.String({ format: 'uuid', description: 'the last id of the page before' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ invitations: Type.Array(Type.Ref('Invitation')), has_more: Type.Boolean() }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const limit = request.query.limit ?? 50;
      const rows = await listInvitations(ctx, accountOf(request), {
        limit: limit + 1,
        ...(request.query.status ? { status: request.query.status } : {}),
        ...(request.query.starting_after ? { startingAfter: request.query.starting_after } : {}),
      });
      return { invitations: rows.slice(0, limit), has_more: rows.length > limit };
    },
  );

  app.get(
    '/invitations/:id',
    {
      schema: {
        summary: 'Show an invitation',
        tags: TAGS,
        params: IdParams,
        response: { 200: One, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ invitation: await showInvitation(ctx, accountOf(request), request.params.id) }),
  );

  app.post(
    '/invitations/:id/resend',
    {
      // No body means the defaults: the e-mail is sent.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'Send a fresh link',
        description:
          'A new link, valid for the full period, e-mailed unless `send_email` is false; older links keep working ' +
          'until they expire. 409 for a revoked invitation. Only an access token receives the link (`url`): a ' +
          'console session gets `url: null`, and 403 `link_email_only` with `send_email: false`.',
        tags: TAGS,
        params: IdParams,
        body: Type.Object(
          { send_email: Type.Optional(Type.Boolean({ default: true })) },
          { additionalProperties: false, description: 'optional: a POST without a body sends the e-mail' },
        ),
        response: { 200: One, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => ({
      invitation: await resendInvitation(ctx, actorOf(request), request.params.id, {
        sendEmail: request.body.send_email !== false,
      }),
    }),
  );

  app.post(
    '/invitations/:id/revoke',
    {
      schema: {
        summary: 'Revoke an invitation',
        description: 'Every link stops working and every portal session of it ends at once. Idempotent.',
        tags: TAGS,
        params: IdParams,
        response: { 200: One, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ invitation: await revokeInvitation(ctx, actorOf(request), request.params.id) }),
  );
};

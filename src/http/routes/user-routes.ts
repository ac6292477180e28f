import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { USER_ROLES } from '../../domain/user-role.js';
import type { ServiceContext } from '../../services/service-context.js';
import {
  createUser,
  deactivateUser,
  listReviewers,
  listUsers,
  resetUserPassword,
  updateUser,
} from '../../services/users.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, Uuid } from '../schemas/common.js';
import { PasswordLinkAnswer } from '../schemas/people.js';

const One = Type.Object({ user: Type.Ref('User') });
const Params = Type.Object({ id: Uuid });
const Role = Type.String({ enum: [...USER_ROLES] });

function withLink(result: Awaited<ReturnType<typeof resetUserPassword>>) {
  return { user: result.user, set_password_url: result.link.url, set_password_expires_at: result.link.expiresAt };
}

/** The account's people. Console sessions only; admins change them, viewers may read. */
export const userRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      config: { access: 'session_settings_read' },
      schema: {
        summary: 'List the account’s users',
        tags: ['users'],
        response: { 200: Type.Object({ users: Type.Array(Type.Ref('User')) }), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ users: await listUsers(ctx, accountOf(request)) }),
  );

  app.get(
    '/reviewers',
    {
      config: { access: 'read' },
      schema: {
        summary: 'The account’s reviewers',
        description:
          'Active admins and officers, by name: who may be assigned a case or named its QA reviewer (what the case ' +
          'records already show as assignee). Any caller: officers, who cannot list users, and tokens.',
        tags: ['users'],
        response: {
          200: Type.Object({
            reviewers: Type.Array(
              Type.Object({
                id: Uuid,
                name: Type.String(),
                email: Type.String(),
                role: Type.String({ enum: ['admin', 'officer'] }),
              }),
            ),
          }),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request) => ({ reviewers: await listReviewers(ctx, accountOf(request)) }),
  );

  app.post(
    '/users',
    {
      config: { access: 'session_settings' },
      preValidation: requireJson,
      schema: {
        summary: 'Invite a user',
        description:
          'Creates the user and a one-time set-password link, valid 24 hours, e-mailed to the user (through the ' +
          'mail outbox) and answered here once. An e-mail already used in this account is 409. One used by a ' +
          'user of another account is answered as an invitation that went out, but nothing is created or mailed ' +
          '(an e-mail is one user in the whole service; the answer does not reveal where).',
        tags: ['users'],
        body: Type.Object(
          { email: Type.String({ maxLength: 320 }), name: Type.String({ maxLength: 200 }), role: Role },
          { additionalProperties: false },
        ),
        response: { 201: PasswordLinkAnswer, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(withLink(await createUser(ctx, actorOf(request), request.body, { mailLink: true }))),
  );

  app.patch(
    '/users/:id',
    {
      config: { access: 'session_settings' },
      preValidation: requireJson,
      schema: {
        summary: 'Change a user’s name or role',
        description: 'The account always keeps one active admin: demoting the last one is 409.',
        tags: ['users'],
        params: Params,
        body: Type.Object(
          { name: Type.Optional(Type.String({ maxLength: 200 })), role: Type.Optional(Role) },
          { additionalProperties: false },
        ),
        response: { 200: One, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => ({ user: await updateUser(ctx, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/users/:id/deactivate',
    {
      config: { access: 'session_settings' },
      schema: {
        summary: 'Deactivate a user',
        description: 'The user can no longer sign in, and its sessions end at once. The last active admin is 409.',
        tags: ['users'],
        params: Params,
        response: { 200: One, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({ user: await deactivateUser(ctx, actorOf(request), request.params.id) }),
  );

  app.post(
    '/users/:id/reset_password',
    {
      config: { access: 'session_settings' },
      schema: {
        summary: 'Issue a new set-password link',
        description: 'Valid 24 hours; the user’s earlier links stop working. The current password works until used.',
        tags: ['users'],
        params: Params,
        response: { 200: PasswordLinkAnswer, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => withLink(await resetUserPassword(ctx, actorOf(request), request.params.id)),
  );
};

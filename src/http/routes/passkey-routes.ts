import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { Type } from '@sinclair/typebox';
import {
  finishPasskeyRegistration,
  listOwnPasskeys,
  removeOwnPasskey,
  startPasskeyRegistration,
} from '../../services/passkeys.js';
import type { ServiceContext } from '../../services/service-context.js';
import { userOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses } from '../schemas/common.js';
import { CreationOptions, Passkey, RegistrationCredential } from '../schemas/webauthn.js';

/**
 * The signed-in user's own passkeys (console sessions only). Reachable while the account holds the user at the
 * two-factor set-up: a passkey is a second factor too.
 */
export const passkeyRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/session/passkeys',
    {
      config: { access: 'session', duringMfaSetup: true },
      schema: {
        summary: 'The signed-in user’s passkeys',
        description: 'Oldest first: name, when added and last used. Never the key itself.',
        tags: ['console sessions'],
        response: { 200: Type.Object({ passkeys: Type.Array(Passkey) }), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ passkeys: await listOwnPasskeys(ctx, userOf(request)) }),
  );

  app.post(
    '/session/passkeys/challenge',
    {
      config: { access: 'session', duringMfaSetup: true },
      schema: {
        summary: 'Start adding a passkey',
        description:
          'The options for navigator.credentials.create() (or @simplewebauthn/browser’s startRegistration): a ' +
          'discoverable credential for the relying party of DOSSIER_PUBLIC_URL, excluding the user’s existing ' +
          'passkeys. Its challenge is kept on the server for 5 minutes, bound to this session, and answers once.',
        tags: ['console sessions'],
        response: { 200: Type.Object({ options: CreationOptions }), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ options: await startPasskeyRegistration(ctx, userOf(request)) }),
  );

  app.post(
    '/session/passkeys',
    {
      config: { access: 'session', duringMfaSetup: true },
      preValidation: requireJson,
      schema: {
        summary: 'Add a passkey',
        description:
          'The browser’s answer to the challenge of POST /session/passkeys/challenge, and a name for the passkey. ' +
          'A challenge that is unknown, expired, already answered or another session’s is 400 (field ' +
          '`credential`); an answer that does not verify (origin, RP ID, signature) is 400 too; a passkey ' +
          'already registered is 409. Audit-logged (user.passkey_added).',
        tags: ['console sessions'],
        body: Type.Object(
          { name: Type.String({ minLength: 1, maxLength: 100 }), credential: RegistrationCredential },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ passkey: Passkey }), ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const passkey = await finishPasskeyRegistration(ctx, userOf(request), {
        name: request.body.name,
        credential: request.body.credential as unknown as RegistrationResponseJSON,
      });
      return reply.code(201).send({ passkey });
    },
  );

  app.delete(
    '/session/passkeys/:id',
    {
      config: { access: 'session', duringMfaSetup: true },
      schema: {
        summary: 'Remove a passkey',
        description:
          'It no longer signs in. Another user’s passkey answers 404, as one that does not exist. Audit-logged ' +
          '(user.passkey_removed).',
        tags: ['console sessions'],
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await removeOwnPasskey(ctx, userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

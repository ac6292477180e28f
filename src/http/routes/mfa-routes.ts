import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { confirmMfaSetup, mfaStatus, resetUserMfa, startMfaSetup } from '../../services/mfa.js';
import type { ServiceContext } from '../../services/service-context.js';
import { actorOf, userOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, Uuid } from '../schemas/common.js';

const MfaStatus = Type.Object({
  enabled: Type.Boolean(),
  enabled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  recovery_codes_left: Type.Integer({ minimum: 0 }),
});

/** The signed-in user's own two-factor set-up (console sessions only), and an admin's reset of a user's. */
export const mfaRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/session/mfa_setup',
    {
      config: { access: 'session', duringMfaSetup: true },
      schema: {
        summary: 'Two-factor authentication of the signed-in user',
        description: 'Whether it is set up, since when, and how many recovery codes are still unused.',
        tags: ['console sessions'],
        response: { 200: MfaStatus, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => mfaStatus(ctx, userOf(request)),
  );

  app.post(
    '/session/mfa_setup',
    {
      config: { access: 'session', duringMfaSetup: true },
      schema: {
        summary: 'Start setting up two-factor authentication',
        description:
          'A new TOTP secret (SHA-1, 6 digits, 30 s), as text, as an otpauth:// URI and as a QR code (PNG data ' +
          'URL). It takes effect only when confirmed with a code; starting again replaces it. 409 when already set up.',
        tags: ['console sessions'],
        response: {
          200: Type.Object({
            secret: Type.String({ description: 'Base32, for typing into an app that cannot scan' }),
            otpauth_uri: Type.String(),
            qr_code: Type.String({ description: 'data:image/png;base64,…' }),
          }),
          ...errorResponses(401, 403, 409, 429),
        },
      },
    },
    async (request) => startMfaSetup(ctx, userOf(request)),
  );

  app.post(
    '/session/mfa_setup/confirm',
    {
      config: { access: 'session', duringMfaSetup: true },
      preValidation: requireJson,
      schema: {
        summary: 'Confirm two-factor authentication',
        description:
          'A code from the new secret turns two-factor authentication on and answers 10 one-time recovery codes, ' +
          'once: only their hashes are kept. A wrong code is 400 with the field `code`.',
        tags: ['console sessions'],
        body: Type.Object({ code: Type.String({ maxLength: 16 }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ recovery_codes: Type.Array(Type.String(), { minItems: 10, maxItems: 10 }) }),
          ...errorResponses(400, 401, 403, 409, 413, 415, 429),
        },
      },
    },
    async (request) => confirmMfaSetup(ctx, userOf(request), request.body.code),
  );

  app.delete(
    '/users/:id/mfa',
    {
      config: { access: 'session_settings' },
      schema: {
        summary: 'Reset a user’s two-factor authentication',
        description:
          'For a user who lost their authenticator and recovery codes: removes the secret, the recovery codes and ' +
          'any sign-in waiting for a code. Audit-logged (user.mfa_reset). Admins only.',
        tags: ['users'],
        params: Type.Object({ id: Uuid }),
        response: { 200: Type.Object({ user: Type.Ref('User') }), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({ user: await resetUserMfa(ctx, actorOf(request), request.params.id) }),
  );
};

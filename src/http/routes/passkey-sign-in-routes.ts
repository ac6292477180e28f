import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Type } from '@sinclair/typebox';
import { SESSION_ABSOLUTE_MS } from '../../domain/session-policy.js';
import { startMfaPasskey } from '../../services/mfa.js';
import { completePasskeySignIn, startPasskeySignIn } from '../../services/passkey-sign-in.js';
import { describeSession } from '../../services/user-sessions.js';
import { requireJson } from '../plugins/require-json.js';
import { readCookie, sessionCookie } from '../plugins/session-cookie.js';
import { errorResponses } from '../schemas/common.js';
import { Session } from '../schemas/people.js';
import { AuthenticationCredential, RequestOptions } from '../schemas/webauthn.js';
import { MFA_COOKIE, type SessionRouteOptions } from './session-routes.js';

/**
 * Signing in with a passkey, with no credential yet: passwordless, or as the second step of a password sign-in
 * (then the dossier_mfa cookie is the credential). Under the same per-address limit as POST /session (app.ts).
 */
export const passkeySignInRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (
  app,
  { ctx, secureCookies },
) => {
  app.post(
    '/session/passkey/challenge',
    {
      schema: {
        summary: 'Start a passwordless sign-in with a passkey',
        description:
          'The options for navigator.credentials.get() (or @simplewebauthn/browser’s startAuthentication): no ' +
          'e-mail and no list of credentials, so the browser offers the passkeys it holds for this site; user ' +
          'verification required. The challenge is kept on the server for 5 minutes and answers once.',
        tags: ['console sessions'],
        security: [],
        response: { 200: Type.Object({ options: RequestOptions }), ...errorResponses(429) },
      },
    },
    async () => ({ options: await startPasskeySignIn(ctx) }),
  );

  app.post(
    '/session/passkey',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Sign in with a passkey',
        description:
          'The browser’s answer to POST /session/passkey/challenge. Sets the session cookie as POST /session does. ' +
          'Any failure (unknown passkey, challenge expired or already answered, signature, origin, a signature ' +
          'counter that went backwards, a deactivated user) is the one 401. The password lockout of POST /session ' +
          'does not apply: it is about passwords.',
        tags: ['console sessions'],
        security: [],
        body: Type.Object({ credential: AuthenticationCredential }, { additionalProperties: false }),
        response: { 200: Type.Object({ session: Session }), ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { sessionToken, principal } = await completePasskeySignIn(
        ctx,
        request.body.credential as unknown as AuthenticationResponseJSON,
        { userAgent: request.headers['user-agent'] ?? null, address: request.ip ?? null },
      );
      reply.header(
        'set-cookie',
        sessionCookie(sessionToken, { secure: secureCookies, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 }),
      );
      return { session: await describeSession(ctx, principal) };
    },
  );

  app.post(
    '/session/mfa/passkey_challenge',
    {
      schema: {
        summary: 'Sign in: start the second factor with a passkey',
        description:
          'After 202 mfa_required (methods include `passkey`), with its dossier_mfa cookie: the options for ' +
          'navigator.credentials.get(), listing only this user’s passkeys. The challenge is bound to this sign-in, ' +
          'kept for 5 minutes and answers once; send the answer as `passkey` to POST /session/mfa.',
        tags: ['console sessions'],
        security: [],
        response: { 200: Type.Object({ options: RequestOptions }), ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => ({ options: await startMfaPasskey(ctx, readCookie(request.headers.cookie, MFA_COOKIE)) }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from '../../domain/password-hash.js';
import { SESSION_ABSOLUTE_MS } from '../../domain/session-policy.js';
import type { ServiceContext } from '../../services/service-context.js';
import { describeSession, signIn, signOut, signOutEverywhere } from '../../services/user-sessions.js';
import { userOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { clearedSessionCookie, sessionCookie } from '../plugins/session-cookie.js';
import { errorResponses } from '../schemas/common.js';
import { Session } from '../schemas/people.js';

export interface SessionRouteOptions {
  readonly ctx: ServiceContext;
  /** Secure cookies when the public URL is https. */
  readonly secureCookies: boolean;
}

const SessionAnswer = Type.Object({ session: Session });

const SignInBody = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);

/** Sign-in needs no credential; it is JSON only, which a cross-site form cannot send. */
export const signInRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (app, { ctx, secureCookies }) => {
  app.post(
    '/session',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Sign in to the console',
        description:
          'Sets the dossier_session cookie (HttpOnly, SameSite=Lax) and returns the session with its csrf_token. ' +
          'A wrong e-mail or password is 401 with one message. Five failed attempts for one e-mail from one client ' +
          'address within 15 minutes lock sign-ins for that e-mail from that address for 15 minutes (429 with ' +
          'Retry-After), whatever the password. Each client address also has a sign-in rate limit (429).',
        tags: ['console sessions'],
        security: [],
        body: SignInBody,
        response: { 200: SessionAnswer, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { sessionToken, principal } = await signIn(ctx, { ...request.body, clientAddress: request.ip });
      reply.header(
        'set-cookie',
        sessionCookie(sessionToken, { secure: secureCookies, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 }),
      );
      return { session: await describeSession(ctx, principal) };
    },
  );
};

/** The signed-in user's own session: never reachable with an access token. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (app, { ctx, secureCookies }) => {
  app.get(
    '/session',
    {
      config: { access: 'session' },
      schema: {
        summary: 'The current console session',
        description: 'Who is signed in, to which account, the CSRF token, and when the session ends.',
        tags: ['console sessions'],
        response: { 200: SessionAnswer, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ session: await describeSession(ctx, userOf(request)) }),
  );

  app.delete(
    '/session',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Sign out',
        description: 'Ends this session at once and clears the cookie.',
        tags: ['console sessions'],
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      await signOut(ctx, userOf(request));
      reply.header('set-cookie', clearedSessionCookie({ secure: secureCookies }));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/session/end_all',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Sign out everywhere',
        description: 'Ends every session of the signed-in user, on every device, this one included.',
        tags: ['console sessions'],
        response: { 204: Type.Null({ description: 'Every session ended' }), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(ctx, userOf(request));
      reply.header('set-cookie', clearedSessionCookie({ secure: secureCookies }));
      return reply.code(204).send(null);
    },
  );
};

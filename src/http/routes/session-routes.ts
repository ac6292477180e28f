import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from '../../domain/password-hash.js';
import { SESSION_ABSOLUTE_MS } from '../../domain/session-policy.js';
import { completeMfaSignIn, MFA_CHALLENGE_MS } from '../../services/mfa.js';
import type { ServiceContext } from '../../services/service-context.js';
import {
  describeSession,
  endOwnSession,
  listOwnSessions,
  signIn,
  signOut,
  signOutEverywhere,
} from '../../services/user-sessions.js';
import { userOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { clearedSessionCookie, readCookie, sessionCookie } from '../plugins/session-cookie.js';
import { errorResponses, TimestampText } from '../schemas/common.js';
import { Session } from '../schemas/people.js';
import { AuthenticationCredential } from '../schemas/webauthn.js';

export interface SessionRouteOptions {
  readonly ctx: ServiceContext;
  /** Secure cookies when the public URL is https. */
  readonly secureCookies: boolean;
}

const SessionAnswer = Type.Object({ session: Session });

const SessionListItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  device: Type.String({ description: 'The browser and system, read from the User-Agent ("Firefox on Windows")' }),
  user_agent: Type.Union([Type.String({ maxLength: 512 }), Type.Null()], {
    description: 'The User-Agent at sign-in (printable ASCII, at most 512 characters); null when none was sent',
  }),
  client_address: Type.Union([Type.String(), Type.Null()], { description: 'The client address at sign-in' }),
  created_at: TimestampText,
  last_seen_at: Type.String({
    format: 'date-time',
    description: 'The last request (recorded at most once a minute)',
  }),
  idle_expires_at: Type.String({ format: 'date-time', description: 'When it ends unless another request comes' }),
  current: Type.Boolean({ description: 'The session making this request' }),
});

const SignInBody = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    code: Type.Optional(
      Type.String({
        maxLength: 16,
        description:
          'Only read while sign-ins for this e-mail from this address are locked: the 6-digit code of the ' +
          'authenticator app, given with the password to sign in past the lock (as in POST /session/mfa)',
      }),
    ),
    recovery_code: Type.Optional(
      Type.String({
        maxLength: 32,
        description: 'Instead of `code`, while locked: one of the 10 one-time recovery codes',
      }),
    ),
  },
  { additionalProperties: false, not: { required: ['code', 'recovery_code'] } },
);

const MfaRequired = Type.Object({
  mfa_required: Type.Literal(true),
  expires_at: Type.String({ format: 'date-time', description: 'When this sign-in must be finished by' }),
  methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('passkey')]), {
    description: 'The second factors the user has: an authenticator app (`totp`, with recovery codes), a passkey',
  }),
});

const MfaBody = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 16, description: 'The 6-digit code of the authenticator app' })),
    recovery_code: Type.Optional(Type.String({ maxLength: 32, description: 'One of the 10 one-time recovery codes' })),
    passkey: Type.Optional(
      Type.Unsafe<AuthenticationResponseJSON>({
        ...AuthenticationCredential,
        description: 'A passkey’s answer to the challenge of POST /session/mfa/passkey_challenge',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);

/**
 * The half-signed-in state between a correct password and the second factor. Its cookie is sent only to the
 * second step's route, and it is no session: every other route answers 401 to it.
 */
export const MFA_COOKIE = 'dossier_mfa';
const MFA_COOKIE_PATH = '/api/v1/session/mfa';

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
          'Retry-After), whatever the password. While locked, a user with an authenticator app signs in by sending ' +
          '`code` (or `recovery_code`) with the password: only both right sign in (200, no second step); anything ' +
          'else gets the same 429 as any locked attempt, and each (e-mail, address) gets 5 such attempts per ' +
          '15 minutes. Each client address also has a sign-in rate limit (429). A user ' +
          'with two-factor authentication gets 202 mfa_required instead, and the dossier_mfa cookie for ' +
          'POST /session/mfa (5 minutes, one use): no session yet.',
        tags: ['console sessions'],
        security: [],
        body: SignInBody,
        response: { 200: SessionAnswer, 202: MfaRequired, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const device = { userAgent: request.headers['user-agent'] ?? null, address: request.ip ?? null };
      const result = await signIn(ctx, { ...request.body, clientAddress: request.ip }, device);
      if (result.mfaChallenge !== undefined) {
        reply.header(
          'set-cookie',
          sessionCookie(result.mfaChallenge.token, {
            name: MFA_COOKIE,
            path: MFA_COOKIE_PATH,
            secure: secureCookies,
            maxAgeSeconds: MFA_CHALLENGE_MS / 1000,
          }),
        );
        return reply.code(202).send({
          mfa_required: true,
          expires_at: result.mfaChallenge.expiresAt,
          methods: result.mfaChallenge.methods,
        });
      }
      const { sessionToken, principal } = result;
      reply.header(
        'set-cookie',
        sessionCookie(sessionToken, { secure: secureCookies, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 }),
      );
      return { session: await describeSession(ctx, principal) };
    },
  );

  app.post(
    '/session/mfa',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Sign in: the second factor',
        description:
          'After 202 mfa_required, with its dossier_mfa cookie: either `code` (the app’s 6-digit code; now or one ' +
          '30-second step either side, never a code already used), `recovery_code` (each works once) or `passkey` ' +
          '(the answer to POST /session/mfa/passkey_challenge, from one of the user’s own passkeys). Sets the ' +
          'session cookie as POST /session does. A wrong code is 401; the fifth ends this sign-in, and ten wrong ' +
          'codes within 15 minutes make the user’s next sign-ins wait (429).',
        tags: ['console sessions'],
        security: [],
        body: MfaBody,
        response: { 200: SessionAnswer, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const challenge = readCookie(request.headers.cookie, MFA_COOKIE);
      const { sessionToken, principal } = await completeMfaSignIn(ctx, challenge, request.body, {
        userAgent: request.headers['user-agent'] ?? null,
        address: request.ip ?? null,
      });
      reply.header('set-cookie', [
        sessionCookie(sessionToken, { secure: secureCookies, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 }),
        sessionCookie('', { name: MFA_COOKIE, path: MFA_COOKIE_PATH, secure: secureCookies, maxAgeSeconds: 0 }),
      ]);
      return { session: await describeSession(ctx, principal) };
    },
  );
};

/** The signed-in user's own session: never reachable with an access token. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (app, { ctx, secureCookies }) => {
  app.get(
    '/session',
    {
      config: { access: 'session', duringMfaSetup: true },
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
      config: { access: 'session', duringMfaSetup: true },
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
      config: { access: 'session', duringMfaSetup: true },
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

  app.get(
    '/sessions',
    {
      config: { access: 'session' },
      schema: {
        summary: 'The signed-in user’s sessions',
        description:
          'Every open session of the signed-in user (never another user’s), newest first, the current one marked. ' +
          'Device, address and last seen, never the session’s secret (only its hash is stored).',
        tags: ['console sessions'],
        response: {
          200: Type.Object({ sessions: Type.Array(SessionListItem) }),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request) => ({ sessions: await listOwnSessions(ctx, userOf(request)) }),
  );

  app.delete(
    '/sessions/:id',
    {
      config: { access: 'session' },
      schema: {
        summary: 'End one of the signed-in user’s sessions',
        description:
          'Its next request is refused (401) and the console sends it to sign in. Ending the current session signs ' +
          'out here (the cookie is cleared). Another user’s session answers 404, as one that does not exist.',
        tags: ['console sessions'],
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        response: { 204: Type.Null({ description: 'Session ended' }), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const principal = userOf(request);
      await endOwnSession(ctx, principal, request.params.id);
      if (request.params.id === principal.sessionId) {
        reply.header('set-cookie', clearedSessionCookie({ secure: secureCookies }));
      }
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SESSION_ABSOLUTE_MS } from '../../domain/session-policy.js';
import { USER_ROLES } from '../../domain/user-role.js';
import type { ServiceContext } from '../../services/service-context.js';
import {
  getSsoSettings,
  removeSsoSettings,
  SSO_CALLBACK_PATH,
  saveSsoSettings,
  ssoRedirectUri,
} from '../../services/sso-settings.js';
import { completeSsoSignIn, SSO_SIGN_IN_MS, SsoRefusal, startSsoSignIn } from '../../services/sso-sign-in.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { readCookie, sessionCookie } from '../plugins/session-cookie.js';
import { errorResponses } from '../schemas/common.js';
import type { SessionRouteOptions } from './session-routes.js';

/** The browser's half of a waiting single sign-on: sent only to the callback. */
const SSO_COOKIE = 'dossier_sso';
const SSO_COOKIE_PATH = SSO_CALLBACK_PATH;

const SsoSettings = Type.Object({
  issuer_url: Type.String({
    description: 'The provider’s issuer (its discovery document is at /.well-known/openid-configuration)',
  }),
  client_id: Type.String(),
  client_secret_set: Type.Literal(true, { description: 'The secret is stored encrypted and never returned' }),
  email_domains: Type.Array(Type.String(), {
    description: 'E-mail domains whose people sign in through this provider',
  }),
  jit_provisioning: Type.Boolean({ description: 'Create an unknown user of an allowed domain at their first sign-in' }),
  jit_role: Type.Union(
    USER_ROLES.map((r) => Type.Literal(r)),
    { description: 'The role of users created so' },
  ),
  enforced: Type.Boolean({
    description: 'Passwords are refused for the account’s users (sign-in, set-password links)',
  }),
  redirect_uri: Type.String({ description: 'The redirect URI to register at the provider' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});

const SsoAnswer = Type.Object({
  sso: Type.Union([SsoSettings, Type.Null()], { description: 'null when none is set up' }),
  redirect_uri: Type.String({ description: 'The redirect URI to register at the provider (also before set-up)' }),
});

const SsoBody = Type.Object(
  {
    issuer_url: Type.String({ maxLength: 2000 }),
    client_id: Type.String({ minLength: 1, maxLength: 500 }),
    client_secret: Type.Optional(
      Type.String({ maxLength: 2000, description: 'Required the first time; absent or empty keeps the stored one' }),
    ),
    email_domains: Type.Array(Type.String({ maxLength: 253 }), { maxItems: 20 }),
    jit_provisioning: Type.Optional(Type.Boolean({ description: 'Off when absent' })),
    jit_role: Type.Optional(
      Type.Union(
        USER_ROLES.map((r) => Type.Literal(r)),
        { description: 'viewer when absent' },
      ),
    ),
    enforced: Type.Optional(Type.Boolean({ description: 'Off when absent' })),
  },
  { additionalProperties: false },
);

/**
 * Signing in through the account's identity provider. No credential: the e-mail's domain names the provider, and
 * the callback's credential is the provider's answer together with the dossier_sso cookie. Rate-limited per client
 * address with the password sign-in (app.ts).
 */
export const ssoSignInRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (app, { ctx, secureCookies }) => {
  app.post(
    '/sso/start',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Sign in with SSO: start',
        description:
          'Finds the identity provider set up for the e-mail’s domain and answers the address to send the browser ' +
          'to (authorization code flow with PKCE S256, state and nonce, kept server-side). Sets the dossier_sso ' +
          'cookie (HttpOnly, SameSite=Lax, 10 minutes, sent only to the callback). 404 when no account signs this ' +
          'domain in with SSO; 503 when its provider cannot be reached.',
        tags: ['console sessions'],
        security: [],
        body: Type.Object({ email: Type.String({ maxLength: 320 }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            authorization_url: Type.String({ description: 'The provider’s authorization endpoint, with the request' }),
            expires_at: Type.String({ format: 'date-time', description: 'When this sign-in must be finished by' }),
          }),
          ...errorResponses(400, 404, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const started = await startSsoSignIn(ctx, request.body.email);
      reply.header(
        'set-cookie',
        sessionCookie(started.token, {
          name: SSO_COOKIE,
          path: SSO_COOKIE_PATH,
          secure: secureCookies,
          maxAgeSeconds: SSO_SIGN_IN_MS / 1000,
        }),
      );
      return { authorization_url: started.authorizationUrl, expires_at: started.expiresAt };
    },
  );

  app.get(
    SSO_CALLBACK_PATH.replace('/api/v1', ''),
    {
      schema: {
        summary: 'Sign in with SSO: the provider’s return',
        description:
          'The redirect URI to register at the provider. Checks the dossier_sso cookie, state, the code (with the ' +
          'PKCE verifier), the ID token (signature, issuer, audience, nonce), a verified e-mail of an allowed ' +
          'domain and the user. Success: sets the session cookie and redirects (303) to the console. Refusal: ' +
          'redirects to /console/sign-in?sso_error=REASON, signing nobody in.',
        tags: ['console sessions'],
        security: [],
        querystring: Type.Object({}, { additionalProperties: true }),
        response: { 303: Type.Null({ description: 'To the console, or to the sign-in page with the reason' }) },
      },
    },
    async (request, reply) => {
      const cookies = [
        sessionCookie('', { name: SSO_COOKIE, path: SSO_COOKIE_PATH, secure: secureCookies, maxAgeSeconds: 0 }),
      ];
      const callbackUrl = new URL(request.url, `${ctx.publicUrl.replace(/\/$/, '')}/`);
      try {
        const { sessionToken } = await completeSsoSignIn(
          ctx,
          readCookie(request.headers.cookie, SSO_COOKIE),
          callbackUrl,
          {
            userAgent: request.headers['user-agent'] ?? null,
            address: request.ip ?? null,
          },
        );
        cookies.push(sessionCookie(sessionToken, { secure: secureCookies, maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000 }));
        reply.header('set-cookie', cookies);
        return reply.code(303).header('location', '/console/').send(null);
      } catch (error) {
        if (!(error instanceof SsoRefusal)) throw error;
        reply.header('set-cookie', cookies);
        return reply.code(303).header('location', `/console/sign-in?sso_error=${error.reason}`).send(null);
      }
    },
  );
};

/** The account's identity provider: admins' console sessions only (never a token: it is a credential). */
export const ssoSettingsRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/account/sso',
    {
      config: { access: 'session_admin' },
      schema: {
        summary: 'The account’s single sign-on',
        description: 'Admins only. null when none is set up. The client secret is never returned.',
        tags: ['account settings'],
        response: { 200: SsoAnswer, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ sso: await getSsoSettings(ctx, accountOf(request)), redirect_uri: ssoRedirectUri(ctx) }),
  );

  app.put(
    '/account/sso',
    {
      config: { access: 'session_admin' },
      preValidation: requireJson,
      schema: {
        summary: 'Set up single sign-on (OpenID Connect)',
        description:
          'Admins only. The issuer must be https with public addresses (as webhook URLs); its discovery document is ' +
          'fetched before saving. client_secret is write-only. A domain another account uses is 409. enforced ' +
          'refuses passwords for the account’s users: the operator lifts it with `dossier accounts configure ID ' +
          '--sso-enforced no` when the provider is down.',
        tags: ['account settings'],
        body: SsoBody,
        response: { 200: SsoAnswer, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => ({
      sso: await saveSsoSettings(ctx, actorOf(request), request.body),
      redirect_uri: ssoRedirectUri(ctx),
    }),
  );

  app.delete(
    '/account/sso',
    {
      config: { access: 'session_admin' },
      schema: {
        summary: 'Remove single sign-on',
        description: 'Admins only. The account’s users sign in with passwords again. 204 also when none was set up.',
        tags: ['account settings'],
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      await removeSsoSettings(ctx, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};

import { timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import {
  deleteStaleSsoSignIns,
  findAccountSso,
  findSsoByDomainUnscoped,
  insertSsoSignIn,
  listSsoDomains,
  spendSsoSignInUnscoped,
} from '../db/repositories/sso-repository.js';
import { findUserByEmailUnscoped, insertUser, type UserRow, updateUser } from '../db/repositories/users-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { isEmailAddress } from '../domain/email-address.js';
import { generateRandomToken, hasRandomTokenShape, sha256Hex } from '../domain/random-token.js';
import { normalizeEmail } from '../domain/session-policy.js';
import { emailDomain } from '../domain/sso-settings.js';
import { uuidv7 } from '../domain/uuid.js';
import { recordAccountEvent } from './account-audit.js';
import { discoverProvider } from './oidc-provider-client.js';
import type { Actor, ServiceContext } from './service-context.js';
import { ssoRedirectUri, ssoSecretBox } from './sso-settings.js';
import { type SessionDevice, startUserSession, type UserPrincipal } from './user-sessions.js';

export const SSO_SIGN_IN_PREFIX = 'dso_';
/** Time to sign in at the provider (its own MFA included) and come back. */
export const SSO_SIGN_IN_MS = 10 * 60_000;

/**
 * Why a return from the provider signs nobody in. The console's sign-in page explains each one; the callback names
 * it in the address (`/console/sign-in?sso_error=…`), never anything about the person.
 */
export type SsoRefusalReason =
  | 'sign_in_expired'
  | 'state_mismatch'
  | 'provider_refused'
  | 'provider_unreachable'
  | 'code_rejected'
  | 'nonce_mismatch'
  | 'id_token_invalid'
  | 'email_not_verified'
  | 'email_domain_not_allowed'
  | 'user_not_found'
  | 'user_deactivated'
  | 'sso_not_configured';

export class SsoRefusal extends Error {
  override name = 'SsoRefusal';
  constructor(readonly reason: SsoRefusalReason) {
    super(`Single sign-on refused: ${reason}`);
  }
}

/**
 * Starts a sign-in: the e-mail's domain names the account (a domain is one account's), whose provider the browser is
 * sent to with the authorization code flow, PKCE (S256), a state and a nonce. All three stay here, in a row keyed
 * by the hash of a random token that only the browser's cookie holds, so the return must come to the same browser.
 */
export async function startSsoSignIn(
  ctx: ServiceContext,
  emailInput: string,
): Promise<{ authorizationUrl: string; token: string; expiresAt: string }> {
  const email = normalizeEmail(String(emailInput ?? ''));
  if (!isEmailAddress(email)) throw AppError.field('email', 'must be an e-mail address');
  const sso = await findSsoByDomainUnscoped(ctx.db, emailDomain(email));
  if (!sso) throw new AppError('not_found', 'Single sign-on is not set up for this e-mail’s domain');
  const config = await providerFor(ctx, sso.account_id).catch(() => {
    throw new AppError('unavailable', 'The identity provider could not be reached. Try again in a moment.');
  });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const { token, hash } = generateRandomToken(SSO_SIGN_IN_PREFIX);
  const nowMs = Date.parse(ctx.now());
  const expiresAt = new Date(nowMs + SSO_SIGN_IN_MS).toISOString();
  await deleteStaleSsoSignIns(ctx.db, new Date(nowMs - 24 * 3600_000).toISOString());
  await insertSsoSignIn(ctx.db, {
    id: uuidv7(),
    account_id: sso.account_id,
    token_hash: hash,
    state,
    nonce,
    code_verifier: codeVerifier,
    created_at: new Date(nowMs).toISOString(),
    expires_at: expiresAt,
    used_at: null,
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: ssoRedirectUri(ctx),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: email,
  });
  return { authorizationUrl: url.href, token, expiresAt };
}

async function providerFor(ctx: ServiceContext, accountId: string): Promise<oidc.Configuration> {
  const sso = await findAccountSso(ctx.db, accountId);
  if (!sso) throw new SsoRefusal('sso_not_configured');
  return discoverProvider(ctx, {
    issuerUrl: sso.issuer_url,
    clientId: sso.client_id,
    clientSecret: ssoSecretBox(ctx).open(sso.client_secret_sealed, accountId),
  });
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The e-mail and whether the provider verified it: from the ID token, else from the userinfo endpoint. */
async function verifiedEmail(
  config: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
): Promise<{ email: string; verified: boolean; name: string | null }> {
  const claims = tokens.claims();
  if (!claims) throw new SsoRefusal('id_token_invalid');
  let source: Record<string, unknown> = claims;
  if (typeof claims.email !== 'string') {
    source = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => {
      throw new SsoRefusal('id_token_invalid');
    });
  }
  const email = typeof source.email === 'string' ? normalizeEmail(source.email) : '';
  const verified = source.email_verified === true || source.email_verified === 'true';
  const name = typeof source.name === 'string' && source.name.trim() !== '' ? source.name.trim().slice(0, 200) : null;
  return { email, verified, name };
}

function grantRefusal(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code === 'OAUTH_RESPONSE_BODY_ERROR') return new SsoRefusal('code_rejected');
  if (code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR') return new SsoRefusal('provider_refused');
  // openid-client (oauth4webapi) names the claim in the cause's message: 'unexpected ID Token "nonce" claim value'.
  const detail = `${(error as Error).message ?? ''} ${(cause as Error | undefined)?.message ?? ''}`;
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && detail.includes('"nonce"')) {
    return new SsoRefusal('nonce_mismatch');
  }
  return new SsoRefusal('id_token_invalid');
}

/**
 * The provider's return. Spends the waiting sign-in first (a replayed return finds nothing), then checks the state,
 * trades the code (with the PKCE verifier) for tokens, and has openid-client check the ID token: signature,
 * issuer, audience, expiry, nonce. Then the e-mail: verified by the provider, of an allowed domain, and an active
 * user of this account, or a new one when just-in-time provisioning is on. The session starts as a password
 * sign-in's would, marked `sso`, and the sign-in is audit-logged.
 */
export async function completeSsoSignIn(
  ctx: ServiceContext,
  cookieToken: string | null,
  callbackUrl: URL,
  device: SessionDevice,
): Promise<{ sessionToken: string; principal: UserPrincipal }> {
  if (cookieToken === null || !hasRandomTokenShape(cookieToken, SSO_SIGN_IN_PREFIX)) {
    throw new SsoRefusal('sign_in_expired');
  }
  const pending = await spendSsoSignInUnscoped(ctx.db, sha256Hex(cookieToken), ctx.now());
  if (!pending) throw new SsoRefusal('sign_in_expired');
  const returnedState = callbackUrl.searchParams.get('state') ?? '';
  if (!sameText(returnedState, pending.state)) throw new SsoRefusal('state_mismatch');
  if (callbackUrl.searchParams.has('error')) throw new SsoRefusal('provider_refused');
  let config: oidc.Configuration;
  try {
    config = await providerFor(ctx, pending.account_id);
  } catch (error) {
    throw error instanceof SsoRefusal ? error : new SsoRefusal('provider_unreachable');
  }
  const identity = await oidc
    .authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.code_verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    })
    .then((tokens) => verifiedEmail(config, tokens))
    .catch((error: unknown) => {
      throw grantRefusal(error);
    });
  if (!identity.verified) throw new SsoRefusal('email_not_verified');
  const domains = await listSsoDomains(ctx.db, pending.account_id);
  if (!isEmailAddress(identity.email) || !domains.includes(emailDomain(identity.email))) {
    throw new SsoRefusal('email_domain_not_allowed');
  }
  const sso = await findAccountSso(ctx.db, pending.account_id);
  if (!sso) throw new SsoRefusal('sso_not_configured');

  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    let user: UserRow | undefined = await findUserByEmailUnscoped(trx, identity.email);
    // An e-mail is one user in the whole service: another account's user is answered as an unknown one.
    if (user !== undefined && user.account_id !== pending.account_id) throw new SsoRefusal('user_not_found');
    if (user?.deactivated_at != null) throw new SsoRefusal('user_deactivated');
    if (user === undefined) {
      if (!sso.jit_provisioning) throw new SsoRefusal('user_not_found');
      const row = {
        id: uuidv7(),
        account_id: pending.account_id,
        email: identity.email,
        name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
        role: sso.jit_role,
        password_hash: null,
        deactivated_at: null,
        created_at: now,
        updated_at: now,
      };
      await insertUser(trx, row);
      user = (await findUserByEmailUnscoped(trx, identity.email)) as UserRow;
      const provisioner: Actor = { type: 'user', id: user.id, accountId: user.account_id };
      await recordAccountEvent(
        trx,
        provisioner,
        'user.provisioned',
        { user_id: user.id, role: sso.jit_role, method: 'sso', issuer: sso.issuer_url },
        now,
      );
    }
    if (user.sso_signed_in_at == null) {
      // Signed in through the provider: active from now on, with or without a password.
      await updateUser(trx, user.account_id, user.id, { sso_signed_in_at: now, updated_at: now });
    }
    const started = await startUserSession({ ...ctx, db: trx }, user, device, 'sso');
    const actor: Actor = { type: 'user', id: user.id, accountId: user.account_id };
    await recordAccountEvent(
      trx,
      actor,
      'user.signed_in',
      { user_id: user.id, method: 'sso', issuer: sso.issuer_url },
      now,
    );
    return started;
  });
}

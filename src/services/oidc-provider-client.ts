import * as oidc from 'openid-client';
import { parseIssuerUrl } from '../domain/sso-settings.js';
import { assertPublicAddress } from '../domain/webhook-url.js';
import type { ServiceContext } from './service-context.js';
import { resolvePublicAddresses } from './webhook-endpoints.js';

/** Seconds any one request to an identity provider may take (discovery, token, keys, userinfo). */
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * fetch for every request to an identity provider, guarded like webhook deliveries (SSRF): the URL must be https
 * (http only for localhost when allowed), and its host must resolve to public addresses only, unless the operator
 * allows private issuers (DOSSIER_SSO_ALLOW_PRIVATE). Checked for each request, since the provider's metadata names
 * further hosts (token endpoint, keys, userinfo) that the issuer check never saw. Redirects are not followed.
 */
function guardedFetch(allowPrivate: boolean): oidc.CustomFetch {
  return async (url, options) => {
    const target = parseIssuerUrl(url.split('?')[0] ?? url, allowPrivate);
    if (target.isIpLiteral) {
      if (!allowPrivate) assertPublicAddress(target.host);
    } else {
      await resolvePublicAddresses(target.host, allowPrivate);
    }
    return fetch(url, { ...options, redirect: 'manual' } as RequestInit);
  };
}

/**
 * The provider's configuration for one account's client, from its OpenID discovery document. openid-client then
 * checks, on every sign-in: the issuer (the discovery document's issuer must equal the configured URL, and the ID
 * token's `iss` that issuer), the audience (our client id), the signature against the provider's keys, PKCE, state
 * and nonce.
 */
export async function discoverProvider(
  ctx: ServiceContext,
  settings: { issuerUrl: string; clientId: string; clientSecret: string },
): Promise<oidc.Configuration> {
  const allowPrivate = ctx.ssoAllowPrivate === true;
  const config = await oidc.discovery(
    new URL(settings.issuerUrl),
    settings.clientId,
    settings.clientSecret,
    oidc.ClientSecretBasic(settings.clientSecret),
    {
      [oidc.customFetch]: guardedFetch(allowPrivate),
      timeout: PROVIDER_TIMEOUT_SECONDS,
      ...(allowPrivate && settings.issuerUrl.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
    },
  );
  config[oidc.customFetch] = guardedFetch(allowPrivate);
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return config;
}

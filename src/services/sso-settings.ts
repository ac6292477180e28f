import {
  type AccountSsoRow,
  deleteAccountSso,
  findAccountSso,
  findOtherDomainClaimUnscoped,
  listSsoDomains,
  replaceSsoDomains,
  saveAccountSso,
  setSsoEnforced,
} from '../db/repositories/sso-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { secretBox } from '../domain/secret-box.js';
import { parseEmailDomains, parseIssuerUrl, SsoSettingError } from '../domain/sso-settings.js';
import { isUserRole, type UserRole } from '../domain/user-role.js';
import { assertPublicAddress, WebhookUrlError } from '../domain/webhook-url.js';
import { recordAccountEvent } from './account-audit.js';
import { requireAccount } from './accounts.js';
import { discoverProvider } from './oidc-provider-client.js';
import type { Actor, ServiceContext } from './service-context.js';
import { resolvePublicAddresses } from './webhook-endpoints.js';

/** The path of the callback: the redirect URI each account registers at its identity provider. */
export const SSO_CALLBACK_PATH = '/api/v1/sso/callback';

/** The client secret is sealed under a key for this purpose only, bound to its account. */
export const ssoSecretBox = (ctx: ServiceContext) => secretBox(ctx.secret, 'sso-client-secret');

/** What an admin sees of the account's single sign-on: never the client secret, only that one is set. */
export interface SsoSettings {
  readonly issuer_url: string;
  readonly client_id: string;
  readonly client_secret_set: true;
  readonly email_domains: string[];
  readonly jit_provisioning: boolean;
  readonly jit_role: UserRole;
  readonly enforced: boolean;
  readonly redirect_uri: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface SsoSettingsInput {
  readonly issuer_url: string;
  readonly client_id: string;
  /** Required the first time; absent or empty keeps the stored one. */
  readonly client_secret?: string;
  readonly email_domains: readonly string[];
  readonly jit_provisioning?: boolean;
  readonly jit_role?: string;
  readonly enforced?: boolean;
}

export function ssoRedirectUri(ctx: ServiceContext): string {
  return `${ctx.publicUrl.replace(/\/$/, '')}${SSO_CALLBACK_PATH}`;
}

function present(ctx: ServiceContext, row: AccountSsoRow, domains: string[]): SsoSettings {
  return {
    issuer_url: row.issuer_url,
    client_id: row.client_id,
    client_secret_set: true,
    email_domains: domains,
    jit_provisioning: Boolean(row.jit_provisioning),
    jit_role: row.jit_role as UserRole,
    enforced: Boolean(row.enforced),
    redirect_uri: ssoRedirectUri(ctx),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function getSsoSettings(ctx: ServiceContext, accountId: string): Promise<SsoSettings | null> {
  const row = await findAccountSso(ctx.db, accountId);
  return row ? present(ctx, row, await listSsoDomains(ctx.db, accountId)) : null;
}

/** The issuer URL, normalized, whose host resolves to public addresses only (as for webhook URLs), or a 400. */
async function checkedIssuer(ctx: ServiceContext, text: string): Promise<string> {
  const allowPrivate = ctx.ssoAllowPrivate === true;
  try {
    const target = parseIssuerUrl(text, allowPrivate);
    if (target.isIpLiteral) {
      if (!allowPrivate) assertPublicAddress(target.host);
    } else {
      await resolvePublicAddresses(target.host, allowPrivate);
    }
    return target.url;
  } catch (error) {
    if (error instanceof SsoSettingError || error instanceof WebhookUrlError) {
      throw AppError.field('issuer_url', error.message);
    }
    throw error;
  }
}

/**
 * Saves the account's identity provider (admins). The provider's discovery document is fetched before anything is
 * stored, so a wrong issuer URL is refused here rather than at the first sign-in. A domain another account claims
 * is refused (409): an e-mail must lead to one provider.
 */
export async function saveSsoSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: SsoSettingsInput,
): Promise<SsoSettings> {
  const issuerUrl = await checkedIssuer(ctx, String(input.issuer_url ?? ''));
  const clientId = String(input.client_id ?? '').trim();
  if (clientId === '') throw AppError.field('client_id', 'is required');
  let domains: string[];
  try {
    domains = parseEmailDomains(input.email_domains ?? []);
  } catch (error) {
    if (error instanceof SsoSettingError) throw AppError.field('email_domains', error.message);
    throw error;
  }
  const jitRole = input.jit_role ?? 'viewer';
  if (!isUserRole(jitRole)) throw AppError.field('jit_role', 'must be admin, officer or viewer');
  const before = await findAccountSso(ctx.db, actor.accountId);
  const box = ssoSecretBox(ctx);
  const newSecret = input.client_secret?.trim() ?? '';
  if (newSecret === '' && before === undefined) throw AppError.field('client_secret', 'is required');
  const clientSecret =
    newSecret !== '' ? newSecret : box.open((before as AccountSsoRow).client_secret_sealed, actor.accountId);
  if (before === undefined || before.issuer_url !== issuerUrl) {
    try {
      await discoverProvider(ctx, { issuerUrl, clientId, clientSecret });
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason = error instanceof Error ? error.message : 'failed';
      throw AppError.field('issuer_url', `OpenID discovery at this issuer failed: ${reason}`.slice(0, 300));
    }
  }
  return inTransaction(ctx.db, async (trx) => {
    await requireAccount({ ...ctx, db: trx }, actor.accountId);
    const taken = await findOtherDomainClaimUnscoped(trx, actor.accountId, domains);
    if (taken !== undefined) {
      throw new AppError('conflict', `Another account already signs in ${taken} with single sign-on`, [
        { field: 'email_domains', message: `${taken} belongs to another account` },
      ]);
    }
    const now = ctx.now();
    await saveAccountSso(trx, {
      account_id: actor.accountId,
      issuer_url: issuerUrl,
      client_id: clientId,
      client_secret_sealed: box.seal(clientSecret, actor.accountId),
      jit_provisioning: input.jit_provisioning ?? false,
      jit_role: jitRole,
      enforced: input.enforced ?? false,
      created_at: before?.created_at ?? now,
      updated_at: now,
    });
    await replaceSsoDomains(trx, actor.accountId, domains);
    await recordAccountEvent(
      trx,
      actor,
      'account.sso_updated',
      {
        issuer_url: issuerUrl,
        client_id: clientId,
        client_secret_changed: newSecret !== '',
        email_domains: domains,
        jit_provisioning: input.jit_provisioning ?? false,
        jit_role: jitRole,
        enforced: input.enforced ?? false,
      },
      now,
    );
    return present(ctx, (await findAccountSso(trx, actor.accountId)) as AccountSsoRow, domains);
  });
}

/**
 * Removes the account's identity provider: its users sign in with passwords again. Audit-logged when there was one;
 * removing none is no error (the end state is the one asked for).
 */
export async function removeSsoSettings(ctx: ServiceContext, actor: Actor): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    if (!(await findAccountSso(trx, actor.accountId))) return;
    await deleteAccountSso(trx, actor.accountId);
    await recordAccountEvent(trx, actor, 'account.sso_removed', {}, ctx.now());
  });
}

/**
 * The operator's break-glass (`dossier accounts configure ID --sso-enforced no`): when the identity provider is down,
 * turning enforcement off lets the account's users sign in with their passwords (or set-password links) again.
 */
export async function setSsoEnforcedAsOperator(
  ctx: ServiceContext,
  accountId: string,
  enforced: boolean,
): Promise<void> {
  await requireAccount(ctx, accountId);
  await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    if ((await setSsoEnforced(trx, accountId, enforced, now)) === 0) {
      throw new AppError('conflict', 'This account has no single sign-on set up');
    }
    const actor: Actor = { type: 'cli', id: null, accountId };
    await recordAccountEvent(trx, actor, 'account.sso_updated', { enforced }, now);
  });
}

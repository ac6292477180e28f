import { parseWebhookUrl, WEBHOOK_URL_MAX_LENGTH, WebhookUrlError } from './webhook-url.js';

/** At most this many e-mail domains per account: a company's own, and a few subsidiaries'. */
export const SSO_MAX_DOMAINS = 20;

/** A single sign-on setting that cannot be accepted, with a message fit for the client (its field's error). */
export class SsoSettingError extends Error {
  override name = 'SsoSettingError';
}

/** Hosts an issuer may use over plain http, and only when the operator allows private issuers (tests). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The issuer URL, normalized (no trailing slash, as OpenID discovery compares issuers exactly as written): https,
 * or http for localhost/127.0.0.1 when `allowLocalHttp`; no user name or password, query or fragment. The shape
 * only: the addresses its host resolves to are checked by the caller, as for webhook URLs.
 */
export function parseIssuerUrl(
  text: string,
  allowLocalHttp: boolean,
): { url: string; host: string; isIpLiteral: boolean } {
  let target: ReturnType<typeof parseWebhookUrl>;
  try {
    target = parseWebhookUrl(text.trim());
  } catch (error) {
    if (error instanceof WebhookUrlError) throw new SsoSettingError(error.message.replace('http or https', 'https'));
    throw error;
  }
  const url = new URL(target.url);
  if (url.search !== '' || url.hash !== '') throw new SsoSettingError('must not have a query or fragment');
  if (url.protocol === 'http:' && !(allowLocalHttp && LOCAL_HOSTS.has(url.hostname))) {
    throw new SsoSettingError('must use https');
  }
  const normalized = url.href.endsWith('/') && url.pathname === '/' ? url.href.slice(0, -1) : url.href;
  if (normalized.length > WEBHOOK_URL_MAX_LENGTH) throw new SsoSettingError('is too long');
  return { url: normalized, host: target.host, isIpLiteral: target.isIpLiteral };
}

const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The allowed e-mail domains, lowercased, without repeats: each a host name with at least one dot (no wildcard; a
 * subdomain is listed on its own), at most SSO_MAX_DOMAINS. A leading `@` is forgiven.
 */
export function parseEmailDomains(values: readonly string[]): string[] {
  const domains: string[] = [];
  for (const raw of values) {
    const domain = raw.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
    if (domain === '') continue;
    const labels = domain.split('.');
    if (domain.length > 253 || labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) {
      throw new SsoSettingError(`"${raw.slice(0, 100)}" is not an e-mail domain (like bank.example)`);
    }
    if (!domains.includes(domain)) domains.push(domain);
  }
  if (domains.length === 0) throw new SsoSettingError('must list at least one e-mail domain');
  if (domains.length > SSO_MAX_DOMAINS) throw new SsoSettingError(`must list at most ${SSO_MAX_DOMAINS} domains`);
  return domains;
}

/** The domain of an e-mail address, lowercased; '' when it has none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

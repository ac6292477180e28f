import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A client registered at the test provider: one per Dossier account that configures SSO in a test. */
export interface TestClient {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
}

/** What the provider says about a person who signs in with a given login (the login is their e-mail). */
export interface TestIdentity {
  readonly email?: string;
  readonly emailVerified?: boolean;
}

export interface TestOidcProvider {
  readonly issuer: string;
  readonly clients: TestClient[];
  /** Claims per login; an unknown login signs in with email = login, verified. */
  readonly identities: Map<string, TestIdentity>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with its development login and consent pages: any
 * login and password sign in. Clients are added with `addClient` before they are used (oidc-provider reads them
 * through its adapter on each request).
 */
export async function startOidcProvider(): Promise<TestOidcProvider & { addClient(client: TestClient): void }> {
  const clients: TestClient[] = [];
  const identities = new Map<string, TestIdentity>();
  const server: Server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stores = new Map<string, Map<string, unknown>>();
  class MemoryAdapter {
    private readonly store: Map<string, unknown>;
    constructor(private readonly model: string) {
      this.store = stores.get(model) ?? new Map();
      stores.set(model, this.store);
    }
    async upsert(id: string, payload: Record<string, unknown>) {
      this.store.set(id, payload);
    }
    async find(id: string) {
      if (this.model === 'Client') {
        const client = clients.find((c) => c.clientId === id);
        return client
          ? {
              client_id: client.clientId,
              client_secret: client.clientSecret,
              redirect_uris: [client.redirectUri],
              grant_types: ['authorization_code'],
              response_types: ['code'],
              token_endpoint_auth_method: 'client_secret_basic',
            }
          : undefined;
      }
      return this.store.get(id) as Record<string, unknown> | undefined;
    }
    async findByUid(uid: string) {
      for (const value of this.store.values()) if ((value as { uid?: string }).uid === uid) return value;
      return undefined;
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const value = this.store.get(id) as Record<string, unknown> | undefined;
      if (value) value.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      this.store.delete(id);
    }
    async revokeByGrantId(grantId: string) {
      for (const [id, value] of this.store)
        if ((value as { grantId?: string }).grantId === grantId) this.store.delete(id);
    }
  }
  const provider = new Provider(issuer, {
    adapter: MemoryAdapter,
    clients: [],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, id) {
      const identity = identities.get(id) ?? {};
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            ...(identity.email === undefined ? { email: id } : { email: identity.email }),
            email_verified: identity.emailVerified ?? true,
          };
        },
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clients,
    identities,
    addClient: (client) => clients.push(client),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's cookie jar for one host, enough for the provider's interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = (pair ?? '').indexOf('=');
      if (at > 0) this.cookies.set((pair as string).slice(0, at).trim(), (pair as string).slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Plays the person at the provider: opens the authorization URL, signs in with `login` on the development login
 * page, consents, and returns the URL the provider sends the browser back to (Dossier's callback, with code and
 * state, or an error).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    jar.take(response);
    body = undefined;
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location') as string, url);
      if (next.origin !== issuerOrigin) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`The provider answered ${response.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (action === undefined || prompt === undefined)
      throw new Error(`No form on the provider's page: ${html.slice(0, 500)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'anything' } : { prompt });
  }
  throw new Error('Too many redirects at the provider');
}

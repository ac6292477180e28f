/** The part of oidc-provider 9's API the tests use (the package ships no types). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface FoundAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface ProviderConfiguration {
    adapter?: unknown;
    clients?: unknown[];
    pkce?: { required?: () => boolean };
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    findAccount(ctx: unknown, id: string): Promise<FoundAccount>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './http/plugins/http-timeouts.js';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** `postgres://…` selects PostgreSQL; null selects the embedded SQLite file under dataDir. */
  readonly databaseUrl: string | null;
  readonly publicUrl: string;
  readonly downloadUrl: string;
  /** Signs attachment links. */
  readonly secret: string;
  readonly redisUrl: string | null;
  readonly rateLimitPerSecond: number;
  readonly rateLimitBurst: number;
  /**
   * DOSSIER_SIGN_IN_PER_ADDRESS_PER_MINUTE: sign-in, set-password-link and portal-link requests one client address
   * may make per minute (and at once), shared through Redis like the other limits; 0 turns the limit off.
   */
  readonly signInPerAddressPerMinute: number;
  /**
   * DOSSIER_TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy):
   * false (unset) uses the connection's address; a number of hops; or a comma list of addresses and CIDR ranges.
   */
  readonly trustProxy: boolean | number | string;
  readonly bodyLimitBytes: number;
  /** DOSSIER_{HEADERS,BODY,UPLOAD,KEEP_ALIVE}_TIMEOUT_SECONDS (see src/http/plugins/http-timeouts.ts). */
  readonly timeouts: HttpTimeouts;
  readonly uploadLimitBytes: number;
  readonly logLevel: string;
  /** Allow webhook endpoints on loopback/private/link-local addresses (tests, local development). */
  readonly webhookAllowPrivate: boolean;
  /**
   * DOSSIER_SSO_ALLOW_PRIVATE: let an account's single sign-on issuer be on a loopback or private address, over http
   * for localhost and 127.0.0.1 (tests, local development). Off: https and public addresses only.
   */
  readonly ssoAllowPrivate: boolean;
  /** smtp:// or smtps:// (credentials in the URL); null writes each mail as an .eml file under dataDir/mail. */
  readonly smtpUrl: string | null;
  /** The address mail is sent from; its display name is the account's name. */
  readonly mailFrom: string;
  /** How long a portal invitation link stays valid. */
  readonly invitationTtlDays: number;
  /**
   * DOSSIER_SCREENING_SOURCES: where `dossier screening update` fetches each list ("ofac-sdn=URL,un=URL,…";
   * for ofac-sdn the URL of the folder holding its four CSV files). Empty: no updates from the network.
   */
  readonly screeningSources: readonly { readonly source: string; readonly url: string }[];
  /**
   * DOSSIER_SCREENING_PROVIDER: `embedded` (default: the lists imported here and the embedded matcher) or `yente`
   * (persons and companies matched by an OpenSanctions yente service; crypto addresses stay on the embedded lists).
   */
  readonly screeningProvider: 'embedded' | 'yente';
  /** The yente service when the provider is yente (DOSSIER_YENTE_*); null otherwise. */
  readonly yente: YenteConfig | null;
  /**
   * DOSSIER_TEST_ERASURE_PAUSE_AFTER_FILES: tests only. An erasure stops (waits forever) after deleting this many
   * files, so a test can kill the process mid-erasure and see it resumed. null: never.
   */
  readonly erasurePauseAfterFiles: number | null;
  /**
   * DOSSIER_TEST_SCREENING_IMPORT_PAUSE_AFTER: tests only. A list import waits forever, its transaction open,
   * once it has written this many entries, so a test can kill it midway. null: never.
   */
  readonly screeningImportPauseAfter: number | null;
  /** DOSSIER_METRICS_TOKEN: the Bearer token of `/metrics` on the API's port; null serves no metrics there. */
  readonly metricsToken: string | null;
  /** DOSSIER_METRICS_PORT: a second listener serving `/metrics` without auth (private network); null: none. */
  readonly metricsPort: number | null;
  /** DOSSIER_METRICS_HOST: the interface of that listener (default HOST). */
  readonly metricsHost: string;
  /** Attachment bytes in an S3 bucket (DOSSIER_S3_BUCKET set); null keeps them under dataDir/files. */
  readonly s3: S3Config | null;
}

/** Credentials are not here: the AWS SDK's default chain finds them (AWS_ACCESS_KEY_ID…, profiles, roles). */
export interface S3Config {
  readonly bucket: string;
  /** An S3-compatible service (MinIO, s3rver…); null is AWS S3. */
  readonly endpoint: string | null;
  readonly region: string;
  /** Put before every object key: empty, or ending in `/`. */
  readonly prefix: string;
  /** Path-style addressing (`endpoint/bucket/key`), which S3-compatible services expect. */
  readonly forcePathStyle: boolean;
}

export interface YenteConfig {
  /** DOSSIER_YENTE_URL: the service's base URL, without a trailing slash. */
  readonly url: string;
  /** DOSSIER_YENTE_DATASET: the dataset (collection) matched against, `default` unless set. */
  readonly dataset: string;
  /** DOSSIER_YENTE_API_KEY: sent as `Authorization: ApiKey …` (the hosted OpenSanctions API); null sends none. */
  readonly apiKey: string | null;
  /** DOSSIER_YENTE_TIMEOUT_SECONDS: how long one request may take before it is abandoned (and retried). */
  readonly timeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/**
 * The embedded default keeps its secret beside its data so links stay valid across restarts. With a shared
 * database every instance must sign with the same secret, so it has to come from the environment.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

function smtpUrl(env: Env): string | null {
  const raw = env.DOSSIER_SMTP_URL || '';
  if (raw === '') return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {}
  // The URL carries the password: never repeat it in the message.
  if (parsed === null || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || parsed.hostname === '') {
    throw new ConfigError('DOSSIER_SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@host:465');
  }
  return raw;
}

function redisUrl(env: Env): string | null {
  const raw = env.REDIS_URL || '';
  if (raw === '') return null;
  // The URL may carry a password: never repeat it in the message.
  if (!/^rediss?:\/\/[^/?#]/.test(raw)) {
    throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL such as redis://:password@cache:6379/0');
  }
  return raw;
}

function mailFrom(env: Env, publicUrl: string): string {
  const address = env.DOSSIER_MAIL_FROM || `dossier@${new URL(publicUrl).hostname}`;
  if (!/^[^\s@,;<>"()]+@[^\s@,;<>"()]+$/.test(address)) {
    throw new ConfigError(
      `DOSSIER_MAIL_FROM must be a plain e-mail address such as dossier@example.com, got "${address}"`,
    );
  }
  return address;
}

function s3Config(env: Env): S3Config | null {
  const bucket = env.DOSSIER_S3_BUCKET || '';
  if (bucket === '') {
    const stray = ['DOSSIER_S3_ENDPOINT', 'DOSSIER_S3_REGION', 'DOSSIER_S3_PREFIX'].find((name) => env[name]);
    // Files would quietly go to local disk while the operator believes they go to a bucket.
    if (stray) throw new ConfigError(`${stray} is set but DOSSIER_S3_BUCKET is not`);
    return null;
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/.test(bucket)) {
    throw new ConfigError(
      `DOSSIER_S3_BUCKET must be a bucket name such as dossier-files (a key prefix goes in DOSSIER_S3_PREFIX), got "${bucket}"`,
    );
  }
  const endpoint = env.DOSSIER_S3_ENDPOINT ? url(env, 'DOSSIER_S3_ENDPOINT', '') : null;
  const region = env.DOSSIER_S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) {
    throw new ConfigError(`DOSSIER_S3_REGION must be a region such as eu-central-1, got "${region}"`);
  }
  const prefix = (env.DOSSIER_S3_PREFIX || '').replace(/^\/+/, '');
  return {
    bucket,
    endpoint,
    region,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    forcePathStyle: endpoint !== null,
  };
}

function metricsToken(env: Env): string | null {
  const token = env.DOSSIER_METRICS_TOKEN || '';
  if (token === '') return null;
  if (token.length < 16) throw new ConfigError('DOSSIER_METRICS_TOKEN must be at least 16 characters');
  return token;
}

function metricsPort(env: Env, port: number): number | null {
  if (!env.DOSSIER_METRICS_PORT) return null;
  const metrics = integer(env, 'DOSSIER_METRICS_PORT', 0, 1, 65535);
  if (metrics === port) throw new ConfigError(`DOSSIER_METRICS_PORT must differ from PORT (${port})`);
  return metrics;
}

function trustProxy(env: Env): boolean | number | string {
  const raw = (env.DOSSIER_TRUST_PROXY || '').trim();
  if (raw === '' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return integer(env, 'DOSSIER_TRUST_PROXY', 0, 0, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    if (version === 0 || rest.length > 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new ConfigError(
        `DOSSIER_TRUST_PROXY must be a number of hops or a comma list of addresses and CIDR ranges such as 10.0.0.0/8, got "${entry}"`,
      );
    }
  }
  return entries.join(',');
}

function httpTimeouts(env: Env): HttpTimeouts {
  const seconds = (name: string, fallbackMs: number, max: number) =>
    integer(env, name, fallbackMs / 1000, 1, max) * 1000;
  const headersMs = seconds('DOSSIER_HEADERS_TIMEOUT_SECONDS', DEFAULT_HTTP_TIMEOUTS.headersMs, 600);
  const bodyMs = seconds('DOSSIER_BODY_TIMEOUT_SECONDS', DEFAULT_HTTP_TIMEOUTS.bodyMs, 3600);
  const uploadMs = seconds('DOSSIER_UPLOAD_TIMEOUT_SECONDS', DEFAULT_HTTP_TIMEOUTS.uploadMs, 24 * 3600);
  const keepAliveMs = seconds('DOSSIER_KEEP_ALIVE_TIMEOUT_SECONDS', DEFAULT_HTTP_TIMEOUTS.keepAliveMs, 3600);
  // Node refuses a headers timeout above the request timeout; a body bound above the upload bound would never apply.
  if (headersMs > bodyMs || bodyMs > uploadMs) {
    throw new ConfigError(
      'DOSSIER_HEADERS_TIMEOUT_SECONDS must not exceed DOSSIER_BODY_TIMEOUT_SECONDS, which must not exceed DOSSIER_UPLOAD_TIMEOUT_SECONDS',
    );
  }
  return { headersMs, bodyMs, uploadMs, keepAliveMs };
}

const SCREENING_SOURCE_IDS = new Set(['ofac-sdn', 'un', 'eu-fsf', 'opensanctions']);

/** "ofac-sdn=https://…,un=https://…": each a known source and an http(s) or file URL, each source once. */
function screeningSources(env: Env): { source: string; url: string }[] {
  const raw = (env.DOSSIER_SCREENING_SOURCES ?? '').trim();
  if (raw === '') return [];
  const out: { source: string; url: string }[] = [];
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const at = part.indexOf('=');
    const source = part.slice(0, at).trim();
    const url = part.slice(at + 1).trim();
    if (at < 1 || !SCREENING_SOURCE_IDS.has(source) || out.some((o) => o.source === source)) {
      throw new ConfigError(
        'DOSSIER_SCREENING_SOURCES takes source=URL pairs separated by commas, each of ofac-sdn, un, eu-fsf, opensanctions once',
      );
    }
    if (!/^(https?|file):\/\/./.test(url)) {
      throw new ConfigError(`DOSSIER_SCREENING_SOURCES: the URL of ${source} must be http(s):// or file://`);
    }
    out.push({ source, url });
  }
  return out;
}

const YENTE_SETTINGS = [
  'DOSSIER_YENTE_URL',
  'DOSSIER_YENTE_DATASET',
  'DOSSIER_YENTE_API_KEY',
  'DOSSIER_YENTE_TIMEOUT_SECONDS',
];

/** DOSSIER_SCREENING_PROVIDER and, for yente, where it is: refused at boot rather than at the first case. */
function screeningProvider(env: Env): { screeningProvider: 'embedded' | 'yente'; yente: YenteConfig | null } {
  const provider = (env.DOSSIER_SCREENING_PROVIDER || 'embedded').trim();
  if (provider === 'embedded') {
    const stray = YENTE_SETTINGS.find((name) => env[name]);
    // The operator would believe cases are matched by yente while the embedded lists match them.
    if (stray) throw new ConfigError(`${stray} is set but DOSSIER_SCREENING_PROVIDER is not yente`);
    return { screeningProvider: 'embedded', yente: null };
  }
  if (provider !== 'yente') {
    throw new ConfigError(`DOSSIER_SCREENING_PROVIDER must be embedded or yente, got "${provider}"`);
  }
  if (!env.DOSSIER_YENTE_URL) {
    throw new ConfigError('DOSSIER_SCREENING_PROVIDER=yente needs DOSSIER_YENTE_URL, such as http://yente:8000');
  }
  const base = url(env, 'DOSSIER_YENTE_URL', '');
  if (/[?#]/.test(base)) throw new ConfigError(`DOSSIER_YENTE_URL must be the service's base URL, got "${base}"`);
  const dataset = env.DOSSIER_YENTE_DATASET || 'default';
  // yente's dataset names: lower case letters, digits and underscores (default, sanctions, peps…).
  if (!/^[a-z0-9_]{1,100}$/.test(dataset)) {
    throw new ConfigError(
      `DOSSIER_YENTE_DATASET must be a yente dataset name such as default or sanctions, got "${dataset}"`,
    );
  }
  const apiKey = env.DOSSIER_YENTE_API_KEY || null;
  // The key goes into a header: never repeat it in the message.
  if (apiKey !== null && !/^[\x21-\x7e]{8,512}$/.test(apiKey)) {
    throw new ConfigError('DOSSIER_YENTE_API_KEY must be 8 to 512 printable characters without spaces');
  }
  const timeoutMs = integer(env, 'DOSSIER_YENTE_TIMEOUT_SECONDS', 10, 1, 300) * 1000;
  return { screeningProvider: 'yente', yente: { url: base, dataset, apiKey, timeoutMs } };
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Reads the environment once, validates every setting and returns a frozen Config. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST || '0.0.0.0';
  const dataDir = resolve(env.DOSSIER_DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite default)');
  }
  const publicUrl = url(env, 'DOSSIER_PUBLIC_URL', `http://localhost:${port}`);
  const downloadUrl = url(env, 'DOSSIER_DOWNLOAD_URL', publicUrl);
  let secret = env.DOSSIER_SECRET || '';
  if (secret === '') {
    if (databaseUrl !== null) {
      throw new ConfigError('DOSSIER_SECRET is required with DATABASE_URL so every instance signs links alike');
    }
    secret = loadOrCreateSecret(dataDir);
  }
  if (secret.length < 16) throw new ConfigError('DOSSIER_SECRET must be at least 16 characters');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.has(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}`);
  return Object.freeze({
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    downloadUrl,
    secret,
    redisUrl: redisUrl(env),
    rateLimitPerSecond: integer(env, 'DOSSIER_RATE_LIMIT_PER_SECOND', 50, 0, 1_000_000),
    rateLimitBurst: integer(env, 'DOSSIER_RATE_LIMIT_BURST', 100, 0, 1_000_000),
    signInPerAddressPerMinute: integer(env, 'DOSSIER_SIGN_IN_PER_ADDRESS_PER_MINUTE', 10, 0, 100_000),
    trustProxy: trustProxy(env),
    timeouts: httpTimeouts(env),
    bodyLimitBytes: integer(env, 'DOSSIER_BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    uploadLimitBytes: integer(env, 'DOSSIER_UPLOAD_LIMIT_BYTES', 25 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    logLevel,
    webhookAllowPrivate: env.DOSSIER_WEBHOOK_ALLOW_PRIVATE === '1' || env.DOSSIER_WEBHOOK_ALLOW_PRIVATE === 'true',
    ssoAllowPrivate: env.DOSSIER_SSO_ALLOW_PRIVATE === '1' || env.DOSSIER_SSO_ALLOW_PRIVATE === 'true',
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env, publicUrl),
    invitationTtlDays: integer(env, 'DOSSIER_INVITATION_TTL_DAYS', 14, 1, 365),
    screeningSources: screeningSources(env),
    ...screeningProvider(env),
    erasurePauseAfterFiles: env.DOSSIER_TEST_ERASURE_PAUSE_AFTER_FILES
      ? integer(env, 'DOSSIER_TEST_ERASURE_PAUSE_AFTER_FILES', 1, 0, 1_000_000)
      : null,
    screeningImportPauseAfter: env.DOSSIER_TEST_SCREENING_IMPORT_PAUSE_AFTER
      ? integer(env, 'DOSSIER_TEST_SCREENING_IMPORT_PAUSE_AFTER', 1, 0, 100_000_000)
      : null,
    metricsToken: metricsToken(env),
    metricsPort: metricsPort(env, port),
    metricsHost: env.DOSSIER_METRICS_HOST || host,
    s3: s3Config(env),
  });
}

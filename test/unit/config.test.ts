import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';

const SECRET = 'a-sufficiently-long-test-secret';
const PG = 'postgres://dossier@127.0.0.1:5432/dossier';
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-config-'));
  dirs.push(dir);
  return dir;
}

/** An environment that never writes into the working directory: a temp data dir and an explicit secret. */
function env(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return { DOSSIER_DATA_DIR: tempDir(), DOSSIER_SECRET: SECRET, ...extra };
}

function rejects(environment: Record<string, string | undefined>, pattern: RegExp): void {
  assert.throws(
    () => loadConfig(environment),
    (error: unknown) => error instanceof ConfigError && pattern.test(error.message),
  );
}

after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig defaults', () => {
  it('fills every setting with its documented default', () => {
    const environment = env();
    const config = loadConfig(environment);
    const expected = {
      port: 8080,
      host: '0.0.0.0',
      dataDir: environment.DOSSIER_DATA_DIR,
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      downloadUrl: 'http://localhost:8080',
      secret: SECRET,
      redisUrl: null,
      rateLimitPerSecond: 50,
      rateLimitBurst: 100,
      bodyLimitBytes: 1024 * 1024,
      uploadLimitBytes: 25 * 1024 * 1024,
      logLevel: 'info',
    };
    const actual = Object.fromEntries(Object.keys(expected).map((key) => [key, config[key as keyof typeof config]]));
    assert.deepEqual(actual, expected);
  });

  it('defaults the data dir to ./data, resolved to an absolute path', () => {
    assert.equal(loadConfig({ DOSSIER_SECRET: SECRET }).dataDir, resolve('data'));
  });

  it('resolves a relative data dir', () => {
    assert.equal(loadConfig({ DOSSIER_SECRET: SECRET, DOSSIER_DATA_DIR: 'some/dir' }).dataDir, resolve('some/dir'));
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig(
      env({
        PORT: '',
        HOST: '',
        DATABASE_URL: '',
        DOSSIER_PUBLIC_URL: '',
        DOSSIER_DOWNLOAD_URL: '',
        REDIS_URL: '',
        DOSSIER_RATE_LIMIT_PER_SECOND: '',
        DOSSIER_RATE_LIMIT_BURST: '',
        LOG_LEVEL: '',
      }),
    );
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, null);
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.redisUrl, null);
    assert.equal(config.rateLimitPerSecond, 50);
    assert.equal(config.logLevel, 'info');
  });

  it('reads the process environment when no env is passed', () => {
    const saved = { ...process.env };
    const dir = tempDir();
    try {
      process.env.DOSSIER_DATA_DIR = dir;
      process.env.DOSSIER_SECRET = SECRET;
      process.env.PORT = '9191';
      delete process.env.DATABASE_URL;
      delete process.env.DOSSIER_PUBLIC_URL;
      delete process.env.DOSSIER_DOWNLOAD_URL;
      delete process.env.LOG_LEVEL;
      const config = loadConfig();
      assert.equal(config.port, 9191);
      assert.equal(config.dataDir, dir);
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  });

  it('returns a frozen object', () => {
    const config = loadConfig(env());
    assert.equal(Object.isFrozen(config), true);
    assert.throws(() => {
      (config as { port: number }).port = 1;
    }, TypeError);
    assert.equal(config.port, 8080);
  });
});

describe('PORT', () => {
  for (const [raw, port] of [
    ['0', 0],
    ['1', 1],
    ['3000', 3000],
    ['65535', 65535],
    ['08080', 8080],
  ] as const) {
    it(`accepts ${raw}`, () => assert.equal(loadConfig(env({ PORT: raw })).port, port));
  }

  for (const raw of ['65536', '100000', '-1', 'abc', '80.5', '8e3', ' 8080', '8080 ', '0x50', '+80']) {
    it(`rejects ${JSON.stringify(raw)}`, () => rejects(env({ PORT: raw }), /^PORT must be/));
  }

  it('shows up in the default public URL', () => {
    const config = loadConfig(env({ PORT: '3000' }));
    assert.equal(config.publicUrl, 'http://localhost:3000');
    assert.equal(config.downloadUrl, 'http://localhost:3000');
  });
});

describe('DATABASE_URL and DOSSIER_SECRET', () => {
  it('accepts postgres:// and postgresql:// URLs', () => {
    assert.equal(loadConfig(env({ DATABASE_URL: PG })).databaseUrl, PG);
    const alt = 'postgresql://u:p@db.internal/dossier?sslmode=require';
    assert.equal(loadConfig(env({ DATABASE_URL: alt })).databaseUrl, alt);
  });

  for (const url of [
    'mysql://localhost/db',
    'sqlite:///data/db',
    'http://localhost:5432',
    'postgres:/x',
    'localhost',
  ]) {
    it(`rejects ${url}`, () => rejects(env({ DATABASE_URL: url }), /^DATABASE_URL must be a postgres:\/\/ URL/));
  }

  it('requires DOSSIER_SECRET with DATABASE_URL and writes no secret file', () => {
    const dir = tempDir();
    rejects({ DOSSIER_DATA_DIR: dir, DATABASE_URL: PG }, /^DOSSIER_SECRET is required with DATABASE_URL/);
    rejects({ DOSSIER_DATA_DIR: dir, DATABASE_URL: PG, DOSSIER_SECRET: '' }, /^DOSSIER_SECRET is required/);
    assert.deepEqual(readdirSync(dir), []);
  });

  it('uses DOSSIER_SECRET as given and writes no secret file', () => {
    const dir = tempDir();
    assert.equal(loadConfig({ DOSSIER_DATA_DIR: dir, DOSSIER_SECRET: SECRET }).secret, SECRET);
    assert.equal(loadConfig({ DOSSIER_DATA_DIR: dir, DOSSIER_SECRET: SECRET, DATABASE_URL: PG }).secret, SECRET);
    assert.deepEqual(readdirSync(dir), []);
  });

  it('refuses a secret shorter than 16 characters', () => {
    rejects(env({ DOSSIER_SECRET: 'x'.repeat(15) }), /at least 16 characters/);
    assert.equal(loadConfig(env({ DOSSIER_SECRET: 'x'.repeat(16) })).secret, 'x'.repeat(16));
  });
});

describe('generated secret on the embedded default', () => {
  it('is generated, kept in DOSSIER_DATA_DIR with mode 0600, and reused by the next load', () => {
    const dir = tempDir();
    const first = loadConfig({ DOSSIER_DATA_DIR: dir });
    const file = join(dir, 'secret');
    assert.ok(existsSync(file));
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(readFileSync(file, 'utf8').trim(), first.secret);
    assert.ok(first.secret.length >= 32, first.secret);
    const second = loadConfig({ DOSSIER_DATA_DIR: dir });
    assert.equal(second.secret, first.secret);
    assert.equal(statSync(file).mode & 0o777, 0o600);
  });

  it('differs between data dirs', () => {
    const a = loadConfig({ DOSSIER_DATA_DIR: tempDir() }).secret;
    const b = loadConfig({ DOSSIER_DATA_DIR: tempDir() }).secret;
    assert.notEqual(a, b);
  });

  it('creates a data dir that does not exist yet', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const config = loadConfig({ DOSSIER_DATA_DIR: dir });
    assert.equal(readFileSync(join(dir, 'secret'), 'utf8').trim(), config.secret);
  });

  it('reads an existing secret file, ignoring surrounding whitespace', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'secret'), '  an-operator-chosen-secret-value \n', { mode: 0o600 });
    assert.equal(loadConfig({ DOSSIER_DATA_DIR: dir }).secret, 'an-operator-chosen-secret-value');
  });

  it('refuses a secret file whose content is too short', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'secret'), 'short\n', { mode: 0o600 });
    rejects({ DOSSIER_DATA_DIR: dir }, /at least 16 characters/);
  });

  it('prefers DOSSIER_SECRET over the file', () => {
    const dir = tempDir();
    loadConfig({ DOSSIER_DATA_DIR: dir });
    assert.equal(loadConfig({ DOSSIER_DATA_DIR: dir, DOSSIER_SECRET: SECRET }).secret, SECRET);
  });
});

describe('DOSSIER_PUBLIC_URL and DOSSIER_DOWNLOAD_URL', () => {
  it('accepts http and https URLs', () => {
    const config = loadConfig(
      env({ DOSSIER_PUBLIC_URL: 'https://kyb.example.com', DOSSIER_DOWNLOAD_URL: 'http://files.example.com:8081' }),
    );
    assert.equal(config.publicUrl, 'https://kyb.example.com');
    assert.equal(config.downloadUrl, 'http://files.example.com:8081');
  });

  it('trims trailing slashes, keeping a path prefix', () => {
    const config = loadConfig(
      env({
        DOSSIER_PUBLIC_URL: 'https://kyb.example.com/',
        DOSSIER_DOWNLOAD_URL: 'https://cdn.example.com/dossier///',
      }),
    );
    assert.equal(config.publicUrl, 'https://kyb.example.com');
    assert.equal(config.downloadUrl, 'https://cdn.example.com/dossier');
  });

  it('defaults the download URL to the (trimmed) public URL', () => {
    const config = loadConfig(env({ DOSSIER_PUBLIC_URL: 'https://kyb.example.com/base/' }));
    assert.equal(config.publicUrl, 'https://kyb.example.com/base');
    assert.equal(config.downloadUrl, 'https://kyb.example.com/base');
  });

  for (const name of ['DOSSIER_PUBLIC_URL', 'DOSSIER_DOWNLOAD_URL']) {
    for (const bad of ['kyb.example.com', '/relative/path', 'not a url', 'ftp://files.example.com', 'file:///etc']) {
      it(`${name} rejects ${bad}`, () => rejects(env({ [name]: bad }), new RegExp(`^${name} must be`)));
    }
  }
});

describe('rate limits and other numbers', () => {
  it('reads the rate limit settings, 0 included (turns the limit off)', () => {
    const config = loadConfig(env({ DOSSIER_RATE_LIMIT_PER_SECOND: '5', DOSSIER_RATE_LIMIT_BURST: '7' }));
    assert.equal(config.rateLimitPerSecond, 5);
    assert.equal(config.rateLimitBurst, 7);
    const off = loadConfig(env({ DOSSIER_RATE_LIMIT_PER_SECOND: '0', DOSSIER_RATE_LIMIT_BURST: '0' }));
    assert.equal(off.rateLimitPerSecond, 0);
    assert.equal(off.rateLimitBurst, 0);
  });

  for (const name of ['DOSSIER_RATE_LIMIT_PER_SECOND', 'DOSSIER_RATE_LIMIT_BURST']) {
    for (const bad of ['-1', 'many', '1.5', '1000001', '50/s']) {
      it(`${name} rejects ${JSON.stringify(bad)}`, () => rejects(env({ [name]: bad }), new RegExp(`^${name} must be`)));
    }
    it(`${name} accepts its maximum`, () => {
      const config = loadConfig(env({ [name]: '1000000' }));
      assert.equal(name.endsWith('BURST') ? config.rateLimitBurst : config.rateLimitPerSecond, 1_000_000);
    });
  }

  it('reads body and upload limits within their bounds', () => {
    const config = loadConfig(env({ DOSSIER_BODY_LIMIT_BYTES: '2048', DOSSIER_UPLOAD_LIMIT_BYTES: '1048576' }));
    assert.equal(config.bodyLimitBytes, 2048);
    assert.equal(config.uploadLimitBytes, 1048576);
    rejects(env({ DOSSIER_BODY_LIMIT_BYTES: '1023' }), /^DOSSIER_BODY_LIMIT_BYTES must be between/);
    rejects(env({ DOSSIER_UPLOAD_LIMIT_BYTES: String(2 * 1024 ** 3) }), /^DOSSIER_UPLOAD_LIMIT_BYTES must be/);
  });

  it('passes HOST and REDIS_URL through', () => {
    const config = loadConfig(env({ HOST: '127.0.0.1', REDIS_URL: 'redis://cache:6379/0' }));
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.redisUrl, 'redis://cache:6379/0');
  });

  it('takes redis:// and rediss:// REDIS_URLs only, without repeating a refused one (it may hold a password)', () => {
    assert.equal(loadConfig(env({ REDIS_URL: 'rediss://:pw@cache:6380' })).redisUrl, 'rediss://:pw@cache:6380');
    for (const bad of ['redis-host:6380', 'http://:secret-pw@cache:6379', 'redis:///0', '/tmp/redis.sock']) {
      assert.throws(
        () => loadConfig(env({ REDIS_URL: bad })),
        (error: Error) => /^REDIS_URL must be a redis:\/\//.test(error.message) && !error.message.includes(bad),
      );
    }
  });
});

describe('LOG_LEVEL', () => {
  for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
    it(`accepts ${level}`, () => assert.equal(loadConfig(env({ LOG_LEVEL: level })).logLevel, level));
  }

  for (const level of ['INFO', 'verbose', 'warning', 'information', ' info', '10']) {
    it(`rejects ${JSON.stringify(level)}`, () => rejects(env({ LOG_LEVEL: level }), /^LOG_LEVEL must be one of/));
  }
});

describe('S3 blob store settings', () => {
  it('keeps files on local disk when DOSSIER_S3_BUCKET is unset', () => {
    assert.equal(loadConfig(env()).s3, null);
    assert.equal(loadConfig(env({ DOSSIER_S3_BUCKET: '' })).s3, null);
  });

  it('selects AWS S3 in us-east-1 with no prefix by default', () => {
    assert.deepEqual(loadConfig(env({ DOSSIER_S3_BUCKET: 'kyb-files' })).s3, {
      bucket: 'kyb-files',
      endpoint: null,
      region: 'us-east-1',
      prefix: '',
      forcePathStyle: false,
    });
  });

  it('addresses an S3-compatible endpoint path-style, and ends the prefix with a slash', () => {
    const config = loadConfig(
      env({
        DOSSIER_S3_BUCKET: 'kyb-files',
        DOSSIER_S3_ENDPOINT: 'http://minio:9000/',
        DOSSIER_S3_REGION: 'eu-central-1',
        DOSSIER_S3_PREFIX: '/dossier/prod',
      }),
    );
    assert.deepEqual(config.s3, {
      bucket: 'kyb-files',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      prefix: 'dossier/prod/',
      forcePathStyle: true,
    });
    assert.equal(loadConfig(env({ DOSSIER_S3_BUCKET: 'b-1', DOSSIER_S3_PREFIX: 'files/' })).s3?.prefix, 'files/');
  });

  it('refuses S3 settings without a bucket, a bucket with a path, and a bad endpoint or region', () => {
    rejects(env({ DOSSIER_S3_ENDPOINT: 'http://minio:9000' }), /^DOSSIER_S3_ENDPOINT is set but DOSSIER_S3_BUCKET/);
    rejects(env({ DOSSIER_S3_PREFIX: 'x/' }), /^DOSSIER_S3_PREFIX is set but DOSSIER_S3_BUCKET/);
    rejects(env({ DOSSIER_S3_BUCKET: 'bucket/prefix' }), /^DOSSIER_S3_BUCKET must be a bucket name/);
    rejects(env({ DOSSIER_S3_BUCKET: 'b-1', DOSSIER_S3_ENDPOINT: 'minio:9000' }), /^DOSSIER_S3_ENDPOINT must be/);
    rejects(env({ DOSSIER_S3_BUCKET: 'b-1', DOSSIER_S3_REGION: 'EU Central' }), /^DOSSIER_S3_REGION must be/);
  });
});

describe('screening provider settings', () => {
  const base = { DOSSIER_SECRET: SECRET, DATABASE_URL: 'postgres://db/dossier' };
  const refuses = (env: Record<string, string>, pattern: RegExp) =>
    assert.throws(
      () => loadConfig({ ...base, ...env }),
      (error: unknown) => error instanceof ConfigError && pattern.test(error.message),
    );

  it('screens on the embedded lists unless yente is chosen; yente takes its URL, dataset, key and timeout', () => {
    const embedded = loadConfig(base);
    assert.equal(embedded.screeningProvider, 'embedded');
    assert.equal(embedded.yente, null);
    const yente = loadConfig({ ...base, DOSSIER_SCREENING_PROVIDER: 'yente', DOSSIER_YENTE_URL: 'http://yente:8000/' });
    assert.equal(yente.screeningProvider, 'yente');
    assert.deepEqual(yente.yente, { url: 'http://yente:8000', dataset: 'default', apiKey: null, timeoutMs: 10_000 });
    const hosted = loadConfig({
      ...base,
      DOSSIER_SCREENING_PROVIDER: 'yente',
      DOSSIER_YENTE_URL: 'https://api.opensanctions.org',
      DOSSIER_YENTE_DATASET: 'sanctions',
      DOSSIER_YENTE_API_KEY: 'k3y-0123456789',
      DOSSIER_YENTE_TIMEOUT_SECONDS: '30',
    });
    assert.deepEqual(hosted.yente, {
      url: 'https://api.opensanctions.org',
      dataset: 'sanctions',
      apiKey: 'k3y-0123456789',
      timeoutMs: 30_000,
    });
  });

  it('refuses an unknown provider, yente without its URL, a bad URL, dataset, key or timeout, and stray yente settings', () => {
    const yente = { DOSSIER_SCREENING_PROVIDER: 'yente', DOSSIER_YENTE_URL: 'http://yente:8000' };
    refuses(
      { DOSSIER_SCREENING_PROVIDER: 'elastic' },
      /DOSSIER_SCREENING_PROVIDER must be embedded or yente, got "elastic"/,
    );
    refuses({ DOSSIER_SCREENING_PROVIDER: 'yente' }, /DOSSIER_SCREENING_PROVIDER=yente needs DOSSIER_YENTE_URL/);
    refuses({ ...yente, DOSSIER_YENTE_URL: 'yente:8000' }, /DOSSIER_YENTE_URL must be an http\(s\) URL/);
    refuses(
      { ...yente, DOSSIER_YENTE_URL: 'http://yente:8000/?x=1' },
      /DOSSIER_YENTE_URL must be the service's base URL/,
    );
    refuses({ ...yente, DOSSIER_YENTE_DATASET: 'Default Set' }, /DOSSIER_YENTE_DATASET must be a yente dataset name/);
    refuses({ ...yente, DOSSIER_YENTE_API_KEY: 'has a space' }, /DOSSIER_YENTE_API_KEY must be 8 to 512 printable/);
    refuses(
      { ...yente, DOSSIER_YENTE_TIMEOUT_SECONDS: '0' },
      /DOSSIER_YENTE_TIMEOUT_SECONDS must be between 1 and 300/,
    );
    refuses(
      { DOSSIER_YENTE_API_KEY: 'k3y-0123456789' },
      /DOSSIER_YENTE_API_KEY is set but DOSSIER_SCREENING_PROVIDER is not yente/,
    );
    // The key is never repeated in a message.
    assert.throws(
      () => loadConfig({ ...base, ...yente, DOSSIER_YENTE_API_KEY: 'secret key!' }),
      (error: unknown) => error instanceof Error && !error.message.includes('secret key!'),
    );
  });
});

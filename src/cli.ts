import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { seedReferenceData } from './db/seed-reference-data.js';
import { AppError } from './domain/app-error.js';
import { openRuntime, type Runtime } from './runtime.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './services/access-tokens.js';
import { createAccount } from './services/accounts.js';

const USAGE = `Usage: dossier <command>

  serve [--port N] [--no-worker]      run the HTTP API (migrates the database first)
  migrate                             apply pending database migrations
  accounts create --name NAME         create a company account; prints its id
  tokens create --account ID --name NAME
                                      create an access token; prints it (once) on the last line
  tokens list --account ID            list an account's tokens (never the secrets)
  tokens revoke TOKEN_ID              revoke a token at once
  demo                                create or refresh the demo account; prints a fresh token on the last line

Configuration comes from the environment; see README.md.`;

/** Script-readable output goes to stdout; everything else to stderr. */
const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

class UsageError extends Error {}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

async function withRuntime<T>(action: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await openRuntime(loadConfig());
  try {
    return await action(runtime);
  } finally {
    await runtime.close();
  }
}

async function serve(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { port: { type: 'string' }, 'no-worker': { type: 'boolean' } } });
  const env = { ...process.env, ...(values.port !== undefined ? { PORT: values.port } : {}) };
  const config = loadConfig(env);
  const runtime = await openRuntime(config, { logToStderr: false });
  const app = await buildApp({
    ctx: runtime.ctx,
    publicUrl: config.publicUrl,
    bodyLimitBytes: config.bodyLimitBytes,
    rateLimit: { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst },
    logger: runtime.logger,
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.logger.info({ signal }, 'shutting down');
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const address = await app.listen({ port: config.port, host: config.host });
  runtime.logger.info(
    { address, database: runtime.database.dialect, dataDir: config.dataDir },
    `Dossier is listening on ${address} (API reference at ${config.publicUrl}/docs)`,
  );
}

async function run(argv: string[]): Promise<void> {
  const [command, sub, ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve([sub, ...rest].filter((a): a is string => a !== undefined));
    case 'worker':
      throw new UsageError('The webhook delivery worker is not part of this release yet');
    case 'migrate': {
      const config = loadConfig();
      const runtime = await openRuntime(config, { migrate: false });
      try {
        const applied = await migrateToLatest(runtime.database);
        await seedReferenceData(runtime.database.db);
        err(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date');
      } finally {
        await runtime.close();
      }
      return;
    }
    case 'accounts': {
      if (sub !== 'create') throw new UsageError('accounts takes: create --name NAME');
      const { values } = parseArgs({ args: rest, options: { name: { type: 'string' } } });
      const account = await withRuntime((rt) => createAccount(rt.ctx, required(values, 'name')));
      err(`Created account "${account.name}"`);
      out(account.id);
      return;
    }
    case 'tokens': {
      if (sub === 'create') {
        const { values } = parseArgs({
          args: rest,
          options: { account: { type: 'string' }, name: { type: 'string' } },
        });
        const created = await withRuntime((rt) =>
          createAccessToken(rt.ctx, required(values, 'account'), required(values, 'name')),
        );
        err(`Created token ${created.info.id} ("${created.info.name}"). It is shown once; keep it secret.`);
        out(created.token);
        return;
      }
      if (sub === 'list') {
        const { values } = parseArgs({ args: rest, options: { account: { type: 'string' } } });
        const tokens = await withRuntime((rt) => listAccessTokens(rt.ctx, required(values, 'account')));
        for (const t of tokens) {
          const state = t.revoked_at ? `revoked ${t.revoked_at}` : 'active';
          out(
            `${t.id}\t${t.display_prefix}…\t${t.name}\t${state}\tcreated ${t.created_at}\tlast used ${t.last_used_at ?? 'never'}`,
          );
        }
        return;
      }
      if (sub === 'revoke') {
        const id = rest[0];
        if (!id) throw new UsageError('tokens revoke takes a token id');
        const revoked = await withRuntime((rt) => revokeAccessToken(rt.ctx, id));
        err(`Revoked token ${revoked.id} ("${revoked.name}") at ${revoked.revoked_at}`);
        return;
      }
      throw new UsageError('tokens takes: create, list or revoke');
    }
    case 'demo': {
      const { runDemo } = await import('./demo/run-demo.js');
      const token = await withRuntime((rt) => runDemo(rt.ctx, (line) => err(line)));
      out(token);
      return;
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      out(USAGE);
      return;
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    err(`dossier: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof ConfigError) {
    err(`dossier: configuration: ${error.message}`);
    process.exitCode = 2;
  } else if (error instanceof AppError) {
    const details = error.details.map((d) => ` ${d.field}: ${d.message}`).join(';');
    err(`dossier: ${error.message}${details ? ` (${details.trim()})` : ''}`);
    process.exitCode = 1;
  } else {
    err(`dossier: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
});

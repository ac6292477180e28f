import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import type { CommandIo } from './commands/command-io.js';
import { PROFILES_USAGE, profilesCommand } from './commands/profiles-command.js';
import { USERS_USAGE, usersCommand } from './commands/users-command.js';
import { WEBHOOKS_USAGE, webhooksCommand } from './commands/webhooks-command.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { seedReferenceData } from './db/seed-reference-data.js';
import { AppError } from './domain/app-error.js';
import { type RunningMailWorker, startMailWorker } from './mail/mail-worker.js';
import { openRuntime, type Runtime } from './runtime.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './services/access-tokens.js';
import { configureAccount, createAccount } from './services/accounts.js';
import { type DeliveryThread, startDeliveryThread } from './webhooks/delivery-thread.js';
import { DeliveryWorker } from './webhooks/delivery-worker.js';

const USAGE = `Usage: dossier <command>

  serve [--port N] [--no-worker]      run the HTTP API (migrates the database first)
  worker                              run a webhook delivery and mail worker alone, beside serve --no-worker
                                      (PostgreSQL only, any number of them; on SQLite serve runs the worker)
  migrate                             apply pending database migrations
  accounts create --name NAME         create a company account; prints its id
  accounts configure ID --requires-qa yes|no
                                      require a second officer's QA before a case can be completed
  tokens create --account ID --name NAME
                                      create an access token; prints it (once) on the last line
  tokens list --account ID            list an account's tokens (never the secrets)
  tokens revoke TOKEN_ID              revoke a token at once
${USERS_USAGE}
${WEBHOOKS_USAGE}
${PROFILES_USAGE}
  demo                                create or refresh the demo account; prints a fresh token on the last line

Configuration comes from the environment; see README.md.`;

/** The browser apps built by `npm run build:web` (npm install runs it). */
const WEB_DIR = fileURLToPath(new URL('../dist/web', import.meta.url));

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
    webDir: WEB_DIR,
  });
  // The webhook delivery worker runs in this process, on a thread of its own, and the mail worker on this thread;
  // --no-worker leaves both to `dossier worker` processes.
  let worker: DeliveryThread | null = null;
  let mailWorker: RunningMailWorker | null = null;
  try {
    if (!values['no-worker']) worker = await startDeliveryThread(runtime.ctx, runtime.logger);
    if (!values['no-worker']) mailWorker = startMailWorker(mailWorkerOptions(runtime));
  } catch (error) {
    await worker?.stop();
    await runtime.close();
    throw error;
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.logger.info({ signal }, 'shutting down');
    await app.close();
    await Promise.all([worker?.stop(), mailWorker?.stop()]);
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

/** The mail worker's settings: DOSSIER_SMTP_URL (or .eml files under the data dir) and DOSSIER_MAIL_FROM. */
function mailWorkerOptions(runtime: Runtime) {
  const { smtpUrl, dataDir, mailFrom } = runtime.config;
  return { ctx: runtime.ctx, smtpUrl, dataDir, fromAddress: mailFrom, logger: runtime.logger };
}

/** `dossier worker`: delivers webhooks and sends mail until SIGTERM or SIGINT, then finishes what is in flight and exits. */
async function runWorker(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl === null) {
    // A second process writing the SQLite file would make API transactions fail (SQLITE_BUSY); serve has the worker.
    throw new UsageError('worker needs DATABASE_URL (PostgreSQL); with the embedded SQLite database, serve runs it');
  }
  const runtime = await openRuntime(config, { logToStderr: false });
  const worker = new DeliveryWorker({
    ctx: runtime.ctx,
    databaseUrl: config.databaseUrl,
    logger: runtime.logger,
  });
  try {
    await worker.start();
  } catch (error) {
    await runtime.close();
    throw error;
  }
  const mailWorker = startMailWorker(mailWorkerOptions(runtime));
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  runtime.logger.info({ signal }, 'shutting down');
  await Promise.all([worker.stop(), mailWorker.stop()]);
  await runtime.close();
}

/** What the sub-commands in src/commands/ use to talk to the user and reach the services. */
const commandIo: CommandIo = {
  out,
  err,
  withContext: (action) => withRuntime((rt) => action(rt.ctx)),
  usage: (message) => new UsageError(message),
};

async function run(argv: string[]): Promise<void> {
  const [command, sub, ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve([sub, ...rest].filter((a): a is string => a !== undefined));
    case 'worker':
      return runWorker();
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
      if (sub === 'configure') {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { 'requires-qa': { type: 'string' } },
        });
        const id = positionals[0];
        if (!id) throw new UsageError('accounts configure takes an account id');
        const qa = values['requires-qa'];
        if (qa !== undefined && qa !== 'yes' && qa !== 'no') throw new UsageError('--requires-qa takes yes or no');
        const account = await withRuntime((rt) =>
          configureAccount(rt.ctx, id, { requiresQa: qa === undefined ? undefined : qa === 'yes' }),
        );
        err(`Account "${account.name}": QA ${account.requires_qa ? 'required' : 'not required'} before completion`);
        return;
      }
      if (sub !== 'create') throw new UsageError('accounts takes: create --name NAME, or configure ID');
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
    case 'users':
      return usersCommand(sub, rest, commandIo);
    case 'webhooks':
      return webhooksCommand(sub, rest, commandIo);
    case 'profiles':
      return profilesCommand(sub, rest, commandIo);
    case 'demo': {
      const { runDemo } = await import('./demo/run-demo.js');
      const password = process.env.DOSSIER_DEMO_PASSWORD;
      const token = await withRuntime((rt) => runDemo(rt.ctx, (line) => err(line), { password }));
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

/** node:util parseArgs refuses an unknown or malformed option with a TypeError coded ERR_PARSE_ARGS_…. */
const isParseArgsError = (error: unknown): error is Error =>
  error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_');

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || isParseArgsError(error)) {
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

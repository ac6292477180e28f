/**
 * The `dossier` command line. It loads only what the command needs: `dossier --help` reads one small module, and
 * `serve` never loads the operator's commands (nor they the HTTP stack).
 */

import { err, out, UsageError } from './commands/cli-output.js';
import { USAGE } from './commands/usage.js';
import { ConfigError } from './config.js';
import { AppError } from './domain/app-error.js';

async function run(argv: string[]): Promise<void> {
  const [command, sub, ...rest] = argv;
  switch (command) {
    case 'serve': {
      const { serve } = await import('./commands/serve-command.js');
      return serve([sub, ...rest].filter((a): a is string => a !== undefined));
    }
    case 'worker': {
      const { runWorker } = await import('./commands/serve-command.js');
      return runWorker();
    }
    case 'migrate':
    case 'accounts':
    case 'tokens':
    case 'users':
    case 'webhooks':
    case 'profiles':
    case 'reviews':
    case 'screening':
    case 'demo': {
      const { adminCommand } = await import('./commands/admin-commands.js');
      return adminCommand(command, sub, rest);
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

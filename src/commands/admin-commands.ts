import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedReferenceData } from '../db/seed-reference-data.js';
import { openRuntime, type Runtime } from '../runtime.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../services/access-tokens.js';
import { configureAccount, createAccount } from '../services/accounts.js';
import { setSsoEnforcedAsOperator } from '../services/sso-settings.js';
import { err, out, required, UsageError } from './cli-output.js';
import type { CommandIo } from './command-io.js';
import { profilesCommand } from './profiles-command.js';
import { reviewsCommand } from './reviews-command.js';
import { screeningCommand } from './screening-command.js';
import { usersCommand } from './users-command.js';
import { webhooksCommand } from './webhooks-command.js';

async function withRuntime<T>(action: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await openRuntime(loadConfig());
  try {
    return await action(runtime);
  } finally {
    await runtime.close();
  }
}

/** What the sub-commands in src/commands/ use to talk to the user and reach the services. */
const commandIo: CommandIo = {
  out,
  err,
  withContext: (action) => withRuntime((rt) => action(rt.ctx)),
  usage: (message) => new UsageError(message),
};

/** The operator's commands: migrate, accounts, tokens, users, webhooks, profiles, reviews, demo. */
export async function adminCommand(command: string, sub: string | undefined, rest: string[]): Promise<void> {
  switch (command) {
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
          options: {
            'requires-qa': { type: 'string' },
            'require-review-marks': { type: 'string' },
            'require-mfa': { type: 'string' },
            'sso-enforced': { type: 'string' },
          },
        });
        const id = positionals[0];
        if (!id) throw new UsageError('accounts configure takes an account id');
        const yesNo = (option: 'requires-qa' | 'require-review-marks' | 'require-mfa' | 'sso-enforced') => {
          const value = values[option];
          if (value !== undefined && value !== 'yes' && value !== 'no') {
            throw new UsageError(`--${option} takes yes or no`);
          }
          return value === undefined ? undefined : value === 'yes';
        };
        const settings = {
          requiresQa: yesNo('requires-qa'),
          requireReviewMarks: yesNo('require-review-marks'),
          requireMfa: yesNo('require-mfa'),
        };
        const ssoEnforced = yesNo('sso-enforced');
        const account = await withRuntime(async (rt) => {
          // Break-glass: with the identity provider down, `--sso-enforced no` lets passwords work again.
          if (ssoEnforced !== undefined) await setSsoEnforcedAsOperator(rt.ctx, id, ssoEnforced);
          return configureAccount(rt.ctx, id, settings);
        });
        err(`Account "${account.name}": QA ${account.requires_qa ? 'required' : 'not required'} before completion`);
        err(
          `Account "${account.name}": review marks on every section ${
            account.require_review_marks ? 'required' : 'not required'
          } before QA or a decision`,
        );
        err(
          `Account "${account.name}": two-factor authentication ${account.require_mfa ? 'required' : 'not required'}`,
        );
        if (ssoEnforced !== undefined) {
          err(
            `Account "${account.name}": single sign-on ${ssoEnforced ? 'enforced (passwords refused)' : 'not enforced (passwords work)'}`,
          );
        }
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
    case 'reviews':
      return reviewsCommand(sub, rest, commandIo);
    case 'screening':
      return screeningCommand(sub, rest, commandIo);
    case 'demo': {
      const { runDemo } = await import('../demo/run-demo.js');
      const password = process.env.DOSSIER_DEMO_PASSWORD;
      const token = await withRuntime((rt) => runDemo(rt.ctx, (line) => err(line), { password }));
      out(token);
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

import { parseArgs } from 'node:util';
import type { Actor } from '../services/service-context.js';
import { createUser, deactivateUser, findUserForOperator, listUsers, resetUserPassword } from '../services/users.js';
import type { CommandIo } from './command-io.js';

/** `dossier users …`: the same service functions as /api/v1/users, acting as the operator ("cli" in the audit log). */
export async function usersCommand(sub: string | undefined, args: string[], io: CommandIo): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw io.usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const userId = () => {
    const id = positionals[0];
    if (!id) throw io.usage(`users ${sub} takes a user id`);
    return id;
  };
  const cli = (accountId: string): Actor => ({ type: 'cli', id: null, accountId });
  switch (sub) {
    case 'create': {
      for (const name of ['account', 'email', 'name', 'role'] as const) {
        if (!values[name]) throw io.usage(`--${name} is required`);
      }
      const accountId = values.account as string;
      const { user, link } = await io.withContext((ctx) =>
        createUser(ctx, cli(accountId), {
          email: values.email as string,
          name: values.name as string,
          role: values.role as string,
        }),
      );
      io.err(
        `Created ${user.role} ${user.email} (${user.id}). The link sets their password once, until ${link.expiresAt}:`,
      );
      io.out(link.url);
      return;
    }
    case 'list': {
      if (!values.account) throw io.usage('--account is required');
      const accountId = values.account;
      const users = await io.withContext((ctx) => listUsers(ctx, accountId));
      for (const u of users) io.out(`${u.id}\t${u.email}\t${u.name}\t${u.role}\t${u.status}\tcreated ${u.created_at}`);
      return;
    }
    case 'deactivate': {
      const id = userId();
      const user = await io.withContext(async (ctx) => {
        const row = await findUserForOperator(ctx, id);
        return deactivateUser(ctx, cli(row.account_id), id);
      });
      io.err(`Deactivated ${user.email}; their sessions have ended`);
      return;
    }
    case 'reset-password': {
      const id = userId();
      const { user, link } = await io.withContext(async (ctx) => {
        const row = await findUserForOperator(ctx, id);
        return resetUserPassword(ctx, cli(row.account_id), id);
      });
      io.err(`New set-password link for ${user.email}, valid until ${link.expiresAt}:`);
      io.out(link.url);
      return;
    }
    default:
      throw io.usage('users takes: create, list, deactivate or reset-password');
  }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      account: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
    },
  });
}

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { AppError } from '../domain/app-error.js';
import {
  archiveCompletenessProfile,
  createCompletenessProfile,
  getCompletenessProfile,
  listCompletenessProfiles,
} from '../services/completeness-profiles.js';
import type { CommandIo } from './command-io.js';

/** `dossier profiles …`: the same service functions as /api/v1/completeness_profiles. */
export async function profilesCommand(sub: string | undefined, args: string[], io: CommandIo): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    throw io.usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const account = values.account;
  if (!account) throw io.usage('--account is required');
  const profileId = () => {
    const id = positionals[0];
    if (!id) throw io.usage(`profiles ${sub} takes a profile id`);
    return id;
  };
  switch (sub) {
    case 'create': {
      if (!values.name) throw io.usage('--name is required');
      if (!values.requirements) throw io.usage('--requirements FILE.json is required');
      let requirements: unknown;
      try {
        requirements = JSON.parse(await readFile(values.requirements, 'utf8'));
      } catch (error) {
        throw io.usage(`cannot read ${values.requirements}: ${error instanceof Error ? error.message : error}`);
      }
      if (typeof requirements !== 'object' || requirements === null || Array.isArray(requirements)) {
        throw AppError.field('requirements', 'must be a JSON object');
      }
      const name = values.name;
      const profile = await io.withContext((ctx) =>
        createCompletenessProfile(ctx, account, {
          name,
          description: values.description,
          requirements: requirements as never,
        }),
      );
      io.err(`Created profile "${profile.name}"`);
      io.out(profile.id);
      return;
    }
    case 'list': {
      const profiles = await io.withContext((ctx) => listCompletenessProfiles(ctx, account, values.all === true));
      for (const p of profiles)
        io.out(`${p.id}\t${p.name}\t${p.archived ? 'archived' : 'active'}\tcreated ${p.created_at}`);
      return;
    }
    case 'show': {
      const id = profileId();
      io.out(JSON.stringify(await io.withContext((ctx) => getCompletenessProfile(ctx, account, id)), null, 2));
      return;
    }
    case 'archive': {
      const id = profileId();
      const profile = await io.withContext((ctx) => archiveCompletenessProfile(ctx, account, id));
      io.err(`Archived profile "${profile.name}"`);
      return;
    }
    default:
      throw io.usage('profiles takes: create, list, show or archive');
  }
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      account: { type: 'string' },
      name: { type: 'string' },
      description: { type: 'string' },
      requirements: { type: 'string' },
      all: { type: 'boolean' },
    },
  });
}

import { type Static, Type } from '@sinclair/typebox';
import { toJson } from '../db/column-values.js';
import {
  archiveCompletenessProfile as archiveRow,
  findCompletenessProfile,
  insertCompletenessProfile,
  listCompletenessProfiles as listRows,
  updateCompletenessProfile as updateRow,
} from '../db/repositories/completeness-profiles-repository.js';
import { AppError } from '../domain/app-error.js';
import { type ProfileRequirements, uboThresholdOf, validateRequirements } from '../domain/completeness-profile.js';
import { uuidv7 } from '../domain/uuid.js';
import { presentCompletenessProfile } from './resource-presenters.js';
import type { ServiceContext } from './service-context.js';

const Names = (description: string) => Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100, description });

export const ProfileRequirementsInput = Type.Object(
  {
    sections: Type.Optional(
      Names(
        'company_details, bank_accounts, crypto_addresses, directors, company_documents, director_documents, ownership',
      ),
    ),
    fields: Type.Optional(
      Type.Object(
        {
          company: Type.Optional(Names('company detail fields the customer must fill')),
          director: Type.Optional(Names('director fields (position)')),
          person: Type.Optional(Names('person fields of every director')),
        },
        { additionalProperties: false },
      ),
    ),
    document_types: Type.Optional(
      Type.Object(
        {
          company: Type.Optional(Names('document types the company must provide')),
          person: Type.Optional(Names('document types every director must provide')),
        },
        { additionalProperties: false },
      ),
    ),
    ubo_threshold: Type.Optional(
      Type.Number({
        minimum: 5,
        maximum: 50,
        description: 'Percent of shares or voting rights that makes a person a beneficial owner (UBO); default 25',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ProfileInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    requirements: ProfileRequirementsInput,
  },
  { additionalProperties: false },
);
export type ProfileInputData = Static<typeof ProfileInput>;

export const ProfileChanges = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    requirements: Type.Optional(ProfileRequirementsInput),
  },
  { additionalProperties: false },
);
export type ProfileChangesData = Static<typeof ProfileChanges>;

function normalizedRequirements(input: ProfileInputData['requirements']): ProfileRequirements {
  return {
    sections: input.sections ?? [],
    fields: {
      company: input.fields?.company ?? [],
      director: input.fields?.director ?? [],
      person: input.fields?.person ?? [],
    },
    document_types: {
      company: input.document_types?.company ?? [],
      person: input.document_types?.person ?? [],
    },
    ubo_threshold: uboThresholdOf(input),
  };
}

/** Creates an onboarding profile after checking every name it uses against what a case can hold. */
export async function createCompletenessProfile(ctx: ServiceContext, accountId: string, input: ProfileInputData) {
  const requirements = normalizedRequirements(input.requirements);
  const details = validateRequirements(requirements);
  if (input.name.trim() === '') details.push({ field: 'name', message: 'must not be blank' });
  if (details.length > 0) throw AppError.validation(details);
  const now = ctx.now();
  const row = {
    id: uuidv7(),
    account_id: accountId,
    name: input.name.trim(),
    description: input.description?.trim() ?? '',
    requirements: toJson(requirements),
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
  await insertCompletenessProfile(ctx.db, row);
  return presentCompletenessProfile(row);
}

export async function listCompletenessProfiles(ctx: ServiceContext, accountId: string, includeArchived: boolean) {
  return (await listRows(ctx.db, accountId, includeArchived)).map(presentCompletenessProfile);
}

export async function getCompletenessProfile(ctx: ServiceContext, accountId: string, id: string) {
  const row = await findCompletenessProfile(ctx.db, accountId, id);
  if (!row) throw AppError.notFound('Completeness profile');
  return presentCompletenessProfile(row);
}

/** Archived profiles stay on the cases that use them but can no longer be chosen. Idempotent. */
export async function archiveCompletenessProfile(ctx: ServiceContext, accountId: string, id: string) {
  await getCompletenessProfile(ctx, accountId, id);
  await archiveRow(ctx.db, accountId, id, ctx.now());
  return getCompletenessProfile(ctx, accountId, id);
}

/** Changes a profile that is not archived; fields left out keep their value. Cases already using it keep theirs. */
export async function updateCompletenessProfile(
  ctx: ServiceContext,
  accountId: string,
  id: string,
  changes: ProfileChangesData,
) {
  const current = await findCompletenessProfile(ctx.db, accountId, id);
  if (!current) throw AppError.notFound('Completeness profile');
  if (current.archived_at !== null) throw new AppError('conflict', 'An archived profile cannot be changed');
  const requirements = changes.requirements === undefined ? undefined : normalizedRequirements(changes.requirements);
  const details = requirements === undefined ? [] : validateRequirements(requirements);
  if (changes.name !== undefined && changes.name.trim() === '')
    details.push({ field: 'name', message: 'must not be blank' });
  if (details.length > 0) throw AppError.validation(details);
  await updateRow(ctx.db, accountId, id, {
    ...(changes.name === undefined ? {} : { name: changes.name.trim() }),
    ...(changes.description === undefined ? {} : { description: changes.description.trim() }),
    ...(requirements === undefined ? {} : { requirements: toJson(requirements) }),
    updated_at: ctx.now(),
  });
  return getCompletenessProfile(ctx, accountId, id);
}

import { type Static, Type } from '@sinclair/typebox';
import { toJson } from '../db/column-values.js';
import {
  archiveCompletenessProfile as archiveRow,
  findCompletenessProfile,
  insertCompletenessProfile,
  listCompletenessProfiles as listRows,
} from '../db/repositories/completeness-profiles-repository.js';
import { AppError } from '../domain/app-error.js';
import { validateRequirements } from '../domain/completeness-profile.js';
import { uuidv7 } from '../domain/uuid.js';
import { presentCompletenessProfile } from './presenters.js';
import type { ServiceContext } from './service-context.js';

const Names = (description: string) => Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100, description });

export const ProfileRequirementsInput = Type.Object(
  {
    sections: Type.Optional(
      Names('company_details, bank_accounts, crypto_addresses, directors, company_documents, director_documents'),
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

/** Creates an onboarding profile after checking every name it uses against what a case can hold. */
export async function createCompletenessProfile(ctx: ServiceContext, accountId: string, input: ProfileInputData) {
  const requirements = {
    sections: input.requirements.sections ?? [],
    fields: {
      company: input.requirements.fields?.company ?? [],
      director: input.requirements.fields?.director ?? [],
      person: input.requirements.fields?.person ?? [],
    },
    document_types: {
      company: input.requirements.document_types?.company ?? [],
      person: input.requirements.document_types?.person ?? [],
    },
  };
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

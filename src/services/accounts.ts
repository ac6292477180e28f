import {
  type AccountRow,
  findAccountUnscoped,
  insertAccount,
  type NewAccountRow,
  updateAccountUnscoped,
} from '../db/repositories/accounts-repository.js';
import { AppError } from '../domain/app-error.js';
import { uuidv7 } from '../domain/uuid.js';
import type { ServiceContext } from './service-context.js';

export async function createAccount(ctx: ServiceContext, name: string): Promise<AccountRow> {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 200) throw AppError.field('name', 'must be 1 to 200 characters');
  const now = ctx.now();
  const row: NewAccountRow = { id: uuidv7(), name: trimmed, requires_qa: false, created_at: now, updated_at: now };
  await insertAccount(ctx.db, row);
  return { ...row, requires_qa: false };
}

export async function requireAccount(ctx: ServiceContext, id: string): Promise<AccountRow> {
  const account = await findAccountUnscoped(ctx.db, id);
  if (!account) throw AppError.notFound('Account');
  return account;
}

/** Account settings an operator can change: today whether a second officer's QA is required before completion. */
export async function configureAccount(ctx: ServiceContext, id: string, settings: { requiresQa?: boolean }) {
  await requireAccount(ctx, id);
  if (settings.requiresQa !== undefined) {
    await updateAccountUnscoped(ctx.db, id, { requires_qa: settings.requiresQa, updated_at: ctx.now() });
  }
  return requireAccount(ctx, id);
}

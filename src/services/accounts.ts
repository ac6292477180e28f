import {
  type AccountRow,
  findAccountUnscoped,
  insertAccount,
  type NewAccountRow,
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

import type { Insertable, Selectable } from 'kysely';
import { fromBool } from '../column-values.js';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { AccountTable } from '../schema.js';

export type AccountRow = Selectable<AccountTable>;
export type NewAccountRow = Insertable<AccountTable>;

export async function insertAccount(db: Db, row: NewAccountRow): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

/** Unscoped: accounts are the tenants themselves. Used by the CLI and by auth. */
export async function findAccountUnscoped(db: Db, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

const reviewRulesQuery = preparedQuery(1, (db: Db, id: string) =>
  db.selectFrom('accounts').select(['requires_qa', 'require_review_marks']).where('id', '=', id),
);

export interface AccountReviewRules {
  /** The account's cases need a second reviewer (QA). */
  readonly requiresQa: boolean;
  /** Every review tab must stand marked reviewed before QA or a decision. */
  readonly requireReviewMarks: boolean;
}

/** The account's review rules; both off for no account. Read for every page of cases. */
export async function accountReviewRules(db: Db, id: string): Promise<AccountReviewRules> {
  const [row] = await reviewRulesQuery(db, id);
  return {
    requiresQa: row ? fromBool(row.requires_qa) : false,
    requireReviewMarks: row ? fromBool(row.require_review_marks) : false,
  };
}

export async function findAccountByNameUnscoped(db: Db, name: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('name', '=', name).orderBy('created_at').executeTakeFirst();
}

export async function updateAccountUnscoped(
  db: Db,
  id: string,
  changes: {
    name?: string;
    requires_qa?: boolean;
    require_review_marks?: boolean;
    require_mfa?: boolean;
    retention_years?: number;
    high_risk_jurisdictions?: string;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('accounts').set(changes).where('id', '=', id).execute();
}

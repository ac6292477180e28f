import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import { rowLimit } from '../row-limit.js';
import type { CaseRevisionTable } from '../schema.js';

export type CaseRevisionRow = Selectable<CaseRevisionTable>;

/** The number of the case's last revision, 0 when it has none. */
export async function lastRevisionNumber(db: Db, accountId: string, verificationId: string): Promise<number> {
  const last = await db
    .selectFrom('case_revisions')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .executeTakeFirst();
  return Number(last?.n ?? 0);
}

export async function insertRevision(db: Db, row: Insertable<CaseRevisionTable>): Promise<void> {
  await db.insertInto('case_revisions').values(row).execute();
}

/** Every revision of a case, oldest first. */
export async function listRevisionRows(db: Db, accountId: string, verificationId: string): Promise<CaseRevisionRow[]> {
  return db
    .selectFrom('case_revisions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('number')
    .execute();
}

/** The data of the case's last revision, undefined when it has none. */
export async function findLastRevisionData(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<Pick<CaseRevisionRow, 'data'> | undefined> {
  return db
    .selectFrom('case_revisions')
    .select('data')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('number', 'desc')
    .limit(rowLimit(1))
    .executeTakeFirst();
}

/** The data of one revision of the case, undefined when it has no such revision. */
export async function findRevisionData(
  db: Db,
  accountId: string,
  verificationId: string,
  number: number,
): Promise<Pick<CaseRevisionRow, 'data'> | undefined> {
  return db
    .selectFrom('case_revisions')
    .select('data')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('number', '=', number)
    .executeTakeFirst();
}

import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { ScreeningCheckTable } from '../schema.js';

export type ScreeningCheckRow = Selectable<ScreeningCheckTable>;

export async function insertScreeningCheck(db: Db, row: Insertable<ScreeningCheckTable>): Promise<void> {
  await db.insertInto('screening_checks').values(row).execute();
}

export async function findScreeningCheck(
  db: Db,
  accountId: string,
  id: string,
  types: readonly string[],
): Promise<ScreeningCheckRow | undefined> {
  return db
    .selectFrom('screening_checks')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('check_type', 'in', [...types])
    .executeTakeFirst();
}

/** A page of the account's checks of these types, newest first, with the total. */
export async function listScreeningChecks(
  db: Db,
  accountId: string,
  types: readonly string[],
  page: { offset: number; limit: number },
): Promise<{ rows: ScreeningCheckRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('screening_checks')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('check_type', 'in', [...types])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom('screening_checks')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', accountId)
      .where('check_type', 'in', [...types])
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

import type { Selectable } from 'kysely';
import type { Db, ReadNow } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { ReviewMarkTable } from '../schema.js';

export type ReviewMarkRow = Selectable<ReviewMarkTable>;

/** One case's marks (a case's record is presented after every change to it): a prepared query. */
const oneCaseMarksPrepared = preparedQuery(2, (db: Db, accountId: string, verificationId: string) =>
  db
    .selectFrom('review_marks')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [verificationId]),
);

/** The marks of these cases; one case's read at once through `readNow` when given and it can (SQLite, no transaction). */
export async function listReviewMarks(
  db: Db,
  accountId: string,
  verificationIds: readonly string[],
  readNow?: ReadNow,
) {
  if (verificationIds.length === 0) return [];
  const [only] = verificationIds;
  if (verificationIds.length === 1 && only !== undefined)
    return oneCaseMarksPrepared.read(db, readNow, accountId, only);
  return db
    .selectFrom('review_marks')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .execute();
}

/** One mark per tab: marking again moves it to now and to the new officer. */
export async function saveReviewMark(db: Db, row: ReviewMarkRow): Promise<void> {
  await db
    .insertInto('review_marks')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['verification_id', 'tab']).doUpdateSet({ marked_by: row.marked_by, marked_at: row.marked_at }),
    )
    .execute();
}

export async function deleteReviewMark(db: Db, accountId: string, verificationId: string, tab: string): Promise<void> {
  await db
    .deleteFrom('review_marks')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('tab', '=', tab)
    .execute();
}

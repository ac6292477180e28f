import type { Insertable, Selectable } from 'kysely';
import type { Db, ReadNow } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
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

/** When each revision of these cases was made, by case, oldest first (the record's `revision_timestamps`). */
function revisionTimesQuery(db: Db, accountId: string, verificationIds: readonly string[]) {
  return db
    .selectFrom('case_revisions')
    .select(['verification_id', 'created_at'])
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .orderBy('verification_id')
    .orderBy('number');
}

/** One case's revision times (a case's record is presented after every change to it): a prepared query. */
const oneCaseRevisionTimesPrepared = preparedQuery(2, (db: Db, accountId: string, verificationId: string) =>
  revisionTimesQuery(db, accountId, [verificationId]),
);

/** Revision times by case, oldest first; one case's read at once through `readNow` when given and it can. */
export async function listRevisionTimes(
  db: Db,
  accountId: string,
  verificationIds: readonly string[],
  readNow?: ReadNow,
): Promise<Map<string, string[]>> {
  const byCase = new Map<string, string[]>();
  if (verificationIds.length === 0) return byCase;
  const [only] = verificationIds;
  const rows =
    verificationIds.length === 1 && only !== undefined
      ? await oneCaseRevisionTimesPrepared.read(db, readNow, accountId, only)
      : await revisionTimesQuery(db, accountId, verificationIds).execute();
  for (const row of rows) {
    const list = byCase.get(row.verification_id);
    if (list) list.push(String(row.created_at));
    else byCase.set(row.verification_id, [String(row.created_at)]);
  }
  return byCase;
}

/** The case's latest revision made before `before` (an ISO timestamp), undefined when none was. */
export async function findRevisionBefore(
  db: Db,
  accountId: string,
  verificationId: string,
  before: string,
): Promise<Pick<CaseRevisionRow, 'number' | 'data' | 'created_at'> | undefined> {
  return db
    .selectFrom('case_revisions')
    .select(['number', 'data', 'created_at'])
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('created_at', '<', before)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
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

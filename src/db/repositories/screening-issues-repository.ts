import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { ScreeningIssueTable } from '../schema.js';

export type ScreeningIssueRow = Selectable<ScreeningIssueTable>;

export async function insertScreeningIssue(db: Db, row: Insertable<ScreeningIssueTable>): Promise<void> {
  await db.insertInto('screening_issues').values(row).execute();
}

export async function updateScreeningIssue(
  db: Db,
  accountId: string,
  id: string,
  changes: Updateable<ScreeningIssueTable>,
): Promise<void> {
  await db
    .updateTable('screening_issues')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** The case's hits, newest first. */
export async function listCaseIssues(db: Db, accountId: string, verificationId: string): Promise<ScreeningIssueRow[]> {
  return db
    .selectFrom('screening_issues')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The case's hits of these subjects (a rescreen's comparison). */
export async function listCaseIssuesOfSubjects(
  db: Db,
  accountId: string,
  verificationId: string,
  subjectKeys: readonly string[],
): Promise<ScreeningIssueRow[]> {
  if (subjectKeys.length === 0) return [];
  return db
    .selectFrom('screening_issues')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('subject_key', 'in', [...subjectKeys])
    .execute();
}

export async function findCaseIssue(
  db: Db,
  accountId: string,
  verificationId: string,
  id: string,
): Promise<ScreeningIssueRow | undefined> {
  return db
    .selectFrom('screening_issues')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** How many of the case's hits wait for a decision (a pending four-eyes dismissal counts). */
export async function countUndecidedIssues(db: Db, accountId: string, verificationId: string): Promise<number> {
  const row = await db
    .selectFrom('screening_issues')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('relevant', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listCheckIssues(
  db: Db,
  accountId: string,
  checkIds: readonly string[],
): Promise<ScreeningIssueRow[]> {
  if (checkIds.length === 0) return [];
  return db
    .selectFrom('screening_issues')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('check_id', 'in', [...checkIds])
    .orderBy('score', 'desc')
    .orderBy('id')
    .execute();
}

/** Every hit of these cases of the account, oldest first (the subject-access export picks a person's). */
export async function listIssuesOfCases(
  db: Db,
  accountId: string,
  verificationIds: readonly string[],
): Promise<ScreeningIssueRow[]> {
  if (verificationIds.length === 0) return [];
  return db
    .selectFrom('screening_issues')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

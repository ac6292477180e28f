import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { DailyJobRunTable } from '../schema.js';

export type DailyJobRunRow = Selectable<DailyJobRunTable>;

/**
 * Claims one job's run for one day: true for exactly one caller across instances. The row's primary key decides
 * between callers that arrive together (one INSERT wins); a claim whose holder died unfinished (its lease passed)
 * may be taken over by one caller (the UPDATE's condition is checked again under the row's lock).
 */
export async function claimDailyJobRunUnscoped(
  db: Db,
  claim: { job: string; day: string; by: string; now: string; leaseExpiresAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('daily_job_runs')
    .values({
      job: claim.job,
      day: claim.day,
      claimed_by: claim.by,
      claimed_at: claim.now,
      lease_expires_at: claim.leaseExpiresAt,
      finished_at: null,
      result: null,
    })
    .onConflict((oc) => oc.columns(['job', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const taken = await db
    .updateTable('daily_job_runs')
    .set({ claimed_by: claim.by, claimed_at: claim.now, lease_expires_at: claim.leaseExpiresAt })
    .where('job', '=', claim.job)
    .where('day', '=', claim.day)
    .where('finished_at', 'is', null)
    .where('lease_expires_at', '<', claim.now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function finishDailyJobRunUnscoped(
  db: Db,
  run: { job: string; day: string; by: string; now: string; result: string },
): Promise<void> {
  await db
    .updateTable('daily_job_runs')
    .set({ finished_at: run.now, result: run.result })
    .where('job', '=', run.job)
    .where('day', '=', run.day)
    .where('claimed_by', '=', run.by)
    .execute();
}

/** Gives a claim back (the run failed): the next attempt, here or elsewhere, may take it at once. */
export async function releaseDailyJobRunUnscoped(db: Db, run: { job: string; day: string; by: string }): Promise<void> {
  await db
    .deleteFrom('daily_job_runs')
    .where('job', '=', run.job)
    .where('day', '=', run.day)
    .where('claimed_by', '=', run.by)
    .where('finished_at', 'is', null)
    .execute();
}

export async function findDailyJobRunUnscoped(db: Db, job: string, day: string): Promise<DailyJobRunRow | undefined> {
  return db.selectFrom('daily_job_runs').selectAll().where('job', '=', job).where('day', '=', day).executeTakeFirst();
}

/** The latest day before `day` on which the job finished: where its next run picks up. */
export async function findLastFinishedDailyJobDayUnscoped(db: Db, job: string, day: string): Promise<string | null> {
  const row = await db
    .selectFrom('daily_job_runs')
    .select('day')
    .where('job', '=', job)
    .where('day', '<', day)
    .where('finished_at', 'is not', null)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? String(row.day) : null;
}

import type { Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { SignInThrottleTable } from '../schema.js';

export type SignInThrottleRow = Selectable<SignInThrottleTable>;

/** Unscoped: the throttle is keyed by e-mail before any account is known (and whether or not one exists). */
export async function findSignInThrottleUnscoped(db: Db, email: string): Promise<SignInThrottleRow | undefined> {
  return db.selectFrom('sign_in_throttle').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function saveSignInThrottleUnscoped(db: Db, row: SignInThrottleRow): Promise<void> {
  await db
    .insertInto('sign_in_throttle')
    .values(row)
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: row.failures,
        window_started_at: row.window_started_at,
        locked_until: row.locked_until,
      }),
    )
    .execute();
}

export async function clearSignInThrottleUnscoped(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('email', '=', email).execute();
}

import { type Selectable, sql } from 'kysely';
import type { Db } from '../database.js';
import type { SignInThrottleTable } from '../schema.js';

export type SignInThrottleRow = Selectable<SignInThrottleTable>;

/** One (e-mail, client address) pair: the unit a sign-in lock applies to (migration 015). */
export interface SignInThrottleKey {
  readonly email: string;
  readonly clientAddress: string;
}

/**
 * Counts one sign-in attempt in a single statement and returns the pair's row as it stands after it: the insert or
 * the increment happens in the database, so requests in flight together each get their own number (the old
 * read-then-write let all of them see the same count). A window that started at or before `windowCutoff` and is
 * not under a running lock starts over at 1. Unscoped: the throttle is keyed before any account is known.
 */
export async function countSignInAttemptUnscoped(
  db: Db,
  key: SignInThrottleKey,
  times: { readonly now: string; readonly windowCutoff: string },
): Promise<SignInThrottleRow> {
  const expired = sql<boolean>`(sign_in_throttle.window_started_at <= ${times.windowCutoff} and (sign_in_throttle.locked_until is null or sign_in_throttle.locked_until <= ${times.now}))`;
  return db
    .insertInto('sign_in_throttle')
    .values({
      email: key.email,
      client_address: key.clientAddress,
      failures: 1,
      window_started_at: times.now,
      locked_until: null,
    })
    .onConflict((oc) =>
      oc.columns(['email', 'client_address']).doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else sign_in_throttle.failures + 1 end`,
        window_started_at: sql<string>`case when ${expired} then ${times.now} else sign_in_throttle.window_started_at end`,
        locked_until: sql<string | null>`case when ${expired} then null else sign_in_throttle.locked_until end`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks the pair until `lockedUntil`, unless a lock is already running (the first failure to lock decides). */
export async function lockSignInUnscoped(db: Db, key: SignInThrottleKey, lockedUntil: string): Promise<void> {
  await db
    .updateTable('sign_in_throttle')
    .set({ locked_until: lockedUntil })
    .where('email', '=', key.email)
    .where('client_address', '=', key.clientAddress)
    .where('locked_until', 'is', null)
    .execute();
}

export async function clearSignInThrottleUnscoped(db: Db, key: SignInThrottleKey): Promise<void> {
  await db
    .deleteFrom('sign_in_throttle')
    .where('email', '=', key.email)
    .where('client_address', '=', key.clientAddress)
    .execute();
}

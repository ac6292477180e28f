import type { Kysely } from 'kysely';

/**
 * Who gets a recurring review case (issue 21, "assigned by the account's rule, unassigned by default"): the
 * account's `recurring_assignment`, `unassigned` (the default) or `previous_assignee` (the officer who had the
 * customer's previous case, when still active and allowed to review).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('recurring_assignment', 'text', (c) => c.notNull().defaultTo('unassigned'))
    .execute();
}

import type { Db } from '../database.js';

/**
 * Cases waiting for their customer (data_update_requested since before `before`) whose invitation is live, across
 * accounts, a page at a time by id: the reminders job's question.
 */
export async function listWaitingCustomersUnscoped(db: Db, before: string, afterId: string | null, limit: number) {
  let query = db
    .selectFrom('verifications as v')
    .innerJoin('invitations as i', (join) =>
      join.onRef('i.verification_id', '=', 'v.id').onRef('i.account_id', '=', 'v.account_id'),
    )
    .select([
      'v.id',
      'v.account_id',
      'v.status_changed_at',
      'v.verification_type',
      'v.assigned_to',
      'v.company_name',
      'i.id as invitation_id',
      'i.email',
    ])
    .where('v.status', '=', 'data_update_requested')
    .where('v.status_changed_at', '<', before)
    .where('i.revoked_at', 'is', null);
  if (afterId !== null) query = query.where('v.id', '>', afterId);
  return query.orderBy('v.id').limit(limit).execute();
}

/** The reminders already sent for one wait of a case (its entry into data_update_requested). */
export async function listSentReminders(
  db: Db,
  accountId: string,
  verificationId: string,
  waitingSince: string,
): Promise<{ kind: string; sent_at: string }[]> {
  return db
    .selectFrom('customer_reminders')
    .select(['kind', 'sent_at'])
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('waiting_since', '=', waitingSince)
    .orderBy('sent_at')
    .execute();
}

/**
 * Claims one reminder of one wait: true for exactly one caller (the primary key decides between workers). Run it
 * in the transaction that writes the reminder's mail, so a rollback frees the claim.
 */
export async function claimReminder(
  db: Db,
  row: { account_id: string; verification_id: string; waiting_since: string; kind: string; sent_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('customer_reminders')
    .values(row)
    .onConflict((oc) => oc.columns(['verification_id', 'waiting_since', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { WebhookEndpointTable } from '../schema.js';

export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
export type NewWebhookEndpointRow = Insertable<WebhookEndpointTable>;
export type WebhookEndpointChanges = Updateable<Omit<WebhookEndpointTable, 'id' | 'account_id' | 'created_at'>>;

export async function insertWebhookEndpoint(db: Db, row: NewWebhookEndpointRow): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

/** The account's endpoints that are not deleted, oldest first. */
export async function listWebhookEndpoints(db: Db, accountId: string): Promise<WebhookEndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findWebhookEndpoint(
  db: Db,
  accountId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Updates a live (not deleted) endpoint of the account; returns whether one was updated. */
export async function updateWebhookEndpoint(
  db: Db,
  accountId: string,
  id: string,
  changes: WebhookEndpointChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Cancels the endpoint's deliveries that have not been sent successfully or given up on yet. */
export async function cancelPendingDeliveries(
  db: Db,
  accountId: string,
  endpointId: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'cancelled', next_attempt_at: null, updated_at: at })
    .where('account_id', '=', accountId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

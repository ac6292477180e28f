import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import type { WebhookDeliveryTable, WebhookMessageTable } from '../schema.js';
import type { SqlDialect } from '../sql-dialect.js';

/** Enabled, non-deleted endpoints of an account with the event types they subscribe to. */
export async function listActiveEndpointSubscriptions(
  db: Db,
  accountId: string,
): Promise<{ id: string; event_types: unknown }[]> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'event_types'])
    .where('account_id', '=', accountId)
    .where('enabled', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function insertOutboxMessage(
  db: Db,
  message: Insertable<WebhookMessageTable>,
  deliveries: readonly Insertable<WebhookDeliveryTable>[],
): Promise<void> {
  await db.insertInto('webhook_messages').values(message).execute();
  if (deliveries.length > 0)
    await db
      .insertInto('webhook_deliveries')
      .values([...deliveries])
      .execute();
}

/** PostgreSQL delivers a NOTIFY only when the transaction commits, so workers never see uncommitted rows. */
export async function notifyChannel(db: Db, dialect: SqlDialect, channel: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_notify(${channel}, '')`.execute(db);
}

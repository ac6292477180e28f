import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { WebhookDeliveryTable, WebhookMessageTable } from '../schema.js';
import type { SqlDialect } from '../sql-dialect.js';

/** Enabled, non-deleted endpoints of an account with the event types they subscribe to. */
const activeEndpointsPrepared = preparedQuery(1, (db: Db, accountId: string) =>
  db
    .selectFrom('webhook_endpoints')
    .select(['id', 'event_types'])
    .where('account_id', '=', accountId)
    .where('enabled', '=', true)
    .where('deleted_at', 'is', null),
);

/** Read by every action that may send an event (every state change): a prepared query. */
export async function listActiveEndpointSubscriptions(
  db: Db,
  accountId: string,
): Promise<{ id: string; event_types: unknown }[]> {
  return activeEndpointsPrepared(db, accountId);
}

type New<T> = Insertable<T>;

const insertMessagePrepared = preparedQuery(
  6,
  (
    db: Db,
    id: string,
    accountId: string,
    verificationId: string | null,
    eventType: string,
    payload: string,
    createdAt: New<WebhookMessageTable>['created_at'],
  ) =>
    db.insertInto('webhook_messages').values({
      id,
      account_id: accountId,
      verification_id: verificationId,
      event_type: eventType,
      payload,
      created_at: createdAt,
    }),
);

type DeliveryValues = [
  id: string,
  accountId: string,
  endpointId: string,
  messageId: string,
  status: string,
  attemptCount: number,
  nextAttemptAt: New<WebhookDeliveryTable>['next_attempt_at'],
  leaseExpiresAt: New<WebhookDeliveryTable>['lease_expires_at'],
  leasedBy: string | null,
  lastStatusCode: number | null,
  lastError: string | null,
  createdAt: New<WebhookDeliveryTable>['created_at'],
  updatedAt: New<WebhookDeliveryTable>['updated_at'],
];

/** One endpoint's delivery of a message (the usual case: one endpoint subscribed to the event). */
const insertDeliveryPrepared = preparedQuery(13, (db: Db, ...v: DeliveryValues) =>
  db.insertInto('webhook_deliveries').values({
    id: v[0],
    account_id: v[1],
    endpoint_id: v[2],
    message_id: v[3],
    status: v[4],
    attempt_count: v[5],
    next_attempt_at: v[6],
    lease_expires_at: v[7],
    leased_by: v[8],
    last_status_code: v[9],
    last_error: v[10],
    created_at: v[11],
    updated_at: v[12],
  }),
);

export async function insertOutboxMessage(
  db: Db,
  message: Insertable<WebhookMessageTable>,
  deliveries: readonly Insertable<WebhookDeliveryTable>[],
): Promise<void> {
  // Prepared inserts for the message and a single delivery (every state change writes them); several endpoints'
  // deliveries go in one insert built per call.
  await insertMessagePrepared(
    db,
    message.id,
    message.account_id,
    message.verification_id ?? null,
    message.event_type,
    message.payload,
    message.created_at,
  );
  const [only] = deliveries;
  if (deliveries.length === 1 && only !== undefined) {
    await insertDeliveryPrepared(
      db,
      only.id,
      only.account_id,
      only.endpoint_id,
      only.message_id,
      only.status,
      only.attempt_count,
      only.next_attempt_at ?? null,
      only.lease_expires_at ?? null,
      only.leased_by ?? null,
      only.last_status_code ?? null,
      only.last_error ?? null,
      only.created_at,
      only.updated_at,
    );
  } else if (deliveries.length > 1) {
    await db
      .insertInto('webhook_deliveries')
      .values([...deliveries])
      .execute();
  }
}

/** PostgreSQL delivers a NOTIFY only when the transaction commits, so workers never see uncommitted rows. */
export async function notifyChannel(db: Db, dialect: SqlDialect, channel: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_notify(${channel}, '')`.execute(db);
}

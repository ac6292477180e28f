import { fromJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import {
  insertOutboxMessage,
  listActiveEndpointSubscriptions,
  notifyChannel,
} from '../db/repositories/webhook-outbox-repository.js';
import { uuidv7 } from '../domain/uuid.js';
import type { WebhookEvent } from '../domain/webhook-events.js';
import { DELIVERY_CHANNEL } from './delivery-signal.js';
import type { ServiceContext } from './service-context.js';

/**
 * Writes the events a business action causes into the outbox, inside that action's transaction: a message per
 * event and a pending delivery per subscribed endpoint. If the transaction commits, the events will be delivered
 * (at least once) even if the process dies the next instant; if it rolls back, no event exists.
 * Returns the number of deliveries written; call ctx.deliverySignal.notify() after commit when it is > 0.
 */
export async function enqueueWebhookEvents(
  ctx: ServiceContext,
  trx: Db,
  accountId: string,
  verificationId: string | null,
  events: readonly WebhookEvent[],
  now: string,
): Promise<number> {
  if (events.length === 0) return 0;
  const endpoints = await listActiveEndpointSubscriptions(trx, accountId);
  if (endpoints.length === 0) return 0;
  let written = 0;
  for (const event of events) {
    const subscribed = endpoints.filter((e) => fromJson<string[]>(e.event_types).includes(event.type));
    if (subscribed.length === 0) continue;
    const messageId = uuidv7();
    await insertOutboxMessage(
      trx,
      {
        id: messageId,
        account_id: accountId,
        verification_id: verificationId,
        event_type: event.type,
        payload: JSON.stringify(event.payload),
        created_at: now,
      },
      subscribed.map((endpoint) => ({
        id: uuidv7(),
        account_id: accountId,
        endpoint_id: endpoint.id,
        message_id: messageId,
        status: 'pending',
        attempt_count: 0,
        next_attempt_at: now,
        lease_expires_at: null,
        leased_by: null,
        last_status_code: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })),
    );
    written += subscribed.length;
  }
  if (written > 0) await notifyChannel(trx, ctx.dialect, DELIVERY_CHANNEL);
  return written;
}

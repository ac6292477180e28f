import { Type } from '@sinclair/typebox';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhook-events.js';
import { DELIVERY_STATUSES } from '../../services/webhook-deliveries.js';
import { Nullable, TimestampText, Uuid } from './common.js';

export const WebhookDeliveryAttempt = Type.Object({
  id: Uuid,
  attempted_at: TimestampText,
  status_code: Nullable(Type.Integer({ description: 'The HTTP status the endpoint answered; null when none came' })),
  duration_ms: Type.Integer(),
  response_body: Nullable(Type.String({ description: 'The first 2 KB of the response body' })),
  error: Nullable(Type.String({ description: 'Why no response came: timeout, connection refused, refused address…' })),
});

export const WebhookDelivery = Type.Object({
  id: Uuid,
  message_id: Type.String({
    format: 'uuid',
    description: 'The webhook-id header: the same for every attempt and every re-send of this event',
  }),
  event_type: Type.String({ enum: [...WEBHOOK_EVENT_TYPES] }),
  payload: Type.Object({}, { additionalProperties: true, description: 'The JSON body sent' }),
  status: Type.String({
    enum: [...DELIVERY_STATUSES],
    description:
      'pending (waiting for its next attempt), succeeded (the endpoint answered 2xx), failed (retries exhausted, ' +
      'the endpoint answered 410, or it was disabled after failing for 5 days), cancelled (the endpoint was deleted ' +
      'or answered 410 to another delivery)',
  }),
  attempt_count: Type.Integer(),
  next_attempt_at: Nullable(TimestampText),
  last_status_code: Nullable(Type.Integer()),
  last_error: Nullable(Type.String()),
  created_at: TimestampText,
  updated_at: TimestampText,
  attempts: Type.Array(WebhookDeliveryAttempt, { description: 'Every attempt, oldest first' }),
});

export const EndpointParams = Type.Object({ id: Uuid });
export const DeliveryParams = Type.Object({ id: Uuid, delivery_id: Uuid });

export const DeliveryListQuery = Type.Object(
  {
    status: Type.Optional(
      Type.String({ maxLength: 100, description: 'comma-separated: pending, succeeded, failed, cancelled' }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page' })),
  },
  { additionalProperties: false },
);

export const ReplayBody = Type.Object(
  {
    since: Type.String({
      format: 'date-time',
      description: 'Re-send the failed deliveries created at or after this instant (ISO 8601)',
    }),
  },
  { additionalProperties: false },
);

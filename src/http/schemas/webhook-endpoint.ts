import { Type } from '@sinclair/typebox';
import { WEBHOOK_EVENT_TYPES } from '../../domain/webhook-events.js';
import { WEBHOOK_URL_MAX_LENGTH } from '../../domain/webhook-url.js';
import { DESCRIPTION_MAX_LENGTH } from '../../services/webhook-endpoints.js';
import { Nullable, TimestampText, Uuid } from './common.js';

const EventType = Type.String({
  enum: [...WEBHOOK_EVENT_TYPES],
  description:
    'state_change (the case moved to another state), application_received (a new case was opened), ' +
    'data_changed (customer data, risk score or profile changed), process_completed (completed or rejected), ' +
    'verification_erased (the case’s personal data was erased)',
});

const eventTypes = (description: string) => Type.Array(EventType, { minItems: 1, uniqueItems: true, description });

const Url = Type.String({
  minLength: 1,
  maxLength: WEBHOOK_URL_MAX_LENGTH,
  description:
    'Absolute http or https URL without user name or password. Its host must resolve to publicly reachable ' +
    'addresses only (no loopback, private or link-local). Stored and returned in normalized form.',
  examples: ['https://example.com/dossier/webhooks'],
});

const Description = Type.String({ maxLength: DESCRIPTION_MAX_LENGTH });

export const WebhookEndpoint = Type.Object(
  {
    id: Uuid,
    url: Type.String(),
    description: Type.String(),
    event_types: Type.Array(EventType),
    enabled: Type.Boolean(),
    disabled_reason: Nullable(
      Type.String({
        description:
          'Why the endpoint is disabled: manual (a user disabled it), gone (it answered 410 Gone), failing ' +
          '(no successful delivery for 5 days). null while enabled.',
      }),
    ),
    created_at: TimestampText,
    updated_at: TimestampText,
  },
  { $id: 'WebhookEndpoint', description: 'A registered webhook endpoint. Its secret is never shown here.' },
);

export const WebhookSecret = Type.String({
  pattern: '^whsec_',
  description:
    'The Standard Webhooks signing secret (whsec_ + base64). Shown only in this response: store it to verify the ' +
    'webhook-signature header of deliveries.',
});

export const CreateWebhookEndpointBody = Type.Object(
  {
    url: Url,
    event_types: Type.Optional(eventTypes('the event types to deliver; default: all of them')),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);

export const UpdateWebhookEndpointBody = Type.Object(
  {
    url: Type.Optional(Url),
    event_types: Type.Optional(eventTypes('replaces the event types delivered')),
    description: Type.Optional(Description),
    enabled: Type.Optional(
      Type.Boolean({ description: 'true re-enables a disabled endpoint and clears disabled_reason' }),
    ),
  },
  { additionalProperties: false },
);

export const WebhookEndpointParams = Type.Object({ id: Uuid });

import { Type } from '@sinclair/typebox';
import { INVITATION_STATUSES } from '../../domain/invitation-status.js';
import { Nullable, TimestampText, Uuid } from './common.js';

export const InvitationPrefill = Type.Object(
  {
    formal_name: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    company_number: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    jurisdiction_code: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2' })),
  },
  { additionalProperties: false, description: 'What the company finds already filled in' },
);

export const Invitation = Type.Object(
  {
    id: Uuid,
    email: Type.String({ format: 'email' }),
    customer_id: Nullable(Type.String()),
    completeness_profile_id: Uuid,
    status: Type.String({
      enum: [...INVITATION_STATUSES],
      description:
        'pending: not opened yet; opened; submitted: the case exists (verification_id); expired: the latest link ' +
        'expired before a submission; revoked',
    }),
    url: Nullable(
      Type.String({
        format: 'uri',
        description: 'The portal link: only in the answers to create and resend (only its SHA-256 is stored)',
      }),
    ),
    prefill: Type.Union([InvitationPrefill, Type.Null()]),
    expires_at: Type.String({ format: 'date-time', description: 'When the latest link expires' }),
    opened_at: Nullable(TimestampText),
    submitted_at: Nullable(TimestampText),
    revoked_at: Nullable(TimestampText),
    verification_id: Nullable(Type.String({ format: 'uuid', description: 'The case, once the customer submits' })),
    created_at: TimestampText,
    updated_at: TimestampText,
  },
  { $id: 'Invitation', description: 'An invitation for a company to fill in its application in the portal' },
);

export const InvitationInputBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320, description: 'Where the link is sent' }),
    customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Your own reference' })),
    completeness_profile_id: Type.String({
      format: 'uuid',
      description: 'The onboarding profile whose requirements make the application’s steps',
    }),
    prefill: Type.Optional(InvitationPrefill),
    send_email: Type.Optional(Type.Boolean({ default: true, description: 'false: you pass the url on yourself' })),
  },
  { additionalProperties: false },
);

import { Type } from '@sinclair/typebox';
import { INVITATION_STATUSES } from '../../domain/invitation-status.js';
import { Nullable, TimestampText, Uuid } from './common.js';
import { CompletenessProfile, RequestedData } from './verification.js';

// The answers of the customer portal's API (/portal/api, docs/portal-api.md). They serialize the answers (a field
// not listed here is not sent) and make the portal API's own OpenAPI document, from which the portal's client
// gets its types (`npm run api-types`). Not part of the integrator's document.

/** A file uploaded through the portal, not yet part of a case. */
export const PortalUpload = Type.Object({
  id: Uuid,
  filename: Type.String(),
  mime: Type.String(),
  filesize: Type.Integer({ description: 'bytes' }),
  created_at: TimestampText,
});

/** A crypto address's ownership challenge: the message to sign and the check of its signature. */
export const OwnershipChallenge = Type.Object({
  id: Uuid,
  address: Type.String(),
  address_type: Type.String(),
  signature_message: Type.String(),
  signature_verification: Type.String({
    enum: ['not_provided', 'verified', 'failed', 'unsupported_network'],
    description: '`not_provided` before a signature, then `verified` or `failed`; `unsupported_network` for others',
  }),
  created_at: TimestampText,
});

/**
 * The draft as it was saved (or its starting point): served as stored, every field kept. It was checked against
 * the draft's schema (src/portal/application-draft.ts) when it was saved; its type in the portal is that schema's.
 */
export const PortalDraft = Type.Object(
  {},
  { additionalProperties: true, description: 'the application draft (ApplicationDraft), as saved' },
);

/** Everything the portal shows for its session (GET /application, and after opening a session or submitting). */
export const PortalApplication = Type.Object({
  mode: Type.String({
    enum: ['application', 'update', 'review', 'submitted'],
    description:
      'fill in the application, answer a data update request, review every section of a recurring review ' +
      '("Nothing has changed" or a change per section, in the draft’s review_answers), or nothing left to do',
  }),
  csrf_token: Type.String({ description: 'send it as X-CSRF-Token with every write' }),
  account: Type.Object({ name: Type.String() }),
  invitation: Type.Object({
    id: Uuid,
    email: Type.String(),
    status: Type.String({ enum: [...INVITATION_STATUSES] }),
    expires_at: TimestampText,
  }),
  requirements: CompletenessProfile.properties.requirements,
  // As the request stored it: the officer's message is data_update_comment.
  requested_data: Nullable(Type.Omit(RequestedData, ['comment'])),
  data_update_comment: Nullable(Type.String()),
  draft: PortalDraft,
  draft_revision: Type.Integer({ description: '0 before the first save' }),
  uploads: Type.Array(PortalUpload),
  challenges: Type.Array(OwnershipChallenge),
  submitted_at: Nullable(TimestampText),
  last_submission: Nullable(
    Type.String({
      enum: ['application', 'data_update'],
      description: 'what the latest submission was, so a thank-you page after a reload says the right thing',
    }),
  ),
});

export const DraftSaved = Type.Object({ draft_revision: Type.Integer(), saved_at: TimestampText });

export const LinkSent = Type.Object({ status: Type.String({ enum: ['sent'] }) });

export const UploadCreated = Type.Object({ upload: PortalUpload });

export const ChallengeAnswer = Type.Object({ challenge: OwnershipChallenge });

/** The reference data the application's pickers need. */
export const PortalReference = Type.Object({
  jurisdictions: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  industries: Type.Array(
    Type.Object({
      key: Type.Integer({ description: 'the NACE Rev. 2 division' }),
      value: Type.String(),
      industry: Type.String(),
      keywords: Type.Array(Type.String()),
    }),
  ),
});

export const PortalCompanyTypes = Type.Object({
  company_types: Type.Array(Type.Object({ id: Type.String(), short_name: Type.String(), full_name: Type.String() })),
});

/** An answer with no body (204). */
export const NoContent = Type.Null({ description: 'no content' });

import { Type } from '@sinclair/typebox';
import { VERIFICATION_STATUSES, VERIFICATION_TYPES } from '../../domain/verification-status.js';
import { CLIENT_EVENTS } from '../../domain/verification-transitions.js';
import { DateText, Nullable, TimestampText, Uuid } from './common.js';
import { Jurisdiction } from './reference.js';
import { RiskAssessment } from './risk.js';

export const ExternalRiskScore = Type.Object({
  id: Uuid,
  verification_id: Uuid,
  risk_score_simple: Nullable(Type.String({ enum: ['low', 'medium', 'high'] })),
  risk_score_detailed: Type.Object({
    score: Nullable(Type.String()),
    reasons: Type.Array(Type.String()),
  }),
  created_at: TimestampText,
  updated_at: TimestampText,
});

/** What the customer is asked to provide after request_data_update with a profile. */
export const RequestedData = Type.Object(
  {
    completeness_profile_id: Nullable(Uuid),
    comment: Nullable(Type.String()),
    sections: Type.Array(Type.String()),
    missing: Type.Object({
      sections: Type.Array(Type.String()),
      company_fields: Type.Array(Type.String()),
      director_fields: Type.Array(Type.Object({ director_id: Uuid, fields: Type.Array(Type.String()) })),
      person_fields: Type.Array(Type.Object({ person_id: Uuid, fields: Type.Array(Type.String()) })),
      company_document_types: Type.Array(Type.String()),
      person_document_types: Type.Array(Type.Object({ person_id: Uuid, document_types: Type.Array(Type.String()) })),
      ownership_owners: Type.Optional(
        Type.Array(
          Type.Object({
            company_id: Uuid,
            root: Type.Boolean({ description: 'true for the company under review' }),
            name: Type.String(),
            holder_ids: Type.Array(Uuid, { description: 'its shareholders when asked: the answer adds another' }),
          }),
          {
            description:
              'one missing UBO: companies of the ownership structure (the company under review, a corporate ' +
              'shareholder) of which the customer is asked to add a shareholder',
          },
        ),
      ),
    }),
    complete: Type.Boolean({ description: 'true when the case already holds everything the profile requires' }),
    review: Type.Optional(
      Type.Boolean({
        description:
          'true for a recurring review: the customer confirms ("Nothing has changed") or updates each section listed',
      }),
    ),
  },
  { description: 'the profile’s requirements minus what the case already holds' },
);

/** Who acted, as the audit log names them: a user, an access token, the operator's CLI or the system. */
const decisionActor = (description: string) =>
  Type.Object(
    {
      type: Type.String({ enum: ['user', 'token', 'system', 'cli'] }),
      id: Nullable(Type.String({ description: 'the user or token id; null for cli and system' })),
      name: Type.String({ description: 'the user’s name, `Access token “…”`, `Operator` or `System`' }),
    },
    { description },
  );

export const Decision = Type.Object(
  {
    outcome: Type.String({ enum: ['approved', 'rejected'] }),
    decided_at: TimestampText,
    decided_by: decisionActor(
      'whoever made the assessment that stands: the one who sent the case to QA when it went through QA, ' +
        'else whoever completed or rejected it',
    ),
    qa_by: Nullable(decisionActor('whoever completed or rejected the case from QA')),
  },
  { description: 'Who decided a completed or rejected case, and who did QA; null while the case is undecided' },
);

export const Retention = Type.Object(
  {
    offboarded_at: Nullable(
      Type.String({ ...TimestampText, description: 'When the business relationship ended (offboarding)' }),
    ),
    offboard_reason: Nullable(Type.String()),
    retain_until: Nullable(
      Type.String({
        format: 'date',
        description:
          'The last day the personal data is kept: the offboarding day plus the account’s retention_years. The ' +
          'daily job erases the case the day after, unless a legal hold stands',
      }),
    ),
    legal_hold: Nullable(
      Type.Object({
        reason: Type.String(),
        placed_at: TimestampText,
        placed_by: Type.String({ description: 'user:<id>, token:<id> or cli' }),
      }),
    ),
  },
  { description: 'Offboarding, the retention period and a legal hold' },
);

export const Erasure = Type.Object(
  {
    state: Type.String({
      enum: ['erasing', 'erased'],
      description: '`erasing` while the erasure runs (the case’s personal resources already answer 410)',
    }),
    reason: Type.String(),
    legal_basis: Nullable(Type.String({ description: 'Given to erase inside the retention period' })),
    within_retention: Type.Boolean({ description: 'Erased before its retention period ended (forced)' }),
    erased_by: Type.Object({
      key: Type.String({ description: 'user:<id>, token:<id>, cli or system (the retention schedule)' }),
      name: Type.String(),
    }),
    started_at: TimestampText,
    erased_at: Nullable(TimestampText),
    erased: Type.Unknown({
      description:
        'What was erased: row counts per kind, data_sha256 (SHA-256 of the erased rows) and each file’s sha256 ' +
        'and size; null while erasing',
    }),
  },
  { description: 'The tombstone of an erased case: who erased it, when and why, and hashes of what was erased' },
);

export const Verification = Type.Object(
  {
    id: Uuid,
    status: Type.String({ enum: VERIFICATION_STATUSES }),
    verification_type: Type.String({ enum: [...VERIFICATION_TYPES] }),
    customer_id: Nullable(Type.String()),
    company_name: Type.String(),
    company_number: Type.String(),
    company_jurisdiction: Nullable(Jurisdiction),
    entity_name: Type.String({ description: 'The source system’s name for company_name' }),
    entity_identifier: Type.String({ description: 'The source system’s name for company_number' }),
    entity_contact_email: Type.String({ description: 'The company under review’s e-mail ("" when none given)' }),
    access_type: Type.String({
      enum: ['verifier_compliance_officer'],
      description: 'The caller’s access to the case, as the source system names it: the account reviewing it',
    }),
    revision_timestamps: Type.Array(Type.Integer(), {
      description:
        'When each revision of the case’s data was made (Unix seconds, oldest first): the values `timestamp` takes ' +
        'on the case’s read routes',
    }),
    reopen_at: Nullable(
      Type.String({
        description:
          'The date of the case’s next periodic review (YYYY-MM-DD), the same value as `next_review_at`; null while ' +
          'none is scheduled',
      }),
    ),
    completeness_profile_id: Nullable(Uuid),
    assessment: Nullable(Type.String({ enum: ['risk_low', 'risk_medium', 'risk_high'] })),
    assessment_comment: Nullable(Type.String()),
    qa_comment: Nullable(Type.String()),
    rejection_comment: Nullable(Type.String()),
    external_risk_score: Nullable(ExternalRiskScore),
    assigned_to: Nullable(Type.String()),
    created_at: TimestampText,
    updated_at: TimestampText,
    last_data_update: Nullable(TimestampText),
    status_changed_at: Type.String({
      ...TimestampText,
      description: 'When the case entered its current state (the console queue’s "Waiting")',
    }),
    requested_data: Type.Union([RequestedData, Type.Null()]),
    data_update_comment: Nullable(
      Type.String({
        description:
          'What the officer wrote to the customer with the latest data update request (with or without a profile)',
      }),
    ),
    assignee: Nullable(
      Type.Object(
        { id: Uuid, name: Type.String(), email: Type.String() },
        { description: 'The user the case is assigned to (assigned_to), by name' },
      ),
    ),
    allowed_events: Type.Array(Type.String({ enum: [...CLIENT_EVENTS] }), {
      description:
        'The events the caller may send now (POST …/state/{event}), from the case’s state, the caller’s role and ' +
        'the four-eyes rule. Empty for a viewer.',
    }),
    blocked_events: Type.Array(
      Type.Object({ event: Type.String({ enum: [...CLIENT_EVENTS] }), reason: Type.String() }),
      {
        description:
          'Events the state allows but the caller may not send, with the reason (four eyes, or the account’s ' +
          'review-marks rule naming the sections not reviewed)',
      },
    ),
    qa_reviewer: Nullable(
      Type.Object(
        { id: Uuid, name: Type.String(), email: Type.String() },
        { description: 'The QA reviewer named when the case was sent to QA (qa_reviewer_id), by name' },
      ),
    ),
    decision: Nullable(Decision),
    risk_assessment: Nullable(RiskAssessment),
    next_review_at: Nullable(
      Type.String({
        ...DateText,
        description: 'The day of the next periodic review (set on completion from the level that stands)',
      }),
    ),
    due_at: Nullable(
      Type.String({ ...TimestampText, description: 'When the current state is due under the service levels' }),
    ),
    previous_verification_id: Nullable(Type.String({ ...Uuid, description: 'The case a recurring case reviews' })),
    retention: Retention,
    erasure: Nullable(Erasure),
    review_progress: Type.Object(
      { reviewed: Type.Integer({ minimum: 0 }), total: Type.Integer({ minimum: 0 }) },
      {
        description: 'How many of the case’s review tabs an officer has marked reviewed since their data last changed',
      },
    ),
  },
  { $id: 'Verification' },
);

export const CompletenessProfile = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    description: Type.String(),
    requirements: Type.Object(
      {
        sections: Type.Array(Type.String()),
        fields: Type.Object({
          company: Type.Array(Type.String()),
          director: Type.Array(Type.String()),
          person: Type.Array(Type.String()),
        }),
        document_types: Type.Object({ company: Type.Array(Type.String()), person: Type.Array(Type.String()) }),
        ubo_threshold: Type.Number({
          minimum: 5,
          maximum: 50,
          description: 'Percent of shares or voting rights that makes a person a beneficial owner (UBO)',
        }),
      },
      { additionalProperties: false },
    ),
    archived: Type.Boolean(),
    created_at: TimestampText,
    updated_at: TimestampText,
  },
  { $id: 'CompletenessProfile' },
);

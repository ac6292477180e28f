import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ASSESSMENTS, CLIENT_EVENTS, type ClientEvent } from '../../domain/verification-transitions.js';
import { describeCustomerRequest } from '../../services/customer-request.js';
import type { ServiceContext } from '../../services/service-context.js';
import { getVerification, listVerificationAuditLog } from '../../services/verification-reads.js';
import { transitionVerification } from '../../services/verification-transitions.js';
import { accountOf, actorOf, callerOf } from '../plugins/api-auth.js';
import { acceptFormFields } from '../plugins/form-fields.js';
import { errorResponses, Nullable, TimestampText, Uuid, VerificationIdParams } from '../schemas/common.js';

const Comment = Type.String({ maxLength: 5000 });
const Names = Type.Array(Type.String({ maxLength: 64 }), { maxItems: 64 });

/** request_data_update: specific items asked for by hand, in requested_data.missing's names. */
const RequestedItems = Type.Object(
  {
    sections: Type.Optional(Names),
    company_fields: Type.Optional(Names),
    company_document_types: Type.Optional(Names),
    person_fields: Type.Optional(
      Type.Array(Type.Object({ person_id: Uuid, fields: Names }, { additionalProperties: false }), { maxItems: 200 }),
    ),
    person_document_types: Type.Optional(
      Type.Array(Type.Object({ person_id: Uuid, document_types: Names }, { additionalProperties: false }), {
        maxItems: 200,
      }),
    ),
    ownership_owners: Type.Optional(
      Type.Array(Uuid, {
        maxItems: 50,
        description:
          'one missing UBO: companies of the ownership structure (the company under review by its id, or a ' +
          'corporate shareholder) of which the customer adds a shareholder; the portal opens at its Ownership step',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Specific items to ask for, besides or instead of a profile: sections to add one more of (bank_accounts, ' +
      'crypto_addresses, directors, ownership), company fields, company document types, per person fields and ' +
      'document types, and companies of the structure to add an owner to. They become requested_data.missing as named.',
  },
);

const TransitionBody = Type.Object(
  {
    assessment: Type.Optional(Type.String({ enum: [...ASSESSMENTS] })),
    assessment_comment: Type.Optional(Comment),
    qa_comment: Type.Optional(Comment),
    rejection_comment: Type.Optional(Comment),
    comment: Type.Optional(Comment),
    completeness_profile_id: Type.Optional(Uuid),
    requested: Type.Optional(RequestedItems),
    customer_email: Type.Optional(
      Type.String({
        format: 'email',
        maxLength: 320,
        description:
          'request_data_update on a case with no invitation: invite this address, bound to the case; the request ' +
          'is e-mailed to it with a link that opens the portal in update mode. Needs an onboarding profile.',
      }),
    ),
    qa_reviewer_id: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'qa only: the QA reviewer, an active admin or officer of the account other than the sender (optional)',
      }),
    ),
  },
  { additionalProperties: false },
);

const AuditEntry = Type.Object({
  id: Uuid,
  action: Type.String({ examples: ['state.start'] }),
  actor_type: Type.String({ examples: ['token', 'cli', 'customer', 'user'] }),
  actor_id: Nullable(Type.String()),
  actor: Type.Object(
    {
      type: Type.String({ examples: ['user'] }),
      id: Nullable(Type.String()),
      name: Nullable(Type.String({ description: "A user's name or an access token's name" })),
      email: Nullable(Type.String({ description: "A user's e-mail" })),
    },
    { description: 'Who did it, named: user:<id> with their name and e-mail, a token with its name' },
  ),
  from_state: Nullable(Type.String()),
  to_state: Nullable(Type.String()),
  comment: Nullable(Type.String()),
  data: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  created_at: TimestampText,
});

const CustomerRequest = Type.Object({
  channel: Type.String({
    enum: ['email', 'webhook'],
    description: 'email: the case has an invitation and its address gets a link; webhook: only the integration is told',
  }),
  invitation: Nullable(
    Type.Object({
      id: Uuid,
      email: Type.String(),
      status: Type.String({ enum: ['pending', 'opened', 'submitted', 'expired', 'revoked'] }),
    }),
  ),
  waiting_since: Nullable(TimestampText),
  mail: Nullable(
    Type.Object(
      {
        id: Uuid,
        recipient: Type.String(),
        status: Type.String({ enum: ['pending', 'sent', 'failed', 'cancelled'] }),
        created_at: TimestampText,
        sent_at: Nullable(TimestampText),
        attempts: Type.Integer({ minimum: 0 }),
        last_error: Nullable(Type.String()),
      },
      { description: "The latest data update request's e-mail while the case waits; null when none was written" },
    ),
  ),
  opened_at: Nullable(TimestampText),
  reminders: Type.Array(
    Type.Object({
      kind: Type.String({ enum: ['reminder_1', 'reminder_2', 'escalation'] }),
      sent_at: TimestampText,
    }),
    {
      description:
        'Reminders of the current wait: the customer after the service level’s days (default 7) and twice that; ' +
        'for a recurring review, the escalation to the officer after 30 days',
    },
  ),
  // When the current wait was escalated to the officer (a recurring review unanswered for 30 days).
  escalated_at: Nullable(TimestampText),
  review_answer: Nullable(
    Type.Object(
      {
        answered_at: TimestampText,
        sections: Type.Array(
          Type.Object({
            section: Type.String({ enum: ['company_details', 'directors', 'ownership'] }),
            answer: Type.String({ enum: ['unchanged', 'changed'] }),
          }),
        ),
      },
      {
        description:
          'The customer’s latest answer to a recurring review: per section, confirmed unchanged ("Nothing has changed") or changed',
      },
    ),
  ),
});

export const reviewRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/verifications/:verification_id/state/:event',
    {
      preValidation: acceptFormFields,
      schema: {
        summary: 'Move a verification through its life cycle',
        description:
          'Events: start (new→in_progress), request_data_update (in_progress→data_update_requested; optional ' +
          'completeness_profile_id switches the profile, requested picks specific items, comment tells the customer what ' +
          'to do, customer_email invites an address when the case has no invitation; a request with none of comment, ' +
          'profile or picked items is 422 data_update_request_empty), cancel_data_update, ' +
          'request_risk_score_update, cancel_risk_score_update, qa (assessment and assessment_comment required; ' +
          'optional qa_reviewer_id names the QA reviewer), ' +
          'back_to_compliance (qa_comment required), complete (assessment required; with QA required by the account ' +
          'only from qa and by someone other than who sent it to QA), rejected (rejection_comment required), reopen. ' +
          'start assigns the case to the user who starts it when nobody has it. ' +
          'A disallowed event is 409 invalid_state_transition and changes nothing. With the account’s ' +
          'require_review_marks on, qa, complete and rejected answer 409 review_incomplete until every review tab ' +
          'stands marked reviewed (details name the tabs). Body as JSON, form or multipart.',
        tags: ['review'],
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        params: Type.Object({ verification_id: Uuid, event: Type.String({ enum: [...CLIENT_EVENTS] }) }),
        body: TransitionBody,
        response: {
          200: Type.Object({ verification: Type.Ref('Verification') }),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request) => {
      const id = request.params.verification_id;
      await transitionVerification(ctx, actorOf(request), id, request.params.event as ClientEvent, request.body);
      return { verification: await getVerification(ctx, callerOf(request), id) };
    },
  );

  app.get(
    '/verifications/:verification_id/customer_request',
    {
      schema: {
        summary: 'Where the case stands with its customer',
        description:
          "How the customer hears of a data update request (channel email: a portal link to the invitation's " +
          'address; webhook: the case came through the API and only the state_change webhook tells the integration), ' +
          "since when the case waits for the customer (while data_update_requested), what became of the request's " +
          'e-mail, and when the customer opened the portal since the request.',
        tags: ['review'],
        params: VerificationIdParams,
        response: {
          200: Type.Object({ customer_request: CustomerRequest }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({
      customer_request: await describeCustomerRequest(ctx, accountOf(request), request.params.verification_id),
    }),
  );

  app.get(
    '/verifications/:verification_id/audit_log',
    {
      // After an erasure the log stays, its comments and data redacted.
      config: { keptAfterErasure: true },
      schema: {
        summary: 'The audit log of a verification',
        description: 'Every change to the case, oldest first: who, when, from which state to which, and why.',
        tags: ['review'],
        params: VerificationIdParams,
        response: { 200: Type.Object({ audit_log: Type.Array(AuditEntry) }), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      audit_log: await listVerificationAuditLog(ctx, accountOf(request), request.params.verification_id),
    }),
  );
};

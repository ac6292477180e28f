import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  acceptCorporateInvite,
  inviteCorporates,
  listCorporateInvites,
  resendCorporateInvite,
  SOURCE_INVITE_STATES,
} from '../../services/invitation-aliases.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, Nullable, TimestampText, Uuid } from '../schemas/common.js';

const TAGS = ['invitations'];
const Url = Nullable(Type.String({ description: 'Not kept: the portal ends on its own page (always null)' }));

const SourceInvite = Type.Object({
  id: Uuid,
  email: Type.String(),
  type: Type.String({ enum: ['Invite::CorporateKYC'] }),
  redirect_url_success: Url,
  redirect_url_failure: Url,
  updated_at: TimestampText,
  created_at: TimestampText,
  state: Type.String({ enum: [...SOURCE_INVITE_STATES] }),
  invitation_url: Nullable(
    Type.String({ description: 'The portal link, to an access token only (Dossier’s invitation `url`)' }),
  ),
  customer_id: Nullable(Type.String()),
  completeness_profile_id: Uuid,
  verification_id: Nullable(Uuid),
});

/** Who invited, as the source's resend and accept answers name it. */
const InvitedBy = {
  invited_by_context: Type.Object(
    {
      id: Uuid,
      name: Type.String(),
      description: Type.String({ description: 'Always empty: an account has no description' }),
      referral: Type.Null({ description: 'Dossier has no referral programme' }),
      documents_note_from_verifier: Type.String({ description: 'Always empty' }),
      referral_code: Type.Null({ description: 'Dossier has no referral programme' }),
      referral_url: Type.Null({ description: 'Dossier has no referral programme' }),
    },
    { description: 'The context: the reviewing company account (its id is the source’s context_id)' },
  ),
  invited_by: Type.Object({
    email: Nullable(
      Type.String({ description: 'The console user who created the invitation; null for a token or the operator' }),
    ),
  }),
};

const AnsweredInvite = Type.Composite([SourceInvite, Type.Object(InvitedBy)]);

const ListedInvite = Type.Object({
  id: Uuid,
  customer_id: Nullable(Type.String()),
  email: Type.String(),
  invitation_type: Type.String({ enum: ['corporate'] }),
  redirect_url_success: Url,
  redirect_url_failure: Url,
  external_verification_state: Type.Null({ description: 'An individual’s own verification: none here' }),
  completed_at: Nullable(TimestampText),
  updated_at: TimestampText,
  created_at: TimestampText,
  state: Type.String({ enum: [...SOURCE_INVITE_STATES] }),
  invitation_url: Type.Null({ description: 'Only its hash is stored: the link is in the create and resend answers' }),
  verification_id: Nullable(Uuid),
  display_name: Nullable(Type.String()),
  company_name: Nullable(Type.String({ description: 'The prefilled company name, when given' })),
});

const Recipient = Type.Object({
  email: Type.String({ format: 'email', maxLength: 320 }),
  customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  completeness_profile_id: Type.Optional(
    Type.String({ format: 'uuid', description: 'Required by Dossier: the onboarding profile' }),
  ),
  redirect_url_success: Type.Optional(Type.String({ maxLength: 2000, description: 'Accepted, not kept' })),
  redirect_url_failure: Type.Optional(Type.String({ maxLength: 2000, description: 'Accepted, not kept' })),
  company_data: Type.Optional(
    Type.Unknown({
      description:
        'The source’s company_data: company_details.company’s formal_name, company_number and jurisdiction ' +
        '(code) prefill the application; the rest is not kept',
    }),
  ),
});

/**
 * The source system's corporate invites under its names: aliases of Dossier's invitations (invitation-routes.ts),
 * answered in the source's shapes. docs/interface.md, "The source system's routes".
 */
export const inviteAliasRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/invites/corporates',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Invite companies to the portal (the source system’s names)',
        description:
          'One Dossier invitation per recipient, e-mailed unless send_notification is false. Every recipient is ' +
          'checked before any is invited.',
        tags: TAGS,
        body: Type.Object({
          recipients: Type.Array(Recipient, { minItems: 1, maxItems: 50 }),
          send_notification: Type.Optional(Type.Boolean({ default: true })),
        }),
        response: {
          201: Type.Object({ invites: Type.Array(SourceInvite) }),
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await inviteCorporates(
            ctx,
            actorOf(request),
            request.body.recipients,
            request.body.send_notification !== false,
          ),
        ),
  );

  app.get(
    '/invites/corporates',
    {
      schema: {
        summary: 'List invitations (the source system’s names)',
        description:
          'Newest first, in pages over the newest 10 000. `personal_verifications` is the list’s name in the ' +
          'source system’s document.',
        tags: TAGS,
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
          per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
          state: Type.Optional(
            Type.String({ maxLength: 200, description: 'comma-separated states', examples: ['invited,completed'] }),
          ),
          customer_id: Type.Optional(Type.String({ maxLength: 200 })),
          order_by: Type.Optional(Type.String({ maxLength: 50, description: 'Accepted; the order is newest first' })),
        }),
        response: {
          200: Type.Object({
            personal_verifications: Type.Array(ListedInvite),
            meta: Type.Object({
              pagination: Type.Object({
                total: Type.Integer(),
                per_page: Type.Integer(),
                current_page: Type.Integer(),
                total_pages: Type.Integer(),
              }),
            }),
          }),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request) =>
      listCorporateInvites(ctx, accountOf(request), {
        page: request.query.page ?? 1,
        per_page: request.query.per_page ?? 10,
        ...(request.query.state !== undefined && {
          states: request.query.state.split(',').map((s) => s.trim()),
        }),
        ...(request.query.customer_id !== undefined && { customer_id: request.query.customer_id }),
      }),
  );

  app.post(
    '/invites/corporates/:id/resend',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'Send a fresh link (the source system’s names)',
        description: 'Dossier’s resend, by e-mail. 409 for a revoked invitation.',
        tags: TAGS,
        params: Type.Object({ id: Uuid }),
        body: Type.Object({}, { description: 'none needed' }),
        response: {
          200: Type.Object({ invite: AnsweredInvite }),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => resendCorporateInvite(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/invites/corporates/:id/accept',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'Accept an invitation with the KYB the account already has (the source system’s names)',
        description:
          'Opens the invitation’s case from the account’s latest completed case of the prefilled company ' +
          '(jurisdiction_code and company_number, as GET /companies/{jurisdiction_code}/{company_number} finds ' +
          'it): its company, addresses, directors and ownership structure, with previous_verification_id linking ' +
          'it; the invitation becomes completed (submitted) with its verification_id, and application_received ' +
          'is sent. 409 invite_not_acceptable when the invitation names no company, the account completed no case ' +
          'of it, or the invitation is already submitted, revoked or expired.',
        tags: TAGS,
        params: Type.Object({ id: Uuid }),
        body: Type.Object({}, { description: 'none needed' }),
        response: {
          200: Type.Object({ invite: AnsweredInvite }),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => acceptCorporateInvite(ctx, actorOf(request), request.params.id),
  );
};

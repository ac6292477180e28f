import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { getAccountSettings, updateAccountSettings } from '../../services/accounts.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses } from '../schemas/common.js';

const One = Type.Object({ account: Type.Ref('Account') });

/** The account's own settings ("Company information"): console sessions only, admins change them. */
export const accountRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/account',
    {
      config: { access: 'session_settings_read' },
      schema: {
        summary: 'The account and its settings',
        description: 'Console sessions only (admins and viewers); access tokens get 403.',
        tags: ['account settings'],
        response: { 200: One, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ account: await getAccountSettings(ctx, accountOf(request)) }),
  );

  app.patch(
    '/account',
    {
      config: { access: 'session_settings' },
      preValidation: requireJson,
      schema: {
        summary: 'Change the account’s settings',
        description:
          'Admins only. requires_qa makes completion need a second officer’s QA (four eyes); ' +
          'require_review_marks makes QA and decisions wait until every review tab is marked reviewed; ' +
          'require_mfa makes every user set up two-factor authentication (at their next sign-in when they have not); ' +
          'retention_years is how long a case’s personal data is kept after offboarding (cases already offboarded ' +
          'follow the new period). high_risk_jurisdictions replaces the list of jurisdictions the account marks as ' +
          'high risk: a corporate shareholder in one is a warning of the ownership structure. ' +
          'screening_threshold (0.5–1, null for the default) is the score a screening hit needs; ' +
          'screening_monitoring_months is how long after its decision a case is still rescreened on list updates.',
        tags: ['account settings'],
        body: Type.Object(
          {
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
            requires_qa: Type.Optional(Type.Boolean()),
            require_review_marks: Type.Optional(Type.Boolean()),
            require_mfa: Type.Optional(Type.Boolean()),
            retention_years: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
            high_risk_jurisdictions: Type.Optional(
              Type.Array(
                Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z]{2}([_-][A-Za-z0-9]{1,6})?$' }),
                {
                  maxItems: 300,
                  description: 'Jurisdiction codes (GB, KY, us_de) whose corporate shareholders are a warning',
                },
              ),
            ),
            screening_threshold: Type.Optional(Type.Union([Type.Number({ minimum: 0.5, maximum: 1 }), Type.Null()])),
            screening_monitoring_months: Type.Optional(Type.Integer({ minimum: 0, maximum: 120 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: One, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => ({ account: await updateAccountSettings(ctx, actorOf(request), request.body) }),
  );
};

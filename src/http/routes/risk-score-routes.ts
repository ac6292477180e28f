import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../domain/app-error.js';
import { parseRiskScoreInput } from '../../domain/risk-score-input.js';
import { listExternalRiskScores, recordExternalRiskScore } from '../../services/external-risk-score.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { acceptFormFields } from '../plugins/form-fields.js';
import { errorResponses, VerificationIdParams } from '../schemas/common.js';
import { ExternalRiskScore } from '../schemas/verification.js';

export const riskScoreRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/webhooks/external_risk_score',
    {
      preValidation: acceptFormFields,
      schema: {
        summary: 'Push an external risk score for a verification',
        description:
          'Accepts application/json (nested `{"id", "risk_score": {"simple", "detailed": {"score", "reasons": []}}}` ' +
          'or the flat bracket names), application/x-www-form-urlencoded and multipart/form-data with the bracket ' +
          'names `id`, `risk_score[simple]` (low|medium|high), `risk_score[detailed][score]` and ' +
          '`risk_score[detailed][reasons][]` (repeatable; order kept). The history is kept and the latest shows on ' +
          'the verification; a verification in recalculate_risk_score returns to in_progress.',
        tags: ['risk score'],
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: Type.Object(
          {},
          {
            additionalProperties: true,
            description: 'id, risk_score[simple], risk_score[detailed][score], risk_score[detailed][reasons][]',
          },
        ),
        response: {
          200: Type.Object({ external_risk_score: ExternalRiskScore }),
          ...errorResponses(400, 401, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const parsed = parseRiskScoreInput(request.body);
      if (!parsed.ok) throw AppError.validation(parsed.details);
      return { external_risk_score: await recordExternalRiskScore(ctx, actorOf(request), parsed.value) };
    },
  );

  app.get(
    '/verifications/:verification_id/external_risk_scores',
    {
      schema: {
        summary: 'The history of external risk scores of a verification',
        tags: ['risk score'],
        params: VerificationIdParams,
        response: {
          200: Type.Object({ external_risk_scores: Type.Array(ExternalRiskScore) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({
      external_risk_scores: await listExternalRiskScores(ctx, accountOf(request), request.params.verification_id),
    }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ASSESSED_LEVELS, type AssessedLevel, type RiskModel } from '../../domain/risk-model.js';
import {
  getRiskModel,
  listCaseRiskAssessments,
  overrideRiskLevel,
  putRiskModel,
} from '../../services/risk-settings.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, Nullable, VerificationIdParams } from '../schemas/common.js';
import { RiskAssessment, RiskAssessmentHistoryItem, RiskModelBody, RiskModelResponse } from '../schemas/risk.js';

const History = Type.Object({
  risk_assessment: Nullable(RiskAssessment),
  risk_assessments: Type.Array(RiskAssessmentHistoryItem),
});

/** Dossier's risk assessment: the account's model, a case's assessments and the officer's override. */
export const riskRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/risk_model',
    {
      schema: {
        summary: 'The account’s risk model (current version) and the reference data it reads',
        tags: ['risk'],
        response: { 200: RiskModelResponse, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ risk_model: await getRiskModel(ctx, accountOf(request)) }),
  );

  app.put(
    '/risk_model',
    {
      config: { access: 'session_settings' },
      preValidation: requireJson,
      schema: {
        summary: 'Change the risk model (a new version)',
        description:
          'Admins in the console only (access tokens read the model, never change it). A change makes a new ' +
          'version; the same values again change nothing. Undecided cases are assessed again under it; decided ' +
          'cases keep the assessment they were decided on. Audit-logged `risk_model.changed`.',
        tags: ['risk'],
        body: RiskModelBody,
        response: {
          200: Type.Object({
            risk_model: RiskModelResponse.properties.risk_model,
            reassessed: Type.Integer({ minimum: 0 }),
          }),
          ...errorResponses(400, 401, 403, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { reassessed, ...model } = await putRiskModel(ctx, actorOf(request), request.body as RiskModel);
      return { risk_model: model, reassessed };
    },
  );

  app.get(
    '/verifications/:verification_id/risk_assessments',
    {
      schema: {
        summary: 'A verification’s risk assessment and its history (assessments and overrides, newest first)',
        tags: ['risk'],
        params: VerificationIdParams,
        response: { 200: History, ...errorResponses(400, 401, 404, 410, 429) },
      },
    },
    async (request) => {
      const r = await listCaseRiskAssessments(ctx, accountOf(request), request.params.verification_id);
      return { risk_assessment: r.current, risk_assessments: r.history };
    },
  );

  app.post(
    '/verifications/:verification_id/risk_override',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Override the risk level with a reason, or remove the override',
        description:
          '`{"level": "low|medium|high|prohibited", "reason"}` overrides; `{"level": null, "reason"}` removes it. ' +
          'Undecided cases only. With four eyes on, lowering the level is refused while the case is in QA (the QA ' +
          'reviewer confirms an override made before). Audit-logged; webhook `risk_level_changed` when the level ' +
          'that stands changes.',
        tags: ['risk'],
        params: VerificationIdParams,
        body: Type.Object(
          {
            level: Nullable(Type.String({ enum: [...ASSESSED_LEVELS] })),
            reason: Type.String({ minLength: 1, maxLength: 2000 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: History, ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 429) },
      },
    },
    async (request) => {
      const r = await overrideRiskLevel(ctx, actorOf(request), request.params.verification_id, {
        level: request.body.level as AssessedLevel | null,
        reason: request.body.reason,
      });
      return { risk_assessment: r.current, risk_assessments: r.history };
    },
  );
};

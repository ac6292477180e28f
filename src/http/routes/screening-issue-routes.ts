import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { screeningFailureOf } from '../../services/screening-failures.js';
import { decideIssue, getIssue, listIssues } from '../../services/screening-issues.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, VerificationIdParams } from '../schemas/common.js';
import { DecisionBody, IssueParams, ScreeningFailure, ScreeningIssue } from '../schemas/screening.js';

const One = Type.Object({ issue: Type.Ref(ScreeningIssue) });

/** A case's identified issues (screening hits) and the officer's decision on each. */
export const screeningIssueRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/verifications/:verification_id/issues',
    {
      schema: {
        summary: 'The identified issues (screening hits) of a verification',
        description:
          'Every hit of the case’s company, directors, bank account holders and crypto addresses against the ' +
          'sanctions and PEP lists, newest first, with the matched entry, the score and its explanation, and the ' +
          'decision (`relevant`, null until an officer decides). `screening_failure` says when the case’s last ' +
          'screening could not run because the screening provider (yente) did not answer: its hits are not known ' +
          'yet, and the worker screens it again until it does.',
        tags: ['screening'],
        params: VerificationIdParams,
        response: {
          200: Type.Object({ issues: Type.Array(Type.Ref(ScreeningIssue)), screening_failure: ScreeningFailure }),
          ...errorResponses(400, 401, 404, 410, 429),
        },
      },
    },
    async (request) => {
      const accountId = accountOf(request);
      const issues = await listIssues(ctx, accountId, request.params.verification_id);
      return { issues, screening_failure: await screeningFailureOf(ctx, accountId, request.params.verification_id) };
    },
  );

  app.get(
    '/verifications/:verification_id/issues/:issue_id',
    {
      schema: {
        summary: 'One identified issue of a verification',
        tags: ['screening'],
        params: IssueParams,
        response: { 200: One, ...errorResponses(400, 401, 404, 410, 429) },
      },
    },
    async (request) => ({
      issue: await getIssue(ctx, accountOf(request), request.params.verification_id, request.params.issue_id),
    }),
  );

  app.post(
    '/verifications/:verification_id/issues/:issue_id/decision',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Decide an identified issue: true match or false positive',
        description:
          '`relevant: true` marks a true match, `false` a false positive; `comment` is required. Audit-logged. ' +
          'A decision sticks: a dismissed hit returns on a rescreen only when the list entry or the subject’s ' +
          'data changed (then `changed_since_dismissed`); a decided hit answers 409 to a second decision. With ' +
          'four eyes on (the account requires QA), dismissing a sanction hit needs two officers: the first ' +
          'decision is kept as `pending_dismissal`, a second officer’s confirms it (the proposer gets 403).',
        tags: ['screening'],
        params: IssueParams,
        body: DecisionBody,
        response: { 200: One, ...errorResponses(400, 401, 403, 404, 409, 410, 413, 415, 429) },
      },
    },
    async (request) => ({
      issue: await decideIssue(
        ctx,
        actorOf(request),
        request.params.verification_id,
        request.params.issue_id,
        request.body,
      ),
    }),
  );
};

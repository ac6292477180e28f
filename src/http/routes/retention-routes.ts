import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestErasure } from '../../services/case-erasure.js';
import { offboardCase, setLegalHold } from '../../services/case-retention.js';
import type { ServiceContext } from '../../services/service-context.js';
import { getVerification } from '../../services/verification-reads.js';
import { actorOf, callerOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses, Nullable, VerificationIdParams } from '../schemas/common.js';

const One = Type.Object({ verification: Type.Ref('Verification') });
const Reason = Type.String({ minLength: 1, maxLength: 2000 });

/** Offboarding (the end of the business relationship), legal hold and erasure of a case's personal data. */
export const retentionRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/verifications/:verification_id/offboard',
    {
      preValidation: requireJson,
      schema: {
        summary: 'Offboard a verification (the business relationship ended)',
        description:
          'Starts the retention clock: the personal data is kept until `retention.retain_until` (today plus the ' +
          'account’s retention_years), then the daily job erases it. Once per case (409 otherwise). Audit-logged.',
        tags: ['retention'],
        params: VerificationIdParams,
        body: Type.Object({ reason: Reason }, { additionalProperties: false }),
        response: { 200: One, ...errorResponses(400, 401, 404, 409, 410, 413, 415, 429) },
      },
    },
    async (request) => {
      const id = request.params.verification_id;
      await offboardCase(ctx, actorOf(request), id, request.body.reason);
      return { verification: await getVerification(ctx, callerOf(request), id) };
    },
  );

  app.post(
    '/verifications/:verification_id/legal_hold',
    {
      config: { access: 'settings' },
      preValidation: requireJson,
      schema: {
        summary: 'Place or lift a legal hold',
        description:
          'Admins and access tokens. A reason places the hold: nothing erases the case while it stands (the daily ' +
          'job skips it, an erasure request answers 409 legal_hold). `{"reason": null}` lifts it. Audit-logged.',
        tags: ['retention'],
        params: VerificationIdParams,
        body: Type.Object({ reason: Nullable(Reason) }, { additionalProperties: false }),
        response: { 200: One, ...errorResponses(400, 401, 404, 410, 413, 415, 429) },
      },
    },
    async (request) => {
      const id = request.params.verification_id;
      await setLegalHold(ctx, actorOf(request), id, request.body.reason);
      return { verification: await getVerification(ctx, callerOf(request), id) };
    },
  );

  app.post(
    '/verifications/:verification_id/erase',
    {
      config: { access: 'settings' },
      preValidation: requireJson,
      schema: {
        summary: 'Erase the personal data of a verification',
        description:
          'Admins and access tokens. Erases the case’s personal data everywhere (persons, documents and their ' +
          'files, drafts, uploads, revisions, notes, mail, webhook payloads) and leaves a tombstone: the case, its ' +
          'states and decision, who erased it, when and why, and hashes of what was erased. Inside the retention ' +
          'period (not offboarded, or before retain_until) it needs `legal_basis` (409 retention_period_running ' +
          'otherwise); after it, `legal_basis` is ignored. A legal hold refuses it (409 legal_hold). Afterwards ' +
          'the case’s personal resources answer 410 erased, and the `verification_erased` webhook is sent.',
        tags: ['retention'],
        params: VerificationIdParams,
        body: Type.Object(
          { reason: Reason, legal_basis: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))) },
          { additionalProperties: false },
        ),
        response: { 200: One, ...errorResponses(400, 401, 404, 409, 410, 413, 415, 429) },
      },
    },
    async (request) => {
      const id = request.params.verification_id;
      await requestErasure(ctx, actorOf(request), id, request.body);
      return { verification: await getVerification(ctx, callerOf(request), id) };
    },
  );
};

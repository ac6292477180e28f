import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { caseCompanyAt, caseCompanyJsonNow } from '../../services/case-company.js';
import { caseDataAt, revisionNumberAt } from '../../services/case-data-at.js';
import { listStructureCompanies } from '../../services/ownership-reads.js';
import type { ServiceContext } from '../../services/service-context.js';
import { listCompanyDocuments } from '../../services/verification-reads.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses, Uuid, VerificationIdParams } from '../schemas/common.js';
import { TimestampQuery } from '../schemas/source-system.js';

/** The company detail's path under the API prefix (its hot path, hot-reads.ts, answers the same route). */
export const COMPANY_DETAIL_PATH = '/verifications/:verification_id/companies/:id';

export const companyRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/verifications/:verification_id/companies',
    {
      schema: {
        summary: 'List the companies of a verification',
        description:
          'The company under review first (`role` root), then related companies, then every corporate ' +
          'shareholder of its ownership structure (`role` corporate_shareholder, with `listed_on`). Members that ' +
          'are unknown are null. `?revision=n` reads them as the case’s revision n recorded them.',
        tags: ['companies'],
        params: VerificationIdParams,
        querystring: Type.Object(
          {
            revision: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
            timestamp: TimestampQuery.properties.timestamp,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ companies: Type.Array(Type.Ref('StructureCompany')) }),
          ...errorResponses(400, 401, 404, 410, 429),
        },
      },
    },
    async (request) => {
      const { verification_id } = request.params;
      const { timestamp } = request.query;
      // The source system's `timestamp` names a revision by time; Dossier's `revision` by number.
      const revision =
        timestamp === undefined
          ? request.query.revision
          : await revisionNumberAt(ctx, accountOf(request), verification_id, timestamp);
      return { companies: await listStructureCompanies(ctx, accountOf(request), verification_id, revision) };
    },
  );

  app.get(
    COMPANY_DETAIL_PATH,
    {
      schema: {
        summary: 'Get a company with its details, bank accounts and crypto addresses',
        description:
          'The company under review, a related company, or a corporate shareholder of the ownership structure, ' +
          'each with its `role` as the companies list shows it. A corporate shareholder holds what its structure ' +
          'declares (name, number, jurisdiction, `listed_on`); the rest is empty. `?revision=n` or `timestamp` ' +
          'read it as that revision recorded it.',
        tags: ['companies'],
        params: Type.Object({ verification_id: Uuid, id: Uuid }),
        querystring: Type.Object(
          {
            revision: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
            timestamp: TimestampQuery.properties.timestamp,
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ company: Type.Ref('CaseCompanyDetail') }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { verification_id, id } = request.params;
      const { timestamp } = request.query;
      const revision =
        timestamp === undefined
          ? request.query.revision
          : await revisionNumberAt(ctx, accountOf(request), verification_id, timestamp);
      if (revision !== undefined) {
        return { company: (await caseCompanyAt(ctx, accountOf(request), verification_id, id, revision)) as never };
      }
      const json = await caseCompanyJsonNow(ctx, accountOf(request), verification_id, id);
      // Stored bytes, sent as they are: no serialization on the hot path (the schema above documents them).
      const body = `{"company":${json}}` as unknown as { company: unknown };
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/verifications/:verification_id/company_documents',
    {
      schema: {
        summary: 'List the documents of the companies of a verification',
        description: 'Certificates, registry extracts and other company documents, with download links.',
        tags: ['documents'],
        params: VerificationIdParams,
        querystring: TimestampQuery,
        response: {
          200: Type.Object({ company_documents: Type.Array(Type.Ref('DocumentRecord')) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const { timestamp } = request.query;
      if (timestamp === undefined) {
        return {
          company_documents: await listCompanyDocuments(ctx, accountOf(request), request.params.verification_id),
        };
      }
      const data = await caseDataAt(ctx, accountOf(request), request.params.verification_id, timestamp);
      return { company_documents: [...data.companyDocuments] };
    },
  );
};

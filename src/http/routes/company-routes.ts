import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { companyDetailJson } from '../../services/company-detail.js';
import { listStructureCompanies } from '../../services/ownership-reads.js';
import type { ServiceContext } from '../../services/service-context.js';
import { listCompanyDocuments } from '../../services/verification-reads.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses, Uuid, VerificationIdParams } from '../schemas/common.js';

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
          { revision: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ companies: Type.Array(Type.Ref('StructureCompany')) }),
          ...errorResponses(400, 401, 404, 410, 429),
        },
      },
    },
    async (request) => ({
      companies: await listStructureCompanies(
        ctx,
        accountOf(request),
        request.params.verification_id,
        request.query.revision,
      ),
    }),
  );

  app.get(
    COMPANY_DETAIL_PATH,
    {
      schema: {
        summary: 'Get a company with its details, bank accounts and crypto addresses',
        tags: ['companies'],
        params: Type.Object({ verification_id: Uuid, id: Uuid }),
        response: { 200: Type.Object({ company: Type.Ref('CompanyDetail') }), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const json = await companyDetailJson(
        ctx.db,
        accountOf(request),
        request.params.verification_id,
        request.params.id,
      );
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
        response: {
          200: Type.Object({ company_documents: Type.Array(Type.Ref('DocumentRecord')) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({
      company_documents: await listCompanyDocuments(ctx, accountOf(request), request.params.verification_id),
    }),
  );
};

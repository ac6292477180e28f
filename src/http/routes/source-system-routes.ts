import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../domain/app-error.js';
import { addressesOf, caseDataAt, companyDetailsOf } from '../../services/case-data-at.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses, Uuid, VerificationIdParams } from '../schemas/common.js';
import { CompanyDetailsBody, TimestampQuery } from '../schemas/source-system.js';

/**
 * The source system's read routes Dossier's own interface lacks, over the same data (docs/interface.md, "The
 * source system's routes"). Each takes `timestamp`, the case's data as a past revision left it.
 */
export const sourceSystemRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/verifications/:verification_id/company_details',
    {
      schema: {
        summary: 'The company under review with its addresses and the documents proving them',
        description: 'The source system’s company details. 404 when the case has no company.',
        tags: ['companies'],
        params: VerificationIdParams,
        querystring: TimestampQuery,
        response: { 200: CompanyDetailsBody, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const data = await caseDataAt(ctx, accountOf(request), request.params.verification_id, request.query.timestamp);
      return companyDetailsOf(data) as never;
    },
  );

  app.get(
    '/verifications/:verification_id/addresses',
    {
      schema: {
        summary: 'Every address of a case',
        description: 'The companies’ registered and office addresses and the people’s residences.',
        tags: ['companies'],
        params: VerificationIdParams,
        querystring: TimestampQuery,
        response: {
          200: Type.Object({ addresses: Type.Array(Type.Ref('Address')) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const data = await caseDataAt(ctx, accountOf(request), request.params.verification_id, request.query.timestamp);
      return { addresses: addressesOf(data) as never[] };
    },
  );

  app.get(
    '/verifications/:verification_id/addresses/:id',
    {
      schema: {
        summary: 'One address of a case',
        tags: ['companies'],
        params: Type.Object({ verification_id: Uuid, id: Uuid }),
        querystring: TimestampQuery,
        response: { 200: Type.Object({ address: Type.Ref('Address') }), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const data = await caseDataAt(ctx, accountOf(request), request.params.verification_id, request.query.timestamp);
      const address = addressesOf(data).find((a) => a.id === request.params.id);
      if (address === undefined) throw AppError.notFound('Address');
      return { address: address as never };
    },
  );

  app.get(
    '/verifications/:verification_id/company_documents/:id',
    {
      schema: {
        summary: 'One document of the companies of a verification',
        tags: ['documents'],
        params: Type.Object({ verification_id: Uuid, id: Uuid }),
        querystring: TimestampQuery,
        response: {
          200: Type.Object({ company_document: Type.Ref('DocumentRecord') }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const data = await caseDataAt(ctx, accountOf(request), request.params.verification_id, request.query.timestamp);
      const document = data.companyDocuments.find((d) => d.id === request.params.id);
      if (document === undefined) throw AppError.notFound('Document');
      return { company_document: document as never };
    },
  );
};

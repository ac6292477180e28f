import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../domain/app-error.js';
import { addressesOf, caseDataAt, companyDetailsOf } from '../../services/case-data-at.js';
import type { ServiceContext } from '../../services/service-context.js';
import { companyByNumber, verifiedCryptoAddresses } from '../../services/source-lookups.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses, Nullable, TimestampText, Uuid, VerificationIdParams } from '../schemas/common.js';
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

/** The company of the lookup with `full_data=true`: its case's people and documents besides. */
const FullCompany = Type.Intersect([
  Type.Ref('CompanyDetail'),
  Type.Object({
    directors: Type.Array(Type.Ref('Director')),
    ultimate_beneficial_owners: Type.Array(Type.Ref('Ubo')),
    authorized_representatives: Type.Array(Type.Never(), {
      description: 'Always empty: Dossier records no representatives apart from the directors',
    }),
    company_documents: Type.Array(Type.Ref('DocumentRecord')),
  }),
]);

/** The source system's account-wide lookups: a company by its number, a crypto address's proven ownership. */
export const sourceLookupRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/companies/:jurisdiction_code/:company_number',
    {
      schema: {
        summary: 'A company as the account’s latest decided case of it holds it',
        description:
          'The source system’s company lookup, for one account: the company under review of the latest completed ' +
          'or rejected case with that jurisdiction and number, and that case’s id. 404 when there is none.',
        tags: ['companies'],
        params: Type.Object({
          jurisdiction_code: Type.String({ minLength: 2, maxLength: 2, examples: ['gb'] }),
          company_number: Type.String({ minLength: 1, maxLength: 100 }),
        }),
        querystring: Type.Object(
          {
            full_data: Type.Optional(
              Type.Boolean({
                description:
                  '`true`: the company also carries the case’s `directors`, `ultimate_beneficial_owners`, ' +
                  '`company_documents` and `authorized_representatives` (always `[]`), as the source’s full data',
              }),
            ),
            save: Type.Optional(
              Type.Boolean({
                description:
                  'Accepted, no effect: the company is always a stored case’s, with its id (the source saves a ' +
                  'registry lookup; Dossier looks nothing up)',
              }),
            ),
            update_company_id: Type.Optional(
              Type.String({
                format: 'uuid',
                description:
                  'Accepted, no effect: Dossier never overwrites a case’s company from a lookup (the source ' +
                  'refreshes that company from the registry)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            // The full company first: a plain one lacks its members, so it falls through to CompanyDetail.
            company: Type.Union([FullCompany, Type.Ref('CompanyDetail')]),
            verification_id: Uuid,
          }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) =>
      (await companyByNumber(ctx, accountOf(request), request.params.jurisdiction_code, request.params.company_number, {
        fullData: request.query.full_data === true,
      })) as never,
  );

  app.get(
    '/verified_crypto_address',
    {
      schema: {
        summary: 'The account’s cases holding a crypto address with proven ownership',
        description:
          'Each crypto address of the account’s cases equal to `address` (and of network `type`, when given) whose ' +
          'signature_verification is verified (Dossier checked a signature) or accepted (your own check). An empty ' +
          'list: no case proves it.',
        tags: ['companies'],
        querystring: Type.Object({
          address: Type.String({ minLength: 1, maxLength: 200 }),
          type: Type.Optional(Type.String({ minLength: 1, maxLength: 20, examples: ['BTC'] })),
        }),
        response: {
          200: Type.Object({
            verified_crypto_addresses: Type.Array(
              Type.Object({
                id: Uuid,
                address: Type.String(),
                address_type: Type.String(),
                assessment: Nullable(Type.String()),
                verification_id: Uuid,
                created_at: TimestampText,
                updated_at: TimestampText,
                owner_entity_identifier: Type.String({ description: 'The company number' }),
                owner_entity_name: Type.String({ description: 'The company’s formal name' }),
                owner_jurisdiction: Nullable(Type.String({ description: 'lower-case country code' })),
              }),
            ),
            meta: Type.Object({
              pagination: Type.Object({
                total: Type.Integer(),
                per_page: Type.Integer(),
                current_page: Type.Integer(),
                total_pages: Type.Integer(),
              }),
            }),
          }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => verifiedCryptoAddresses(ctx, accountOf(request), request.query.address, request.query.type),
  );
};

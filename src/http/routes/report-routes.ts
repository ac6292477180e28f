import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { produceCaseReport } from '../../services/case-report.js';
import type { ServiceContext } from '../../services/service-context.js';
import { callerOf } from '../plugins/api-auth.js';
import { errorResponses, VerificationIdParams } from '../schemas/common.js';

/** A filename made of the company's name and the date, in plain ASCII. */
function reportFilename(companyName: string, at: string): string {
  const slug = companyName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `dossier-report-${slug || 'case'}-${at.slice(0, 10)}.pdf`;
}

export const reportRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/verifications/:verification_id/report.pdf',
    {
      schema: {
        summary: 'The case report (PDF)',
        description:
          'The case as reviewed: company data, directors, documents with thumbnails, risk history, requested data, ' +
          'the decision with its comments and the whole audit log, with when and by whom it was produced. ' +
          'Producing it is recorded in the audit log.',
        tags: ['review'],
        params: VerificationIdParams,
        response: {
          200: Type.Unsafe<Buffer>({
            description: 'the report',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { pdf, verification } = await produceCaseReport(ctx, callerOf(request), request.params.verification_id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${reportFilename(verification.company_name, ctx.now())}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};

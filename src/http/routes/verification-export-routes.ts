import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { QUEUE_SORTS, type QueueSort } from '../../domain/page-cursor.js';
import { isVerificationStatus } from '../../domain/verification-status.js';
import { exportCasesCsv } from '../../services/case-export.js';
import type { ServiceContext } from '../../services/service-context.js';
import { statusFilter } from '../list-query.js';
import { callerOf } from '../plugins/api-auth.js';
import { errorResponses } from '../schemas/common.js';
import { FilterFields, toFilter } from './verification-routes.js';

const ExportQuery = Type.Object(
  {
    ...FilterFields,
    sort: Type.Optional(Type.String({ enum: [...QUEUE_SORTS], default: 'created', description: 'as in the list' })),
    status: Type.Optional(
      Type.String({ maxLength: 200, description: 'comma-separated statuses, e.g. new,in_progress' }),
    ),
  },
  { additionalProperties: false },
);

/** The queue's current view as a CSV file: the list's filters and order, every row (not one page). */
export const verificationExportRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/verifications.csv',
    {
      schema: {
        summary: 'Export verifications as CSV',
        description:
          'Every case matching the list’s filters (the same query parameters, without paging), in the order ' +
          '`sort`, as CSV (UTF-8 with a BOM, CRLF lines, RFC 4180 quoting; cells a spreadsheet would run as a ' +
          "formula are prefixed with '). Columns: Company, Number, Jurisdiction, Customer ID, Status, Risk, " +
          'Assignee, Review, Waiting, Created, Last data update, Case ID. Streamed: memory stays flat.',
        tags: ['verifications'],
        querystring: ExportQuery,
        response: {
          200: Type.Unsafe<Readable>({
            description: 'the CSV file',
            content: { 'text/csv': { schema: { type: 'string' } } },
          }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = {
        ...toFilter(request, q, ctx.now()),
        statuses: statusFilter(q.status, isVerificationStatus, (status) => `unknown status "${status}"`),
      };
      const sort = (q.sort ?? 'created') as QueueSort;
      const day = ctx.now().slice(0, 10);
      const rows = Readable.from(exportCasesCsv(ctx, callerOf(request), filter, sort), { objectMode: false });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cases-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(rows);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { SEARCH_MAX_LENGTH } from '../../domain/case-search.js';
import { decodeQueueCursor, QUEUE_SORTS, type QueuePosition, type QueueSort } from '../../domain/page-cursor.js';
import { isUuid } from '../../domain/uuid.js';
import { isVerificationStatus, VERIFICATION_STATUSES } from '../../domain/verification-status.js';
import { VerificationIntake } from '../../services/intake-schemas.js';
import type { ServiceContext } from '../../services/service-context.js';
import { getVerificationAt } from '../../services/verification-at.js';
import { createVerification } from '../../services/verification-intake.js';
import {
  countVerifications,
  getVerification,
  listRelatedCases,
  listVerifications,
  positionOfCase,
  type VerificationFilter,
} from '../../services/verification-reads.js';
import { statusFilter } from '../list-query.js';
import { accountOf, actorOf, callerOf } from '../plugins/api-auth.js';
import { errorResponses, VerificationIdParams } from '../schemas/common.js';
import { TimestampQuery } from '../schemas/source-system.js';
import { SourceListFields, sourceOrder, withSourceFilters } from '../source-list-query.js';

const DateOrTimestamp = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
  description: 'YYYY-MM-DD or an ISO 8601 timestamp',
});

/** What narrows both the list and the queue's counts. */
export const FilterFields = {
  customer_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  created_from: Type.Optional(DateOrTimestamp),
  created_to: Type.Optional(
    Type.String({
      ...DateOrTimestamp,
      description: 'exclusive upper bound; a bare date (YYYY-MM-DD) includes that whole day (UTC)',
    }),
  ),
  updated_since: Type.Optional(DateOrTimestamp),
  q: Type.Optional(
    Type.String({
      maxLength: SEARCH_MAX_LENGTH,
      description: 'text the company name, company number or customer id contains, in any case (a prefix too)',
    }),
  ),
  assigned_to: Type.Optional(
    Type.String({
      maxLength: 36,
      description: 'a user id, `me` (the signed-in user; console sessions only) or `unassigned`',
    }),
  ),
  qa_reviewer: Type.Optional(
    Type.String({
      maxLength: 36,
      description: 'the QA reviewer named on "Send to QA": a user id or `me` (console sessions only)',
    }),
  ),
  jurisdiction: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{2}(,[A-Za-z]{2})*$',
      maxLength: 300,
      description: "the company's jurisdiction code, e.g. gb, or several comma-separated (any of them), e.g. gb,pl",
    }),
  ),
  risk: Type.Optional(
    Type.String({ enum: ['low', 'medium', 'high', 'none'], description: 'the latest external risk level' }),
  ),
  screening: Type.Optional(
    Type.String({
      enum: ['open', 'alerts'],
      description:
        '`open`: cases with a screening hit waiting for a decision; `alerts`: cases with such a hit that arrived ' +
        'after the case was decided',
    }),
  ),
  risk_assessment: Type.Optional(
    Type.String({
      enum: ['low', 'medium', 'high', 'prohibited', 'not_assessed'],
      description: 'Dossier’s own risk level that stands on the case (override or computed), or `not_assessed`',
    }),
  ),
  verification_type: Type.Optional(Type.String({ enum: ['primary', 'recurring'] })),
  overdue: Type.Optional(
    Type.Boolean({ description: '`true`: only cases whose current state is past its due_at (service levels)' }),
  ),
  review_due_within_days: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 3650,
      description: 'completed cases whose next_review_at falls within this many days from today (or before)',
    }),
  ),
  waiting_more_than_days: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 3650,
      description: 'cases that entered their current state more than this many days (of 24 hours) ago',
    }),
  ),
};

/** A number per state and `open`: the queue's tabs. */
const TabCounts = Type.Object(
  Object.fromEntries(['open', ...VERIFICATION_STATUSES].map((s) => [s, Type.Integer({ minimum: 0 })])),
);

const ListQuery = Type.Object(
  {
    ...FilterFields,
    sort: Type.Optional(
      Type.String({
        enum: [...QUEUE_SORTS],
        // No schema default: an absent sort lets the source system's order_by choose (else `created`).
        description:
          '`created`: newest first (default); `oldest`: oldest first; `last_data_update`: the latest update of ' +
          'the customer’s data first; `waiting`: the longest waiting in its current state first; `updated`: the ' +
          'latest change of the record first; `risk`: the highest risk level first (prohibited, high, medium, ' +
          'low, then not assessed; newest first within a level); `due`: the soonest due_at first (overdue cases ' +
          'lead), cases without one (decided) last',
      }),
    ),
    status: Type.Optional(
      Type.String({ maxLength: 200, description: 'comma-separated statuses, e.g. new,in_progress' }),
    ),
    ...SourceListFields,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: 'next_cursor of the previous page' })),
    after_id: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'start after this case in the order `sort` (the console’s "Next case"); the case need not match the ' +
          'filters. Not with `cursor`.',
      }),
    ),
  },
  { additionalProperties: false },
);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date or timestamp as the canonical ISO text stored in the database, or a field error. With `wholeDay`, a bare
 * date means the end of that day (an exclusive bound at the next midnight), so created_to=2024-03-02 includes
 * March 2; a timestamp is always taken as given.
 */
function parseInstant(field: string, value: string | undefined, wholeDay = false): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  // Date.parse rolls 2024-02-30 over to March 1; a day the month does not have is an error, not another day.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(ms) || calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) {
    throw AppError.field(field, 'is not a valid date or timestamp');
  }
  // PostgreSQL has no year 0 and refuses it with an error; no case predates year 1 anyway.
  if (new Date(ms).getUTCFullYear() < 1) throw AppError.field(field, 'is not a valid date or timestamp');
  return new Date(value.length === 10 && wholeDay ? ms + DAY_MS : ms).toISOString();
}

export type FilterQuery = {
  [K in Exclude<keyof typeof FilterFields, 'waiting_more_than_days' | 'review_due_within_days' | 'overdue'>]?: string;
} & {
  waiting_more_than_days?: number;
  review_due_within_days?: number;
  overdue?: boolean;
};

/** The query's filter fields, checked and resolved (`me` to the signed-in user). */
export function toFilter(request: FastifyRequest, q: FilterQuery, now: string): VerificationFilter {
  let assignedTo: string | null | undefined;
  if (q.assigned_to === 'unassigned') assignedTo = null;
  else if (q.assigned_to === 'me') {
    const auth = request.auth;
    if (auth?.kind !== 'user') throw AppError.field('assigned_to', '`me` needs a console session; give a user id');
    assignedTo = auth.userId;
  } else if (q.assigned_to !== undefined) {
    if (!isUuid(q.assigned_to)) throw AppError.field('assigned_to', 'must be a user id, `me` or `unassigned`');
    assignedTo = q.assigned_to;
  }
  let qaReviewerId: string | undefined;
  if (q.qa_reviewer === 'me') {
    const auth = request.auth;
    if (auth?.kind !== 'user') throw AppError.field('qa_reviewer', '`me` needs a console session; give a user id');
    qaReviewerId = auth.userId;
  } else if (q.qa_reviewer !== undefined) {
    if (!isUuid(q.qa_reviewer)) throw AppError.field('qa_reviewer', 'must be a user id or `me`');
    qaReviewerId = q.qa_reviewer;
  }
  return {
    customerId: q.customer_id,
    createdFrom: parseInstant('created_from', q.created_from),
    createdTo: parseInstant('created_to', q.created_to, true),
    updatedSince: parseInstant('updated_since', q.updated_since),
    search: q.q,
    assignedTo,
    jurisdictionCodes: q.jurisdiction?.toLowerCase().split(','),
    risk: q.risk as VerificationFilter['risk'],
    enteredStateBefore:
      q.waiting_more_than_days === undefined
        ? undefined
        : new Date(Date.parse(now) - q.waiting_more_than_days * DAY_MS).toISOString(),
    qaReviewerId,
    screening: q.screening as VerificationFilter['screening'],
    riskAssessment: q.risk_assessment as VerificationFilter['riskAssessment'],
    verificationType: q.verification_type as VerificationFilter['verificationType'],
    dueBefore: q.overdue === true ? now : undefined,
    reviewDueBy:
      q.review_due_within_days === undefined
        ? undefined
        : new Date(Date.parse(now) + q.review_due_within_days * DAY_MS).toISOString().slice(0, 10),
  };
}

export const verificationRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/verifications/counts',
    {
      schema: {
        summary: 'Count verifications by state',
        description:
          'How many cases match the filters in each state, plus `open` (neither completed nor rejected) and the ' +
          'total: the console queue’s tabs; and the same numbers of those overdue now (`overdue`, ' +
          '`overdue_total`: past the due_at of their current state). Takes the list’s filters except status, ' +
          'sort and paging.',
        tags: ['verifications'],
        querystring: Type.Object(FilterFields, { additionalProperties: false }),
        response: {
          200: Type.Object({
            counts: TabCounts,
            total: Type.Integer({ minimum: 0 }),
            overdue: TabCounts,
            overdue_total: Type.Integer({ minimum: 0 }),
          }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => countVerifications(ctx, accountOf(request), toFilter(request, request.query, ctx.now())),
  );

  app.get(
    '/verifications',
    {
      schema: {
        summary: 'List verifications',
        description:
          'Newest first. Keyset pagination: pass next_cursor as cursor to get the following page. Takes the source ' +
          'system’s parameters too (outgoing_only, incoming_only, assessment_status, created_at, updated_at, ' +
          'company_id, company_name, order_by): each narrows the list with Dossier’s own filters; `sort` wins ' +
          'over `order_by`.',
        tags: ['verifications'],
        querystring: ListQuery,
        response: {
          200: Type.Object({
            verifications: Type.Array(Type.Ref('Verification')),
            has_more: Type.Boolean(),
            next_cursor: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const sort = (q.sort ?? sourceOrder(q.order_by) ?? 'created') as QueueSort;
      let after: QueuePosition | undefined;
      if (q.after_id !== undefined) {
        if (q.cursor !== undefined) throw AppError.field('after_id', 'cannot be given with cursor');
        after = await positionOfCase(ctx, accountOf(request), q.after_id, sort);
      } else if (q.cursor !== undefined) {
        const decoded = decodeQueueCursor(q.cursor);
        if (decoded === null) throw AppError.field('cursor', 'is not a cursor this service issued');
        if (decoded.sort !== sort) throw AppError.field('cursor', `was issued for sort=${decoded.sort}`);
        after = decoded.position;
      }
      const filter = withSourceFilters(
        {
          ...toFilter(request, q, ctx.now()),
          statuses: statusFilter(q.status, isVerificationStatus, (status) => `unknown status "${status}"`),
        },
        q,
      );
      // The source's parameters can leave nothing to list (incoming_only; approved cases among new ones).
      if (filter === null) return { verifications: [], has_more: false, next_cursor: null };
      const page = await listVerifications(ctx, callerOf(request), filter, { sort, after, limit: q.limit ?? 50 });
      // Sent as copied together from each case's kept bytes: no serialization of the page (the schema above
      // documents it).
      return reply
        .type('application/json; charset=utf-8')
        .send(page as unknown as { verifications: unknown[]; has_more: boolean; next_cursor: string | null });
    },
  );

  app.post(
    '/verifications',
    {
      schema: {
        summary: 'Open a verification',
        description: 'Creates a case from the company data, related companies and directors given.',
        tags: ['verifications'],
        body: VerificationIntake,
        response: {
          201: Type.Object({ verification: Type.Ref('Verification') }),
          ...errorResponses(400, 401, 413, 415, 429),
        },
      },
      // Fastify also parses text/plain and the form parser urlencoded bodies; an intake is JSON only.
      preValidation: async (request) => {
        if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
          throw new AppError('unsupported_media_type', 'Send the verification as application/json');
        }
      },
    },
    async (request, reply) => {
      const created = await createVerification(ctx, actorOf(request), request.body);
      return reply.code(201).send({ verification: await getVerification(ctx, callerOf(request), created.id) });
    },
  );

  app.get(
    '/verifications/:verification_id',
    {
      // An erased case's record is its tombstone (`erasure`).
      config: { keptAfterErasure: true },
      schema: {
        summary: 'Get a verification',
        description:
          '`?timestamp=` serves the record as the latest revision at or before that time left it: the company ' +
          'under review’s name, number, jurisdiction and e-mail (with the `entity_*` members) and ' +
          '`revision_timestamps` are the revision’s; the workflow (status, assessment, comments, assignment, risk, ' +
          'schedule, retention, erasure) is the case’s now.',
        tags: ['verifications'],
        params: VerificationIdParams,
        querystring: Type.Object({ timestamp: TimestampQuery.properties.timestamp }, { additionalProperties: false }),
        response: {
          200: Type.Object({ verification: Type.Ref('Verification') }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const { verification_id } = request.params;
      const { timestamp } = request.query;
      return {
        verification:
          timestamp === undefined
            ? await getVerification(ctx, callerOf(request), verification_id)
            : await getVerificationAt(ctx, callerOf(request), verification_id, timestamp),
      };
    },
  );

  app.get(
    '/verifications/:verification_id/related',
    {
      schema: {
        summary: 'Other cases of the same company',
        description: 'Cases with the same company number in the same jurisdiction, newest first (at most 50).',
        tags: ['verifications'],
        params: VerificationIdParams,
        response: {
          200: Type.Object({ verifications: Type.Array(Type.Ref('Verification')) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => ({
      verifications: await listRelatedCases(ctx, callerOf(request), request.params.verification_id),
    }),
  );
};

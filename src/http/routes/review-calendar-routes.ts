import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  getReviewCalendar,
  putReviewCalendar,
  RECURRING_ASSIGNMENTS,
  upcomingReviews,
} from '../../services/review-calendar-settings.js';
import type { ServiceContext } from '../../services/service-context.js';
import { accountOf, actorOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses } from '../schemas/common.js';

const Months = Type.Integer({ minimum: 1, maximum: 120 });

const RecurringAssignment = Type.Union(
  RECURRING_ASSIGNMENTS.map((rule) => Type.Literal(rule)),
  {
    description:
      'who gets a recurring review case: `unassigned` (default), or `previous_assignee` (whoever had the customer’s ' +
      'previous case, else its decider, when still an active officer or admin)',
  },
);

const calendarMembers = {
  time_zone: Type.String({ maxLength: 64, description: 'IANA time zone of working days and due dates' }),
  review_intervals: Type.Object(
    { high: Months, medium: Months, low: Months },
    { additionalProperties: false, description: 'months from completion to the next review, per level' },
  ),
  service_levels: Type.Record(Type.String({ maxLength: 40 }), Type.Integer({ minimum: 0, maximum: 365 }), {
    maxProperties: 10,
    description: 'working days allowed per open state, e.g. {"new": 2, "qa": 1}; a state not listed has no deadline',
  }),
  review_due_notice_days: Type.Integer({ minimum: 0, maximum: 365 }),
};

const ReviewCalendar = Type.Object(
  { ...calendarMembers, recurring_assignment: RecurringAssignment },
  { additionalProperties: false },
);
/** The change: `recurring_assignment` may be left out (it then stays as it is). */
const ReviewCalendarChange = Type.Object(
  { ...calendarMembers, recurring_assignment: Type.Optional(RecurringAssignment) },
  { additionalProperties: false },
);

/** Settings → Review calendar: review intervals by level, service levels per state, the account's time zone. */
export const reviewCalendarRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/review_calendar',
    {
      schema: {
        summary: 'The account’s review calendar and service levels',
        tags: ['risk'],
        response: { 200: Type.Object({ review_calendar: ReviewCalendar }), ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ review_calendar: await getReviewCalendar(ctx.db, accountOf(request)) }),
  );

  app.put(
    '/review_calendar',
    {
      config: { access: 'session_settings' },
      preValidation: requireJson,
      schema: {
        summary: 'Change the review calendar and service levels',
        description:
          'Console admins only. New intervals apply from the next completion, new service levels and time zone from ' +
          'the next entry into a state. Audit-logged `review_calendar.changed`.',
        tags: ['risk'],
        body: ReviewCalendarChange,
        response: {
          200: Type.Object({ review_calendar: ReviewCalendar }),
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request) => ({ review_calendar: await putReviewCalendar(ctx, actorOf(request), request.body) }),
  );

  app.get(
    '/review_calendar/upcoming',
    {
      schema: {
        summary: 'Completed customers coming up for periodic review, counted per month',
        description:
          'The console queue’s "Calendar": months (YYYY-MM) with the number of completed cases whose next_review_at ' +
          'falls in them, from this month to `months` ahead; a review whose day passed but whose case is not opened ' +
          'yet counts in this month.',
        tags: ['risk'],
        querystring: Type.Object(
          { months: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 12 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            months: Type.Array(Type.Object({ month: Type.String(), reviews: Type.Integer({ minimum: 0 }) })),
          }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => ({ months: await upcomingReviews(ctx, accountOf(request), request.query.months ?? 12) }),
  );
};

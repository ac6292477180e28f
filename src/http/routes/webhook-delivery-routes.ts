import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import type { ServiceContext } from '../../services/service-context.js';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  listEndpointDeliveries,
  replayFailedDeliveries,
  retryDelivery,
} from '../../services/webhook-deliveries.js';
import { cursorParam, statusFilter } from '../list-query.js';
import { accountOf } from '../plugins/api-auth.js';
import { errorResponses } from '../schemas/common.js';
import {
  DeliveryListQuery,
  DeliveryParams,
  EndpointParams,
  ReplayBody,
  WebhookDelivery,
} from '../schemas/webhook-delivery.js';

function isDeliveryStatus(value: string): value is DeliveryStatus {
  return (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/** The retry needs no body; replay's is JSON. Fastify would also parse urlencoded and text bodies. */
async function jsonOrEmpty(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'];
  if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError('unsupported_media_type', 'Send the request body as application/json');
  }
}

export const webhookDeliveryRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/webhook_endpoints/:id/deliveries',
    {
      config: { access: 'settings_secret_read' },
      schema: {
        summary: 'List the deliveries of a webhook endpoint',
        description:
          'Newest first, each with every attempt made (status, duration, the first 2 KB of the response). ' +
          'Keyset pagination: pass next_cursor as cursor to get the following page.',
        tags: ['webhooks'],
        params: EndpointParams,
        querystring: DeliveryListQuery,
        response: {
          200: Type.Object({
            deliveries: Type.Array(WebhookDelivery),
            has_more: Type.Boolean(),
            next_cursor: Type.Union([Type.String(), Type.Null()]),
          }),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const q = request.query;
      const statuses = statusFilter(q.status, isDeliveryStatus, (status) => `unknown delivery status "${status}"`);
      const after = cursorParam(q.cursor);
      return listEndpointDeliveries(ctx, accountOf(request), request.params.id, {
        statuses,
        after,
        limit: q.limit ?? 50,
      });
    },
  );

  app.post(
    '/webhook_endpoints/:id/deliveries/:delivery_id/retry',
    {
      config: { access: 'settings' },
      schema: {
        summary: 'Re-send one delivery',
        description:
          'Queues the delivery to be sent again now, with the same webhook-id, whatever its status. ' +
          'A disabled endpoint answers 409: enable it first.',
        tags: ['webhooks'],
        params: DeliveryParams,
        response: {
          202: Type.Object({ delivery: WebhookDelivery }),
          ...errorResponses(400, 401, 404, 409, 415, 429),
        },
      },
      preValidation: jsonOrEmpty,
    },
    async (request, reply) => {
      const delivery = await retryDelivery(ctx, accountOf(request), request.params.id, request.params.delivery_id);
      return reply.code(202).send({ delivery });
    },
  );

  app.post(
    '/webhook_endpoints/:id/replay',
    {
      config: { access: 'settings' },
      schema: {
        summary: 'Re-send the failed deliveries since a time',
        description:
          'Queues every failed delivery of the endpoint created at or after `since` to be sent again now, each with ' +
          'its original webhook-id. A disabled endpoint answers 409: enable it first.',
        tags: ['webhooks'],
        params: EndpointParams,
        body: ReplayBody,
        response: {
          202: Type.Object({ replayed: Type.Integer({ description: 'How many deliveries were queued' }) }),
          ...errorResponses(400, 401, 404, 409, 415, 429),
        },
      },
      preValidation: jsonOrEmpty,
    },
    async (request, reply) => {
      const since = Date.parse(request.body.since);
      if (Number.isNaN(since)) throw AppError.field('since', 'is not a valid timestamp');
      const replayed = await replayFailedDeliveries(
        ctx,
        accountOf(request),
        request.params.id,
        new Date(since).toISOString(),
      );
      return reply.code(202).send({ replayed });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ServiceContext } from '../../services/service-context.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookEndpointSecret,
  updateWebhookEndpoint,
} from '../../services/webhook-endpoints.js';
import { accountOf } from '../plugins/api-auth.js';
import { requireJson } from '../plugins/require-json.js';
import { errorResponses } from '../schemas/common.js';
import {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookEndpointParams,
  WebhookSecret,
} from '../schemas/webhook-endpoint.js';

const One = Type.Object({ webhook_endpoint: Type.Ref('WebhookEndpoint') });
const WithSecret = Type.Object({ webhook_endpoint: Type.Ref('WebhookEndpoint'), secret: WebhookSecret });

export const webhookEndpointRoutes: FastifyPluginAsyncTypebox<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.post(
    '/webhook_endpoints',
    {
      config: { access: 'settings' },
      schema: {
        summary: 'Register a webhook endpoint',
        description:
          'Deliveries are signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers) ' +
          'with the secret returned here. The secret is shown once: only this response and rotate_secret return it.',
        tags: ['webhooks'],
        body: CreateWebhookEndpointBody,
        response: {
          201: WithSecret,
          ...errorResponses(400, 401, 413, 415, 429),
        },
      },
      preValidation: requireJson,
    },
    async (request, reply) => {
      const { endpoint, secret } = await createWebhookEndpoint(ctx, accountOf(request), request.body);
      return reply.code(201).send({ webhook_endpoint: endpoint, secret });
    },
  );

  app.get(
    '/webhook_endpoints',
    {
      config: { access: 'settings_secret_read' },
      schema: {
        summary: 'List webhook endpoints',
        description: 'Every endpoint of the account that is not deleted, oldest first.',
        tags: ['webhooks'],
        response: {
          200: Type.Object({ webhook_endpoints: Type.Array(Type.Ref('WebhookEndpoint')) }),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request) => ({ webhook_endpoints: await listWebhookEndpoints(ctx, accountOf(request)) }),
  );

  app.get(
    '/webhook_endpoints/:id',
    {
      config: { access: 'settings_secret_read' },
      schema: {
        summary: 'Get a webhook endpoint',
        tags: ['webhooks'],
        params: WebhookEndpointParams,
        response: { 200: One, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      webhook_endpoint: await getWebhookEndpoint(ctx, accountOf(request), request.params.id),
    }),
  );

  app.patch(
    '/webhook_endpoints/:id',
    {
      config: { access: 'settings' },
      schema: {
        summary: 'Change a webhook endpoint',
        description:
          'Changes the URL, event types, description or enabled flag; fields left out keep their value. ' +
          'Setting enabled to true re-enables an endpoint that was disabled (by hand, for answering 410 Gone, or ' +
          'after failing for 5 days).',
        tags: ['webhooks'],
        params: WebhookEndpointParams,
        body: UpdateWebhookEndpointBody,
        response: { 200: One, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
      preValidation: requireJson,
    },
    async (request) => ({
      webhook_endpoint: await updateWebhookEndpoint(ctx, accountOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/webhook_endpoints/:id',
    {
      config: { access: 'settings' },
      schema: {
        summary: 'Delete a webhook endpoint',
        description: 'Stops deliveries to it at once: its deliveries not yet sent are cancelled.',
        tags: ['webhooks'],
        params: WebhookEndpointParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      await deleteWebhookEndpoint(ctx, accountOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/webhook_endpoints/:id/rotate_secret',
    {
      config: { access: 'settings' },
      schema: {
        summary: "Rotate a webhook endpoint's signing secret",
        description:
          'Returns the new secret (shown once). For the next 24 hours deliveries carry two signatures, one with ' +
          'the new secret and one with the old, so the receiver can switch without rejecting messages.',
        tags: ['webhooks'],
        params: WebhookEndpointParams,
        response: { 200: WithSecret, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { endpoint, secret } = await rotateWebhookEndpointSecret(ctx, accountOf(request), request.params.id);
      return { webhook_endpoint: endpoint, secret };
    },
  );
};

import { parseArgs } from 'node:util';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookEndpointSecret,
  updateWebhookEndpoint,
  type WebhookEndpointView,
} from '../services/webhook-endpoints.js';
import type { CommandIo } from './command-io.js';

function endpointLine(e: WebhookEndpointView): string {
  const state = e.enabled ? 'enabled' : `disabled (${e.disabled_reason ?? 'manual'})`;
  return `${e.id}\t${e.url}\t${e.event_types.join(',')}\t${state}\t${e.description}\tcreated ${e.created_at}`;
}

/** `dossier webhooks …`: the same service functions as /api/v1/webhook_endpoints. */
export async function webhooksCommand(sub: string | undefined, rest: string[], io: CommandIo): Promise<void> {
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        account: { type: 'string' },
        url: { type: 'string' },
        events: { type: 'string' },
        description: { type: 'string' },
        enable: { type: 'boolean' },
        disable: { type: 'boolean' },
        disabled: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw io.usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const account = values.account;
  if (typeof account !== 'string' || account === '') throw io.usage('--account is required');
  const events = (): string[] | undefined =>
    typeof values.events === 'string'
      ? values.events
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean)
      : undefined;
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const endpointId = () => {
    const id = positionals[0];
    if (!id) throw io.usage(`webhooks ${sub} takes an endpoint id`);
    return id;
  };
  switch (sub) {
    case 'create': {
      const url = values.url;
      if (typeof url !== 'string' || url === '') throw io.usage('--url is required');
      const created = await io.withContext((ctx) =>
        createWebhookEndpoint(ctx, account, {
          url,
          event_types: events(),
          description: text('description'),
          enabled: values.disabled === true ? false : undefined,
        }),
      );
      io.err(`Created webhook endpoint ${created.endpoint.id} (${created.endpoint.url}). The secret is shown once.`);
      io.out(created.secret);
      return;
    }
    case 'list': {
      const endpoints = await io.withContext((ctx) => listWebhookEndpoints(ctx, account));
      for (const e of endpoints) io.out(endpointLine(e));
      return;
    }
    case 'update': {
      if (values.enable === true && values.disable === true) throw io.usage('give --enable or --disable, not both');
      const id = endpointId();
      const changes = {
        url: text('url'),
        event_types: events(),
        description: text('description'),
        enabled: values.enable === true ? true : values.disable === true ? false : undefined,
      };
      if (Object.values(changes).every((v) => v === undefined)) {
        throw io.usage('webhooks update needs --url, --events, --description, --enable or --disable');
      }
      const updated = await io.withContext((ctx) => updateWebhookEndpoint(ctx, account, id, changes));
      io.err(`Updated webhook endpoint ${updated.id}`);
      io.out(endpointLine(updated));
      return;
    }
    case 'delete': {
      const id = endpointId();
      await io.withContext((ctx) => deleteWebhookEndpoint(ctx, account, id));
      io.err(`Deleted webhook endpoint ${id}; its deliveries not yet sent are cancelled`);
      return;
    }
    case 'rotate': {
      const id = endpointId();
      const rotated = await io.withContext((ctx) => rotateWebhookEndpointSecret(ctx, account, id));
      io.err(`Rotated the secret of ${rotated.endpoint.id}; the previous one stays valid for 24 hours. Shown once.`);
      io.out(rotated.secret);
      return;
    }
    default:
      throw io.usage('webhooks takes: create, list, update, delete or rotate');
  }
}

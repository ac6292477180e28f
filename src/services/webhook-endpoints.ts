import { lookup } from 'node:dns/promises';
import { fromBool, fromJson, toJson } from '../db/column-values.js';
import {
  cancelPendingDeliveries,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints as listRows,
  updateWebhookEndpoint as updateRow,
  type WebhookEndpointChanges,
  type WebhookEndpointRow,
} from '../db/repositories/webhook-endpoints-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { isUuid, uuidv7 } from '../domain/uuid.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../domain/webhook-events.js';
import { generateWebhookSecret } from '../domain/webhook-signature.js';
import { assertPublicAddress, parseWebhookUrl, WebhookUrlError } from '../domain/webhook-url.js';
import { requireAccount } from './accounts.js';
import type { ServiceContext } from './service-context.js';

/** What a client sees of an endpoint: never its secret (only create and rotate return that, once). */
export interface WebhookEndpointView {
  readonly id: string;
  readonly url: string;
  readonly description: string;
  readonly event_types: WebhookEventType[];
  readonly enabled: boolean;
  /** manual (a user disabled it), gone (it answered 410), failing (no success for 5 days); null when enabled. */
  readonly disabled_reason: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface WebhookEndpointInput {
  readonly url: string;
  /** Defaults to every event type. */
  readonly event_types?: readonly string[];
  readonly description?: string;
  readonly enabled?: boolean;
}

export type WebhookEndpointUpdate = Partial<WebhookEndpointInput>;

/** After a rotation, deliveries are signed with the old secret too for this long, so receivers can switch over. */
export const PREVIOUS_SECRET_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const DESCRIPTION_MAX_LENGTH = 500;
/** A host name that takes longer than this to resolve is refused rather than holding the request. */
const RESOLVE_TIMEOUT_MS = 5_000;

function view(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: fromJson<WebhookEventType[]>(row.event_types),
    enabled: fromBool(row.enabled),
    disabled_reason: row.disabled_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type Lookup = (host: string) => Promise<readonly { address: string }[]>;

const systemLookup: Lookup = (host) => lookup(host, { all: true });

/**
 * The addresses `host` resolves to (all of them, as the system resolver returns them to any client here), each
 * checked with assertPublicAddress unless `allowPrivate`. Throws WebhookUrlError when the host does not resolve
 * or any address is not public: a name with one public and one private address is refused as a whole.
 */
export async function resolvePublicAddresses(
  host: string,
  allowPrivate: boolean,
  resolve: Lookup = systemLookup,
): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new WebhookUrlError(`names a host that did not resolve in time (${host})`)),
      RESOLVE_TIMEOUT_MS,
    );
  });
  let addresses: string[];
  try {
    const found = await Promise.race([resolve(host), timeout]);
    addresses = found.map((a) => a.address);
  } catch (error) {
    if (error instanceof WebhookUrlError) throw error;
    const code = (error as { code?: unknown }).code;
    throw new WebhookUrlError(
      code === 'ENOTFOUND' || code === 'ENODATA'
        ? `names a host that does not resolve (${host})`
        : `names a host that could not be resolved (${host}: ${typeof code === 'string' ? code : 'lookup failed'})`,
    );
  } finally {
    clearTimeout(timer);
  }
  if (addresses.length === 0) throw new WebhookUrlError(`names a host that does not resolve (${host})`);
  if (!allowPrivate) for (const address of addresses) assertPublicAddress(address, host);
  return addresses;
}

/** The normalized URL, or a 400 on the `url` field. */
async function checkedUrl(ctx: ServiceContext, url: unknown): Promise<string> {
  if (typeof url !== 'string' || url === '') throw AppError.field('url', 'is required');
  try {
    const target = parseWebhookUrl(url);
    if (target.isIpLiteral) {
      if (!ctx.webhookAllowPrivate) assertPublicAddress(target.host);
    } else {
      await resolvePublicAddresses(target.host, ctx.webhookAllowPrivate);
    }
    return target.url;
  } catch (error) {
    if (error instanceof WebhookUrlError) throw AppError.field('url', error.message);
    throw error;
  }
}

function checkedEventTypes(value: readonly string[]): WebhookEventType[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw AppError.field('event_types', `must list at least one of: ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  }
  const known = new Set<string>(WEBHOOK_EVENT_TYPES);
  const seen = new Set<string>();
  for (const type of value) {
    if (!known.has(type)) {
      throw AppError.field('event_types', `unknown event type "${type}"; known: ${WEBHOOK_EVENT_TYPES.join(', ')}`);
    }
    if (seen.has(type)) throw AppError.field('event_types', `lists "${type}" twice`);
    seen.add(type);
  }
  return [...seen] as WebhookEventType[];
}

function checkedDescription(value: unknown): string {
  if (typeof value !== 'string' || value.length > DESCRIPTION_MAX_LENGTH) {
    throw AppError.field('description', `must be text of at most ${DESCRIPTION_MAX_LENGTH} characters`);
  }
  return value;
}

function checkedEnabled(value: unknown): boolean {
  if (typeof value !== 'boolean') throw AppError.field('enabled', 'must be true or false');
  return value;
}

function checkedAccountId(accountId: string): void {
  if (!isUuid(accountId)) throw AppError.notFound('Account');
}

async function requireEndpoint(db: ServiceContext['db'], accountId: string, id: string): Promise<WebhookEndpointRow> {
  const row = isUuid(id) && isUuid(accountId) ? await findWebhookEndpoint(db, accountId, id) : undefined;
  if (!row) throw AppError.notFound('Webhook endpoint');
  return row;
}

/** Registers an endpoint. The secret is returned here and by rotation only; store it on the receiving side. */
export async function createWebhookEndpoint(
  ctx: ServiceContext,
  accountId: string,
  input: WebhookEndpointInput,
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  checkedAccountId(accountId);
  const eventTypes = checkedEventTypes(input.event_types ?? WEBHOOK_EVENT_TYPES);
  const description = input.description === undefined ? '' : checkedDescription(input.description);
  const enabled = input.enabled === undefined ? true : checkedEnabled(input.enabled);
  const url = await checkedUrl(ctx, input.url);
  await requireAccount(ctx, accountId);
  const now = ctx.now();
  const secret = generateWebhookSecret();
  const row: WebhookEndpointRow = {
    id: uuidv7(),
    account_id: accountId,
    url,
    description,
    event_types: eventTypes,
    enabled,
    disabled_reason: enabled ? null : 'manual',
    secret,
    previous_secret: null,
    previous_secret_expires_at: null,
    failing_since: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
  await insertWebhookEndpoint(ctx.db, { ...row, enabled, event_types: toJson(eventTypes) });
  return { endpoint: view(row), secret };
}

export async function listWebhookEndpoints(ctx: ServiceContext, accountId: string): Promise<WebhookEndpointView[]> {
  checkedAccountId(accountId);
  return (await listRows(ctx.db, accountId)).map(view);
}

export async function getWebhookEndpoint(
  ctx: ServiceContext,
  accountId: string,
  id: string,
): Promise<WebhookEndpointView> {
  return view(await requireEndpoint(ctx.db, accountId, id));
}

/**
 * Changes an endpoint's URL, event types, description or enabled flag. Re-enabling a disabled endpoint clears
 * why it was disabled and its failure streak; disabling it by hand records 'manual'.
 */
export async function updateWebhookEndpoint(
  ctx: ServiceContext,
  accountId: string,
  id: string,
  input: WebhookEndpointUpdate,
): Promise<WebhookEndpointView> {
  await requireEndpoint(ctx.db, accountId, id);
  if (Object.values(input).every((value) => value === undefined)) {
    throw AppError.field('body', 'give at least one of: url, event_types, description, enabled');
  }
  // Resolve the new host before the transaction: DNS can take seconds and must not hold a connection.
  const eventTypes = input.event_types === undefined ? undefined : checkedEventTypes(input.event_types);
  const description = input.description === undefined ? undefined : checkedDescription(input.description);
  const enabled = input.enabled === undefined ? undefined : checkedEnabled(input.enabled);
  const url = input.url === undefined ? undefined : await checkedUrl(ctx, input.url);
  return inTransaction(ctx.db, async (trx) => {
    const current = await requireEndpoint(trx, accountId, id);
    const changes: WebhookEndpointChanges = { updated_at: ctx.now() };
    if (url !== undefined) changes.url = url;
    if (eventTypes !== undefined) changes.event_types = toJson(eventTypes);
    if (description !== undefined) changes.description = description;
    const wasEnabled = fromBool(current.enabled);
    if (enabled === true && !wasEnabled) {
      Object.assign(changes, { enabled: true, disabled_reason: null, failing_since: null });
    } else if (enabled === false && wasEnabled) {
      Object.assign(changes, { enabled: false, disabled_reason: 'manual' });
    }
    await updateRow(trx, accountId, id, changes);
    return view(await requireEndpoint(trx, accountId, id));
  });
}

/** Deletes an endpoint (kept for the delivery history) and cancels its deliveries still waiting to be sent. */
export async function deleteWebhookEndpoint(ctx: ServiceContext, accountId: string, id: string): Promise<void> {
  await requireEndpoint(ctx.db, accountId, id);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await updateRow(trx, accountId, id, { deleted_at: now, updated_at: now }))) {
      throw AppError.notFound('Webhook endpoint');
    }
    await cancelPendingDeliveries(trx, accountId, id, now);
  });
}

/**
 * Replaces the signing secret. The old one stays valid for 24 hours (deliveries carry both signatures meanwhile),
 * so the receiver can switch without dropping messages; a second rotation within that window drops the oldest.
 */
export async function rotateWebhookEndpointSecret(
  ctx: ServiceContext,
  accountId: string,
  id: string,
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  await requireEndpoint(ctx.db, accountId, id);
  const secret = generateWebhookSecret();
  return inTransaction(ctx.db, async (trx) => {
    const current = await requireEndpoint(trx, accountId, id);
    const now = ctx.now();
    await updateRow(trx, accountId, id, {
      secret,
      previous_secret: current.secret,
      previous_secret_expires_at: new Date(Date.parse(now) + PREVIOUS_SECRET_VALIDITY_MS).toISOString(),
      updated_at: now,
    });
    return { endpoint: view(await requireEndpoint(trx, accountId, id)), secret };
  });
}

import { fromBool } from '../db/column-values.js';
import { type DatabaseHandle, type Db, openDatabase } from '../db/database.js';
import { deliveriesOfErasedCasesUnscoped } from '../db/repositories/erasure-repository.js';
import {
  applyAttempt,
  applySuccesses,
  type ClaimedDeliveryRow,
  type ClaimOptions,
  claimDueDeliveriesUnscoped,
  clearEndpointFailing,
  type DeliveryListRow,
  disableEndpoint,
  endPendingDeliveries,
  findDelivery,
  findEndpointState,
  insertAttempts,
  listAttempts,
  listDeliveries,
  markEndpointFailing,
  releaseDeliveryLeasesUnscoped,
  releaseLeasesOfGoneWorkersUnscoped,
  renewDeliveryLeasesUnscoped,
  requeueDelivery,
  requeueFailedDeliveries,
  type WebhookAttemptRow,
} from '../db/repositories/webhook-deliveries-repository.js';
import { notifyChannel } from '../db/repositories/webhook-outbox-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import { encodePageCursor, type PageCursor } from '../domain/page-cursor.js';
import { isUuid, uuidv7 } from '../domain/uuid.js';
import { classifyResponse, DISABLE_AFTER_FAILING_MS, JITTER, RETRY_DELAYS_MS } from '../domain/webhook-retry.js';
import { DELIVERY_CHANNEL } from './delivery-signal.js';
import type { ServiceContext } from './service-context.js';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How failed attempts are retried: the documented schedule (docs/interface.md, Webhooks) unless a test injects a faster one. */
export interface RetryPolicy {
  /** Delay after the 1st, 2nd, … failed attempt; after the last one the delivery has failed for good. */
  readonly delaysMs: readonly number[];
  /** An endpoint failing without a success for this long is disabled. */
  readonly disableAfterFailingMs: number;
  /** The longest Retry-After honoured. */
  readonly maxRetryAfterMs: number;
  readonly random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  delaysMs: RETRY_DELAYS_MS,
  disableAfterFailingMs: DISABLE_AFTER_FAILING_MS,
  maxRetryAfterMs: Math.max(...RETRY_DELAYS_MS),
  random: Math.random,
};

/**
 * The wait before the next attempt after `failedAttempts` failures, or null when the schedule is exhausted: the
 * schedule's delay with ±20 % jitter, or the receiver's Retry-After when that is later (capped at 10 h).
 * With the documented policy this is exactly nextAttemptDelayMs of domain/webhook-retry.
 */
export function retryDelayMs(policy: RetryPolicy, failedAttempts: number, retryAfterMs: number | null): number | null {
  const base = policy.delaysMs[failedAttempts - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * policy.random()));
  return retryAfterMs !== null && retryAfterMs > jittered ? Math.min(retryAfterMs, policy.maxRetryAfterMs) : jittered;
}

/** What one attempt to send a delivery came to. */
export interface AttemptResult {
  readonly deliveryId: string;
  readonly accountId: string;
  readonly endpointId: string;
  /** 1 for the first attempt of the delivery. */
  readonly attemptNumber: number;
  readonly attemptedAt: number;
  readonly durationMs: number;
  readonly statusCode: number | null;
  /** At most 2 KB of the response body. */
  readonly responseBody: string | null;
  /** Why no response was received (timeout, connection refused, refused address…). */
  readonly error: string | null;
  /** The receiver's Retry-After, in ms from the attempt. */
  readonly retryAfterMs: number | null;
}

export interface AttemptDecision {
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly nextAttemptAt: string | null;
  readonly endpoint: 'success' | 'failure' | 'gone';
  readonly lastError: string | null;
}

/** The documented rules (docs/interface.md, Webhooks): 2xx succeeds; 410 fails it and disables the endpoint; anything else retries per schedule. */
export function decideAttempt(result: AttemptResult, policy: RetryPolicy, nowMs: number): AttemptDecision {
  const kind = classifyResponse(result.statusCode);
  if (kind === 'succeeded') return { status: 'succeeded', nextAttemptAt: null, endpoint: 'success', lastError: null };
  const lastError = result.error ?? `HTTP ${result.statusCode}`;
  if (kind === 'gone') return { status: 'failed', nextAttemptAt: null, endpoint: 'gone', lastError };
  const delay = retryDelayMs(policy, result.attemptNumber, result.retryAfterMs);
  return delay === null
    ? { status: 'failed', nextAttemptAt: null, endpoint: 'failure', lastError }
    : { status: 'pending', nextAttemptAt: new Date(nowMs + delay).toISOString(), endpoint: 'failure', lastError };
}

/**
 * Claims due deliveries for a worker. On SQLite `reader` (see openDeliveryReader) runs the claim, which only reads
 * there, beside the one connection that API requests and the worker's records take turns on.
 */
export function claimDueDeliveries(
  ctx: ServiceContext,
  options: ClaimOptions,
  reader: Db | null = null,
): Promise<ClaimedDeliveryRow[]> {
  return claimDueDeliveriesUnscoped(ctx.dialect === 'sqlite' && reader ? reader : ctx.db, ctx.dialect, options);
}

/**
 * SQLite: a second connection to the database file in `dataDir`, for the worker's claims. Under load every API
 * request's transaction queues for the main connection; a claim waiting in that queue would delay deliveries by
 * the whole queue. WAL lets this connection read the latest commit at any time. Null on PostgreSQL (a pool).
 */
export function openDeliveryReader(ctx: ServiceContext, dataDir: string): DatabaseHandle | null {
  return ctx.dialect === 'sqlite' ? openDatabase({ databaseUrl: null, dataDir }) : null;
}

export function releaseDeliveries(ctx: ServiceContext, ids: readonly string[]): Promise<void> {
  return ctx.dialect === 'postgres' ? releaseDeliveryLeasesUnscoped(ctx.db, ids) : Promise.resolve();
}

/** PostgreSQL: keeps the deliveries a worker still holds reserved for it. */
export function renewLeases(ctx: ServiceContext, workerId: string, ids: readonly string[], untilMs: number) {
  return ctx.dialect === 'postgres'
    ? renewDeliveryLeasesUnscoped(ctx.db, workerId, ids, new Date(untilMs).toISOString())
    : Promise.resolve();
}

/** PostgreSQL: frees the leases of workers whose process is gone, so their deliveries go out now. */
export function releaseLeasesOfGoneWorkers(ctx: ServiceContext, nowMs: number): Promise<number> {
  return ctx.dialect === 'postgres'
    ? releaseLeasesOfGoneWorkersUnscoped(ctx.db, new Date(nowMs).toISOString())
    : Promise.resolve(0);
}

/**
 * Records a batch of attempts in ONE transaction (one disk flush for the lot): every attempt row, each delivery's
 * new state, and what the outcomes mean for their endpoints (failure streak, 410, 5 days without success).
 * Returns the decisions, in the order of `results`.
 */
export async function recordAttempts(
  ctx: ServiceContext,
  results: readonly AttemptResult[],
  policy: RetryPolicy,
  nowMs: number,
): Promise<AttemptDecision[]> {
  const now = new Date(nowMs).toISOString();
  const decisions = results.map((r) => decideAttempt(r, policy, nowMs));
  await inTransaction(ctx.db, async (trx) => {
    const erased = await deliveriesOfErasedCasesUnscoped(
      trx,
      results.filter((r) => r.responseBody !== null).map((r) => r.deliveryId),
    );
    await insertAttempts(
      trx,
      results.map((r) => ({
        id: uuidv7(),
        delivery_id: r.deliveryId,
        account_id: r.accountId,
        attempted_at: new Date(r.attemptedAt).toISOString(),
        status_code: r.statusCode,
        duration_ms: Math.max(0, Math.round(r.durationMs)),
        response_body: erased.has(r.deliveryId) ? null : r.responseBody,
        error: r.error,
      })),
    );
    // Successes (nearly all attempts) in one statement per account and status code.
    const successes = new Map<string, { accountId: string; statusCode: number; ids: string[] }>();
    for (const [i, result] of results.entries()) {
      if (decisions[i]?.status !== 'succeeded' || result.statusCode === null) continue;
      const key = `${result.accountId} ${result.statusCode}`;
      const group = successes.get(key) ?? { accountId: result.accountId, statusCode: result.statusCode, ids: [] };
      group.ids.push(result.deliveryId);
      successes.set(key, group);
    }
    for (const group of successes.values()) {
      await applySuccesses(trx, group.accountId, group.ids, group.statusCode, now);
    }
    // Per endpoint: whether any attempt succeeded, and when the failures after its last success began.
    const streaks = new Map<string, { accountId: string; success: boolean; failingFrom: number | null }>();
    for (const [i, result] of results.entries()) {
      const decision = decisions[i] as AttemptDecision;
      if (decision.status !== 'succeeded') {
        await applyAttempt(trx, {
          accountId: result.accountId,
          deliveryId: result.deliveryId,
          status: decision.status,
          nextAttemptAt: decision.nextAttemptAt,
          statusCode: result.statusCode,
          error: decision.lastError,
          at: now,
        });
      }
      if (decision.endpoint === 'gone') {
        if (await disableEndpoint(trx, result.accountId, result.endpointId, 'gone', now)) {
          await endPendingDeliveries(trx, result.accountId, result.endpointId, 'cancelled', 'endpoint gone (410)', now);
        }
        continue;
      }
      const streak = streaks.get(result.endpointId) ?? {
        accountId: result.accountId,
        success: false,
        failingFrom: null,
      };
      if (decision.endpoint === 'success') {
        streak.success = true;
        streak.failingFrom = null;
      } else if (streak.failingFrom === null) {
        streak.failingFrom = result.attemptedAt;
      }
      streaks.set(result.endpointId, streak);
    }
    const failingCutoff = new Date(nowMs - policy.disableAfterFailingMs).toISOString();
    for (const [endpointId, streak] of streaks) {
      if (streak.success) await clearEndpointFailing(trx, streak.accountId, endpointId);
      if (streak.failingFrom === null) continue;
      await markEndpointFailing(trx, streak.accountId, endpointId, new Date(streak.failingFrom).toISOString());
      if (await disableEndpoint(trx, streak.accountId, endpointId, 'failing', now, failingCutoff)) {
        await endPendingDeliveries(
          trx,
          streak.accountId,
          endpointId,
          'failed',
          'endpoint disabled: no successful delivery for 5 days',
          now,
        );
      }
    }
  });
  return decisions;
}

// ——— The deliveries API ———

export interface DeliveryAttemptView {
  readonly id: string;
  readonly attempted_at: string;
  readonly status_code: number | null;
  readonly duration_ms: number;
  readonly response_body: string | null;
  readonly error: string | null;
}

export interface DeliveryView {
  readonly id: string;
  /** The webhook-id header: the same for every attempt and re-send of the event. */
  readonly message_id: string;
  readonly event_type: string;
  readonly payload: Record<string, unknown>;
  readonly status: DeliveryStatus;
  readonly attempt_count: number;
  readonly next_attempt_at: string | null;
  readonly last_status_code: number | null;
  readonly last_error: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly attempts: DeliveryAttemptView[];
}

function presentDelivery(row: DeliveryListRow, attempts: readonly WebhookAttemptRow[]): DeliveryView {
  return {
    id: row.id,
    message_id: row.message_id,
    event_type: row.event_type,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    status: row.status as DeliveryStatus,
    attempt_count: row.attempt_count,
    next_attempt_at: row.next_attempt_at,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    created_at: row.created_at,
    updated_at: row.updated_at,
    attempts: attempts.map((a) => ({
      id: a.id,
      attempted_at: a.attempted_at,
      status_code: a.status_code,
      duration_ms: a.duration_ms,
      response_body: a.response_body,
      error: a.error,
    })),
  };
}

async function withAttempts(ctx: ServiceContext, accountId: string, rows: readonly DeliveryListRow[]) {
  const attempts = await listAttempts(
    ctx.db,
    accountId,
    rows.map((r) => r.id),
  );
  const byDelivery = new Map<string, WebhookAttemptRow[]>();
  for (const attempt of attempts) {
    const list = byDelivery.get(attempt.delivery_id) ?? [];
    list.push(attempt);
    byDelivery.set(attempt.delivery_id, list);
  }
  return rows.map((row) => presentDelivery(row, byDelivery.get(row.id) ?? []));
}

/** The endpoint of the account (not deleted), or 404 — for a missing and another account's endpoint alike. */
async function requireEndpoint(db: ServiceContext['db'], accountId: string, endpointId: string) {
  const endpoint = isUuid(endpointId) ? await findEndpointState(db, accountId, endpointId) : undefined;
  if (!endpoint) throw AppError.notFound('Webhook endpoint');
  return endpoint;
}

export interface ListDeliveriesInput {
  readonly statuses?: readonly DeliveryStatus[];
  readonly after?: PageCursor;
  readonly limit: number;
}

/** An endpoint's deliveries, newest first, each with its attempts (oldest first). */
export async function listEndpointDeliveries(
  ctx: ServiceContext,
  accountId: string,
  endpointId: string,
  input: ListDeliveriesInput,
) {
  await requireEndpoint(ctx.db, accountId, endpointId);
  const rows = await listDeliveries(ctx.db, accountId, endpointId, { ...input, limit: input.limit + 1 });
  const hasMore = rows.length > input.limit;
  const page = hasMore ? rows.slice(0, input.limit) : rows;
  const last = page.at(-1);
  return {
    deliveries: await withAttempts(ctx, accountId, page),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodePageCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

function refuseDisabled(endpoint: { enabled: unknown }): void {
  if (!fromBool(endpoint.enabled)) {
    throw new AppError('conflict', 'The webhook endpoint is disabled; enable it before re-sending deliveries');
  }
}

/** Sends one delivery again now (same webhook-id), whatever its state. */
export async function retryDelivery(
  ctx: ServiceContext,
  accountId: string,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryView> {
  const row = await inTransaction(ctx.db, async (trx) => {
    refuseDisabled(await requireEndpoint(trx, accountId, endpointId));
    const now = ctx.now();
    if (!isUuid(deliveryId) || !(await requeueDelivery(trx, accountId, endpointId, deliveryId, now))) {
      throw AppError.notFound('Webhook delivery');
    }
    await notifyChannel(trx, ctx.dialect, DELIVERY_CHANNEL);
    return findDelivery(trx, accountId, endpointId, deliveryId);
  });
  ctx.deliverySignal.notify();
  const [view] = await withAttempts(ctx, accountId, row ? [row] : []);
  if (!view) throw AppError.notFound('Webhook delivery');
  return view;
}

/** Sends again every failed delivery of the endpoint created at or after `since`; returns how many. */
export async function replayFailedDeliveries(
  ctx: ServiceContext,
  accountId: string,
  endpointId: string,
  since: string,
): Promise<number> {
  const replayed = await inTransaction(ctx.db, async (trx) => {
    refuseDisabled(await requireEndpoint(trx, accountId, endpointId));
    const count = await requeueFailedDeliveries(trx, accountId, endpointId, since, ctx.now());
    if (count > 0) await notifyChannel(trx, ctx.dialect, DELIVERY_CHANNEL);
    return count;
  });
  if (replayed > 0) ctx.deliverySignal.notify();
  return replayed;
}

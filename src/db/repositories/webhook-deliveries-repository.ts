import { createRequire } from 'node:module';
import { type Insertable, type Selectable, sql } from 'kysely';
import type Pg from 'pg';

/** node-postgres, loaded only by a process that uses PostgreSQL. */
const loadPg = (): typeof Pg => createRequire(import.meta.url)('pg') as typeof Pg;

import type { PageCursor } from '../../domain/page-cursor.js';
import type { Db } from '../database.js';
import { rowLimit } from '../row-limit.js';
import type { WebhookAttemptTable, WebhookDeliveryTable } from '../schema.js';
import type { SqlDialect } from '../sql-dialect.js';

/**
 * The delivery worker's and the deliveries API's queries. Methods named …Unscoped cross accounts and are used by the
 * worker only; everything else is scoped by account_id.
 */

export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptTable>;

/** A claimed delivery with everything needed to send it: the message bytes and the endpoint's URL and secrets. */
export interface ClaimedDeliveryRow {
  id: string;
  account_id: string;
  endpoint_id: string;
  message_id: string;
  attempt_count: number;
  payload: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
}

export interface ClaimOptions {
  readonly now: string;
  readonly leaseUntil: string;
  readonly workerId: string;
  /** At most this many deliveries in all. */
  readonly limit: number;
  /** At most this many per endpoint. */
  readonly perEndpointLimit: number;
  /** Endpoints this worker already keeps busy. */
  readonly excludeEndpointIds: readonly string[];
  /** SQLite: the deliveries this worker holds (claimed, in flight or awaiting their record); PostgreSQL leases them. */
  readonly excludeDeliveryIds: readonly string[];
}

function notIn(column: string, values: readonly string[]) {
  return values.length === 0 ? sql`` : sql`and ${sql.ref(column)} not in (${sql.join(values)})`;
}

/**
 * Claims due deliveries of enabled endpoints, oldest due first, at most perEndpointLimit per endpoint (so one
 * endpoint's backlog never fills the batch).
 *
 * PostgreSQL: several workers share the table. The claim is one UPDATE that leases the rows it picks with
 * `FOR UPDATE SKIP LOCKED`, so two workers never pick the same row; a lease that expires (its worker died) makes
 * the row claimable again.
 * SQLite: one process is the only worker, and every commit costs a disk flush, so the claim writes nothing: the
 * worker excludes what it holds in memory, and after a crash every pending delivery is simply due again.
 */
export async function claimDueDeliveriesUnscoped(
  db: Db,
  dialect: SqlDialect,
  options: ClaimOptions,
): Promise<ClaimedDeliveryRow[]> {
  if (options.limit <= 0) return [];
  const window = Math.min(1000, Math.max(100, options.limit * 4));
  const postgres = dialect === 'postgres';
  const candidates = sql`
    select d.id, d.endpoint_id, d.next_attempt_at
    from webhook_deliveries d
    join webhook_endpoints e on e.id = d.endpoint_id
    where d.status = 'pending'
      and d.next_attempt_at <= ${options.now}
      ${postgres ? sql`and (d.lease_expires_at is null or d.lease_expires_at < ${options.now})` : sql``}
      and e.enabled = true
      and e.deleted_at is null
      ${notIn('d.endpoint_id', options.excludeEndpointIds)}
      ${postgres ? sql`` : notIn('d.id', options.excludeDeliveryIds)}
    order by d.next_attempt_at
    limit ${rowLimit(window)}
    ${postgres ? sql`for update of d skip locked` : sql``}`;
  const chosen = sql`
    select id from (
      select id, next_attempt_at, row_number() over (partition by endpoint_id order by next_attempt_at) as endpoint_rank
      from candidates
    ) ranked
    where endpoint_rank <= ${options.perEndpointLimit}
    order by next_attempt_at
    limit ${rowLimit(options.limit)}`;
  const query = postgres
    ? sql<{ id: string }>`
        with candidates as (${candidates}), chosen as (${chosen})
        update webhook_deliveries
        set lease_expires_at = ${options.leaseUntil}, leased_by = ${options.workerId}
        where id in (select id from chosen)
        returning id`
    : sql<{ id: string }>`with candidates as (${candidates}) ${chosen}`;
  const ids = (await query.execute(db)).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.account_id',
      'd.endpoint_id',
      'd.message_id',
      'd.attempt_count',
      'm.payload',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_expires_at',
    ])
    .where('d.id', 'in', ids)
    .orderBy('d.next_attempt_at')
    .execute();
}

/** Gives claimed deliveries back without an attempt (the worker is stopping), so another worker takes them now. */
export async function releaseDeliveryLeasesUnscoped(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_expires_at: null, leased_by: null })
    .where('id', 'in', [...ids])
    .where('status', '=', 'pending')
    .execute();
}

export const WORKER_APPLICATION_PREFIX = 'dossier-worker:';

/**
 * PostgreSQL only: a worker's dedicated connection carries its id as application_name, so a lease whose worker has
 * no session any more (the process died) is released at once instead of after the lease time.
 */
export async function releaseLeasesOfGoneWorkersUnscoped(db: Db, now: string): Promise<number> {
  const result = await sql`
    update webhook_deliveries
    set lease_expires_at = null, leased_by = null
    where status = 'pending'
      and lease_expires_at > ${now}
      and leased_by is not null
      and leased_by not in (
        select substr(application_name, ${WORKER_APPLICATION_PREFIX.length + 1})
        from pg_stat_activity
        where datname = current_database() and application_name like ${`${WORKER_APPLICATION_PREFIX}%`}
      )`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

export interface DeliveryListener {
  close(): Promise<void>;
}

/**
 * PostgreSQL only: a dedicated connection that LISTENs on `channel` and is named after the worker (see
 * releaseLeasesOfGoneWorkersUnscoped). `onLost` is called once when the connection fails; open a new one then.
 */
export async function listenForDeliveries(
  databaseUrl: string,
  workerId: string,
  channel: string,
  onNotify: () => void,
  onLost: (error: Error) => void,
): Promise<DeliveryListener> {
  const client = new (loadPg().Client)({
    connectionString: databaseUrl,
    application_name: WORKER_APPLICATION_PREFIX + workerId,
  });
  let closed = false;
  let lost = false;
  const lose = (error: Error) => {
    if (closed || lost) return;
    lost = true;
    onLost(error);
    client.end().catch(() => {});
  };
  client.on('notification', () => onNotify());
  client.on('error', (error) => lose(error));
  client.on('end', () => lose(new Error('the LISTEN connection ended')));
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    closed = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    async close() {
      if (closed) return;
      closed = true;
      await client.end().catch(() => {});
    },
  };
}

export async function insertAttempts(db: Db, rows: readonly Insertable<WebhookAttemptTable>[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('webhook_attempts')
      .values([...rows])
      .execute();
}

export interface AttemptUpdate {
  readonly accountId: string;
  readonly deliveryId: string;
  /** Applied only while the delivery is still pending (a delivery cancelled meanwhile stays cancelled). */
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly nextAttemptAt: string | null;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly at: string;
}

/** Counts the attempt and moves the delivery on; releases its lease. */
export async function applyAttempt(db: Db, update: AttemptUpdate): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempt_count: sql`attempt_count + 1`,
      last_status_code: update.statusCode,
      last_error: update.error,
      updated_at: update.at,
      status: sql`case when status = 'pending' then ${update.status} else status end`,
      next_attempt_at: sql`case when status = 'pending' then ${update.nextAttemptAt} else next_attempt_at end`,
      lease_expires_at: null,
      leased_by: null,
    })
    .where('account_id', '=', update.accountId)
    .where('id', '=', update.deliveryId)
    .execute();
}

/** Records successful attempts (one status code) of several deliveries of an account in one statement. */
export async function applySuccesses(
  db: Db,
  accountId: string,
  deliveryIds: readonly string[],
  statusCode: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      attempt_count: sql`attempt_count + 1`,
      last_status_code: statusCode,
      last_error: null,
      updated_at: at,
      status: sql`case when status = 'pending' then 'succeeded' else status end`,
      next_attempt_at: sql`case when status = 'pending' then null else next_attempt_at end`,
      lease_expires_at: null,
      leased_by: null,
    })
    .where('account_id', '=', accountId)
    .where('id', 'in', [...deliveryIds])
    .execute();
}

/** A success ends the endpoint's failure streak. */
export async function clearEndpointFailing(db: Db, accountId: string, endpointId: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null })
    .where('account_id', '=', accountId)
    .where('id', '=', endpointId)
    .where('failing_since', 'is not', null)
    .execute();
}

/** The first failure after a success starts the streak; later failures leave its start alone. */
export async function markEndpointFailing(db: Db, accountId: string, endpointId: string, at: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: at })
    .where('account_id', '=', accountId)
    .where('id', '=', endpointId)
    .where('failing_since', 'is', null)
    .execute();
}

/**
 * Disables an enabled endpoint for `reason`; with `failingSinceAtMost`, only if its failure streak began at or
 * before then. Returns whether it was disabled by this call.
 */
export async function disableEndpoint(
  db: Db,
  accountId: string,
  endpointId: string,
  reason: 'gone' | 'failing',
  at: string,
  failingSinceAtMost?: string,
): Promise<boolean> {
  let query = db
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_reason: reason, updated_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', endpointId)
    .where('enabled', '=', true);
  if (failingSinceAtMost !== undefined) query = query.where('failing_since', '<=', failingSinceAtMost);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every pending delivery of an endpoint with `status` (cancelled after 410, failed after 5 failing days). */
export async function endPendingDeliveries(
  db: Db,
  accountId: string,
  endpointId: string,
  status: 'cancelled' | 'failed',
  reason: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status, next_attempt_at: null, lease_expires_at: null, leased_by: null, last_error: reason, updated_at: at })
    .where('account_id', '=', accountId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An endpoint as the deliveries API needs it: whether it exists (not deleted) in the account, and its state. */
export async function findEndpointState(
  db: Db,
  accountId: string,
  endpointId: string,
): Promise<{ id: string; enabled: unknown } | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'enabled'])
    .where('account_id', '=', accountId)
    .where('id', '=', endpointId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface DeliveryFilter {
  readonly statuses?: readonly string[];
  readonly after?: PageCursor;
  readonly limit: number;
}

function deliveryQuery(db: Db, accountId: string, endpointId: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_messages as m', 'm.id', 'd.message_id')
    .select([
      'd.id',
      'd.message_id',
      'm.event_type',
      'm.payload',
      'd.status',
      'd.attempt_count',
      'd.next_attempt_at',
      'd.last_status_code',
      'd.last_error',
      'd.created_at',
      'd.updated_at',
    ])
    .where('d.account_id', '=', accountId)
    .where('d.endpoint_id', '=', endpointId);
}

export type DeliveryListRow = Awaited<ReturnType<ReturnType<typeof deliveryQuery>['executeTakeFirstOrThrow']>>;

/** Newest first, keyset-paginated on (created_at, id). */
export async function listDeliveries(
  db: Db,
  accountId: string,
  endpointId: string,
  filter: DeliveryFilter,
): Promise<DeliveryListRow[]> {
  let query = deliveryQuery(db, accountId, endpointId);
  if (filter.statuses && filter.statuses.length > 0) query = query.where('d.status', 'in', [...filter.statuses]);
  const after = filter.after;
  if (after !== undefined) {
    query = query.where((eb) => eb(eb.refTuple('d.created_at', 'd.id'), '<', eb.tuple(after.createdAt, after.id)));
  }
  return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(rowLimit(filter.limit)).execute();
}

export async function findDelivery(
  db: Db,
  accountId: string,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryListRow | undefined> {
  return deliveryQuery(db, accountId, endpointId).where('d.id', '=', deliveryId).executeTakeFirst();
}

/** The attempts of the given deliveries, oldest first. */
export async function listAttempts(
  db: Db,
  accountId: string,
  deliveryIds: readonly string[],
): Promise<WebhookAttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('delivery_id', 'in', [...deliveryIds])
    .orderBy('attempted_at')
    .orderBy('id')
    .execute();
}

/** Queues one delivery to be sent again now, whatever its state; a delivery in flight keeps its lease. */
export async function requeueDelivery(
  db: Db,
  accountId: string,
  endpointId: string,
  deliveryId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({
      next_attempt_at: at,
      updated_at: at,
      lease_expires_at: sql`case when status = 'pending' then lease_expires_at else null end`,
      leased_by: sql`case when status = 'pending' then leased_by else null end`,
      status: 'pending',
    })
    .where('account_id', '=', accountId)
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Queues every failed delivery of the endpoint created at or after `since` to be sent again now. */
export async function requeueFailedDeliveries(
  db: Db,
  accountId: string,
  endpointId: string,
  since: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: at, updated_at: at, lease_expires_at: null, leased_by: null })
    .where('account_id', '=', accountId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'failed')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** PostgreSQL: extends this worker's leases on the deliveries it still holds (waiting for their endpoint). */
export async function renewDeliveryLeasesUnscoped(
  db: Db,
  workerId: string,
  ids: readonly string[],
  leaseUntil: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('webhook_deliveries')
    .set({ lease_expires_at: leaseUntil })
    .where('id', 'in', [...ids])
    .where('leased_by', '=', workerId)
    .where('status', '=', 'pending')
    .execute();
}

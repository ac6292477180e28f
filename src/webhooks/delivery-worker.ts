import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/database.js';
import type { ClaimedDeliveryRow } from '../db/repositories/webhook-deliveries-repository.js';
import { type DeliveryListener, listenForDeliveries } from '../db/repositories/webhook-deliveries-repository.js';
import { parseRetryAfter } from '../domain/webhook-retry.js';
import type { WebhookAttemptCounts } from '../metrics/metrics.js';
import { DELIVERY_CHANNEL } from '../services/delivery-signal.js';
import type { ServiceContext } from '../services/service-context.js';
import {
  type AttemptDecision,
  type AttemptResult,
  claimDueDeliveries,
  DEFAULT_RETRY_POLICY,
  openDeliveryReader,
  type RetryPolicy,
  recordAttempts,
  releaseDeliveries,
  releaseLeasesOfGoneWorkers,
  renewLeases,
} from '../services/webhook-deliveries.js';
import { WebhookSender } from './webhook-sender.js';

export type WorkerLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

export interface DeliveryWorkerOptions {
  readonly ctx: ServiceContext;
  readonly logger: WorkerLogger;
  /** PostgreSQL: the database URL, for the LISTEN connection (required there). Ignored on SQLite. */
  readonly databaseUrl?: string | null;
  /**
   * SQLite: the data directory, so the worker claims over a connection of its own and a busy API never delays
   * a claim (see openDeliveryReader). Without it, claims share the main connection. Ignored on PostgreSQL.
   */
  readonly dataDir?: string | null;
  readonly workerId?: string;
  /** Requests in flight at once, all endpoints together. */
  readonly concurrency?: number;
  /** Requests in flight to one endpoint; the rest of the capacity stays free for the others. */
  readonly perEndpointConcurrency?: number;
  /**
   * PostgreSQL: how long a claim is reserved for this worker (renewed while it holds the delivery), so a
   * worker that died without a trace gives its deliveries back at the latest after this long.
   */
  readonly leaseMs?: number;
  /** The fallback check for due deliveries when nothing wakes the worker. */
  readonly pollMs?: number;
  /** The time limit of one attempt (docs/interface.md: 15 s). */
  readonly requestTimeoutMs?: number;
  /** How long stop() lets requests in flight finish before abandoning them (they are sent again later). */
  readonly stopTimeoutMs?: number;
  /** The documented retry schedule and 5-day rule unless overridden (tests). */
  readonly retryPolicy?: Partial<RetryPolicy>;
  /** The time used for scheduling, recorded times and signatures (ms since the epoch). */
  readonly clock?: () => number;
  /**
   * Records a batch of attempts (default: recordAttempts on ctx). The delivery thread of `serve` on SQLite hands
   * them to the main thread, whose connection is the process's one writer.
   */
  readonly recorder?: Recorder;
  /** Told what each recorded batch of attempts came to (the /metrics counters). */
  readonly onAttempts?: (counts: WebhookAttemptCounts) => void;
}

export type Recorder = (results: readonly AttemptResult[]) => Promise<AttemptDecision[]>;

interface InFlight {
  readonly controller: AbortController;
  readonly done: Promise<void>;
}

/**
 * Sockets are cheap: a hung endpoint takes DEFAULT_PER_ENDPOINT of them for at most the attempt's time limit, so
 * it takes many hung endpoints at once to hold up the others. 32 per endpoint lets one endpoint take ≥ 500
 * deliveries/s even when it needs 50 ms to answer.
 */
export const DEFAULT_CONCURRENCY = 512;
export const DEFAULT_PER_ENDPOINT = 32;
const MAX_RECORD_BATCH = 500;
const RECORD_GATHER_MS = 20;
const RECORD_GATHER_COUNT = 100;
const GONE_WORKER_CHECK_MS = 5_000;
const RECONNECT_MAX_MS = 10_000;

export function newWorkerId(): string {
  return `${process.pid}-${randomBytes(4).toString('hex')}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Sends the outbox: claims due deliveries, sends each signed (at most perEndpointConcurrency at a time per
 * endpoint, so a slow endpoint only ever occupies its own share), records every attempt and reschedules per
 * the documented schedule (docs/interface.md, Webhooks). Woken by the in-process signal, by PostgreSQL NOTIFY, by its own retry times, and by a poll.
 * At-least-once: a delivery is marked done only after the receiver answered; a crash re-sends what was in flight.
 */
export class DeliveryWorker {
  readonly workerId: string;
  readonly #ctx: ServiceContext;
  readonly #log: WorkerLogger;
  readonly #databaseUrl: string | null;
  readonly #dataDir: string | null;
  #reader: DatabaseHandle | null = null;
  readonly #concurrency: number;
  readonly #perEndpoint: number;
  /** Claimed deliveries kept ready per endpoint, so its free slots are refilled without a database round trip. */
  readonly #prefetch: number;
  /** Claimed and not yet sent, all endpoints together (memory bound). */
  readonly #maxClaimed: number;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #stopTimeoutMs: number;
  readonly #policy: RetryPolicy;
  readonly #clock: () => number;
  readonly #sender: WebhookSender;
  readonly #recorder: Recorder;
  readonly #onAttempts: ((counts: WebhookAttemptCounts) => void) | null;

  /** Claimed and not yet recorded (the claim of SQLite excludes these). */
  readonly #held = new Set<string>();
  /** Claimed, waiting for a free slot of their endpoint. */
  readonly #queues = new Map<string, ClaimedDeliveryRow[]>();
  readonly #inFlightByEndpoint = new Map<string, number>();
  readonly #inFlight = new Map<string, InFlight>();
  /** Claimed and not yet sent: queued plus in flight. */
  #active = 0;
  /** Endpoints that had more due deliveries than the last claim took for them. */
  readonly #moreDue = new Set<string>();
  readonly #results: { row: ClaimedDeliveryRow; result: AttemptResult }[] = [];
  /** Deliveries given up without an attempt (stopping). */
  readonly #abandoned: string[] = [];

  #started = false;
  #stopping = false;
  #stopped: Promise<void> | null = null;
  #wakeScheduled = false;
  #pumping: Promise<void> | null = null;
  #again = false;
  /** The last claim filled the free capacity: more may be due. */
  #backlog = false;
  #flushing = false;
  #flushDone: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  #timerAt = Number.POSITIVE_INFINITY;
  /** The earliest retry this worker scheduled and has not claimed since. */
  #nextDueMs: number | null = null;
  #lastGoneCheck = 0;
  #lastRenewal = 0;
  #unsubscribe: (() => void) | null = null;
  #listener: DeliveryListener | null = null;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #reconnectDelay = 1_000;

  constructor(options: DeliveryWorkerOptions) {
    this.#ctx = options.ctx;
    this.#log = options.logger;
    this.#databaseUrl = options.databaseUrl ?? null;
    this.#dataDir = options.dataDir ?? null;
    if (this.#ctx.dialect === 'postgres' && this.#databaseUrl === null) {
      throw new Error('The delivery worker needs the database URL on PostgreSQL (for LISTEN)');
    }
    this.workerId = options.workerId ?? newWorkerId();
    this.#concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.#perEndpoint = Math.min(options.perEndpointConcurrency ?? DEFAULT_PER_ENDPOINT, this.#concurrency);
    this.#prefetch = this.#perEndpoint * 2;
    this.#maxClaimed = this.#concurrency * 2;
    this.#leaseMs = options.leaseMs ?? 60_000;
    this.#pollMs = options.pollMs ?? 1_000;
    this.#stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.#policy = { ...DEFAULT_RETRY_POLICY, ...options.retryPolicy };
    this.#clock = options.clock ?? Date.now;
    this.#recorder = options.recorder ?? ((results) => recordAttempts(this.#ctx, results, this.#policy, this.#clock()));
    this.#onAttempts = options.onAttempts ?? null;
    this.#sender = new WebhookSender({
      allowPrivate: this.#ctx.webhookAllowPrivate,
      timeoutMs: options.requestTimeoutMs ?? 15_000,
      connectionsPerOrigin: this.#perEndpoint,
      clock: this.#clock,
    });
  }

  async start(): Promise<void> {
    if (this.#started) throw new Error('The delivery worker was already started');
    this.#started = true;
    if (this.#ctx.dialect === 'postgres') await this.#listen();
    if (this.#dataDir !== null) this.#reader = openDeliveryReader(this.#ctx, this.#dataDir);
    this.#unsubscribe = this.#ctx.deliverySignal.subscribe(() => this.#wake());
    this.#log.info(
      { workerId: this.workerId, concurrency: this.#concurrency, perEndpoint: this.#perEndpoint },
      'webhook delivery worker started',
    );
    this.#wake();
  }

  /** Stops claiming, lets requests in flight finish (up to stopTimeoutMs), records them and gives back the rest. */
  stop(): Promise<void> {
    if (!this.#started) return Promise.resolve();
    this.#stopped ??= this.#shutdown();
    return this.#stopped;
  }

  async #shutdown(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe?.();
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    await this.#listener?.close();
    this.#listener = null;
    await this.#pumping;
    for (const queue of this.#queues.values()) {
      for (const row of queue.splice(0)) {
        this.#active--;
        this.#abandoned.push(row.id);
      }
    }
    const running = () => Promise.allSettled([...this.#inFlight.values()].map((f) => f.done));
    let deadline: NodeJS.Timeout | undefined;
    await Promise.race([running(), new Promise((resolve) => (deadline = setTimeout(resolve, this.#stopTimeoutMs)))]);
    clearTimeout(deadline);
    for (const flight of this.#inFlight.values()) flight.controller.abort(new Error('the worker is stopping'));
    await running();
    this.#flush();
    await this.#flushDone;
    const abandoned = this.#abandoned.splice(0);
    try {
      await releaseDeliveries(this.#ctx, abandoned);
    } catch (error) {
      this.#log.warn({ err: error }, 'could not give back unsent deliveries; their leases will expire');
    }
    for (const id of abandoned) this.#held.delete(id);
    await this.#sender.close();
    await this.#reader?.close();
    this.#reader = null;
    this.#log.info({ workerId: this.workerId, abandoned: abandoned.length }, 'webhook delivery worker stopped');
  }

  // ——— waking and claiming ———

  #wake(): void {
    if (this.#stopping || this.#wakeScheduled) return;
    if (this.#pumping) {
      this.#again = true;
      return;
    }
    // Coalesce a burst of signals (one per committed transaction) into one claim.
    this.#wakeScheduled = true;
    setImmediate(() => {
      this.#wakeScheduled = false;
      if (this.#stopping) return;
      if (this.#pumping) {
        this.#again = true;
        return;
      }
      this.#pumping = this.#pump().finally(() => {
        this.#pumping = null;
        this.#armTimer();
      });
    });
  }

  async #pump(): Promise<void> {
    do {
      this.#again = false;
      try {
        await this.#claim();
      } catch (error) {
        this.#log.error({ err: error }, 'claiming webhook deliveries failed; retrying at the next poll');
        return;
      }
    } while (this.#again && !this.#stopping);
  }

  async #claim(): Promise<void> {
    const free = this.#maxClaimed - this.#active;
    if (free <= 0) {
      this.#backlog = true;
      return;
    }
    const now = this.#clock();
    if (this.#nextDueMs !== null && this.#nextDueMs <= now) this.#nextDueMs = null;
    const full = [...this.#queues.keys(), ...this.#inFlightByEndpoint.keys()].filter(
      (endpointId) => this.#endpointLoad(endpointId) >= this.#prefetch,
    );
    const rows = await claimDueDeliveries(
      this.#ctx,
      {
        now: iso(now),
        leaseUntil: iso(now + this.#leaseMs),
        workerId: this.workerId,
        limit: free,
        perEndpointLimit: this.#prefetch,
        excludeEndpointIds: [...new Set(full)],
        excludeDeliveryIds: [...this.#held],
      },
      this.#reader?.db ?? null,
    );
    this.#backlog = rows.length >= free;
    for (const endpointId of full) this.#moreDue.add(endpointId);
    if (rows.length > 0) this.#log.debug({ claimed: rows.length }, 'claimed webhook deliveries');
    const claimedPerEndpoint = new Map<string, number>();
    for (const row of rows) {
      this.#held.add(row.id);
      if (this.#stopping) {
        this.#abandoned.push(row.id);
        continue;
      }
      this.#active++;
      const queue = this.#queues.get(row.endpoint_id) ?? [];
      queue.push(row);
      this.#queues.set(row.endpoint_id, queue);
      const count = (claimedPerEndpoint.get(row.endpoint_id) ?? 0) + 1;
      claimedPerEndpoint.set(row.endpoint_id, count);
      if (count >= this.#prefetch) this.#moreDue.add(row.endpoint_id);
    }
    this.#startSends();
  }

  #endpointLoad(endpointId: string): number {
    return (this.#inFlightByEndpoint.get(endpointId) ?? 0) + (this.#queues.get(endpointId)?.length ?? 0);
  }

  // ——— sending ———

  /** Starts what the limits allow: perEndpointConcurrency per endpoint, concurrency in all. */
  #startSends(): void {
    for (const [endpointId, queue] of this.#queues) {
      while (
        queue.length > 0 &&
        this.#inFlight.size < this.#concurrency &&
        (this.#inFlightByEndpoint.get(endpointId) ?? 0) < this.#perEndpoint
      ) {
        this.#send(queue.shift() as ClaimedDeliveryRow);
      }
      if (queue.length === 0) this.#queues.delete(endpointId);
      if (this.#inFlight.size >= this.#concurrency) return;
    }
  }

  #send(row: ClaimedDeliveryRow): void {
    const controller = new AbortController();
    this.#inFlightByEndpoint.set(row.endpoint_id, (this.#inFlightByEndpoint.get(row.endpoint_id) ?? 0) + 1);
    const attemptedAt = this.#clock();
    const secrets = [row.secret];
    if (
      row.previous_secret !== null &&
      row.previous_secret_expires_at !== null &&
      Date.parse(row.previous_secret_expires_at) > attemptedAt
    ) {
      secrets.push(row.previous_secret);
    }
    const done = this.#sender
      .send({ url: row.url, messageId: row.message_id, payload: row.payload, secrets }, controller.signal)
      .then(
        (outcome) => {
          const result: AttemptResult = {
            deliveryId: row.id,
            accountId: row.account_id,
            endpointId: row.endpoint_id,
            attemptNumber: row.attempt_count + 1,
            attemptedAt,
            durationMs: outcome.durationMs,
            statusCode: outcome.statusCode,
            responseBody: outcome.responseBody,
            error: outcome.error,
            retryAfterMs: parseRetryAfter(outcome.retryAfter ?? undefined, this.#clock()),
          };
          this.#log.debug(
            {
              deliveryId: row.id,
              status: outcome.statusCode,
              error: outcome.error,
              ms: Math.round(outcome.durationMs),
            },
            'webhook attempt',
          );
          this.#results.push({ row, result });
          this.#flush();
        },
        () => {
          this.#abandoned.push(row.id);
        },
      )
      .finally(() => {
        const left = (this.#inFlightByEndpoint.get(row.endpoint_id) ?? 1) - 1;
        if (left > 0) this.#inFlightByEndpoint.set(row.endpoint_id, left);
        else this.#inFlightByEndpoint.delete(row.endpoint_id);
        this.#inFlight.delete(row.id);
        this.#active--;
        if (this.#stopping) return;
        this.#startSends();
        // Refill an endpoint's queue when it runs low and more of its deliveries are due.
        const runningLow =
          this.#moreDue.has(row.endpoint_id) && this.#endpointLoad(row.endpoint_id) <= this.#prefetch / 2;
        if (runningLow) this.#moreDue.delete(row.endpoint_id);
        if (this.#backlog || runningLow) this.#wake();
      });
    this.#inFlight.set(row.id, { controller, done });
  }

  // ——— recording ———

  /** Records finished attempts in batches: while one batch commits, the next one gathers. */
  #flush(): void {
    if (this.#flushing) return;
    this.#flushing = true;
    this.#flushDone = this.#flushLoop();
  }

  async #flushLoop(): Promise<void> {
    for (;;) {
      // Gather a few ms of results: one commit (one disk flush) then records many attempts.
      const gather = this.#results.length >= RECORD_GATHER_COUNT || this.#stopping ? 0 : RECORD_GATHER_MS;
      await new Promise((resolve) => setTimeout(resolve, gather));
      const batch = this.#results.splice(0, MAX_RECORD_BATCH);
      if (batch.length === 0) {
        this.#flushing = false;
        return;
      }
      const decisions = await this.#record(batch);
      const counts = { succeeded: 0, failed: 0, givenUp: 0 };
      for (const [i, { row }] of batch.entries()) {
        this.#held.delete(row.id);
        const decision = decisions[i];
        const next = decision?.nextAttemptAt;
        if (next) this.#noteDue(Date.parse(next));
        if (decision) counts[decision.status === 'succeeded' ? 'succeeded' : 'failed']++;
        if (decision?.status === 'failed') counts.givenUp++;
      }
      this.#onAttempts?.(counts);
    }
  }

  async #record(batch: readonly { result: AttemptResult }[]): Promise<(AttemptDecision | null)[]> {
    const results = batch.map((b) => b.result);
    try {
      return await this.#recorder(results);
    } catch (error) {
      this.#log.error({ err: error, count: results.length }, 'recording webhook attempts failed; retrying one by one');
    }
    const decisions: (AttemptDecision | null)[] = [];
    for (const result of results) {
      try {
        decisions.push(...(await this.#recorder([result])));
      } catch (error) {
        // The delivery stays pending: it is sent again (at-least-once) once its lease ends.
        this.#log.error({ err: error, deliveryId: result.deliveryId }, 'could not record a webhook attempt');
        decisions.push(null);
      }
    }
    return decisions;
  }

  // ——— timers and PostgreSQL LISTEN ———

  #noteDue(ms: number): void {
    if (this.#nextDueMs === null || ms < this.#nextDueMs) this.#nextDueMs = ms;
    if (!this.#pumping) this.#armTimer();
  }

  #armTimer(): void {
    if (this.#stopping) return;
    const now = this.#clock();
    const at = Math.min(now + this.#pollMs, this.#nextDueMs ?? Number.POSITIVE_INFINITY);
    if (this.#timer && at >= this.#timerAt) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timerAt = at;
    this.#timer = setTimeout(() => this.#onTimer(), Math.max(0, at - now));
  }

  #onTimer(): void {
    this.#timer = null;
    this.#timerAt = Number.POSITIVE_INFINITY;
    if (this.#stopping) return;
    const now = this.#clock();
    // Only while our own LISTEN session is up: without it this worker would look gone and free its own leases.
    if (this.#listener !== null && now - this.#lastGoneCheck >= GONE_WORKER_CHECK_MS) {
      this.#lastGoneCheck = now;
      releaseLeasesOfGoneWorkers(this.#ctx, now).then(
        (released) => {
          if (released > 0) this.#log.info({ released }, 'took over deliveries of a worker that is gone');
        },
        (error: unknown) => this.#log.warn({ err: error }, 'could not check for gone workers'),
      );
    }
    if (this.#ctx.dialect === 'postgres' && now - this.#lastRenewal >= this.#leaseMs / 3) {
      this.#lastRenewal = now;
      renewLeases(this.#ctx, this.workerId, [...this.#held], now + this.#leaseMs).catch((error: unknown) =>
        this.#log.warn({ err: error }, 'could not renew delivery leases'),
      );
    }
    this.#wake();
    // A wake that finds the worker pumping re-arms the timer when the pump ends; otherwise arm it now.
    if (!this.#pumping && !this.#wakeScheduled) this.#armTimer();
  }

  async #listen(): Promise<void> {
    const listener = await listenForDeliveries(
      this.#databaseUrl as string,
      this.workerId,
      DELIVERY_CHANNEL,
      () => this.#wake(),
      (error) => {
        this.#listener = null;
        if (this.#stopping) return;
        this.#log.warn({ err: error }, 'lost the LISTEN connection; reconnecting');
        this.#reconnectLater();
      },
    );
    if (this.#stopping) {
      await listener.close();
      return;
    }
    this.#listener = listener;
    this.#reconnectDelay = 1_000;
  }

  #reconnectLater(): void {
    if (this.#stopping || this.#reconnectTimer) return;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      if (this.#stopping) return;
      this.#listen().then(
        () => {
          this.#log.info('LISTEN connection restored');
          this.#wake();
        },
        (error: unknown) => {
          this.#log.warn({ err: error }, 'could not reconnect the LISTEN connection');
          this.#reconnectDelay = Math.min(this.#reconnectDelay * 2, RECONNECT_MAX_MS);
          this.#reconnectLater();
        },
      );
    }, this.#reconnectDelay);
  }
}

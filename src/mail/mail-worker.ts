import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import {
  claimDueMailUnscoped,
  type MailOutboxRow,
  recordMailAttemptUnscoped,
  releaseMailLeasesUnscoped,
} from '../db/repositories/mail-outbox-repository.js';
import { inTransaction } from '../db/transaction.js';
import { uuidv7 } from '../domain/uuid.js';
import type { ServiceContext } from '../services/service-context.js';
import { createMailTransport, describeSendError, type MailTransport, type SendErrorInfo } from './mail-transport.js';

export type MailWorkerLogger = Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;

/** Waits after the 1st, 2nd, … failed attempt; once they are used up the mail has failed for good (8 attempts). */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  60 * 60_000,
  6 * 60 * 60_000,
  12 * 60 * 60_000,
  24 * 60 * 60_000,
];

/**
 * A 5xx reply is a refusal for good by the letter of RFC 5321, but some servers send one for passing trouble
 * (a full mailbox, a greylisting filter set up wrongly), so a mail gets this many attempts in all before a
 * permanent refusal fails it, about 2.5 minutes with the default schedule, instead of being retried for two days.
 */
export const PERMANENT_FAILURE_ATTEMPTS = 3;

export interface MailRetryPolicy {
  readonly delaysMs: readonly number[];
  readonly permanentFailureAttempts: number;
}

export interface MailAttemptDecision {
  readonly status: 'sent' | 'pending' | 'failed';
  readonly nextAttemptAt: string | null;
}

/** What becomes of a mail after its `attemptNumber`-th attempt (1 for the first); `error` null means it was sent. */
export function decideMailAttempt(
  attemptNumber: number,
  error: SendErrorInfo | null,
  nowMs: number,
  policy: MailRetryPolicy,
): MailAttemptDecision {
  if (error === null) return { status: 'sent', nextAttemptAt: null };
  if (error.permanent && attemptNumber >= policy.permanentFailureAttempts)
    return { status: 'failed', nextAttemptAt: null };
  const delay = policy.delaysMs[attemptNumber - 1];
  if (delay === undefined) return { status: 'failed', nextAttemptAt: null };
  return { status: 'pending', nextAttemptAt: new Date(nowMs + delay).toISOString() };
}

export interface MailWorkerOptions {
  /** The database, and the signal that wakes the worker when a mail commits in this process. */
  readonly ctx: Pick<ServiceContext, 'db' | 'dialect' | 'mailSignal'>;
  readonly transport: MailTransport;
  readonly logger: MailWorkerLogger;
  /** The sender's address (DOSSIER_MAIL_FROM); each mail's display name is its account's name. */
  readonly fromAddress: string;
  readonly workerId?: string;
  /** The check for due mail when nothing wakes the worker. */
  readonly pollMs?: number;
  /** How long a claimed mail is reserved for this worker; longer than one attempt can take (see mail-transport). */
  readonly leaseMs?: number;
  /** Mails claimed (and sent side by side) at once. */
  readonly batchSize?: number;
  /** How long stop() waits for sends in flight before giving their mails back. */
  readonly stopTimeoutMs?: number;
  /** ms since the epoch, for scheduling and recorded times. */
  readonly clock?: () => number;
  /** The retry schedule (tests use a fast one). */
  readonly retry?: Partial<MailRetryPolicy>;
  /** Told of each recorded attempt (the /metrics counters); givenUp: the mail has failed for good. */
  readonly onAttempt?: (outcome: 'sent' | 'failed', givenUp: boolean) => void;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Sends the mail outbox: claims due mails with a lease, sends each through the transport, and records every
 * attempt together with the mail's new state in one transaction. At-least-once: a mail is marked sent only after
 * the server accepted it, so a crash between the two sends it again. Woken by the in-process MailSignal, by its
 * own retry times, and by a poll (which is how workers in other processes learn of new mail).
 */
export class MailWorker {
  readonly workerId: string;
  readonly #ctx: MailWorkerOptions['ctx'];
  readonly #transport: MailTransport;
  readonly #log: MailWorkerLogger;
  readonly #from: string;
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #batchSize: number;
  readonly #stopTimeoutMs: number;
  readonly #clock: () => number;
  readonly #policy: MailRetryPolicy;
  readonly #onAttempt: MailWorkerOptions['onAttempt'];

  /** Claimed by this worker and not yet recorded. */
  readonly #held = new Set<string>();
  #started = false;
  #stopping = false;
  /** stop() gave up waiting: whatever finishes later is not recorded (the mail was given back). */
  #abandoned = false;
  #stopped: Promise<void> | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | null = null;
  /** The earliest retry this worker scheduled. */
  #nextDueMs: number | null = null;
  #unsubscribe: (() => void) | null = null;

  constructor(options: MailWorkerOptions) {
    this.#ctx = options.ctx;
    this.#transport = options.transport;
    this.#log = options.logger;
    this.#from = options.fromAddress;
    this.workerId = options.workerId ?? `mail-${process.pid}-${randomBytes(4).toString('hex')}`;
    this.#pollMs = options.pollMs ?? 1_000;
    this.#leaseMs = options.leaseMs ?? 60_000;
    this.#batchSize = options.batchSize ?? 5;
    this.#stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.#clock = options.clock ?? Date.now;
    this.#onAttempt = options.onAttempt;
    this.#policy = {
      delaysMs: options.retry?.delaysMs ?? MAIL_RETRY_DELAYS_MS,
      permanentFailureAttempts: options.retry?.permanentFailureAttempts ?? PERMANENT_FAILURE_ATTEMPTS,
    };
  }

  start(): void {
    if (this.#started) throw new Error('The mail worker was already started');
    this.#started = true;
    this.#unsubscribe = this.#ctx.mailSignal?.subscribe(() => this.wake()) ?? null;
    this.#log.info({ workerId: this.workerId }, 'mail worker started');
    this.wake();
  }

  /** Looks for due mail now (call after committing one); a no-op before start() and after stop(). */
  wake(): void {
    if (!this.#started || this.#stopping) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#running = this.#pump().finally(() => {
      this.#running = null;
      if (this.#again) this.wake();
      else this.#arm();
    });
  }

  /** Stops claiming, waits for sends in flight (up to stopTimeoutMs) and gives back the mails of any still going. */
  stop(): Promise<void> {
    if (!this.#started) return Promise.resolve();
    this.#stopped ??= this.#shutdown();
    return this.#stopped;
  }

  async #shutdown(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe?.();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    let deadline: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      (this.#running ?? Promise.resolve()).then(() => true),
      new Promise<boolean>((resolve) => {
        deadline = setTimeout(() => resolve(false), this.#stopTimeoutMs);
      }),
    ]);
    clearTimeout(deadline);
    const givenBack = [...this.#held];
    if (!finished) {
      this.#abandoned = true;
      try {
        await releaseMailLeasesUnscoped(this.#ctx.db, this.workerId, givenBack);
      } catch (error) {
        this.#log.warn({ err: error }, 'could not give back unsent mail; its leases will expire');
      }
    }
    this.#log.info({ workerId: this.workerId, givenBack: finished ? 0 : givenBack.length }, 'mail worker stopped');
  }

  async #pump(): Promise<void> {
    while (!this.#stopping) {
      this.#again = false;
      const now = this.#clock();
      if (this.#nextDueMs !== null && this.#nextDueMs <= now) this.#nextDueMs = null;
      let rows: MailOutboxRow[];
      try {
        rows = await claimDueMailUnscoped(this.#ctx.db, this.#ctx.dialect, {
          now: iso(now),
          leaseUntil: iso(now + this.#leaseMs),
          workerId: this.workerId,
          limit: this.#batchSize,
        });
      } catch (error) {
        this.#log.error({ err: error }, 'claiming mail failed; retrying at the next poll');
        return;
      }
      if (this.#stopping) {
        await releaseMailLeasesUnscoped(
          this.#ctx.db,
          this.workerId,
          rows.map((r) => r.id),
        ).catch(() => {});
        return;
      }
      // An empty claim ends the round unless a mail committed meanwhile (the claim may have run just before it).
      if (rows.length === 0 && !this.#again) return;
      await Promise.all(rows.map((row) => this.#deliver(row)));
    }
  }

  async #deliver(row: MailOutboxRow): Promise<void> {
    this.#held.add(row.id);
    const attemptNumber = row.attempt_count + 1;
    const started = performance.now();
    let error: SendErrorInfo | null = null;
    let messageId: string | null = null;
    try {
      const sent = await this.#transport.send({
        from: { name: row.from_name, address: this.#from },
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        // RFC 3834: an automatic message, so vacation responders do not answer it.
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Dossier-Mail-Id': row.id },
      });
      messageId = sent.messageId;
    } catch (caught) {
      error = describeSendError(caught);
    }
    const durationMs = Math.round(performance.now() - started);
    try {
      if (this.#abandoned) return;
      const nowMs = this.#clock();
      const decision = decideMailAttempt(attemptNumber, error, nowMs, this.#policy);
      const at = iso(nowMs);
      await inTransaction(this.#ctx.db, (trx) =>
        recordMailAttemptUnscoped(trx, {
          mailId: row.id,
          attempt: {
            id: uuidv7(),
            mail_id: row.id,
            attempt_number: attemptNumber,
            outcome: error === null ? 'sent' : 'failed',
            error: error?.message ?? null,
            duration_ms: durationMs,
            created_at: at,
          },
          status: decision.status,
          nextAttemptAt: decision.nextAttemptAt,
          sentAt: error === null ? at : null,
          error: error?.message ?? null,
          at,
        }),
      );
      this.#onAttempt?.(error === null ? 'sent' : 'failed', decision.status === 'failed');
      const fields = { mailId: row.id, kind: row.kind, attempt: attemptNumber, durationMs };
      if (error === null) this.#log.info({ ...fields, messageId }, 'mail sent');
      else if (decision.status === 'failed')
        this.#log.error({ ...fields, error: error.message }, 'mail failed for good');
      else this.#log.warn({ ...fields, error: error.message, next: decision.nextAttemptAt }, 'mail attempt failed');
      if (decision.nextAttemptAt !== null) this.#noteDue(Date.parse(decision.nextAttemptAt));
    } catch (recordError) {
      // The mail stays pending and leased: once the lease expires it is sent again (at-least-once).
      this.#log.error({ err: recordError, mailId: row.id }, 'could not record a mail attempt');
    } finally {
      this.#held.delete(row.id);
    }
  }

  #noteDue(ms: number): void {
    if (this.#nextDueMs === null || ms < this.#nextDueMs) this.#nextDueMs = ms;
  }

  /** The next look: at the poll interval, or sooner when a retry this worker scheduled is due first. */
  #arm(): void {
    if (this.#stopping) return;
    const now = this.#clock();
    const at = Math.min(now + this.#pollMs, this.#nextDueMs ?? Number.POSITIVE_INFINITY);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(
      () => {
        this.#timer = null;
        this.wake();
      },
      Math.max(0, at - now),
    );
  }
}

export interface RunningMailWorker {
  readonly worker: MailWorker;
  /** Stops the worker (see MailWorker.stop), then closes the transport. */
  stop(): Promise<void>;
}

/**
 * The mail worker of `serve` and `dossier worker`: on the main thread with the main database handle, since mail is
 * rare, and on SQLite that connection is the process's one writer anyway.
 */
export function startMailWorker(options: {
  readonly ctx: MailWorkerOptions['ctx'];
  readonly smtpUrl: string | null;
  readonly dataDir: string;
  readonly fromAddress: string;
  readonly logger: MailWorkerLogger;
  readonly onAttempt?: MailWorkerOptions['onAttempt'];
}): RunningMailWorker {
  const transport = createMailTransport({ smtpUrl: options.smtpUrl, dataDir: options.dataDir, logger: options.logger });
  const worker = new MailWorker({
    ctx: options.ctx,
    transport,
    logger: options.logger,
    fromAddress: options.fromAddress,
    onAttempt: options.onAttempt,
  });
  worker.start();
  return {
    worker,
    async stop() {
      await worker.stop();
      await transport.close();
    },
  };
}

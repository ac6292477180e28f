import { type RawBuilder, sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, type LabelValues, Registry } from 'prom-client';
import type { Db, PoolStats } from '../db/database.js';
import { groupCommitterOf } from '../db/group-commit.js';
import { rowLimit } from '../db/row-limit.js';
import type { SqlDialect } from '../db/sql-dialect.js';

/**
 * The service's Prometheus metrics (docs/operations.md lists them). Each DossierMetrics has a Registry of its own,
 * never prom-client's global one, so a process (or a test) can build any number of them.
 *
 * Where each figure comes from:
 * - HTTP request durations: observed in-process, one histogram observation per response (see observeRequest).
 * - Webhook and mail attempts: counted in-process where the workers record them (the delivery thread of `serve`
 *   posts its counts to the main thread), so a process reports the attempts it made itself; sum them over
 *   instances. They start at 0 when the process starts, like every Prometheus counter.
 * - Backlogs: read from the database on each scrape with indexed queries, so every instance reports the same
 *   shared figure (use max(), not sum(), over instances).
 * - Pool use: the main database handle's, sampled on scrape.
 * - Process, heap, GC and event-loop lag: prom-client's default metrics.
 */

/** Counting a backlog stops here, so a scrape costs a bounded amount whatever the backlog (reported as the cap). */
export const BACKLOG_COUNT_CAP = 100_000;

/** Histogram buckets of the request duration, in seconds: 2.5 ms … 10 s. */
const HTTP_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request that matched no route (404s of unknown paths): one label, bounded cardinality. */
export const UNMATCHED_ROUTE = 'unmatched';

export interface WebhookAttemptCounts {
  /** Attempts the receiver acknowledged (2xx). */
  readonly succeeded: number;
  /** Attempts that failed (another status, a timeout, a refused connection…). */
  readonly failed: number;
  /** Deliveries whose attempt ended them as failed for good (schedule used up, 410, endpoint disabled). */
  readonly givenUp: number;
}

export interface MetricsSources {
  readonly db: Db;
  readonly dialect: SqlDialect;
  /** The main database handle's pool use (DatabaseHandle.poolStats); absent reports no pool gauges. */
  readonly poolStats?: () => PoolStats;
  /** Where a failing scrape query is reported; the other metrics are still served. */
  readonly onCollectError?: (error: unknown, metric: string) => void;
  /** ms since the epoch (tests). */
  readonly clock?: () => number;
  /** prom-client's process and Node.js metrics (default true). */
  readonly defaultMetrics?: boolean;
}

type Row = Record<string, unknown>;

interface BacklogCounts {
  readonly due: number;
  readonly retryScheduled: number;
}

/** One scrape's reading of the outboxes; null where its query failed. */
interface Backlogs {
  readonly webhook: BacklogCounts | null;
  readonly webhookOldestAge: number | null;
  readonly mail: BacklogCounts | null;
  readonly mailOldestAge: number | null;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export class DossierMetrics {
  readonly registry = new Registry();
  readonly #sources: MetricsSources;
  readonly #clock: () => number;
  readonly #http: Histogram<'method' | 'route' | 'status_code'>;
  /** One bound child per (method, route, status): an observation is a Map lookup, not a label hash. */
  readonly #httpChildren = new Map<string, { observe(value: number): void }>();
  readonly #webhookAttempts: Counter<'outcome'>;
  readonly #webhookGivenUp: Counter;
  readonly #mailAttempts: Counter<'outcome'>;
  readonly #mailGivenUp: Counter;
  #reading: Promise<Backlogs> | null = null;

  constructor(sources: MetricsSources) {
    this.#sources = sources;
    this.#clock = sources.clock ?? Date.now;
    const registers = [this.registry];
    if (sources.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });

    this.#http = new Histogram({
      name: 'dossier_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern (unmatched for unknown paths), method and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers,
    });

    this.#webhookAttempts = new Counter({
      name: 'dossier_webhook_attempts_total',
      help: 'Webhook delivery attempts recorded by this process, by outcome (succeeded: 2xx; failed: anything else)',
      labelNames: ['outcome'],
      registers,
    });
    this.#webhookGivenUp = new Counter({
      name: 'dossier_webhook_deliveries_given_up_total',
      help: 'Webhook deliveries this process marked failed for good (retries used up, 410 Gone, endpoint disabled)',
      registers,
    });
    this.#mailAttempts = new Counter({
      name: 'dossier_mail_attempts_total',
      help: 'Mail sending attempts recorded by this process, by outcome (sent, failed)',
      labelNames: ['outcome'],
      registers,
    });
    this.#mailGivenUp = new Counter({
      name: 'dossier_mail_given_up_total',
      help: 'Mails this process marked failed for good (retries used up, or refused permanently)',
      registers,
    });
    // Every outcome shows from the first scrape (a rate over a missing series is no rate at all).
    for (const outcome of ['succeeded', 'failed']) this.#webhookAttempts.inc({ outcome }, 0);
    for (const outcome of ['sent', 'failed']) this.#mailAttempts.inc({ outcome }, 0);

    // Pool gauges first: they are sampled before the backlog queries of the same scrape take a connection.
    this.#poolGauges();
    this.#backlogGauges();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text of every metric (collects the database figures first). */
  metrics(): Promise<string> {
    return this.registry.metrics();
  }

  /**
   * One observation per response. `route` is the matched route's pattern (Fastify's routeOptions.url), never the
   * raw URL, so the label's values are bounded by the routes; undefined (no route matched) counts as unmatched.
   */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route ?? ''}`;
    let child = this.#httpChildren.get(key);
    if (child === undefined) {
      const labels: LabelValues<'method' | 'route' | 'status_code'> = {
        method,
        route: route ?? UNMATCHED_ROUTE,
        status_code: statusCode,
      };
      child = this.#http.labels(labels);
      this.#httpChildren.set(key, child);
    }
    child.observe(seconds);
  }

  countWebhookAttempts(counts: WebhookAttemptCounts): void {
    if (counts.succeeded > 0) this.#webhookAttempts.inc({ outcome: 'succeeded' }, counts.succeeded);
    if (counts.failed > 0) this.#webhookAttempts.inc({ outcome: 'failed' }, counts.failed);
    if (counts.givenUp > 0) this.#webhookGivenUp.inc(counts.givenUp);
  }

  countMailAttempt(outcome: 'sent' | 'failed', givenUp: boolean): void {
    this.#mailAttempts.inc({ outcome });
    if (givenUp) this.#mailGivenUp.inc();
  }

  // ——— collected on scrape ———

  /**
   * The four backlog figures, read one query after another over one connection at a time (a scrape never takes
   * more of the pool than that). The gauges collected in one scrape share one reading.
   */
  #backlogs(): Promise<Backlogs> {
    this.#reading ??= this.#readBacklogs().finally(() => {
      this.#reading = null;
    });
    return this.#reading;
  }

  async #readBacklogs(): Promise<Backlogs> {
    const nowMs = this.#clock();
    const at = new Date(nowMs).toISOString();
    const age = (rows: Row[] | null) => {
      if (rows === null) return null;
      const dueAt = rows[0]?.due_at;
      return typeof dueAt === 'string' ? Math.max(0, (nowMs - Date.parse(dueAt)) / 1000) : 0;
    };
    const counts = (rows: Row[] | null) => {
      const row = rows?.[0];
      return row === undefined ? null : { due: num(row.due), retryScheduled: num(row.pending) - num(row.due) };
    };
    // The (status, next_attempt_at) index answers both: the count reads only the index (stopping at
    // BACKLOG_COUNT_CAP), and the oldest due delivery is the first one in index order whose endpoint is enabled
    // (a disabled endpoint's deliveries wait, paused, until it is enabled again: they do not age the backlog).
    const webhookCounts = await this.#query(
      'dossier_webhook_backlog',
      sql<Row>`select count(*) as pending, coalesce(sum(case when t.next_attempt_at <= ${at} then 1 else 0 end), 0) as due
        from (select next_attempt_at from webhook_deliveries where status = 'pending' limit ${rowLimit(BACKLOG_COUNT_CAP)}) t`,
    );
    const webhookOldest = await this.#query(
      'dossier_webhook_backlog_oldest_age_seconds',
      sql<Row>`select d.next_attempt_at as due_at from webhook_deliveries d
        where d.status = 'pending' and d.next_attempt_at <= ${at}
          and exists (select 1 from webhook_endpoints e where e.id = d.endpoint_id and e.enabled = true and e.deleted_at is null)
        order by d.next_attempt_at limit 1`,
    );
    const mailCounts = await this.#query(
      'dossier_mail_backlog',
      sql<Row>`select count(*) as pending, coalesce(sum(case when t.next_attempt_at <= ${at} then 1 else 0 end), 0) as due
        from (select next_attempt_at from mail_outbox where status = 'pending' limit ${rowLimit(BACKLOG_COUNT_CAP)}) t`,
    );
    const mailOldest = await this.#query(
      'dossier_mail_backlog_oldest_age_seconds',
      sql<Row>`select next_attempt_at as due_at from mail_outbox
        where status = 'pending' and next_attempt_at <= ${at} order by next_attempt_at limit 1`,
    );
    return {
      webhook: counts(webhookCounts),
      webhookOldestAge: age(webhookOldest),
      mail: counts(mailCounts),
      mailOldestAge: age(mailOldest),
    };
  }

  /** The query's rows, or null when it failed (the gauge then keeps its last value). */
  async #query(metric: string, query: RawBuilder<Row>): Promise<Row[] | null> {
    try {
      return (await query.execute(this.#sources.db)).rows;
    } catch (error) {
      this.#sources.onCollectError?.(error, metric);
      return null;
    }
  }

  #backlogGauges(): void {
    const registers = [this.registry];
    const backlogs = () => this.#backlogs();
    const setCounts = (gauge: Gauge<'state'>, counts: BacklogCounts | null) => {
      if (counts === null) return;
      gauge.set({ state: 'due' }, counts.due);
      gauge.set({ state: 'retry_scheduled' }, counts.retryScheduled);
    };
    new Gauge({
      name: 'dossier_webhook_backlog',
      help: `Webhook deliveries waiting: due (to be sent now, or being sent) and retry_scheduled (waiting for their next attempt), disabled endpoints' included; counted up to ${BACKLOG_COUNT_CAP}`,
      labelNames: ['state'],
      registers,
      async collect() {
        setCounts(this, (await backlogs()).webhook);
      },
    });
    new Gauge({
      name: 'dossier_webhook_backlog_oldest_age_seconds',
      help: 'How long the oldest due webhook delivery to an enabled endpoint has been due (since its event committed, for a first attempt); 0 when none is due',
      registers,
      async collect() {
        const age = (await backlogs()).webhookOldestAge;
        if (age !== null) this.set(age);
      },
    });
    new Gauge({
      name: 'dossier_mail_backlog',
      help: `Mails waiting: due (to be sent now, or being sent) and retry_scheduled (waiting for their next attempt); counted up to ${BACKLOG_COUNT_CAP}`,
      labelNames: ['state'],
      registers,
      async collect() {
        setCounts(this, (await backlogs()).mail);
      },
    });
    new Gauge({
      name: 'dossier_mail_backlog_oldest_age_seconds',
      help: 'How long the oldest due mail has been due (since it was written, for a first attempt); 0 when none is due',
      registers,
      async collect() {
        const age = (await backlogs()).mailOldestAge;
        if (age !== null) this.set(age);
      },
    });
  }

  #poolGauges(): void {
    const stats = this.#sources.poolStats;
    if (stats === undefined) return;
    const registers = [this.registry];
    new Gauge({
      name: 'dossier_db_pool_connections',
      help: 'Database connections of the main pool: busy (running a query or transaction) and idle. SQLite has one connection, busy while a transaction is open',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle } = stats();
        this.set({ state: 'busy' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'dossier_db_pool_max_connections',
      help: 'The most connections the main pool opens (SQLite: 1)',
      registers,
      collect() {
        this.set(stats().max);
      },
    });
    // SQLite: how well commits are grouped (transactions ÷ commits is the mean group size).
    const committer = groupCommitterOf(this.#sources.db);
    if (committer !== undefined) {
      const counter = (name: string, help: string, read: () => number) => {
        let counted = 0;
        new Counter({
          name,
          help,
          registers,
          collect() {
            const now = read();
            this.inc(now - counted);
            counted = now;
          },
        });
      };
      counter('dossier_db_commits_total', 'SQLite COMMITs, each making a group of transactions durable', () => {
        return committer.stats.commits;
      });
      counter(
        'dossier_db_committed_transactions_total',
        'SQLite transactions made durable by those COMMITs (÷ commits: the mean group size)',
        () => committer.stats.transactions,
      );
    }
    if (stats().waiting !== null) {
      new Gauge({
        name: 'dossier_db_pool_waiting_queries',
        help: 'Queries waiting for a free connection of the main pool (PostgreSQL)',
        registers,
        collect() {
          this.set(stats().waiting ?? 0);
        },
      });
    }
  }
}

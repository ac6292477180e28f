import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger (`request.log`) that makes its pino child, with the request id, only when something is logged:
 * pino's child() (bindings serialized, redaction set up) costs about a microsecond, and most requests log nothing.
 * Once made, the child is the one the default factory would have made: same bindings, same options, same output.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    if (this.#child === null) this.#child = this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: LogArgs): void {
    this.#logger().fatal(...args);
  }

  error(...args: LogArgs): void {
    this.#logger().error(...args);
  }

  warn(...args: LogArgs): void {
    this.#logger().warn(...args);
  }

  info(...args: LogArgs): void {
    this.#logger().info(...args);
  }

  debug(...args: LogArgs): void {
    this.#logger().debug(...args);
  }

  trace(...args: LogArgs): void {
    this.#logger().trace(...args);
  }

  silent(...args: LogArgs): void {
    this.#logger().silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a LazyRequestLogger in place of pino's child per request. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}

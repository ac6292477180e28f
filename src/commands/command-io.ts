import type { ServiceContext } from '../services/service-context.js';

/** How a sub-command talks to the user and reaches the services, so commands stay out of process plumbing. */
export interface CommandIo {
  /** Script-readable output (stdout). */
  out(line: string): void;
  /** Everything else (stderr). */
  err(line: string): void;
  /** Runs an action with the service context of a freshly opened (and afterwards closed) runtime. */
  withContext<T>(action: (ctx: ServiceContext) => Promise<T>): Promise<T>;
  /** An error that makes the CLI print the usage and exit 2. */
  usage(message: string): Error;
}

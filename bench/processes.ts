import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const live = new Set<ChildProcess>();

/** A child process the bench started, with the tail of its stderr for error messages. */
export interface Child {
  readonly process: ChildProcess;
  readonly port: number;
  stderr(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function track(child: ChildProcess, port: number): Child {
  live.add(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  child.once('exit', () => live.delete(child));
  return {
    process: child,
    port,
    stderr: () => errors,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Kills whatever child is still running; for exit and error paths. */
export function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
}

async function waitFor<T>(child: Child, what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(
        `${what} exited early (${child.process.exitCode ?? child.process.signalCode}):\n${child.stderr()}`,
      );
    }
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s:\n${child.stderr()}`);
}

/**
 * `bin/dossier serve` on the embedded default (or on `databaseUrl`, with `serveArgs` such as --no-worker), rate
 * limit off; resolves once GET /health answers 200.
 */
export async function startService(
  dataDir: string,
  nodeArgs: readonly string[] = [],
  options: {
    readonly databaseUrl?: string;
    readonly serveArgs?: readonly string[];
    readonly env?: Readonly<Record<string, string>>;
  } = {},
): Promise<Child> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOSSIER_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DOSSIER_RATE_LIMIT_PER_SECOND: '0',
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  const child = track(
    // By absolute path: a `pkill -f "node bin/dossier serve"` aimed at a developer's own server (as run from the
    // repository) then leaves the benchmark's service alone.
    spawn(
      process.execPath,
      [...nodeArgs, join(ROOT, 'bin', 'dossier'), 'serve', '--port', String(port), ...(options.serveArgs ?? [])],
      {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    ),
    port,
  );
  await waitFor(child, 'dossier serve', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    await response.arrayBuffer();
    return response.status === 200 ? true : undefined;
  });
  return child;
}

/**
 * bench/ceiling-server.ts answering every request with the bytes in `bodyFile`; `batched`: ending a turn's
 * responses together, as the service's hot reads do.
 */
export async function startCeiling(bodyFile: string, contentType: string, batched = false): Promise<Child> {
  const port = await freePort();
  const args = ['--import', 'tsx', 'bench/ceiling-server.ts', String(port), bodyFile, contentType];
  const child = track(
    spawn(process.execPath, batched ? [...args, 'batched'] : args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] }),
    port,
  );
  await waitFor(child, 'ceiling server', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.arrayBuffer();
    return response.status === 200 ? true : undefined;
  });
  return child;
}

/**
 * bench/postgres-ceiling-server.ts: node:http plus one primary-key query per request (the stored company detail),
 * the ceiling of a PostgreSQL-backed read; with `prepared`, the query is a named statement.
 */
export async function startPostgresCeiling(databaseUrl: string, companyId: string, prepared = false): Promise<Child> {
  const port = await freePort();
  const child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/postgres-ceiling-server.ts',
        String(port),
        databaseUrl,
        companyId,
        ...(prepared ? ['prepared'] : []),
      ],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    ),
    port,
  );
  await waitFor(child, 'PostgreSQL ceiling server', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.arrayBuffer();
    return response.status === 200 ? true : undefined;
  });
  return child;
}

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { RateLimitStoreLogger } from '../../src/http/plugins/redis-rate-limit-store.js';

/** The Redis the Redis suites use: REDIS_URL, else the usual local one. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Why the suites that need a running Redis cannot run here, or false when one answers PING. */
async function redisSkipReason(url: string): Promise<string | false> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: Error | undefined;
  redis.on('error', (error: Error) => {
    cause ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
    return false;
  } catch (error) {
    const why = (cause ?? (error as Error)).message;
    return `No Redis answers on ${new URL(url).host} (${why}): set REDIS_URL or start redis-server`;
  } finally {
    redis.disconnect();
  }
}

const NO_REDIS = await redisSkipReason(TEST_REDIS_URL);

/**
 * A `describe` for suites that need the Redis at TEST_REDIS_URL. Without one the suite is reported as skipped with
 * the reason, unless DOSSIER_REQUIRE_REDIS=1 (CI), where a missing Redis is a failure.
 */
export function describeRedis(name: string, fn: () => void): void {
  if (NO_REDIS === false) {
    describe(name, fn);
  } else if (process.env.DOSSIER_REQUIRE_REDIS === '1') {
    describe(name, () => {
      it('has a Redis to run against', () => {
        throw new Error(`${NO_REDIS} (DOSSIER_REQUIRE_REDIS=1 makes a missing Redis a failure)`);
      });
    });
  } else {
    describe(name, { skip: NO_REDIS }, fn);
  }
}

/** Why suites that start Redis servers of their own cannot run here, or false. */
export const NO_REDIS_SERVER: string | false =
  spawnSync('redis-server', ['--version']).status === 0
    ? false
    : 'No redis-server on PATH to start and stop (apt-get install -y redis-server)';

/** A prefix no other run uses, so concurrent runs against one Redis never share a bucket. */
export function testKeyPrefix(): string {
  return `dossier-test:rl:${randomBytes(6).toString('hex')}:`;
}

/** Deletes a run's keys (they expire anyway; slow buckets would linger for a while). */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Records what a store logs, for tests to count the lines. */
export class RecordingLogger implements RateLimitStoreLogger {
  readonly lines: { level: 'error' | 'info'; message: string; details: object }[] = [];
  error(details: object, message: string): void {
    this.lines.push({ level: 'error', message, details });
  }
  info(details: object, message: string): void {
    this.lines.push({ level: 'info', message, details });
  }
  messages(level: 'error' | 'info'): string[] {
    return this.lines.filter((l) => l.level === level).map((l) => l.message);
  }
}

export async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(20);
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A redis-server of the test's own, without persistence, that the test may stop, pause and restart. */
export interface OwnRedisServer {
  readonly port: number;
  readonly url: string;
  readonly pid: number;
  /** SIGKILL to this server's process only, then waits for it to exit. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: the server hangs with its connections open, then goes on. */
  pause(): void;
  resume(): void;
}

export async function startRedisServer(port: number): Promise<OwnRedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-redis-'));
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid;
  if (pid === undefined) throw new Error('redis-server did not start');
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await kill();
      throw new Error(`redis-server on port ${port} did not answer`);
    }
    await sleep(20);
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid,
    kill,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

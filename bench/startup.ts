/**
 * `npm run bench:startup` (also the last part of `npm run bench`): how fast the service starts and how much memory
 * it holds idle, run as an operator runs it (`bin/dossier`, the compiled server in dist/server), each figure
 * beside the same machine's floor measured in the same run:
 * - `dossier --help` against `node -e 0` (the floor of any Node.js CLI);
 * - a fresh data dir to `/health` 200, and a restart on that data dir, against a node:http server answering 200;
 * - the idle `serve` process's RSS (the webhook delivery thread and the mail worker included) against a node:http
 *   server's.
 * Settings: BENCH_STARTUP_RUNS (5; the median is reported).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './processes.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Math.max(1, Number(process.env.BENCH_STARTUP_RUNS ?? 5));

const TARGETS = { helpS: 0.3, freshS: 1, restartS: 0.5, rssMb: 150 } as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function timeCommand(args: readonly string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function untilHealthy(child: ChildProcess, port: number, path: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}${path}`)
      .then(async (r) => {
        await r.arrayBuffer();
        return r.status === 200;
      })
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts a process, waits for its /health, optionally lets it idle and reads its RSS; stops it. */
async function startTimed(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  port: number,
  path: string,
  idleMs = 0,
): Promise<{ seconds: number; rss: number }> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: 'ignore' });
  try {
    await untilHealthy(child, port, path);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (idleMs > 0) await new Promise((resolve) => setTimeout(resolve, idleMs));
    return { seconds, rss: child.pid === undefined ? Number.NaN : rssMb(child.pid) };
  } finally {
    await stop(child);
  }
}

const CEILING_SERVER = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(+process.env.PORT, '127.0.0.1')`;

export interface StartupReport {
  readonly help: { readonly seconds: number; readonly floor: number; readonly target: number; readonly pass: boolean };
  readonly fresh: { readonly seconds: number; readonly floor: number; readonly target: number; readonly pass: boolean };
  readonly restart: {
    readonly seconds: number;
    readonly floor: number;
    readonly target: number;
    readonly pass: boolean;
  };
  readonly rss: { readonly mb: number; readonly floor: number; readonly target: number; readonly pass: boolean };
}

export async function measureStartup(log: (line: string) => void): Promise<StartupReport> {
  const help: number[] = [];
  const floorCli: number[] = [];
  const fresh: number[] = [];
  const restart: number[] = [];
  const floorServer: number[] = [];
  const rss: number[] = [];
  const floorRss: number[] = [];
  // Measure the compiled server, as `npm start` runs it: a source newer than the build would run through tsx.
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build:server failed');
  for (let run = 0; run < RUNS; run++) {
    floorCli.push(timeCommand(['-e', '0']));
    help.push(timeCommand(['bin/dossier', '--help']));
    const dataDir = mkdtempSync(join(tmpdir(), 'dossier-startup-'));
    try {
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DOSSIER_DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
      };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      fresh.push((await startTimed(['bin/dossier', 'serve'], env, port, '/health')).seconds);
      const again = await startTimed(['bin/dossier', 'serve'], env, port, '/health', 2_000);
      restart.push(again.seconds);
      rss.push(again.rss);
      const floor = await startTimed(['-e', CEILING_SERVER], env, port, '/', 2_000);
      floorServer.push(floor.seconds);
      floorRss.push(floor.rss);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    log(
      `startup run ${run + 1}/${RUNS}: --help ${help.at(-1)?.toFixed(3)} s, fresh ${fresh.at(-1)?.toFixed(3)} s, restart ${restart.at(-1)?.toFixed(3)} s, RSS ${rss.at(-1)?.toFixed(0)} MB`,
    );
  }
  const report: StartupReport = {
    help: {
      seconds: median(help),
      floor: median(floorCli),
      target: TARGETS.helpS,
      pass: median(help) <= TARGETS.helpS,
    },
    fresh: {
      seconds: median(fresh),
      floor: median(floorServer),
      target: TARGETS.freshS,
      pass: median(fresh) <= TARGETS.freshS,
    },
    restart: {
      seconds: median(restart),
      floor: median(floorServer),
      target: TARGETS.restartS,
      pass: median(restart) <= TARGETS.restartS,
    },
    rss: { mb: median(rss), floor: median(floorRss), target: TARGETS.rssMb, pass: median(rss) <= TARGETS.rssMb },
  };
  return report;
}

export function formatStartup(r: StartupReport): string {
  const line = (name: string, value: string, floor: string, ratio: number, target: string, pass: boolean) =>
    `  ${name.padEnd(26)} ${value.padStart(9)}   floor ${floor.padStart(9)}   ×${ratio.toFixed(1).padStart(5)}   target ${target.padEnd(9)} ${pass ? 'PASS' : 'MISS'}`;
  return [
    `Start-up and memory (median of ${RUNS} runs; the floor is the same machine's, in the same run)`,
    line(
      'dossier --help',
      `${r.help.seconds.toFixed(3)} s`,
      `${r.help.floor.toFixed(3)} s`,
      r.help.seconds / r.help.floor,
      `≤ ${r.help.target} s`,
      r.help.pass,
    ),
    line(
      'fresh data dir → /health',
      `${r.fresh.seconds.toFixed(3)} s`,
      `${r.fresh.floor.toFixed(3)} s`,
      r.fresh.seconds / r.fresh.floor,
      `≤ ${r.fresh.target} s`,
      r.fresh.pass,
    ),
    line(
      'restart → /health',
      `${r.restart.seconds.toFixed(3)} s`,
      `${r.restart.floor.toFixed(3)} s`,
      r.restart.seconds / r.restart.floor,
      `≤ ${r.restart.target} s`,
      r.restart.pass,
    ),
    line(
      'idle serve RSS',
      `${r.rss.mb.toFixed(0)} MB`,
      `${r.rss.floor.toFixed(0)} MB`,
      r.rss.mb / r.rss.floor,
      `≤ ${r.rss.target} MB`,
      r.rss.pass,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await measureStartup((line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${formatStartup(report)}\n`);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eventually } from './webhook-receiver.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A `bin/dossier` child process as an operator runs it, keeping the tail of its output for failure messages. */
export class DossierProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
  #output = '';

  constructor(args: string[], env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, ['bin/dossier', ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.#output = (this.#output + chunk.toString()).slice(-200_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = once(this.child, 'exit').then(() => {});
  }

  /** The tail of stdout and stderr. */
  get output(): string {
    return this.#output.slice(-4000);
  }

  /** Everything kept of stdout and stderr (the last 200,000 characters): for a message printed above a long text. */
  get keptOutput(): string {
    return this.#output;
  }

  /** The process's log lines (pino JSON on stdout) with a message matching `pattern`. */
  logLines(pattern: RegExp): { msg: string; [key: string]: unknown }[] {
    return this.#output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        try {
          return JSON.parse(line) as { msg: string };
        } catch {
          return { msg: '' };
        }
      })
      .filter((line) => pattern.test(line.msg));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends the signal and waits for the exit (nothing when it has already exited). */
  async stop(signal: NodeJS.Signals): Promise<void> {
    if (!this.running) return;
    this.child.kill(signal);
    await this.exited;
  }
}

/** Waits until /health answers 200 on the port; fails at once when one of the processes has exited. */
export async function waitForHealth(port: number, processes: readonly DossierProcess[]): Promise<void> {
  await eventually(
    async () => {
      for (const p of processes) if (!p.running) throw new Error(`dossier exited: ${p.output}`);
      const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
      await response?.arrayBuffer();
      return response?.status === 200 ? true : undefined;
    },
    'dossier serve to answer /health',
    60_000,
  );
}

/** `dossier serve --port PORT …extra`, once it answers /health. */
export async function startServe(port: number, env: NodeJS.ProcessEnv, extra: string[] = []): Promise<DossierProcess> {
  const serve = new DossierProcess(['serve', '--port', String(port), ...extra], env);
  await waitForHealth(port, [serve]);
  return serve;
}

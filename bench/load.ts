import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly seconds: number;
  /** req/s of each measured round, in order. */
  readonly rounds: readonly number[];
}

export interface LoadTarget {
  readonly url: string;
  readonly headers: Record<string, string>;
}

export interface CompareOptions {
  readonly connections: number;
  readonly warmupSeconds: number;
  /** Measured seconds per target, split into `rounds` alternating runs. */
  readonly seconds: number;
  readonly rounds: number;
}

interface RunResult {
  readonly ok: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly seconds: number;
}

/** One autocannon run; the latency of every 2xx response is appended to `latencies` when given. */
function run(target: LoadTarget, connections: number, seconds: number, latencies?: number[]): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: target.url, headers: target.headers, connections, duration: seconds, pipelining: 1 },
      (error, result) => {
        if (error) reject(error);
        else resolve({ ok: result['2xx'], non2xx: result.non2xx, errors: result.errors, seconds: result.duration });
      },
    );
    if (latencies) {
      instance.on('response', (_client, status, _bytes, ms) => {
        if (status >= 200 && status < 300) latencies.push(ms);
      });
    }
  });
}

class Accumulator {
  readonly latencies: number[] = [];
  readonly runs: RunResult[] = [];

  figures(): LoadFigures {
    const sorted = Float64Array.from(this.latencies).sort();
    const sum = (key: keyof RunResult) => this.runs.reduce((total, r) => total + r[key], 0);
    return {
      requestsPerSecond: sum('ok') / sum('seconds'),
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      requests: sum('ok') + sum('non2xx'),
      non2xx: sum('non2xx'),
      errors: sum('errors'),
      seconds: sum('seconds'),
      rounds: this.runs.map((r) => Math.round(r.ok / r.seconds)),
    };
  }
}

/**
 * Loads two targets with the same settings: a discarded warm-up of each, then alternating rounds, so that any
 * change in what else the machine is doing affects both alike. req/s counts 2xx responses only.
 */
export async function compareLoad(
  first: LoadTarget,
  second: LoadTarget,
  options: CompareOptions,
): Promise<{ first: LoadFigures; second: LoadFigures }> {
  if (options.warmupSeconds > 0) {
    await run(first, options.connections, options.warmupSeconds);
    await run(second, options.connections, options.warmupSeconds);
  }
  const roundSeconds = options.seconds / options.rounds;
  const [a, b] = [new Accumulator(), new Accumulator()];
  for (let round = 0; round < options.rounds; round++) {
    a.runs.push(await run(first, options.connections, roundSeconds, a.latencies));
    b.runs.push(await run(second, options.connections, roundSeconds, b.latencies));
  }
  return { first: a.figures(), second: b.figures() };
}

export interface FetchedResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
  readonly ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over a kept-alive connection, timed from sending the request to the last byte of the body. */
export function get(url: string, headers: Record<string, string>): Promise<FetchedResponse> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function percentile(sortedMs: ArrayLike<number>, p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)] as number;
}

export interface LatencyFigures {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly meanMs: number;
  readonly samples: number;
}

/**
 * Sequential latency (one connection, one request at a time) of several URLs, alternating between them so that
 * any drift of the machine affects each alike. Warm-up requests are discarded.
 */
export async function measureSequential<K extends string>(
  urls: Record<K, string>,
  headers: Record<string, string>,
  options: { warmup: number; samples: number },
): Promise<Record<K, LatencyFigures>> {
  const names = Object.keys(urls) as K[];
  const times = new Map<K, number[]>(names.map((n) => [n, []]));
  for (let i = 0; i < options.warmup + options.samples; i++) {
    for (const name of names) {
      const response = await get(urls[name], headers);
      if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status} ${response.body.toString()}`);
      if (i >= options.warmup) times.get(name)?.push(response.ms);
    }
  }
  const figures = {} as Record<K, LatencyFigures>;
  for (const name of names) {
    const sorted = [...(times.get(name) ?? [])].sort((a, b) => a - b);
    figures[name] = {
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      meanMs: sorted.reduce((a, b) => a + b, 0) / sorted.length,
      samples: sorted.length,
    };
  }
  return figures;
}

export function closeAgent(): void {
  agent.destroy();
}

/**
 * The ownership graph of a large structure (SQLite, the embedded default): a case with 500 entities (300
 * companies in six layers, with reciprocal holdings, and 200 persons) and 2,000 holdings, declared through the
 * service, then GET /api/v1/verifications/{id}/graph at 10 connections beside a node:http server sending the same
 * bytes in the same run. Target: p99 ≤ 20 ms. Also the computation alone (rules/ownership.ts), timed in this
 * process, and a read after a change (the structure read, computed and rendered: what a read costs when the
 * memo must compute), in process.
 * Run alone with `node --import tsx bench/ownership-graph.ts`; `npm run bench` runs it after the others.
 * Settings as bench/run.ts: BENCH_SECONDS, BENCH_ROUNDS, BENCH_WARMUP_SECONDS; BENCH_GRAPH_CONNECTIONS (10).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { computeOwnership, type OwnershipEntity, type OwnershipHolding } from '../rules/ownership.js';
import { loadConfig } from '../src/config.js';
import { openRuntime } from '../src/runtime.js';
import { createAccessToken } from '../src/services/access-tokens.js';
import { createAccount } from '../src/services/accounts.js';
import { replaceCaseStructure, type StructureInputData } from '../src/services/case-structure.js';
import { presentGraph } from '../src/services/ownership-graph.js';
import { computeStructure } from '../src/services/ownership-reads.js';
import { loadStructure } from '../src/services/ownership-snapshot.js';
import { createVerification } from '../src/services/verification-intake.js';
import { sampleIntake } from '../test/helpers/fixtures.js';
import { closeAgent, compareLoad, get, percentile } from './load.js';
import { killAll, startCeiling, startService } from './processes.js';
import { loadBeforeRun, machineSummary, writeResultFile } from './report.js';
import { log, numberSetting } from './settings.js';

const SECONDS = numberSetting('BENCH_SECONDS', 10);
const WARMUP_SECONDS = numberSetting('BENCH_WARMUP_SECONDS', 3);
const ROUNDS = Math.max(1, Math.round(numberSetting('BENCH_ROUNDS', 5)));
const CONNECTIONS = numberSetting('BENCH_GRAPH_CONNECTIONS', 10);
const TARGET_P99_MS = 20;
const LAYERS = 6;
const PER_LAYER = 50;
const PERSONS = 200;
const HOLDINGS = 2000;

/** A deterministic structure of 500 entities and 2,000 holdings; every company's holders sum to at most 100 %. */
export function largeStructure(): StructureInputData {
  let seed = 0x0b5e55;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const company = (layer: number, i: number) => `c${layer}-${i}`;
  const entities: StructureInputData['entities'] = [];
  for (let layer = 1; layer <= LAYERS; layer++)
    for (let i = 0; i < PER_LAYER; i++)
      entities.push({
        key: company(layer, i),
        type: 'company',
        company: {
          formal_name: `Layer ${layer} Holding ${i} Ltd`,
          company_number: `${layer}${i}`,
          jurisdiction_code: 'gb',
        },
      });
  for (let i = 0; i < PERSONS; i++)
    entities.push({
      key: `p${i}`,
      type: 'person',
      person: { given_names: `Owner ${i}`, surname: 'Bench', date_of_birth: '1980-01-01', nationality: 'gb' },
    });
  const pairs = new Map<string, { holder: string; held: string }>();
  const add = (holder: string, held: string) => {
    if (holder !== held) pairs.set(`${holder}>${held}`, { holder, held });
  };
  // Layer 1 holds the root; each company of layers 2–6 holds four companies of the layer below.
  for (let i = 0; i < PER_LAYER; i++) add(company(1, i), 'root');
  for (let layer = 2; layer <= LAYERS; layer++)
    for (let i = 0; i < PER_LAYER; i++)
      for (let j = 0; j < 4; j++) add(company(layer, i), company(layer - 1, (i + j * 13) % PER_LAYER));
  // Reciprocal holdings inside a layer: small cycles, as real structures have them.
  for (let layer = 2; layer <= LAYERS; layer++)
    for (let i = 0; i < 30; i += 2) {
      add(company(layer, i), company(layer, i + 1));
      add(company(layer, i + 1), company(layer, i));
    }
  // Persons hold companies anywhere until there are 2,000 holdings.
  while (pairs.size < HOLDINGS) {
    const layer = 1 + Math.floor(next() * LAYERS);
    add(`p${Math.floor(next() * PERSONS)}`, company(layer, Math.floor(next() * PER_LAYER)));
  }
  const holders = new Map<string, number>();
  for (const { held } of pairs.values()) holders.set(held, (holders.get(held) ?? 0) + 1);
  const holdings = [...pairs.values()].map(({ holder, held }) => ({
    holder,
    held,
    shares: Math.floor(9_900 / (holders.get(held) ?? 1)) / 100,
    voting_rights: null,
  }));
  return { entities, holdings };
}

/** The computation alone: the same structure in the rules' terms, timed over many runs. */
function timeComputation(structure: StructureInputData) {
  const entities: OwnershipEntity[] = [
    { key: 'root', type: 'company', name: 'Root', root: true },
    ...structure.entities.map((e) => ({
      key: e.key,
      type: e.type as 'company' | 'person',
      name: e.company?.formal_name ?? `${e.person?.given_names} ${e.person?.surname}`,
    })),
  ];
  const holdings = structure.holdings as OwnershipHolding[];
  const times: number[] = [];
  for (let i = 0; i < 230; i++) {
    const started = process.hrtime.bigint();
    computeOwnership({ entities, holdings });
    if (i >= 30) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { runs: times.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}

export async function runOwnershipGraphBench(): Promise<void> {
  const load = loadBeforeRun();
  const workDir = mkdtempSync(join(tmpdir(), 'dossier-bench-graph-'));
  const dataDir = join(workDir, 'data');
  let service: Awaited<ReturnType<typeof startService>> | undefined;
  let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
  try {
    const structure = largeStructure();
    log(`ownership graph: declaring ${structure.entities.length} entities and ${structure.holdings.length} holdings…`);
    const runtime = await openRuntime(loadConfig({ DOSSIER_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
    let token: string;
    let verificationId: string;
    let recompute: { runs: number; p50Ms: number; p99Ms: number; cpuP50Ms: number };
    try {
      const ctx = runtime.ctx;
      const account = await createAccount(ctx, 'Ownership bench');
      token = (await createAccessToken(ctx, account.id, 'bench')).token;
      const actor = { type: 'cli', id: null, accountId: account.id } as const;
      verificationId = (await createVerification(ctx, actor, sampleIntake())).id;
      await replaceCaseStructure(ctx, { actor, role: 'cli' }, verificationId, structure);
      // A read after a change computes: the structure's rows read, computed and the graph rendered, in process.
      // CPU time beside wall time: on a busy machine the wall time mostly measures the wait for a core.
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < 40; i++) {
        const started = process.hrtime.bigint();
        const cpuStarted = process.cpuUsage();
        const computed = computeStructure(await loadStructure(ctx.db, account.id, verificationId));
        JSON.stringify({ graph: presentGraph(computed) });
        const used = process.cpuUsage(cpuStarted);
        if (i >= 10) {
          times.push(Number(process.hrtime.bigint() - started) / 1e6);
          cpu.push((used.user + used.system) / 1000);
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      recompute = {
        runs: times.length,
        p50Ms: percentile(times, 50),
        p99Ms: percentile(times, 99),
        cpuP50Ms: percentile(cpu, 50),
      };
    } finally {
      await runtime.close();
    }
    const computation = timeComputation(structure);
    service = await startService(dataDir);
    const base = `http://127.0.0.1:${service.port}`;
    const headers = { authorization: `Bearer ${token}` };
    const path = `/api/v1/verifications/${verificationId}/graph`;
    const first = await get(`${base}${path}`, headers);
    if (first.status !== 200) throw new Error(`GET ${path} answered ${first.status}: ${first.body}`);
    const graph = JSON.parse(first.body.toString()).graph as {
      vertices: unknown[];
      edges: unknown[];
      acyclic: boolean;
    };
    const bodyFile = join(workDir, 'graph.body');
    writeFileSync(bodyFile, first.body);
    ceiling = await startCeiling(bodyFile, 'application/json; charset=utf-8');
    log(
      `ownership graph: ${first.body.length} bytes; loading the service and the ceiling at ${CONNECTIONS} connections…`,
    );
    const { first: measured, second: floor } = await compareLoad(
      { url: `${base}${path}`, headers },
      { url: `http://127.0.0.1:${ceiling.port}${path}`, headers },
      { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, rounds: ROUNDS },
    );
    const result = {
      date: new Date().toISOString(),
      machine: { ...machineSummary(), loadAverageBefore: load.text },
      structure: {
        entities: structure.entities.length,
        holdings: structure.holdings.length,
        vertices: graph.vertices.length,
        edges: graph.edges.length,
        acyclic: graph.acyclic,
        bytes: first.body.length,
      },
      computation,
      recompute,
      firstReadMs: Number(first.ms.toFixed(1)),
      connections: CONNECTIONS,
      service: measured,
      ceiling: floor,
      ratio: measured.requestsPerSecond / floor.requestsPerSecond,
      targetP99Ms: TARGET_P99_MS,
      pass: measured.p99Ms <= TARGET_P99_MS && measured.non2xx === 0 && measured.errors === 0,
    };
    const file = writeResultFile('ownership-graph', result);
    process.stdout.write(
      `\nownership graph (${result.structure.entities} entities, ${result.structure.holdings} holdings; ` +
        `${result.structure.vertices} vertices, ${result.structure.edges} edges, ${result.structure.bytes} bytes)\n` +
        `  computation alone: p50 ${computation.p50Ms.toFixed(2)} ms, p99 ${computation.p99Ms.toFixed(2)} ms ` +
        `(${computation.runs} runs)\n` +
        `  read, compute and render after a change (in process, warm): p50 ${recompute.p50Ms.toFixed(2)} ms, ` +
        `p99 ${recompute.p99Ms.toFixed(2)} ms, CPU p50 ${recompute.cpuP50Ms.toFixed(2)} ms (${recompute.runs} runs)\n` +
        `  first read of a fresh service (computes): ${result.firstReadMs} ms\n` +
        `  GET /graph at ${CONNECTIONS} connections: ${Math.round(measured.requestsPerSecond)} req/s, ` +
        `p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms (target ≤ ${TARGET_P99_MS} ms: ` +
        `${result.pass ? 'pass' : 'FAIL'})\n` +
        `  node:http with the same bytes: ${Math.round(floor.requestsPerSecond)} req/s, p99 ${floor.p99Ms} ms; ` +
        `ratio ${result.ratio.toFixed(2)}\n` +
        `  results written to ${file}${load.busyNote}\n`,
    );
  } finally {
    await ceiling?.stop();
    await service?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runOwnershipGraphBench()
    .then(() => closeAgent())
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      killAll();
      closeAgent();
      process.exitCode = 1;
    });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { openRuntime, type Runtime } from '../src/runtime.js';
import { importScreeningList, type ListImportResult } from '../src/services/screening/list-import.js';

/**
 * Where the screening benchmarks find the full list files: BENCH_SCREENING_OFAC (the folder of sdn.csv, add.csv,
 * alt.csv, sdn_comments.csv) and BENCH_SCREENING_UN (the consolidated XML), or the command line's two paths.
 * Null when neither says: the benchmark is skipped and says so.
 */
export function listPaths(argv: readonly string[] = process.argv.slice(2)): { ofac: string; un: string } | null {
  const ofac = argv[0] ?? process.env.BENCH_SCREENING_OFAC;
  const un = argv[1] ?? process.env.BENCH_SCREENING_UN;
  return ofac && un ? { ofac, un } : null;
}

export interface ListsDb {
  readonly runtime: Runtime;
  readonly imports: { ofac: ListImportResult; un: ListImportResult; ofacMs: number; unMs: number };
  close(): Promise<void>;
}

/** A fresh SQLite database (or PostgreSQL at databaseUrl) with the full OFAC and UN files imported, each timed. */
export async function listsDb(paths: { ofac: string; un: string }, databaseUrl?: string): Promise<ListsDb> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-bench-screening-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DOSSIER_DATA_DIR: dir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (databaseUrl && !env.DOSSIER_SECRET) env.DOSSIER_SECRET = 'bench-secret-0123456789abcdef';
  const runtime = await openRuntime(loadConfig(env));
  let t = performance.now();
  const ofac = await importScreeningList(runtime.ctx, 'ofac-sdn', paths.ofac);
  const ofacMs = performance.now() - t;
  t = performance.now();
  const un = await importScreeningList(runtime.ctx, 'un', paths.un);
  const unMs = performance.now() - t;
  return {
    runtime,
    imports: { ofac, un, ofacMs, unMs },
    async close() {
      await runtime.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

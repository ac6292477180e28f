/**
 * The synthetic OpenSanctions import of the screening bench, in a process of its own: what the "RSS growth
 * ≤ 200 MB" measures is the import's memory, and the bench's own process holds what its earlier parts screened
 * (prepared entries, token counts), which makes V8 let garbage grow in proportion before collecting.
 *   node --import tsx bench/screening-import-child.ts DATABASE_URL FILE   → one JSON line on stdout
 */
import { loadavg } from 'node:os';
import { loadConfig } from '../src/config.js';
import { openRuntime } from '../src/runtime.js';
import { importScreeningList } from '../src/services/screening/list-import.js';

const [databaseUrl, file] = process.argv.slice(2);
if (!databaseUrl || !file) throw new Error('usage: screening-import-child.ts DATABASE_URL FILE');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const runtime = await openRuntime(
  loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DOSSIER_SECRET: process.env.DOSSIER_SECRET ?? 'bench-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
  }),
);
try {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 200);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const imported = await importScreeningList(runtime.ctx, 'opensanctions', file);
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  process.stdout.write(
    `${JSON.stringify({
      entries: imported.entry_count,
      seconds: (performance.now() - started) / 1000,
      // This process's CPU time only: PostgreSQL's own work is in the wall time.
      cpu_seconds: (used.user + used.system) / 1e6,
      load_average: loadavg().map((l) => Number(l.toFixed(1))),
      rss_before: mb(rssBefore),
      rss_peak: mb(rssPeak),
      rss_growth: mb(rssPeak - rssBefore),
    })}\n`,
  );
} finally {
  await runtime.close();
}

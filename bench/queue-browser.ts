/**
 * The console's case queue in Chromium, on the embedded default with the demo data plus 10,000 cases: how long
 * from navigating to /console/cases until the first case row is visible, and from typing a search term into the
 * "Search" box until the table shows only matching rows. Each is repeated (BENCH_BROWSER_RUNS, 10) and reported
 * as median and max. Run by `npm run bench` when /usr/bin/chromium exists; alone: `node --import tsx
 * bench/queue-browser.ts`. Settings (environment): BENCH_BROWSER_CASES (10000), BENCH_BROWSER_RUNS (10).
 *
 * It reads the page by its accessible contract only: heading "Cases", a searchbox labelled "Search", a table
 * captioned "Cases" with one row per case whose company name is a link. A console without that page (the
 * placeholder has the heading but no search box) is reported as skipped, not as a failure.
 *
 * Times are taken in this process around Playwright calls: the row checks poll in the page on animation frames,
 * so each figure includes up to a frame (~16 ms) of polling and a protocol round trip (a few ms).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Locator, type Page } from 'playwright-core';
import { loadConfig } from '../src/config.js';
import { openRuntime } from '../src/runtime.js';
import { createUser, setPasswordAsOperator } from '../src/services/users.js';
import { ensureConsoleBuilt } from '../test/helpers/live-service.js';
import { percentile } from './load.js';
import { type Child, startService } from './processes.js';
import { prepareData, SEARCH_TERMS } from './seed.js';
import { countSetting, log } from './settings.js';

const CHROMIUM = '/usr/bin/chromium';
/** Without the background flags Chromium floods a closed network (a CI sandbox) with refused connections. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** How long to wait for the queue's search box once the "Cases" heading shows, before calling the page absent. */
const QUEUE_PAGE_WAIT_MS = 5_000;
const STEP_TIMEOUT_MS = 30_000;

export interface Spread {
  readonly medianMs: number;
  readonly maxMs: number;
  readonly samplesMs: readonly number[];
}

export type QueueBrowserResult =
  | { readonly skipped: string }
  | {
      readonly skipped: null;
      readonly cases: number;
      readonly term: string;
      readonly matches: number;
      readonly runs: number;
      /** Navigation (page.goto) → the first case row visible. */
      readonly firstRow: Spread;
      /** Last keystroke of the term → the table shows only matching rows (a debounce, if any, is included). */
      readonly searchFromLastKey: Spread;
      /** First keystroke → the same: what typing the term costs in all. */
      readonly searchFromFirstKey: Spread;
      /** Rows the table showed once the search settled (last run). */
      readonly rowsShown: number;
    };

function spread(samples: readonly number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    medianMs: percentile(sorted, 50),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    samplesMs: samples.map((s) => Math.round(s * 10) / 10),
  };
}

/** An admin with a password, through the service functions as the CLI would (actor cli). */
async function consoleUser(dataDir: string, accountId: string) {
  const runtime = await openRuntime(loadConfig({ DOSSIER_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  try {
    const actor = { type: 'cli', id: null, accountId } as const;
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const password = `bench-${randomBytes(12).toString('base64url')}`;
    const { user } = await createUser(runtime.ctx, actor, { email, name: 'Bench Officer', role: 'admin' });
    await setPasswordAsOperator(runtime.ctx, actor, user.id, password);
    return { email, password };
  } finally {
    await runtime.close();
  }
}

/** The queue table's case rows: rows with a link (the company name); the header row has none. */
function caseRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Cases' })
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
}

async function signIn(page: Page, base: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/console/`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page
    .getByRole('button', { name: 'Sign out', exact: true })
    .or(page.getByRole('link', { name: 'Sign out', exact: true }))
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Whether the console has the queue page (its search box and table), not the placeholder. */
export async function hasQueuePage(page: Page, base: string): Promise<boolean> {
  await page.goto(`${base}/console/cases`);
  try {
    await page.getByRole('heading', { name: 'Cases', exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  } catch {
    return false;
  }
  try {
    await page.getByRole('searchbox', { name: 'Search' }).waitFor({ timeout: QUEUE_PAGE_WAIT_MS });
    await page.getByRole('table', { name: 'Cases' }).waitFor({ timeout: QUEUE_PAGE_WAIT_MS });
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once every case row of the queue table contains `term` (any case) and there is at least one: polled
 * in the page on animation frames. Rows are found as the accessibility tree shows them: `tr` or role=row inside
 * the table whose caption (or label) is "Cases", holding a link.
 */
async function onlyMatchingRows(page: Page, term: string): Promise<number> {
  // page.evaluate, not page.waitForFunction: the latter evals its predicate in the page, which the console's CSP
  // forbids (no 'unsafe-eval'). This project's TypeScript has no DOM library, hence the small structural types;
  // no function is assigned to a name inside (tsx would wrap it in a helper the page does not have).
  const shown = await page.evaluate(
    async ({ needle, timeoutMs }) => {
      interface Node {
        readonly tagName: string;
        readonly textContent: string | null;
        readonly caption?: Node | null;
        getAttribute(name: string): string | null;
        querySelector(selector: string): Node | null;
        querySelectorAll(selector: string): ArrayLike<Node>;
      }
      const g = globalThis as unknown as {
        document: Node & { getElementById(id: string): Node | null };
        requestAnimationFrame(callback: () => void): void;
        performance: { now(): number };
      };
      const doc = g.document;
      const deadline = g.performance.now() + timeoutMs;
      for (;;) {
        const table = Array.from(doc.querySelectorAll('table, [role="table"], [role="grid"]')).find(
          (t) =>
            (t.tagName === 'TABLE' && t.caption?.textContent?.trim() === 'Cases') ||
            t.getAttribute('aria-label') === 'Cases' ||
            doc.getElementById(t.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() === 'Cases',
        );
        const rows = table
          ? Array.from(table.querySelectorAll('tr, [role="row"]')).filter((r) => r.querySelector('a') !== null)
          : [];
        if (rows.length > 0 && rows.every((r) => (r.textContent ?? '').toLowerCase().includes(needle))) {
          return rows.length;
        }
        if (g.performance.now() > deadline) return -1;
        await new Promise<void>((resolve) => g.requestAnimationFrame(() => resolve()));
      }
    },
    { needle: term.toLowerCase(), timeoutMs: STEP_TIMEOUT_MS },
  );
  if (shown < 0) throw new Error(`the queue did not show only rows matching "${term}" within ${STEP_TIMEOUT_MS} ms`);
  return shown;
}

export async function measureQueue(
  page: Page,
  base: string,
  term: string,
  runs: number,
): Promise<{ firstRow: number[]; fromLast: number[]; fromFirst: number[]; rowsShown: number }> {
  const firstRow: number[] = [];
  const fromLast: number[] = [];
  const fromFirst: number[] = [];
  let rowsShown = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await page.goto(`${base}/console/cases`, { waitUntil: 'commit' });
    await caseRows(page).first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    firstRow.push(performance.now() - started);

    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.click();
    const typing = performance.now();
    await box.pressSequentially(term);
    const typed = performance.now();
    rowsShown = await onlyMatchingRows(page, term);
    const done = performance.now();
    // The same state through the accessibility tree: the first row of the result is visible and matches.
    await caseRows(page)
      .first()
      .filter({ hasText: new RegExp(term, 'i') })
      .waitFor({ state: 'visible' });
    fromLast.push(done - typed);
    fromFirst.push(done - typing);
    log(
      `  run ${run + 1}/${runs}: first row ${(firstRow.at(-1) ?? 0).toFixed(0)} ms, search ${(done - typed).toFixed(0)} ms ` +
        `after the last key (${(done - typing).toFixed(0)} ms after the first), ${rowsShown} rows`,
    );
  }
  return { firstRow, fromLast, fromFirst, rowsShown };
}

export function formatQueueBrowser(result: QueueBrowserResult): string {
  if (result.skipped !== null) return `console queue in a browser: skipped: ${result.skipped}`;
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const rows = [
    ['console queue (Chromium, headless)', 'median', 'max', 'runs'],
    ['navigation → first case row visible', ms(result.firstRow.medianMs), ms(result.firstRow.maxMs)],
    [
      `last key of "${result.term}" → only matching rows`,
      ms(result.searchFromLastKey.medianMs),
      ms(result.searchFromLastKey.maxMs),
    ],
    [
      `first key of "${result.term}" → only matching rows`,
      ms(result.searchFromFirstKey.medianMs),
      ms(result.searchFromFirstKey.maxMs),
    ],
  ].map((r, i) => (i === 0 ? r : [...r, String(result.runs)]));
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  const line = (r: readonly string[]) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ');
  return [
    `Console queue in a browser — ${result.cases} cases, "${result.term}" matches ${result.matches} ` +
      `(the table showed ${result.rowsShown})`,
    line(rows[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
    `  samples (ms): first row ${result.firstRow.samplesMs.join(' ')}; search after the last key ` +
      `${result.searchFromLastKey.samplesMs.join(' ')}`,
    'note: the first run loads the console with a cold HTTP cache; later runs reuse its cached assets',
  ].join('\n');
}

export async function runQueueBrowserBench(): Promise<QueueBrowserResult> {
  const result = await measureQueueBrowser();
  process.stdout.write(`\n${formatQueueBrowser(result)}\n`);
  if (result.skipped === null) {
    const dir = join(ROOT, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'queue-browser-latest.json');
    const machine = { cpus: cpus().length, node: process.version, loadAverage: loadavg().map((l) => l.toFixed(2)) };
    writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, ...result }, null, 2)}\n`);
    log(`results written to ${file}`);
  }
  return result;
}

/** The line of a failed build's output that says what failed (Vite/Rolldown print `[CODE] message`). */
function buildError(error: unknown): string {
  const text = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
  const lines = text.split('\n').map((l) => l.trim());
  return lines.find((l) => /^\[[A-Z_]+\]/.test(l)) ?? lines.find((l) => /error/i.test(l)) ?? lines[0] ?? '';
}

async function measureQueueBrowser(): Promise<QueueBrowserResult> {
  if (!existsSync(CHROMIUM)) return { skipped: 'no Chromium' };
  const cases = countSetting('BENCH_BROWSER_CASES', 10_000);
  const runs = countSetting('BENCH_BROWSER_RUNS', 10);
  try {
    await ensureConsoleBuilt();
  } catch (error) {
    return { skipped: `the console does not build (npm run build:web): ${buildError(error)}` };
  }
  const workDir = mkdtempSync(join(tmpdir(), 'dossier-bench-browser-'));
  const dataDir = join(workDir, 'data');
  let service: Child | null = null;
  let context: Awaited<ReturnType<typeof chromium.launchPersistentContext>> | null = null;
  try {
    log(`console queue: preparing data (demo + ${cases} verifications)…`);
    const data = await prepareData(dataDir, { extra: cases, deepPage: null, limit: 50 });
    const user = await consoleUser(dataDir, data.accountId);
    service = await startService(dataDir);
    const base = `http://127.0.0.1:${service.port}`;
    context = await chromium.launchPersistentContext(join(workDir, 'profile'), {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    log('console queue: signing in…');
    await signIn(page, base, user);
    if (!(await hasQueuePage(page, base))) return { skipped: 'the console has no queue page yet' };
    const term = SEARCH_TERMS.few;
    log(`console queue: ${runs} runs (open the queue, then search "${term}")…`);
    const measured = await measureQueue(page, base, term, runs);
    return {
      skipped: null,
      cases: data.verificationCount,
      term,
      matches: data.search.few.matches,
      runs,
      firstRow: spread(measured.firstRow),
      searchFromLastKey: spread(measured.fromLast),
      searchFromFirstKey: spread(measured.fromFirst),
      rowsShown: measured.rowsShown,
    };
  } finally {
    await context?.close().catch(() => {});
    await service?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runQueueBrowserBench().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}

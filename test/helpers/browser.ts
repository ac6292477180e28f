import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOT_DIR = join(ROOT, 'artifacts', 'screenshots');

/** Without these flags Chromium floods a closed network (a CI sandbox) with refused connections. */
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

/** CHROMIUM_PATH, or Debian's /usr/bin/chromium; null when neither is an executable file. */
export function findChromium(): string | null {
  const path = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return null;
  }
}

/**
 * A `describe` for browser suites. Without Chromium the suite is reported as skipped with the reason, unless
 * DOSSIER_REQUIRE_BROWSER=1 (CI), where a missing browser is a failure.
 */
export function describeBrowser(name: string, fn: () => void): void {
  if (findChromium() !== null) {
    describe(name, fn);
    return;
  }
  const where = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const reason = `No Chromium found at ${where}: install it with apt-get install -y chromium`;
  if (process.env.DOSSIER_REQUIRE_BROWSER === '1') {
    describe(name, () => {
      it('has a browser to run in', () => {
        throw new Error(`${reason} (DOSSIER_REQUIRE_BROWSER=1 makes a missing browser a failure)`);
      });
    });
    return;
  }
  describe(name, { skip: reason }, fn);
}

/** What a page did that a test may want to assert on: alert/confirm/prompt dialogs, uncaught errors, console errors. */
export interface PageGuard {
  /** Every JavaScript dialog (alert, confirm, prompt) that opened, as "type: message". Each one is dismissed. */
  readonly dialogs: string[];
  /** Uncaught exceptions in the page. */
  readonly pageErrors: string[];
  /** console.error messages, CSP violations included. */
  readonly consoleErrors: string[];
}

export function guardPage(page: Page): PageGuard {
  const guard: PageGuard = { dialogs: [], pageErrors: [], consoleErrors: [] };
  page.on('dialog', (dialog) => {
    guard.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
  page.on('pageerror', (error) => guard.pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') guard.consoleErrors.push(message.text());
  });
  return guard;
}

export interface TestBrowser {
  readonly context: BrowserContext;
  /**
   * A fresh page with no cookies from earlier tests (the context's other pages are closed), with its guard and a
   * default timeout for locators.
   */
  newPage(): Promise<{ page: Page; guard: PageGuard }>;
  close(): Promise<void>;
}

/** Launches Chromium: a persistent context in a fresh temporary profile directory. */
export async function launchBrowser(): Promise<TestBrowser> {
  const executablePath = findChromium();
  if (executablePath === null) throw new Error('No Chromium found (see findChromium)');
  const profileDir = mkdtempSync(join(tmpdir(), 'dossier-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    async newPage() {
      await context.clearCookies();
      const page = await context.newPage();
      for (const other of context.pages()) if (other !== page) await other.close();
      page.setDefaultTimeout(15_000);
      page.setDefaultNavigationTimeout(15_000);
      return { page, guard: guardPage(page) };
    },
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page and fails listing every serious or critical violation. The source goes in through
 * page.evaluate (the DevTools protocol), which the console's CSP (`script-src 'self'`) does not block, unlike an
 * inline script tag.
 */
export async function checkA11y(page: Page, label: string): Promise<void> {
  // Colours are measured as rendered: let finite transitions and animations (a button leaving its pending
  // state, a dialog opening) reach their end first. Endless ones (spinners, skeletons) are left running.
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((a) => a.playState === 'running' && a.effect && Number.isFinite(a.effect.getComputedTiming().endTime))
    .map((a) => a.finished.catch(() => {})))`);
  await page.evaluate(`(() => { if (!globalThis.axe) { ${axeSource}\n } })()`);
  const violations = (await page.evaluate(
    `globalThis.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  )) as AxeViolation[];
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const lines = serious.map((v) => {
    const nodes = v.nodes.map(
      (n) =>
        `      ${JSON.stringify(n.target)}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
    );
    return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
  });
  throw new Error(`accessibility violations on ${label} (${page.url()}):\n${lines.join('\n')}`);
}

/** A full-page PNG at artifacts/screenshots/<name>.png (git-ignored). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

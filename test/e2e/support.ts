/**
 * Steps the console suites share. Every selector is a role or a label (docs/architecture.md "Pages: accessible names":
 * accessible names are binding), never a CSS class.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOT_DIR } from '../helpers/browser.js';
import { focusedName, isFocused, tagName } from '../helpers/dom-probes.js';
import { createUserWithPassword, type LiveService, type Role, type TestUser } from '../helpers/live-service.js';
import { createTenant, type Tenant } from '../helpers/test-app.js';

export const SESSION_COOKIE = 'dossier_session';
export const XSS = '<img src=x onerror=alert(1)>';
export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
export const ACCESS_TOKEN = /dsr_[A-Za-z0-9]{43}/;
export const WEBHOOK_SECRET = /whsec_[A-Za-z0-9+/=]{20,}/;
export const SET_PASSWORD_LINK = /https?:\/\/\S+\/console\/set-password#token=[A-Za-z0-9_-]+/;

/** An account of its own (with an API token) and one user of the given role. */
export async function tenantWithUser(
  service: LiveService,
  role: Role = 'admin',
): Promise<{ tenant: Tenant; user: TestUser }> {
  const tenant = await createTenant(service.ctx);
  const user = await createUserWithPassword(service.ctx, tenant.accountId, role);
  return { tenant, user };
}

// ——— Locators ———

/** "Sign out" is a navigation control: a button or a link. */
export function signOutControl(page: Page): Locator {
  return page
    .getByRole('button', { name: 'Sign out', exact: true })
    .or(page.getByRole('link', { name: 'Sign out', exact: true }));
}

export function signInButton(page: Page): Locator {
  // Exact: the page also has "Sign in with SSO".
  return page.getByRole('button', { name: 'Sign in', exact: true });
}

/** The table row (role row) that mentions `text`. */
export function row(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByRole('row').filter({ hasText: text });
}

// ——— Steps ———

/** Opens the console and waits for the sign-in form (the console sends a visitor without a session there). */
export async function openSignIn(page: Page, service: LiveService): Promise<void> {
  await page.goto(`${service.url}/console/`);
  await page.getByLabel('Email').waitFor();
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await signInButton(page).click();
}

/** Signs in through the form and waits until the console shows its navigation. */
export async function signIn(
  page: Page,
  service: LiveService,
  user: { email: string; password: string },
): Promise<void> {
  await openSignIn(page, service);
  await fillSignIn(page, user.email, user.password);
  await signOutControl(page).waitFor();
}

/** Settings → the named tab, and waits until that tab is the selected one. */
export async function openSettingsTab(page: Page, tab: string): Promise<void> {
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByRole('tab', { name: tab, exact: true, selected: true }).waitFor();
}

/** The open dialog (Radix dialogs and alert dialogs both count). */
export function openDialog(page: Page): Locator {
  return page.getByRole('dialog').or(page.getByRole('alertdialog'));
}

/**
 * A secret the console shows once (token, webhook secret, set-password link): found in the text of `scope` or in
 * the value of a (read-only) text box inside it.
 */
export async function readShownSecret(scope: Locator, pattern: RegExp): Promise<string> {
  // Generous: a machine busy with other work (CI's other suites) can take seconds to answer.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const text = (await scope.allInnerTexts().catch(() => [])).join('\n');
    const inText = text.match(pattern);
    if (inText) return inText[0];
    for (const box of await scope.getByRole('textbox').all()) {
      const value = await box.inputValue().catch(() => '');
      const inBox = value.match(pattern);
      if (inBox) return inBox[0];
    }
    if (Date.now() > deadline) {
      // Say what the whole page showed (a toast or a notice may stand outside the dialog).
      const page = (
        (await scope
          .page()
          .locator('body')
          .textContent()
          .catch(() => '')) ?? ''
      ).slice(0, 4000);
      await scope
        .page()
        .screenshot({ path: 'artifacts/screenshots/failure-no-secret-shown.png' })
        .catch(() => {});
      throw new Error(`no ${pattern} shown in:\n${text}\n--- the whole page:\n${page}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Closes the open dialog with its "Close"/"Done" button, or Escape, and waits until it is gone. */
export async function closeDialog(page: Page): Promise<void> {
  const dialog = openDialog(page);
  const button = dialog.getByRole('button', { name: /^(Done|Close)$/ });
  if ((await button.count()) > 0) await button.first().click();
  else await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

// ——— The HTTP API, as integrators and a signed-in browser use it ———

export interface ApiSession {
  /** The Cookie header value. */
  readonly cookie: string;
  readonly csrf: string;
}

export interface ApiAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export async function api(
  service: LiveService,
  method: string,
  path: string,
  auth: { token: string } | { session: ApiSession; csrf?: string | null } | null,
  body?: unknown,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (auth && 'token' in auth) headers.authorization = `Bearer ${auth.token}`;
  if (auth && 'session' in auth) {
    headers.cookie = auth.session.cookie;
    const csrf = auth.csrf === undefined ? auth.session.csrf : auth.csrf;
    if (csrf !== null) headers['x-csrf-token'] = csrf;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${service.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed };
}

/** The CSRF token of a session cookie, from GET /api/v1/session. */
async function csrfOf(service: LiveService, cookie: string): Promise<string> {
  const answer = await api(service, 'GET', '/api/v1/session', { session: { cookie, csrf: '' }, csrf: null });
  assert.equal(answer.status, 200, `GET /api/v1/session: ${JSON.stringify(answer.body)}`);
  const session = answer.body.session as { csrf_token: string };
  return session.csrf_token;
}

/** Signs in through the API, as the console does, and returns the cookie and its CSRF token. */
export async function apiSignIn(service: LiveService, user: { email: string; password: string }): Promise<ApiSession> {
  const response = await fetch(`${service.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  assert.equal(response.status, 200, `sign-in: ${await response.text()}`);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  assert.ok(setCookie, `no ${SESSION_COOKIE} cookie in ${response.headers.getSetCookie().join(' | ')}`);
  const cookie = setCookie.split(';')[0] ?? '';
  return { cookie, csrf: await csrfOf(service, cookie) };
}

/** The browser's own session (its cookie), for calls from the test as that signed-in person. */
export async function browserSession(page: Page, service: LiveService): Promise<ApiSession> {
  const cookies = await page.context().cookies(service.url);
  const session = cookies.find((c) => c.name === SESSION_COOKIE);
  assert.ok(session, `the browser holds no ${SESSION_COOKIE} cookie for ${service.url}`);
  const cookie = `${SESSION_COOKIE}=${session.value}`;
  return { cookie, csrf: await csrfOf(service, cookie) };
}

/** Opens a case with an integrator's token and returns its id. */
export async function openCaseOverHttp(service: LiveService, token: string, intake: unknown): Promise<string> {
  const answer = await api(service, 'POST', '/api/v1/verifications', { token }, intake);
  assert.equal(answer.status, 201, `opening a case: ${JSON.stringify(answer.body)}`);
  return (answer.body.verification as { id: string }).id;
}

/** Fails with everything the page threw; alerts are checked by the tests that care. */
export function assertNoPageErrors(guard: { pageErrors: string[] }): void {
  assert.deepEqual(guard.pageErrors, [], `uncaught errors in the page:\n${guard.pageErrors.join('\n')}`);
}

// ——— Case review ———

/** The events' button names (docs/architecture.md "Pages: accessible names"), by API event. */
export const CASE_ACTIONS = {
  start: 'Start review',
  request_data_update: 'Request data update',
  cancel_data_update: 'Cancel data update',
  request_risk_score_update: 'Request risk score update',
  cancel_risk_score_update: 'Cancel risk score update',
  qa: 'Send to QA',
  back_to_compliance: 'Back to compliance',
  complete: 'Complete',
  rejected: 'Reject',
  reopen: 'Reopen',
} as const;

export const CASE_TABS = [
  'Summary',
  'Company',
  'Directors',
  'Structure',
  'Documents',
  'Risk',
  'Screening',
  'Audit log',
  'Notes',
] as const;

export const FOUR_EYES_REASON =
  'Four eyes: the person who sent the verification to QA cannot also complete it, with any session or access token of theirs';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A status tab of the queue: its name starts with the status label and goes on with a count. */
export function statusTab(page: Page, label: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${escapeRegExp(label)}(?![A-Za-z])`) });
}

export function queueTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Cases' });
}

/** The queue's data rows (the header row has no link). */
export function queueRows(page: Page): Locator {
  return queueTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link') });
}

export function caseAction(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('button', { name, exact: true });
}

export function caseTab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name, exact: true });
}

/** "Mark as reviewed": a switch, a check box or a toggle button. */
export function reviewToggle(scope: Page | Locator): Locator {
  return scope
    .getByRole('switch', { name: 'Mark as reviewed' })
    .or(scope.getByRole('checkbox', { name: 'Mark as reviewed' }))
    .or(scope.getByRole('button', { name: 'Mark as reviewed' }));
}

/** Opens the queue through the "Cases" link and waits for its table. */
export async function openQueue(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Cases', exact: true }).click();
  await page.getByRole('heading', { name: 'Cases', exact: true }).waitFor();
  await queueTable(page).waitFor();
}

/** Waits for a case page: its h1 is the company's name. */
export async function waitForCasePage(page: Page, companyName: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: companyName, exact: true }).waitFor();
}

/** Selects the case page's tab and waits until it is the selected one; returns its panel. */
export async function openCaseTab(page: Page, name: string): Promise<Locator> {
  await caseTab(page, name).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  return page.getByRole('tabpanel', { name });
}

/**
 * A select (native, or a listbox button) by its accessible name. Role and name, not getByLabel: a label's
 * aria-hidden "Optional" marker is not part of the field's name.
 */
export function selectField(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('combobox', { name, exact: true });
}

/** A text input or text area by its accessible name. */
export function textField(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** Chooses `option` in the select named `name`: a native select, or a listbox button that opens on click. */
export async function chooseOption(scope: Page | Locator, name: string, option: string): Promise<void> {
  const field = selectField(scope, name);
  if ((await tagName(field)) === 'SELECT') {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The status badge's label on the case page (text in the page's header, next to the h1). */
export function statusBadge(page: Page, label: string): Locator {
  return page.getByRole('main').getByText(label, { exact: true }).first();
}

/**
 * Presses Tab (or Shift+Tab) until `locator` holds the focus, at most `max` times; fails naming where the focus
 * went instead.
 */
export async function tabTo(
  page: Page,
  locator: Locator,
  options: { max?: number; back?: boolean } = {},
): Promise<void> {
  const max = options.max ?? 60;
  const key = options.back ? 'Shift+Tab' : 'Tab';
  await locator.first().waitFor();
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await isFocused(locator.first())) return;
    await page.keyboard.press(key);
    if (seen.length < 80) seen.push(await focusedName(page));
  }
  if (await isFocused(locator.first())) return;
  throw new Error(
    `${key} ×${max} never reached ${locator.toString()}; the focus visited:\n  ${seen.join('\n  ')}\nand is on ${await focusedName(page)}`,
  );
}

/**
 * Clicks a case action. When it asks for confirmation, `fill` fills the dialog and its primary button (which
 * repeats the action's name) sends it; the step ends when the dialog has closed or the action has gone.
 */
export async function runCaseAction(
  page: Page,
  name: string,
  fill?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  const button = caseAction(page, name);
  await button.click();
  const dialog = openDialog(page);
  const next = await Promise.race([
    dialog.waitFor().then(
      () => 'dialog' as const,
      () => 'timeout' as const,
    ),
    button.waitFor({ state: 'detached' }).then(
      () => 'done' as const,
      () => 'timeout' as const,
    ),
  ]);
  if (next === 'timeout') throw new Error(`"${name}" neither opened a dialog nor went away`);
  if (next === 'done' && !(await dialog.isVisible())) {
    assert.equal(fill, undefined, `"${name}" asked for nothing, though the test meant to fill its dialog`);
    return;
  }
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Polls `check` until it holds; fails with `what` after `timeoutMs` (a bound for waiting, never an assertion). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A PNG of what the viewport shows, at artifacts/screenshots/<name>.png: for dialogs, whose overlay covers the
 * viewport only (a full-page shot shows the page under it undimmed).
 */
export async function screenshotViewport(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}

/**
 * Steps the console suites share. Every selector is a role or a label (DESIGN.md "Console and portal":
 * accessible names are binding), never a CSS class.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
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
  return page.getByRole('button', { name: 'Sign in' });
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
  const deadline = Date.now() + 15_000;
  for (;;) {
    const text = (await scope.allInnerTexts().catch(() => [])).join('\n');
    const inText = text.match(pattern);
    if (inText) return inText[0];
    for (const box of await scope.getByRole('textbox').all()) {
      const value = await box.inputValue().catch(() => '');
      const inBox = value.match(pattern);
      if (inBox) return inBox[0];
    }
    if (Date.now() > deadline) throw new Error(`no ${pattern} shown in:\n${text}`);
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

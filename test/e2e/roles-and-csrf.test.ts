import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  type ApiSession,
  api,
  apiSignIn,
  assertNoPageErrors,
  browserSession,
  openSettingsTab,
  signIn,
  signOutControl,
  tenantWithUser,
} from './support.js';

/** Another site's page: a form that posts itself to the service's token route as soon as it loads. */
async function startAttackerSite(target: string): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Win a prize</title>
<form method="post" action="${target}/api/v1/access_tokens" enctype="application/x-www-form-urlencoded">
<input name="name" value="planted-by-csrf"></form>
<script>document.forms[0].submit()</script></html>`);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

async function tokenNames(service: LiveService, session: ApiSession): Promise<string[]> {
  const listed = await api(service, 'GET', '/api/v1/access_tokens', { session });
  assert.equal(listed.status, 200, JSON.stringify(listed.body));
  return (listed.body.access_tokens as { name: string }[]).map((t) => t.name);
}

/** Visits the attacker's page and returns the status the service answered the forged post with. */
async function forgedPostStatus(page: Page, attackerUrl: string): Promise<number> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/access_tokens' && r.request().method() === 'POST',
  );
  await page.goto(attackerUrl);
  return (await answered).status();
}

for (const dialect of testDialects()) {
  describeBrowser(`console: roles and cross-site request forgery (${dialect})`, () => {
    let service: LiveService;
    let browser: TestBrowser;

    before(async () => {
      service = await startLiveService(dialect);
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await service?.close();
    });

    it('an officer sees no Settings, gets a no-access page there, and a 403 from the token route', async () => {
      const { user } = await tenantWithUser(service, 'officer');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await page.getByRole('link', { name: 'Cases', exact: true }).waitFor();
      assert.equal(
        await page.getByRole('link', { name: 'Settings', exact: true }).count(),
        0,
        'an officer has no Settings link',
      );

      await page.goto(`${service.url}/console/settings`);
      await page
        .getByText(/access|permission|not allowed|administrators?/i)
        .first()
        .waitFor();
      await signOutControl(page).waitFor();
      assert.equal(await page.getByRole('tab', { name: 'Access tokens' }).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Create token' }).count(), 0);
      await checkA11y(page, 'the no-access page');
      await screenshot(page, 'officer-settings-no-access');

      const session = await apiSignIn(service, user);
      const created = await api(service, 'POST', '/api/v1/access_tokens', { session }, { name: 'officer token' });
      assert.equal(created.status, 403, JSON.stringify(created.body));
      const listed = await api(service, 'GET', '/api/v1/access_tokens', { session });
      assert.equal(listed.status, 403, JSON.stringify(listed.body));
      const cases = await api(service, 'GET', '/api/v1/verifications', { session });
      assert.equal(cases.status, 200, 'an officer reviews cases');
      assertNoPageErrors(guard);
    });

    it('a viewer reads Settings but is offered no way to change them, and the API refuses writes', async () => {
      const { user } = await tenantWithUser(service, 'viewer');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      for (const [tab, button] of [
        ['Access tokens', 'Create token'],
        ['Onboarding profiles', 'Create profile'],
        ['Users', 'Invite user'],
      ] as const) {
        await openSettingsTab(page, tab);
        await page
          .getByRole('tabpanel')
          .getByText(/read-only access/i)
          .waitFor();
        const control = page.getByRole('button', { name: button });
        const offered = (await control.count()) > 0 && (await control.first().isEnabled());
        assert.equal(offered, false, `a viewer is offered "${button}" on ${tab}`);
      }
      await openSettingsTab(page, 'Access tokens');
      await page.getByRole('row').filter({ hasText: 'test' }).first().waitFor();
      const revoke = page.getByRole('button', { name: 'Revoke' });
      assert.equal((await revoke.count()) > 0 && (await revoke.first().isEnabled()), false, 'a viewer can revoke');
      await checkA11y(page, 'Settings → Access tokens as a viewer');
      await screenshot(page, 'viewer-settings-access-tokens');

      // Webhook endpoint URLs, payloads and receivers' answers are for admins: no tab, and its address says so.
      assert.equal(await page.getByRole('tab', { name: 'Webhooks' }).count(), 0, 'a viewer has no Webhooks tab');
      await page.goto(`${service.url}/console/settings/webhooks`);
      await page.getByRole('heading', { name: 'Webhooks are for admins' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Add endpoint' }).count(), 0);
      await checkA11y(page, 'Settings → Webhooks as a viewer');
      await screenshot(page, 'viewer-settings-webhooks-admin-only');

      const session = await apiSignIn(service, user);
      assert.equal((await api(service, 'GET', '/api/v1/webhook_endpoints', { session })).status, 403);
      const created = await api(service, 'POST', '/api/v1/access_tokens', { session }, { name: 'viewer token' });
      assert.equal(created.status, 403, JSON.stringify(created.body));
      assert.equal((await api(service, 'GET', '/api/v1/access_tokens', { session })).status, 200);
      assertNoPageErrors(guard);
    });

    it('a company access token cannot use the session-only routes', async () => {
      const { tenant } = await tenantWithUser(service, 'admin');
      const created = await api(service, 'POST', '/api/v1/access_tokens', { token: tenant.token }, { name: 'minted' });
      assert.equal(created.status, 403, JSON.stringify(created.body));
      assert.equal((await api(service, 'GET', '/api/v1/users', { token: tenant.token })).status, 403);
    });

    it('refuses a forged cross-site form post and a cookie-authenticated write without the CSRF token', async () => {
      const { user } = await tenantWithUser(service, 'admin');
      const { page } = await browser.newPage();
      await signIn(page, service, user);
      const session = await browserSession(page, service);
      const attacker = await startAttackerSite(service.url);
      try {
        // Another site (localhost is not 127.0.0.1): SameSite=Lax already keeps the cookie off the post.
        const crossSite = await forgedPostStatus(page, `http://localhost:${attacker.port}/`);
        assert.ok(crossSite === 401 || crossSite === 403, `cross-site forged post answered ${crossSite}`);
        // Another origin of the same site (another port of 127.0.0.1): the cookie goes along, the CSRF check stops it.
        const sameSite = await forgedPostStatus(page, `http://127.0.0.1:${attacker.port}/`);
        assert.equal(sameSite, 403, 'same-site, cross-origin forged post');
      } finally {
        await attacker.close();
      }

      const missing = await api(service, 'POST', '/api/v1/access_tokens', { session, csrf: null }, { name: 'no-csrf' });
      assert.equal(missing.status, 403, JSON.stringify(missing.body));
      const wrong = await api(
        service,
        'POST',
        '/api/v1/access_tokens',
        { session, csrf: 'x'.repeat(43) },
        { name: 'bad-csrf' },
      );
      assert.equal(wrong.status, 403, JSON.stringify(wrong.body));
      const names = await tokenNames(service, session);
      for (const name of ['planted-by-csrf', 'no-csrf', 'bad-csrf'])
        assert.ok(!names.includes(name), `${name} was created`);

      // The same cookie with its CSRF token does work: the refusals above were the CSRF check.
      const proper = await api(service, 'POST', '/api/v1/access_tokens', { session }, { name: 'with-csrf' });
      assert.equal(proper.status, 201, JSON.stringify(proper.body));
      assert.ok((await tokenNames(service, session)).includes('with-csrf'));
    });
  });
}

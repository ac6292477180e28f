import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createUser } from '../../src/services/users.js';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { startOidcProvider } from '../helpers/oidc-provider.js';
import { testDialects } from '../helpers/test-app.js';
import { assertNoPageErrors, openSettingsTab, openSignIn, signIn, signOutControl, tenantWithUser } from './support.js';

type Idp = Awaited<ReturnType<typeof startOidcProvider>>;

/** "Sign in with SSO" with the work e-mail, then the provider's development login and consent pages. */
async function signInWithSso(page: Page, email: string, shotName?: string): Promise<void> {
  // The provider remembers whom it signed in last; each sign-in here is a new person at the provider.
  const idpCookies = (await page.context().cookies()).filter((c) => !c.name.startsWith('dossier_'));
  for (const cookie of idpCookies) await page.context().clearCookies({ name: cookie.name });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  // The provider's own pages (oidc-provider's development interactions): any login and password sign in.
  const login = page.locator('input[name="login"]');
  await login.waitFor();
  if (shotName) await screenshot(page, shotName);
  await login.fill(email);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const dialect of testDialects()) {
  describeBrowser(`console: single sign-on (${dialect})`, () => {
    let idp: Idp;
    let service: LiveService;
    let browser: TestBrowser;
    before(async () => {
      idp = await startOidcProvider();
      service = await startLiveService(dialect, { ctx: { ssoAllowPrivate: true } });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await service?.close();
      await idp?.close();
    });

    it('an admin sets up SSO in Settings → Security, signs out, and signs back in through the provider', async () => {
      const { tenant, user: admin } = await tenantWithUser(service, 'admin');
      const domain = admin.email.split('@')[1] as string;
      const clientId = `dossier-${randomBytes(4).toString('hex')}`;
      const clientSecret = `secret-${randomBytes(24).toString('hex')}`;
      idp.addClient({ clientId, clientSecret, redirectUri: `${service.url}/api/v1/sso/callback` });

      const { page, guard } = await browser.newPage();
      await signIn(page, service, admin);
      await openSettingsTab(page, 'Security');
      const form = page.getByRole('form', { name: 'Single sign-on' });
      await form.getByText(`${service.url}/api/v1/sso/callback`).waitFor();
      await form.getByLabel('Issuer URL').fill(idp.issuer);
      await form.getByLabel('Client ID').fill(clientId);
      await form.getByLabel('Client secret').fill(clientSecret);
      await form.getByLabel('Allowed e-mail domains').fill(domain);
      assert.equal(await form.getByLabel('Role for new users').isDisabled(), true, 'no role without JIT');
      await form.getByRole('button', { name: 'Save SSO settings' }).click();
      await page.getByText('Single sign-on saved').waitFor();
      // Write-only: the secret is gone from the form, which says only that one is set.
      await form.getByText('On', { exact: true }).waitFor();
      assert.equal(await form.getByLabel('Client secret').inputValue(), '');
      assert.equal(await form.getByLabel('Client secret').getAttribute('placeholder'), 'Set (leave blank to keep it)');
      assert.ok(!(await page.content()).includes(clientSecret), 'the secret is not on the page');
      await checkA11y(page, 'Settings → Security with single sign-on');
      await screenshot(page, 'sso-settings');

      await signOutControl(page).click();
      await page.getByLabel('Email').waitFor();
      await checkA11y(page, 'the sign-in page with Sign in with SSO');
      await screenshot(page, 'sso-sign-in-page');
      await signInWithSso(page, admin.email, 'sso-provider-login');
      await page.getByRole('link', { name: 'Cases', exact: true }).waitFor();
      assert.ok(page.url().startsWith(`${service.url}/console/`), page.url());
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByText(admin.email).first().waitFor();
      await screenshot(page, 'sso-signed-in');
      assertNoPageErrors(guard);

      // Someone the provider knows but nobody invited (JIT is off): a clear refusal on the sign-in page.
      await page.keyboard.press('Escape');
      await signOutControl(page).click();
      await page.getByLabel('Email').waitFor();
      await signInWithSso(page, `stranger-${randomBytes(3).toString('hex')}@${domain}`);
      await page.getByText('You have no user in this account yet').waitFor();
      assert.equal(await signOutControl(page).count(), 0, 'not signed in');
      await checkA11y(page, 'the sign-in page refusing an unknown SSO user');
      await screenshot(page, 'sso-refused');

      // An invited colleague of the domain signs in with SSO without ever having a password.
      const invited = `colleague-${randomBytes(3).toString('hex')}@${domain}`;
      await createUser(
        service.ctx,
        { type: 'cli', id: null, accountId: tenant.accountId },
        {
          email: invited,
          name: 'Colleague',
          role: 'officer',
        },
      );
      await openSignIn(page, service);
      await signInWithSso(page, invited);
      await page.getByRole('link', { name: 'Cases', exact: true }).waitFor();
    });
  });
}

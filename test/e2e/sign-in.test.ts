import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { createInvitedUser, type LiveService, linkToken, startLiveService } from '../helpers/live-service.js';
import { createTenant, testDialects } from '../helpers/test-app.js';
import {
  api,
  assertNoPageErrors,
  fillSignIn,
  openSignIn,
  signIn,
  signInButton,
  signOutControl,
  tenantWithUser,
} from './support.js';

const PAST = '2000-01-01T00:00:00.000Z';

/** Submits the sign-in form and waits for the service's answer to it. */
async function attemptSignIn(page: Page, email: string, password: string): Promise<number> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/session' && r.request().method() === 'POST',
  );
  await fillSignIn(page, email, password);
  return (await answered).status();
}

for (const dialect of testDialects()) {
  describeBrowser(`console: sign-in, sign-out, sessions and set-password links (${dialect})`, () => {
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

    it('refuses a wrong password with an error, then signs in with the right one', async () => {
      const { user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await openSignIn(page, service);
      await checkA11y(page, 'the sign-in page');
      await screenshot(page, 'sign-in');

      assert.equal(await attemptSignIn(page, user.email, 'not-the-password-123'), 401);
      await page.getByText(/not correct|incorrect|invalid|wrong|not match/i).waitFor();
      assert.equal(await signOutControl(page).count(), 0, 'a wrong password must not sign in');
      await checkA11y(page, 'the sign-in page with its error');
      await screenshot(page, 'sign-in-error');

      assert.equal(await attemptSignIn(page, user.email, user.password), 200);
      await signOutControl(page).waitFor();
      await page.getByRole('link', { name: 'Cases', exact: true }).waitFor();
      await checkA11y(page, 'the home page');
      await screenshot(page, 'home');
      assertNoPageErrors(guard);
    });

    it('locks an e-mail out after 5 failed sign-ins: the 6th, with the right password, is refused', async () => {
      const { user } = await tenantWithUser(service, 'officer');
      const { page, guard } = await browser.newPage();
      await openSignIn(page, service);
      for (let attempt = 1; attempt <= 4; attempt++) {
        assert.equal(await attemptSignIn(page, user.email, `wrong-password-${attempt}`), 401, `attempt ${attempt}`);
      }
      // The 5th failure is refused either as a wrong password or already as the lockout it starts.
      const fifth = await attemptSignIn(page, user.email, 'wrong-password-5');
      assert.ok(fifth === 401 || fifth === 429, `the 5th failed sign-in answered ${fifth}`);
      assert.equal(await attemptSignIn(page, user.email, user.password), 429);
      await page.getByText(/too many|locked|try again/i).waitFor();
      assert.equal(await signOutControl(page).count(), 0, 'a locked-out e-mail must not sign in');
      await signInButton(page).waitFor();
      await checkA11y(page, 'the sign-in page after a lockout');
      await screenshot(page, 'sign-in-locked');
      assertNoPageErrors(guard);
    });

    it('signs out: the settings page then sends the visitor to sign-in', async () => {
      const { user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await page.getByRole('tab', { name: 'Company information' }).waitFor();

      await signOutControl(page).click();
      await signInButton(page).waitFor();
      await page.goto(`${service.url}/console/settings`);
      await signInButton(page).waitFor();
      await page.getByLabel('Email').waitFor();
      assert.equal(await page.getByRole('tab', { name: 'Access tokens' }).count(), 0);
      assertNoPageErrors(guard);
    });

    it('sends a person whose session expired back to sign-in', async () => {
      const { user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      // The queue's first reads must be answered before the session ends: one refused earlier would send the page
      // to sign-in before the click below, with no Settings link left to click.
      await page.getByText('No open cases').waitFor();
      await page.waitForLoadState('networkidle');

      // The session ends on the server (idle and absolute limits both in the past) while the page stays open.
      const updated = await service.ctx.db
        .updateTable('user_sessions')
        .set({ last_seen_at: PAST, expires_at: PAST })
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      assert.ok(Number(updated.numUpdatedRows) >= 1, 'the sign-in made no session row');

      // The next thing the console fetches is refused, and it sends the person to sign-in.
      await page.getByRole('link', { name: 'Settings', exact: true }).click();
      await signInButton(page).waitFor();
      await page.getByText(/session (has )?(ended|expired)/i).waitFor();

      // A fresh load of a console page does the same.
      await page.goto(`${service.url}/console/settings`);
      await signInButton(page).waitFor();
      assertNoPageErrors(guard);
    });

    it('a set-password link sets a password once; the second visit says the link no longer works', async () => {
      const tenant = await createTenant(service.ctx);
      const invited = await createInvitedUser(service.ctx, tenant.accountId, 'officer');
      const password = 'a long enough password 42';
      const { page, guard } = await browser.newPage();

      await page.goto(invited.setPasswordUrl);
      await page.getByLabel('New password').waitFor();
      await checkA11y(page, 'the set-password page');
      await screenshot(page, 'set-password');
      await page.getByLabel('New password').fill(password);
      await page.getByRole('button', { name: 'Set password' }).click();

      // Afterwards the console either signs the person in or shows the sign-in form: sign in if it asks.
      await signInButton(page).or(signOutControl(page)).first().waitFor();
      if ((await signOutControl(page).count()) === 0) await fillSignIn(page, invited.email, password);
      await signOutControl(page).waitFor();
      await signOutControl(page).click();
      await signInButton(page).waitFor();
      await fillSignIn(page, invited.email, password);
      await signOutControl(page).waitFor();
      await signOutControl(page).click();
      await signInButton(page).waitFor();

      await page.goto(invited.setPasswordUrl);
      await page
        .getByText(/invalid|expired|already (been )?used|no longer/i)
        .first()
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Set password' }).count(), 0);
      await checkA11y(page, 'the set-password page of a used link');
      await screenshot(page, 'set-password-used');

      const reuse = await api(service, 'POST', '/api/v1/password_links/use', null, {
        token: linkToken(invited.setPasswordUrl),
        password: 'another long password 43',
      });
      assert.equal(reuse.status, 404, JSON.stringify(reuse.body));
      assertNoPageErrors(guard);
    });
  });
}

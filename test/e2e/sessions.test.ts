import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import { assertNoPageErrors, openDialog, row, signIn, signInButton, tenantWithUser } from './support.js';

for (const dialect of testDialects()) {
  describeBrowser(`console: the sessions list (${dialect})`, () => {
    let service: LiveService;
    let first: TestBrowser;
    let second: TestBrowser;

    before(async () => {
      service = await startLiveService(dialect);
      // Two browsers, each with its own cookies: the same user signed in twice.
      first = await launchBrowser();
      second = await launchBrowser();
    });
    after(async () => {
      await first?.close();
      await second?.close();
      await service?.close();
    });

    it('the sessions list ending another session', async () => {
      const { user } = await tenantWithUser(service, 'officer');
      const other = await second.newPage();
      await signIn(other.page, service, user);
      await other.page.getByText('No open cases').waitFor();
      await other.page.waitForLoadState('networkidle');

      const { page, guard } = await first.newPage();
      await signIn(page, service, user);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('link', { name: 'Sessions', exact: true }).click();
      await page.getByRole('heading', { name: 'Sessions', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Your sessions' });
      await table.waitFor();
      const sessions = table.getByRole('row').filter({ hasText: /Headless Chrome|Chrome/ });
      assert.equal(await sessions.count(), 2, 'both sessions are listed');
      const current = row(table, 'This session');
      assert.equal(await current.count(), 1, 'exactly one is marked current');
      await checkA11y(page, 'the sessions page');
      await screenshot(page, 'sessions-list');

      const otherRow = table.getByRole('row').filter({ hasNotText: 'This session' }).filter({ hasText: 'Chrome' });
      await otherRow.getByRole('button', { name: /^End session/ }).click();
      const dialog = openDialog(page);
      await dialog.getByText('is sent to sign in on its next request').waitFor();
      await checkA11y(page, 'the end-session confirmation');
      await screenshot(page, 'sessions-end-confirm');
      await dialog.getByRole('button', { name: 'End session' }).click();
      await page.getByText(/Session on .* ended/).waitFor();
      await otherRow.waitFor({ state: 'detached' });
      assert.equal(await table.getByRole('row').filter({ hasText: 'Chrome' }).count(), 1, 'one session left');
      await screenshot(page, 'sessions-after-ending');

      // The second browser's next request is refused, and the console sends it to sign in.
      await other.page.getByRole('link', { name: 'Invitations', exact: true }).click();
      await signInButton(other.page).waitFor();
      await other.page.getByText(/session (has )?(ended|expired)/i).waitFor();
      await screenshot(other.page, 'sessions-ended-elsewhere');

      // The first browser is still signed in.
      await page.reload();
      await page.getByRole('table', { name: 'Your sessions' }).waitFor();
      assertNoPageErrors(guard);
    });
  });
}

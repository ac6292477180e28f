import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';

/** Issue 18, item 9: the API reference still works under the console's CSP (no violation, the operations shown). */
const [dialect = 'sqlite'] = testDialects();
describeBrowser('API reference under its Content Security Policy', () => {
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

  it('renders /docs with no CSP violation', async () => {
    const { page, guard } = await browser.newPage();
    await page.goto(`${service.url}/docs`);
    await page
      .getByRole('heading', { name: /Dossier/ })
      .first()
      .waitFor();
    // Every tag is listed (collapsed); opening one shows its operations.
    for (const tag of ['console sessions', 'verifications', 'ownership', 'screening', 'risk', 'invitations']) {
      await page.getByRole('link', { name: tag, exact: true }).waitFor();
    }
    await page.getByRole('link', { name: 'verifications', exact: true }).click();
    await page.getByText('/api/v1/verifications', { exact: true }).first().waitFor();
    await screenshot(page, 'docs-under-csp');
    const violations = guard.consoleErrors.filter((m) => /Content Security Policy/i.test(m));
    assert.deepEqual(violations, []);
    assert.deepEqual(guard.pageErrors, []);
  });
});

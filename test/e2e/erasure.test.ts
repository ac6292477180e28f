import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { seedReviewCase } from '../helpers/case-seed.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  assertNoPageErrors,
  caseAction,
  openDialog,
  openSettingsTab,
  signIn,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

for (const dialect of testDialects()) {
  describeBrowser(`console: retention, legal hold and erasure (${dialect})`, () => {
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

    it('an admin sets the retention period, offboards a case, holds it, then erases it and sees its tombstone', async () => {
      const { tenant, user: admin } = await tenantWithUser(service, 'admin');
      const seeded = await seedReviewCase(service, tenant.token);
      const { page, guard } = await browser.newPage();
      await signIn(page, service, admin);

      // Settings → Data retention: the documented default, changed to seven years.
      await openSettingsTab(page, 'Data retention');
      const years = page.getByRole('spinbutton', { name: 'Years after offboarding', exact: true });
      assert.equal(await years.inputValue(), '5', 'the default is 5 years');
      await years.fill('7');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Data retention saved').waitFor();
      await checkA11y(page, 'settings data retention');
      await screenshot(page, 'settings-data-retention');

      await page.goto(`${service.url}/console/cases/${seeded.id}`);
      await waitForCasePage(page, seeded.companyName);
      await page.getByText('Business relationship ongoing', { exact: false }).waitFor();

      // Offboard: the retention clock starts, seven years.
      await caseAction(page, 'Offboard').click();
      let dialog = openDialog(page);
      await textField(dialog, 'Reason').fill('The customer closed its account');
      await checkA11y(page, 'offboard dialog');
      await dialog.getByRole('button', { name: 'Offboard', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      const until = new Date();
      until.setUTCFullYear(until.getUTCFullYear() + 7);
      await page.getByText('personal data kept until', { exact: false }).waitFor();
      assert.equal(
        await page.locator(`time[datetime="${until.toISOString().slice(0, 10)}"]`).count(),
        1,
        'kept seven years from today',
      );
      assert.equal(await caseAction(page, 'Offboard').count(), 0, 'offboarded once');

      // Legal hold: erasure is off while it stands.
      await caseAction(page, 'Legal hold').click();
      dialog = openDialog(page);
      await textField(dialog, 'Reason').fill('Litigation hold 2026-114');
      await dialog.getByRole('button', { name: 'Legal hold', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Legal hold: Litigation hold 2026-114').waitFor();
      assert.equal(await caseAction(page, 'Erase personal data').isDisabled(), true, 'a hold stops erasure');
      await checkA11y(page, 'case under legal hold');
      await screenshot(page, 'case-legal-hold');
      await caseAction(page, 'Legal hold').click();
      dialog = openDialog(page);
      await dialog.getByRole('button', { name: 'Lift legal hold', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Legal hold: Litigation hold 2026-114').waitFor({ state: 'detached' });

      // Erase inside the retention period: a legal basis is asked for.
      await caseAction(page, 'Erase personal data').click();
      dialog = openDialog(page);
      await textField(dialog, 'Reason').fill('Erasure request from the customer');
      await dialog.getByRole('button', { name: 'Erase personal data', exact: true }).click();
      await dialog.getByText('Give the legal basis', { exact: false }).waitFor();
      await textField(dialog, 'Legal basis').fill('GDPR article 17(1)(a), request ER-42');
      await checkA11y(page, 'erase dialog');
      await screenshot(page, 'case-erase-dialog');
      await dialog.getByRole('button', { name: 'Erase personal data', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The tombstone: the case, who erased it, when and why; the people are gone.
      await page.getByRole('heading', { name: 'Erasure record' }).waitFor();
      await page.getByText('Personal data erased', { exact: true }).waitFor();
      for (const text of [admin.name, 'Erasure request from the customer', 'GDPR article 17(1)(a), request ER-42']) {
        await page.getByText(text, { exact: false }).first().waitFor();
      }
      await page.getByText('erased the personal data of the case').waitFor();
      assert.equal(await page.getByText(seeded.directorName).count(), 0, 'the director is not shown');
      await checkA11y(page, 'erased case');
      await screenshot(page, 'case-erased-tombstone');

      const directors = await fetch(`${service.url}/api/v1/verifications/${seeded.id}/directors`, {
        headers: { authorization: `Bearer ${tenant.token}` },
      });
      assert.equal(directors.status, 410);
      assert.equal(((await directors.json()) as { error: { code: string } }).error.code, 'erased');
      assertNoPageErrors(guard);
    });
  });
}

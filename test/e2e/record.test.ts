import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import { api, assertNoPageErrors, openCaseTab, signIn, tenantWithUser, waitForCasePage } from './support.js';

/** The value shown beside a label in a panel's facts (a <dt>/<dd> pair). */
function fact(panel: Locator, label: string): Locator {
  return panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function openCase(page: Page, service: LiveService, id: string, name: string): Promise<void> {
  await page.goto(`${service.url}/console/cases/${id}`);
  await waitForCasePage(page, name);
}

for (const dialect of testDialects()) {
  describeBrowser(`console: the record says what the customer said (${dialect})`, () => {
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

    it('a field never answered shows "Not provided", an answered false shows "No"', async () => {
      const { tenant, user } = await tenantWithUser(service, 'officer');
      // An API client that gave "prosecutions: false" and said nothing of the other declarations, nor of PEP.
      const created = await api(service, 'POST', '/api/v1/verifications', tenant, {
        company: {
          formal_name: 'Quiet Harbour Ltd',
          company_number: '04000001',
          jurisdiction_code: 'gb',
          prosecutions: false,
          bank_accounts: [{ account_holder: 'Quiet Harbour Ltd', name: 'Barclays', number: '12345678' }],
        },
        directors: [{ position: 'director', person: { given_names: 'Jo', surname: 'Bloggs' } }],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = (created.body.verification as { id: string }).id;

      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openCase(page, service, id, 'Quiet Harbour Ltd');
      const company = await openCaseTab(page, 'Company');
      assert.equal(await fact(company, 'Under investigation').innerText(), 'Not provided');
      assert.equal(await fact(company, 'Criminal records of beneficial owners').innerText(), 'Not provided');
      assert.equal(await fact(company, 'Licence required').innerText(), 'Not provided');
      assert.equal(await fact(company, 'Prosecutions').innerText(), 'No', 'an answered "no" reads as no');
      const bank = company.getByRole('table', { name: 'Bank accounts of Quiet Harbour Ltd' });
      await bank.getByRole('cell', { name: 'Not provided' }).waitFor();
      await fact(company, 'Prosecutions').scrollIntoViewIfNeeded();
      await checkA11y(page, 'the Company tab with fields never answered');
      await screenshot(page, 'record-company-not-provided');

      const directors = await openCaseTab(page, 'Directors');
      await directors.getByText('PEP: not provided', { exact: true }).waitFor();
      assert.equal(await directors.getByText('Not a PEP').count(), 0, 'an unanswered PEP question is no "not a PEP"');
      await checkA11y(page, 'the Directors tab with PEP never answered');
      await screenshot(page, 'record-directors-not-provided');
      assertNoPageErrors(guard);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import { api, assertNoPageErrors, openCaseTab, signIn, tenantWithUser, waitForCasePage } from './support.js';

/** The value shown beside a label in a panel's facts (a <dt>/<dd> pair). */
function fact(panel: Locator, label: string): Locator {
  return panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

for (const dialect of testDialects()) {
  describeBrowser(`console: the source system's company and person fields (${dialect})`, () => {
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

    it('shows the company’s registered and office addresses and the director’s source fields', async () => {
      const { tenant, user } = await tenantWithUser(service, 'officer');
      const created = await api(service, 'POST', '/api/v1/verifications', tenant, {
        company: {
          formal_name: 'Cabot Square Holdings Ltd',
          company_number: '04000023',
          jurisdiction_code: 'gb',
          registered_address: {
            line1: '25 Cabot Square',
            line2: 'Canary Wharf',
            city: 'London',
            postal_code: 'E14 4QZ',
            country: 'gb',
          },
          office_address: {
            line1: '1 Manilla St',
            line3: 'Apartment 12',
            city: 'London',
            postal_code: 'E14 8GB',
            country: 'gb',
          },
          sources_of_funds: ['investments', 'other'],
          sources_of_funds_other: 'A regional development grant',
        },
        directors: [
          {
            position: 'director',
            person: {
              given_names: 'Joe',
              surname: 'Allen',
              family_name: 'Allen-Smith',
              personal_number: '770310-1234',
              funds_sources: 'Private account',
            },
          },
        ],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = (created.body.verification as { id: string }).id;

      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await page.goto(`${service.url}/console/cases/${id}`);
      await waitForCasePage(page, 'Cabot Square Holdings Ltd');
      const company = await openCaseTab(page, 'Company');
      assert.equal(
        await fact(company, 'Registered address').textContent(),
        '25 Cabot Square, Canary Wharf, E14 4QZ London, United Kingdom',
      );
      assert.equal(
        await fact(company, 'Office address').textContent(),
        '1 Manilla St, Apartment 12, E14 8GB London, United Kingdom',
      );
      assert.equal(
        await fact(company, 'Kinds of sources of funds').textContent(),
        'investments, other, (A regional development grant)',
      );
      await fact(company, 'Registered address').scrollIntoViewIfNeeded();
      await checkA11y(page, 'the Company tab with addresses');
      await screenshot(page, 'source-fields-company-addresses');

      const directors = await openCaseTab(page, 'Directors');
      assert.equal(await fact(directors, 'Personal number').textContent(), '770310-1234');
      assert.equal(await fact(directors, 'Family name').textContent(), 'Allen-Smith');
      assert.equal(await fact(directors, 'Source of funds').textContent(), 'Private account');
      assert.equal(
        await directors.locator('dt', { hasText: /^Title or position$/ }).count(),
        0,
        'not given: not shown',
      );
      await checkA11y(page, 'the Directors tab with the source fields');
      await screenshot(page, 'source-fields-director');
      assertNoPageErrors(guard);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import { api, chooseOption, tenantWithUser, textField } from './support.js';

// The company step on a phone when the profile asks for the company's addresses and where its funds come from:
// two address fieldsets and a multi-choice whose "Other" asks what it is; the review agrees, and the case gets them.

const PHONE = { width: 375, height: 812 };

async function fillAddress(page: Page, legend: string, line1: string, city: string): Promise<void> {
  const group = page.getByRole('group', { name: legend });
  await textField(group, 'Address line 1').fill(line1);
  await textField(group, 'Town or city').fill(city);
  await chooseOption(group, 'Country', 'United Kingdom');
}

for (const dialect of testDialects()) {
  describeBrowser(`customer portal: the company's addresses and sources of funds (${dialect})`, () => {
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

    it('asks for them at 375 px, the review waits for "Other" to be said, the case holds them', async () => {
      const { tenant } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Addresses',
        requirements: {
          sections: ['company_details'],
          fields: { company: ['registered_address', 'office_address', 'sources_of_funds'], director: [], person: [] },
          document_types: { company: [], person: [] },
        },
      });
      assert.equal(profile.status, 201, JSON.stringify(profile.body));
      const invited = await api(service, 'POST', '/api/v1/invitations', token, {
        email: 'finance@acme.example',
        completeness_profile_id: (profile.body.completeness_profile as { id: string }).id,
        prefill: { formal_name: 'Acme Widgets Ltd', jurisdiction_code: 'gb', company_number: '01234567' },
      });
      assert.equal(invited.status, 201, JSON.stringify(invited.body));
      const invitation = invited.body.invitation as { id: string; url: string };

      const { page } = await browser.newPage();
      await page.setViewportSize(PHONE);
      await page.goto(invitation.url);
      await page.getByRole('navigation', { name: 'Application steps' }).waitFor();

      await fillAddress(page, 'Registered address', '1 Main Street', 'London');
      await fillAddress(page, 'Office address', '22 Harbour Road', 'Leeds');
      const sources = page.getByRole('group', { name: 'Where the company’s funds come from' });
      await sources.getByRole('checkbox', { name: 'Investments' }).check();
      await sources.getByRole('checkbox', { name: 'Other' }).check();
      await page.getByRole('textbox', { name: 'Other source of funds' }).waitFor();
      await checkA11y(page, 'the portal: company step with addresses and sources of funds');
      await screenshot(page, 'portal-375-company-addresses');
      const wide = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
      assert.equal(wide, false, 'nothing scrolls sideways at 375 px');

      // The review lists what "Other" still needs, and Submit waits for it.
      await page.getByRole('navigation', { name: 'Application steps' }).getByRole('button', { name: 'Review' }).click();
      await page.getByText('Other source of funds').first().waitFor();
      assert.equal(await page.getByRole('button', { name: 'Submit', exact: true }).isEnabled(), false);
      await page
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('button', { name: 'Company' })
        .click();
      await page.getByRole('textbox', { name: 'Other source of funds' }).fill('A regional development grant');
      await page.getByRole('navigation', { name: 'Application steps' }).getByRole('button', { name: 'Review' }).click();
      await page.getByText('Everything is ready to submit.').waitFor();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: /thank|received|submitted/i })
        .waitFor();

      const shown = await api(service, 'GET', `/api/v1/invitations/${invitation.id}`, token);
      const caseId = (shown.body.invitation as { verification_id: string }).verification_id;
      const details = await api(service, 'GET', `/api/v1/verifications/${caseId}/company_details`, token);
      assert.equal(details.status, 200, JSON.stringify(details.body));
      const body = details.body as Record<string, Record<string, unknown>>;
      assert.equal(body.registered_address?.line1, '1 Main Street');
      assert.equal(body.office_address?.city, 'Leeds');
      assert.deepEqual(body.company?.sources_of_funds, ['investments', 'other']);
      assert.equal(body.company?.sources_of_funds_other, 'A regional development grant');
    });
  });
}

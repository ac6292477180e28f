import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  assertNoPageErrors,
  chooseOption,
  openCaseTab,
  signIn,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

const COMPANY = 'Lumen Analytics Ltd';
const REASON = 'We are a data analytics firm and hold no crypto assets of any kind.';

for (const dialect of testDialects()) {
  describeBrowser(`"Not applicable" with a reason, from the portal to the officer (${dialect})`, () => {
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

    it('the customer answers the crypto section "Not applicable" with a reason; the officer reads it', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Enhanced due diligence',
        requirements: {
          sections: ['company_details', 'crypto_addresses'],
          fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
          document_types: { company: [], person: [] },
        },
      });
      const invited = await api(service, 'POST', '/api/v1/invitations', token, {
        email: 'ops@lumen.example',
        completeness_profile_id: (profile.body.completeness_profile as { id: string }).id,
        prefill: { formal_name: COMPANY, company_number: '07654321', jurisdiction_code: 'gb' },
        send_email: false,
      });
      assert.equal(invited.status, 201, JSON.stringify(invited.body));
      const invitation = invited.body.invitation as { id: string; url: string };

      // 1. The portal: the crypto section offers "Not applicable"; a reason is required before submitting.
      const { page, guard } = await browser.newPage();
      await page.goto(invitation.url);
      await page.getByRole('navigation', { name: 'Application steps' }).waitFor();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.locator('[aria-current="step"]').filter({ hasText: 'Financial' }).waitFor();
      await page.getByRole('button', { name: 'Not applicable', exact: true }).click();
      const answer = page.getByRole('region', { name: 'Crypto addresses: not applicable' });
      await answer.waitFor();
      assert.equal(await textField(page, 'Crypto address').count(), 0, 'the section’s fields give way to the reason');
      await page
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('button', { name: 'Review', exact: true })
        .click();
      await page.getByText('missing the reason').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Submit', exact: true }).isEnabled(), false);
      await page
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('button', { name: 'Financial', exact: true })
        .click();
      await textField(page, 'Reason').fill(REASON);
      await checkA11y(page, 'the portal: a section answered "Not applicable"');
      await screenshot(page, 'not-applicable-portal-financial');
      await page
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('button', { name: 'Review', exact: true })
        .click();
      await page.getByText('Everything is ready to submit.').waitFor();
      await screenshot(page, 'not-applicable-portal-review');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('heading', { name: "Thank you — we've received your application" }).waitFor();
      assertNoPageErrors(guard);

      // 2. The officer: Summary → Needs attention, and the Company tab, show the answer and its reason.
      const shown = await api(service, 'GET', `/api/v1/invitations/${invitation.id}`, token);
      const caseId = (shown.body.invitation as { verification_id: string }).verification_id;
      const console = await browser.newPage();
      await signIn(console.page, service, officer);
      await console.page.goto(`${service.url}/console/cases/${caseId}`);
      await waitForCasePage(console.page, COMPANY);
      const summary = await openCaseTab(console.page, 'Summary');
      await summary.getByText(`“${REASON}”`).waitFor();
      await summary.getByText(/The customer answered Crypto addresses “Not applicable”/).waitFor();
      await summary.getByText(/the onboarding profile is satisfied/).waitFor({ state: 'detached' });
      await checkA11y(console.page, 'the case summary with an N/A answer');
      await screenshot(console.page, 'not-applicable-console-summary');
      const company = await openCaseTab(console.page, 'Company');
      const answers = company.getByRole('region', { name: 'Answered “Not applicable” by the customer' });
      await answers.getByText(`“${REASON}”`).waitFor();
      await screenshot(console.page, 'not-applicable-console-company');
      assertNoPageErrors(console.guard);
    });

    it('a first application answers the company details and the directors’ documents "Not applicable"', async () => {
      const { tenant } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Standard KYB',
        requirements: {
          sections: ['company_details', 'directors', 'director_documents'],
          fields: { company: ['formal_name', 'company_number', 'tax_number'], director: [], person: [] },
          document_types: { company: [], person: ['passport'] },
        },
      });
      const invited = await api(service, 'POST', '/api/v1/invitations', token, {
        email: 'ops@lumen.example',
        completeness_profile_id: (profile.body.completeness_profile as { id: string }).id,
        prefill: { formal_name: COMPANY, company_number: '07654321', jurisdiction_code: 'gb' },
        send_email: false,
      });
      assert.equal(invited.status, 201, JSON.stringify(invited.body));
      const invitation = invited.body.invitation as { id: string; url: string };
      const steps = (page: Page) => page.getByRole('navigation', { name: 'Application steps' });

      const { page, guard } = await browser.newPage();
      await page.goto(invitation.url);
      await steps(page).waitFor();
      // Company details: the tax number gives way to the reason; the name, number and country stay.
      await textField(page, 'Tax number').waitFor();
      await page
        .getByRole('group', { name: 'Company details' })
        .getByRole('button', { name: 'Not applicable', exact: true })
        .click();
      await page.getByRole('region', { name: 'Company details: not applicable' }).waitFor();
      assert.equal(await textField(page, 'Tax number').count(), 0, 'the section’s own fields give way to the reason');
      assert.equal(await textField(page, 'Company number').count(), 1, 'what a case needs stays');
      await textField(page, 'Reason').fill('We are a dormant holding company with no tax registration yet.');
      await checkA11y(page, 'the portal: company details answered "Not applicable"');
      await screenshot(page, 'not-applicable-portal-company');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.locator('[aria-current="step"]').filter({ hasText: 'People' }).waitFor();

      // Directors' documents: the person is still asked, the passport upload is not.
      await chooseOption(page, 'Position', 'Director');
      await textField(page, 'Given names').fill('Ada');
      await textField(page, 'Surname').fill('Lovelace');
      await page
        .getByRole('group', { name: 'Is this person a politically exposed person?' })
        .getByRole('radio', { name: 'No' })
        .check();
      await page.getByText('Passport', { exact: true }).first().waitFor();
      await page
        .getByRole('group', { name: 'Directors’ documents' })
        .getByRole('button', { name: 'Not applicable', exact: true })
        .click();
      await page.getByRole('region', { name: 'Directors’ documents: not applicable' }).waitFor();
      assert.equal(await page.getByText('Passport', { exact: true }).count(), 0, 'no passport asked');
      await steps(page).getByRole('button', { name: 'Review', exact: true }).click();
      await page.getByText('missing the reason').waitFor();
      assert.equal(await page.getByRole('button', { name: 'Submit', exact: true }).isEnabled(), false);
      await steps(page).getByRole('button', { name: 'People', exact: true }).click();
      await textField(page, 'Reason').fill('Our only director is being re-issued a passport; we will send it then.');
      await checkA11y(page, 'the portal: directors’ documents answered "Not applicable"');
      await screenshot(page, 'not-applicable-portal-director-documents');
      await steps(page).getByRole('button', { name: 'Review', exact: true }).click();
      await page.getByText('Everything is ready to submit.').waitFor();
      await screenshot(page, 'not-applicable-portal-review-two');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('heading', { name: "Thank you — we've received your application" }).waitFor();
      assertNoPageErrors(guard);

      // The server took both answers: stored with their reasons, and the case counts them complete.
      const shown = await api(service, 'GET', `/api/v1/invitations/${invitation.id}`, token);
      const caseId = (shown.body.invitation as { verification_id: string }).verification_id;
      const shownCompleteness = await api(service, 'GET', `/api/v1/verifications/${caseId}/completeness`, token);
      const completeness = shownCompleteness.body.completeness as {
        complete: boolean;
        not_applicable: { section: string }[];
      };
      assert.deepEqual(completeness.not_applicable.map((na) => na.section).sort(), [
        'company_details',
        'director_documents',
      ]);
      assert.equal(completeness.complete, true, 'the N/A sections count as complete');
    });
  });
}

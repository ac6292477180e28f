import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { makePng } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  assertNoPageErrors,
  chooseOption,
  eventually,
  openCaseTab,
  signIn,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

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

    it('the portal checks e-mail and web addresses on leaving, asks declarations, and Continue names what is missing', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Declarations',
        requirements: {
          sections: ['company_details', 'directors', 'director_documents'],
          fields: {
            company: ['formal_name', 'company_number', 'website', 'email', 'investigations'],
            director: ['position'],
            person: [],
          },
          document_types: { company: [], person: ['passport'] },
        },
      });
      assert.equal(profile.status, 201, JSON.stringify(profile.body));
      const invited = await api(service, 'POST', '/api/v1/invitations', token, {
        email: 'ops@acme.example',
        completeness_profile_id: (profile.body.completeness_profile as { id: string }).id,
        prefill: { formal_name: 'Acme Widgets Ltd', jurisdiction_code: 'gb' },
      });
      assert.equal(invited.status, 201, JSON.stringify(invited.body));
      const { page, guard } = await browser.newPage();
      await page.goto((invited.body.invitation as { url: string }).url);
      await page.getByRole('navigation', { name: 'Application steps' }).waitFor();

      // Leaving a wrong web or e-mail address says so at once; typing it right takes the message back.
      const website = page.getByLabel('Website', { exact: true });
      await website.fill('acme');
      await website.press('Tab');
      await page.getByText('Enter a web address like https://example.com.').waitFor();
      assert.equal(await website.getAttribute('aria-invalid'), 'true');
      const email = page.getByLabel('E-mail address', { exact: true });
      await email.fill('ops@');
      await email.blur();
      await page.getByText('Enter an e-mail address like name@example.com.').waitFor();
      await checkA11y(page, 'the portal with addresses left wrong');
      await screenshot(page, 'record-portal-blur-errors');
      await website.fill('acme.example');
      await page.getByText('Enter a web address like https://example.com.').waitFor({ state: 'hidden' });
      await email.fill('ops@acme.example');
      await page.getByText('Enter an e-mail address like name@example.com.').waitFor({ state: 'hidden' });

      // "Continue" with the company number and the declaration unanswered: focus on the first, both named.
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Still needed on this step' });
      await notice.waitFor();
      const said = await notice.innerText();
      assert.match(said, /Company number/);
      assert.match(said, /under investigation/);
      await eventually(
        async () => (await page.evaluate('document.activeElement?.id')) === 'company-company_number',
        'the company number has the focus',
      );
      await page.locator('[aria-current="step"]').filter({ hasText: 'Company' }).waitFor();
      await checkA11y(page, 'the portal after Continue with fields missing');
      await screenshot(page, 'record-portal-continue-missing');

      // The declaration: a yes asks for its explanation.
      await page.getByLabel('Company number', { exact: true }).fill('01234567');
      const question = page.getByRole('group', { name: 'Is the company under investigation by any authority?' });
      await question.getByLabel('Yes', { exact: true }).check();
      await page.getByLabel('Please explain', { exact: true }).fill('A tax inspection, closed in 2030.');
      await question.scrollIntoViewIfNeeded();
      await screenshot(page, 'record-portal-declaration');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.locator('[aria-current="step"]').filter({ hasText: 'People' }).waitFor();
      assert.equal(await page.getByText('Still needed on this step').count(), 0);

      // The passport's number, issuing country and expiry (in 30 days) go with its file.
      await chooseOption(page, 'Position', 'Director');
      await textField(page, 'Given names').fill('Ada');
      await textField(page, 'Surname').fill('Lovelace');
      await page
        .getByRole('group', { name: 'Is this person a politically exposed person?' })
        .getByRole('radio', { name: 'No' })
        .check();
      await page.getByLabel('Passport', { exact: true }).setInputFiles({
        name: 'passport.png',
        mimeType: 'image/png',
        buffer: await makePng(600, 400),
      });
      await page.getByText('passport.png').first().waitFor();
      const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await textField(page, 'Document number').fill('533401372');
      await chooseOption(page, 'Issuing country', 'United Kingdom');
      await page.getByLabel('Expiry date').fill(soon);
      await checkA11y(page, 'the portal: a passport with its details');
      await screenshot(page, 'record-portal-passport-details');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.locator('[aria-current="step"]').filter({ hasText: 'Review' }).waitFor();
      await page.getByText('Everything is ready to submit.').waitFor();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('heading', { name: "Thank you — we've received your application" }).waitFor();
      assertNoPageErrors(guard);

      // The officer sees the answers: the declaration and its explanation, and the passport expiring.
      const shown = await api(
        service,
        'GET',
        `/api/v1/invitations/${(invited.body.invitation as { id: string }).id}`,
        token,
      );
      const caseId = (shown.body.invitation as { verification_id: string }).verification_id;
      const officerView = await browser.newPage();
      await signIn(officerView.page, service, officer);
      await openCase(officerView.page, service, caseId, 'Acme Widgets Ltd');
      await officerView.page.getByText(/\(Passport of Ada Lovelace\) expires on/).waitFor();
      await screenshot(officerView.page, 'record-console-expiring-passport');
      const company = await openCaseTab(officerView.page, 'Company');
      assert.equal(await fact(company, 'Under investigation').innerText(), 'Yes');
      assert.equal(
        await fact(company, 'Investigation, as the customer explains it').innerText(),
        'A tax inspection, closed in 2030.',
      );
      assert.equal(await fact(company, 'Prosecutions').innerText(), 'Not provided', 'not asked by this profile');
      assertNoPageErrors(officerView.guard);
    });
  });
}

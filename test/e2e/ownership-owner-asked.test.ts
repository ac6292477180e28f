import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  assertNoPageErrors,
  caseAction,
  chooseOption,
  openCaseOverHttp,
  openDialog,
  signIn,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

// One missing UBO: the officer asks, in the "Request data update" dialog, who else owns a holding of the case's
// structure; the customer's link opens the portal (375 px) at the Ownership step with that one item asked, the
// customer adds the owner and submits, and the case's beneficial owners include them.

const PHONE = { width: 375, height: 812 };
const HOLDING = 'N3 Holdings Ltd';

function card(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true });
}

for (const dialect of testDialects()) {
  describeBrowser(`one missing beneficial owner asked and answered (${dialect})`, () => {
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

    it('the officer asks who else owns the holding; the portal opens at Ownership and the answer adds them', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'KYB with ownership',
        requirements: {
          sections: ['company_details', 'directors', 'ownership'],
          fields: { company: ['formal_name'], director: [], person: [] },
          document_types: { company: [], person: [] },
        },
      });
      assert.equal(profile.status, 201, JSON.stringify(profile.body));
      const intake = sampleIntake();
      const caseId = await openCaseOverHttp(service, tenant.token, intake);
      // N3 holds 60 % of the company; Grace half of N3: who holds the other half is not declared.
      const put = await api(service, 'PUT', `/api/v1/verifications/${caseId}/structure`, token, {
        entities: [
          {
            key: 'n3',
            type: 'company',
            company: { formal_name: HOLDING, company_number: '998877', jurisdiction_code: 'gb' },
          },
          {
            key: 'grace',
            type: 'person',
            person: { given_names: 'Grace', surname: 'Hopper', date_of_birth: '1976-12-09', nationality: 'us' },
          },
        ],
        holdings: [
          { holder: 'n3', held: 'root', shares: 60 },
          { holder: 'grace', held: 'n3', shares: 50 },
        ],
      });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      assert.equal((await api(service, 'POST', `/api/v1/verifications/${caseId}/state/start`, token)).status, 200);

      // 1. The console: the dialog's "A missing beneficial owner" names the companies of the structure.
      const { page: console, guard } = await browser.newPage();
      await signIn(console, service, officer);
      await console.goto(`${service.url}/console/cases/${caseId}`);
      await waitForCasePage(console, intake.company.formal_name);
      await caseAction(console, 'Request data update').click();
      const dialog = openDialog(console);
      await dialog.waitFor();
      await chooseOption(dialog, 'Onboarding profile', 'KYB with ownership');
      await dialog.locator('summary', { hasText: 'A missing beneficial owner' }).click();
      const owners = dialog.getByRole('group', { name: 'A missing beneficial owner', exact: true });
      await owners
        .getByRole('checkbox', { name: `Who else owns ${intake.company.formal_name}`, exact: true })
        .waitFor();
      await owners.getByRole('checkbox', { name: `Who else owns ${HOLDING}`, exact: true }).check();
      await textField(dialog, 'Comment').fill('Who holds the other half of N3 Holdings?');
      await dialog.getByRole('checkbox', { name: 'Also e-mail the customer a link' }).check();
      await textField(dialog, 'Customer e-mail').fill('finance@northwind.example');
      await checkA11y(console, 'the data update request dialog asking a missing owner');
      await screenshot(console, 'ownership-owner-asked-dialog');
      await dialog.getByRole('button', { name: 'Request data update', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      assertNoPageErrors(guard);

      // 2. The customer's link (the request's mail, read from the outbox) opens the portal at the Ownership step.
      const mail = await service.ctx.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('account_id', '=', tenant.accountId)
        .where('kind', '=', 'data_update_request')
        .executeTakeFirstOrThrow();
      const link = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/.exec(mail.text_body)?.[0];
      assert.ok(link, 'the request mails a portal link');
      const { page, guard: portalGuard } = await browser.newPage();
      await page.setViewportSize(PHONE);
      await page.goto(link);
      await page.locator('[aria-current="step"]').filter({ hasText: 'Ownership' }).waitFor();
      await page.getByText(`Your reviewer asks who else owns ${HOLDING}.`, { exact: false }).waitFor();
      await page.getByRole('button', { name: `Add shareholder of ${HOLDING}`, exact: true }).click();
      const mary = card(page, 'Shareholder 3');
      await textField(mary, 'Given names').fill('Mary');
      await textField(card(page, 'Mary'), 'Surname').fill('Jackson');
      const maryCard = card(page, 'Mary Jackson');
      await maryCard.getByLabel('Date of birth').fill('1921-04-09');
      await chooseOption(maryCard, 'Nationality', 'United States');
      await textField(maryCard, 'Shares held (%)').fill('50');
      const live = page.getByRole('region', { name: 'Beneficial owners' });
      await live.getByText('Mary Jackson').waitFor();
      const wide = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
      assert.equal(wide, false, 'nothing scrolls sideways at 375 px');
      await checkA11y(page, 'the portal: one missing owner asked');
      await screenshot(page, 'ownership-owner-asked-portal-375');
      await page
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('button', { name: 'Review', exact: true })
        .click();
      await page.getByRole('heading', { name: 'Review and submit' }).waitFor();
      await page.getByText('Everything you were asked for is ready to submit.').waitFor();
      await screenshot(page, 'ownership-owner-asked-portal-375-review');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('heading', { name: "Thank you — we've received your update" }).waitFor();
      assertNoPageErrors(portalGuard);

      const ubos = await api(service, 'GET', `/api/v1/verifications/${caseId}/ubos`, token);
      const names = (ubos.body.ubos as { person: { given_names: string }; approximate_percentage_of_shares: number }[])
        .map((u) => [u.person.given_names, u.approximate_percentage_of_shares])
        .sort();
      assert.deepEqual(names, [
        ['Grace', 30],
        ['Mary', 30],
      ]);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { MailWorker } from '../../src/mail/mail-worker.js';
import { customerRemindersJob } from '../../src/services/customer-reminders.js';
import { runDailyJobs } from '../../src/services/daily-jobs.js';
import { recurringReviewsJob } from '../../src/services/review-calendar-jobs.js';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { startMailDelivery } from '../helpers/mail-delivery.js';
import { type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  assertNoPageErrors,
  openCaseOverHttp,
  signIn,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

// The customer's side of a recurring review, in the browser: the daily job opens the review and e-mails a link;
// the customer, on a phone (375 px), confirms the company's details with "Nothing has changed" and changes one
// director's detail; the officer sees which section was confirmed and which changed.

const PHONE = { width: 375, height: 812 };
const COMPANY = 'Northwind Trading Ltd';
const CONTACT = 'compliance@northwind-review.example';
const PORTAL_LINK = /^https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}$/;
const REVIEW_PROFILE = {
  sections: ['company_details', 'directors'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: ['date_of_birth', 'nationality'] },
  document_types: { company: [], person: [] },
};

/** The step's "Has anything changed here since you last told us?" choice. */
function choice(page: Page, name: 'Nothing has changed' | 'Something has changed') {
  return page
    .getByRole('group', { name: 'Has anything changed here since you last told us?' })
    .getByRole('radio', { name, exact: true });
}

async function continueTo(page: Page, step: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.locator('[aria-current="step"]').filter({ hasText: step }).waitFor();
}

for (const dialect of testDialects()) {
  describeBrowser(`the recurring review's portal flow (${dialect})`, () => {
    let service: LiveService;
    let browser: TestBrowser;
    let smtp: SmtpReceiver;
    let mail: MailWorker;

    before(async () => {
      service = await startLiveService(dialect, { worker: true });
      browser = await launchBrowser();
      smtp = await startSmtpReceiver();
      mail = startMailDelivery(service, smtp);
    });
    after(async () => {
      await mail?.stop();
      await browser?.close();
      await smtp?.close();
      await service?.close();
    });

    it('the customer answers "Nothing has changed" for the company and changes a director at 375 px; the officer sees which', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Review KYB',
        requirements: REVIEW_PROFILE,
      });
      assert.equal(profile.status, 201, JSON.stringify(profile.body));
      const base = sampleIntake();
      const previousId = await openCaseOverHttp(
        service,
        tenant.token,
        sampleIntake({
          completeness_profile_id: (profile.body.completeness_profile as { id: string }).id,
          company: { ...base.company, email: CONTACT },
        }),
      );
      const step = (path: string, body: object = {}) =>
        api(service, 'POST', `/api/v1/verifications/${previousId}${path}`, token, body);
      assert.equal((await step('/risk_override', { level: 'high', reason: 'test' })).status, 200);
      assert.equal((await step('/state/start')).status, 200);
      assert.equal((await step('/state/complete', { assessment: 'risk_high' })).status, 200);
      const previous = await api(service, 'GET', `/api/v1/verifications/${previousId}`, token);
      const reviewDay = (previous.body.verification as { next_review_at: string }).next_review_at;

      // The daily job on the review day (as `dossier reviews run --as-of` runs it) opens the review and mails it.
      // Only that job: the service's clock is today's, so the reminders job, run for a day a year on, would count
      // a year of waiting (recurring-customer.test.ts moves the clock to test them).
      await runDailyJobs(service.ctx, reviewDay, 'e2e', [recurringReviewsJob]);
      const invitation = await smtp.waitFor(
        (m) => m.to.includes(CONTACT) && /review the details/.test(m.subject),
        20_000,
      );
      assert.match(invitation.subject, /asks you to review the details of Northwind Trading Ltd/);
      const link = invitation.links.find((l) => PORTAL_LINK.test(l));
      assert.ok(link, `a portal link in ${invitation.links.join(', ')}`);

      const { page, guard } = await browser.newPage();
      await page.setViewportSize(PHONE);
      await page.goto(link);
      await page.getByRole('navigation', { name: 'Application steps' }).waitFor();
      await page.getByRole('heading', { name: 'Company details', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Periodic review' }).waitFor();
      // The company's details as held, shown but not editable until the customer says something changed.
      const website = textField(page, 'Website');
      assert.equal(await website.inputValue(), 'https://northwind.example');
      assert.equal(await website.isDisabled(), true);
      const wide = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
      assert.equal(wide, false, 'nothing scrolls sideways at 375 px');
      await checkA11y(page, 'the portal: a recurring review, company details');
      await screenshot(page, 'recurring-review-portal-375-company');
      // Typed into, then confirmed after all: the section shows what we hold again (and nothing typed is sent).
      await choice(page, 'Something has changed').check();
      await website.fill('https://typo.example');
      await choice(page, 'Nothing has changed').check();
      assert.equal(await website.isDisabled(), true, 'confirmed as it is');
      assert.equal(await website.inputValue(), 'https://northwind.example');

      await continueTo(page, 'People');
      await page.getByRole('heading', { name: 'Directors', level: 1 }).waitFor();
      await choice(page, 'Something has changed').check();
      const birthplace = textField(page, 'Place of birth');
      assert.equal(await birthplace.inputValue(), 'Leeds');
      await birthplace.fill('York');
      await checkA11y(page, 'the portal: a recurring review, directors changed');
      await screenshot(page, 'recurring-review-portal-375-directors');

      await continueTo(page, 'Review');
      await page.getByText('Everything you were asked for is ready to submit.').waitFor();
      // The company's line says it was confirmed as it is.
      await page.getByRole('listitem').filter({ hasText: 'Nothing has changed' }).waitFor();
      await checkA11y(page, 'the portal: a recurring review, ready to submit');
      await screenshot(page, 'recurring-review-portal-375-review');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('heading', { name: "Thank you — we've received your update" }).waitFor();
      await screenshot(page, 'recurring-review-portal-375-submitted');
      assertNoPageErrors(guard);

      // The officer: the case moved on, with which sections the customer confirmed and which they changed.
      const list = await api(service, 'GET', '/api/v1/verifications?verification_type=recurring', token);
      const recurring = (list.body.verifications as { id: string; previous_verification_id: string }[]).find(
        (v) => v.previous_verification_id === previousId,
      );
      assert.ok(recurring);
      const { page: console } = await browser.newPage();
      await signIn(console, service, officer);
      await console.goto(`${service.url}/console/cases/${recurring.id}`);
      await waitForCasePage(console, COMPANY);
      await console.getByText('Confirmed unchanged: Company details').waitFor();
      await console.getByText('Changed: Directors').waitFor();
      await checkA11y(console, 'the console: a recurring case the customer answered');
      await screenshot(console, 'recurring-review-console-answered');
      const companies = await api(service, 'GET', `/api/v1/verifications/${recurring.id}/companies`, token);
      const companyId = (companies.body.companies as { id: string }[])[0]?.id;
      const detail = await api(service, 'GET', `/api/v1/verifications/${recurring.id}/companies/${companyId}`, token);
      const company = detail.body.company as { website: string };
      assert.equal(company.website, 'https://northwind.example', 'the confirmed section is as it was');
      const directors = await api(service, 'GET', `/api/v1/verifications/${recurring.id}/directors`, token);
      const person = (directors.body.directors as { person: { place_of_birth: string } }[])[0]?.person;
      assert.equal(person?.place_of_birth, 'York');
    });

    it('a review unanswered for 30 days: the officer sees the reminders and the escalation', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const contact = 'silent@northwind-review.example';
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Review KYB',
        requirements: REVIEW_PROFILE,
      });
      const base = sampleIntake();
      const previousId = await openCaseOverHttp(
        service,
        tenant.token,
        sampleIntake({
          completeness_profile_id: (profile.body.completeness_profile as { id: string }).id,
          company: { ...base.company, email: contact },
        }),
      );
      const step = (path: string, body: object = {}) =>
        api(service, 'POST', `/api/v1/verifications/${previousId}${path}`, token, body);
      assert.equal((await step('/risk_override', { level: 'low', reason: 'test' })).status, 200);
      assert.equal((await step('/state/start')).status, 200);
      assert.equal((await step('/state/complete', { assessment: 'risk_low' })).status, 200);
      const previous = await api(service, 'GET', `/api/v1/verifications/${previousId}`, token);
      await runDailyJobs(
        service.ctx,
        (previous.body.verification as { next_review_at: string }).next_review_at,
        'e2e',
        [recurringReviewsJob],
      );
      // The review's wait began today: the reminders job as of 30 days on sends the second reminder and escalates.
      const today = new Date().toISOString().slice(0, 10);
      const day30 = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      assert.deepEqual(await customerRemindersJob.run(service.ctx, day30), { reminded: 1, escalated: 1 });
      await smtp.waitFor((m) => m.to.includes(contact) && /^Reminder:/.test(m.subject), 20_000);

      const list = await api(service, 'GET', '/api/v1/verifications?verification_type=recurring', token);
      const recurring = (list.body.verifications as { id: string; previous_verification_id: string }[]).find(
        (v) => v.previous_verification_id === previousId,
      );
      assert.ok(recurring);
      const { page: console, guard } = await browser.newPage();
      await signIn(console, service, officer);
      await console.goto(`${service.url}/console/cases/${recurring.id}`);
      await waitForCasePage(console, COMPANY);
      await console.getByText('Second reminder sent').waitFor();
      await console.getByText(/^Escalated .*: no answer in 30 days$/).waitFor();
      await console
        .getByRole('heading', { name: 'Escalated: the customer has not answered the periodic review' })
        .waitFor();
      // Under the escalation, the summary never says that nothing needs attention.
      await console.getByText(/^Nothing else needs attention/).waitFor();
      assert.equal(await console.getByText('Nothing needs attention').count(), 0);
      await checkA11y(console, 'the console: an escalated recurring review');
      await screenshot(console, 'recurring-review-console-escalated');
      assertNoPageErrors(guard);
    });
  });
}

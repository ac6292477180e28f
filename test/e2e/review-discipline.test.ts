import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { configureAccount } from '../../src/services/accounts.js';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { seedReviewCase } from '../helpers/case-seed.js';
import { createUserWithPassword, type LiveService, startLiveService } from '../helpers/live-service.js';
import { createTenant, testDialects } from '../helpers/test-app.js';
import {
  api,
  apiSignIn,
  assertNoPageErrors,
  caseAction,
  chooseOption,
  eventually,
  openCaseTab,
  openDialog,
  queueRows,
  queueTable,
  reviewToggle,
  runCaseAction,
  signIn,
  statusBadge,
  statusTab,
  textField,
  waitForCasePage,
} from './support.js';

const REVIEW_TABS = ['Company', 'Directors', 'Structure', 'Documents', 'Risk', 'Screening'] as const;
/** With QA required, an in-progress case offers no "Complete"; the rule holds back the other two. */
const HELD = ['Send to QA', 'Reject'] as const;

for (const dialect of testDialects()) {
  describeBrowser(`console: review discipline (${dialect})`, () => {
    let service: LiveService;
    let browser: TestBrowser;

    before(async () => {
      service = await startLiveService(dialect, { worker: true });
      browser = await launchBrowser();
    });
    after(async () => {
      await browser?.close();
      await service?.close();
    });

    it('the review-marks rule blocks Send to QA until every tab is marked', async () => {
      const tenant = await createTenant(service.ctx, 'Marks Bank', { requireReviewMarks: true });
      await configureAccount(service.ctx, tenant.accountId, { requiresQa: true });
      const maker = await createUserWithPassword(service.ctx, tenant.accountId, 'officer');
      const checker = await createUserWithPassword(service.ctx, tenant.accountId, 'officer');
      const seeded = await seedReviewCase(service, tenant.token);
      const path = `/api/v1/verifications/${seeded.id}`;

      let { page, guard } = await browser.newPage();
      await signIn(page, service, maker);
      await page.goto(`${service.url}/console/cases/${seeded.id}`);
      await waitForCasePage(page, seeded.companyName);

      // Starting the review takes the unassigned case.
      await runCaseAction(page, 'Start review');
      await statusBadge(page, 'In progress').waitFor();
      await page.getByRole('main').getByText(maker.name).first().waitFor();

      // Nothing is marked: the three held actions are disabled, with the reason naming every tab.
      const reason = page
        .getByRole('main')
        .getByText(
          'Every section must be marked reviewed first. Not reviewed: Company, Directors, Structure, Documents, Risk, Screening',
        );
      await reason.waitFor();
      for (const name of HELD) {
        assert.equal(await caseAction(page, name).isDisabled(), true, `"${name}" is disabled`);
        const describedBy = await caseAction(page, name).getAttribute('aria-describedby');
        assert.equal(describedBy, await reason.getAttribute('id'), `"${name}" is described by the reason`);
      }
      assert.equal(await caseAction(page, 'Complete').count(), 0, 'with QA required, completion is from QA only');
      await screenshot(page, 'review-discipline-held');
      await checkA11y(page, 'a case held by the review-marks rule');

      // Marking the tabs one by one: the reason names what is left, until nothing is.
      for (const [i, tab] of REVIEW_TABS.entries()) {
        const panel = await openCaseTab(page, tab);
        await reviewToggle(panel).click();
        await panel.getByText(/Reviewed by/).waitFor();
        const left = REVIEW_TABS.slice(i + 1);
        if (left.length > 0) {
          await page
            .getByRole('main')
            .getByText(`Not reviewed: ${left.join(', ')}`, { exact: false })
            .waitFor();
          assert.equal(await caseAction(page, 'Send to QA').isDisabled(), true);
        }
      }
      await eventuallyEnabled(page, 'Send to QA');
      assert.equal(await page.getByRole('main').getByText('Every section must be marked reviewed first').count(), 0);

      // The API refuses what the console holds back: mark nothing more, clear one, try.
      const makerApi = await apiSignIn(service, maker);
      const cleared = await api(service, 'DELETE', `${path}/review/risk`, { session: makerApi });
      assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
      const refused = await api(
        service,
        'POST',
        `${path}/state/qa`,
        { session: makerApi },
        { assessment: 'risk_low', assessment_comment: 'Checked' },
      );
      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.equal((refused.body.error as { code: string }).code, 'review_incomplete');
      const marked = await api(service, 'PUT', `${path}/review/risk`, { session: makerApi });
      assert.equal(marked.status, 200, JSON.stringify(marked.body));
      await page.reload();
      await waitForCasePage(page, seeded.companyName);
      await eventuallyEnabled(page, 'Send to QA');

      // Send to QA names the QA reviewer.
      await caseAction(page, 'Send to QA').click();
      const dialog = openDialog(page);
      await dialog.waitFor();
      await chooseOption(dialog, 'Assessment', 'Low risk');
      await textField(dialog, 'Comment').fill('Registry, directors and documents checked; low volumes.');
      await chooseOption(dialog, 'QA reviewer', checker.name);
      await screenshot(page, 'review-discipline-send-to-qa');
      await checkA11y(page, 'the Send to QA dialog with a QA reviewer');
      await dialog.getByRole('button', { name: 'Send to QA', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await statusBadge(page, 'QA').waitFor();
      await page.getByRole('main').getByText(checker.name).first().waitFor();
      assertNoPageErrors(guard);

      // The QA reviewer completes it; the header says who decided and who did QA.
      ({ page, guard } = await browser.newPage());
      await signIn(page, service, checker);
      await page.goto(`${service.url}/console/cases/${seeded.id}`);
      await waitForCasePage(page, seeded.companyName);
      await runCaseAction(page, 'Complete');
      await statusBadge(page, 'Completed').waitFor();
      const decided = page.getByRole('main').getByText(/^Approved by/);
      await decided.waitFor();
      const line = (await decided.textContent()) ?? '';
      assert.match(line, new RegExp(`^Approved by ${maker.name} on .+ · QA by ${checker.name}$`));
      await screenshot(page, 'review-discipline-decided');

      // The queue's "Outcome" column names the decision and the decider.
      await page.getByRole('link', { name: 'Cases', exact: true }).click();
      await statusTab(page, 'Completed').click();
      await queueTable(page).waitFor();
      const rowOf = queueRows(page).filter({ hasText: seeded.companyName });
      await rowOf.getByText('Approved', { exact: true }).waitFor();
      await rowOf.getByText(maker.name, { exact: true }).first().waitFor();
      await page.getByRole('columnheader', { name: 'Outcome' }).waitFor();
      await screenshot(page, 'review-discipline-queue-outcome');
      await checkA11y(page, 'the queue with its Outcome column');
      // A decided case waits for nothing: the Completed tab shows Outcome where the open tabs show Waiting
      // (the open tabs' Waiting column: e2e/queue-team-lead).
      assert.equal(await page.getByRole('columnheader', { name: 'Waiting' }).count(), 0);
      assertNoPageErrors(guard);
    });
  });
}

/** Waits until the case action exists and is enabled. */
async function eventuallyEnabled(page: Page, name: string): Promise<void> {
  const button = caseAction(page, name);
  await eventually(async () => (await button.count()) > 0 && !(await button.isDisabled()), `"${name}" becomes enabled`);
}

import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import {
  createRequiringProfile,
  pushRiskScore,
  restOf,
  type SeededCase,
  seedReviewCase,
  tokenCall,
} from '../helpers/case-seed.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  assertNoPageErrors,
  CASE_TABS,
  caseAction,
  openCaseTab,
  openDialog,
  openQueue,
  queueRows,
  screenshotViewport,
  signIn,
  statusBadge,
  tenantWithUser,
  waitForCasePage,
} from './support.js';

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Opens an action's dialog, checks and photographs it, and closes it unsent with Escape. */
async function inspectActionDialog(page: Page, action: string): Promise<void> {
  await caseAction(page, action).click();
  const dialog = openDialog(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: action, exact: true }).waitFor();
  await checkA11y(page, `the "${action}" dialog`);
  await screenshotViewport(page, `case-dialog-${slug(action)}`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

async function openCasePage(page: Page, service: LiveService, seeded: SeededCase): Promise<void> {
  await page.goto(`${service.url}/console/cases/${seeded.id}`);
  await waitForCasePage(page, seeded.companyName);
}

for (const dialect of testDialects()) {
  describeBrowser(`console: case review accessibility (${dialect})`, () => {
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

    it('axe finds nothing serious on the queue, every tab of a case, the action dialogs and the viewer', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      await createRequiringProfile(service, tenant.token);
      const reviewing = await seedReviewCase(service, tenant.token);
      const inQa = await seedReviewCase(service, tenant.token);
      const fresh = await seedReviewCase(service, tenant.token);
      const path = (id: string) => `/api/v1/verifications/${id}`;
      for (const seeded of [reviewing, inQa]) {
        await tokenCall(service, tenant.token, 'POST', `${path(seeded.id)}/state/start`, {});
        await pushRiskScore(service, tenant.token, seeded.id, 'medium', ['PEP among the directors', 'New company']);
        await tokenCall(service, tenant.token, 'POST', `${path(seeded.id)}/notes`, { body: 'Checked the registry.' });
      }
      await tokenCall(service, tenant.token, 'POST', `${path(inQa.id)}/state/qa`, {
        assessment: 'risk_medium',
        assessment_comment: 'Medium: PEP director.',
      });

      const { page, guard } = await browser.newPage();
      await signIn(page, service, officer);
      await openQueue(page);
      await queueRows(page).filter({ hasText: reviewing.companyName }).waitFor();
      await checkA11y(page, 'the queue');
      await screenshot(page, 'case-queue');

      await openCasePage(page, service, fresh);
      await inspectActionDialog(page, 'Start review');
      await openCasePage(page, service, inQa);
      await statusBadge(page, 'QA').waitFor();
      for (const action of ['Back to compliance', 'Complete']) await inspectActionDialog(page, action);
      await checkA11y(page, 'a case in QA');
      await screenshot(page, 'case-in-qa');

      await openCasePage(page, service, reviewing);
      await statusBadge(page, 'In progress').waitFor();
      for (const tab of CASE_TABS) {
        const panel = await openCaseTab(page, tab);
        // Each tab shows its content before it is judged: something of this case, not a loading skeleton.
        const marker = {
          Summary: reviewing.companyName,
          Company: reviewing.companyNumber,
          Directors: reviewing.directorName,
          Structure: 'No ownership structure has been declared',
          Documents: /passport/i,
          Risk: 'PEP among the directors',
          Screening: 'No hits: nobody in this case is on the lists screened.',
          'Audit log': 'Checked the registry.',
          Notes: 'Checked the registry.',
        }[tab];
        await panel.getByText(marker).first().waitFor();
        await checkA11y(page, `the case's ${tab} tab`);
        await screenshot(page, `case-tab-${slug(tab)}`);
      }

      for (const action of ['Request data update', 'Send to QA', 'Reject', 'Request risk score update'])
        await inspectActionDialog(page, action);

      const documents = await openCaseTab(page, 'Documents');
      await documents.locator(`img[src*="${restOf(reviewing.passport.urls.thumb)}"]`).click();
      const viewer = openDialog(page);
      await viewer.locator(`img[src*="${restOf(reviewing.passport.urls.medium)}"]`).waitFor();
      await viewer.getByRole('button', { name: 'Zoom in', exact: true }).waitFor();
      await checkA11y(page, 'the image viewer');
      await screenshotViewport(page, 'case-viewer-image');
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      await documents
        .getByRole('button', { name: /certificate/i })
        .first()
        .click();
      // Last, as it depends on pdf.js's worker loading from the service.
      await viewer
        .getByLabel(/^Page 1 of \d+/)
        .waitFor()
        .catch(async (error) => {
          throw new Error(`no "Page 1 of N" canvas; the viewer says: ${(await viewer.textContent())?.trim()}`, {
            cause: error,
          });
        });
      await checkA11y(page, 'the PDF viewer');
      await screenshotViewport(page, 'case-viewer-pdf');
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });

      assertNoPageErrors(guard);
    });
  });
}

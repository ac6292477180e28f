import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { transitionVerification } from '../../src/services/verification-transitions.js';
import { describeBrowser, launchBrowser, type TestBrowser } from '../helpers/browser.js';
import { createRequiringProfile, restOf, seedReviewCase } from '../helpers/case-seed.js';
import { canvasHasInk, focusedName, imageLoaded, isFocused, selectedLabel, tagName } from '../helpers/dom-probes.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  assertNoPageErrors,
  caseAction,
  eventually,
  openDialog,
  queueRows,
  reviewToggle,
  selectField,
  signOutControl,
  statusBadge,
  tabTo,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

const LIVE = { timeout: 8_000 };

/** Arrow keys along a tablist until `target` has the focus, then Enter opens it. */
async function arrowToTab(page: Page, target: Locator, key: 'ArrowRight' | 'ArrowLeft' = 'ArrowRight'): Promise<void> {
  for (let i = 0; i < 12 && !(await isFocused(target)); i++) await page.keyboard.press(key);
  assert.ok(await isFocused(target), `${key} never reached ${target}; focus on ${await focusedName(page)}`);
  await page.keyboard.press('Enter');
}

/** With the focus on a select (native, or a listbox button), picks `option` with the arrow keys and Enter. */
async function chooseByKeyboard(page: Page, field: Locator, option: string): Promise<void> {
  assert.ok(await isFocused(field), `the focus is not on ${field} but on ${await focusedName(page)}`);
  if ((await tagName(field)) === 'SELECT') {
    await page.keyboard.press('Home');
    for (let i = 0; i < 30 && (await selectedLabel(field)) !== option; i++) await page.keyboard.press('ArrowDown');
    assert.equal(await selectedLabel(field), option, `arrows never chose "${option}"`);
    return;
  }
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await wanted.waitFor();
  for (let i = 0; i < 30 && !(await isFocused(wanted)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** Tab to an action, Enter opens its dialog, `fill` fills it with keys, Tab to its primary button and Enter. */
async function actionByKeyboard(
  page: Page,
  name: string,
  fill: (dialog: Locator) => Promise<void> = async () => {},
): Promise<void> {
  await tabTo(page, caseAction(page, name), { back: true, max: 80 });
  await page.keyboard.press('Enter');
  const dialog = openDialog(page);
  await dialog.waitFor();
  await fill(dialog);
  await tabTo(page, dialog.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
}

for (const dialect of testDialects()) {
  describeBrowser(`console: reviewing a case with the keyboard alone (${dialect})`, () => {
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

    it('signs in, filters, searches, opens, starts, views documents, requests data and sends to QA without a mouse', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const seeded = await seedReviewCase(service, tenant.token);
      await seedReviewCase(service, tenant.token);
      const profile = await createRequiringProfile(service, tenant.token);
      const { page, guard } = await browser.newPage();

      await page.goto(`${service.url}/console/`);
      await page.getByLabel('Email').focus();
      await page.keyboard.type(officer.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(officer.password);
      await page.keyboard.press('Enter');
      await signOutControl(page).waitFor();

      await tabTo(page, page.getByRole('link', { name: 'Cases', exact: true }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Cases', exact: true }).waitFor();
      await tabTo(page, page.getByRole('tab', { selected: true }));
      await arrowToTab(page, page.getByRole('tab', { name: /^Not started/ }));
      await page.getByRole('tab', { selected: true, name: /^Not started/ }).waitFor();
      await tabTo(page, page.getByRole('searchbox', { name: 'Search' }), { back: true });
      await page.keyboard.type(seeded.companyName);
      await eventually(async () => (await queueRows(page).count()) === 1, 'the search leaves one row');
      const link = page.getByRole('link', { name: seeded.companyName, exact: true });
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      await waitForCasePage(page, seeded.companyName);

      await actionByKeyboard(page, 'Start review');
      await statusBadge(page, 'In progress').waitFor();

      // Documents: the passport's thumbnail opens the viewer; its controls and "View original" work from keys.
      await tabTo(page, page.getByRole('tab', { selected: true }), { max: 80 });
      await arrowToTab(page, page.getByRole('tab', { name: 'Documents', exact: true }));
      const panel = page.getByRole('tabpanel', { name: 'Documents' });
      await panel.waitFor();
      const thumb = panel.locator(`img[src*="${restOf(seeded.passport.urls.thumb)}"]`);
      await eventually(() => imageLoaded(thumb), 'the thumbnail loads');
      const thumbInside = page.locator(`img[src*="${restOf(seeded.passport.urls.thumb)}"]`);
      await tabTo(page, panel.getByRole('button').filter({ has: thumbInside }));
      await page.keyboard.press('Enter');
      const viewer = openDialog(page);
      const medium = viewer.locator(`img[src*="${restOf(seeded.passport.urls.medium)}"]`);
      await eventually(() => imageLoaded(medium), 'the viewer shows the medium image');
      for (const control of ['Zoom in', 'Rotate', 'Zoom out']) {
        await tabTo(page, viewer.getByRole('button', { name: control, exact: true }));
        await page.keyboard.press('Enter');
      }
      const popup = page
        .context()
        .waitForEvent('page', { timeout: 5_000 })
        .catch(() => null);
      await tabTo(
        page,
        viewer.getByRole('button', { name: 'View original' }).or(viewer.getByRole('link', { name: 'View original' })),
      );
      await page.keyboard.press('Enter');
      const original = viewer.locator(`img[src*="${restOf(seeded.passport.urls.original)}"]`);
      const shown = await Promise.race([
        original.waitFor().then(
          () => 'viewer',
          () => 'nowhere',
        ),
        popup.then((p) => (p ? 'tab' : 'nowhere')),
      ]);
      assert.notEqual(shown, 'nowhere', '"View original" showed nothing');
      if (shown === 'tab') await (await popup)?.close();
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });

      await tabTo(page, panel.getByRole('button', { name: /certificate/i }).first());
      await page.keyboard.press('Enter');
      const pdfPage = openDialog(page).getByLabel(/^Page 1 of \d+/);
      await pdfPage.waitFor();
      await eventually(() => canvasHasInk(pdfPage), 'the PDF page is drawn');
      await page.keyboard.press('Escape');
      await openDialog(page).waitFor({ state: 'hidden' });
      // Space presses "Mark as reviewed" like any button.
      await tabTo(page, reviewToggle(panel), { back: true });
      await page.keyboard.press('Space');
      await eventually(async () => {
        const review = await api(service, 'GET', `/api/v1/verifications/${seeded.id}/review`, { token: tenant.token });
        return (review.body.review as { tabs: { tab: string; reviewed: boolean }[] }).tabs.some(
          (t) => t.tab === 'documents' && t.reviewed,
        );
      }, 'Space marks the Documents tab reviewed');

      await actionByKeyboard(page, 'Request data update', async (dialog) => {
        const profileField = selectField(dialog, 'Onboarding profile');
        await tabTo(page, profileField);
        await chooseByKeyboard(page, profileField, profile.name);
        await tabTo(page, textField(dialog, 'Comment'));
        await page.keyboard.type('Please upload an extract from the registry.');
      });
      await statusBadge(page, 'Request for data update').waitFor();
      await tabTo(page, page.getByRole('tab', { selected: true }), { back: true, max: 80 });
      await arrowToTab(page, page.getByRole('tab', { name: 'Summary', exact: true }), 'ArrowLeft');
      const summary = page.getByRole('tabpanel', { name: 'Summary' });
      await summary
        .getByText(/registry extract/i)
        .first()
        .waitFor();

      const customer = { type: 'customer', id: randomUUID(), accountId: tenant.accountId } as const;
      await transitionVerification(service.ctx, customer, seeded.id, 'customer_resubmitted', {});
      await statusBadge(page, 'In progress').waitFor(LIVE);
      await caseAction(page, 'Send to QA').waitFor(LIVE);

      await actionByKeyboard(page, 'Send to QA', async (dialog) => {
        const assessment = selectField(dialog, 'Assessment');
        await tabTo(page, assessment);
        await chooseByKeyboard(page, assessment, 'Low risk');
        await tabTo(page, textField(dialog, 'Comment'));
        await page.keyboard.type('Registry and passport match.');
      });
      await statusBadge(page, 'QA').waitFor();
      const record = await api(service, 'GET', `/api/v1/verifications/${seeded.id}`, { token: tenant.token });
      const v = record.body.verification as { status: string; assessment: string; completeness_profile_id: string };
      assert.equal(v.status, 'qa');
      assert.equal(v.assessment, 'risk_low');
      assert.equal(v.completeness_profile_id, profile.id);
      assertNoPageErrors(guard);
    });
  });
}

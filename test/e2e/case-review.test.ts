import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { transitionVerification } from '../../src/services/verification-transitions.js';
import { describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import {
  createRequiringProfile,
  registerEndpoint,
  restOf,
  type SeededCase,
  seedReviewCase,
} from '../helpers/case-seed.js';
import { canvasHasInk, imageLoaded, transformOf } from '../helpers/dom-probes.js';
import { createUserWithPassword, type LiveService, startLiveService } from '../helpers/live-service.js';
import { pdfText } from '../helpers/pdf-text.js';
import { testDialects } from '../helpers/test-app.js';
import { startWebhookReceiver } from '../helpers/webhook-receiver.js';
import {
  api,
  apiSignIn,
  assertNoPageErrors,
  browserSession,
  caseAction,
  chooseOption,
  eventually,
  FOUR_EYES_REASON,
  openCaseTab,
  openDialog,
  openQueue,
  queueRows,
  reviewToggle,
  runCaseAction,
  screenshotViewport,
  selectField,
  signIn,
  statusBadge,
  statusTab,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

const LIVE = { timeout: 8_000 };

/** The image in the open viewer whose src carries `rest` (the attachment's opaque link segment). */
function viewerImage(dialog: Locator, url: string): Locator {
  return dialog.locator(`img[src*="${restOf(url)}"]`);
}

/** Documents tab: the passport's thumbnail, its medium in the viewer (zoom, rotate), then the original. */
async function lookAtPassport(page: Page, seeded: SeededCase, shots: string): Promise<void> {
  const panel = await openCaseTab(page, 'Documents');
  const thumb = panel.locator(`img[src*="${restOf(seeded.passport.urls.thumb)}"]`);
  await eventually(() => imageLoaded(thumb), 'the passport thumbnail loads');
  await screenshot(page, `${shots}-documents`);

  await thumb.click();
  const viewer = openDialog(page);
  const medium = viewerImage(viewer, seeded.passport.urls.medium);
  await eventually(() => imageLoaded(medium), 'the viewer shows the medium image');
  const width = async () => (await medium.boundingBox())?.width ?? 0;
  const before = await width();
  await viewer.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await eventually(async () => (await width()) > before, '"Zoom in" enlarges the image');
  const turned = await transformOf(medium);
  await viewer.getByRole('button', { name: 'Rotate', exact: true }).click();
  await eventually(async () => (await transformOf(medium)) !== turned, '"Rotate" turns the image');
  const zoomed = await width();
  await viewer.getByRole('button', { name: 'Zoom out', exact: true }).click();
  await eventually(async () => (await width()) < zoomed, '"Zoom out" shrinks the image');
  await viewer
    .getByRole('link', { name: 'Download original' })
    .or(viewer.getByRole('button', { name: 'Download original' }))
    .waitFor();
  await screenshotViewport(page, `${shots}-viewer-image`);

  // "View original": the viewer swaps in the original, or the original opens in a new tab.
  const popup = page
    .context()
    .waitForEvent('page', { timeout: 5_000 })
    .catch(() => null);
  await viewer
    .getByRole('button', { name: 'View original' })
    .or(viewer.getByRole('link', { name: 'View original' }))
    .click();
  const original = viewerImage(viewer, seeded.passport.urls.original);
  const shown = await Promise.race([
    original.waitFor().then(
      () => 'in the viewer',
      () => 'nowhere',
    ),
    popup.then((p) => (p ? `in a tab: ${p.url()}` : 'nowhere')),
  ]);
  if (shown.startsWith('in a tab')) {
    assert.ok(shown.includes(restOf(seeded.passport.urls.original)), `"View original" opened ${shown}`);
    await (await popup)?.close();
  } else {
    assert.equal(shown, 'in the viewer', '"View original" shows the original');
    await eventually(() => imageLoaded(original), 'the original loads');
  }
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'hidden' });
}

/** Documents tab: the PDF certificate opens in the viewer, its first page drawn on a canvas by pdf.js. */
async function lookAtPdf(page: Page, shots: string): Promise<void> {
  const panel = await openCaseTab(page, 'Documents');
  await panel
    .getByRole('button', { name: /certificate/i })
    .first()
    .click();
  const pdf = openDialog(page);
  const pageCanvas = pdf.getByLabel(/^Page 1 of \d+/);
  await pageCanvas.waitFor().catch(async (error) => {
    throw new Error(`no "Page 1 of N" canvas; the viewer says: ${(await pdf.textContent())?.replace(/\s+/g, ' ')}`, {
      cause: error,
    });
  });
  await eventually(() => canvasHasInk(pageCanvas), 'the PDF page is drawn on its canvas');
  await screenshotViewport(page, `${shots}-viewer-pdf`);
  await page.keyboard.press('Escape');
  await pdf.waitFor({ state: 'hidden' });
}

for (const dialect of testDialects()) {
  describeBrowser(`console: reviewing a case (${dialect})`, () => {
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

    it('an officer finds a new case, reviews its documents, requests data, sees the answer arrive and sends it to QA', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const seeded = await seedReviewCase(service, tenant.token);
      const other = await seedReviewCase(service, tenant.token);
      const profile = await createRequiringProfile(service, tenant.token);
      const { page, guard } = await browser.newPage();
      await signIn(page, service, officer);
      await openQueue(page);

      await statusTab(page, 'Not started').click();
      await page.getByRole('tab', { selected: true, name: /^Not started/ }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill(seeded.companyName);
      await queueRows(page).filter({ hasText: other.companyName }).waitFor({ state: 'detached' });
      await queueRows(page).filter({ hasText: seeded.companyName }).waitFor();
      assert.equal(await queueRows(page).count(), 1, 'the search leaves the one case');
      // The URL holds the tab and the search: a fresh load of it shows the same view.
      await page.goto(page.url());
      await page.getByRole('tab', { selected: true, name: /^Not started/ }).waitFor();
      await queueRows(page).filter({ hasText: seeded.companyName }).waitFor();
      assert.equal(await queueRows(page).count(), 1);
      assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), seeded.companyName);
      await screenshot(page, 'case-review-queue-filtered');

      await page.getByRole('link', { name: seeded.companyName, exact: true }).click();
      await waitForCasePage(page, seeded.companyName);
      await statusBadge(page, 'Not started').waitFor();
      await page.getByRole('button', { name: 'Assign to me', exact: true }).click();
      await page.getByRole('main').getByText(officer.name).first().waitFor();
      await runCaseAction(page, 'Start review');
      await statusBadge(page, 'In progress').waitFor();
      await caseAction(page, 'Start review').waitFor({ state: 'detached' });

      await lookAtPassport(page, seeded, 'case-review');
      const documents = page.getByRole('tabpanel', { name: 'Documents' });
      await reviewToggle(documents).click();
      await expectReviewed(service, tenant.token, seeded.id, 'documents');

      await runCaseAction(page, 'Request data update', async (dialog) => {
        await chooseOption(dialog, 'Onboarding profile', profile.name);
        await textField(dialog, 'Comment').fill('Please upload an extract from the registry.');
      });
      await statusBadge(page, 'Request for data update').waitFor();
      const summary = await openCaseTab(page, 'Summary');
      await summary
        .getByText(/registry extract/i)
        .first()
        .waitFor();
      await summary.getByText('Please upload an extract from the registry.').waitFor();
      await caseAction(page, 'Cancel data update').waitFor();
      await screenshot(page, 'case-review-data-requested');

      // The customer answers through the portal, simulated through the service the portal uses.
      const customer = { type: 'customer', id: randomUUID(), accountId: tenant.accountId } as const;
      await transitionVerification(service.ctx, customer, seeded.id, 'customer_resubmitted', {});
      await statusBadge(page, 'In progress').waitFor(LIVE);
      await caseAction(page, 'Send to QA').waitFor(LIVE);

      await runCaseAction(page, 'Send to QA', async (dialog) => {
        await chooseOption(dialog, 'Assessment', 'Low risk');
        await textField(dialog, 'Comment').fill('Registry and passport match; low volumes.');
      });
      await statusBadge(page, 'QA').waitFor();
      const record = await api(service, 'GET', `/api/v1/verifications/${seeded.id}`, { token: tenant.token });
      const v = record.body.verification as Record<string, unknown>;
      assert.equal(v.status, 'qa');
      assert.equal(v.assessment, 'risk_low');
      assert.equal(v.assessment_comment, 'Registry and passport match; low volumes.');
      assert.equal((v.assignee as { name: string } | null)?.name, officer.name);
      // Last, as it depends on pdf.js's worker loading from the service: the PDF drawn in the page.
      await lookAtPdf(page, 'case-review');
      assert.deepEqual(guard.dialogs, []);
      assertNoPageErrors(guard);
    });

    it('with QA required, the maker cannot complete (button disabled, API 403); a second officer completes', async () => {
      const { tenant, user: admin } = await tenantWithUser(service, 'admin');
      const maker = await createUserWithPassword(service.ctx, tenant.accountId, 'officer');
      const checker = await createUserWithPassword(service.ctx, tenant.accountId, 'officer');
      const receiver = await startWebhookReceiver();
      try {
        receiver.setSecrets(await registerEndpoint(service, tenant.token, receiver.url));
        const adminSession = await apiSignIn(service, admin);
        const qa = await api(service, 'PATCH', '/api/v1/account', { session: adminSession }, { requires_qa: true });
        assert.equal(qa.status, 200, JSON.stringify(qa.body));
        const seeded = await seedReviewCase(service, tenant.token);
        const caseUrl = `${service.url}/console/cases/${seeded.id}`;
        const path = `/api/v1/verifications/${seeded.id}`;
        const makerApi = await apiSignIn(service, maker);
        for (const [event, body] of [
          ['start', {}],
          ['request_data_update', { comment: 'Tax number please' }],
        ] as const) {
          const sent = await api(service, 'POST', `${path}/state/${event}`, { session: makerApi }, body);
          assert.equal(sent.status, 200, `${event}: ${JSON.stringify(sent.body)}`);
        }
        const customer = { type: 'customer', id: randomUUID(), accountId: tenant.accountId } as const;
        await transitionVerification(service.ctx, customer, seeded.id, 'customer_resubmitted', {});

        // The maker sends it to QA in the console, then finds "Complete" disabled, with the reason.
        let { page, guard } = await browser.newPage();
        await signIn(page, service, maker);
        await page.goto(caseUrl);
        await waitForCasePage(page, seeded.companyName);
        await runCaseAction(page, 'Send to QA', async (dialog) => {
          await chooseOption(dialog, 'Assessment', 'Medium risk');
          await textField(dialog, 'Comment').fill('Card volumes above the sector median.');
        });
        await statusBadge(page, 'QA').waitFor();
        const complete = caseAction(page, 'Complete');
        await complete.waitFor();
        assert.equal(await complete.isDisabled(), true, '"Complete" is disabled for the one who sent it to QA');
        await page.getByRole('main').getByText(FOUR_EYES_REASON).waitFor();
        await screenshot(page, 'case-review-four-eyes');
        const makerCookie = await browserSession(page, service);
        const forced = await api(
          service,
          'POST',
          `${path}/state/complete`,
          { session: makerCookie },
          {
            assessment: 'risk_medium',
          },
        );
        assert.equal(forced.status, 403, JSON.stringify(forced.body));
        assertNoPageErrors(guard);

        ({ page, guard } = await browser.newPage());
        await signIn(page, service, checker);
        await page.goto(caseUrl);
        await waitForCasePage(page, seeded.companyName);
        await statusBadge(page, 'QA').waitFor();
        await runCaseAction(page, 'Complete', async (dialog) => {
          const assessment = selectField(dialog, 'Assessment');
          if ((await assessment.count()) > 0) await chooseOption(dialog, 'Assessment', 'Medium risk');
          const comment = textField(dialog, 'Comment');
          if ((await comment.count()) > 0) await comment.fill('Second review agrees: medium risk, approve.');
        });
        await statusBadge(page, 'Completed').waitFor();
        await caseAction(page, 'Reopen').waitFor();

        // The audit log, in the page and in the API, names both people.
        const log = await openCaseTab(page, 'Audit log');
        await log.getByText(maker.name).first().waitFor();
        await log.getByText(checker.name).first().waitFor();
        await screenshot(page, 'case-review-audit-log');
        const entries = (await api(service, 'GET', `${path}/audit_log`, { token: tenant.token })).body.audit_log as {
          action: string;
          from_state: string | null;
          to_state: string | null;
          actor: { name: string | null } | null;
        }[];
        const completed = entries.find((e) => e.to_state === 'completed');
        assert.equal(completed?.actor?.name, checker.name, 'the checker completed it');
        const sentToQa = entries.find((e) => e.to_state === 'qa');
        assert.equal(sentToQa?.actor?.name, maker.name, 'the maker sent it to QA');

        // Every state change reached the receiver, signed (the receiver verifies each with standardwebhooks).
        const changes = entries.filter((e) => e.from_state !== null).map((e) => e.to_state);
        assert.deepEqual(changes, ['in_progress', 'data_update_requested', 'in_progress', 'qa', 'completed']);
        const ours = () =>
          receiver
            .delivered()
            .filter((r) => r.payload.event === 'state_change' && r.payload.verification_id === seeded.id);
        await receiver.waitFor(() => ours().length >= changes.length, `${changes.length} state_change webhooks`);
        const received = ours()
          .sort((a, b) => String(a.payload.occurred_at).localeCompare(String(b.payload.occurred_at)))
          .map((r) => r.payload.new_state);
        assert.deepEqual(received, changes);
        assert.deepEqual(receiver.rejected, [], 'every webhook verified');

        // The report, through the "Download report" link, holds the decision and the company.
        const href = (await page.getByRole('link', { name: 'Download report' }).getAttribute('href')) ?? '';
        assert.ok(href.endsWith(`/verifications/${seeded.id}/report.pdf`), `report link ${href}`);
        const session = await browserSession(page, service);
        const report = await fetch(new URL(href, service.url), { headers: { cookie: session.cookie } });
        assert.equal(report.status, 200);
        assert.equal(report.headers.get('content-type'), 'application/pdf');
        const { text } = await pdfText(Buffer.from(await report.arrayBuffer()));
        const final = (await api(service, 'GET', path, { token: tenant.token })).body.verification as {
          assessment_comment: string;
        };
        for (const expected of [seeded.companyName, 'Medium risk', final.assessment_comment, maker.name, checker.name])
          assert.ok(text.includes(expected), `the report shows "${expected}"`);
        assertNoPageErrors(guard);
      } finally {
        await receiver.close();
      }
    });
  });
}

async function expectReviewed(service: LiveService, token: string, id: string, tab: string): Promise<void> {
  await eventually(async () => {
    const review = await api(service, 'GET', `/api/v1/verifications/${id}/review`, { token });
    const marks = (review.body.review as { tabs: { tab: string; reviewed: boolean }[] }).tabs;
    return marks.some((t) => t.tab === tab && t.reviewed);
  }, `the ${tab} tab marked reviewed in the API`);
}

import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { pushRiskScore, seedReviewCase, tokenCall, uploadDocument } from '../helpers/case-seed.js';
import { makePdf } from '../helpers/fixtures.js';
import { createUserWithPassword, type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  apiSignIn,
  assertNoPageErrors,
  browserSession,
  CASE_ACTIONS,
  CASE_TABS,
  caseTab,
  openCaseTab,
  reviewToggle,
  signIn,
  statusBadge,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

/** A change made elsewhere shows on an open case page within the live-refresh window (5 s), with some slack. */
const LIVE = { timeout: 8_000 };

for (const dialect of testDialects()) {
  describeBrowser(`console: who sees a case, and live changes (${dialect})`, () => {
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

    it('a viewer reads every tab of a case but is offered no action, and the API refuses one', async () => {
      const { tenant, user: viewer } = await tenantWithUser(service, 'viewer');
      const seeded = await seedReviewCase(service, tenant.token);
      const { page, guard } = await browser.newPage();
      await signIn(page, service, viewer);
      await page.goto(`${service.url}/console/cases/${seeded.id}`);
      await waitForCasePage(page, seeded.companyName);
      await statusBadge(page, 'Not started').waitFor();
      for (const tab of CASE_TABS) {
        const panel = await openCaseTab(page, tab);
        await panel.waitFor();
        if (['Company', 'Directors', 'Documents', 'Risk'].includes(tab)) {
          const toggle = reviewToggle(panel);
          const offered = (await toggle.count()) > 0 && (await toggle.first().isEnabled());
          assert.equal(offered, false, `a viewer may mark ${tab} as reviewed`);
        }
      }
      await caseTab(page, 'Notes').click();
      const addNote = page.getByRole('button', { name: 'Add note', exact: true });
      assert.equal((await addNote.count()) > 0 && (await addNote.isEnabled()), false, 'a viewer may add a note');
      for (const name of [...Object.values(CASE_ACTIONS), 'Assign to me']) {
        assert.equal(await page.getByRole('button', { name, exact: true }).count(), 0, `a viewer is offered "${name}"`);
      }
      await screenshot(page, 'case-viewer');

      const session = await browserSession(page, service);
      const forced = await api(service, 'POST', `/api/v1/verifications/${seeded.id}/state/start`, { session }, {});
      assert.equal(forced.status, 403, JSON.stringify(forced.body));
      const after = await api(service, 'GET', `/api/v1/verifications/${seeded.id}`, { session });
      assert.equal((after.body.verification as { status: string }).status, 'new', 'nothing changed');
      assertNoPageErrors(guard);
    });

    it('another account’s case is “Case not found” in the console and 404 in the API', async () => {
      const { tenant: theirs } = await tenantWithUser(service, 'admin');
      const foreign = await seedReviewCase(service, theirs.token);
      const { user: officer } = await tenantWithUser(service, 'officer');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, officer);
      await page.goto(`${service.url}/console/cases/${foreign.id}`);
      await page.getByRole('heading', { name: 'Case not found' }).waitFor();
      assert.equal(await page.getByText(foreign.companyName).count(), 0, 'nothing of the case shows');
      await checkA11y(page, 'Case not found');
      await screenshot(page, 'case-not-found');
      const session = await browserSession(page, service);
      for (const suffix of ['', '/directors', '/audit_log', '/notes', '/report.pdf']) {
        const answer = await api(service, 'GET', `/api/v1/verifications/${foreign.id}${suffix}`, { session });
        assert.equal(answer.status, 404, `GET …${suffix}: ${JSON.stringify(answer.body)}`);
      }
      const start = await api(service, 'POST', `/api/v1/verifications/${foreign.id}/state/start`, { session }, {});
      assert.equal(start.status, 404, JSON.stringify(start.body));
      assertNoPageErrors(guard);
    });

    it('a note, a risk score, a document and a state change made through the API show on the open page', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const colleague = await createUserWithPassword(service.ctx, tenant.accountId, 'officer');
      const seeded = await seedReviewCase(service, tenant.token);
      const path = `/api/v1/verifications/${seeded.id}`;
      const { page, guard } = await browser.newPage();
      await signIn(page, service, officer);
      await page.goto(`${service.url}/console/cases/${seeded.id}`);
      await waitForCasePage(page, seeded.companyName);

      const notes = await openCaseTab(page, 'Notes');
      await tokenCall(service, tenant.token, 'POST', `${path}/notes`, { body: 'Called the MLRO: volumes confirmed.' });
      await notes.getByText('Called the MLRO: volumes confirmed.').waitFor(LIVE);

      const risk = await openCaseTab(page, 'Risk');
      await pushRiskScore(service, tenant.token, seeded.id, 'high', ['Adverse media: sanctions-adjacent counterparty']);
      await risk.getByText('Adverse media: sanctions-adjacent counterparty').waitFor(LIVE);
      await risk.getByText(/high/i).first().waitFor();

      const documents = await openCaseTab(page, 'Documents');
      await uploadDocument(
        service,
        tenant.token,
        seeded.id,
        { document_type: 'registry_extract' },
        { filename: 'registry-extract.pdf', type: 'application/pdf', bytes: makePdf('Registry extract') },
      );
      await documents.getByRole('button', { name: /registry.extract/i }).waitFor(LIVE);

      // A colleague starts the review in another browser (here: the API with their session).
      const theirs = await apiSignIn(service, colleague);
      const started = await api(service, 'POST', `${path}/state/start`, { session: theirs }, {});
      assert.equal(started.status, 200, JSON.stringify(started.body));
      await statusBadge(page, 'In progress').waitFor(LIVE);
      await page.getByRole('button', { name: 'Start review', exact: true }).waitFor({ state: 'detached', ...LIVE });
      await page.getByRole('button', { name: 'Send to QA', exact: true }).waitFor(LIVE);
      await screenshot(page, 'case-live-risk');
      assertNoPageErrors(guard);
    });

    it('an officer adds a note in the console and it is in the API, written by them', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const seeded = await seedReviewCase(service, tenant.token);
      const { page, guard } = await browser.newPage();
      await signIn(page, service, officer);
      await page.goto(`${service.url}/console/cases/${seeded.id}`);
      await waitForCasePage(page, seeded.companyName);
      const notes = await openCaseTab(page, 'Notes');
      await textField(notes, 'Note').fill('Director address checked against utility bill.');
      await notes.getByRole('button', { name: 'Add note', exact: true }).click();
      await notes.getByText('Director address checked against utility bill.').waitFor();
      await notes.getByText(officer.name).first().waitFor();
      assert.equal(await textField(notes, 'Note').inputValue(), '', 'the field is cleared');
      const listed = await tokenCall(service, tenant.token, 'GET', `/api/v1/verifications/${seeded.id}/notes`);
      const [note] = listed.notes as { body: string; author: { name: string } }[];
      assert.equal(note?.body, 'Director address checked against utility bill.');
      assert.equal(note?.author.name, officer.name);
      assertNoPageErrors(guard);
    });
  });
}

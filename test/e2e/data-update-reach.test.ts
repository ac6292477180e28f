import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { MailWorker } from '../../src/mail/mail-worker.js';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { makePdf, sampleIntake } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { startMailDelivery } from '../helpers/mail-delivery.js';
import { type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  assertNoPageErrors,
  caseAction,
  chooseOption,
  eventually,
  openCaseOverHttp,
  openDialog,
  screenshotViewport,
  signIn,
  statusBadge,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

const COMPANY = 'Northwind Trading Ltd';
const PORTAL_LINK = /^https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}$/;
/** A profile the sample case already meets: a request with it asks for what is picked, and nothing else. */
const MINIMAL = {
  sections: ['company_details'],
  fields: { company: ['formal_name'], director: [], person: [] },
  document_types: { company: [], person: [] },
};

/** Opens the request dialog and leaves it open for the test to fill. */
async function openRequestDialog(page: Page): Promise<Locator> {
  await caseAction(page, 'Request data update').click();
  const dialog = openDialog(page);
  await dialog.waitFor();
  return dialog;
}

/** Opens one of the picker's groups ("Company documents", "Documents of Jane Ann Doe") and returns it. */
async function pickerGroup(dialog: Locator, name: string): Promise<Locator> {
  await dialog.locator('summary', { hasText: name }).click();
  const group = dialog.getByRole('group', { name, exact: true });
  await group.waitFor();
  return group;
}

async function sendRequest(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Request data update', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const toast = page.getByRole('status').filter({ hasText: 'Data update requested' });
  await toast.first().waitFor();
  return (await toast.first().textContent()) ?? '';
}

for (const dialect of testDialects()) {
  describeBrowser(`a data update request that reaches the customer (${dialect})`, () => {
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

    it('an API case: one specific document, "Also e-mail the customer a link", answered through that link', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Company basics',
        requirements: MINIMAL,
      });
      assert.equal(profile.status, 201, JSON.stringify(profile.body));
      const caseId = await openCaseOverHttp(service, tenant.token, sampleIntake({ customer_id: 'nw-7' }));
      assert.equal((await api(service, 'POST', `/api/v1/verifications/${caseId}/state/start`, token)).status, 200);

      const { page: console, guard } = await browser.newPage();
      await signIn(console, service, officer);
      await console.goto(`${service.url}/console/cases/${caseId}`);
      await waitForCasePage(console, COMPANY);

      // 1. Nothing asked: the service refuses, and the dialog says why instead of claiming the customer was asked.
      let dialog = await openRequestDialog(console);
      await dialog
        .getByText('This case came through the API: your integration is told by the state_change webhook.')
        .waitFor();
      await dialog.getByRole('button', { name: 'Request data update', exact: true }).click();
      await dialog.getByText(/needs a comment, an onboarding profile or the items to provide/).waitFor();
      const unchanged = await api(service, 'GET', `/api/v1/verifications/${caseId}`, token);
      assert.equal((unchanged.body.verification as { status: string }).status, 'in_progress');

      // 2. One specific document, and a link e-mailed to an address the officer types.
      await chooseOption(dialog, 'Onboarding profile', 'Company basics');
      const documents = await pickerGroup(dialog, 'Company documents');
      await documents.getByRole('checkbox', { name: 'Registry extract', exact: true }).check();
      await textField(dialog, 'Comment').fill('Please send a registry extract from this year.');
      await dialog.getByRole('checkbox', { name: 'Also e-mail the customer a link' }).check();
      await textField(dialog, 'Customer e-mail').fill('finance@northwind.example');
      await checkA11y(console, 'the data update request dialog on an API case');
      await screenshotViewport(console, 'data-update-request-api-case');
      const said = await sendRequest(console, dialog);
      assert.match(said, /We’ll e-mail finance@northwind\.example a link/);
      await statusBadge(console, 'Request for data update').waitFor();
      await console.getByText(/^Waiting for the customer since /).waitFor();

      // 3. The mail arrives; the header says it was sent; its link opens the portal asking for that document only.
      const request = await smtp.waitFor(
        (m) => m.to.includes('finance@northwind.example') && m.text.includes('registry extract from this year'),
        20_000,
      );
      const link = request.links.find((l) => PORTAL_LINK.test(l));
      assert.ok(link, `a portal link in ${request.links.join(', ')}`);
      await console
        .getByText('E-mail sent to finance@northwind.example', { exact: false })
        .waitFor({ timeout: 15_000 });
      await screenshot(console, 'data-update-request-waiting-sent');

      const portal = await browser.context.newPage();
      const portalErrors: string[] = [];
      portal.on('pageerror', (e) => portalErrors.push(String(e)));
      await portal.goto(link);
      await portal.getByRole('navigation', { name: 'Application steps' }).waitFor();
      await portal.getByText('Please send a registry extract from this year.').first().waitFor();
      await portal.getByLabel('Registry extract', { exact: true }).waitFor();
      assert.equal(await portal.getByLabel('Certificate of incorporation', { exact: true }).count(), 0);
      assert.equal(await portal.getByLabel('Passport', { exact: true }).count(), 0);
      await checkA11y(portal, 'the portal answering one specific document');
      await screenshot(portal, 'data-update-portal-one-document');
      await console.getByText(/^Link opened /).waitFor({ timeout: 15_000 });

      await portal
        .getByLabel('Registry extract', { exact: true })
        .setInputFiles({ name: 'extract.pdf', mimeType: 'application/pdf', buffer: makePdf('Registry extract') });
      await portal.getByText('extract.pdf').first().waitFor();
      await portal
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('button', { name: 'Review', exact: true })
        .click();
      await portal.getByRole('button', { name: 'Submit', exact: true }).click();
      await portal.getByRole('heading', { name: "Thank you — we've received your update" }).waitFor();

      // 4. The case is back in progress, with the document.
      await eventually(async () => {
        const record = await api(service, 'GET', `/api/v1/verifications/${caseId}`, token);
        return (record.body.verification as { status: string }).status === 'in_progress';
      }, 'the case to be in progress');
      await statusBadge(console, 'In progress').waitFor({ timeout: 15_000 });
      const docs = await api(service, 'GET', `/api/v1/verifications/${caseId}/company_documents`, token);
      const types = (docs.body.company_documents as { document: { document_type: string } }[]).map(
        (d) => d.document.document_type,
      );
      assert.ok(types.includes('registry_extract'), `the extract is on the case: ${types.join(', ')}`);

      // 5. Asked again, now for one document of a person: the invitation's address gets it.
      dialog = await openRequestDialog(console);
      await dialog.getByText('We’ll e-mail finance@northwind.example a link.').waitFor();
      assert.equal(await dialog.getByRole('checkbox', { name: 'Also e-mail the customer a link' }).count(), 0);
      const person = await pickerGroup(dialog, 'Documents of Jane Ann Doe');
      await person.getByRole('checkbox', { name: 'Proof of address', exact: true }).check();
      await screenshotViewport(console, 'data-update-request-person-document');
      await sendRequest(console, dialog);
      const second = await smtp.waitFor(
        (m) => m.to.includes('finance@northwind.example') && /proof of address/i.test(m.text),
        20_000,
      );
      const secondLink = second.links.find((l) => PORTAL_LINK.test(l));
      assert.ok(secondLink);
      await portal.goto(secondLink);
      await portal.getByRole('navigation', { name: 'Application steps' }).waitFor();
      await portal.getByLabel('Proof of address', { exact: true }).waitFor();
      assert.equal(await portal.getByLabel('Registry extract', { exact: true }).count(), 0);
      await screenshot(portal, 'data-update-portal-person-document');
      assertNoPageErrors(guard);
      assertNoPageErrors({ pageErrors: portalErrors });
    });

    it('a request to add a bank account and a director: the portal offers "Add …" for both', async () => {
      const { tenant } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Company basics',
        requirements: MINIMAL,
      });
      const caseId = await openCaseOverHttp(service, tenant.token, sampleIntake());
      await api(service, 'POST', `/api/v1/verifications/${caseId}/state/start`, token);
      const requested = await api(service, 'POST', `/api/v1/verifications/${caseId}/state/request_data_update`, token, {
        comment: 'Please add the account you will pay from, and your new director.',
        requested: { sections: ['bank_accounts', 'directors'] },
        completeness_profile_id: (profile.body.completeness_profile as { id: string }).id,
        customer_email: 'cfo@northwind.example',
      });
      assert.equal(requested.status, 200, JSON.stringify(requested.body));
      const mailed = await smtp.waitFor((m) => m.to.includes('cfo@northwind.example'), 20_000);
      const link = mailed.links.find((l) => PORTAL_LINK.test(l));
      assert.ok(link);

      const { page, guard } = await browser.newPage();
      await page.goto(link);
      await page.getByRole('navigation', { name: 'Application steps' }).waitFor();
      await page.getByRole('button', { name: 'Add another bank account' }).waitFor();
      await textField(page, 'Account holder').fill(COMPANY);
      await textField(page, 'Bank name').fill('Monzo');
      await textField(page, 'Account number or IBAN').fill('87654321');
      await checkA11y(page, 'the portal adding a bank account on request');
      await screenshot(page, 'data-update-portal-add-bank-account');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.locator('[aria-current="step"]').filter({ hasText: 'People' }).waitFor();
      await page.getByRole('button', { name: 'Add another director' }).click();
      // The new card is the last one (its name follows what is typed, so it is found by place).
      await chooseOption(page.getByRole('group', { name: 'Director 2' }), 'Position', 'Director');
      await textField(page, 'Given names').last().fill('Grace');
      await textField(page, 'Surname').last().fill('Hopper');
      await page
        .getByRole('group', { name: 'Is this person a politically exposed person?' })
        .last()
        .getByRole('radio', { name: 'No' })
        .check();
      await screenshot(page, 'data-update-portal-add-director');
      await page
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('button', { name: 'Review', exact: true })
        .click();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('heading', { name: "Thank you — we've received your update" }).waitFor();
      const directors = await api(service, 'GET', `/api/v1/verifications/${caseId}/directors`, token);
      const surnames = (directors.body.directors as { person: { surname: string } }[]).map((d) => d.person.surname);
      assert.deepEqual(surnames.sort(), ['Doe', 'Hopper']);
      assertNoPageErrors(guard);
    });
  });
}

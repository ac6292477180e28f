import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { newEthereumWallet } from '../helpers/ethereum-wallet.js';
import { makePdf } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { createProfile, invite, openPortal, type PortalSession } from '../helpers/portal-client.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  assertNoPageErrors,
  browserSession,
  chooseOption,
  closeDialog,
  eventually,
  openCaseTab,
  openDialog,
  readShownSecret,
  row,
  screenshotViewport,
  selectField,
  signIn,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

const PORTAL_LINK = /https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}/;
const INVITE = 'Invite a company';

/** What a company must provide: its details, a bank account, a crypto address and a certificate. */
const REQUIREMENTS = {
  sections: ['company_details', 'bank_accounts', 'crypto_addresses', 'company_documents'],
  fields: { company: ['formal_name', 'company_number'], director: [], person: [] },
  document_types: { company: ['certificate_of_incorporation'], person: [] },
};

/** Stricter: a tax number, a website and an AML policy the first application did not have. */
const STRICTER = {
  sections: ['company_details', 'company_documents'],
  fields: { company: ['formal_name', 'tax_number', 'website'], director: [], person: [] },
  document_types: { company: ['certificate_of_incorporation', 'aml_policy'], person: [] },
};

async function openInvitations(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Invitations', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Invitations', exact: true }).waitFor();
}

/** The invitations table's row of `email`. */
function invitationRow(page: Page, email: string): Locator {
  return row(page.getByRole('table', { name: 'Invitations' }), email);
}

/** Fills "Invite a company" (its dialog left open) and sends it; returns the link the dialog shows once. */
async function inviteInConsole(
  page: Page,
  fields: { email: string; reference: string; profile: string; name: string; number: string; country: string },
  sendEmail: boolean,
  shoot?: string,
): Promise<{ link: string; dialog: Locator }> {
  await page.getByRole('button', { name: INVITE, exact: true }).click();
  const dialog = openDialog(page);
  await textField(dialog, 'Email').fill(fields.email);
  await textField(dialog, 'Customer reference').fill(fields.reference);
  await chooseOption(dialog, 'Onboarding profile', fields.profile);
  await textField(dialog, 'Company name').fill(fields.name);
  await textField(dialog, 'Company number').fill(fields.number);
  await chooseOption(dialog, 'Country', fields.country);
  const send = dialog.getByRole('checkbox', { name: 'Send the invitation by e-mail', exact: true });
  assert.equal(await send.isChecked(), true, 'the invitation is e-mailed unless unticked');
  if (!sendEmail) await send.uncheck();
  if (shoot) {
    await checkA11y(page, 'the "Invite a company" dialog');
    await screenshotViewport(page, shoot);
  }
  await dialog.getByRole('button', { name: INVITE, exact: true }).click();
  // The form's text boxes are gone once the link shows: read it only then.
  await dialog.getByRole('heading', { name: 'Company invited' }).waitFor();
  return { link: await readShownSecret(dialog, PORTAL_LINK), dialog };
}

/** Fills in everything REQUIREMENTS asks for, with a real upload and a real wallet signature. */
async function fillApplication(portal: PortalSession): Promise<void> {
  const certificate = await portal.upload('certificate.pdf', 'application/pdf', makePdf());
  assert.equal(certificate.status, 201, JSON.stringify(certificate.body));
  const wallet = newEthereumWallet();
  const challenge = await portal.send('POST', '/ownership_challenges', {
    address: wallet.address,
    address_type: 'eth',
  });
  assert.equal(challenge.status, 201, JSON.stringify(challenge.body));
  const { id, signature_message: message } = challenge.body.challenge as { id: string; signature_message: string };
  const signed = await portal.send('POST', `/ownership_challenges/${id}/signature`, {
    signature: wallet.sign(message),
  });
  assert.equal(signed.body.challenge.signature_verification, 'verified', JSON.stringify(signed.body));
  const draft = {
    company: { formal_name: 'Acme Widgets Ltd', company_number: '01234567', jurisdiction_code: 'gb' },
    bank_accounts: [
      { key: 'b1', account_holder: 'Acme Widgets Ltd', name: 'Barclays', number: 'GB82WEST12345698765432', iban: true },
    ],
    crypto_addresses: [{ key: 'c1', address: wallet.address, address_type: 'ETH', challenge_id: id }],
    documents: [{ key: 'k1', document_type: 'certificate_of_incorporation', upload_ids: [certificate.body.upload.id] }],
  };
  const saved = await portal.send('PUT', '/application/draft', { draft });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
}

for (const dialect of testDialects()) {
  describeBrowser(`console: invitations to the customer portal (${dialect})`, () => {
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

    it('invites a company: the link shows once, the row is pending; "Revoke" makes it revoked', async () => {
      const { tenant, user } = await tenantWithUser(service, 'officer');
      await createProfile(service, tenant, REQUIREMENTS, 'Portal KYB');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openInvitations(page);
      await page.getByText('No invitations yet').waitFor();
      await checkA11y(page, 'the empty invitations page');
      await screenshot(page, 'invitations-empty');

      // Not e-mailed: the officer passes the link on.
      const first = await inviteInConsole(
        page,
        {
          email: 'finance@acme.example',
          reference: 'crm-4711',
          profile: 'Portal KYB',
          name: 'Acme Widgets Ltd',
          number: '01234567',
          country: 'United Kingdom',
        },
        false,
        'dialog-invite-company',
      );
      assert.ok(first.link.startsWith(`${service.url}/portal/open#token=dsi_`), first.link);
      await first.dialog.getByText('Copy this link and send it yourself').waitFor();
      await first.dialog.getByRole('button', { name: 'Copy', exact: true }).waitFor();
      await checkA11y(page, 'the dialog showing a new invitation link');
      await screenshotViewport(page, 'dialog-invite-company-link');
      await closeDialog(page);

      const firstRow = invitationRow(page, 'finance@acme.example');
      await firstRow.getByText('Pending', { exact: true }).waitFor();
      await firstRow.getByText('Portal KYB').waitFor();
      await firstRow.getByText('crm-4711').waitFor();
      assert.equal(await page.getByText(first.link).count(), 0, 'the link is shown once, not in the list');
      const listed = await api(service, 'GET', '/api/v1/invitations', { token: tenant.token });
      const [stored] = listed.body.invitations as {
        status: string;
        customer_id: string;
        prefill: unknown;
        url: null;
      }[];
      assert.equal(stored?.status, 'pending');
      assert.equal(stored?.customer_id, 'crm-4711');
      assert.deepEqual(stored?.prefill, {
        formal_name: 'Acme Widgets Ltd',
        company_number: '01234567',
        jurisdiction_code: 'gb',
      });

      // E-mailed (the default): the dialog says where it went, and the outbox holds the mail.
      const second = await inviteInConsole(
        page,
        {
          email: 'cfo@globex.example',
          reference: 'crm-4712',
          profile: 'Portal KYB',
          name: 'Globex SA',
          number: 'B-998877',
          country: 'Belgium',
        },
        true,
      );
      await second.dialog.getByText('Sent by e-mail to').waitFor();
      await closeDialog(page);
      await invitationRow(page, 'cfo@globex.example').getByText('Pending', { exact: true }).waitFor();
      const mails = await service.ctx.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'kind'])
        .where('account_id', '=', tenant.accountId)
        .execute();
      assert.deepEqual(
        mails.map((m) => [m.recipient, m.kind]),
        [['cfo@globex.example', 'invitation']],
        'only the invitation with the box ticked is e-mailed',
      );
      await checkA11y(page, 'the invitations list');
      await screenshot(page, 'invitations-list');

      // "Resend link": a fresh link, always e-mailed and never shown, so an officer cannot answer as the company.
      await firstRow.getByRole('button', { name: 'Resend link', exact: true }).click();
      const resend = openDialog(page);
      assert.equal(await resend.getByRole('checkbox').count(), 0, 'no way to resend without e-mail');
      await checkA11y(page, 'the "Resend link" dialog');
      await resend.getByRole('button', { name: 'Resend link', exact: true }).click();
      await resend.getByRole('heading', { name: 'New link sent' }).waitFor();
      assert.doesNotMatch((await resend.textContent()) ?? '', /#token=/, 'the console does not show the new link');
      await screenshotViewport(page, 'dialog-resend-link');
      await closeDialog(page);

      // "Revoke", confirmed.
      await firstRow.getByRole('button', { name: 'Revoke', exact: true }).click();
      const confirm = openDialog(page);
      await confirm.getByRole('heading', { name: 'Revoke this invitation?' }).waitFor();
      await checkA11y(page, 'the revoke confirmation');
      await screenshotViewport(page, 'dialog-revoke-invitation');
      await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });
      await firstRow.getByText('Revoked', { exact: true }).waitFor();
      assert.equal(await firstRow.getByRole('button', { name: 'Revoke' }).count(), 0, 'no "Revoke" once revoked');
      assert.equal(await firstRow.getByRole('button', { name: 'Resend link' }).count(), 0);
      const opened = await service.app.inject({
        method: 'POST',
        url: '/portal/api/session',
        payload: { token: new URL(first.link).hash.replace(/^#token=/, '') },
      });
      assert.equal(opened.statusCode, 410, `a revoked link no longer opens the portal: ${opened.body}`);

      // The status filter, in the URL.
      await selectField(page, 'Status').selectOption({ label: 'Revoked' });
      await eventually(async () => (await invitationRow(page, 'cfo@globex.example').count()) === 0, 'filtered');
      await invitationRow(page, 'finance@acme.example').waitFor();
      assert.match(page.url(), /[?&]status=revoked/);
      await selectField(page, 'Status').selectOption({ label: 'Expired' });
      await page.getByText('No expired invitations').waitFor();
      await page.getByRole('button', { name: 'Show all invitations' }).click();
      await invitationRow(page, 'cfo@globex.example').waitFor();
      await invitationRow(page, 'finance@acme.example').waitFor();
      assertNoPageErrors(guard);
    });

    it('shows a viewer the invitations read-only: no "Invite a company", no row actions', async () => {
      const { tenant, user } = await tenantWithUser(service, 'viewer');
      const profileId = await createProfile(service, tenant, REQUIREMENTS, 'Portal KYB');
      await invite(service, tenant, { email: 'owner@initech.example', completeness_profile_id: profileId });
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openInvitations(page);
      const listedRow = invitationRow(page, 'owner@initech.example');
      await listedRow.getByText('Pending', { exact: true }).waitFor();
      await page.getByText('You have read-only access').waitFor();
      assert.equal(await page.getByRole('button', { name: INVITE }).count(), 0, 'a viewer cannot invite');
      assert.equal(await listedRow.getByRole('button').count(), 0, 'nor resend nor revoke');
      await checkA11y(page, 'the invitations page of a viewer');
      await screenshot(page, 'invitations-viewer');

      const refused = await api(
        service,
        'POST',
        '/api/v1/invitations',
        { session: await browserSession(page, service) },
        { email: 'x@initech.example', completeness_profile_id: profileId },
      );
      assert.equal(refused.status, 403, JSON.stringify(refused.body));
      assertNoPageErrors(guard);
    });

    it("shows on the case what the customer's latest submission changed, and the address's verified ownership", async () => {
      const { tenant, user } = await tenantWithUser(service, 'officer');
      const profileId = await createProfile(service, tenant, REQUIREMENTS, 'Portal KYB');
      const invitation = await invite(service, tenant, {
        email: 'finance@acme.example',
        completeness_profile_id: profileId,
      });
      const portal = await openPortal(service, invitation.url);
      await fillApplication(portal);
      const submitted = await portal.send('POST', '/application/submit');
      assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
      const shown = await api(service, 'GET', `/api/v1/invitations/${invitation.id}`, { token: tenant.token });
      const caseId = (shown.body.invitation as { verification_id: string }).verification_id;
      assert.ok(caseId, 'the submission opened a case');

      // The application itself: everything in it is new.
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await page.goto(`${service.url}/console/cases/${caseId}`);
      await waitForCasePage(page, 'Acme Widgets Ltd');
      const changes = page.getByRole('region', { name: 'What changed since the last submission' });
      await changes.getByText(/first submission/).waitFor();
      await changes.getByText('New company').waitFor();
      await changes.getByText('certificate.pdf').waitFor();
      await screenshot(page, 'case-summary-first-submission');

      // The officer asks for more; the customer answers through the portal.
      const stricter = await createProfile(service, tenant, STRICTER, 'With AML policy');
      const token = { token: tenant.token };
      assert.equal((await api(service, 'POST', `/api/v1/verifications/${caseId}/state/start`, token, {})).status, 200);
      const requested = await api(service, 'POST', `/api/v1/verifications/${caseId}/state/request_data_update`, token, {
        comment: 'Please add your tax number, website and AML policy.',
        completeness_profile_id: stricter,
      });
      assert.equal(requested.status, 200, JSON.stringify(requested.body));
      const resent = await api(service, 'POST', `/api/v1/invitations/${invitation.id}/resend`, token, {
        send_email: false,
      });
      const update = await openPortal(service, (resent.body.invitation as { url: string }).url);
      assert.equal(update.opened.mode, 'update');
      const policy = await update.upload('aml-policy.pdf', 'application/pdf', makePdf('AML policy'));
      const draft = {
        ...update.opened.draft,
        company: { ...update.opened.draft.company, tax_number: 'GB123456789', website: 'https://acme.example' },
        documents: [{ key: 'a1', document_type: 'aml_policy', upload_ids: [policy.body.upload.id] }],
      };
      assert.equal((await update.send('PUT', '/application/draft', { draft })).status, 200);
      const answered = await update.send('POST', '/application/submit');
      assert.equal(answered.status, 200, JSON.stringify(answered.body));

      await openInvitations(page);
      const submittedRow = invitationRow(page, 'finance@acme.example');
      await submittedRow.getByText('Submitted', { exact: true }).waitFor();
      // A submitted invitation has done its work: nothing to resend or revoke.
      assert.equal(await submittedRow.getByRole('button', { name: 'Resend link' }).count(), 0);
      assert.equal(await submittedRow.getByRole('button', { name: 'Revoke' }).count(), 0);
      await checkA11y(page, 'the invitations list with a submitted invitation');
      await screenshot(page, 'invitations-submitted');
      await submittedRow.getByRole('link', { name: 'Open case of finance@acme.example' }).click();
      await waitForCasePage(page, 'Acme Widgets Ltd');
      assert.ok(page.url().includes(`/console/cases/${caseId}`), page.url());
      await changes.getByText('Tax number').waitFor();
      await changes.getByText('GB123456789').waitFor();
      await changes.getByText('AML policy').waitFor();
      await changes.getByText('aml-policy.pdf').waitFor();
      await changes.scrollIntoViewIfNeeded();
      await checkA11y(page, 'the Summary tab with what changed');
      await screenshot(page, 'case-summary-changes');

      const company = await openCaseTab(page, 'Company');
      const crypto = company.getByRole('table', { name: /^Crypto addresses of / });
      await crypto.getByText('Verified', { exact: true }).waitFor();
      await crypto.getByText('Signed message').click();
      await crypto.getByText(/Nonce: /).waitFor();
      await crypto.scrollIntoViewIfNeeded();
      await checkA11y(page, 'the Company tab with an ownership proof');
      await screenshot(page, 'case-company-crypto');
      assertNoPageErrors(guard);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { MailWorker } from '../../src/mail/mail-worker.js';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { newEthereumWallet } from '../helpers/ethereum-wallet.js';
import { makePdf, makePng } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { startMailDelivery } from '../helpers/mail-delivery.js';
import { PORTAL_REQUIREMENTS } from '../helpers/portal-client.js';
import { type SmtpReceiver, startSmtpReceiver } from '../helpers/smtp-receiver.js';
import { testDialects } from '../helpers/test-app.js';
import {
  eventually,
  registerEndpoint,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../helpers/webhook-receiver.js';
import {
  api,
  assertNoPageErrors,
  caseAction,
  chooseOption,
  openCaseTab,
  runCaseAction,
  signIn,
  statusBadge,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

const PHONE = { width: 375, height: 812 };
const COMPANY = 'Acme Widgets Ltd';
const PORTAL_LINK = /^https?:\/\/\S+\/portal\/open#token=dsi_[0-9A-Za-z]{43}$/;

function stepButton(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Application steps' }).getByRole('button', { name, exact: true });
}

/** Opens the link from a mail in the phone-sized page and waits for the application. */
async function openLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('navigation', { name: 'Application steps' }).waitFor();
  assert.ok(!page.url().includes('token='), 'the token leaves the address bar once used');
}

async function upload(page: Page, label: string, name: string, mimeType: string, buffer: Buffer): Promise<void> {
  await page.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType, buffer });
  await page.getByText(name).first().waitFor();
}

async function continueTo(page: Page, step: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.locator('[aria-current="step"]').filter({ hasText: step }).waitFor();
}

for (const dialect of testDialects()) {
  describeBrowser(`customer portal: invitation to decision and back (${dialect})`, () => {
    let service: LiveService;
    let browser: TestBrowser;
    let smtp: SmtpReceiver;
    let hooks: WebhookReceiver;
    let mail: MailWorker;

    before(async () => {
      service = await startLiveService(dialect, { worker: true });
      browser = await launchBrowser();
      smtp = await startSmtpReceiver();
      hooks = await startWebhookReceiver();
      mail = startMailDelivery(service, smtp);
    });
    after(async () => {
      await mail?.stop();
      await browser?.close();
      await hooks?.close();
      await smtp?.close();
      await service?.close();
    });

    it('the customer applies from the e-mailed link on a phone, then answers a data update request', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Portal KYB',
        requirements: PORTAL_REQUIREMENTS,
      });
      const stricter = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'With AML policy',
        requirements: {
          ...PORTAL_REQUIREMENTS,
          document_types: { company: ['certificate_of_incorporation', 'aml_policy'], person: ['passport'] },
        },
      });
      await registerEndpoint(service, tenant, hooks, ['application_received', 'state_change', 'data_changed']);
      const invited = await api(service, 'POST', '/api/v1/invitations', token, {
        email: 'finance@acme.example',
        customer_id: 'acme-1',
        completeness_profile_id: (profile.body.completeness_profile as { id: string }).id,
        prefill: { formal_name: COMPANY, jurisdiction_code: 'gb' },
      });
      assert.equal(invited.status, 201, JSON.stringify(invited.body));
      const invitationId = (invited.body.invitation as { id: string }).id;

      // 1. The invitation arrives by mail; its link opens the portal at 375 px.
      const invitation = await smtp.waitFor((m) => m.to.includes('finance@acme.example'), 20_000);
      assert.match(invitation.from.name, /^Test Bank/);
      assert.ok(invitation.html, 'the invitation has an HTML part');
      const link = invitation.links.find((l) => PORTAL_LINK.test(l));
      assert.ok(link, `a portal link in ${invitation.links.join(', ')}`);

      const { page, guard } = await browser.newPage();
      await page.setViewportSize(PHONE);
      await openLink(page, link);
      await checkA11y(page, 'the portal: company step');
      await screenshot(page, 'portal-375-company');
      const wide = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
      assert.equal(wide, false, 'nothing scrolls sideways at 375 px');

      // 2. Company.
      assert.equal(await textField(page, 'Company name').inputValue(), COMPANY, 'prefilled by the inviter');
      await textField(page, 'Company number').fill('01234567');
      await continueTo(page, 'Financial');

      // 3. Financial: a bank account with an IBAN, and an Ethereum address proven with a signature.
      // A required list starts with one item to fill in.
      await textField(page, 'Account holder').fill(COMPANY);
      await textField(page, 'Bank name').fill('Barclays');
      await textField(page, 'Account number or IBAN').fill('GB82 WEST 1234 5698 7654 32');
      await page.getByRole('checkbox', { name: 'This is an IBAN' }).check();
      const wallet = newEthereumWallet();
      await textField(page, 'Crypto address').fill(wallet.address);
      await chooseOption(page, 'Network', 'Ethereum (ETH)');
      await page.getByRole('button', { name: 'Get message to sign' }).click();
      const message = await page.getByLabel('Message to sign').inputValue();
      assert.match(message, /Nonce: /);
      assert.ok(message.includes(wallet.address));
      await textField(page, 'Signature').fill(wallet.sign(message));
      await page.getByRole('button', { name: 'Verify signature' }).click();
      await page.getByText('Ownership verified').waitFor();
      await checkA11y(page, 'the portal: financial step');
      await screenshot(page, 'portal-375-financial');
      await continueTo(page, 'People');

      // 4. People: a director with the PEP declaration and a passport.
      await chooseOption(page, 'Position', 'Director');
      await textField(page, 'Given names').fill('Ada');
      await textField(page, 'Surname').fill('Lovelace');
      await page.getByLabel('Date of birth').fill('1985-12-10');
      await chooseOption(page, 'Nationality', 'United Kingdom');
      await page
        .getByRole('group', { name: 'Is this person a politically exposed person?' })
        .getByRole('radio', { name: 'No' })
        .check();
      await upload(page, 'Passport', 'passport.png', 'image/png', await makePng(600, 400));
      // The profile requires the passport: its number, issuing country and expiry are required with it.
      await stepButton(page, 'Review').click();
      await page.getByText('missing document number, issuing country, expiry date').waitFor();
      await stepButton(page, 'People').click();
      await textField(page, 'Document number').fill('533401372');
      await chooseOption(page, 'Issuing country', 'United Kingdom');
      await page.getByLabel('Expiry date').fill('2031-04-30');
      await checkA11y(page, 'the portal: people step');
      await screenshot(page, 'portal-375-people');
      await continueTo(page, 'Documents');

      // 5. Documents, then the review's checklist and Submit.
      await upload(page, 'Certificate of incorporation', 'certificate.pdf', 'application/pdf', makePdf());
      await checkA11y(page, 'the portal: documents step');
      await screenshot(page, 'portal-375-documents');
      await continueTo(page, 'Review');
      const submit = page.getByRole('button', { name: 'Submit', exact: true });
      await page.getByText('Everything is ready to submit.').waitFor();
      assert.equal(await submit.isEnabled(), true);
      await checkA11y(page, 'the portal: review step');
      await screenshot(page, 'portal-375-review');

      // A reload (or another device with the link) loses nothing: the draft was saved as the customer typed.
      await page.reload();
      await stepButton(page, 'Review').click();
      await page.getByText('Everything is ready to submit.').waitFor();
      await submit.click();
      await page.getByRole('heading', { name: "Thank you — we've received your application" }).waitFor();
      await checkA11y(page, 'the portal: thank-you page');
      await screenshot(page, 'portal-375-submitted');

      // 6. The case is `new`, the receiver got application_received (signed), and the customer a receipt.
      const shown = await api(service, 'GET', `/api/v1/invitations/${invitationId}`, token);
      const caseId = (shown.body.invitation as { verification_id: string }).verification_id;
      assert.ok(caseId);
      // The receiver keeps only requests whose signature verified with the endpoint's secret.
      await hooks.waitFor(
        () =>
          hooks.requests.some(
            (r) => r.payload.event === 'application_received' && r.payload.verification_id === caseId,
          ),
        'a signed application_received',
        20_000,
      );
      await smtp.waitFor((m) => m.to.includes('finance@acme.example') && /received/i.test(m.subject), 20_000);

      // 7. The officer sees it as new, starts it and requests a data update with a profile needing one more document.
      const console = await browser.context.newPage();
      await signIn(console, service, officer);
      await console.goto(`${service.url}/console/cases/${caseId}`);
      await waitForCasePage(console, COMPANY);
      await statusBadge(console, 'Not started').waitFor();
      await runCaseAction(console, 'Start review');
      await runCaseAction(console, 'Request data update', async (dialog) => {
        await chooseOption(dialog, 'Onboarding profile', (stricter.body.completeness_profile as { name: string }).name);
        await textField(dialog, 'Comment').fill('Please add your AML policy.');
      });
      await caseAction(console, 'Cancel data update').waitFor();

      // 8. The customer's mail arrives; the portal shows only that document and the officer's comment.
      const request = await smtp.waitFor(
        (m) => m.to.includes('finance@acme.example') && m.text.includes('Please add your AML policy.'),
        20_000,
      );
      const updateLink = request.links.find((l) => PORTAL_LINK.test(l));
      assert.ok(updateLink);
      await openLink(page, updateLink);
      await page.getByText('Please add your AML policy.').waitFor();
      assert.equal(await page.getByLabel('Certificate of incorporation', { exact: true }).count(), 0);
      assert.equal(await page.getByLabel('Passport', { exact: true }).count(), 0);
      await checkA11y(page, 'the portal: data update request');
      await screenshot(page, 'portal-375-update');
      await upload(page, 'AML policy', 'aml-policy.pdf', 'application/pdf', makePdf('AML policy'));
      await stepButton(page, 'Review').click();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.getByRole('heading', { name: "Thank you — we've received your update" }).waitFor();

      // 9. In progress again, the audit log names the customer, "What changed" shows the new document.
      await eventually(async () => {
        const record = await api(service, 'GET', `/api/v1/verifications/${caseId}`, token);
        return (record.body.verification as { status: string }).status === 'in_progress' ? true : undefined;
      }, 'the case to be in progress');
      await hooks.waitFor(
        () =>
          hooks.requests.some((r) => r.payload.event === 'data_changed' && r.payload.verification_id === caseId) &&
          hooks.requests.some(
            (r) =>
              r.payload.event === 'state_change' &&
              r.payload.verification_id === caseId &&
              r.payload.prev_state === 'data_update_requested' &&
              r.payload.new_state === 'in_progress',
          ),
        'signed data_changed and state_change webhooks for the answer',
        20_000,
      );
      await console.reload();
      await waitForCasePage(console, COMPANY);
      const summary = await openCaseTab(console, 'Summary');
      const changes = summary.getByRole('region', { name: 'What changed since the last submission' });
      await changes.getByText('aml-policy.pdf').waitFor();
      await screenshot(console, 'portal-console-what-changed');
      const audit = await openCaseTab(console, 'Audit log');
      await audit.getByText('finance@acme.example').first().waitFor();

      // 10. The portal session reads nothing else: /api/v1 refuses it.
      const portalCookie = (await page.context().cookies(`${service.url}/portal/`)).find(
        (c) => c.name === 'dossier_portal',
      );
      assert.ok(portalCookie);
      assert.equal(portalCookie.path, '/portal/');
      assert.equal(portalCookie.httpOnly, true);
      const refused = await fetch(`${service.url}/api/v1/verifications/${caseId}`, {
        headers: { cookie: `dossier_portal=${portalCookie.value}` },
      });
      assert.equal(refused.status, 401);
      assertNoPageErrors(guard);
    });

    it('an expired link offers a new one by e-mail; a revoked link says so; no session asks for the link', async () => {
      const { tenant } = await tenantWithUser(service, 'officer');
      const token = { token: tenant.token };
      const profile = await api(service, 'POST', '/api/v1/completeness_profiles', token, {
        name: 'Light',
        requirements: { sections: ['company_details'], fields: { company: [], director: [], person: [] } },
      });
      const profileId = (profile.body.completeness_profile as { id: string }).id;
      const expiring = await api(service, 'POST', '/api/v1/invitations', token, {
        email: 'late@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      const expiringUrl = (expiring.body.invitation as { url: string; id: string }).url;
      await service.database.handle.db
        .updateTable('invitation_links')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('invitation_id', '=', (expiring.body.invitation as { id: string }).id)
        .execute();

      const { page, guard } = await browser.newPage();
      await page.setViewportSize(PHONE);
      await page.goto(expiringUrl);
      await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
      await checkA11y(page, 'the portal: expired link');
      await screenshot(page, 'portal-375-expired');
      await page.getByRole('button', { name: 'Send me a new link' }).click();
      await page.getByRole('heading', { name: "We've sent a new link to your e-mail" }).waitFor();
      const fresh = await smtp.waitFor((m) => m.to.includes('late@acme.example'), 20_000);
      const freshLink = fresh.links.find((l) => PORTAL_LINK.test(l));
      assert.ok(freshLink && freshLink !== expiringUrl, 'a new link, to the invitation’s own address');
      await openLink(page, freshLink);

      const revoked = await api(service, 'POST', '/api/v1/invitations', token, {
        email: 'gone@acme.example',
        completeness_profile_id: profileId,
        send_email: false,
      });
      const revokedInvitation = revoked.body.invitation as { url: string; id: string };
      await api(service, 'POST', `/api/v1/invitations/${revokedInvitation.id}/revoke`, token);
      await page.goto(revokedInvitation.url);
      await page.getByRole('heading', { name: 'This link is no longer valid' }).waitFor();
      await checkA11y(page, 'the portal: revoked link');
      await screenshot(page, 'portal-375-revoked');

      await browser.context.clearCookies();
      await page.goto(`${service.url}/portal/`);
      await page.getByRole('heading', { name: 'Open the link from your e-mail' }).waitFor();
      await checkA11y(page, 'the portal: no session');
      assertNoPageErrors(guard);
    });
  });
}

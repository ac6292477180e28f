import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  ACCESS_TOKEN,
  api,
  assertNoPageErrors,
  closeDialog,
  openCaseOverHttp,
  openDialog,
  openSettingsTab,
  readShownSecret,
  row,
  signIn,
  tenantWithUser,
  UUID,
  XSS,
} from './support.js';

/** Access tokens → "Create token" with this name; returns the token the dialog shows once (dialog left open). */
async function createTokenInConsole(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Create token', exact: true }).click();
  const dialog = openDialog(page);
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create token', exact: true }).click();
  return readShownSecret(dialog, ACCESS_TOKEN);
}

/**
 * Onboarding profiles → "Create profile" opens the profile form (a page of its own): a name and the company details
 * section as its requirement; "Create profile" saves it and goes back to the list.
 */
async function createProfileInConsole(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create profile', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('checkbox', { name: 'Company details', exact: true }).check();
  await page.getByRole('button', { name: 'Create profile', exact: true }).click();
  await page.getByRole('tab', { name: 'Onboarding profiles', selected: true }).waitFor();
  await row(page, name).first().waitFor();
}

/** No element the payload would have created exists, and no alert opened. */
async function assertNotInjected(page: Page, dialogs: string[]): Promise<void> {
  const injected = await page.evaluate(`document.querySelectorAll('img[src="x"]').length`);
  assert.equal(injected, 0, 'the name was parsed as HTML');
  assert.deepEqual(dialogs, [], 'a JavaScript dialog opened');
}

for (const dialect of testDialects()) {
  describeBrowser(`console: settings as an admin (${dialect})`, () => {
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

    it('creates an access token that works over the API, and revokes it so that the next request is 401', async () => {
      const { user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openSettingsTab(page, 'Access tokens');

      const token = await createTokenInConsole(page, 'Reporting integration');
      await checkA11y(page, 'the dialog showing a new token');
      await screenshot(page, 'dialog-create-token-secret');
      await closeDialog(page);
      await row(page, 'Reporting integration').waitFor();
      assert.equal(await page.getByText(token).count(), 0, 'the token is shown once, not in the list');

      const before = await api(service, 'GET', '/api/v1/verifications', { token });
      assert.equal(before.status, 200, JSON.stringify(before.body));

      const tokenRow = row(page, 'Reporting integration');
      await tokenRow.getByRole('button', { name: 'Revoke' }).click();
      await openDialog(page).waitFor();
      await checkA11y(page, 'the revoke confirmation');
      await screenshot(page, 'dialog-revoke-token');
      const revoked = page.waitForResponse(
        (r) => /\/api\/v1\/access_tokens\/[^/]+\/revoke$/.test(new URL(r.url()).pathname) && r.status() === 200,
      );
      await openDialog(page).getByRole('button', { name: 'Revoke' }).click();
      await revoked;

      const afterRevoke = await api(service, 'GET', '/api/v1/verifications', { token });
      assert.equal(afterRevoke.status, 401, JSON.stringify(afterRevoke.body));
      await tokenRow.getByText(/revoked/i).waitFor();
      assert.equal(
        await tokenRow.getByRole('button', { name: 'Revoke' }).count(),
        0,
        'a revoked token offers no Revoke',
      );
      assertNoPageErrors(guard);
    });

    it('creates an onboarding profile whose id requests a data update over the API', async () => {
      const { tenant, user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openSettingsTab(page, 'Onboarding profiles');

      await createProfileInConsole(page, 'Payment institutions');
      const profileRow = row(page, 'Payment institutions');
      await profileRow.waitFor();
      const profileId = (await profileRow.allInnerTexts()).join(' ').match(UUID)?.[0];
      assert.ok(profileId, `the profile's id is not shown in its row: ${(await profileRow.allInnerTexts()).join(' ')}`);

      const listed = await api(service, 'GET', `/api/v1/completeness_profiles/${profileId}`, { token: tenant.token });
      assert.equal(listed.status, 200, JSON.stringify(listed.body));

      const caseId = await openCaseOverHttp(service, tenant.token, sampleIntake());
      const started = await api(
        service,
        'POST',
        `/api/v1/verifications/${caseId}/state/start`,
        { token: tenant.token },
        {},
      );
      assert.equal(started.status, 200, JSON.stringify(started.body));
      const requested = await api(
        service,
        'POST',
        `/api/v1/verifications/${caseId}/state/request_data_update`,
        { token: tenant.token },
        { completeness_profile_id: profileId },
      );
      assert.equal(requested.status, 200, JSON.stringify(requested.body));
      const verification = requested.body.verification as { status: string; completeness_profile_id: string };
      assert.equal(verification.status, 'data_update_requested');
      assert.equal(verification.completeness_profile_id, profileId);
      assertNoPageErrors(guard);
    });

    it('invites a user: the link is e-mailed and shown once in the dialog, and the list shows the invited user', async () => {
      const { user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openSettingsTab(page, 'Users');
      await row(page, user.email).waitFor();

      await page.getByRole('button', { name: 'Invite user' }).click();
      const dialog = openDialog(page);
      await dialog.getByLabel('Email').fill('new.officer@bank.example');
      await dialog.getByLabel('Name').fill('Nora Officer');
      const role = dialog.getByLabel('Role');
      if ((await role.evaluate((e) => (e as unknown as { tagName: string }).tagName)) === 'SELECT') {
        await role.selectOption({ label: 'Officer' });
      } else {
        await role.click();
        await page.getByRole('option', { name: 'Officer' }).click();
      }
      await dialog.getByRole('button', { name: 'Invite user' }).click();
      const link = await readShownSecret(dialog, /https?:\/\/\S+\/console\/set-password#token=[A-Za-z0-9_-]+/);
      assert.ok(link.startsWith(`${service.url}/console/set-password#token=`), link);
      await dialog.getByText("We've e-mailed Nora Officer (new.officer@bank.example) this link").waitFor();
      await checkA11y(page, 'the dialog showing a set-password link');
      await screenshot(page, 'dialog-invite-user-link');
      await closeDialog(page);

      const invitedRow = row(page, 'new.officer@bank.example');
      await invitedRow.getByText(/invited/i).waitFor();
      await invitedRow
        .getByText(/officer/i)
        .first()
        .waitFor();
      assertNoPageErrors(guard);
    });

    it('shows a token name and a profile name made of HTML as text, running nothing', async () => {
      const { user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);

      await openSettingsTab(page, 'Access tokens');
      await createTokenInConsole(page, XSS);
      await closeDialog(page);
      await page.getByText(XSS, { exact: true }).first().waitFor();
      await assertNotInjected(page, guard.dialogs);

      await openSettingsTab(page, 'Onboarding profiles');
      await createProfileInConsole(page, XSS);
      await page.getByText(XSS, { exact: true }).first().waitFor();
      await assertNotInjected(page, guard.dialogs);

      // Again after a fresh load, where the names come from the server rather than from the form.
      await page.reload();
      await page.getByText(XSS, { exact: true }).first().waitFor();
      await openSettingsTab(page, 'Access tokens');
      await page.getByText(XSS, { exact: true }).first().waitFor();
      await assertNotInjected(page, guard.dialogs);
      assertNoPageErrors(guard);
    });

    it('has no serious accessibility problems on any settings tab', async () => {
      const { user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      const tabs: [string, string][] = [
        ['Company information', 'settings-company'],
        ['Access tokens', 'settings-access-tokens'],
        ['Onboarding profiles', 'settings-onboarding-profiles'],
        ['Webhooks', 'settings-webhooks'],
        ['Users', 'settings-users'],
      ];
      for (const [tab, name] of tabs) {
        await openSettingsTab(page, tab);
        await page.getByRole('tabpanel').first().waitFor();
        await checkA11y(page, `Settings → ${tab}`);
        await screenshot(page, name);
      }
      await openSettingsTab(page, 'Onboarding profiles');
      await page.getByRole('button', { name: 'Create profile', exact: true }).click();
      await page.getByLabel('Name', { exact: true }).waitFor();
      await checkA11y(page, 'the new profile form');
      // Each owner is offered its own document types, and every field reads as words.
      const companyDocuments = page.getByRole('group', { name: 'Company documents' });
      const personDocuments = page.getByRole('group', { name: 'Person documents' });
      await companyDocuments.getByRole('checkbox', { name: 'Certificate of incorporation' }).waitFor();
      assert.equal(await companyDocuments.getByRole('checkbox', { name: 'Passport' }).count(), 0);
      await personDocuments.getByRole('checkbox', { name: 'Passport' }).waitFor();
      assert.equal(await personDocuments.getByRole('checkbox', { name: 'Certificate of incorporation' }).count(), 0);
      const companyFields = page.getByRole('group', { name: 'Company fields' });
      await companyFields.getByRole('checkbox', { name: 'Purpose of holding the asset', exact: true }).waitFor();
      assert.doesNotMatch(await companyFields.innerText(), /asset10|Asset 10/);
      await screenshot(page, 'settings-profile-form');
      for (const [tab, button, name] of [
        ['Access tokens', 'Create token', 'dialog-create-token'],
        ['Webhooks', 'Add endpoint', 'dialog-add-endpoint'],
        ['Users', 'Invite user', 'dialog-invite-user'],
      ] as const) {
        await openSettingsTab(page, tab);
        await page.getByRole('button', { name: button, exact: true }).click();
        await openDialog(page).waitFor();
        await checkA11y(page, `the "${button}" dialog`);
        await screenshot(page, name);
        await closeDialog(page);
      }
      assertNoPageErrors(guard);
    });
  });
}

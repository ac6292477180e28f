import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';
import {
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
  WEBHOOK_SECRET,
} from './support.js';

/** Webhooks → "Add endpoint" for `url`, listening to state changes; returns the secret the dialog shows once. */
async function addEndpointInConsole(page: Page, url: string): Promise<string> {
  await page.getByRole('button', { name: 'Add endpoint', exact: true }).click();
  const dialog = openDialog(page);
  await dialog.getByLabel('URL', { exact: true }).fill(url);
  const stateChange = dialog.getByRole('checkbox', { name: /state[_ ]change/i });
  if ((await stateChange.count()) > 0 && !(await stateChange.isChecked())) await stateChange.check();
  await dialog.getByRole('button', { name: 'Add endpoint', exact: true }).click();
  return readShownSecret(dialog, WEBHOOK_SECRET);
}

for (const dialect of testDialects()) {
  describeBrowser(`console: webhook endpoints and their delivery log (${dialect})`, () => {
    let service: LiveService;
    let browser: TestBrowser;
    let receiver: WebhookReceiver;

    before(async () => {
      service = await startLiveService(dialect, { worker: true });
      browser = await launchBrowser();
      receiver = await startWebhookReceiver();
    });
    after(async () => {
      await browser?.close();
      await receiver?.close();
      await service?.close();
    });

    it('adds an endpoint whose signed deliveries show in its log, and "Retry" sends one again with the same id', async () => {
      const { tenant, user } = await tenantWithUser(service, 'admin');
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openSettingsTab(page, 'Webhooks');

      const secret = await addEndpointInConsole(page, receiver.url);
      receiver.setSecrets(secret);
      await checkA11y(page, 'the dialog showing a new signing secret');
      await screenshot(page, 'dialog-add-endpoint-secret');
      await closeDialog(page);
      // The endpoint's URL in the list is the link to its page, which holds the delivery log.
      const endpointLink = page.getByRole('link', { name: receiver.url });
      await endpointLink.waitFor();
      assert.equal(await page.getByText(secret).count(), 0, 'the secret is shown once, not in the list');

      const caseId = await openCaseOverHttp(service, tenant.token, sampleIntake());
      const started = await api(
        service,
        'POST',
        `/api/v1/verifications/${caseId}/state/start`,
        { token: tenant.token },
        {},
      );
      assert.equal(started.status, 200, JSON.stringify(started.body));
      const isOurs = (r: WebhookReceiver['requests'][number]) =>
        r.payload.event === 'state_change' && r.payload.verification_id === caseId;
      await receiver.waitFor(() => receiver.delivered().some(isOurs), 'the signed state_change');
      assert.deepEqual(receiver.rejected, [], 'every request verified with the secret the console showed');
      const first = receiver.delivered().find(isOurs);
      assert.ok(first);
      assert.equal(first.payload.new_state, 'in_progress');

      await endpointLink.click();
      await page.getByRole('table', { name: 'Deliveries' }).or(page.getByText('No deliveries yet')).first().waitFor();
      // The worker records the attempt just after the receiver answers: reload until the log shows it.
      const deliveryRow = row(page, /State change|state_change/).filter({ hasText: /\b200\b/ });
      for (let tries = 0; (await deliveryRow.count()) === 0; tries++) {
        if (tries > 50)
          throw new Error(
            `the delivery log never showed the 200 attempt:\n${(await page.getByRole('main').or(page.locator('body')).first().allInnerTexts()).join('\n')}`,
          );
        await page.waitForTimeout(200);
        if (tries % 5 === 4) await page.reload();
      }
      await checkA11y(page, 'the delivery log');
      await screenshot(page, 'webhook-delivery-log');

      // "Retry" sends at once, or after a confirmation dialog whose primary button repeats "Retry".
      const retried = page.waitForRequest(
        (r) => r.method() === 'POST' && /\/deliveries\/[^/]+\/retry$/.test(new URL(r.url()).pathname),
      );
      await deliveryRow.first().getByRole('button', { name: 'Retry', exact: true }).click();
      const next = await Promise.race([
        retried.then(() => 'sent'),
        openDialog(page)
          .waitFor()
          .then(() => 'confirm'),
      ]);
      if (next === 'confirm') await openDialog(page).getByRole('button', { name: 'Retry' }).click();
      await retried;
      await receiver.waitFor(
        () => receiver.delivered().filter((r) => r.id === first.id).length === 2,
        'the retried delivery',
      );
      const sent = receiver.delivered().filter(isOurs);
      assert.equal(sent.length, 2);
      assert.equal(sent[1]?.id, first.id, 'a retry keeps the webhook-id');
      assert.equal(sent[1]?.body, first.body, 'a retry sends the same body');
      assert.deepEqual(receiver.rejected, []);

      // The log shows the second attempt once the worker has recorded it.
      const twoAttempts = deliveryRow.filter({ has: page.getByRole('cell', { name: '2', exact: true }) });
      for (let tries = 0; (await twoAttempts.count()) === 0; tries++) {
        if (tries > 50) throw new Error('the delivery log never showed the second attempt');
        await page.waitForTimeout(200);
        if (tries % 5 === 4) await page.reload();
      }
      assertNoPageErrors(guard);
    });
  });
}

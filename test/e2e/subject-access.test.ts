import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, it } from 'node:test';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { seedReviewCase } from '../helpers/case-seed.js';
import { makePng } from '../helpers/fixtures.js';
import { createUserWithPassword, type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import { readZip } from '../helpers/zip-reader.js';
import {
  api,
  assertNoPageErrors,
  browserSession,
  openCaseTab,
  signIn,
  tenantWithUser,
  waitForCasePage,
} from './support.js';

const EXPORT = 'Export personal data';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

for (const dialect of testDialects()) {
  describeBrowser(`console: a person's personal data export (${dialect})`, () => {
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

    it('an admin downloads a ZIP with the director’s records from both of the account’s cases and her passport', async () => {
      const { tenant, user: admin } = await tenantWithUser(service, 'admin');
      // Both cases name the same director (same name and date of birth): one person to the export.
      const earlier = await seedReviewCase(service, tenant.token);
      const seeded = await seedReviewCase(service, tenant.token);
      const { page, guard } = await browser.newPage();
      await signIn(page, service, admin);
      await page.goto(`${service.url}/console/cases/${seeded.id}`);
      await waitForCasePage(page, seeded.companyName);
      const panel = await openCaseTab(page, 'Directors');
      const card = panel.getByRole('region', { name: seeded.directorName });
      const button = card.getByRole('link', { name: EXPORT, exact: true });
      await button.waitFor();
      await checkA11y(page, 'the Directors tab with the export');
      await screenshot(page, 'subject-access-admin-directors');

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      assert.equal(download.suggestedFilename(), `personal-data-${seeded.personId}.zip`);
      const path = await download.path();
      const entries = await readZip(await readFile(path));

      const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8'));
      assert.equal(manifest.requested_person_id, seeded.personId);
      assert.equal(manifest.requested_by.email, admin.email);
      assert.deepEqual(manifest.cases.map((c: { id: string }) => c.id).sort(), [earlier.id, seeded.id].sort());
      const person = JSON.parse((entries.get(`persons/${seeded.personId}.json`) as Buffer).toString('utf8'));
      assert.equal(`${person.given_names} ${person.surname}`, seeded.directorName);
      assert.equal(person.case.company_name, seeded.companyName);
      assert.ok(entries.has(`persons/${earlier.personId}.json`), 'the same person in the other case');
      const passportPath = person.documents[0].attachments[0].file as string;
      const passport = entries.get(passportPath) as Buffer;
      assert.equal(sha256(passport), sha256(await makePng(1600, 1100)), 'the passport as uploaded');
      assert.equal(manifest.files.find((f: { name: string }) => f.name === passportPath).sha256, sha256(passport));

      // The download is on the case's record, in words.
      const audit = await openCaseTab(page, 'Audit log');
      await audit.getByText(`${admin.name} exported a person’s personal data`).waitFor();
      await screenshot(page, 'subject-access-audit-log');
      assertNoPageErrors(guard);
    });

    it('an officer sees the director but no export, and the API refuses one', async () => {
      const { tenant } = await tenantWithUser(service, 'admin');
      const officer = await createUserWithPassword(service.ctx, tenant.accountId, 'officer');
      const seeded = await seedReviewCase(service, tenant.token);
      const { page, guard } = await browser.newPage();
      await signIn(page, service, officer);
      await page.goto(`${service.url}/console/cases/${seeded.id}`);
      await waitForCasePage(page, seeded.companyName);
      const panel = await openCaseTab(page, 'Directors');
      await panel.getByRole('region', { name: seeded.directorName }).getByText('Identity documents').waitFor();
      assert.equal(await page.getByRole('link', { name: EXPORT }).count(), 0, 'no export for an officer');
      assert.equal(await page.getByRole('button', { name: EXPORT }).count(), 0, 'no export for an officer');
      await checkA11y(page, 'the Directors tab for an officer');
      await screenshot(page, 'subject-access-officer-directors');
      const session = await browserSession(page, service);
      const refused = await api(service, 'GET', `/api/v1/people/${seeded.personId}/export`, { session });
      assert.equal(refused.status, 403);
      assertNoPageErrors(guard);
    });
  });
}

import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createYenteBackend } from '../../src/services/screening/yente-backend.js';
import { retryFailedScreenings } from '../../src/services/screening-retry.js';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { listedDirectorIntake } from '../helpers/screening-lists.js';
import { YenteServer } from '../helpers/yente-server.js';
import {
  assertNoPageErrors,
  openCaseOverHttp,
  openCaseTab,
  signIn,
  tenantWithUser,
  waitForCasePage,
} from './support.js';

describeBrowser('console: screening through yente when yente is down (sqlite)', () => {
  let service: LiveService;
  let browser: TestBrowser;
  let yente: YenteServer;

  before(async () => {
    yente = await YenteServer.start();
    yente.answers.set('Ali Khorashadizadeh', 'match-listed-person');
    const screening = createYenteBackend(
      { url: yente.url, dataset: 'default', apiKey: null, timeoutMs: 2_000 },
      { attempts: 1 },
    );
    service = await startLiveService('sqlite', { ctx: { screening } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await service?.close();
    await yente?.close();
  });

  it('says the screening could not run (not "No hits"), and shows the hit once the retry reaches yente', async () => {
    const { tenant, user } = await tenantWithUser(service, 'officer');
    const companyName = 'Tabriz Logistics Ltd';
    yente.mode = 'error';
    const id = await openCaseOverHttp(service, tenant.token, listedDirectorIntake({ companyName }));
    const { page, guard } = await browser.newPage();
    await signIn(page, service, user);
    await page.goto(`${service.url}/console/cases/${id}`);
    await waitForCasePage(page, companyName);

    // The summary does not say "Nothing needs attention" of a case nobody could screen.
    await page.getByText('Screening could not run').first().waitFor();
    assert.equal(await page.getByText('Nothing needs attention').count(), 0);
    await screenshot(page, 'screening-yente-down-summary');

    const panel = await openCaseTab(page, 'Screening');
    await panel.getByText('Screening could not run').waitFor();
    await panel.getByText(/The screening service did not answer: yente answered 503/).waitFor();
    assert.equal(await panel.getByText('No hits').count(), 0, 'a case nobody could screen has no "No hits"');
    await checkA11y(page, 'the Screening tab while the screening service does not answer');
    await screenshot(page, 'screening-yente-down');

    yente.mode = 'ok';
    const retried = await retryFailedScreenings(service.ctx);
    assert.equal(retried.still_failing, false);
    // The tab refreshes on its own: the hit appears and the notice goes.
    const group = panel.getByRole('region', { name: 'Ali Khorashadizadeh, Director' });
    await group.getByRole('article', { name: 'Ali KHORASHADIZADEH' }).waitFor({ timeout: 30_000 });
    await panel.getByText('Screening could not run').waitFor({ state: 'detached' });
    await group.getByText('OpenSanctions (yente)').first().waitFor();
    await group.getByRole('list', { name: 'Explanation' }).getByText('name match').waitFor();
    await screenshot(page, 'screening-yente-hit');
    assertNoPageErrors(guard);
  });
});

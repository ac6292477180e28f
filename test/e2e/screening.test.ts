import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, it } from 'node:test';
import { rescreenAfterListImport } from '../../src/services/list-rescreen.js';
import { importScreeningList } from '../../src/services/screening/list-import.js';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { editedOfacExcerpt, listedDirectorIntake } from '../helpers/screening-lists.js';
import {
  api,
  assertNoPageErrors,
  browserSession,
  caseAction,
  openCaseOverHttp,
  openCaseTab,
  openSettingsTab,
  queueRows,
  row,
  runCaseAction,
  signIn,
  statusBadge,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

describeBrowser('console: screening a case (sqlite)', () => {
  let service: LiveService;
  let browser: TestBrowser;
  const dirs: string[] = [];
  async function importOfac(edit?: (sdn: string) => string): Promise<string> {
    const dir = editedOfacExcerpt(edit);
    dirs.push(dir);
    return (await importScreeningList(service.ctx, 'ofac-sdn', dir)).version_id;
  }

  before(async () => {
    service = await startLiveService('sqlite');
    await importOfac();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await service?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('an officer sees the OFAC hit of a director with its explanation, marks it "True match" and rejects the case', async () => {
    const { tenant, user } = await tenantWithUser(service, 'officer');
    const companyName = 'Caspian Payments Ltd';
    const id = await openCaseOverHttp(service, tenant.token, listedDirectorIntake({ companyName }));
    const { page, guard } = await browser.newPage();
    await signIn(page, service, user);
    await page.goto(`${service.url}/console/cases/${id}`);
    await waitForCasePage(page, companyName);
    await page.getByText('1 screening hit').waitFor();
    await runCaseAction(page, 'Start review');
    await statusBadge(page, 'In progress').waitFor();
    // Undecided: "Reject" is there, disabled, with the reason.
    const reject = caseAction(page, 'Reject');
    await reject.waitFor();
    assert.equal(await reject.isDisabled(), true, 'Reject waits for the screening decision');
    await page.getByText('1 screening hit waits for a decision').first().waitFor();

    const panel = await openCaseTab(page, 'Screening');
    const group = panel.getByRole('region', { name: 'Ali Khorashadizadeh, Director' });
    const hit = group.getByRole('article', { name: 'KHORASHADIZADEH, Ali' });
    await hit.waitFor();
    await hit.getByText('OFAC Specially Designated Nationals').waitFor();
    const explanation = hit.getByRole('list', { name: 'Explanation' });
    assert.ok((await explanation.getByRole('listitem').count()) >= 2, 'the name and the date of birth explain it');
    await hit.getByRole('cell', { name: '1979-09-21' }).waitFor();
    await checkA11y(page, 'the Screening tab with an undecided hit');
    await screenshot(page, 'screening-undecided');

    await hit.getByRole('button', { name: 'True match', exact: true }).click();
    await hit.getByText('Say why: a decision needs a comment').waitFor();
    await textField(hit, 'Comment').fill('Same name, date of birth and nationality as the SDN entry');
    await hit.getByRole('button', { name: 'True match', exact: true }).click();
    await hit.getByText('“Same name, date of birth and nationality as the SDN entry”').waitFor();
    await checkA11y(page, 'the Screening tab with a decided hit');
    await screenshot(page, 'screening-true-match');

    await runCaseAction(page, 'Reject', async (dialog) => {
      await textField(dialog, 'Comment').fill('Director on the OFAC SDN list (CYBER2)');
    });
    await statusBadge(page, 'Rejected').waitFor();
    assertNoPageErrors(guard);
  });

  it('an officer marks a hit "False positive", and a rescreen after a list update does not bring it back', async () => {
    const { tenant, user } = await tenantWithUser(service, 'officer');
    const companyName = 'Zagros Trading Ltd';
    const id = await openCaseOverHttp(service, tenant.token, listedDirectorIntake({ companyName }));
    const { page, guard } = await browser.newPage();
    await signIn(page, service, user);
    await page.goto(`${service.url}/console/cases/${id}?tab=screening`);
    await waitForCasePage(page, companyName);
    const panel = page.getByRole('tabpanel', { name: 'Screening' });
    const hit = panel.getByRole('article', { name: 'KHORASHADIZADEH, Ali' });
    await textField(hit, 'Comment').fill('Our director was born in Shiraz in 1962: another person');
    await hit.getByRole('button', { name: 'False positive', exact: true }).click();
    await hit.getByText('“Our director was born in Shiraz in 1962: another person”').waitFor();

    // A new list version changing another entry: the stored subjects are screened again, the dismissal stands.
    const version = await importOfac((sdn) => sdn.replace('"HERMANN"', '"HERMANN II"'));
    await rescreenAfterListImport(service.ctx, version);
    await page.reload();
    await waitForCasePage(page, companyName);
    await panel.getByRole('article', { name: 'KHORASHADIZADEH, Ali' }).waitFor();
    assert.equal(await panel.getByRole('article').count(), 1, 'one hit, not a second one');
    await panel.getByText('False positive on').waitFor();
    assert.equal(
      await panel.getByRole('button', { name: 'False positive', exact: true }).count(),
      0,
      'nothing to decide',
    );
    await checkA11y(page, 'the Screening tab after a rescreen');
    await screenshot(page, 'screening-false-positive-after-rescreen');
    assertNoPageErrors(guard);
  });

  it('an admin sets the threshold and monitoring period beside the lists, and runs ad-hoc checks with their history', async () => {
    const { user: admin } = await tenantWithUser(service, 'admin');
    const { page, guard } = await browser.newPage();
    await signIn(page, service, admin);
    await openSettingsTab(page, 'Screening');
    const lists = page.getByRole('table', { name: 'Screening lists' });
    await row(lists, 'OFAC Specially Designated Nationals').waitFor();
    await textField(page, 'Threshold').fill('0.9');
    await page.getByRole('spinbutton', { name: 'Monitoring period (months)' }).fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Screening settings saved').waitFor();
    await checkA11y(page, 'Settings → Screening');
    await screenshot(page, 'settings-screening');
    const session = await browserSession(page, service);
    const account = await api(service, 'GET', '/api/v1/account', { session });
    const saved = account.body.account as { screening_threshold: number; screening_monitoring_months: number };
    assert.deepEqual([saved.screening_threshold, saved.screening_monitoring_months], [0.9, 6]);

    await page.getByRole('link', { name: 'Checks', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Checks', exact: true }).waitFor();
    await textField(page, 'Given names').fill('Ali');
    await textField(page, 'Surname').fill('Khorashadizadeh');
    await page.getByRole('button', { name: 'Run check', exact: true }).click();
    const hits = page.getByRole('table', { name: 'Hits for Ali Khorashadizadeh' });
    await row(hits, 'KHORASHADIZADEH, Ali').waitFor();
    await page.getByRole('radio', { name: 'Crypto address' }).check();
    await textField(page, 'Address').fill('149w62rY42aZBox8fGcmqNsXUzSStKeq8C');
    await textField(page, 'Network').fill('XBT');
    await page.getByRole('button', { name: 'Run check', exact: true }).click();
    await row(
      page.getByRole('table', { name: 'Hits for 149w62rY42aZBox8fGcmqNsXUzSStKeq8C' }),
      'KHORASHADIZADEH',
    ).waitFor();
    const history = page.getByRole('table', { name: 'Checks' });
    await row(history, 'Crypto address').waitFor();
    await row(history, 'Ali Khorashadizadeh').waitFor();
    await checkA11y(page, 'the Checks page');
    await screenshot(page, 'checks-page');
    assertNoPageErrors(guard);
  });

  it('a new hit on a decided case raises an alert in the queue, and the filter finds the cases with open hits', async () => {
    const { tenant, user } = await tenantWithUser(service, 'officer');
    const decidedName = 'Northwind Decided Ltd';
    const clean = sampleIntake();
    const decided = await openCaseOverHttp(
      service,
      tenant.token,
      sampleIntake({
        company: { ...clean.company, formal_name: decidedName },
      }),
    );
    const token = { token: tenant.token };
    assert.equal((await api(service, 'POST', `/api/v1/verifications/${decided}/state/start`, token, {})).status, 200);
    const done = await api(service, 'POST', `/api/v1/verifications/${decided}/state/complete`, token, {
      assessment: 'risk_low',
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    // The list now names the decided case's director: a new hit after the decision.
    const listed = '99999,"DOE, Jane Ann","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 02 Jan 1980."';
    await rescreenAfterListImport(service.ctx, await importOfac((sdn) => `${sdn}${listed}\n`));

    const { page, guard } = await browser.newPage();
    await signIn(page, service, user);
    await page.getByRole('tab', { name: /^Alerts 1/ }).click();
    await page.getByRole('tab', { name: /^Alerts/, selected: true }).waitFor();
    const rows = queueRows(page);
    await row(page.getByRole('table', { name: 'Cases' }), decidedName).waitFor();
    assert.equal(await rows.count(), 1);
    await rows.first().getByText('Screening hit').waitFor();
    await checkA11y(page, 'the queue’s Alerts tab');
    await screenshot(page, 'queue-alerts');

    await page.getByRole('tab', { name: /^Completed/ }).click();
    await page.getByRole('tab', { name: /^Completed/, selected: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Open screening hits' }).check();
    await row(page.getByRole('table', { name: 'Cases' }), decidedName).waitFor();
    await page.getByRole('link', { name: decidedName }).click();
    await waitForCasePage(page, decidedName);
    await statusBadge(page, 'Completed').waitFor();
    const panel = await openCaseTab(page, 'Screening');
    await panel.getByRole('article', { name: 'DOE, Jane Ann' }).getByText('After the decision').waitFor();
    assertNoPageErrors(guard);
  });
});

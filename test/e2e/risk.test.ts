import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { tokenCall, uniqueCompanyName } from '../helpers/case-seed.js';
import { selectedLabel } from '../helpers/dom-probes.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import {
  assertNoPageErrors,
  chooseOption,
  openCaseOverHttp,
  openCaseTab,
  openDialog,
  openSettingsTab,
  queueRows,
  queueTable,
  selectField,
  signIn,
  statusTab,
  tenantWithUser,
  textField,
  waitForCasePage,
} from './support.js';

describeBrowser('console: the risk assessment of a case (sqlite)', () => {
  let service: LiveService;
  let browser: TestBrowser;

  before(async () => {
    service = await startLiveService('sqlite');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  it('an officer sees the factors of a high-risk case and overrides the level to medium with a reason', async () => {
    const { tenant, user: officer } = await tenantWithUser(service, 'officer');
    const name = uniqueCompanyName('Payments');
    const base = sampleIntake();
    const id = await openCaseOverHttp(service, tenant.token, {
      ...base,
      company: { ...base.company, formal_name: name },
    });
    const { page, guard } = await browser.newPage();
    await signIn(page, service, officer);
    await page.goto(`${service.url}/console/cases/${id}`);
    await waitForCasePage(page, name);

    // Summary → Needs attention names the high level.
    await page.getByText('High risk', { exact: true }).waitFor();

    const risk = await openCaseTab(page, 'Risk');
    const factors = risk.getByRole('table', { name: 'Risk factors' });
    await factors.getByText('industry NACE 64, default NACE tiers (high): +30').waitFor();
    await factors.getByText('1 crypto address without verified ownership: +15').waitFor();
    await screenshot(page, 'risk-tab-high');

    await risk.getByRole('button', { name: 'Override', exact: true }).click();
    const dialog = openDialog(page);
    await selectField(dialog, 'Level').selectOption({ label: 'Medium' });
    // No reason: refused in the dialog, nothing sent.
    await dialog.getByRole('button', { name: 'Override', exact: true }).click();
    await dialog.getByText('Write why the level is overridden').waitFor();
    await textField(dialog, 'Reason').fill('Long-standing merchant; the wallet was confirmed on a call');
    await screenshot(page, 'risk-override-dialog');
    await dialog.getByRole('button', { name: 'Override', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await risk.getByText('Long-standing merchant; the wallet was confirmed on a call').first().waitFor();
    await risk.getByText('Computed level', { exact: true }).waitFor();
    await checkA11y(page, 'the Risk tab with an override');
    await screenshot(page, 'risk-tab-overridden');

    const record = (await tokenCall(service, tenant.token, 'GET', `/api/v1/verifications/${id}`)).verification as {
      risk_assessment: { level: string; computed_level: string; override: { reason: string } };
    };
    assert.equal(record.risk_assessment.level, 'medium');
    assert.equal(record.risk_assessment.computed_level, 'high');
    assert.equal(record.risk_assessment.override.reason, 'Long-standing merchant; the wallet was confirmed on a call');
    assertNoPageErrors(guard);
  });

  it('an admin changes the risk model (a new version) and sees the review calendar in Settings', async () => {
    const { user: admin } = await tenantWithUser(service, 'admin');
    const { page, guard } = await browser.newPage();
    await signIn(page, service, admin);
    await openSettingsTab(page, 'Risk model');
    await page.getByText('Version 1', { exact: true }).waitFor();
    await page.getByRole('spinbutton', { name: 'PEP', exact: true }).fill('35');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Version 2', { exact: true }).waitFor();
    await screenshot(page, 'settings-risk-model');
    await openSettingsTab(page, 'Review calendar');
    await textField(page, 'Time zone').waitFor();
    assert.equal(await textField(page, 'Time zone').inputValue(), 'UTC');
    assert.equal(
      await page.getByRole('spinbutton', { name: 'High risk: months to the next review', exact: true }).inputValue(),
      '12',
    );
    const rule = selectField(page, 'Assign recurring reviews to');
    assert.equal(await rule.inputValue(), 'unassigned');
    await rule.selectOption({ label: "The officer of the customer's previous case" });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Review calendar saved').waitFor();
    await checkA11y(page, 'Settings → Review calendar');
    await screenshot(page, 'settings-review-calendar');
    await page.reload();
    await selectField(page, 'Assign recurring reviews to').waitFor();
    assert.equal(await selectField(page, 'Assign recurring reviews to').inputValue(), 'previous_assignee');
    assertNoPageErrors(guard);
  });

  it('the queue’s Calendar lists upcoming reviews by month, with counts', async () => {
    const { tenant, user: officer } = await tenantWithUser(service, 'officer');
    const ids: string[] = [];
    const names: string[] = [];
    for (const level of ['high', 'high', 'medium'] as const) {
      const base = sampleIntake();
      const name = uniqueCompanyName('Review');
      names.push(name);
      const id = await openCaseOverHttp(service, tenant.token, {
        ...base,
        company: { ...base.company, formal_name: name },
      });
      await tokenCall(service, tenant.token, 'POST', `/api/v1/verifications/${id}/risk_override`, {
        level,
        reason: 'Known customer',
      });
      await tokenCall(service, tenant.token, 'POST', `/api/v1/verifications/${id}/state/start`, {});
      await tokenCall(service, tenant.token, 'POST', `/api/v1/verifications/${id}/state/complete`, {
        assessment: `risk_${level}`,
      });
      ids.push(id);
    }
    const { page, guard } = await browser.newPage();
    await signIn(page, service, officer);
    await page.getByRole('link', { name: 'Cases', exact: true }).click();
    // The queue: completed cases whose review falls within a year are the two high-risk ones.
    await statusTab(page, 'Completed').click();
    await chooseOption(page, 'Review due within', '365 days');
    for (let tries = 0; ; tries++) {
      const shown = (await queueRows(page).getByRole('link').allInnerTexts()).map((n) => n.trim()).sort();
      if (JSON.stringify(shown) === JSON.stringify([names[0], names[1]].sort())) break;
      if (tries > 100) assert.fail(`review due within 365 days shows ${shown}`);
      await page.waitForTimeout(100);
    }
    await chooseOption(page, 'Type', 'Recurring');
    await page.getByText('No cases match these filters').waitFor();
    await chooseOption(page, 'Type', 'Any');
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    const table = page.getByRole('table', { name: 'Upcoming reviews: 3' });
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    assert.equal(rows.length, 3, rows.join(' | '));
    assert.match(rows[1] ?? '', /\t2$/, 'two high-risk reviews in 12 months');
    assert.match(rows[2] ?? '', /\t1$/, 'one medium-risk review in 24 months');
    await checkA11y(page, 'the review calendar');
    await screenshot(page, 'queue-calendar');
    assertNoPageErrors(guard);
  });

  it('the queue sorts by risk level and by due date, and each tab says how many of its cases are overdue', async () => {
    const { tenant, user: officer } = await tenantWithUser(service, 'officer');
    // Days until due (negative: overdue), as the service levels would leave them days after intake.
    const cases = [
      { level: 'low', dueInDays: -2 },
      { level: 'prohibited', dueInDays: 3 },
      { level: 'medium', dueInDays: 1 },
      { level: 'high', dueInDays: -1 },
    ] as const;
    const names: Record<string, string> = {};
    for (const { level, dueInDays } of cases) {
      const base = sampleIntake();
      const name = uniqueCompanyName(`Queue ${level}`);
      names[level] = name;
      const id = await openCaseOverHttp(service, tenant.token, {
        ...base,
        company: { ...base.company, formal_name: name },
      });
      await tokenCall(service, tenant.token, 'POST', `/api/v1/verifications/${id}/risk_override`, {
        level,
        reason: 'Set for the queue test',
      });
      await service.ctx.db
        .updateTable('verifications')
        .set({ due_at: new Date(Date.now() + dueInDays * 24 * 3600 * 1000).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const shownInOrder = async (want: string[], what: string) => {
      for (let tries = 0; ; tries++) {
        const shown = (await queueRows(page).getByRole('link').allInnerTexts()).map((n) => n.trim());
        if (JSON.stringify(shown) === JSON.stringify(want)) return;
        if (tries > 100) assert.deepEqual(shown, want, what);
        await page.waitForTimeout(100);
      }
    };
    const { page, guard } = await browser.newPage();
    await signIn(page, service, officer);
    await page.getByRole('link', { name: 'Cases', exact: true }).click();
    // Two of the four new cases are past their deadline: the tabs say so.
    await page.getByRole('tab', { name: 'Open 4 · 2 overdue', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Not started 4 · 2 overdue', exact: true }).waitFor();
    assert.equal(await page.getByRole('tab', { name: /^Completed 0$/ }).count(), 1, 'no overdue note on a tab without');

    await chooseOption(page, 'Sort by', 'Highest risk');
    await shownInOrder([names.prohibited, names.high, names.medium, names.low] as string[], 'highest risk first');
    const riskHeader = queueTable(page).getByRole('columnheader', { name: 'Risk' });
    assert.equal(await riskHeader.getAttribute('aria-sort'), 'descending');
    await screenshot(page, 'queue-sort-risk');

    await chooseOption(page, 'Sort by', 'Due soonest');
    await shownInOrder([names.low, names.high, names.medium, names.prohibited] as string[], 'soonest due first');
    assert.equal(await queueRows(page).getByText('Overdue', { exact: true }).count(), 2);
    assert.match(page.url(), /sort=due/);
    await checkA11y(page, 'the queue in due order with overdue counts');
    await screenshot(page, 'queue-sort-due');

    // The Risk header sorts by risk too.
    await riskHeader.getByRole('button', { name: 'Risk' }).click();
    await shownInOrder([names.prohibited, names.high, names.medium, names.low] as string[], 'the header sorts by risk');
    assert.equal(await selectedLabel(selectField(page, 'Sort by')), 'Highest risk');
    assertNoPageErrors(guard);
  });
});

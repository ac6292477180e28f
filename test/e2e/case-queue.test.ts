import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { insertBulkCases } from '../helpers/bulk-cases.js';
import { pushRiskScore, tokenCall, uniqueCompanyName, uploadDocument } from '../helpers/case-seed.js';
import { selectedLabel } from '../helpers/dom-probes.js';
import { makePdf, sampleIntake } from '../helpers/fixtures.js';
import { type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  apiSignIn,
  assertNoPageErrors,
  chooseOption,
  openCaseOverHttp,
  openQueue,
  queueRows,
  selectField,
  signIn,
  statusTab,
  tenantWithUser,
  waitForCasePage,
} from './support.js';

/** The company names the queue's table shows, in order (each row's link). */
async function shownNames(page: Page): Promise<string[]> {
  return queueRows(page).getByRole('link').allInnerTexts();
}

/** Waits until the table shows exactly `names` (in any order). */
async function expectNames(page: Page, names: string[]): Promise<void> {
  const want = [...names].sort();
  for (let tries = 0; ; tries++) {
    const shown = (await shownNames(page)).map((n) => n.trim()).sort();
    if (JSON.stringify(shown) === JSON.stringify(want)) return;
    if (tries > 100) assert.deepEqual(shown, want, 'the rows the queue shows');
    await page.waitForTimeout(100);
  }
}

/** The URL holds the view: a fresh load of it shows the same rows. */
async function expectKeptOnReload(page: Page, names: string[]): Promise<void> {
  await page.goto(page.url());
  await expectNames(page, names);
}

function intake(name: string, jurisdiction: 'gb' | 'de') {
  const base = sampleIntake();
  return {
    ...base,
    company: {
      ...base.company,
      formal_name: name,
      jurisdiction_code: jurisdiction,
      company_type: jurisdiction === 'gb' ? 'Ltd' : undefined,
    },
  };
}

for (const dialect of testDialects()) {
  describeBrowser(`console: the case queue (${dialect})`, () => {
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

    it('filters by assignee, jurisdiction and risk, sorts, and keeps every filter in the URL', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const names = {
        mine: uniqueCompanyName('Freight'),
        german: uniqueCompanyName('Handel'),
        risky: uniqueCompanyName('Gaming'),
        plain: uniqueCompanyName('Bakery'),
      };
      const ids: Record<string, string> = {};
      for (const [key, name] of Object.entries(names))
        ids[key] = await openCaseOverHttp(service, tenant.token, intake(name, key === 'german' ? 'de' : 'gb'));
      const session = await apiSignIn(service, officer);
      const assigned = await fetch(`${service.url}/api/v1/verifications/${ids.mine}/assign`, {
        method: 'POST',
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: 'me' }),
      });
      assert.equal(assigned.status, 200, await assigned.text());
      await pushRiskScore(service, tenant.token, ids.risky as string, 'high');
      await pushRiskScore(service, tenant.token, ids.plain as string, 'low');
      // Every case is assessed at intake (the sample is a payment company: high); two are judged otherwise.
      await tokenCall(service, tenant.token, 'POST', `/api/v1/verifications/${ids.plain}/risk_override`, {
        level: 'low',
        reason: 'A bakery: card payments only',
      });
      await tokenCall(service, tenant.token, 'POST', `/api/v1/verifications/${ids.german}/risk_override`, {
        level: 'medium',
        reason: 'Known to the bank',
      });
      // The oldest case gets new data (a document): it leads the "Last data update" order.
      await uploadDocument(
        service,
        tenant.token,
        ids.mine as string,
        { document_type: 'registry_extract' },
        { filename: 'extract.pdf', type: 'application/pdf', bytes: makePdf('Registry extract') },
      );

      const { page, guard } = await browser.newPage();
      await signIn(page, service, officer);
      await openQueue(page);
      await expectNames(page, Object.values(names));
      const openTab = statusTab(page, 'Open');
      assert.match((await openTab.textContent()) ?? '', /4/, 'the Open tab counts the four cases');
      assert.match((await statusTab(page, 'Completed').textContent()) ?? '', /0/);

      await chooseOption(page, 'Assignee', 'Me');
      await expectNames(page, [names.mine]);
      await expectKeptOnReload(page, [names.mine]);
      await chooseOption(page, 'Assignee', 'Unassigned');
      await expectNames(page, [names.german, names.risky, names.plain]);
      await chooseOption(page, 'Assignee', 'Anyone');
      await expectNames(page, Object.values(names));

      // The Risk column shows Dossier's level, never "None".
      const riskColumn = await page.getByRole('row').allInnerTexts();
      assert.ok(!riskColumn.some((r) => /\bNone\b/.test(r)), riskColumn.join('\n'));
      await chooseOption(page, 'Risk', 'High');
      await expectNames(page, [names.risky, names.mine]);
      await expectKeptOnReload(page, [names.risky, names.mine]);
      await chooseOption(page, 'Risk', 'Low');
      await expectNames(page, [names.plain]);
      await screenshot(page, 'queue-risk-low');
      await chooseOption(page, 'Risk', 'Not assessed');
      await expectNames(page, []);
      await chooseOption(page, 'Risk', 'Any');

      await chooseOption(page, 'Jurisdiction', 'Germany');
      await expectNames(page, [names.german]);
      await expectKeptOnReload(page, [names.german]);
      await chooseOption(page, 'Jurisdiction', 'Any');
      await expectNames(page, Object.values(names));

      await chooseOption(page, 'Sort by', 'Last data update');
      for (let tries = 0; (await shownNames(page))[0]?.trim() !== names.mine; tries++) {
        if (tries > 100) assert.fail(`"Last data update" does not put ${names.mine} first: ${await shownNames(page)}`);
        await page.waitForTimeout(100);
      }
      await page.reload();
      await queueRows(page).first().waitFor();
      assert.equal((await shownNames(page))[0]?.trim(), names.mine, 'the order survives a reload');
      assert.equal(await selectedLabel(selectField(page, 'Sort by')), 'Last data update');

      const tomorrowAt = new Date(Date.now() + 24 * 3600 * 1000);
      const tomorrow = tomorrowAt.toISOString().slice(0, 10);
      // The filter takes a date as the console shows dates ("12 Mar 2026"), whatever the browser's locale.
      const tomorrowShown = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(tomorrowAt);
      const createdFrom = page.getByLabel('Created from', { exact: true });
      await createdFrom.fill(tomorrowShown);
      await queueRows(page).first().waitFor({ state: 'detached' });
      assert.ok(page.url().includes(tomorrow), `the URL holds the date: ${page.url()}`);
      await page.reload();
      assert.equal(await createdFrom.inputValue(), tomorrowShown, 'the filter shows the date as dates are shown');
      await createdFrom.fill('30 Feb 2025');
      await createdFrom.press('Tab');
      assert.equal(await createdFrom.getAttribute('aria-invalid'), 'true', 'a day that does not exist is refused');
      assert.ok(page.url().includes(tomorrow), 'and the filter keeps its last good date');
      await createdFrom.fill('');
      // ISO works too, and reads as the console's dates once the field is left.
      await page.getByLabel('Created to', { exact: true }).fill(tomorrow);
      await page.getByLabel('Created to', { exact: true }).press('Tab');
      assert.equal(await page.getByLabel('Created to', { exact: true }).inputValue(), tomorrowShown);
      await expectNames(page, Object.values(names));
      await screenshot(page, 'case-queue-filters');
      assertNoPageErrors(guard);
    });

    it('with 10,000 cases, shows the first page of 50 and pages on; a search narrows the table to its matches', async () => {
      const { tenant, user: officer } = await tenantWithUser(service, 'officer');
      const bulk = await insertBulkCases(service.ctx, tenant.accountId, { count: 10_000 });
      assert.equal(bulk.rare.length, 10);

      const { page, guard } = await browser.newPage();
      await signIn(page, service, officer);
      await openQueue(page);
      await statusTab(page, 'Open').click();
      // Statuses cycle new, in_progress, qa, data_update_requested, completed, rejected: 6,668 are open.
      await page.getByRole('tab', { name: /^Open\D*6[,.\u202f\u00a0 ]?668\b/ }).waitFor();
      await page.getByRole('tab', { name: /^Completed\D*1[,.\u202f\u00a0 ]?666\b/ }).waitFor();
      for (let tries = 0; (await queueRows(page).count()) !== 50; tries++) {
        if (tries > 100) assert.fail(`the first page shows ${await queueRows(page).count()} rows, not 50`);
        await page.waitForTimeout(100);
      }
      const first = await shownNames(page);
      await screenshot(page, 'case-queue-10000');

      await page
        .getByRole('button', { name: 'Next page' })
        .or(page.getByRole('link', { name: 'Next page' }))
        .click();
      for (let tries = 0; (await shownNames(page))[0] === first[0]; tries++) {
        if (tries > 100) assert.fail('"Next page" kept the first page');
        await page.waitForTimeout(100);
      }
      const second = await shownNames(page);
      assert.equal(second.length, 50);
      assert.deepEqual(
        second.filter((n) => first.includes(n)),
        [],
        'no case on both pages',
      );
      await page
        .getByRole('button', { name: 'Previous page' })
        .or(page.getByRole('link', { name: 'Previous page' }))
        .click();
      await queueRows(page)
        .filter({ hasText: first[0] as string })
        .waitFor();

      await page.getByRole('searchbox', { name: 'Search' }).fill(bulk.rareWord.toLowerCase());
      const open = bulk.rare.filter((r) => !['completed', 'rejected'].includes(r.status)).map((r) => r.name);
      await expectNames(page, open);
      await statusTab(page, 'Completed').click();
      await expectNames(
        page,
        bulk.rare.filter((r) => r.status === 'completed').map((r) => r.name),
      );
      await statusTab(page, 'Open').click();
      await expectNames(page, open);
      await expectKeptOnReload(page, open);
      await screenshot(page, 'case-queue-10000-search');

      // "Next case" follows the queue the case was opened from; "Back to queue" returns to that view.
      const [firstMatch, secondMatch] = open as [string, string];
      await page.getByRole('link', { name: firstMatch, exact: true }).click();
      await waitForCasePage(page, firstMatch);
      await page.getByRole('link', { name: 'Next case' }).click();
      await waitForCasePage(page, secondMatch);
      await page.getByRole('link', { name: 'Back to queue' }).click();
      await expectNames(page, open);
      assertNoPageErrors(guard);
    });
  });
}

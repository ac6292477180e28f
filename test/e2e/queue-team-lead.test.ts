import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, it } from 'node:test';
import type { Page } from 'playwright-core';
import { checkA11y, describeBrowser, launchBrowser, screenshot, type TestBrowser } from '../helpers/browser.js';
import { insertBulkCases } from '../helpers/bulk-cases.js';
import { uniqueCompanyName } from '../helpers/case-seed.js';
import { sampleIntake } from '../helpers/fixtures.js';
import { createUserWithPassword, type LiveService, startLiveService } from '../helpers/live-service.js';
import { testDialects } from '../helpers/test-app.js';
import {
  api,
  apiSignIn,
  assertNoPageErrors,
  chooseOption,
  fillSignIn,
  openCaseOverHttp,
  openQueue,
  openSignIn,
  queueRows,
  queueTable,
  signIn,
  tenantWithUser,
  waitForCasePage,
} from './support.js';

const DAY_MS = 24 * 3600 * 1000;

/** The company names the queue's table shows, in order, once it shows `count` rows. */
/**
 * The companies the queue shows once it has settled on `count` rows. With `expected`, it waits for those names:
 * after a new order the previous page stays on screen (same count, not yet busy) until the new one arrives.
 */
async function shownNames(page: Page, count: number, expected?: readonly string[]): Promise<string[]> {
  for (let tries = 0; ; tries++) {
    const names = (await queueRows(page).getByRole('link').allInnerTexts()).map((n) => n.trim());
    const busy = await page.locator('[aria-busy="true"]').count();
    const settled = names.length === count && busy === 0;
    const arrived = expected === undefined || names.join('\n') === expected.join('\n');
    if ((settled && arrived) || tries > 100) return names;
    await page.waitForTimeout(100);
  }
}

function header(page: Page, name: string) {
  return queueTable(page).getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

/** A CSV text as rows of fields (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

for (const dialect of testDialects()) {
  describeBrowser(`console: the queue a team lead needs (${dialect})`, () => {
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

    it('sorts by column header, shows how long each case waits, filters by days waiting and by a colleague', async () => {
      const { tenant, user } = await tenantWithUser(service, 'admin');
      const colleague = await createUserWithPassword(service.ctx, tenant.accountId, 'officer');
      const word = uniqueCompanyName('Ageing').split(' ')[0] as string;
      const names = [`${word} Alpha Ltd`, `${word} Bravo Ltd`, `${word} Charlie Ltd`, `${word} Delta Ltd`];
      const ids: string[] = [];
      for (const name of names) {
        const base = sampleIntake();
        ids.push(
          await openCaseOverHttp(service, tenant.token, { ...base, company: { ...base.company, formal_name: name } }),
        );
      }
      // Waiting in their state: Alpha 2 days, Bravo 9 days, Charlie 5 hours, Delta 4 days.
      for (const [i, ms] of [2 * DAY_MS, 9 * DAY_MS, 5 * 3600 * 1000, 4 * DAY_MS].entries()) {
        await service.ctx.db
          .updateTable('verifications')
          .set({ status_changed_at: new Date(Date.now() - ms - 60_000).toISOString() })
          .where('id', '=', ids[i] as string)
          .execute();
      }
      const assigned = await api(
        service,
        'POST',
        `/api/v1/verifications/${ids[3]}/assign`,
        { token: tenant.token },
        { user_id: colleague.id },
      );
      assert.equal(assigned.status, 200, JSON.stringify(assigned.body));

      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openQueue(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill(word);
      await page.waitForURL(/q=/);
      assert.deepEqual(await shownNames(page, 4), [...names].reverse(), 'newest first by default');
      assert.equal(await header(page, 'Created').getAttribute('aria-sort'), 'descending');

      await header(page, 'Waiting').getByRole('button').click();
      await page.waitForURL(/sort=waiting/);
      const longestWaiting = [names[1], names[3], names[0], names[2]] as string[];
      assert.deepEqual(await shownNames(page, 4, longestWaiting), longestWaiting, 'longest waiting first');
      assert.equal(await header(page, 'Waiting').getAttribute('aria-sort'), 'descending');
      assert.equal(await page.getByRole('columnheader', { name: 'Outcome' }).count(), 0, 'an open case has no outcome');
      assert.equal(await header(page, 'Created').getAttribute('aria-sort'), 'none');
      const bravo = queueRows(page).filter({ hasText: names[1] as string });
      await bravo.getByText('9 d', { exact: true }).waitFor();
      await queueRows(page)
        .filter({ hasText: names[2] as string })
        .getByText('5 h', { exact: true })
        .waitFor();

      await chooseOption(page, 'Waiting more than', '3 days');
      await page.waitForURL(/waiting=3/);
      assert.deepEqual(await shownNames(page, 2), [names[1], names[3]]);
      await screenshot(page, 'queue-team-lead-waiting');
      await checkA11y(page, 'the queue by time waiting');

      await chooseOption(page, 'Assignee', colleague.name);
      await page.waitForURL(new RegExp(`assignee=${colleague.id}`));
      assert.deepEqual(await shownNames(page, 1), [names[3]], "the colleague's case");
      await page.reload();
      assert.deepEqual(await shownNames(page, 1), [names[3]], 'the view is in the URL');

      await chooseOption(page, 'Assignee', 'Anyone');
      await chooseOption(page, 'Waiting more than', 'Any time');
      await header(page, 'Created').getByRole('button').click();
      await page.waitForURL(/sort=created|^(?!.*sort=)/);
      await header(page, 'Created').getByRole('button').click();
      await page.waitForURL(/sort=oldest/);
      assert.deepEqual(await shownNames(page, 4, names), names, 'oldest first');
      assert.equal(await header(page, 'Created').getAttribute('aria-sort'), 'ascending');
      await screenshot(page, 'queue-team-lead-oldest');

      // "Next case" follows the oldest-first order; the last case says so and leads back to the queue.
      await queueRows(page).getByRole('link', { name: names[2] }).click();
      await waitForCasePage(page, names[2] as string);
      await page.getByRole('link', { name: 'Next case' }).click();
      await waitForCasePage(page, names[3] as string);
      await page.getByText(/End of queue/).waitFor();
      await screenshot(page, 'queue-team-lead-end-of-queue');
      // One way back, not two links that say nearly the same; no "Next case" to press either.
      assert.equal(await page.getByRole('link', { name: /back to (the )?queue/i }).count(), 1, 'one way back');
      assert.equal(await page.getByRole('button', { name: 'Next case' }).count(), 0, 'no dead "Next case"');
      await page.getByRole('link', { name: 'Back to queue' }).click();
      await page.waitForURL(/sort=oldest/);
      assert.deepEqual(await shownNames(page, 4, names), names);
      assertNoPageErrors(guard);
    });

    it('exports the current view as CSV: every row of the filter, the table’s columns', async () => {
      const { tenant, user } = await tenantWithUser(service, 'officer');
      const bulk = await insertBulkCases(service.ctx, tenant.accountId, {
        count: 400,
        rareEvery: 5,
        rareWord: 'Lumen',
      });
      const session = await apiSignIn(service, user);
      const { page, guard } = await browser.newPage();
      await signIn(page, service, user);
      await openQueue(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill('lumen');
      await page.waitForURL(/q=lumen/);
      await shownNames(page, 50);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^cases-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
      const [head, ...rows] = parseCsv(text);
      assert.deepEqual(head?.slice(0, 12), [
        'Company',
        'Number',
        'Jurisdiction',
        'Customer ID',
        'Status',
        'Risk',
        'Assignee',
        'Review',
        'Outcome',
        'Waiting',
        'Created',
        'Last data update',
      ]);
      // The open tab's cases of the filter, every page of them, in the queue's order.
      const expected: string[] = [];
      let cursor: string | null = null;
      do {
        const query = `q=lumen&status=processing,new,in_progress,data_update_requested,recalculate_risk_score,qa&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
        const answer = await api(service, 'GET', `/api/v1/verifications?${query}`, { session });
        const body = answer.body as { verifications: { company_name: string }[]; next_cursor: string | null };
        expected.push(...body.verifications.map((v) => v.company_name));
        cursor = body.next_cursor;
      } while (cursor);
      assert.ok(expected.length > 50, 'more than one page of the table');
      assert.ok(expected.length < bulk.count);
      assert.deepEqual(
        rows.map((r) => r[0]),
        expected,
      );
      assertNoPageErrors(guard);
    });

    it('at 768 px the sidebar is a "Menu" button and the queue keeps Status, Risk and Assignee', async () => {
      const { tenant, user } = await tenantWithUser(service, 'officer');
      for (let i = 0; i < 3; i++) {
        const base = sampleIntake();
        await openCaseOverHttp(service, tenant.token, {
          ...base,
          company: { ...base.company, formal_name: uniqueCompanyName('Narrow') },
        });
      }
      const { page, guard } = await browser.newPage();
      await page.setViewportSize({ width: 768, height: 1024 });
      // Signed in through the form: "Sign out" is inside the folded menu, so the queue's table says it is done.
      await openSignIn(page, service);
      await fillSignIn(page, user.email, user.password);
      await queueTable(page).waitFor();
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.waitFor();
      assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, 'the sidebar is folded away');
      for (const column of ['Company', 'Status', 'Risk', 'Assignee', 'Waiting']) {
        assert.ok(await header(page, column).isVisible(), `${column} is shown`);
      }
      for (const column of ['Number', 'Jurisdiction', 'Customer ID', 'Last data update']) {
        assert.equal(await header(page, column).isVisible(), false, `${column} gives way`);
      }
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
      assert.ok(overflow <= 0, `the page does not scroll sideways (${overflow} px)`);
      await screenshot(page, 'queue-768');
      await checkA11y(page, 'the queue at 768 px');

      // Keyboard: the button opens the menu, focus goes in, Escape closes it and focus comes back.
      await menu.focus();
      await page.keyboard.press('Enter');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.waitFor();
      await screenshot(page, 'queue-768-menu');
      await checkA11y(page, 'the menu at 768 px');
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'detached' });
      assert.equal(await page.evaluate('document.activeElement?.textContent?.trim()'), 'Menu');
      await menu.click();
      await page.getByRole('link', { name: 'Invitations' }).click();
      await page.getByRole('heading', { name: 'Invitations', exact: true }).waitFor();
      await nav.waitFor({ state: 'detached' });

      await page.setViewportSize({ width: 1024, height: 800 });
      await openQueue(page);
      assert.equal(await menu.isVisible(), false, 'from 1024 px the sidebar is back');
      for (const column of ['Status', 'Risk', 'Assignee', 'Review', 'Created']) {
        assert.ok(await header(page, column).isVisible(), `${column} is shown at 1024 px`);
      }
      await screenshot(page, 'queue-1024');
      await checkA11y(page, 'the queue at 1024 px');
      assertNoPageErrors(guard);
    });
  });
}

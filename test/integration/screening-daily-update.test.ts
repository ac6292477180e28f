import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { runDailyJobs } from '../../src/services/daily-jobs.js';
import { importScreeningList } from '../../src/services/screening/list-import.js';
import { screeningUpdateJob } from '../../src/services/screening-update-job.js';
import { editedOfacExcerpt, OFAC_EXCERPT } from '../helpers/screening-lists.js';
import {
  createTenant,
  openCase,
  startTestApp,
  type TestApp,
  testDialects,
  testServiceContext,
} from '../helpers/test-app.js';

/** Jane Ann Doe, the sample intake's director, newly listed (as in case-screening.test.ts). */
const SDN_JANE = '99999,"DOE, Jane Ann","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 02 Jan 1980."';

for (const dialect of testDialects()) {
  describe(`the worker’s daily screening update (DOSSIER_SCREENING_SOURCES, file:// URLs) [${dialect}]`, () => {
    let t: TestApp;
    const dirs: string[] = [];
    before(async () => {
      t = await startTestApp(dialect);
      await importScreeningList(t.ctx, 'ofac-sdn', OFAC_EXCERPT);
    });
    after(async () => {
      await t.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    const ofacVersions = async () =>
      (await t.ctx.db.selectFrom('screening_list_versions').select('id').where('source', '=', 'ofac-sdn').execute())
        .length;

    async function issues(headers: Record<string, string>, id: string) {
      const res = await t.app.inject({ url: `/api/v1/verifications/${id}/issues`, headers });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().issues as { entry_id: string; subject: { name: string }; relevant: boolean | null }[];
    }

    it('imports the changed list once across two workers, and the changed entries are rescreened; the next day’s unchanged file imports nothing', async () => {
      const tenant = await createTenant(t.ctx);
      const id = await openCase(t, tenant);
      assert.deepEqual(await issues(tenant.headers, id), [], 'Jane Ann Doe is not listed yet');

      const dir = editedOfacExcerpt((sdn) => `${sdn}${SDN_JANE}\n`);
      dirs.push(dir);
      const sources = [{ source: 'ofac-sdn', url: pathToFileURL(dir).href }];
      // Two workers: two service contexts on one database, each running the day's job at the same moment.
      const workerA = testServiceContext(t.database, { screeningSources: sources });
      const workerB = testServiceContext(t.database, { screeningSources: sources });
      const versionsBefore = await ofacVersions();
      const day = '2032-02-02';
      const [a, b] = await Promise.all([
        runDailyJobs(workerA, day, 'worker-a', [screeningUpdateJob]),
        runDailyJobs(workerB, day, 'worker-b', [screeningUpdateJob]),
      ]);
      const outcomes = [a?.[0], b?.[0]];
      const ran = outcomes.filter((o) => o?.status === 'ran');
      assert.equal(ran.length, 1, `exactly one worker runs the day: ${JSON.stringify(outcomes)}`);
      assert.ok(
        outcomes.some((o) => o?.status === 'running' || o?.status === 'done'),
        'the other sees it taken',
      );
      assert.equal(ran[0]?.job, 'screening_update');
      assert.equal(ran[0]?.result?.lists_changed, 1);
      assert.ok((ran[0]?.result?.hits ?? 0) >= 1, JSON.stringify(ran[0]?.result));
      assert.equal(await ofacVersions(), versionsBefore + 1, 'one import');

      const hits = await issues(tenant.headers, id);
      const jane = hits.find((i) => i.entry_id === 'ofac-sdn:99999');
      assert.ok(jane, JSON.stringify(hits));
      assert.equal(jane.subject.name, 'Jane Ann Doe');
      assert.equal(jane.relevant, null);

      const [again] = await runDailyJobs(workerA, day, 'worker-c', [screeningUpdateJob]);
      assert.equal(again?.status, 'done', 'run once a day');
      const [next] = await runDailyJobs(workerB, '2032-02-03', 'worker-b', [screeningUpdateJob]);
      assert.equal(next?.status, 'ran');
      assert.deepEqual(
        [next?.result?.lists_changed, next?.result?.lists_unchanged, next?.result?.hits],
        [0, 1, 0],
        JSON.stringify(next?.result),
      );
      assert.equal(await ofacVersions(), versionsBefore + 1, 'the same file is no new version');
      assert.equal((await issues(tenant.headers, id)).length, hits.length);
    });

    it('fetches nothing without DOSSIER_SCREENING_SOURCES on the embedded provider', async () => {
      const versionsBefore = await ofacVersions();
      const [outcome] = await runDailyJobs(t.ctx, '2032-03-01', 'worker-a', [screeningUpdateJob]);
      assert.equal(outcome?.status, 'ran');
      assert.deepEqual(outcome?.result, {
        lists_changed: 0,
        lists_unchanged: 0,
        subjects: 0,
        cases_with_hits: 0,
        hits: 0,
      });
      assert.equal(await ofacVersions(), versionsBefore);
    });

    it('gives the day back when a source cannot be fetched, so the next check tries again', async () => {
      const missing = pathToFileURL('/nonexistent/dossier-ofac/').href;
      const ctx = testServiceContext(t.database, { screeningSources: [{ source: 'ofac-sdn', url: missing }] });
      await assert.rejects(runDailyJobs(ctx, '2032-04-01', 'worker-a', [screeningUpdateJob]), /has no sdn\.csv/);
      const [retried] = await runDailyJobs(t.ctx, '2032-04-01', 'worker-b', [screeningUpdateJob]);
      assert.equal(retried?.status, 'ran', 'the failed run did not keep the day');
    });
  });
}

import { findLastFinishedDailyJobDayUnscoped } from '../db/repositories/daily-job-runs-repository.js';
import { addDays } from '../domain/review-calendar.js';
import type { DailyJob } from './daily-jobs.js';
import { rescreenAfterListImport, rescreenAfterProviderUpdate } from './list-rescreen.js';
import { updateScreeningLists } from './screening/list-update.js';
import { screeningBackendOf } from './screening-backend.js';

const NAME = 'screening_update';

/**
 * The worker's daily screening update (issue 20, section 1), once a day across all instances like every daily job:
 * - with DOSSIER_SCREENING_SOURCES, `dossier screening update`: each list fetched and imported (an unchanged file
 *   imports as unchanged), and after each import that changed entries the delta rescreen of the stored subjects;
 * - with the yente provider, which updates its own data, the stored persons and companies screened again against
 *   the entities yente changed since the job's last finished run (the day before, on its first run).
 * A failure (a publisher or yente not answering) gives the day's claim back: the next check tries again.
 */
export const screeningUpdateJob: DailyJob = {
  name: NAME,
  async run(ctx, day) {
    const result = { lists_changed: 0, lists_unchanged: 0, subjects: 0, cases_with_hits: 0, hits: 0 };
    const add = (r: { subjects: number; cases_with_hits: number; hits: number }) => {
      result.subjects += r.subjects;
      result.cases_with_hits += r.cases_with_hits;
      result.hits += r.hits;
    };
    const sources = ctx.screeningSources ?? [];
    if (sources.length > 0) {
      for (const imported of await updateScreeningLists(ctx, sources)) {
        if (imported.unchanged) {
          result.lists_unchanged += 1;
          continue;
        }
        result.lists_changed += 1;
        add(await rescreenAfterListImport(ctx, imported.version_id));
      }
    }
    if (screeningBackendOf(ctx).updatesItsOwnData) {
      const since = (await findLastFinishedDailyJobDayUnscoped(ctx.db, NAME, day)) ?? addDays(day, -1);
      add(await rescreenAfterProviderUpdate(ctx, since));
    }
    return result;
  },
};

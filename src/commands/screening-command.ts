import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { rescreenAfterListImport } from '../services/list-rescreen.js';
import { importScreeningList, type ListImportResult } from '../services/screening/list-import.js';
import { isScreeningSource, SCREENING_SOURCES } from '../services/screening/list-sources.js';
import { updateScreeningLists } from '../services/screening/list-update.js';
import { currentListVersions } from '../services/screening/screen-subject.js';
import { retryFailedScreenings } from '../services/screening-retry.js';
import type { CommandIo } from './command-io.js';

function describe(r: ListImportResult): string {
  return r.unchanged
    ? `${r.source}: unchanged, version ${r.version_id} (${r.entry_count} entries)`
    : `${r.source}: version ${r.version_id}, ${r.entry_count} entries (${r.added} added, ${r.changed} changed, ${r.removed} removed)`;
}

/** The delta rescreen after an import that changed entries (issue 20, section 3). */
function describeRescreen(r: { subjects: number; cases_with_hits: number; hits: number }): string {
  return `rescreened ${r.subjects} stored subjects against the changed entries: ${r.hits} new or changed hits in ${r.cases_with_hits} cases`;
}

/** `dossier screening import|lists|update|retry`. */
export async function screeningCommand(sub: string | undefined, args: string[], io: CommandIo): Promise<void> {
  switch (sub) {
    case 'import': {
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        options: { source: { type: 'string' } },
      });
      const source = values.source ?? '';
      if (!isScreeningSource(source)) throw io.usage(`--source takes one of ${SCREENING_SOURCES.join(', ')}`);
      const path = positionals[0];
      if (!path || positionals.length > 1) throw io.usage('screening import takes one PATH');
      const result = await io.withContext(async (ctx) => {
        const imported = await importScreeningList(ctx, source, path);
        if (!imported.unchanged) io.err(describeRescreen(await rescreenAfterListImport(ctx, imported.version_id)));
        return imported;
      });
      io.err(describe(result));
      io.out(result.version_id);
      return;
    }
    case 'lists': {
      const lists = await io.withContext((ctx) => currentListVersions(ctx));
      if (lists.length === 0) io.err('No list imported yet');
      for (const l of lists) {
        const v = l.version;
        io.out(
          v === null
            ? `${l.source} none`
            : `${l.source} ${v.id} entries=${v.entry_count} imported_at=${v.imported_at} hash=${v.content_hash.slice(0, 12)}`,
        );
      }
      return;
    }
    case 'update': {
      const config = loadConfig();
      if (config.screeningSources.length === 0) {
        throw io.usage('screening update needs DOSSIER_SCREENING_SOURCES (source=URL pairs)');
      }
      const results = await io.withContext(async (ctx) => {
        const updated = await updateScreeningLists(ctx, config.screeningSources);
        for (const r of updated) {
          if (!r.unchanged) io.err(describeRescreen(await rescreenAfterListImport(ctx, r.version_id)));
        }
        return updated;
      });
      for (const r of results) io.out(describe(r));
      return;
    }
    case 'retry': {
      if (args.length > 0) throw io.usage('screening retry takes no arguments');
      const r = await io.withContext((ctx) => retryFailedScreenings(ctx));
      if (r.still_failing) io.err('the screening provider still does not answer: the remaining cases wait');
      io.out(`retried=${r.retried} screened=${r.screened} still_failing=${r.still_failing}`);
      return;
    }
    default:
      throw io.usage('screening takes import, lists, update or retry');
  }
}

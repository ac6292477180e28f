import { findVerificationRecords, listCaseKeys, orderTime } from '../db/repositories/verifications-repository.js';
import { csvLine, waitingText } from '../domain/csv.js';
import type { PageCursor, QueueSort } from '../domain/page-cursor.js';
import { type CaseView, presentCases } from './case-views.js';
import type { Caller, ServiceContext } from './service-context.js';
import type { VerificationFilter } from './verification-reads.js';

/** Cases read per internal page: the export holds one page at a time, whatever the number of rows. */
export const EXPORT_PAGE_SIZE = 500;

const STATUS_WORDS: Record<string, string> = {
  processing: 'Processing',
  new: 'Not started',
  in_progress: 'In progress',
  data_update_requested: 'Request for data update',
  recalculate_risk_score: 'Risk score recalculation',
  qa: 'QA',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** The queue table's columns (the console's words), then the case id, which a spreadsheet needs to find a case. */
export const EXPORT_COLUMNS = [
  'Company',
  'Number',
  'Jurisdiction',
  'Customer ID',
  'Status',
  'Risk',
  'Assignee',
  'Review',
  'Waiting',
  'Created',
  'Last data update',
  'Case ID',
] as const;

function exportRow(c: CaseView, nowMs: number): string {
  const risk = c.external_risk_score?.risk_score_simple;
  return csvLine([
    c.company_name,
    c.company_number,
    c.company_jurisdiction?.name ?? '',
    c.customer_id,
    STATUS_WORDS[c.status] ?? c.status,
    risk ? risk.charAt(0).toUpperCase() + risk.slice(1) : '',
    c.assignee?.name ?? 'Unassigned',
    `${c.review_progress.reviewed}/${c.review_progress.total}`,
    waitingText(c.status_changed_at, nowMs),
    c.created_at,
    c.last_data_update,
    c.id,
  ]);
}

/**
 * The queue's view as CSV text, a chunk per internal keyset page: every case of the filter in the order `sort`,
 * read one page at a time and only when the reader asks for more (Readable.from pulls it), so memory stays flat
 * however many rows there are and a slow client slows the reads instead of filling a buffer. The UTF-8 BOM makes
 * spreadsheets read the names' accents right.
 */
export async function* exportCasesCsv(
  ctx: ServiceContext,
  caller: Caller,
  filter: VerificationFilter,
  sort: QueueSort,
): AsyncGenerator<string> {
  const accountId = caller.actor.accountId;
  const nowMs = Date.parse(ctx.now());
  yield `\uFEFF${csvLine(EXPORT_COLUMNS)}`;
  let after: PageCursor | undefined;
  for (;;) {
    const keys = await listCaseKeys(ctx.db, ctx.dialect, accountId, filter, {
      sort,
      after,
      limit: EXPORT_PAGE_SIZE,
    });
    if (keys.length === 0) return;
    const rows = await findVerificationRecords(
      ctx.db,
      accountId,
      keys.map((k) => k.id),
    );
    const byId = new Map((await presentCases(ctx, caller, rows)).map((c) => [c.id, c]));
    let chunk = '';
    for (const key of keys) {
      const view = byId.get(key.id);
      if (view) chunk += exportRow(view, nowMs);
    }
    yield chunk;
    if (keys.length < EXPORT_PAGE_SIZE) return;
    const last = keys[keys.length - 1] as (typeof keys)[number];
    after = { createdAt: orderTime(last, sort), id: last.id };
  }
}

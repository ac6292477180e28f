import { findAccessTokenNames } from '../db/repositories/access-tokens-repository.js';
import { findExportRows } from '../db/repositories/case-export-repository.js';
import { listCaseKeys, orderKey } from '../db/repositories/case-list-repository.js';
import { findUserNames } from '../db/repositories/users-repository.js';
import { parseActorKey } from '../domain/actor-key.js';
import { csvLine, waitingText } from '../domain/csv.js';
import type { QueuePosition, QueueSort } from '../domain/page-cursor.js';
import { jurisdictionByCode } from '../reference/reference-lookup.js';
import { marksByCase, reviewOf } from './case-presenter.js';
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
  'Outcome',
  'Waiting',
  'Created',
  'Last data update',
  'Case ID',
] as const;

type ExportRow = Awaited<ReturnType<typeof findExportRows>>[number];

function exportRow(
  c: ExportRow,
  assignee: string | undefined,
  review: { reviewed: number; total: number },
  outcome: string,
  nowMs: number,
): string {
  const risk = c.risk_level;
  return csvLine([
    c.company_name,
    c.company_number,
    c.jurisdiction_code === null ? '' : (jurisdictionByCode(c.jurisdiction_code)?.name ?? c.jurisdiction_code),
    c.customer_id,
    STATUS_WORDS[c.status] ?? c.status,
    risk ? risk.charAt(0).toUpperCase() + risk.slice(1) : '',
    c.assigned_to === null ? 'Unassigned' : (assignee ?? ''),
    `${review.reviewed}/${review.total}`,
    outcome,
    waitingText(c.status_changed_at, nowMs),
    c.created_at,
    c.last_data_update,
    c.id,
  ]);
}

/** The id in a decider's actor key when it is of this type (`user:<id>`, `token:<id>`), else null. */
function deciderId(decidedBy: string | null, type: 'user' | 'token'): string | null {
  const actor = decidedBy === null ? null : parseActorKey(decidedBy);
  return actor?.type === type ? actor.id : null;
}

/** The queue's "Outcome": Approved or Rejected, by whom (a user by name; other actors by kind). */
function outcomeText(row: ExportRow, names: ReadonlyMap<string, string>, tokens: ReadonlyMap<string, string>): string {
  if (row.status !== 'completed' && row.status !== 'rejected') return '';
  const verdict = row.status === 'completed' ? 'Approved' : 'Rejected';
  if (row.decided_by === null) return verdict;
  const userId = deciderId(row.decided_by, 'user');
  const tokenId = deciderId(row.decided_by, 'token');
  let who = row.decided_by === 'cli' ? 'the operator' : 'the system';
  if (userId !== null) who = names.get(userId) ?? 'a former user';
  if (tokenId !== null) who = `access token “${tokens.get(tokenId) ?? 'revoked'}”`;
  return `${verdict} by ${who}`;
}

/**
 * The queue's view as CSV text, a chunk per internal keyset page: every case of the filter in the order `sort`,
 * read one page at a time and only when the reader asks for more (Readable.from pulls it), so memory stays flat
 * however many rows there are and a slow client slows the reads instead of filling a buffer. Each page reads the
 * order's covering index, then the case rows alone (findExportRows), the review marks and the assignees' names.
 * The UTF-8 BOM makes spreadsheets read the names' accents right.
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
  const names = new Map<string, string>();
  const tokens = new Map<string, string>();
  let after: QueuePosition | undefined;
  for (;;) {
    const keys = await listCaseKeys(ctx.db, ctx.dialect, accountId, filter, { sort, after, limit: EXPORT_PAGE_SIZE });
    if (keys.length === 0) return;
    const ids = keys.map((k) => k.id);
    const [rows, marks] = await Promise.all([findExportRows(ctx.db, accountId, ids), marksByCase(ctx, accountId, ids)]);
    const unknown = [...new Set(rows.flatMap((r) => [r.assigned_to, deciderId(r.decided_by, 'user')]))].filter(
      (id): id is string => id !== null && !names.has(id),
    );
    for (const user of await findUserNames(ctx.db, accountId, unknown)) names.set(user.id, user.name);
    const unknownTokens = [...new Set(rows.map((r) => deciderId(r.decided_by, 'token')))].filter(
      (id): id is string => id !== null && !tokens.has(id),
    );
    for (const token of await findAccessTokenNames(ctx.db, accountId, unknownTokens)) tokens.set(token.id, token.name);
    const byId = new Map(rows.map((r) => [r.id, r]));
    let chunk = '';
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) continue; // gone since its key was read
      const review = reviewOf(marks.get(id) ?? [], row.tab_changed_at).counts;
      const assignee = row.assigned_to === null ? undefined : names.get(row.assigned_to);
      chunk += exportRow(row, assignee, review, outcomeText(row, names, tokens), nowMs);
    }
    yield chunk;
    if (keys.length < EXPORT_PAGE_SIZE) return;
    const last = keys[keys.length - 1] as (typeof keys)[number];
    after = { key: orderKey(last, sort), id: last.id };
  }
}

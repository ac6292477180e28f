import { listAuditLog } from '../db/repositories/audit-log-repository.js';
import { countOverdueByStatus, countVerificationsByStatus } from '../db/repositories/case-counts-repository.js';
import {
  findCaseOrderKey,
  listCaseKeys,
  orderKey,
  type VerificationFilter,
  type VerificationPage,
} from '../db/repositories/case-list-repository.js';
import {
  findCompany,
  listBankAccounts,
  listCompanies as listCompanyRows,
  listCryptoAddresses,
} from '../db/repositories/companies-repository.js';
import {
  type DirectorJoinedRow,
  findDirector,
  listDirectors as listDirectorRows,
} from '../db/repositories/directors-repository.js';
import { listAttachments, listDocumentRecords } from '../db/repositories/documents-repository.js';
import {
  findVerificationRecord,
  findVerificationRecordWithRules,
  listCasesOfCompany,
  verificationExists,
} from '../db/repositories/verifications-repository.js';
import { AppError } from '../domain/app-error.js';
import { encodeQueueCursor, type QueuePosition, type QueueSort } from '../domain/page-cursor.js';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../domain/verification-status.js';
import { resolveAuditActors } from './audit-actors.js';
import { type CaseView, presentCaseListBytes, presentCases } from './case-presenter.js';
import {
  type DocumentRecordView,
  presentAuditEntry,
  presentCompanyDetail,
  presentCompanyListItem,
  presentDirector,
  presentDocumentRecord,
  presentVerification,
} from './resource-presenters.js';
import { actorKey, type Caller, type ServiceContext } from './service-context.js';

export type { VerificationFilter } from '../db/repositories/case-list-repository.js';

/** Every read is scoped by account: another account's ids answer exactly like ids that do not exist. */

export async function getVerification(ctx: ServiceContext, caller: Caller, id: string) {
  const found = await findVerificationRecordWithRules(ctx.db, ctx.readNow, caller.actor.accountId, id);
  if (!found) throw AppError.notFound('Verification');
  return (await presentCases(ctx, caller, [found.record], found.rules))[0] as CaseView;
}

/**
 * A read of several queries in one turn at SQLite's one connection: under load every query of a request would
 * otherwise wait at the back of the queue for it again, so a page's four queries cost four waits and the slowest
 * requests many more. PostgreSQL's pool runs them side by side instead.
 */
function onOneConnection<T>(ctx: ServiceContext, read: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  if (ctx.dialect !== 'sqlite') return read(ctx);
  return ctx.db.connection().execute((db) => read({ ...ctx, db }));
}

/**
 * A page of the list as the bytes of the JSON the API sends ({verifications, has_more, next_cursor}): copied
 * together from each case's kept bytes (presentCaseListBytes), with no serialization of the whole page.
 */
export function listVerifications(
  ctx: ServiceContext,
  caller: Caller,
  filter: VerificationFilter,
  page: VerificationPage,
): Promise<Buffer> {
  // The page's bytes are the caller's own (the events they may send, their names for people): kept per caller.
  const key = ['page', actorKey(caller.actor), caller.role, filter, page];
  return onOneConnection(ctx, (scoped) =>
    memoized(scoped, key, () => listVerificationPage(scoped, caller, filter, page)),
  );
}

/**
 * A case list's or count's result, kept until the next commit where the database can tell (SQLite: ReadMemo), so
 * the same search or page asked again between two writes costs no query. `key` names the read and all it depends on.
 */
function memoized<T>(
  ctx: ServiceContext,
  key: readonly unknown[],
  load: () => Promise<T>,
  isCurrent?: (kept: T) => boolean,
): Promise<T> {
  const memo = ctx.caseListMemo;
  return memo
    ? (memo.read(JSON.stringify(key), load, isCurrent as ((kept: unknown) => boolean) | undefined) as Promise<T>)
    : load();
}

const PAGE_OPEN = Buffer.from('{"verifications":[');

async function listVerificationPage(
  ctx: ServiceContext,
  caller: Caller,
  filter: VerificationFilter,
  page: VerificationPage,
): Promise<Buffer> {
  // One extra row tells whether another page exists without a count query.
  const accountId = caller.actor.accountId;
  const keys = await memoized(ctx, ['list', accountId, filter, page], () =>
    listCaseKeys(ctx.db, ctx.dialect, accountId, filter, { ...page, limit: page.limit + 1 }),
  );
  const hasMore = keys.length > page.limit;
  const shown = hasMore ? keys.slice(0, page.limit) : keys;
  const last = shown.at(-1);
  const cursor = hasMore && last ? encodeQueueCursor(page.sort, { key: orderKey(last, page.sort), id: last.id }) : null;
  const cases = await presentCaseListBytes(ctx, caller, shown);
  const close = Buffer.from(`],"has_more":${hasMore},"next_cursor":${JSON.stringify(cursor)}}`);
  return Buffer.concat([PAGE_OPEN, ...cases, close]);
}

/** Where a case stands in the queue's order `sort`: a list `after_id` it starts there. Unknown ids answer 404. */
export async function positionOfCase(
  ctx: ServiceContext,
  accountId: string,
  id: string,
  sort: QueueSort,
): Promise<QueuePosition> {
  const key = await findCaseOrderKey(ctx.db, accountId, id, sort);
  if (!key) throw AppError.notFound('Verification');
  return key;
}

/** Per state, and `open` (neither completed nor rejected). */
function perTab(byStatus: Map<string, number>) {
  const counts = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<
    VerificationStatus,
    number
  >;
  const total = VERIFICATION_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  return { counts: { ...counts, open: total - counts.completed - counts.rejected }, total };
}

/**
 * How many cases match the filter in each state, and how many are open (neither completed nor rejected); and as
 * many numbers again of those overdue now (past their state's due_at). The overdue numbers also change with time
 * alone: they are kept until the next write or until the account's next deadline passes, whichever comes first.
 */
export async function countVerifications(ctx: ServiceContext, accountId: string, filter: VerificationFilter) {
  const now = ctx.now();
  // Not onOneConnection: answered from the memo (the usual case), neither read waits for SQLite's connection.
  const [byStatus, overdue] = await Promise.all([
    memoized(ctx, ['counts', accountId, filter], () =>
      countVerificationsByStatus(ctx.db, ctx.dialect, accountId, filter),
    ),
    memoized(
      ctx,
      ['overdue', accountId, filter],
      () => countOverdueByStatus(ctx.db, ctx.dialect, accountId, filter, now),
      (kept) => now <= kept.holdsUntil,
    ),
  ]);
  const all = perTab(byStatus);
  const late = perTab(overdue.byStatus);
  return { counts: all.counts, total: all.total, overdue: late.counts, overdue_total: late.total };
}

/** Other cases of the same company (same number in the same jurisdiction), newest first. */
export async function listRelatedCases(ctx: ServiceContext, caller: Caller, id: string) {
  const row = await findVerificationRecord(ctx.db, caller.actor.accountId, id);
  if (!row) throw AppError.notFound('Verification');
  const jurisdiction = row.jurisdiction_id === null ? null : presentVerification(row, []).company_jurisdiction?.code;
  if (!jurisdiction || !row.company_number) return [];
  const rows = await listCasesOfCompany(ctx.db, caller.actor.accountId, id, jurisdiction, row.company_number, 50);
  return presentCases(ctx, caller, rows);
}

async function requireVerification(ctx: ServiceContext, accountId: string, id: string): Promise<void> {
  if (!(await verificationExists(ctx.db, accountId, id))) throw AppError.notFound('Verification');
}

export async function listCompanies(ctx: ServiceContext, accountId: string, verificationId: string) {
  const rows = await listCompanyRows(ctx.db, accountId, verificationId);
  if (rows.length === 0) await requireVerification(ctx, accountId, verificationId);
  return rows.map(presentCompanyListItem);
}

export async function getCompany(ctx: ServiceContext, accountId: string, verificationId: string, id: string) {
  const row = await findCompany(ctx.db, accountId, verificationId, id);
  if (!row) throw AppError.notFound('Company');
  const [banks, cryptos] = await Promise.all([
    listBankAccounts(ctx.db, accountId, id),
    listCryptoAddresses(ctx.db, accountId, id),
  ]);
  return presentCompanyDetail(row, banks, cryptos);
}

async function documentsOf(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  owner: 'company' | 'person' | 'internal',
  personIds?: readonly string[],
): Promise<Map<string, DocumentRecordView[]>> {
  const records = await listDocumentRecords(ctx.db, accountId, verificationId, owner, personIds);
  const attachments = await listAttachments(
    ctx.db,
    accountId,
    records.map((r) => r.id),
  );
  const byRecord = new Map<string, typeof attachments>();
  for (const attachment of attachments) {
    const list = byRecord.get(attachment.document_record_id);
    if (list) list.push(attachment);
    else byRecord.set(attachment.document_record_id, [attachment]);
  }
  const byOwner = new Map<string, DocumentRecordView[]>();
  for (const record of records) {
    const ownerId = (record.person_id ?? record.company_id) as string;
    const view = presentDocumentRecord(record, byRecord.get(record.id) ?? [], ctx);
    const list = byOwner.get(ownerId);
    if (list) list.push(view);
    else byOwner.set(ownerId, [view]);
  }
  return byOwner;
}

async function presentDirectors(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  rows: readonly DirectorJoinedRow[],
) {
  const documents = await documentsOf(
    ctx,
    accountId,
    verificationId,
    'person',
    rows.map((r) => r.person_id),
  );
  return rows.map((row) => presentDirector(row, documents.get(row.person_id) ?? []));
}

/** A person's documents on the case (the single person and UBO reads show them, as the director read does). */
export async function personDocuments(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  personId: string,
) {
  return (await documentsOf(ctx, accountId, verificationId, 'person', [personId])).get(personId) ?? [];
}

export async function listDirectors(ctx: ServiceContext, accountId: string, verificationId: string) {
  const rows = await listDirectorRows(ctx.db, accountId, verificationId);
  if (rows.length === 0) await requireVerification(ctx, accountId, verificationId);
  return presentDirectors(ctx, accountId, verificationId, rows);
}

export async function getDirector(ctx: ServiceContext, accountId: string, verificationId: string, id: string) {
  const row = await findDirector(ctx.db, accountId, verificationId, id);
  if (!row) throw AppError.notFound('Director');
  const [director] = await presentDirectors(ctx, accountId, verificationId, [row]);
  return director as NonNullable<typeof director>;
}

export async function listCompanyDocuments(ctx: ServiceContext, accountId: string, verificationId: string) {
  await requireVerification(ctx, accountId, verificationId);
  const byOwner = await documentsOf(ctx, accountId, verificationId, 'company');
  return [...byOwner.values()].flat();
}

/** Every change to the case, oldest first. */
export async function listVerificationAuditLog(ctx: ServiceContext, accountId: string, verificationId: string) {
  await requireVerification(ctx, accountId, verificationId);
  const rows = await listAuditLog(ctx.db, accountId, verificationId);
  const actors = await resolveAuditActors(ctx, accountId, rows);
  return rows.map((row) => presentAuditEntry(row, actors(row)));
}

/** Officers' own files on a case ("Additional files"): internal, like notes. */
export async function listCaseFiles(ctx: ServiceContext, accountId: string, verificationId: string) {
  await requireVerification(ctx, accountId, verificationId);
  return [...(await documentsOf(ctx, accountId, verificationId, 'internal')).values()].flat();
}

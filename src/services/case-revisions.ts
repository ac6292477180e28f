import { fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { insertRevision, lastRevisionNumber, listRevisionRows } from '../db/repositories/case-revisions-repository.js';
import {
  findCompany,
  listBankAccounts,
  listCompanies,
  listCryptoAddresses,
} from '../db/repositories/companies-repository.js';
import { findNotApplicable } from '../db/repositories/customer-request-repository.js';
import { listDirectors } from '../db/repositories/directors-repository.js';
import { listAttachments, listDocumentRecords } from '../db/repositories/documents-repository.js';
import { verificationExists } from '../db/repositories/verifications-repository.js';
import { AppError } from '../domain/app-error.js';
import type { NotApplicable } from '../domain/not-applicable.js';
import { type CaseData, type CaseDiff, diffCaseData } from '../domain/revision-diff.js';
import { uuidv7 } from '../domain/uuid.js';
import { resolveAuditActors } from './audit-actors.js';
import { captureStructure } from './ownership-snapshot.js';
import { presentCompanyDetail, presentDirector } from './resource-presenters.js';
import type { Actor, ServiceContext } from './service-context.js';

export type RevisionKind = 'application' | 'data_update';

/**
 * What the case's data is now, as a revision stores it: the companies and directors in the spec's shapes, and the
 * documents with their files' hashes (links expire; hashes tell whether a file changed).
 */
export async function captureCaseData(db: Db, accountId: string, verificationId: string): Promise<CaseData> {
  const companyRows = await listCompanies(db, accountId, verificationId);
  const companies = [];
  for (const row of companyRows) {
    const detail = await findCompany(db, accountId, verificationId, row.id);
    if (!detail) continue;
    const [banks, cryptos] = await Promise.all([
      listBankAccounts(db, accountId, row.id),
      listCryptoAddresses(db, accountId, row.id),
    ]);
    companies.push(presentCompanyDetail(detail, banks, cryptos) as unknown as Record<string, unknown>);
  }
  const directorRows = await listDirectors(db, accountId, verificationId);
  const directors = directorRows.map((row) => {
    const { person, ...director } = presentDirector(row, []);
    const { documents: _documents, ...personFields } = person;
    return { ...director, person: personFields } as Record<string, unknown>;
  });
  const records = [
    ...(await listDocumentRecords(db, accountId, verificationId, 'company')),
    ...(await listDocumentRecords(
      db,
      accountId,
      verificationId,
      'person',
      directorRows.map((d) => d.person_id),
    )),
  ];
  const attachments = await listAttachments(
    db,
    accountId,
    records.map((r) => r.id),
  );
  const documents = records.map((r) => ({
    id: r.id,
    owner: r.person_id !== null ? { type: 'person', id: r.person_id } : { type: 'company', id: r.company_id },
    document_type: r.document_type,
    name: r.name,
    number: r.number ?? '',
    country_of_issue: r.country_of_issue ?? '',
    expiration_date: r.expiration_date ?? '',
    attachments: attachments
      .filter((a) => a.document_record_id === r.id)
      .map((a) => ({ id: a.id, filename: a.filename, filesize: Number(a.filesize), mime: a.mime, sha256: a.sha256 })),
  }));
  return { companies, directors, documents };
}

/** Records the case's data as its next revision; call it inside the submission's transaction. */
export async function recordRevision(
  trx: Db,
  actor: Actor,
  verificationId: string,
  kind: RevisionKind,
  now: string,
): Promise<number> {
  const number = (await lastRevisionNumber(trx, actor.accountId, verificationId)) + 1;
  const data = await captureCaseData(trx, actor.accountId, verificationId);
  await insertRevision(trx, {
    id: uuidv7(),
    account_id: actor.accountId,
    verification_id: verificationId,
    number,
    actor_type: actor.type,
    actor_id: actor.id,
    // The sections the customer answered "Not applicable" at this submission, with their reasons, and the
    // ownership structure as the ownership reads see it (their `?revision=n`).
    data: toJson({
      kind,
      ...data,
      not_applicable: await findNotApplicable(trx, actor.accountId, verificationId),
      ownership: await captureStructure(trx, actor.accountId, verificationId),
    }),
    created_at: now,
  });
  return number;
}

async function revisionRows(ctx: ServiceContext, accountId: string, verificationId: string) {
  if (!(await verificationExists(ctx.db, accountId, verificationId))) throw AppError.notFound('Verification');
  return listRevisionRows(ctx.db, accountId, verificationId);
}

type StoredRevision = CaseData & { kind: RevisionKind; not_applicable?: NotApplicable[] };

async function present(ctx: ServiceContext, accountId: string, rows: Awaited<ReturnType<typeof revisionRows>>) {
  const actors = await resolveAuditActors(ctx, accountId, rows);
  return rows.map((row) => {
    const { kind, ...data } = fromJson<StoredRevision>(row.data);
    // Revisions recorded before N/A answers existed have none.
    return {
      number: row.number,
      kind,
      actor: actors(row),
      created_at: row.created_at,
      data: { ...data, not_applicable: data.not_applicable ?? [] },
    };
  });
}

/** Every revision of a case, oldest first, without its data. */
export async function listRevisions(ctx: ServiceContext, accountId: string, verificationId: string) {
  const revisions = await present(ctx, accountId, await revisionRows(ctx, accountId, verificationId));
  return revisions.map(({ data: _data, ...rest }) => rest);
}

export async function getRevision(ctx: ServiceContext, accountId: string, verificationId: string, number: number) {
  const revisions = await present(ctx, accountId, await revisionRows(ctx, accountId, verificationId));
  const found = revisions.find((r) => r.number === number);
  if (!found) throw AppError.notFound('Revision');
  return found;
}

/**
 * What changed between the last submission and the one before it (or, with one revision only, against
 * nothing). Null when the customer has not submitted through the portal.
 */
export async function latestChanges(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
): Promise<{ from: number | null; to: number; changes: CaseDiff } | null> {
  const revisions = await present(ctx, accountId, await revisionRows(ctx, accountId, verificationId));
  const to = revisions.at(-1);
  if (!to) return null;
  const from = revisions.at(-2) ?? null;
  return {
    from: from?.number ?? null,
    to: to.number,
    changes: diffCaseData(from?.data ?? { companies: [], directors: [], documents: [] }, to.data),
  };
}

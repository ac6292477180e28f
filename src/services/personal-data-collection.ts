import { fromBool, fromJson } from '../db/column-values.js';
import { findErasedCaseIds } from '../db/repositories/erasure-repository.js';
import {
  findPersonRecord,
  listAuditOfCases,
  listCasesOf,
  listDraftsOfAccount,
  listMailTo,
  listOriginalFiles,
  listOwnershipRolesOf,
  listPersonDocuments,
  listPersonsBornOn,
  listRevisionsOfCases,
  listRolesOf,
  type PersonRecordRow,
} from '../db/repositories/personal-data-repository.js';
import { listIssuesOfCases } from '../db/repositories/screening-issues-repository.js';
import { AppError } from '../domain/app-error.js';
import { safeDownloadName } from '../domain/download-name.js';
import { personIdentityKey } from '../domain/person-identity.js';
import { resolveAuditActors } from './audit-actors.js';
import { presentAuditEntry } from './resource-presenters.js';
import { presentIssue } from './screening-issues.js';
import type { ServiceContext } from './service-context.js';

/** One stored original upload to copy into the export, and the name it has there. */
export interface ExportFile {
  readonly path: string;
  readonly storageKey: string;
  readonly attachmentId: string;
  readonly verificationId: string;
  readonly personId: string;
  readonly mime: string;
}

/** Everything Dossier holds about one person in one account, as JSON parts plus the files to stream. */
export interface PersonalData {
  readonly requestedPersonId: string;
  readonly cases: { id: string; status: string; company_name: string | null; company_number: string | null }[];
  readonly persons: Record<string, unknown>[];
  readonly personIds: readonly string[];
  readonly files: readonly ExportFile[];
  readonly revisions: Record<string, unknown>[];
  readonly drafts: Record<string, unknown>[];
  readonly mail: Record<string, unknown>[];
  readonly auditLog: Record<string, unknown>[];
  /** Screening hits of these person records (issue 20): the matched list entry and the decision on it. */
  readonly screeningIssues: Record<string, unknown>[];
}

/** A path segment safe inside a ZIP: no separators, no control characters, not empty, not "." or "..". */
function zipSegment(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'file' : cleaned.slice(0, 180);
}

function asRecords(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}

/**
 * The person records that are "the same person" as the requested one: the record itself, plus every record of
 * the account with the same identity key (normalized full name and date of birth; see domain/person-identity.ts).
 */
async function samePersonRecords(ctx: ServiceContext, accountId: string, subject: PersonRecordRow) {
  const key = personIdentityKey(subject);
  if (key === null || subject.date_of_birth === null) return [subject];
  const born = await listPersonsBornOn(ctx.db, accountId, subject.date_of_birth);
  const same = born.filter((p) => p.id === subject.id || personIdentityKey(p) === key);
  return same.some((p) => p.id === subject.id) ? same : [subject, ...same];
}

/** 404 unless the id is a person of the account: what a HEAD of the export checks, without exporting anything. */
export async function requirePerson(ctx: ServiceContext, accountId: string, personId: string): Promise<void> {
  if (!(await findPersonRecord(ctx.db, accountId, personId))) throw AppError.notFound('Person');
}

/**
 * Collects everything about a person for a subject access export. 404 when the id is not a person of the
 * caller's account (another account's person reads exactly like an unknown one).
 *
 * This module is the one place that decides what an export holds: a case erased or being erased is dropped here
 * (from `cases`, before anything else is read from it), so it never contributes; a person whose own case is being
 * erased answers 410 like the case's other personal resources.
 */
export async function collectPersonalData(
  ctx: ServiceContext,
  accountId: string,
  personId: string,
): Promise<PersonalData> {
  const subject = await findPersonRecord(ctx.db, accountId, personId);
  if (!subject) throw AppError.notFound('Person');
  const records = await samePersonRecords(ctx, accountId, subject);
  const identity = personIdentityKey(subject);
  const candidates = [...new Set(records.map((p) => p.verification_id))];
  const erased = await findErasedCaseIds(ctx.db, accountId, candidates);
  if (erased.has(subject.verification_id)) {
    throw new AppError('erased', 'The personal data of this verification has been erased');
  }
  const cases = await listCasesOf(
    ctx.db,
    accountId,
    candidates.filter((id) => !erased.has(id)),
  );
  const caseIds = cases.map((c) => c.id);
  const kept = records.filter((p) => caseIds.includes(p.verification_id));
  const personIds = kept.map((p) => p.id);
  const [roles, documents, ownership] = await Promise.all([
    listRolesOf(ctx.db, accountId, caseIds, personIds),
    listPersonDocuments(ctx.db, accountId, caseIds, personIds),
    listOwnershipRolesOf(ctx.db, accountId, caseIds, personIds),
  ]);
  const attachments = await listOriginalFiles(
    ctx.db,
    accountId,
    documents.map((d) => d.id),
  );

  const files: ExportFile[] = [];
  const persons = kept.map((p) => {
    const theCase = cases.find((c) => c.id === p.verification_id);
    const docs = documents
      .filter((d) => d.person_id === p.id)
      .map((d) => ({
        id: d.id,
        document_type: d.document_type,
        name: d.name,
        number: d.number,
        country_of_issue: d.country_of_issue,
        date_of_issue: d.date_of_issue,
        expiration_date: d.expiration_date,
        purposes: fromJson<string[]>(d.purposes),
        created_at: d.created_at,
        attachments: attachments
          .filter((a) => a.document_record_id === d.id)
          .map((a) => {
            const path = `files/${p.id}/${a.id}-${zipSegment(safeDownloadName(a.filename, a.mime))}`;
            files.push({
              path,
              storageKey: a.storage_key,
              attachmentId: a.id,
              verificationId: a.verification_id,
              personId: p.id,
              mime: a.mime,
            });
            return {
              id: a.id,
              filename: a.filename,
              mime: a.mime,
              filesize: Number(a.filesize),
              created_at: a.created_at,
              file: path,
            };
          }),
      }));
    return {
      id: p.id,
      case: { id: p.verification_id, company_name: theCase?.company_name ?? null },
      roles: [
        ...roles
          .filter((r) => r.person_id === p.id)
          .map((r) => ({ type: 'director', id: r.id, position: r.position, created_at: r.created_at })),
        // In the ownership structure: what they hold (the company under review when `company` is null), and any
        // control by other means with its description.
        ...ownership
          .filter((o) => o.person_id === p.id)
          .map((o) => ({
            type: o.control_nature === null ? 'shareholder' : 'controller',
            id: o.id,
            holdings: o.holdings.map((h) => ({
              company: h.held_name,
              shares: Number(h.shares),
              voting_rights: h.voting_rights === null ? null : Number(h.voting_rights),
            })),
            control:
              o.control_nature === null ? null : { nature: o.control_nature, description: o.control_description },
            created_at: o.created_at,
          })),
      ],
      given_names: p.given_names,
      surname: p.surname,
      date_of_birth: p.date_of_birth,
      nationality: p.nationality,
      place_of_birth: p.place_of_birth,
      sex: p.sex,
      pep: fromBool(p.pep),
      pep_description: p.pep_description,
      email: p.email,
      phone: p.phone,
      address_of_residence: p.address_of_residence === null ? null : fromJson<object>(p.address_of_residence),
      family_name: p.family_name,
      parents_given_names: p.parents_given_names,
      personal_number: p.personal_number,
      funds_sources: p.funds_sources,
      title_position: p.title_position,
      created_at: p.created_at,
      updated_at: p.updated_at,
      documents: docs,
    };
  });

  const idSet = new Set(personIds);
  const mentions = (person: unknown, id: unknown): boolean =>
    (typeof id === 'string' && idSet.has(id)) ||
    (identity !== null &&
      typeof person === 'object' &&
      person !== null &&
      personIdentityKey({
        given_names: String((person as Record<string, unknown>).given_names ?? ''),
        surname: String((person as Record<string, unknown>).surname ?? ''),
        date_of_birth: ((person as Record<string, unknown>).date_of_birth as string | undefined) || null,
      }) === identity);

  // A revision stores the case's data as it was: the person's director entry and documents are the parts about them.
  const revisions = (await listRevisionsOfCases(ctx.db, accountId, caseIds)).flatMap((row) => {
    const data = fromJson<Record<string, unknown>>(row.data);
    const directors = asRecords(data.directors).filter((d) => {
      const person = d.person as Record<string, unknown> | undefined;
      return mentions(person, person?.id);
    });
    // The ownership structure as the revision recorded it: this person's own record in it.
    const ownership = (data.ownership ?? {}) as Record<string, unknown>;
    const owners = asRecords(ownership.persons).filter((o) => mentions(o, o.id));
    const theirs = new Set(directors.map((d) => (d.person as Record<string, unknown>).id));
    const docs = asRecords(data.documents).filter((d) => {
      const owner = d.owner as { type?: string; id?: string } | undefined;
      return owner?.type === 'person' && (theirs.has(owner.id) || idSet.has(owner.id ?? ''));
    });
    if (directors.length === 0 && docs.length === 0 && owners.length === 0) return [];
    return [
      {
        verification_id: row.verification_id,
        number: row.number,
        created_at: row.created_at,
        directors,
        documents: docs,
        ownership_persons: owners,
      },
    ];
  });

  // A portal draft of the account (submitted or not): the directors it names who are this person.
  const drafts = (await listDraftsOfAccount(ctx.db, accountId)).flatMap((row) => {
    const data = fromJson<Record<string, unknown>>(row.data);
    const directors = asRecords(data.directors).filter((d) => mentions(d.person, d.person_id));
    if (directors.length === 0) return [];
    return [
      { invitation_id: row.invitation_id, verification_id: row.verification_id, updated_at: row.updated_at, directors },
    ];
  });

  const mail = (
    await listMailTo(
      ctx.db,
      accountId,
      kept.flatMap((p) => (p.email ? [p.email] : [])),
    )
  ).map((m) => ({ ...m }));

  // Audit entries about the person: those whose data names one of their records, documents or files.
  const ids = [
    ...personIds,
    ...roles.map((r) => r.id),
    ...ownership.map((o) => o.id),
    ...documents.map((d) => d.id),
    ...attachments.map((a) => a.id),
  ];
  const auditRows = (await listAuditOfCases(ctx.db, accountId, caseIds)).filter((row) => {
    if (row.data === null) return false;
    const text = typeof row.data === 'string' ? row.data : JSON.stringify(row.data);
    return ids.some((id) => text.includes(id));
  });
  const actors = await resolveAuditActors(ctx, accountId, auditRows);
  const auditLog = auditRows.map((row) => ({
    verification_id: row.verification_id,
    ...presentAuditEntry(row, actors(row)),
  }));

  return {
    requestedPersonId: personId,
    cases: cases.map((c) => ({
      id: c.id,
      status: c.status,
      company_name: c.company_name,
      company_number: c.company_number,
    })),
    persons,
    personIds,
    files,
    revisions,
    drafts,
    mail,
    auditLog,
    screeningIssues: (await listIssuesOfCases(ctx.db, accountId, caseIds))
      .map(presentIssue)
      .filter((issue) => personIds.includes((issue.subject.ref as { id?: string } | undefined)?.id ?? '')),
  };
}

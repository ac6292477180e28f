import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * The reads behind a subject access export (services/personal-data-collection.ts). Every query is scoped by
 * account_id: a person is never looked for, nor found, in another account.
 */

export async function findPersonRecord(db: Db, accountId: string, personId: string) {
  return db
    .selectFrom('persons')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', personId)
    .executeTakeFirst();
}

export type PersonRecordRow = NonNullable<Awaited<ReturnType<typeof findPersonRecord>>>;

/** The account's person records born on that day: the candidates for "the same person" (matched on the name in code). */
export async function listPersonsBornOn(db: Db, accountId: string, dateOfBirth: string): Promise<PersonRecordRow[]> {
  return db
    .selectFrom('persons')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('date_of_birth', '=', dateOfBirth)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The cases these persons belong to, with the company under review's name. */
export async function listCasesOf(db: Db, accountId: string, verificationIds: readonly string[]) {
  if (verificationIds.length === 0) return [];
  return db
    .selectFrom('verifications')
    .select(['id', 'status', 'company_name', 'company_number', 'customer_id', 'created_at'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...verificationIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The roles (director positions) the persons hold in their cases (read through the cases' index). */
export async function listRolesOf(
  db: Db,
  accountId: string,
  verificationIds: readonly string[],
  personIds: readonly string[],
) {
  if (personIds.length === 0 || verificationIds.length === 0) return [];
  return db
    .selectFrom('directors')
    .select(['id', 'person_id', 'verification_id', 'position', 'created_at', 'updated_at'])
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .where('person_id', 'in', [...personIds])
    .orderBy('id')
    .execute();
}

/** The persons' document records (officers' internal files included, should one name a person). */
export async function listPersonDocuments(
  db: Db,
  accountId: string,
  verificationIds: readonly string[],
  personIds: readonly string[],
) {
  if (personIds.length === 0 || verificationIds.length === 0) return [];
  return db
    .selectFrom('document_records')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .where('person_id', 'in', [...personIds])
    .orderBy('id')
    .execute();
}

/** The attachments of those records with where each original upload is stored. */
export async function listOriginalFiles(db: Db, accountId: string, documentRecordIds: readonly string[]) {
  if (documentRecordIds.length === 0) return [];
  return db
    .selectFrom('attachments as a')
    .innerJoin('attachment_files as f', 'f.attachment_id', 'a.id')
    .select([
      'a.id',
      'a.verification_id',
      'a.document_record_id',
      'a.attachment_type',
      'a.filename',
      'a.filesize',
      'a.mime',
      'a.sha256',
      'a.created_at',
      'f.storage_key',
      'f.size as stored_size',
    ])
    .where('a.account_id', '=', accountId)
    .where('a.document_record_id', 'in', [...documentRecordIds])
    .where('f.variant', '=', 'original')
    .orderBy('a.id')
    .execute();
}

/** Every revision of these cases, oldest first (the caller keeps the parts that mention the person). */
export async function listRevisionsOfCases(db: Db, accountId: string, verificationIds: readonly string[]) {
  if (verificationIds.length === 0) return [];
  return db
    .selectFrom('case_revisions')
    .select(['id', 'verification_id', 'number', 'actor_type', 'created_at', 'data'])
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .orderBy('verification_id')
    .orderBy('number')
    .execute();
}

/**
 * The account's portal drafts, with the case their invitation became (null before submission). A draft has no
 * person ids for new directors, so the caller matches them by name and date of birth.
 */
export async function listDraftsOfAccount(db: Db, accountId: string) {
  return db
    .selectFrom('application_drafts as d')
    .innerJoin('invitations as i', 'i.id', 'd.invitation_id')
    .select(['d.invitation_id', 'i.verification_id', 'd.revision', 'd.updated_at', 'd.data'])
    .where('d.account_id', '=', accountId)
    .where('i.account_id', '=', accountId)
    .orderBy('d.updated_at')
    .execute();
}

/** Mail of the account addressed to any of these e-mail addresses (compared without case). */
export async function listMailTo(db: Db, accountId: string, emails: readonly string[]) {
  const lower = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))];
  if (lower.length === 0) return [];
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'from_name',
      'subject',
      'text_body',
      'status',
      'sent_at',
      'invitation_id',
      'verification_id',
      'created_at',
    ])
    .where('account_id', '=', accountId)
    .where(sql<string>`lower(recipient)`, 'in', lower)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The audit log of these cases, oldest first (the caller keeps the entries about the person). */
export async function listAuditOfCases(db: Db, accountId: string, verificationIds: readonly string[]) {
  if (verificationIds.length === 0) return [];
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The ownership-structure entities that are these persons (shareholder, controller), with what they hold. */
export async function listOwnershipRolesOf(
  db: Db,
  accountId: string,
  verificationIds: readonly string[],
  personIds: readonly string[],
) {
  if (personIds.length === 0 || verificationIds.length === 0) return [];
  const entities = await db
    .selectFrom('ownership_entities')
    .select(['id', 'person_id', 'verification_id', 'control_nature', 'control_description', 'created_at'])
    .where('account_id', '=', accountId)
    .where('verification_id', 'in', [...verificationIds])
    .where('person_id', 'in', [...personIds])
    .orderBy('id')
    .execute();
  if (entities.length === 0) return [];
  const holdings = await db
    .selectFrom('ownership_holdings as h')
    .leftJoin('ownership_entities as e', (join) =>
      join.onRef('e.id', '=', 'h.held_entity_id').on('e.account_id', '=', accountId),
    )
    .select(['h.holder_entity_id', 'h.shares', 'h.voting_rights', 'e.formal_name as held_name'])
    .where('h.account_id', '=', accountId)
    .where(
      'h.holder_entity_id',
      'in',
      entities.map((e) => e.id),
    )
    .orderBy('h.position')
    .execute();
  return entities.map((e) => ({ ...e, holdings: holdings.filter((h) => h.holder_entity_id === e.id) }));
}

import { createHash } from 'node:crypto';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../database.js';
import type { Database } from '../schema.js';

/** How many rows of each kind an erasure removed or redacted, and a SHA-256 of the removed rows' contents. */
export interface ScrubSummary {
  readonly counts: Record<string, number>;
  /** SHA-256 of the JSON of every removed or redacted row, in a fixed order: proof of what was erased, not its content. */
  readonly data_sha256: string;
}

const ERASED_PAYLOAD_NOTE = 'erased';

/**
 * Removes the personal data of one case, inside the caller's transaction, leaving what the tombstone keeps:
 * the case row (id, states, decision, company name and number, customer id), its review marks, and its audit log
 * with `comment` and `data` redacted. Removed: the ownership structure (entities and holdings), persons,
 * directors, documents and their attachment rows, bank accounts and crypto addresses, the companies' contact and
 * free-text fields (related companies entirely), risk score reasons, notes, revisions, invitations with their
 * links, sessions, drafts, uploads and ownership challenges, screening hits and screened subjects, mail (bodies
 * and recipients), and webhook payloads and response bodies of the case's deliveries.
 * The stored files are the caller's to delete (before this runs): see listCaseBlobs.
 */
export async function scrubCase(trx: Db, accountId: string, verificationId: string): Promise<ScrubSummary> {
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  const note = (kind: string, rows: readonly unknown[]) => {
    counts[kind] = rows.length;
    hash.update(`${kind}\n${JSON.stringify(rows)}\n`);
  };
  const caseRows = { account_id: accountId, verification_id: verificationId };

  const attachmentIds = trx
    .selectFrom('attachments')
    .select('id')
    .where('account_id', '=', caseRows.account_id)
    .where('verification_id', '=', verificationId);
  note(
    'files',
    await trx.deleteFrom('attachment_files').where('attachment_id', 'in', attachmentIds).returningAll().execute(),
  );
  await deleteCaseRows(trx, accountId, verificationId, note, [
    // The ownership structure names persons (and their control arrangements): it goes before the persons it points at.
    'ownership_holdings',
    'ownership_entities',
    'attachments',
    'document_records',
    // Screening: the hits (the subject's name and data, the matched entry) and the subjects kept for rescreens.
    'screening_issues',
    'screening_subjects',
    'screening_failures',
    'directors',
    'persons',
  ]);
  // The case points at its external risk score: unlinked before the score goes.
  await trx
    .updateTable('verifications')
    .set({ external_risk_score_id: null })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
  await deleteCaseRows(trx, accountId, verificationId, note, ['external_risk_scores']);

  const companyIds = trx
    .selectFrom('companies')
    .select('id')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId);
  for (const table of ['bank_accounts', 'crypto_addresses'] as const) {
    note(
      table,
      await trx
        .deleteFrom(table)
        .where('account_id', '=', accountId)
        .where('company_id', 'in', companyIds)
        .returningAll()
        .execute(),
    );
  }
  // Related companies go; the company under review keeps what identifies the legal entity (name, number,
  // jurisdiction, legal form, industry) and loses its contacts and free text, where people are named.
  note(
    'related_companies',
    await trx
      .deleteFrom('companies')
      .where('account_id', '=', accountId)
      .where('verification_id', '=', verificationId)
      .where('position', '>', 0)
      .returningAll()
      .execute(),
  );
  note(
    'company_fields',
    await trx
      .updateTable('companies')
      .set({
        phone_number: '',
        email: '',
        website: '',
        aml_contact_person: '',
        aml_contact_email: '',
        aml_contact_phone_number: '',
        business_description: '',
        products_description: '',
        funds_sources: '',
        sources_of_funds_other: null,
        office_address: null,
        tax_number: '',
        activity_description: null,
        documents_note_from_verifier: null,
        declaration_explanations: null,
        purpose_for_asset10: null,
        websites_for_asset10: null,
        detail_json: null,
      })
      .where('account_id', '=', accountId)
      .where('verification_id', '=', verificationId)
      .returning(['id'])
      .execute(),
  );

  // Risk assessments: an override's reason is free text an officer wrote about people. The level stays on the case
  // (it is no personal data, and the queue still shows it); its explanation goes with the history.
  await trx
    .updateTable('verifications')
    .set({ risk_assessment: null })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
  await deleteCaseRows(trx, accountId, verificationId, note, ['case_notes', 'case_revisions', 'risk_assessments']);

  const invitations = await trx
    .selectFrom('invitations')
    .select('id')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .execute();
  await scrubPortal(trx, accountId, verificationId, note);
  await scrubWebhooks(trx, accountId, verificationId, note);

  // The audit log stays: who did what when, and every state; its free text and data go (see migration 021).
  note(
    'audit_entries',
    await trx
      .updateTable('audit_log')
      .set({ comment: null, data: null })
      .where('account_id', '=', accountId)
      .where('verification_id', '=', verificationId)
      .where((eb) => eb.or([eb('comment', 'is not', null), eb('data', 'is not', null)]))
      .returning(['id'])
      .execute(),
  );
  // The account's own entries about the case's invitations (their e-mail address) or naming the case.
  const named = [verificationId, ...invitations.map((i) => i.id)];
  note(
    'account_audit_entries',
    await trx
      .updateTable('audit_log')
      .set({ comment: null, data: null })
      .where('account_id', '=', accountId)
      .where('verification_id', 'is', null)
      .where((eb) => eb.or(named.map((id) => eb(sql<string>`CAST(data AS TEXT)`, 'like', `%${id}%`))))
      .returning(['id'])
      .execute(),
  );
  return { counts, data_sha256: hash.digest('hex') };
}

type Note = (kind: string, rows: readonly unknown[]) => void;

/** The tables whose rows belong to one case by `verification_id`. */
type CaseRowTable =
  | 'ownership_holdings'
  | 'ownership_entities'
  | 'attachments'
  | 'document_records'
  | 'screening_issues'
  | 'screening_subjects'
  | 'screening_failures'
  | 'directors'
  | 'persons'
  | 'external_risk_scores'
  | 'case_notes'
  | 'case_revisions'
  | 'risk_assessments'
  | 'invitations';

/** Deletes every row of the case from each table, in the order given, noting each table's removed rows. */
async function deleteCaseRows(
  trx: Db,
  accountId: string,
  verificationId: string,
  note: Note,
  tables: readonly CaseRowTable[],
): Promise<void> {
  for (const table of tables) {
    note(
      table,
      await trx
        .deleteFrom(table)
        .where('account_id', '=', accountId)
        .where('verification_id', '=', verificationId)
        .returningAll()
        .execute(),
    );
  }
}

/** The case's invitations and everything hanging from them, and the mail sent about the case. */
async function scrubPortal(trx: Db, accountId: string, verificationId: string, note: Note): Promise<void> {
  const invitationIds = trx
    .selectFrom('invitations')
    .select('id')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId);
  // Mail about the case: sent for it, or to one of its invitations.
  const aboutCase = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.or([eb('verification_id', '=', verificationId), eb('invitation_id', 'in', invitationIds)]);
  const mailIds = trx.selectFrom('mail_outbox').select('id').where('account_id', '=', accountId).where(aboutCase);
  note('mail_attempts', await trx.deleteFrom('mail_attempts').where('mail_id', 'in', mailIds).returningAll().execute());
  note(
    'mail',
    await trx.deleteFrom('mail_outbox').where('account_id', '=', accountId).where(aboutCase).returningAll().execute(),
  );
  for (const table of [
    'ownership_challenges',
    'portal_uploads',
    'application_drafts',
    'portal_sessions',
    'invitation_links',
  ] as const) {
    note(table, await trx.deleteFrom(table).where('invitation_id', 'in', invitationIds).returningAll().execute());
  }
  await deleteCaseRows(trx, accountId, verificationId, note, ['invitations']);
}

/** Earlier deliveries about the case: payloads and the receivers' answers go; unsent ones are cancelled. */
async function scrubWebhooks(trx: Db, accountId: string, verificationId: string, note: Note): Promise<void> {
  const messageIds = trx
    .selectFrom('webhook_messages')
    .select('id')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId);
  const deliveryIds = trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('account_id', '=', accountId)
    .where('message_id', 'in', messageIds);
  note(
    'webhook_attempts',
    await trx
      .updateTable('webhook_attempts')
      .set({ response_body: null, error: null })
      .where('account_id', '=', accountId)
      .where('delivery_id', 'in', deliveryIds)
      .returning(['id'])
      .execute(),
  );
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: sql<string>`CASE WHEN status = 'pending' THEN 'cancelled' ELSE status END`, last_error: null })
    .where('account_id', '=', accountId)
    .where('message_id', 'in', messageIds)
    .execute();
  note(
    'webhook_payloads',
    await trx
      .updateTable('webhook_messages')
      .set({
        payload: sql<string>`'{"event":"' || event_type || '","verification_id":"' || ${verificationId} || '","${sql.raw(ERASED_PAYLOAD_NOTE)}":true}'`,
      })
      .where('account_id', '=', accountId)
      .where('verification_id', '=', verificationId)
      .returning(['id'])
      .execute(),
  );
}

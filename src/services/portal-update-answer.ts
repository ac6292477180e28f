import { Type } from '@sinclair/typebox';
import { fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { deleteApplicationDraft } from '../db/repositories/application-drafts-repository.js';
import { refreshCaseSearchText } from '../db/repositories/case-search-repository.js';
import {
  listBankAccounts,
  listCompanies,
  listCryptoAddresses,
  updateCompany,
} from '../db/repositories/companies-repository.js';
import { findNotApplicable, setNotApplicable } from '../db/repositories/customer-request-repository.js';
import { findPersonAnsweredFields, updatePerson } from '../db/repositories/directors-repository.js';
import { updateInvitation } from '../db/repositories/invitations-repository.js';
import {
  existingIndustryKeys,
  findCompanyType,
  findJurisdictionById,
} from '../db/repositories/reference-repository.js';
import { markTabsChanged, updateVerification } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { answeredFieldsOf, withAnswered } from '../domain/answered-fields.js';
import { AppError, type FieldError } from '../domain/app-error.js';
import { DECLARATION_FIELDS } from '../domain/completeness-profile.js';
import { mergeNotApplicable } from '../domain/not-applicable.js';
import { toStoredAddress } from '../domain/source-address.js';
import { dataChangedEvent } from '../domain/webhook-events.js';
import type { ApplicationDraftData, DraftDocumentData } from '../portal/application-draft.js';
import {
  type ChallengeProof,
  companyFieldsFromDraft,
  intakeErrors,
  intakeFromDraft,
  personFromDraft,
} from '../portal/draft-to-intake.js';
import { compileBodyValidator } from '../validation/body-validator.js';
import { recordRevision } from './case-revisions.js';
import { explanationsJson, insertCompanyAccounts, insertDirectorWithPerson } from './case-writing.js';
import { renderCompanyDetail } from './company-detail.js';
import { mailSubmissionReceived } from './customer-mail.js';
import { CompanyInput, PersonInput } from './intake-schemas.js';
import { accountName } from './invitations.js';
import type { PortalState } from './portal-application.js';
import { recordSubmissionProvenance } from './portal-provenance.js';
import { writeDeclaredStructure } from './portal-structure.js';
import type { Answer } from './portal-submission.js';
import { type PlannedDocument, planDocuments, type UploadRow, writeDocuments } from './portal-submitted-documents.js';
import { reassessCase } from './risk-assessment.js';
import type { Actor, ServiceContext } from './service-context.js';
import { applyTransition } from './verification-transitions.js';

const validateCompanyFields = compileBodyValidator(Type.Partial(CompanyInput));
const validatePersonFields = compileBodyValidator(Type.Partial(PersonInput));

/** The company's columns for the fields a data update asks for, checked as the API's intake checks them. */
async function companyChanges(
  db: Db,
  draft: ApplicationDraftData,
  fields: readonly string[],
  jurisdictionCode: string,
  storedExplanations: unknown,
): Promise<Record<string, unknown>> {
  const values = companyFieldsFromDraft(draft) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === 'company_type') picked.company_type_id = values.company_type_id;
    else picked[field] = values[field];
    // What "other" means is answered with the sources of funds (null when "other" is no longer among them).
    if (field === 'sources_of_funds') picked.sources_of_funds_other = values.sources_of_funds_other ?? null;
  }
  if (!validateCompanyFields(picked)) {
    throw AppError.validation(
      (validateCompanyFields.errors ?? []).map((e) => ({
        field: `company${e.instancePath.replaceAll('/', '.')}`,
        message: e.message ?? 'is not valid',
      })),
    );
  }
  const errors: FieldError[] = [];
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(picked)) {
    if (field === 'company_type_id') {
      if (!(await findCompanyType(db, jurisdictionCode, { id: value as string }))) {
        errors.push({
          field: 'company.company_type_id',
          message: `no such legal form in jurisdiction "${jurisdictionCode}"`,
        });
      }
      changes.company_type_id = value;
    } else if (field === 'industry') {
      const industry = value as { key: number; description?: string };
      if (!(await existingIndustryKeys(db, [industry.key])).has(industry.key)) {
        errors.push({ field: 'company.industry_key', message: `unknown industry key ${industry.key}` });
      }
      changes.industry_key = industry.key;
      changes.industry_description = industry.description ?? null;
    } else if (field === 'business_activity_countries' || field === 'sources_of_funds') changes[field] = toJson(value);
    else if (field === 'registered_address' || field === 'office_address')
      changes[field] = toJson(toStoredAddress(value as Parameters<typeof toStoredAddress>[0]));
    else changes[field] = value;
  }
  if (errors.length > 0) throw AppError.validation(errors);
  // Each declaration answered now brings its explanation (or none, for a "no") in place of the one kept before.
  const declared = DECLARATION_FIELDS.filter((field) => field in picked);
  if (declared.length > 0) {
    const given = (values.declaration_explanations ?? {}) as Record<string, string | undefined>;
    const kept = storedExplanations == null ? {} : fromJson<Record<string, string>>(storedExplanations);
    const merged: Record<string, string | undefined> = { ...kept };
    for (const field of declared) merged[field] = given[field];
    changes.declaration_explanations = explanationsJson(merged);
  }
  return changes;
}

/** A record's answered names after an update gives `changes` (JSON, as stored). */
function answeredAfter(stored: unknown, changes: Readonly<Record<string, unknown>>): string | null {
  const answered = withAnswered(
    stored === null || stored === undefined ? null : fromJson<string[]>(stored),
    answeredFieldsOf(changes),
  );
  return answered === null ? null : toJson(answered);
}

/**
 * The customer's answer to a data update request: changes only what the request lists, adds the new records and
 * documents, and sends the case back to review, in one transaction.
 */
export async function submitUpdate(
  ctx: ServiceContext,
  actor: Actor,
  state: PortalState,
  answer: Answer,
  uploads: ReadonlyMap<string, UploadRow>,
  proofs: ReadonlyMap<string, ChallengeProof>,
  created: string[],
  /** Written in the answer's transaction too (a recurring review's per-section answer). */
  alsoRecord?: (trx: Db, now: string) => Promise<void>,
): Promise<void> {
  const { draft } = answer;
  const invitation = state.invitation;
  const verificationId = invitation.verification_id as string;
  const accountId = actor.accountId;
  const requested = state.requestedData as NonNullable<PortalState['requestedData']>;
  const m = requested.missing;
  const [company] = await listCompanies(ctx.db, accountId, verificationId);
  if (!company) throw AppError.notFound('Verification');
  const jurisdiction = await findJurisdictionById(ctx.db, company.jurisdiction_id);
  const changes = await companyChanges(
    ctx.db,
    draft,
    m.company_fields,
    jurisdiction?.code ?? '',
    company.declaration_explanations,
  );

  // Only what the request lists is taken from the draft; the rest of the case stays as the officer saw it.
  const intake = intakeFromDraft(draft, { customerId: null, profileId: requested.completeness_profile_id }, proofs);
  const newBanks = m.sections.includes('bank_accounts') ? (intake.company.bank_accounts ?? []) : [];
  const newCryptos = m.sections.includes('crypto_addresses') ? (intake.company.crypto_addresses ?? []) : [];
  const directors = draft.directors ?? [];
  const newDirectors = m.sections.includes('directors')
    ? (intake.directors ?? []).filter((_, i) => !directors[i]?.person_id)
    : [];
  const schemaErrors = intakeErrors({
    company: {
      formal_name: 'x',
      company_number: 'x',
      jurisdiction_code: 'gb',
      bank_accounts: newBanks,
      crypto_addresses: newCryptos,
    },
    directors: newDirectors,
  });
  if (schemaErrors.length > 0) throw AppError.validation(schemaErrors);

  const personIndex = new Map(directors.map((d, i) => [d.person_id ?? `new:${i}`, i]));
  const entries: { owner: PlannedDocument['owner']; document: DraftDocumentData }[] = [];
  for (const document of draft.documents ?? []) {
    if (m.company_document_types.includes(document.document_type))
      entries.push({ owner: { kind: 'company' }, document });
  }
  // A director added in the answer brings the profile's person documents, as a first application's directors do.
  if (m.sections.includes('directors')) {
    for (const [index, d] of directors.entries()) {
      if (d.person_id) continue;
      for (const document of d.documents ?? []) {
        if (state.requirements.document_types.person.includes(document.document_type))
          entries.push({ owner: { kind: 'director', index }, document });
      }
    }
  }
  for (const p of m.person_document_types) {
    const index = personIndex.get(p.person_id);
    if (index === undefined) continue;
    for (const document of directors[index]?.documents ?? []) {
      if (p.document_types.includes(document.document_type))
        entries.push({ owner: { kind: 'director', index }, document });
    }
  }
  const planned = await planDocuments(ctx, entries, uploads, created);
  const asker = await accountName(ctx.db, accountId);
  const now = ctx.now();

  await inTransaction(ctx.db, async (trx) => {
    const tabs = new Set<string>();
    if (Object.keys(changes).length > 0) {
      await updateCompany(trx, accountId, company.id, {
        ...changes,
        answered_fields: answeredAfter(company.answered_fields, changes),
        updated_at: now,
      });
      tabs.add('company');
      if (changes.formal_name !== undefined || changes.company_number !== undefined) {
        const name = (changes.formal_name as string | undefined) ?? company.formal_name;
        const number = (changes.company_number as string | undefined) ?? company.company_number;
        // The search text follows below (refreshCaseSearchText), with the persons' names.
        await updateVerification(trx, accountId, verificationId, { company_name: name, company_number: number });
      }
    }
    if (newBanks.length > 0 || newCryptos.length > 0) {
      const [banks, cryptos] = await Promise.all([
        listBankAccounts(trx, accountId, company.id),
        listCryptoAddresses(trx, accountId, company.id),
      ]);
      await insertCompanyAccounts(trx, accountId, company.id, banks.length, newBanks, [], now, asker);
      await insertCompanyAccounts(trx, accountId, company.id, cryptos.length, [], newCryptos, now, asker);
      tabs.add('company');
    }
    if (tabs.has('company')) await renderCompanyDetail(trx, accountId, verificationId, company.id);
    const personIds = directors.map((d) => d.person_id ?? null);
    for (const [i, d] of directors.entries()) {
      if (d.person_id) continue;
      if (!m.sections.includes('directors')) continue;
      const director = intake.directors?.[i];
      if (director) personIds[i] = await insertDirectorWithPerson(trx, accountId, verificationId, director, now);
      tabs.add('directors');
    }
    for (const p of m.person_fields) {
      const index = personIndex.get(p.person_id);
      const d = index === undefined ? undefined : directors[index];
      if (!d) continue;
      const values = personFromDraft(d) as Record<string, unknown>;
      const picked: Record<string, unknown> = {};
      for (const field of p.fields) if (values[field] !== undefined) picked[field] = values[field];
      // Checked as the API's intake checks a person (a date is a date); a refusal rolls the whole answer back.
      if (!validatePersonFields(picked)) {
        // A nullable field's `anyOf` adds "must be null" and "must match a schema in anyOf": only the cause is said.
        const causes = (validatePersonFields.errors ?? []).filter(
          (e) => e.keyword !== 'anyOf' && !(e.keyword === 'type' && e.params.type === 'null'),
        );
        throw AppError.validation(
          causes.map((e) => ({
            field: `directors[${index}].person${e.instancePath.replaceAll('/', '.')}`,
            message: e.message ?? 'is not valid',
          })),
        );
      }
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(picked)) {
        const a = value as Record<string, string | undefined>;
        // Stored as the intake stores an address: every field, null when absent.
        set[field] =
          field === 'address_of_residence'
            ? toJson({
                line1: a.line1,
                line2: a.line2 ?? null,
                city: a.city,
                postal_code: a.postal_code ?? null,
                region: a.region ?? null,
                country: a.country,
              })
            : value;
      }
      if (Object.keys(set).length === 0) continue;
      const person = await findPersonAnsweredFields(trx, accountId, p.person_id);
      await updatePerson(trx, accountId, verificationId, p.person_id, {
        ...set,
        answered_fields: answeredAfter(person?.answered_fields ?? null, set),
        updated_at: now,
      });
      tabs.add('directors');
    }
    // The structure asked again, or a missing owner added to it, replaces the one on file (its shareholders may be
    // the directors just added).
    if (
      (m.sections.includes('ownership') || (m.ownership_owners ?? []).length > 0) &&
      (await writeDeclaredStructure(trx, accountId, verificationId, draft, personIds, now)) !== null
    )
      tabs.add('structure');
    await writeDocuments(
      trx,
      accountId,
      verificationId,
      planned,
      { companyId: company.id, personIds: personIds.map((id) => id ?? '') },
      now,
    );
    const before = await findNotApplicable(trx, accountId, verificationId);
    const after = mergeNotApplicable(before, answer.asked, answer.notApplicable);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      await setNotApplicable(trx, accountId, verificationId, after);
      tabs.add('company');
    }
    if (planned.length > 0) tabs.add('documents');
    if (tabs.size > 0) {
      await markTabsChanged(trx, accountId, verificationId, [...tabs], now, { last_data_update: now });
    }
    if (tabs.has('company') || tabs.has('directors')) await refreshCaseSearchText(trx, accountId, verificationId);
    await updateInvitation(trx, accountId, invitation.id, { submitted_at: now, updated_at: now });
    await recordSubmissionProvenance(trx, actor, verificationId, answer.provenance, 'data_update', now);
    await recordRevision(trx, actor, verificationId, 'data_update', now);
    if (alsoRecord) await alsoRecord(trx, now);
    const riskEvents = await reassessCase(trx, actor, accountId, verificationId, now);
    await applyTransition(ctx, trx, actor, verificationId, 'customer_resubmitted', {}, [
      dataChangedEvent(verificationId, 'customer_data', now),
      ...riskEvents,
    ]);
    await mailSubmissionReceived(trx, invitation, verificationId, company.formal_name, 'data_update', now);
    await deleteApplicationDraft(trx, accountId, invitation.id);
  });
}

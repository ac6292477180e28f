import { toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { insertBankAccounts, insertCompany, insertCryptoAddresses } from '../db/repositories/companies-repository.js';
import { findCompletenessProfile } from '../db/repositories/completeness-profiles-repository.js';
import { insertDirector, insertPerson } from '../db/repositories/directors-repository.js';
import {
  existingIndustryKeys,
  findCompanyType,
  findJurisdictionByCode,
} from '../db/repositories/reference-repository.js';
import { insertVerification } from '../db/repositories/verifications-repository.js';
import { answeredFieldsOf } from '../domain/answered-fields.js';
import { AppError, type FieldError } from '../domain/app-error.js';
import { caseSearchText } from '../domain/case-search.js';
import {
  newOwnershipNonce,
  ownershipMessage,
  ownershipScheme,
  verifyOwnershipSignature,
} from '../domain/crypto-ownership.js';
import { REVIEW_TABS, tabsChanged } from '../domain/review-progress.js';
import { toStoredAddress } from '../domain/source-address.js';
import { uuidv7 } from '../domain/uuid.js';
import { renderCompanyDetail } from './company-detail.js';
import type {
  BankAccountInputData,
  CompanyInputData,
  CryptoAddressInputData,
  DirectorInputData,
  VerificationIntakeData,
} from './intake-schemas.js';
import { accountName } from './invitations.js';
import { accountCalendar, dueAtFor } from './review-calendar-settings.js';
import { reassessCase } from './risk-assessment.js';
import type { Actor } from './service-context.js';

/*
 * Writing a case's data from intake data, shared by the API's intake and the portal's submissions: the checks
 * against the reference data, and the rows of a new case or of what a data update adds.
 */

export interface ResolvedCompany {
  readonly input: CompanyInputData;
  readonly path: string;
  readonly jurisdictionId: string;
  readonly jurisdictionCode: string;
  readonly companyTypeId: string | null;
}

/** Checks every reference (jurisdiction, legal form, industry) and collects all field errors at once. */
async function resolveCompanies(db: Db, companies: readonly { input: CompanyInputData; path: string }[]) {
  const errors: FieldError[] = [];
  const resolved: ResolvedCompany[] = [];
  const industryKeys = companies.flatMap(({ input }) => [
    ...(input.industry?.key !== undefined ? [input.industry.key] : []),
    ...(input.industry?.additional_keys ?? []),
  ]);
  const knownIndustries = await existingIndustryKeys(db, [...new Set(industryKeys)]);
  for (const { input, path } of companies) {
    const code = input.jurisdiction_code.toLowerCase();
    const jurisdiction = await findJurisdictionByCode(db, code);
    if (!jurisdiction) {
      errors.push({ field: `${path}.jurisdiction_code`, message: `unknown jurisdiction "${input.jurisdiction_code}"` });
      continue;
    }
    let companyTypeId: string | null = null;
    if (input.company_type_id != null || input.company_type != null) {
      const type = await findCompanyType(db, code, {
        id: input.company_type_id ?? undefined,
        shortName: input.company_type ?? undefined,
      });
      if (type) companyTypeId = type.id;
      else {
        const field = input.company_type_id != null ? 'company_type_id' : 'company_type';
        errors.push({ field: `${path}.${field}`, message: `no such legal form in jurisdiction "${code}"` });
      }
    }
    const industry = input.industry;
    if (industry?.key !== undefined && !knownIndustries.has(industry.key)) {
      errors.push({ field: `${path}.industry.key`, message: `unknown industry key ${industry.key}` });
    }
    for (const [i, key] of (industry?.additional_keys ?? []).entries()) {
      if (!knownIndustries.has(key)) {
        errors.push({ field: `${path}.industry.additional_keys[${i}]`, message: `unknown industry key ${key}` });
      }
    }
    resolved.push({ input, path, jurisdictionId: jurisdiction.id, jurisdictionCode: code, companyTypeId });
  }
  return { errors, resolved };
}

/** The explanations given, blank ones dropped, as stored; null when none. */
export function explanationsJson(
  explanations: Readonly<Record<string, string | undefined>> | undefined,
): string | null {
  const given = Object.entries(explanations ?? {}).filter(([, text]) => text !== undefined && text.trim() !== '');
  return given.length === 0 ? null : toJson(Object.fromEntries(given.map(([field, text]) => [field, text?.trim()])));
}

async function writeCompany(
  trx: Db,
  accountId: string,
  verificationId: string,
  position: number,
  company: ResolvedCompany,
  now: string,
  ownershipAsker: string,
): Promise<string> {
  const c = company.input;
  const id = uuidv7();
  await insertCompany(trx, {
    id,
    account_id: accountId,
    verification_id: verificationId,
    position,
    formal_name: c.formal_name,
    brand_name: c.brand_name ?? null,
    company_number: c.company_number,
    inactive: c.inactive ?? null,
    public_stock_exchange: c.public_stock_exchange ?? null,
    date_of_incorporation: c.date_of_incorporation ?? null,
    jurisdiction_id: company.jurisdictionId,
    company_type_id: company.companyTypeId,
    industry_key: c.industry?.key ?? null,
    industry_description: c.industry?.description ?? null,
    industry_additional_keys: c.industry?.additional_keys ? toJson(c.industry.additional_keys) : null,
    activity_description: c.activity_description ?? null,
    // The spec types these as non-nullable strings: what the customer has not provided yet is "".
    business_description: c.business_description ?? '',
    products_description: c.products_description ?? '',
    business_activity_countries: toJson(c.business_activity_countries ?? []),
    tax_number: c.tax_number ?? '',
    funds_sources: c.funds_sources ?? '',
    sources_of_funds: c.sources_of_funds ? toJson(c.sources_of_funds) : null,
    sources_of_funds_other: c.sources_of_funds_other ?? null,
    registered_address: c.registered_address ? toJson(toStoredAddress(c.registered_address)) : null,
    office_address: c.office_address ? toJson(toStoredAddress(c.office_address)) : null,
    website: c.website ?? '',
    phone_number: c.phone_number ?? '',
    email: c.email ?? '',
    employees_count: c.employees_count ?? '',
    aml_contact_person: c.aml_contact_person ?? '',
    aml_contact_email: c.aml_contact_email ?? '',
    aml_contact_phone_number: c.aml_contact_phone_number ?? '',
    opencorporates_url: c.opencorporates_url ?? null,
    expected_monthly_transactions_volume: c.expected_monthly_transactions_volume ?? null,
    investigations: c.investigations ?? false,
    prosecutions: c.prosecutions ?? false,
    ubo_criminal_records: c.ubo_criminal_records ?? false,
    registration_authority: c.registration_authority ?? '',
    purpose_for_asset10: c.purpose_for_asset10 ?? null,
    websites_for_asset10: c.websites_for_asset10 ?? null,
    license_date_of_expiry: c.license_date_of_expiry ?? '',
    license_date_of_issue: c.license_date_of_issue ?? '',
    license_issuing_authority: c.license_issuing_authority ?? '',
    license_number: c.license_number ?? '',
    license_required: c.license_required ?? false,
    documents_note_from_verifier: c.documents_note_from_verifier ?? null,
    answered_fields: toJson(answeredFieldsOf(c)),
    declaration_explanations: explanationsJson(c.declaration_explanations),
    created_at: now,
    updated_at: now,
  });
  await insertCompanyAccounts(
    trx,
    accountId,
    id,
    0,
    c.bank_accounts ?? [],
    c.crypto_addresses ?? [],
    now,
    ownershipAsker,
  );
  return id;
}

/**
 * Writes a company's bank accounts and crypto addresses from intake data, numbered from `startPosition` (a data
 * update adds after what the company holds).
 */
export async function insertCompanyAccounts(
  trx: Db,
  accountId: string,
  companyId: string,
  startPosition: number,
  bankAccounts: readonly BankAccountInputData[],
  cryptoAddresses: readonly CryptoAddressInputData[],
  now: string,
  ownershipAsker: string,
): Promise<void> {
  await insertBankAccounts(
    trx,
    bankAccounts.map((b, i) => ({
      id: uuidv7(),
      account_id: accountId,
      company_id: companyId,
      position: startPosition + i,
      account_holder: b.account_holder,
      address: b.address ?? '',
      iban: b.iban ?? false,
      name: b.name,
      number: b.number,
      answered_fields: toJson(answeredFieldsOf(b)),
      created_at: now,
      updated_at: now,
    })),
  );
  await insertCryptoAddresses(
    trx,
    cryptoAddresses.map((a, i) => {
      const addressType = a.address_type.toUpperCase();
      const message =
        a.signature_message ??
        ownershipMessage({
          accountName: ownershipAsker,
          address: a.address,
          addressType,
          nonce: newOwnershipNonce(),
          date: now,
        });
      return {
        id: uuidv7(),
        account_id: accountId,
        company_id: companyId,
        position: startPosition + i,
        address: a.address,
        address_type: addressType,
        comment: a.comment ?? null,
        signature_message: message,
        signature_verification: ownershipVerificationOf(a, addressType, message),
        signature: a.signature ?? null,
        created_at: now,
        updated_at: now,
      };
    }),
  );
}

/**
 * A signature given with the address is checked here, whatever the client claims; without one, a value the
 * client states (it may have checked ownership itself) or `not_provided`.
 */
function ownershipVerificationOf(
  a: { address: string; signature?: string; signature_verification?: string },
  addressType: string,
  message: string,
): string {
  if (a.signature !== undefined) {
    return verifyOwnershipSignature({ addressType, address: a.address, message, signature: a.signature });
  }
  if (a.signature_verification !== undefined) return a.signature_verification;
  return ownershipScheme(addressType) === null ? 'unsupported_network' : 'not_provided';
}

/** Writes one director and their person; returns the person's id (documents belong to the person). */
export async function insertDirectorWithPerson(
  trx: Db,
  accountId: string,
  verificationId: string,
  director: DirectorInputData,
  now: string,
): Promise<string> {
  const p = director.person;
  const personId = uuidv7();
  await insertPerson(trx, {
    id: personId,
    account_id: accountId,
    verification_id: verificationId,
    given_names: p.given_names,
    surname: p.surname,
    date_of_birth: p.date_of_birth ?? null,
    nationality: p.nationality?.toLowerCase() ?? null,
    place_of_birth: p.place_of_birth ?? null,
    sex: p.sex ?? null,
    pep: p.pep ?? false,
    pep_description: p.pep_description ?? null,
    email: p.email ?? null,
    phone: p.phone ?? null,
    address_of_residence: p.address_of_residence ? toJson(toStoredAddress(p.address_of_residence)) : null,
    answered_fields: toJson(answeredFieldsOf(p)),
    family_name: p.family_name ?? null,
    parents_given_names: p.parents_given_names ?? null,
    personal_number: p.personal_number ?? null,
    funds_sources: p.funds_sources ?? null,
    title_position: p.title_position ?? null,
    created_at: now,
    updated_at: now,
  });
  await insertDirector(trx, {
    id: uuidv7(),
    account_id: accountId,
    verification_id: verificationId,
    person_id: personId,
    position: director.position,
    created_at: now,
    updated_at: now,
  });
  return personId;
}

/** Checks intake data against the reference data and the account's profiles; throws every field error at once. */
export async function checkIntake(
  db: Db,
  accountId: string,
  input: VerificationIntakeData,
): Promise<readonly ResolvedCompany[]> {
  const companies = [
    { input: input.company, path: 'company' },
    ...(input.related_companies ?? []).map((c, i) => ({ input: c, path: `related_companies[${i}]` })),
  ];
  const { errors, resolved } = await resolveCompanies(db, companies);
  if (input.completeness_profile_id !== undefined) {
    const profile = await findCompletenessProfile(db, accountId, input.completeness_profile_id);
    if (!profile || profile.archived_at !== null) {
      errors.push({ field: 'completeness_profile_id', message: 'no such active completeness profile' });
    }
  }
  if (errors.length > 0) throw AppError.validation(errors);
  return resolved;
}

/** The ids a new case's rows were given, in the order of the intake data. */
export interface InsertedCase {
  readonly companyIds: readonly string[];
  readonly personIds: readonly string[];
}

/**
 * Writes a new case (verification, companies, bank and crypto accounts, directors) and its creation in the audit
 * log, inside the caller's transaction. `status` is `new` for the API (nothing to process) and `processing` for a
 * portal submission, whose documents are attached before it becomes `new`.
 */
export async function insertCase(
  trx: Db,
  actor: Actor,
  verificationId: string,
  input: VerificationIntakeData,
  resolved: readonly ResolvedCompany[],
  options: { status: 'new' | 'processing'; now: string },
): Promise<InsertedCase> {
  const { now } = options;
  const accountId = actor.accountId;
  const primary = resolved[0];
  const customerId = input.customer_id ?? null;
  const calendar = await accountCalendar(trx, accountId);
  await insertVerification(trx, {
    id: verificationId,
    account_id: accountId,
    status: options.status,
    verification_type: input.verification_type ?? 'primary',
    customer_id: customerId,
    company_name: primary?.input.formal_name ?? null,
    company_number: primary?.input.company_number ?? null,
    jurisdiction_code: primary?.jurisdictionCode ?? null,
    risk_level: null,
    tab_changed_at: toJson(tabsChanged(null, REVIEW_TABS, now)),
    search_text: caseSearchText(
      primary?.input.formal_name ?? null,
      primary?.input.company_number ?? null,
      customerId,
      (input.directors ?? []).map((d) => `${d.person.given_names} ${d.person.surname}`),
    ),
    completeness_profile_id: input.completeness_profile_id ?? null,
    assessment: null,
    assessment_comment: null,
    qa_comment: null,
    rejection_comment: null,
    external_risk_score_id: null,
    assigned_to: null,
    created_at: now,
    updated_at: now,
    last_data_update: now,
    status_changed_at: now,
    due_at: dueAtFor(calendar, options.status, now),
  });
  const asker = await accountName(trx, accountId);
  const companyIds: string[] = [];
  for (const [position, company] of resolved.entries()) {
    const companyId = await writeCompany(trx, accountId, verificationId, position, company, now, asker);
    await renderCompanyDetail(trx, accountId, verificationId, companyId);
    companyIds.push(companyId);
  }
  const personIds: string[] = [];
  for (const director of input.directors ?? []) {
    personIds.push(await insertDirectorWithPerson(trx, accountId, verificationId, director, now));
  }
  await appendAuditLog(trx, {
    id: uuidv7(),
    account_id: accountId,
    verification_id: verificationId,
    actor_type: actor.type,
    actor_id: actor.id,
    action: 'verification.created',
    from_state: null,
    to_state: options.status,
    comment: null,
    data: null,
    created_at: now,
  });
  // The first assessment: a case is assessed from the moment it exists. A portal submission (processing) is
  // assessed by its caller once its documents and "Not applicable" answers are written.
  if (options.status === 'new') await reassessCase(trx, actor, accountId, verificationId, now);
  return { companyIds, personIds };
}

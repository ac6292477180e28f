import { fromJson } from '../db/column-values.js';
import { findRevisionData } from '../db/repositories/case-revisions-repository.js';
import { AppError } from '../domain/app-error.js';
import type { CaseData } from '../domain/revision-diff.js';
import { COMPANY_DEFAULTS } from './case-data-at.js';
import { companyDetailJson } from './company-detail.js';
import { loadComputedStructure, presentStructureCompanies } from './ownership-reads.js';
import type { ServiceContext } from './service-context.js';

type Item = Record<string, unknown>;

/** The company under review is the case's first company; any other the case holds is a related company. */
export const companyRole = (position: number): 'root' | 'related_company' =>
  position === 0 ? 'root' : 'related_company';

/**
 * A corporate shareholder's detail in the company detail's shape: what the structure declares (name, number,
 * jurisdiction, `listed_on`) and, for what a structure never asks (bank accounts, addresses, declarations), the
 * values a company that gave none shows: empty lists, empty text, null, and `answered_fields` empty, so a `false`
 * declaration reads as not answered.
 */
function shareholderDetail(item: Item): Item {
  return {
    ...item,
    activity_description: null,
    business_description: '',
    products_description: '',
    business_activity_countries: [],
    tax_number: '',
    funds_sources: '',
    sources_of_funds: [],
    sources_of_funds_other: null,
    bank_accounts: [],
    crypto_addresses: [],
    website: '',
    phone_number: '',
    email: '',
    employees_count: '',
    aml_contact_person: '',
    aml_contact_email: '',
    aml_contact_phone_number: '',
    opencorporates_url: null,
    expected_monthly_transactions_volume: null,
    investigations: false,
    prosecutions: false,
    ubo_criminal_records: false,
    registration_authority: '',
    purpose_for_asset10: null,
    websites_for_asset10: null,
    license_date_of_expiry: '',
    license_date_of_issue: '',
    license_issuing_authority: '',
    license_number: '',
    license_required: false,
    documents_note_from_verifier: null,
    answered_fields: [],
    declaration_explanations: {},
    registered_address: null,
    office_address: null,
  };
}

/** A corporate shareholder of the case's structure (now or at a revision) by id; 404 when it has none such. */
async function corporateShareholder(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  companyId: string,
  revision: number | undefined,
): Promise<Item> {
  const computed = await loadComputedStructure(ctx, accountId, verificationId, revision);
  const companies: readonly Item[] = presentStructureCompanies(computed);
  const found = companies.find((c) => c.id === companyId && c.role === 'corporate_shareholder');
  if (found === undefined) throw AppError.notFound('Company');
  return shareholderDetail(found);
}

/**
 * `GET /verifications/{id}/companies/{cid}` now: the company under review or a related company as stored bytes
 * (rendered with its `role`, see company-detail.ts), else a corporate shareholder of the structure, rendered here.
 */
export async function caseCompanyJsonNow(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  companyId: string,
): Promise<string> {
  try {
    return await companyDetailJson(ctx.db, accountId, verificationId, companyId);
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
  }
  return JSON.stringify(await corporateShareholder(ctx, accountId, verificationId, companyId, undefined));
}

/** The same company as the case's revision `revision` recorded it (404 when the case has no such revision). */
export async function caseCompanyAt(
  ctx: ServiceContext,
  accountId: string,
  verificationId: string,
  companyId: string,
  revision: number,
): Promise<Item> {
  const row = await findRevisionData(ctx.db, accountId, verificationId, revision);
  if (row === undefined) {
    // An unknown case answers 404 for the case, as the list does.
    await loadComputedStructure(ctx, accountId, verificationId);
    throw AppError.notFound('Revision');
  }
  const companies = fromJson<CaseData>(row.data).companies;
  const position = companies.findIndex((c) => c.id === companyId);
  if (position >= 0) {
    return { ...COMPANY_DEFAULTS, ...companies[position], role: companyRole(position), listed_on: null };
  }
  return corporateShareholder(ctx, accountId, verificationId, companyId, revision);
}

import type { Insertable } from 'kysely';
import type { CompanyTable, VerificationTable } from '../../src/db/schema.js';
import { caseSearchText } from '../../src/domain/case-search.js';
import { uuidv7At } from '../../src/domain/uuid.js';

/** What varies between synthetic cases; everything else is a plausible constant. */
export interface SyntheticCase {
  readonly accountId: string;
  /** When the case was created (ids are minted at that time, as real ones would have been). */
  readonly ms: number;
  /** A running number, for unique contact addresses. */
  readonly n: number;
  readonly status: string;
  readonly customerId: string;
  readonly companyName: string;
  readonly companyNumber: string;
  readonly jurisdiction: { readonly id: string; readonly code: string };
  readonly verificationType?: 'primary' | 'recurring';
  readonly riskLevel?: string | null;
  /**
   * The level of the case's own risk assessment, as the service stores one for every case it writes; left out,
   * the case was never assessed (a case from before the risk model).
   */
  readonly assessedLevel?: 'low' | 'medium' | 'high' | null;
  readonly brandName?: string | null;
  readonly companyTypeId?: string | null;
  readonly industryKey?: number | null;
  /** Names of the case's persons the search text holds ("given names surname"); the persons rows are not made. */
  readonly personNames?: readonly string[];
}

/**
 * A case row and its company under review as the service writes them, for bulk inserts in tests and benchmarks:
 * the case carries the queue's copies of its company and its search text, which on SQLite must be set in the
 * INSERT itself (a trigger fills the search table from it).
 */
export function syntheticCaseRows(c: SyntheticCase): {
  verification: Insertable<VerificationTable>;
  company: Insertable<CompanyTable>;
} {
  const at = new Date(c.ms).toISOString();
  const id = uuidv7At(c.ms);
  return {
    verification: {
      id,
      account_id: c.accountId,
      status: c.status,
      verification_type: c.verificationType ?? 'primary',
      customer_id: c.customerId,
      completeness_profile_id: null,
      assessment: null,
      assessment_comment: null,
      qa_comment: null,
      rejection_comment: null,
      external_risk_score_id: null,
      assigned_to: null,
      created_at: at,
      updated_at: at,
      last_data_update: at,
      status_changed_at: at,
      company_name: c.companyName,
      company_number: c.companyNumber,
      jurisdiction_code: c.jurisdiction.code,
      risk_level: c.riskLevel ?? null,
      ...(c.assessedLevel ? assessedColumns(c.assessedLevel, at) : {}),
      search_text: caseSearchText(c.companyName, c.companyNumber, c.customerId, c.personNames ?? []),
      tab_changed_at: '{}',
    },
    company: {
      id: uuidv7At(c.ms),
      account_id: c.accountId,
      verification_id: id,
      position: 0,
      formal_name: c.companyName,
      brand_name: c.brandName ?? null,
      company_number: c.companyNumber,
      inactive: false,
      public_stock_exchange: false,
      date_of_incorporation: '2016-04-01',
      jurisdiction_id: c.jurisdiction.id,
      company_type_id: c.companyTypeId ?? null,
      industry_key: c.industryKey ?? null,
      industry_description: 'Wholesale of goods',
      industry_additional_keys: null,
      activity_description: 'Trading',
      business_description: 'Wholesale trading of consumer goods across Europe',
      products_description: 'Consumer goods',
      business_activity_countries: JSON.stringify([c.jurisdiction.code]),
      tax_number: `TX${c.companyNumber}`,
      funds_sources: 'Revenue',
      website: `https://case-${c.n}.example`,
      phone_number: '+44 20 7946 0000',
      email: `ops@case-${c.n}.example`,
      employees_count: '11-50',
      aml_contact_person: 'Alex Example',
      aml_contact_email: `mlro@case-${c.n}.example`,
      aml_contact_phone_number: '+44 20 7946 0001',
      opencorporates_url: null,
      expected_monthly_transactions_volume: null,
      investigations: false,
      prosecutions: false,
      ubo_criminal_records: false,
      registration_authority: 'Companies registry',
      purpose_for_asset10: null,
      websites_for_asset10: null,
      license_date_of_expiry: '',
      license_date_of_issue: '',
      license_issuing_authority: '',
      license_number: '',
      license_required: false,
      documents_note_from_verifier: null,
      created_at: at,
      updated_at: at,
    },
  };
}

/** A standing assessment of one factor-free model version 1, as the record shows it. */
function assessedColumns(level: 'low' | 'medium' | 'high', at: string) {
  const assessment = {
    level,
    computed_level: level,
    score: 0,
    model_version: 1,
    factors: [],
    override: null,
    assessed_at: at,
  };
  return { risk_assessment: JSON.stringify(assessment), assessed_level: level };
}

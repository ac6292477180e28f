import type { Insertable } from 'kysely';
import type { CompanyTable, VerificationTable } from '../../src/db/schema.js';
import { caseSearchText } from '../../src/domain/case-search.js';
import { uuidv7At } from '../../src/domain/uuid.js';
import type { ServiceContext } from '../../src/services/service-context.js';

/** Statements stay below SQLite's 32,766 bound parameters (a company row has 45 columns). */
const VERIFICATIONS_PER_STATEMENT = 1000;
const COMPANIES_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 5000;
const STATUSES = ['new', 'in_progress', 'qa', 'data_update_requested', 'completed', 'rejected'] as const;
const BRANDS = ['Ashford', 'Beacon', 'Cedar', 'Dunmore', 'Elmstead', 'Foxglove', 'Glenmore', 'Hawthorn'] as const;
const SECTORS = ['Logistics', 'Trading', 'Foods', 'Capital', 'Engineering', 'Textiles', 'Software'] as const;

export interface BulkCasesOptions {
  readonly count: number;
  /**
   * Every `rareEvery`-th case gets `rareWord` in its company name, so a search for it has a known, small set of
   * matches among the many (default: every 997th, "Quillfeather").
   */
  readonly rareWord?: string;
  readonly rareEvery?: number;
}

export interface BulkCases {
  readonly count: number;
  /** The cases whose company name holds the rare word, newest first (the queue's default order). */
  readonly rare: { readonly name: string; readonly status: string }[];
  readonly rareWord: string;
}

function pick<T>(items: readonly T[], i: number): T {
  return items[i % items.length] as T;
}

/**
 * Inserts `count` cases of one account directly (batched, one transaction per few thousand rows), each with its
 * company under review, as the service would have written them: the queue's copies of the company on the case
 * row, and its search text. On SQLite the FTS5 search table is filled by a trigger on INSERT, so search_text is
 * set in the INSERT itself. Cases are created over the past 30 days, ascending, minted like real ones.
 */
export async function insertBulkCases(
  ctx: ServiceContext,
  accountId: string,
  options: BulkCasesOptions,
): Promise<BulkCases> {
  const rareWord = options.rareWord ?? 'Quillfeather';
  const rareEvery = options.rareEvery ?? 997;
  const jurisdictions = await ctx.db
    .selectFrom('jurisdictions')
    .select(['id', 'code'])
    .where('code', 'in', ['gb', 'de', 'fr', 'nl', 'ie'])
    .orderBy('code')
    .execute();
  if (jurisdictions.length === 0) throw new Error('reference data missing: no jurisdictions');
  const end = Date.now() - 60_000;
  const start = end - 30 * 24 * 3600 * 1000;
  const step = Math.max(1, Math.floor((end - start) / options.count));
  const rare: { name: string; status: string; ms: number }[] = [];

  for (let first = 0; first < options.count; first += ROWS_PER_TRANSACTION) {
    const verifications: Insertable<VerificationTable>[] = [];
    const companies: Insertable<CompanyTable>[] = [];
    for (let i = first; i < Math.min(options.count, first + ROWS_PER_TRANSACTION); i++) {
      const ms = start + i * step;
      const at = new Date(ms).toISOString();
      const id = uuidv7At(ms);
      const jurisdiction = pick(jurisdictions, i);
      const isRare = i % rareEvery === rareEvery - 1;
      const name = `${isRare ? rareWord : pick(BRANDS, i)} ${pick(SECTORS, Math.floor(i / 8))} ${1000 + i} Ltd`;
      const status = pick(STATUSES, i);
      if (isRare) rare.push({ name, status, ms });
      const number = String(20_000_000 + i);
      const customerId = `bulk-${i}`;
      verifications.push({
        id,
        account_id: accountId,
        status,
        verification_type: 'primary',
        customer_id: customerId,
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
        company_name: name,
        company_number: number,
        jurisdiction_code: jurisdiction.code,
        risk_level: null,
        search_text: caseSearchText(name, number, customerId),
        tab_changed_at: '{}',
      });
      companies.push({
        id: uuidv7At(ms),
        account_id: accountId,
        verification_id: id,
        position: 0,
        formal_name: name,
        brand_name: null,
        company_number: number,
        inactive: false,
        public_stock_exchange: false,
        date_of_incorporation: '2016-04-01',
        jurisdiction_id: jurisdiction.id,
        company_type_id: null,
        industry_key: null,
        industry_description: 'Wholesale of goods',
        industry_additional_keys: null,
        activity_description: 'Trading',
        business_description: 'Wholesale trading of consumer goods',
        products_description: 'Consumer goods',
        business_activity_countries: JSON.stringify([jurisdiction.code]),
        tax_number: `TX${number}`,
        funds_sources: 'Revenue',
        website: `https://bulk-${i}.example`,
        phone_number: '+44 20 7946 0000',
        email: `ops@bulk-${i}.example`,
        employees_count: '11-50',
        aml_contact_person: 'Alex Example',
        aml_contact_email: `mlro@bulk-${i}.example`,
        aml_contact_phone_number: '+44 20 7946 0001',
        opencorporates_url: null,
        expected_monthly_transactions_volume: null,
        investigations: false,
        prosecutions: false,
        ubo_criminal_records: false,
        registration_authority: 'Registry',
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
      });
    }
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < verifications.length; i += VERIFICATIONS_PER_STATEMENT) {
        await trx
          .insertInto('verifications')
          .values(verifications.slice(i, i + VERIFICATIONS_PER_STATEMENT))
          .execute();
      }
      for (let i = 0; i < companies.length; i += COMPANIES_PER_STATEMENT) {
        await trx
          .insertInto('companies')
          .values(companies.slice(i, i + COMPANIES_PER_STATEMENT))
          .execute();
      }
    });
  }
  return {
    count: options.count,
    rareWord,
    rare: rare.sort((a, b) => b.ms - a.ms).map(({ name, status }) => ({ name, status })),
  };
}

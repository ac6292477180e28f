import type { Insertable } from 'kysely';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import type { CompanyTable, VerificationTable } from '../src/db/schema.js';
import { runDemo } from '../src/demo/run-demo.js';
import { hashAccessToken } from '../src/domain/access-token.js';
import { encodePageCursor } from '../src/domain/page-cursor.js';
import { uuidv7At } from '../src/domain/uuid.js';
import { openRuntime } from '../src/runtime.js';
import type { ServiceContext } from '../src/services/service-context.js';

/** What the load phase needs from the prepared database. */
export interface PreparedData {
  readonly token: string;
  readonly accountId: string;
  readonly verificationCount: number;
  /** A demo case whose company under review has bank accounts and crypto addresses. */
  readonly company: {
    readonly verificationId: string;
    readonly companyId: string;
    readonly bankAccounts: number;
    readonly cryptoAddresses: number;
  };
  /** next_cursor of page `deepPage - 1`, so that passing it returns page `deepPage`. */
  readonly deepCursor: string;
  /** The id that must open the deep page: checks that the cursor points where it should. */
  readonly deepFirstId: string;
  readonly seedSeconds: number;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
const STATUSES = ['new', 'in_progress', 'completed', 'rejected', 'qa', 'data_update_requested'] as const;
/** Statements stay below SQLite's 32,766 bound parameters (companies have 45 columns). */
const VERIFICATIONS_PER_STATEMENT = 1000;
const COMPANIES_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 10_000;

/** Runs the demo and returns its token and account. */
async function demoTenant(db: Db, ctx: ServiceContext) {
  const token = await runDemo(ctx, () => {});
  const row = await db
    .selectFrom('access_tokens')
    .select('account_id')
    .where('token_hash', '=', hashAccessToken(token))
    .executeTakeFirstOrThrow();
  return { token, accountId: row.account_id };
}

/** Reference rows the extra companies point at, read from the seeded reference tables. */
async function referenceChoices(db: Db) {
  const jurisdictions = await db
    .selectFrom('jurisdictions')
    .select(['id', 'code'])
    .where('code', 'in', ['gb', 'de', 'fr', 'nl', 'ie', 'ee', 'lt', 'us_de'])
    .execute();
  if (jurisdictions.length === 0) throw new Error('reference data missing: no jurisdictions');
  const types = await db
    .selectFrom('company_types')
    .select(['id', 'jurisdiction_code'])
    .where(
      'jurisdiction_code',
      'in',
      jurisdictions.map((j) => j.code),
    )
    .execute();
  const typesByCode = new Map<string, string[]>();
  for (const t of types) typesByCode.set(t.jurisdiction_code, [...(typesByCode.get(t.jurisdiction_code) ?? []), t.id]);
  const industries = (await db.selectFrom('industries').select('key').limit(40).execute()).map((i) => i.key);
  return { jurisdictions, typesByCode, industries };
}

function pick<T>(items: readonly T[], i: number): T {
  return items[i % items.length] as T;
}

/** Bulk-inserts `count` verifications, each with its company under review, created over the past year. */
async function insertExtraVerifications(db: Db, accountId: string, count: number): Promise<void> {
  const refs = await referenceChoices(db);
  const now = Date.now();
  // Ascending times, so ids are minted in order as they would have been in real life.
  const times = Array.from({ length: count }, () => now - 3_600_000 - Math.floor(Math.random() * YEAR_MS)).sort(
    (a, b) => a - b,
  );
  for (let start = 0; start < count; start += ROWS_PER_TRANSACTION) {
    const verifications: Insertable<VerificationTable>[] = [];
    const companies: Insertable<CompanyTable>[] = [];
    for (let i = start; i < Math.min(count, start + ROWS_PER_TRANSACTION); i++) {
      const ms = times[i] as number;
      const at = new Date(ms).toISOString();
      const id = uuidv7At(ms);
      const jurisdiction = pick(refs.jurisdictions, i);
      const typeIds = refs.typesByCode.get(jurisdiction.code) ?? [];
      const number = String(10_000_000 + i);
      verifications.push({
        id,
        account_id: accountId,
        status: pick(STATUSES, i),
        verification_type: i % 5 === 0 ? 'recurring' : 'primary',
        customer_id: `bench-${i}`,
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
      });
      companies.push({
        id: uuidv7At(ms),
        account_id: accountId,
        verification_id: id,
        position: 0,
        formal_name: `Bench Company ${i} Ltd`,
        brand_name: `Bench ${i}`,
        company_number: number,
        inactive: false,
        public_stock_exchange: false,
        date_of_incorporation: '2016-04-01',
        jurisdiction_id: jurisdiction.id,
        company_type_id: typeIds.length > 0 ? pick(typeIds, i) : null,
        industry_key: refs.industries.length > 0 ? pick(refs.industries, i) : null,
        industry_description: 'Wholesale of goods',
        industry_additional_keys: null,
        activity_description: 'Trading',
        business_description: 'Wholesale trading of consumer goods across Europe',
        products_description: 'Consumer goods',
        business_activity_countries: JSON.stringify([jurisdiction.code]),
        tax_number: `TX${number}`,
        funds_sources: 'Revenue',
        website: `https://bench-${i}.example`,
        phone_number: '+44 20 7946 0000',
        email: `ops@bench-${i}.example`,
        employees_count: '11-50',
        aml_contact_person: 'Alex Example',
        aml_contact_email: `mlro@bench-${i}.example`,
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
    await db.transaction().execute(async (trx) => {
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
}

/** The demo company under review with the most bank accounts and crypto addresses (both at least one). */
async function richCompany(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('companies as c')
    .innerJoin('bank_accounts as b', 'b.company_id', 'c.id')
    .innerJoin('crypto_addresses as x', 'x.company_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.verification_id',
      'c.position',
      eb.fn.count<number>('b.id').distinct().as('banks'),
      eb.fn.count<number>('x.id').distinct().as('cryptos'),
    ])
    .where('c.account_id', '=', accountId)
    .groupBy(['c.id', 'c.verification_id', 'c.position'])
    .execute();
  rows.sort(
    (a, b) => a.position - b.position || Number(b.banks) + Number(b.cryptos) - Number(a.banks) - Number(a.cryptos),
  );
  const best = rows[0];
  if (!best) throw new Error('the demo has no company with both bank accounts and crypto addresses');
  return {
    verificationId: best.verification_id,
    companyId: best.id,
    bankAccounts: Number(best.banks),
    cryptoAddresses: Number(best.cryptos),
  };
}

/** The cursor a client holds after `page - 1` pages of `limit` rows (newest first), and the page's first id. */
async function deepPageCursor(db: Db, accountId: string, page: number, limit: number) {
  const rows = await db
    .selectFrom('verifications')
    .select(['id', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * limit - 1)
    .limit(2)
    .execute();
  const [last, first] = rows;
  if (!last || !first) throw new Error(`fewer than ${(page - 1) * limit + 1} verifications: no page ${page}`);
  return { cursor: encodePageCursor({ createdAt: last.created_at, id: last.id }), firstId: first.id };
}

/** Creates the demo account plus `extra` verifications in a fresh SQLite data directory, then closes it. */
export async function prepareData(
  dataDir: string,
  options: { extra: number; deepPage: number; limit: number },
): Promise<PreparedData> {
  const started = performance.now();
  const runtime = await openRuntime(loadConfig({ DOSSIER_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  try {
    const db = runtime.ctx.db;
    const { token, accountId } = await demoTenant(db, runtime.ctx);
    await insertExtraVerifications(db, accountId, options.extra);
    const counted = await db
      .selectFrom('verifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const company = await richCompany(db, accountId);
    const deep = await deepPageCursor(db, accountId, options.deepPage, options.limit);
    return {
      token,
      accountId,
      verificationCount: Number(counted.n),
      company,
      deepCursor: deep.cursor,
      deepFirstId: deep.firstId,
      seedSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await runtime.close();
  }
}

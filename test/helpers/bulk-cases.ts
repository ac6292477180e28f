import type { Insertable } from 'kysely';
import type { CompanyTable, VerificationTable } from '../../src/db/schema.js';
import type { ServiceContext } from '../../src/services/service-context.js';
import { syntheticCaseRows } from './synthetic-case-rows.js';

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
      const jurisdiction = pick(jurisdictions, i);
      const isRare = i % rareEvery === rareEvery - 1;
      const name = `${isRare ? rareWord : pick(BRANDS, i)} ${pick(SECTORS, Math.floor(i / 8))} ${1000 + i} Ltd`;
      const status = pick(STATUSES, i);
      if (isRare) rare.push({ name, status, ms });
      const rows = syntheticCaseRows({
        accountId,
        ms,
        n: i,
        status,
        customerId: `bulk-${i}`,
        companyName: name,
        companyNumber: String(20_000_000 + i),
        jurisdiction,
      });
      verifications.push(rows.verification);
      companies.push(rows.company);
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

import { type Insertable, sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import type { CompanyTable, VerificationTable } from '../src/db/schema.js';
import { runDemo } from '../src/demo/run-demo.js';
import { hashAccessToken } from '../src/domain/access-token.js';
import { containsPattern } from '../src/domain/case-search.js';
import { encodePageCursor } from '../src/domain/page-cursor.js';
import { openRuntime } from '../src/runtime.js';
import type { ServiceContext } from '../src/services/service-context.js';
import { syntheticCaseRows } from '../test/helpers/synthetic-case-rows.js';

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
  /** next_cursor of page `deepPage - 1`, so that passing it returns page `deepPage` (empty without a deep page). */
  readonly deepCursor: string;
  /** The id that must open the deep page: checks that the cursor points where it should. */
  readonly deepFirstId: string;
  readonly seedSeconds: number;
  /** The queue's search terms the benchmarks use, with how many of the seeded cases each matches. */
  readonly search: SearchTerms;
}

export interface SearchTerms {
  /** A word of a few hundred company names: served by the trigram index. */
  readonly few: { readonly term: string; readonly matches: number };
  /** A real-looking word no case contains (its trigrams partly occur elsewhere): served by the trigram index. */
  readonly none: { readonly term: string; readonly matches: number };
  /** Two characters (below the trigram index's three): a scan of the account's cases with LIKE. */
  readonly short: { readonly term: string; readonly matches: number };
  /** The commonest brand: several thousand matches (for the query plans only). */
  readonly common: { readonly term: string; readonly matches: number };
}

const YEAR_MS = 365 * 24 * 3600 * 1000;
const STATUSES = ['new', 'in_progress', 'completed', 'rejected', 'qa', 'data_update_requested'] as const;
/** Statements stay below SQLite's 32,766 bound parameters (companies have 45 columns). */
const VERIFICATIONS_PER_STATEMENT = 1000;
const COMPANIES_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 10_000;

/** Runs the demo and returns its token and account. */
export async function demoTenant(db: Db, ctx: ServiceContext) {
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

/**
 * Company names: "<brand> <sector> [<qualifier>] <number> <legal suffix>", e.g. "Northwind Logistics 4821 Ltd".
 * Brands follow a Zipf–Mandelbrot distribution (weight 1/(rank + 10)^1.5): the commonest is in about one case in
 * 13, the rarest (Zephyr) in a few hundred of 100,000.
 */
const BRANDS = (
  'Northwind Bluewater Silverline Redwood Ironbridge Greenfield Oakridge Stonegate Brightwater Highland Clearview ' +
  'Westbrook Eastgate Summit Harbour Meadowbank Falcon Granite Lighthouse Riverside Kingsway Maple Pinecrest ' +
  'Sterling Crescent Horizon Keystone Lakeside Orchard Pioneer Quayside Rosewood Sunrise Thistle Vanguard Willow ' +
  'Copperleaf Ashford Beacon Alder Birchwood Cedar Dunmore Elmstead Foxglove Glenmore Hawthorn Juniper Kestrel ' +
  'Larkspur Marlow Newhaven Oakhurst Penrose Redcliffe Saltmarsh Tidewater Upland Wexford Zephyr'
).split(' ');
const SECTORS = (
  'Logistics Trading Foods Capital Engineering Textiles Pharma Software Energy Construction Marine Consulting ' +
  'Retail Media'
).split(' ');
const QUALIFIERS = ['Group', 'Holdings', 'International', 'Partners', 'Services', 'Solutions', 'Europe'] as const;
const LEGAL_SUFFIX: Record<string, string> = {
  gb: 'Ltd',
  de: 'GmbH',
  fr: 'SAS',
  nl: 'B.V.',
  ie: 'Limited',
  ee: 'OÜ',
  lt: 'UAB',
  us_de: 'Inc.',
};
/** Directors' names in the seeded cases' search text: a common one each, and every 250th case a rarer one. */
const GIVEN_NAMES = 'Anna Ben Clara David Elena Felix Greta Hugo Ines Jonas Karin Luca Maria Nils Olga Pavel'.split(
  ' ',
);
const SURNAMES = 'Berg Costa Dubois Eriksen Fischer Garcia Horvat Ivanova Jansen Kowalski Laine Moreau'.split(' ');
/** The surname bench/queue-team-lead.ts searches for (a few hundred cases of 100,000). */
export const RARE_PERSON = { name: 'Rūta Kazlauskaitė', term: 'kazlauskait', every: 250 } as const;

function personNamesOf(i: number): string[] {
  const common = `${GIVEN_NAMES[i % GIVEN_NAMES.length]} ${SURNAMES[Math.floor(i / 7) % SURNAMES.length]}`;
  return i % RARE_PERSON.every === 0 ? [common, RARE_PERSON.name] : [common];
}

/** The terms bench/run.ts searches for; prepareData checks how many cases each matches. */
export const SEARCH_TERMS = { few: 'zephyr', none: 'obsidian', short: 'yr', common: 'northwind' } as const;

/** mulberry32: the same names on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function zipfChooser<T>(items: readonly T[], exponent: number, shift: number, random: () => number): () => T {
  const weights = items.map((_, k) => 1 / (k + 1 + shift) ** exponent);
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const w of weights) {
    running += w / total;
    cumulative.push(running);
  }
  return () => {
    const r = random();
    const index = cumulative.findIndex((c) => r < c);
    return items[index === -1 ? items.length - 1 : index] as T;
  };
}

function companyNames(random: () => number) {
  const brand = zipfChooser(BRANDS, 1.5, 9, random);
  return (jurisdictionCode: string) => {
    const sector = SECTORS[Math.floor(random() * SECTORS.length)];
    const qualifier = random() < 0.4 ? ` ${QUALIFIERS[Math.floor(random() * QUALIFIERS.length)]}` : '';
    const number = 1000 + Math.floor(random() * 9000);
    return `${brand()} ${sector}${qualifier} ${number} ${LEGAL_SUFFIX[jurisdictionCode] ?? 'Ltd'}`;
  };
}

/** The latest external risk level copied onto the case: none for most, as before a provider has answered. */
function riskLevel(random: () => number): string | null {
  const r = random();
  return r < 0.85 ? null : r < 0.93 ? 'low' : r < 0.98 ? 'medium' : 'high';
}

/**
 * Bulk-inserts `count` verifications, each with its company under review, created over the past year. The case
 * row carries the queue's copies of its company (name, number, jurisdiction), its risk level and its search text,
 * as the service writes them: the FTS5 search table is filled by a trigger on INSERT, so they must be set here.
 */
async function insertExtraVerifications(db: Db, accountId: string, count: number): Promise<void> {
  const refs = await referenceChoices(db);
  const random = seededRandom(20_240_601);
  const nameFor = companyNames(random);
  const now = Date.now();
  // Ascending times, so ids are minted in order as they would have been in real life.
  const times = Array.from({ length: count }, () => now - 3_600_000 - Math.floor(Math.random() * YEAR_MS)).sort(
    (a, b) => a - b,
  );
  for (let start = 0; start < count; start += ROWS_PER_TRANSACTION) {
    const verifications: Insertable<VerificationTable>[] = [];
    const companies: Insertable<CompanyTable>[] = [];
    for (let i = start; i < Math.min(count, start + ROWS_PER_TRANSACTION); i++) {
      const jurisdiction = pick(refs.jurisdictions, i);
      const typeIds = refs.typesByCode.get(jurisdiction.code) ?? [];
      const name = nameFor(jurisdiction.code);
      const rows = syntheticCaseRows({
        accountId,
        ms: times[i] as number,
        n: i,
        status: pick(STATUSES, i),
        customerId: `bench-${i}`,
        companyName: name,
        companyNumber: String(10_000_000 + i),
        jurisdiction,
        verificationType: i % 5 === 0 ? 'recurring' : 'primary',
        riskLevel: riskLevel(random),
        // Assessed, as every case the service writes is: a never-assessed row would be work for the worker's
        // risk_backfill job (an upgrade's), which would then compete with the load being measured.
        assessedLevel: (['low', 'low', 'medium', 'high'] as const)[i % 4],
        brandName: name.split(' ')[0] ?? null,
        companyTypeId: typeIds.length > 0 ? pick(typeIds, i) : null,
        industryKey: refs.industries.length > 0 ? pick(refs.industries, i) : null,
        personNames: personNamesOf(i),
      });
      verifications.push(rows.verification);
      companies.push(rows.company);
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

/**
 * How many of the account's cases (demo ones too) each benchmark term matches, counted by a scan with the
 * service's own LIKE pattern: "a few hundred", none, and a two-character term.
 */
async function checkSearchTerms(db: Db, accountId: string, extra: number): Promise<SearchTerms> {
  const matches = async (term: string) => {
    const row = await db
      .selectFrom('verifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where(sql<boolean>`search_text LIKE ${containsPattern(term)} ESCAPE '\\'`)
      .executeTakeFirstOrThrow();
    return { term, matches: Number(row.n) };
  };
  const terms: SearchTerms = {
    few: await matches(SEARCH_TERMS.few),
    none: await matches(SEARCH_TERMS.none),
    short: await matches(SEARCH_TERMS.short),
    common: await matches(SEARCH_TERMS.common),
  };
  if (terms.none.matches !== 0) throw new Error(`"${SEARCH_TERMS.none}" matches ${terms.none.matches} cases`);
  // Only meaningful at the default size: a few hundred of 100,000 (0.1%–1%).
  if (extra >= 50_000 && (terms.few.matches < extra / 1000 || terms.few.matches > extra / 100)) {
    throw new Error(`"${SEARCH_TERMS.few}" matches ${terms.few.matches} of ${extra} cases, not a few hundred`);
  }
  return terms;
}

/** The demo company under review with the most bank accounts and crypto addresses (both at least one). */
export async function richCompany(db: Db, accountId: string) {
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
  options: { extra: number; deepPage: number | null; limit: number },
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
    const deep =
      options.deepPage === null
        ? { cursor: '', firstId: '' }
        : await deepPageCursor(db, accountId, options.deepPage, options.limit);
    return {
      token,
      accountId,
      verificationCount: Number(counted.n),
      company,
      deepCursor: deep.cursor,
      deepFirstId: deep.firstId,
      seedSeconds: (performance.now() - started) / 1000,
      search: await checkSearchTerms(db, accountId, options.extra),
    };
  } finally {
    await runtime.close();
  }
}

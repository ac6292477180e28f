import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db, ReadNow } from '../database.js';
import { preparedQuery } from '../prepared-query.js';
import type { BankAccountTable, CompanyTable, CryptoAddressTable } from '../schema.js';

export type CompanyRow = Selectable<CompanyTable>;
export type NewCompanyRow = Insertable<CompanyTable>;
export type BankAccountRow = Selectable<BankAccountTable>;
export type NewBankAccountRow = Insertable<BankAccountTable>;
export type CryptoAddressRow = Selectable<CryptoAddressTable>;
export type NewCryptoAddressRow = Insertable<CryptoAddressTable>;

export async function insertCompany(db: Db, row: NewCompanyRow): Promise<void> {
  await db.insertInto('companies').values(row).execute();
}

export async function insertBankAccounts(db: Db, rows: readonly NewBankAccountRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('bank_accounts')
      .values([...rows])
      .execute();
}

export async function insertCryptoAddresses(db: Db, rows: readonly NewCryptoAddressRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('crypto_addresses')
      .values([...rows])
      .execute();
}

const COMPANY_COLUMNS = [
  'c.id',
  'c.account_id',
  'c.verification_id',
  'c.position',
  'c.formal_name',
  'c.brand_name',
  'c.company_number',
  'c.inactive',
  'c.public_stock_exchange',
  'c.date_of_incorporation',
  'c.jurisdiction_id',
  'c.company_type_id',
  'c.industry_key',
  'c.industry_description',
  'c.industry_additional_keys',
  'c.activity_description',
  'c.business_description',
  'c.products_description',
  'c.business_activity_countries',
  'c.tax_number',
  'c.funds_sources',
  'c.sources_of_funds',
  'c.sources_of_funds_other',
  'c.registered_address',
  'c.office_address',
  'c.website',
  'c.phone_number',
  'c.email',
  'c.employees_count',
  'c.aml_contact_person',
  'c.aml_contact_email',
  'c.aml_contact_phone_number',
  'c.opencorporates_url',
  'c.expected_monthly_transactions_volume',
  'c.investigations',
  'c.prosecutions',
  'c.ubo_criminal_records',
  'c.registration_authority',
  'c.purpose_for_asset10',
  'c.websites_for_asset10',
  'c.license_date_of_expiry',
  'c.license_date_of_issue',
  'c.license_issuing_authority',
  'c.license_number',
  'c.license_required',
  'c.documents_note_from_verifier',
  'c.answered_fields',
  'c.declaration_explanations',
  'c.created_at',
  'c.updated_at',
] as const;

/** A company row; its jurisdiction, legal form and industry are presented from the shipped reference data. */
function companyQuery(db: Db, accountId: string, verificationId: string) {
  return (
    db
      .selectFrom('companies as c')
      // Named columns: the stored detail JSON is for the detail route alone, not every company read.
      .select(COMPANY_COLUMNS)
      .where('c.account_id', '=', accountId)
      .where('c.verification_id', '=', verificationId)
  );
}

export type CompanyJoinedRow = Awaited<ReturnType<ReturnType<typeof companyQuery>['executeTakeFirstOrThrow']>>;

export async function listCompanies(db: Db, accountId: string, verificationId: string): Promise<CompanyJoinedRow[]> {
  return companyQuery(db, accountId, verificationId).orderBy('c.position').execute();
}

const findCompanyPrepared = preparedQuery(3, (db: Db, accountId: string, verificationId: string, id: string) =>
  companyQuery(db, accountId, verificationId).where('c.id', '=', id),
);

export async function findCompany(
  db: Db,
  accountId: string,
  verificationId: string,
  id: string,
): Promise<CompanyJoinedRow | undefined> {
  const [row] = await findCompanyPrepared(db, accountId, verificationId, id);
  return row;
}

const listBankAccountsPrepared = preparedQuery(2, (db: Db, accountId: string, companyId: string) =>
  db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('company_id', '=', companyId)
    .orderBy('position'),
);

export async function listBankAccounts(db: Db, accountId: string, companyId: string): Promise<BankAccountRow[]> {
  return listBankAccountsPrepared(db, accountId, companyId);
}

const listCryptoAddressesPrepared = preparedQuery(2, (db: Db, accountId: string, companyId: string) =>
  db
    .selectFrom('crypto_addresses')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('company_id', '=', companyId)
    .orderBy('position'),
);

export async function listCryptoAddresses(db: Db, accountId: string, companyId: string): Promise<CryptoAddressRow[]> {
  return listCryptoAddressesPrepared(db, accountId, companyId);
}

/** Whether a company belongs to this verification (and so to this account). */
export async function companyBelongs(db: Db, accountId: string, verificationId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

const findCompanyDetailJsonPrepared = preparedQuery(
  3,
  (db: Db, accountId: string, verificationId: string, id: string) =>
    db
      .selectFrom('companies')
      .select('detail_json')
      .where('account_id', '=', accountId)
      .where('verification_id', '=', verificationId)
      .where('id', '=', id),
);

/** The stored detail JSON of a company: undefined when there is no such company, null when not rendered yet. */
export async function findCompanyDetailJson(
  db: Db,
  accountId: string,
  verificationId: string,
  id: string,
): Promise<string | null | undefined> {
  const [row] = await findCompanyDetailJsonPrepared(db, accountId, verificationId, id);
  return row === undefined ? undefined : row.detail_json;
}

const findCompanyDetailBodyPrepared = preparedQuery(3, (db: Db, tokenId: string, verificationId: string, id: string) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('companies as c', 'c.account_id', 't.account_id')
    // The response body itself, as bytes: no text decoded from SQLite and encoded again for the socket.
    .select(sql<Buffer | null>`cast('{"company":' || ${sql.ref('c.detail_json')} || '}' as blob)`.as('body'))
    .where('t.id', '=', tokenId)
    .where('t.revoked_at', 'is', null)
    .where('c.verification_id', '=', verificationId)
    .where('c.id', '=', id),
);

/**
 * The company detail's response body (`{"company":…}`), read at once through `readNow` (SQLite) for an access
 * token that the same read finds live (not revoked) and whose account owns the company. Null when it cannot be
 * answered that way: a transaction is open on the connection, the token is revoked, there is no such company for
 * its account, or the detail is not rendered yet. The caller then takes the usual path, which tells these apart.
 */
export function findCompanyDetailBodyNow(
  db: Db,
  readNow: ReadNow,
  tokenId: string,
  verificationId: string,
  id: string,
): Buffer | null {
  const rows = readNow(findCompanyDetailBodyPrepared.compiled(db, tokenId, verificationId, id));
  return rows?.[0]?.body ?? null;
}

export async function storeCompanyDetailJson(db: Db, accountId: string, id: string, json: string): Promise<void> {
  await db
    .updateTable('companies')
    .set({ detail_json: json })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function updateCompany(
  db: Db,
  accountId: string,
  id: string,
  changes: Updateable<CompanyTable>,
): Promise<void> {
  await db.updateTable('companies').set(changes).where('account_id', '=', accountId).where('id', '=', id).execute();
}

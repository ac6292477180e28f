import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
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

/** A company row; its jurisdiction, legal form and industry are presented from the shipped reference data. */
function companyQuery(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('companies as c')
    .selectAll('c')
    .where('c.account_id', '=', accountId)
    .where('c.verification_id', '=', verificationId);
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

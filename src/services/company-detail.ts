import type { Db } from '../db/database.js';
import {
  findCompany,
  findCompanyDetailJson,
  listBankAccounts,
  listCryptoAddresses,
  storeCompanyDetailJson,
} from '../db/repositories/companies-repository.js';
import { AppError } from '../domain/app-error.js';
import { presentCompanyDetail } from './resource-presenters.js';

/**
 * The same JSON with every character past ASCII written as a \u escape (RFC 8259 allows either). V8 then holds the
 * stored text as a one-byte string, which Node writes with the response's headers in one go: a company with an
 * accented name costs no UTF-8 encoding per request.
 */
export function asciiJson(json: string): string {
  return json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Renders a company's detail as the API serves it and stores the bytes beside the company. Call it in the
 * transaction of every change to the company, its bank accounts or its crypto addresses, so the stored detail is
 * never older than the data. Returns the JSON.
 */
export async function renderCompanyDetail(
  db: Db,
  accountId: string,
  verificationId: string,
  companyId: string,
): Promise<string | null> {
  const row = await findCompany(db, accountId, verificationId, companyId);
  if (!row) return null;
  const [banks, cryptos] = await Promise.all([
    listBankAccounts(db, accountId, companyId),
    listCryptoAddresses(db, accountId, companyId),
  ]);
  // With its role in the case, as the companies list shows it (a corporate shareholder's detail has one too).
  const detail = Object.assign(presentCompanyDetail(row, banks, cryptos), {
    role: row.position === 0 ? 'root' : 'related_company',
    listed_on: null,
  });
  const json = asciiJson(JSON.stringify(detail));
  await storeCompanyDetailJson(db, accountId, companyId, json);
  return json;
}

/**
 * The company detail JSON: one primary-key read of stored bytes. A company written before the read model existed
 * (or by a bulk loader) is rendered on its first read and stored, once.
 */
export async function companyDetailJson(
  db: Db,
  accountId: string,
  verificationId: string,
  companyId: string,
): Promise<string> {
  const stored = await findCompanyDetailJson(db, accountId, verificationId, companyId);
  if (stored === undefined) throw AppError.notFound('Company');
  if (stored !== null) return stored;
  const rendered = await renderCompanyDetail(db, accountId, verificationId, companyId);
  if (rendered === null) throw AppError.notFound('Company');
  return rendered;
}

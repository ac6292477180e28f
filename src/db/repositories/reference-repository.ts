import type { Db } from '../database.js';
import type { CompanyTypeTable, JurisdictionTable } from '../schema.js';

export async function findJurisdictionByCode(db: Db, code: string): Promise<JurisdictionTable | undefined> {
  return db.selectFrom('jurisdictions').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findCompanyType(
  db: Db,
  jurisdictionCode: string,
  idOrShortName: { id?: string; shortName?: string },
): Promise<CompanyTypeTable | undefined> {
  let query = db.selectFrom('company_types').selectAll().where('jurisdiction_code', '=', jurisdictionCode);
  if (idOrShortName.id) query = query.where('id', '=', idOrShortName.id);
  else if (idOrShortName.shortName) query = query.where('short_name', '=', idOrShortName.shortName);
  else return undefined;
  return query.executeTakeFirst();
}

export async function existingIndustryKeys(db: Db, keys: readonly number[]): Promise<Set<number>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('industries')
    .select('key')
    .where('key', 'in', [...keys])
    .execute();
  return new Set(rows.map((r) => r.key));
}

export async function findJurisdictionById(db: Db, id: string): Promise<JurisdictionTable | undefined> {
  return db.selectFrom('jurisdictions').selectAll().where('id', '=', id).executeTakeFirst();
}

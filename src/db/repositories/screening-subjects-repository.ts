import type { Insertable, Selectable } from 'kysely';
import type { ScreenableCase } from '../../domain/screening-subjects.js';
import type { Db } from '../database.js';
import type { ScreeningSubjectTable } from '../schema.js';

export type ScreeningSubjectRow = Selectable<ScreeningSubjectTable>;

/** The case's company under review (position 0), directors with their persons, bank accounts and crypto addresses. */
export async function loadScreenableCase(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<Omit<ScreenableCase, 'owners'>> {
  const company = await db
    .selectFrom('companies as c')
    .innerJoin('verifications as v', (j) =>
      j.onRef('v.id', '=', 'c.verification_id').onRef('v.account_id', '=', 'c.account_id'),
    )
    .select(['c.id', 'c.formal_name', 'c.brand_name', 'c.company_number', 'v.jurisdiction_code'])
    .where('c.account_id', '=', accountId)
    .where('c.verification_id', '=', verificationId)
    .where('c.position', '=', 0)
    .executeTakeFirst();
  const directors = await db
    .selectFrom('directors as d')
    .innerJoin('persons as p', (j) => j.onRef('p.id', '=', 'd.person_id').onRef('p.account_id', '=', 'd.account_id'))
    .select([
      'd.id as director_id',
      'p.id as person_id',
      'p.given_names',
      'p.surname',
      'p.date_of_birth',
      'p.nationality',
      'p.address_of_residence as address',
    ])
    .where('d.account_id', '=', accountId)
    .where('d.verification_id', '=', verificationId)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
  if (!company) return { company: null, directors, bank_accounts: [], crypto_addresses: [] };
  const [bank_accounts, crypto_addresses] = await Promise.all([
    db
      .selectFrom('bank_accounts')
      .select(['id', 'account_holder'])
      .where('account_id', '=', accountId)
      .where('company_id', '=', company.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('crypto_addresses')
      .select(['id', 'address', 'address_type'])
      .where('account_id', '=', accountId)
      .where('company_id', '=', company.id)
      .orderBy('position')
      .execute(),
  ]);
  return { company, directors, bank_accounts, crypto_addresses };
}

export async function listStoredSubjects(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<ScreeningSubjectRow[]> {
  return db
    .selectFrom('screening_subjects')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .execute();
}

export async function insertStoredSubjects(db: Db, rows: readonly Insertable<ScreeningSubjectTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('screening_subjects')
    .values([...rows])
    .execute();
}

export async function updateStoredSubject(
  db: Db,
  accountId: string,
  id: string,
  changes: { data: string; fingerprint: string; screened_at: string; role: string },
): Promise<void> {
  await db
    .updateTable('screening_subjects')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function deleteStoredSubjects(db: Db, accountId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('screening_subjects')
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Every account with stored subjects and its screening settings: the delta rescreen's outer loop. Unscoped on purpose. */
export async function listAccountsWithSubjectsUnscoped(
  db: Db,
): Promise<{ id: string; screening_threshold: number | null; screening_monitoring_months: number }[]> {
  return db
    .selectFrom('accounts as a')
    .select(['a.id', 'a.screening_threshold', 'a.screening_monitoring_months'])
    .where((eb) =>
      eb.exists(eb.selectFrom('screening_subjects as s').select('s.id').whereRef('s.account_id', '=', 'a.id')),
    )
    .orderBy('a.id')
    .execute();
}

/**
 * A page of the account's stored subjects that a list update rescreens: of open cases, and of cases decided on or
 * after `decidedSince` (the monitoring period). Cases erased or being erased are left out.
 */
export async function listSubjectsToRescreen(
  db: Db,
  accountId: string,
  decidedSince: string,
  afterId: string | null,
  limit: number,
): Promise<ScreeningSubjectRow[]> {
  let query = db
    .selectFrom('screening_subjects as s')
    .innerJoin('verifications as v', (j) =>
      j.onRef('v.id', '=', 's.verification_id').onRef('v.account_id', '=', 's.account_id'),
    )
    .selectAll('s')
    .where('s.account_id', '=', accountId)
    .where((eb) => eb.or([eb('v.status', 'not in', ['completed', 'rejected']), eb('v.decided_at', '>=', decidedSince)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('verification_erasures as e')
            .select('e.verification_id')
            .whereRef('e.verification_id', '=', 's.verification_id'),
        ),
      ),
    );
  if (afterId !== null) query = query.where('s.id', '>', afterId);
  return query.orderBy('s.id').limit(limit).execute();
}

import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { OwnershipEntityTable, OwnershipHoldingTable } from '../schema.js';

export type OwnershipEntityRow = Selectable<OwnershipEntityTable>;
export type NewOwnershipEntityRow = Insertable<OwnershipEntityTable>;
export type OwnershipHoldingRow = Selectable<OwnershipHoldingTable>;
export type NewOwnershipHoldingRow = Insertable<OwnershipHoldingTable>;

function entityQuery(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('ownership_entities as e')
    .leftJoin('persons as p', (join) => join.onRef('p.id', '=', 'e.person_id').on('p.account_id', '=', accountId))
    .select([
      'e.id',
      'e.position',
      'e.entity_type',
      'e.person_id',
      'e.formal_name',
      'e.company_number',
      'e.jurisdiction_code',
      'e.listed_on',
      'e.control_nature',
      'e.control_description',
      'e.created_at',
      'e.updated_at',
      'p.given_names',
      'p.surname',
      'p.date_of_birth',
      'p.nationality',
      'p.place_of_birth',
      'p.sex',
      'p.pep',
      'p.pep_description',
      'p.email',
      'p.phone',
      'p.family_name',
      'p.parents_given_names',
      'p.personal_number',
      'p.funds_sources',
      'p.title_position',
      'p.created_at as person_created_at',
      'p.updated_at as person_updated_at',
    ])
    .where('e.account_id', '=', accountId)
    .where('e.verification_id', '=', verificationId);
}

export type OwnershipEntityJoinedRow = Awaited<ReturnType<ReturnType<typeof entityQuery>['executeTakeFirstOrThrow']>>;

/** The case's declared shareholders and controllers, with their persons' fields, in the order declared. */
export async function listOwnershipEntities(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<OwnershipEntityJoinedRow[]> {
  return entityQuery(db, accountId, verificationId).orderBy('e.position').execute();
}

/** The case's declared holdings, in the order declared. */
export async function listOwnershipHoldings(
  db: Db,
  accountId: string,
  verificationId: string,
): Promise<OwnershipHoldingRow[]> {
  return db
    .selectFrom('ownership_holdings')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('position')
    .execute();
}

/** How many entities the case's structure has (completeness: a profile listing `ownership` needs one). */
export async function countOwnershipEntities(db: Db, accountId: string, verificationId: string): Promise<number> {
  const row = await db
    .selectFrom('ownership_entities')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Removes the case's declared structure (holdings, then entities) and answers the ids of the persons its person
 * entities pointed at, for the caller to keep (reused) or remove.
 */
export async function deleteCaseStructure(trx: Db, accountId: string, verificationId: string): Promise<string[]> {
  await trx
    .deleteFrom('ownership_holdings')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .execute();
  const removed = await trx
    .deleteFrom('ownership_entities')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .returning(['person_id'])
    .execute();
  return removed.map((r) => r.person_id).filter((id): id is string => id !== null);
}

export async function insertOwnershipEntities(trx: Db, rows: readonly NewOwnershipEntityRow[]): Promise<void> {
  if (rows.length > 0)
    await trx
      .insertInto('ownership_entities')
      .values([...rows])
      .execute();
}

export async function insertOwnershipHoldings(trx: Db, rows: readonly NewOwnershipHoldingRow[]): Promise<void> {
  if (rows.length > 0)
    await trx
      .insertInto('ownership_holdings')
      .values([...rows])
      .execute();
}

/**
 * Of these persons of the case, the ones nothing else holds on to: no director role and no document. A person who
 * was only a shareholder goes with the structure that named them; a director's person stays.
 */
export async function deleteUnattachedPersons(
  trx: Db,
  accountId: string,
  verificationId: string,
  personIds: readonly string[],
): Promise<void> {
  if (personIds.length === 0) return;
  await trx
    .deleteFrom('persons')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('id', 'in', [...personIds])
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb
              .selectFrom('directors as d')
              .select('d.id')
              .whereRef('d.person_id', '=', 'persons.id')
              .where('d.account_id', '=', accountId),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('document_records as r')
              .select('r.id')
              .whereRef('r.person_id', '=', 'persons.id')
              .where('r.account_id', '=', accountId),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('ownership_entities as e')
              .select('e.id')
              .whereRef('e.person_id', '=', 'persons.id')
              .where('e.account_id', '=', accountId),
          ),
        ),
      ]),
    )
    .execute();
}

/** The persons of the case (directors' and shareholders'), for matching a declared person to one already known. */
export async function listCasePersons(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('persons')
    .select(['id', 'given_names', 'surname', 'date_of_birth', 'nationality'])
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The director rows of the case (who is a director, with which position), for roles and UBO by default. */
export async function listDirectorRoles(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('directors')
    .select(['id', 'person_id', 'position'])
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('id')
    .execute();
}

/**
 * In one read, what decides a case's computed structure besides its rows: the case's view_version (which every
 * write to the case bumps, the structure's included), its profile's requirements (the UBO threshold) and the
 * account's high-risk jurisdictions. Undefined for a case not of the account.
 */
export async function findStructureStamp(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('verifications as v')
    .innerJoin('accounts as a', 'a.id', 'v.account_id')
    .leftJoin('completeness_profiles as p', (join) =>
      join.onRef('p.id', '=', 'v.completeness_profile_id').on('p.account_id', '=', accountId),
    )
    .select(['v.view_version', 'p.requirements', 'a.high_risk_jurisdictions'])
    .where('v.account_id', '=', accountId)
    .where('v.id', '=', verificationId)
    .executeTakeFirst();
}

import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../database.js';
import type { DirectorTable, PersonTable } from '../schema.js';

export type DirectorRow = Selectable<DirectorTable>;
export type NewDirectorRow = Insertable<DirectorTable>;
export type PersonRow = Selectable<PersonTable>;
export type NewPersonRow = Insertable<PersonTable>;

export async function insertPerson(db: Db, row: NewPersonRow): Promise<void> {
  await db.insertInto('persons').values(row).execute();
}

export async function insertDirector(db: Db, row: NewDirectorRow): Promise<void> {
  await db.insertInto('directors').values(row).execute();
}

function directorQuery(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('directors as d')
    .innerJoin('persons as p', 'p.id', 'd.person_id')
    .select([
      'd.id',
      'd.position',
      'd.created_at',
      'd.updated_at',
      'p.id as person_id',
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
      'p.address_of_residence',
      'p.answered_fields',
      'p.family_name',
      'p.parents_given_names',
      'p.personal_number',
      'p.funds_sources',
      'p.title_position',
      'p.created_at as person_created_at',
      'p.updated_at as person_updated_at',
    ])
    .where('d.account_id', '=', accountId)
    .where('d.verification_id', '=', verificationId);
}

export type DirectorJoinedRow = Awaited<ReturnType<ReturnType<typeof directorQuery>['executeTakeFirstOrThrow']>>;

export async function listDirectors(db: Db, accountId: string, verificationId: string): Promise<DirectorJoinedRow[]> {
  return directorQuery(db, accountId, verificationId).orderBy('d.id').execute();
}

export async function findDirector(
  db: Db,
  accountId: string,
  verificationId: string,
  id: string,
): Promise<DirectorJoinedRow | undefined> {
  return directorQuery(db, accountId, verificationId).where('d.id', '=', id).executeTakeFirst();
}

export async function personBelongs(db: Db, accountId: string, verificationId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('persons')
    .select('id')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The names of the person's fields the customer has answered (JSON, as stored); undefined when no such person. */
export async function findPersonAnsweredFields(
  db: Db,
  accountId: string,
  id: string,
): Promise<Pick<PersonRow, 'answered_fields'> | undefined> {
  return db
    .selectFrom('persons')
    .select('answered_fields')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updatePerson(
  db: Db,
  accountId: string,
  verificationId: string,
  id: string,
  changes: Updateable<PersonTable>,
): Promise<void> {
  await db
    .updateTable('persons')
    .set(changes)
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .where('id', '=', id)
    .execute();
}

import type { Insertable, Selectable } from 'kysely';
import type { PageCursor } from '../../domain/page-cursor.js';
import type { Db } from '../database.js';
import type { VerificationTable } from '../schema.js';

export type VerificationRow = Selectable<VerificationTable>;
export type NewVerificationRow = Insertable<VerificationTable>;

export async function insertVerification(db: Db, row: NewVerificationRow): Promise<void> {
  await db.insertInto('verifications').values(row).execute();
}

export async function verificationExists(db: Db, accountId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('verifications')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The verification record with what it shows of its company under review and its latest risk score. */
function recordQuery(db: Db, accountId: string) {
  return db
    .selectFrom('verifications as v')
    .leftJoin('companies as c', (join) => join.onRef('c.verification_id', '=', 'v.id').on('c.position', '=', 0))
    .leftJoin('jurisdictions as j', 'j.id', 'c.jurisdiction_id')
    .leftJoin('external_risk_scores as r', 'r.id', 'v.external_risk_score_id')
    .select([
      'v.id',
      'v.status',
      'v.verification_type',
      'v.customer_id',
      'v.completeness_profile_id',
      'v.assessment',
      'v.assessment_comment',
      'v.qa_comment',
      'v.rejection_comment',
      'v.assigned_to',
      'v.created_at',
      'v.updated_at',
      'v.last_data_update',
      'c.formal_name as company_name',
      'c.company_number',
      'j.id as jurisdiction_id',
      'j.code as jurisdiction_code',
      'j.name as jurisdiction_name',
      'j.country as jurisdiction_country',
      'j.full_name as jurisdiction_full_name',
      'r.id as risk_id',
      'r.risk_score_simple',
      'r.score as risk_score',
      'r.reasons as risk_reasons',
      'r.created_at as risk_created_at',
      'r.updated_at as risk_updated_at',
    ])
    .where('v.account_id', '=', accountId);
}

export type VerificationRecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

export async function findVerificationRecord(
  db: Db,
  accountId: string,
  id: string,
): Promise<VerificationRecordRow | undefined> {
  return recordQuery(db, accountId).where('v.id', '=', id).executeTakeFirst();
}

export interface VerificationFilter {
  readonly statuses?: readonly string[];
  readonly customerId?: string;
  readonly createdFrom?: string;
  readonly createdTo?: string;
  readonly updatedSince?: string;
  readonly after?: PageCursor;
  readonly limit: number;
}

/** Newest first, keyset-paginated on (created_at, id): a deep page costs what the first one costs. */
export async function listVerificationRecords(
  db: Db,
  accountId: string,
  filter: VerificationFilter,
): Promise<VerificationRecordRow[]> {
  let query = recordQuery(db, accountId);
  if (filter.statuses && filter.statuses.length > 0) query = query.where('v.status', 'in', [...filter.statuses]);
  if (filter.customerId !== undefined) query = query.where('v.customer_id', '=', filter.customerId);
  if (filter.createdFrom !== undefined) query = query.where('v.created_at', '>=', filter.createdFrom);
  if (filter.createdTo !== undefined) query = query.where('v.created_at', '<', filter.createdTo);
  if (filter.updatedSince !== undefined) query = query.where('v.updated_at', '>=', filter.updatedSince);
  const after = filter.after;
  if (after !== undefined) {
    query = query.where((eb) => eb(eb.refTuple('v.created_at', 'v.id'), '<', eb.tuple(after.createdAt, after.id)));
  }
  return query.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc').limit(filter.limit).execute();
}

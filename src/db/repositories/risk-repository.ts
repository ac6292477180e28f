import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { RiskAssessmentTable, RiskModelTable } from '../schema.js';

export type RiskModelRow = Selectable<RiskModelTable>;
export type RiskAssessmentRow = Selectable<RiskAssessmentTable>;

/** The account's newest risk model version, if it ever stored one. */
export async function findLatestRiskModel(db: Db, accountId: string): Promise<RiskModelRow | undefined> {
  return db
    .selectFrom('risk_models')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Stores a version; false when another transaction stored that version first. */
export async function insertRiskModelIfAbsent(db: Db, row: Insertable<RiskModelTable>): Promise<boolean> {
  const result = await db
    .insertInto('risk_models')
    .values(row)
    .onConflict((oc) => oc.columns(['account_id', 'version']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertRiskAssessment(db: Db, row: Insertable<RiskAssessmentTable>): Promise<void> {
  await db.insertInto('risk_assessments').values(row).execute();
}

/** Many assessments in one statement (a batch: at most a few hundred rows, within SQLite's bound parameters). */
export async function insertRiskAssessments(db: Db, rows: readonly Insertable<RiskAssessmentTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('risk_assessments')
    .values([...rows])
    .execute();
}

/** A case's assessments and overrides, newest first. */
export async function listRiskAssessments(db: Db, accountId: string, verificationId: string) {
  return db
    .selectFrom('risk_assessments')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('assessed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Deletes a case's assessments (erasure: reasons and overrides can name people). */
export async function deleteRiskAssessments(db: Db, accountId: string, verificationId: string): Promise<number> {
  const result = await db
    .deleteFrom('risk_assessments')
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What the risk model reads of a case: the verification's fields besides its parts. */
export async function findRiskCase(db: Db, accountId: string, verificationId: string) {
  const [row] = await findRiskCases(db, accountId, [verificationId]);
  return row;
}

/** findRiskCase for many cases in one query (a batch reassessed after a model change). */
export async function findRiskCases(db: Db, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('verifications as v')
    .innerJoin('accounts as a', 'a.id', 'v.account_id')
    .leftJoin('external_risk_scores as r', 'r.id', 'v.external_risk_score_id')
    .select([
      'v.id',
      'v.status',
      'v.completeness_profile_id',
      'v.risk_assessment',
      'r.risk_score_simple',
      'a.requires_qa',
    ])
    .where('v.account_id', '=', accountId)
    .where('v.id', 'in', [...ids])
    .execute();
}

/** The companies, people and crypto addresses of cases, as the risk model reads them (three queries for all). */
export async function listRiskParts(db: Db, accountId: string, verificationIds: readonly string[]) {
  const ids = [...verificationIds];
  const [companies, people, crypto, screening, structured] = await Promise.all([
    db
      .selectFrom('companies as c')
      .innerJoin('jurisdictions as j', 'j.id', 'c.jurisdiction_id')
      .select([
        'c.verification_id',
        'c.position',
        'j.code as country',
        'c.industry_key',
        'c.date_of_incorporation',
        'c.expected_monthly_transactions_volume',
      ])
      .where('c.account_id', '=', accountId)
      .where('c.verification_id', 'in', ids)
      .orderBy('c.position')
      .execute(),
    db
      .selectFrom('directors as d')
      .innerJoin('persons as p', 'p.id', 'd.person_id')
      .select(['d.verification_id', 'd.id as director_id', 'd.position', 'p.pep'])
      .where('d.account_id', '=', accountId)
      .where('d.verification_id', 'in', ids)
      .orderBy('d.created_at')
      .orderBy('d.id')
      .execute(),
    db
      .selectFrom('crypto_addresses as x')
      .innerJoin('companies as c', 'c.id', 'x.company_id')
      .select(['c.verification_id', 'x.address_type', 'x.signature_verification'])
      .where('x.account_id', '=', accountId)
      .where('c.verification_id', 'in', ids)
      .where('c.position', '=', 0)
      .execute(),
    // Hits an officer decided are true matches: the screening factor and the PEP factor read them.
    db
      .selectFrom('screening_issues')
      .select(['verification_id', 'category', 'source', 'subject_key', 'subject_role'])
      .where('account_id', '=', accountId)
      .where('verification_id', 'in', ids)
      .where('relevant', '=', true)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    // Cases with a declared structure: only these load it (the ownership factor is absent for the others).
    db
      .selectFrom('ownership_entities')
      .select('verification_id')
      .distinct()
      .where('account_id', '=', accountId)
      .where('verification_id', 'in', ids)
      .execute(),
  ]);
  return {
    companies,
    people,
    crypto,
    screening: screening.map((s) => ({ ...s, verification_id: s.verification_id as string })),
    structured: new Set(structured.map((s) => s.verification_id)),
  };
}

/** Sets the standing assessment and the level the queue filters and sorts by. */
export async function storeCaseRisk(
  db: Db,
  accountId: string,
  verificationId: string,
  assessmentJson: string | null,
  level: string | null,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('verifications')
    .set({ risk_assessment: assessmentJson, assessed_level: level, updated_at: updatedAt })
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .execute();
}

/**
 * Undecided cases of an account after `after`, in creation order: a batch to reassess after a model change. Keyset
 * on (created_at, id), which the account's index (account_id, created_at, id) serves without sorting.
 */
export async function listUndecidedCases(
  db: Db,
  accountId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  let q = db
    .selectFrom('verifications as v')
    .select(['v.id', 'v.created_at'])
    .where('v.account_id', '=', accountId)
    .where('v.status', 'not in', ['completed', 'rejected']);
  if (after !== null) {
    q = q.where((eb) => eb(eb.refTuple('v.created_at', 'v.id'), '>', eb.tuple(after.createdAt, after.id)));
  }
  return q.orderBy('v.created_at').orderBy('v.id').limit(limit).execute();
}

/** The level that stands on a case (override or computed), or null when it was never assessed. */
export async function findAssessedLevel(db: Db, accountId: string, verificationId: string): Promise<string | null> {
  const row = await db
    .selectFrom('verifications')
    .select('assessed_level')
    .where('account_id', '=', accountId)
    .where('id', '=', verificationId)
    .executeTakeFirst();
  return row?.assessed_level ?? null;
}

/**
 * Open cases never assessed, across accounts, in id order after `afterId` (null: from the first): cases from before the risk model
 * existed (migration 026), which the daily backfill assesses. A case still being submitted (`processing`) is its
 * submitter's to assess.
 */
export async function listUnassessedOpenCasesUnscoped(db: Db, afterId: string | null, limit: number) {
  let q = db
    .selectFrom('verifications')
    .select(['id', 'account_id'])
    .where('risk_assessment', 'is', null)
    .where('status', 'not in', ['completed', 'rejected', 'processing']);
  if (afterId !== null) q = q.where('id', '>', afterId);
  return q.orderBy('id').limit(limit).execute();
}

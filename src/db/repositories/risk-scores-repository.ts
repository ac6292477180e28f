import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.js';
import type { ExternalRiskScoreTable } from '../schema.js';

export type RiskScoreRow = Selectable<ExternalRiskScoreTable>;

export async function insertRiskScore(db: Db, row: Insertable<ExternalRiskScoreTable>): Promise<void> {
  await db.insertInto('external_risk_scores').values(row).execute();
}

/** Every score received for a case, oldest first: the history is kept, the latest shows on the case. */
export async function listRiskScores(db: Db, accountId: string, verificationId: string): Promise<RiskScoreRow[]> {
  return db
    .selectFrom('external_risk_scores')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('verification_id', '=', verificationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

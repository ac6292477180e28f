import { fromJson, toJson } from '../db/column-values.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { insertRiskScore, listRiskScores, type RiskScoreRow } from '../db/repositories/risk-scores-repository.js';
import {
  findVerificationState,
  markTabsChanged,
  updateVerificationIfStatus,
} from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import type { RiskScoreInput } from '../domain/risk-score-input.js';
import { uuidv7 } from '../domain/uuid.js';
import type { VerificationStatus } from '../domain/verification-status.js';
import { decideTransition } from '../domain/verification-transitions.js';
import { dataChangedEvent, eventsForTransition, type WebhookEvent } from '../domain/webhook-events.js';
import { reassessCase } from './risk-assessment.js';
import type { Actor, ServiceContext } from './service-context.js';
import { actorKey } from './verification-transitions.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

export function presentRiskScore(row: RiskScoreRow) {
  return {
    id: row.id,
    verification_id: row.verification_id,
    risk_score_simple: row.risk_score_simple,
    risk_score_detailed: { score: row.score, reasons: fromJson<string[]>(row.reasons) },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Records an external risk score: keeps it in the history, shows it on the case, and — when the case was waiting
 * for a recalculated score — moves it back to in_progress. One transaction, with the audit row and the events.
 */
export async function recordExternalRiskScore(ctx: ServiceContext, actor: Actor, input: RiskScoreInput) {
  const accountId = actor.accountId;
  const id = uuidv7();
  let delivered = 0;
  const row = await inTransaction(ctx.db, async (trx) => {
    const state = await findVerificationState(trx, accountId, input.verificationId);
    if (!state) throw AppError.notFound('Verification');
    const now = ctx.now();
    const score = {
      id,
      account_id: accountId,
      verification_id: input.verificationId,
      risk_score_simple: input.simple,
      score: input.score,
      reasons: toJson(input.reasons),
      created_at: now,
      updated_at: now,
    };
    await insertRiskScore(trx, score);
    const events: WebhookEvent[] = [dataChangedEvent(input.verificationId, 'external_risk_score', now)];
    const from = state.status as VerificationStatus;
    const decision = decideTransition(
      'risk_score_received',
      {},
      {
        status: from,
        requiresQa: false,
        currentAssessment: state.assessment,
        sentToQaBy: state.sent_to_qa_by,
        actorKey: actorKey(actor),
        // No decision here, so four eyes does not apply: the persons are the keys themselves.
        sentToQaPerson: state.sent_to_qa_by,
        actorPerson: actorKey(actor),
        requireReviewMarks: false,
        unreviewed: [],
      },
    );
    const to = decision.ok ? decision.to : from;
    const applied = await updateVerificationIfStatus(trx, accountId, input.verificationId, from, {
      external_risk_score_id: id,
      risk_level: input.simple,
      status: to,
      updated_at: now,
    });
    if (!applied) throw new AppError('conflict', 'The verification changed meanwhile; send the score again');
    await markTabsChanged(trx, accountId, input.verificationId, ['risk'], now);
    if (to !== from) events.push(...eventsForTransition(input.verificationId, from, to, now));
    events.push(...(await reassessCase(trx, actor, accountId, input.verificationId, now)));
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: input.verificationId,
      actor_type: actor.type,
      actor_id: actor.id,
      action: 'external_risk_score.received',
      from_state: to !== from ? from : null,
      to_state: to !== from ? to : null,
      comment: null,
      data: toJson({
        external_risk_score_id: id,
        simple: input.simple,
        score: input.score,
        reasons: input.reasons.length,
      }),
      created_at: now,
    });
    delivered = await enqueueWebhookEvents(ctx, trx, accountId, input.verificationId, events, now);
    return score;
  });
  if (delivered > 0) ctx.deliverySignal.notify();
  return presentRiskScore({ ...row, reasons: row.reasons });
}

export async function listExternalRiskScores(ctx: ServiceContext, accountId: string, verificationId: string) {
  const state = await findVerificationState(ctx.db, accountId, verificationId);
  if (!state) throw AppError.notFound('Verification');
  return (await listRiskScores(ctx.db, accountId, verificationId)).map(presentRiskScore);
}

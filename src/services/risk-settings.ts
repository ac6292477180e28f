import { fromBool, fromJson, toJson } from '../db/column-values.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import {
  findRiskCase,
  insertRiskAssessment,
  insertRiskModelIfAbsent,
  listRiskAssessments,
  listUndecidedCases,
  type RiskAssessmentRow,
  storeCaseRisk,
} from '../db/repositories/risk-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import {
  type AssessedLevel,
  canonicalModel,
  checkRiskModel,
  levelRank,
  overrideNeedsQa,
  type RiskFactor,
  type RiskModel,
} from '../domain/risk-model.js';
import { uuidv7 } from '../domain/uuid.js';
import { riskLevelChangedEvent } from '../domain/webhook-events.js';
import { COUNTRY_RISK_LISTS } from '../reference/country-risk-lists.js';
import { DEFAULT_INDUSTRY_TIERS, INDUSTRY_TIERS_AS_OF } from '../reference/industry-risk.js';
import {
  currentRiskModel,
  presentAssessment,
  reassessCase,
  reassessCases,
  type StoredAssessment,
} from './risk-assessment.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

/** The reference data the default model reads, with its sources and dates: what Settings → Risk model shows. */
function referenceData() {
  return {
    country_lists: COUNTRY_RISK_LISTS.map((l) => ({
      key: l.key,
      title: l.title,
      source: l.source,
      source_url: l.sourceUrl,
      as_of: l.asOf,
      countries: [...l.countries],
    })),
    industry_tiers: { as_of: INDUSTRY_TIERS_AS_OF, default_tier: 'low', divisions: { ...DEFAULT_INDUSTRY_TIERS } },
  };
}

function presentModel(current: { version: number; model: RiskModel; created_at: string }) {
  return { version: current.version, created_at: current.created_at, model: current.model, reference: referenceData() };
}

export async function getRiskModel(ctx: ServiceContext, accountId: string) {
  return presentModel(await currentRiskModel(ctx.db, accountId, ctx.now()));
}

/**
 * Cases reassessed per transaction after a model change: a commit is an fsync, which dominates at a few hundred;
 * a thousand take about 0.2 s, short enough that no request waits long behind one.
 */
const REASSESS_BATCH = 1000;

/**
 * Stores a changed model as a new version (the same values again change nothing), then reassesses the account's
 * undecided cases under it, a batch per transaction. Decided cases keep the assessment they were decided on; an
 * assessment of theirs that differs is recorded as an alert when their data next changes.
 */
export async function putRiskModel(ctx: ServiceContext, actor: Actor, model: RiskModel) {
  const errors = checkRiskModel(model);
  if (errors.length > 0) throw AppError.validation(errors);
  const accountId = actor.accountId;
  const stored = await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const current = await currentRiskModel(trx, accountId, now);
    if (canonicalModel(current.model) === canonicalModel(model)) return { ...current, changed: false };
    const version = current.version + 1;
    if (
      !(await insertRiskModelIfAbsent(trx, {
        account_id: accountId,
        version,
        model: toJson(model),
        created_by: actorKey(actor),
        created_at: now,
      }))
    ) {
      throw new AppError('conflict', 'The risk model changed meanwhile; read it and try again');
    }
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: null,
      actor_type: actor.type,
      actor_id: actor.id,
      action: 'risk_model.changed',
      from_state: null,
      to_state: null,
      comment: null,
      data: toJson({ from_version: current.version, version }),
      created_at: now,
    });
    return { version, model, created_at: now, changed: true };
  });
  const reassessed = stored.changed ? await reassessUndecided(ctx, actor, accountId) : 0;
  return { ...presentModel(stored), reassessed };
}

/** Reassesses every undecided case of the account under its current model; returns how many were assessed. */
export async function reassessUndecided(ctx: ServiceContext, actor: Actor | null, accountId: string): Promise<number> {
  let after: { createdAt: string; id: string } | null = null;
  let count = 0;
  let delivered = 0;
  for (;;) {
    const rows = await listUndecidedCases(ctx.db, accountId, after, REASSESS_BATCH);
    if (rows.length === 0) break;
    const ids = rows.map((r) => r.id);
    delivered += await inTransaction(ctx.db, async (trx) => {
      const now = ctx.now();
      let n = 0;
      for (const event of await reassessCases(trx, actor, accountId, ids, now)) {
        n += await enqueueWebhookEvents(ctx, trx, accountId, event.payload.verification_id as string, [event], now);
      }
      return n;
    });
    count += ids.length;
    const last = rows[rows.length - 1] as { id: string; created_at: string };
    after = { createdAt: last.created_at, id: last.id };
  }
  if (delivered > 0) ctx.deliverySignal.notify();
  return count;
}

function presentHistoryRow(row: RiskAssessmentRow) {
  return {
    id: row.id,
    kind: row.kind,
    level: (row.kind === 'override' ? (row.override_level ?? row.computed_level) : row.computed_level) as string,
    computed_level: row.computed_level,
    score: row.score,
    model_version: row.model_version,
    factors: fromJson<RiskFactor[]>(row.factors),
    override:
      row.kind === 'override'
        ? {
            level: row.override_level,
            reason: row.override_reason as string,
            by: row.override_by as string,
            at: row.override_at as string,
          }
        : null,
    applied: fromBool(row.applied),
    assessed_at: row.assessed_at,
  };
}

export async function listCaseRiskAssessments(ctx: ServiceContext, accountId: string, verificationId: string) {
  const riskCase = await findRiskCase(ctx.db, accountId, verificationId);
  if (!riskCase) throw AppError.notFound('Verification');
  const rows = await listRiskAssessments(ctx.db, accountId, verificationId);
  return { current: presentAssessment(riskCase.risk_assessment), history: rows.map(presentHistoryRow) };
}

const UNDECIDED_ONLY = new Set(['completed', 'rejected']);

/**
 * The officer's judgement over the computed level, with a required reason (or `level: null` to remove it). Only on
 * an undecided case: a decision stands on the level it was made with. With four eyes on, lowering the level is
 * for before QA, so that the QA reviewer, a second person, confirms it: refused while the case is in QA.
 */
export async function overrideRiskLevel(
  ctx: ServiceContext,
  actor: Actor,
  verificationId: string,
  input: { level: AssessedLevel | null; reason: string },
) {
  const reason = input.reason.trim();
  if (reason === '') throw AppError.field('reason', 'is required: say why the level is overridden');
  const accountId = actor.accountId;
  let delivered = 0;
  await inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    let riskCase = await findRiskCase(trx, accountId, verificationId);
    if (!riskCase) throw AppError.notFound('Verification');
    if (UNDECIDED_ONLY.has(riskCase.status)) {
      throw new AppError('invalid_state_transition', 'The case is decided: reopen it to override its risk level', [
        { field: 'status', message: riskCase.status },
      ]);
    }
    if (riskCase.risk_assessment == null) {
      await reassessCase(trx, actor, accountId, verificationId, now);
      riskCase = await findRiskCase(trx, accountId, verificationId);
    }
    const prev = fromJson<StoredAssessment>(riskCase?.risk_assessment);
    const fourEyes = fromBool(riskCase?.requires_qa ?? false);
    if (
      input.level !== null &&
      riskCase?.status === 'qa' &&
      overrideNeedsQa(prev.computed_level, input.level, fourEyes)
    ) {
      throw new AppError(
        'invalid_state_transition',
        'With four eyes on, lowering the risk level needs QA: send the case back to compliance, override, and send it to QA again',
        [{ field: 'status', message: 'qa' }],
      );
    }
    const override = input.level === null ? null : { level: input.level, reason, by: actorKey(actor), at: now };
    const next: StoredAssessment = { ...prev, override, level: override?.level ?? prev.computed_level };
    await insertRiskAssessment(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      kind: 'override',
      model_version: prev.model_version,
      computed_level: prev.computed_level,
      score: prev.score,
      factors: toJson(prev.factors),
      override_level: input.level,
      override_reason: reason,
      override_by: actorKey(actor),
      override_at: now,
      applied: true,
      assessed_at: now,
    });
    await storeCaseRisk(trx, accountId, verificationId, toJson(next), next.level, now);
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      actor_type: actor.type,
      actor_id: actor.id,
      action: input.level === null ? 'risk_override.removed' : 'risk_override.set',
      from_state: null,
      to_state: null,
      comment: reason,
      data: toJson({
        computed_level: prev.computed_level,
        from: prev.level,
        to: next.level,
        lowered: levelRank(next.level) < levelRank(prev.computed_level),
      }),
      created_at: now,
    });
    if (next.level !== prev.level) {
      delivered = await enqueueWebhookEvents(
        ctx,
        trx,
        accountId,
        verificationId,
        [riskLevelChangedEvent(verificationId, prev.level, next.level, now)],
        now,
      );
    }
  });
  if (delivered > 0) ctx.deliverySignal.notify();
  return listCaseRiskAssessments(ctx, accountId, verificationId);
}

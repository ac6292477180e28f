import { fromBool, fromJson, toJson } from '../db/column-values.js';
import type { Db } from '../db/database.js';
import { findAccessTokenCreator } from '../db/repositories/access-tokens-repository.js';
import { deleteApplicationDraftsOfCase } from '../db/repositories/application-drafts-repository.js';
import { appendAuditLog } from '../db/repositories/audit-log-repository.js';
import { listReviewMarks } from '../db/repositories/review-marks-repository.js';
import { findAssessedLevel } from '../db/repositories/risk-repository.js';
import { countUndecidedIssues } from '../db/repositories/screening-issues-repository.js';
import { findUser } from '../db/repositories/users-repository.js';
import { findVerificationState, updateVerificationIfStatus } from '../db/repositories/verifications-repository.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../domain/app-error.js';
import type { RequestedData } from '../domain/completeness-profile.js';
import { localDay, nextReviewDay } from '../domain/review-calendar.js';
import { reviewProgress, type TabChanges, unreviewedTabs } from '../domain/review-progress.js';
import { type AssessedLevel, isAssessedLevel } from '../domain/risk-model.js';
import { uuidv7 } from '../domain/uuid.js';
import type { VerificationStatus } from '../domain/verification-status.js';
import {
  decideTransition,
  fourEyesPerson,
  reviewMarksApplyTo,
  type TransitionChanges,
  type TransitionInput,
  type VerificationEvent,
} from '../domain/verification-transitions.js';
import { dataChangedEvent, eventsForTransition, type WebhookEvent } from '../domain/webhook-events.js';
import { mailDataUpdateRequest } from './customer-mail.js';
import { clearNotApplicableAsked, inviteToAnswer, prepareDataUpdateRequest } from './data-update-request.js';
import { type AccountCalendar, calendarFromRow, dueAtFor } from './review-calendar-settings.js';
import { reassessCase } from './risk-assessment.js';
import { type Actor, actorKey, type ServiceContext } from './service-context.js';
import { enqueueWebhookEvents } from './webhook-outbox.js';

export { actorKey } from './service-context.js';

/**
 * Applies one event to a case: decides it with the pure rules, then writes the new state, the audit-log row and
 * the webhook outbox rows in ONE transaction. A refused event changes nothing.
 */
export async function transitionVerification(
  ctx: ServiceContext,
  actor: Actor,
  verificationId: string,
  event: VerificationEvent,
  input: TransitionInput,
): Promise<void> {
  const delivered = await inTransaction(ctx.db, (trx) =>
    applyTransition(ctx, trx, actor, verificationId, event, input),
  );
  if (delivered > 0) ctx.deliverySignal.notify();
  if (event === 'request_data_update') ctx.mailSignal?.notify();
}

/** Events an undecided screening hit blocks (409 screening_unresolved): QA, completion, rejection. */
const SCREENING_GATED: ReadonlySet<VerificationEvent> = new Set(['qa', 'complete', 'rejected']);

/** The person an actor key stands for in the four-eyes rule (a token's creator, when a user created it). */
async function personBehind(trx: Db, accountId: string, key: string): Promise<string> {
  if (!key.startsWith('token:')) return key;
  return fourEyesPerson(key, await findAccessTokenCreator(trx, accountId, key.slice('token:'.length)));
}

/**
 * The whole of one transition inside the caller's transaction (the portal's submission runs it together with the
 * customer's data). Returns how many webhook deliveries it enqueued; the caller notifies after commit.
 */
export async function applyTransition(
  ctx: ServiceContext,
  trx: Db,
  actor: Actor,
  verificationId: string,
  event: VerificationEvent,
  input: TransitionInput,
  extraEvents: readonly WebhookEvent[] = [],
): Promise<number> {
  const accountId = actor.accountId;
  const state = await findVerificationState(trx, accountId, verificationId);
  if (!state) throw AppError.notFound('Verification');
  const requireReviewMarks = fromBool(state.require_review_marks);
  // The marks as they stand in this transaction: a mark made or cleared meanwhile is seen by the rule. Read only
  // for the events the rule can hold back: every other change (and the webhook bench's) runs no query for them.
  const progress =
    requireReviewMarks && reviewMarksApplyTo(event)
      ? reviewProgress(
          await listReviewMarks(trx, accountId, [verificationId]),
          state.tab_changed_at === null ? {} : fromJson<TabChanges>(state.tab_changed_at),
        )
      : null;
  // Four eyes compares the person behind the actor with the one behind whoever sent the case to QA: with no sender
  // there is nothing to compare (the rule passes), so no token's creator is read for the actor.
  const sentToQaPerson = state.sent_to_qa_by === null ? null : await personBehind(trx, accountId, state.sent_to_qa_by);
  const decision = decideTransition(event, input, {
    status: state.status as VerificationStatus,
    requiresQa: fromBool(state.requires_qa),
    currentAssessment: state.assessment,
    sentToQaBy: state.sent_to_qa_by,
    actorKey: actorKey(actor),
    sentToQaPerson,
    actorPerson: sentToQaPerson === null ? actorKey(actor) : await personBehind(trx, accountId, actorKey(actor)),
    requireReviewMarks,
    unreviewed: progress === null ? [] : unreviewedTabs(progress),
  });
  if (!decision.ok) {
    if (decision.reason === 'validation_failed') throw AppError.validation(decision.details);
    if (decision.reason === 'forbidden') throw new AppError('forbidden', decision.message);
    if (decision.reason === 'review_incomplete') {
      throw new AppError('review_incomplete', decision.message, decision.details);
    }
    throw new AppError('invalid_state_transition', decision.message, [{ field: 'status', message: state.status }]);
  }
  if (SCREENING_GATED.has(event)) {
    const undecided = await countUndecidedIssues(trx, accountId, verificationId);
    if (undecided > 0) {
      throw new AppError(
        'screening_unresolved',
        `${undecided} screening ${undecided === 1 ? 'hit waits' : 'hits wait'} for a decision (True match or False positive)`,
        [{ field: 'issues', message: `${undecided} undecided` }],
      );
    }
  }

  const now = ctx.now();
  const calendar = calendarFromRow(state);
  const calendarChanges = await calendarOnTransition(
    trx,
    actor,
    verificationId,
    decision.from,
    decision.to,
    now,
    calendar,
  );
  if (decision.changes.qa_reviewer_id) {
    await checkQaReviewer(trx, actor, decision.changes.qa_reviewer_id);
  }
  // Starting a review takes the case when nobody has it: the person who starts it is the one working on it.
  const assignee =
    event === 'start' && state.assigned_to === null && actor.type === 'user'
      ? await findUser(trx, accountId, actor.id)
      : undefined;
  const events: WebhookEvent[] = eventsForTransition(verificationId, decision.from, decision.to, now);
  let requestedData: RequestedData | null = null;
  let profileId = state.completeness_profile_id;
  if (event === 'request_data_update') {
    const prepared = await prepareDataUpdateRequest(trx, accountId, verificationId, profileId, input);
    if (prepared.profileChanged) events.push(dataChangedEvent(verificationId, 'completeness_profile', now));
    profileId = prepared.profileId;
    requestedData = prepared.requestedData;
  }

  const applied = await updateVerificationIfStatus(trx, accountId, verificationId, decision.from, {
    status: decision.to,
    updated_at: now,
    ...decision.changes,
    ...(decision.changes.decided_by === undefined ? {} : { decided_at: now }),
    ...(assignee ? { assigned_to: assignee.id } : {}),
    ...(event === 'request_data_update'
      ? {
          completeness_profile_id: profileId,
          requested_data: requestedData === null ? null : toJson(requestedData),
          data_update_comment: input.comment?.trim() || null,
        }
      : {}),
    ...(decision.to === 'in_progress' && decision.from === 'data_update_requested' ? { requested_data: null } : {}),
    ...calendarChanges,
  });
  if (!applied) {
    throw new AppError('invalid_state_transition', 'The verification changed state meanwhile; read it and try again');
  }
  await appendAuditLog(trx, {
    id: uuidv7(),
    account_id: accountId,
    verification_id: verificationId,
    actor_type: actor.type,
    actor_id: actor.id,
    action: `state.${event}`,
    from_state: decision.from,
    to_state: decision.to,
    comment: decision.comment,
    data: toJson({
      // Who decided follows from this entry (and the "sent to QA" before it); the record carries it as `decision`.
      ...withoutDecision(decision.changes),
      ...(event === 'request_data_update' ? { completeness_profile_id: profileId, requested_data: requestedData } : {}),
    }),
    created_at: now,
  });
  if (assignee) {
    await appendAuditLog(trx, {
      id: uuidv7(),
      account_id: accountId,
      verification_id: verificationId,
      actor_type: actor.type,
      actor_id: actor.id,
      action: 'case.assigned',
      from_state: null,
      to_state: null,
      comment: null,
      data: toJson({ from: null, to: { id: assignee.id, name: assignee.name, email: assignee.email } }),
      created_at: now,
    });
  }
  if (event === 'request_data_update' || event === 'cancel_data_update') {
    // A new request starts the customer's answer from the case as it is now; a cancelled one leaves no answer half
    // made for the next.
    await deleteApplicationDraftsOfCase(trx, accountId, verificationId);
  }
  if (event === 'request_data_update') {
    await clearNotApplicableAsked(trx, accountId, verificationId, requestedData);
    if (input.customer_email !== undefined) {
      await inviteToAnswer(trx, actor, verificationId, input.customer_email, profileId, now);
    }
    // The spec: the request "is sent automatically to the customer" — when the case has an invitation.
    await mailDataUpdateRequest(ctx, trx, accountId, verificationId, requestedData, input.comment?.trim() || null, {
      now,
      issuedBy: actorKey(actor),
    });
  }
  return enqueueWebhookEvents(ctx, trx, accountId, verificationId, [...events, ...extraEvents], now);
}

/**
 * The QA reviewer named on "Send to QA" must be someone who can do QA: an active admin or officer of the account,
 * and not the sender (four eyes).
 */
async function checkQaReviewer(trx: Db, actor: Actor, userId: string): Promise<void> {
  const user = await findUser(trx, actor.accountId, userId);
  if (!user || user.deactivated_at !== null) {
    throw AppError.field('qa_reviewer_id', 'no such active user in this account');
  }
  if (user.role === 'viewer') throw AppError.field('qa_reviewer_id', 'viewers have read-only access and cannot do QA');
  if (actor.type === 'user' && actor.id === user.id) {
    throw AppError.field('qa_reviewer_id', 'must be someone other than the one who sends the case to QA (four eyes)');
  }
}

function withoutDecision(changes: TransitionChanges): Omit<TransitionChanges, 'decided_by' | 'qa_by'> {
  const { decided_by: _decidedBy, qa_by: _qaBy, ...rest } = changes;
  return rest;
}

/**
 * What a change of state does to the calendar: the new state's deadline (`due_at`), and on completion the next
 * periodic review from the level that stands (refused for a prohibited level: such a case is never approved).
 * Leaving `completed` (reopen) takes the case off the review calendar until it is completed again.
 */
async function calendarOnTransition(
  trx: Db,
  actor: Actor,
  verificationId: string,
  from: VerificationStatus,
  to: VerificationStatus,
  now: string,
  calendar: AccountCalendar,
): Promise<{ due_at?: string | null; next_review_at?: string | null; overdue_notified_at?: null }> {
  const out: { due_at?: string | null; next_review_at?: string | null; overdue_notified_at?: null } = {};
  if (from !== to) {
    out.due_at = dueAtFor(calendar, to, now);
    out.overdue_notified_at = null;
  }
  if (to === 'completed') {
    let level = await standingRiskLevel(trx, actor.accountId, verificationId);
    if (level === null) {
      // A case from before risk assessment: assessed now, so its review date follows a level like any other's.
      await reassessCase(trx, actor, actor.accountId, verificationId, now);
      level = await standingRiskLevel(trx, actor.accountId, verificationId);
    }
    if (level === 'prohibited') {
      throw new AppError(
        'risk_prohibited',
        'The risk level of this case is prohibited: it cannot be completed (reject it, or override the level with a reason)',
      );
    }
    out.next_review_at =
      level === null ? null : nextReviewDay(localDay(now, calendar.timeZone), level, calendar.intervals);
  } else if (from === 'completed') {
    out.next_review_at = null;
  }
  return out;
}

async function standingRiskLevel(trx: Db, accountId: string, verificationId: string): Promise<AssessedLevel | null> {
  const level = await findAssessedLevel(trx, accountId, verificationId);
  return isAssessedLevel(level) ? level : null;
}

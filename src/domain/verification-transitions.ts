import type { FieldError } from './app-error.js';
import type { RequestedItems } from './data-update-request.js';
import { REVIEW_TAB_LABELS, type UnreviewedTab } from './review-progress.js';
import type { VerificationStatus } from './verification-status.js';

/** Events a client may send through `POST /verifications/{id}/state/{event}` (and the console). */
export const CLIENT_EVENTS = [
  'start',
  'request_data_update',
  'cancel_data_update',
  'request_risk_score_update',
  'cancel_risk_score_update',
  'qa',
  'back_to_compliance',
  'complete',
  'rejected',
  'reopen',
] as const;

/** Events only the system raises: the end of processing, the customer's resubmission, a received risk score. */
export const SYSTEM_EVENTS = ['processing_finished', 'customer_resubmitted', 'risk_score_received'] as const;

export type ClientEvent = (typeof CLIENT_EVENTS)[number];
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];
export type VerificationEvent = ClientEvent | SystemEvent;

export const ASSESSMENTS = ['risk_low', 'risk_medium', 'risk_high'] as const;
export type Assessment = (typeof ASSESSMENTS)[number];

export function isClientEvent(value: string): value is ClientEvent {
  return (CLIENT_EVENTS as readonly string[]).includes(value);
}

/** Which states each event leaves from, and where it goes. The whole life cycle of a case is this table. */
export const TRANSITIONS: Readonly<
  Record<VerificationEvent, { from: readonly VerificationStatus[]; to: VerificationStatus }>
> = {
  processing_finished: { from: ['processing'], to: 'new' },
  start: { from: ['new'], to: 'in_progress' },
  request_data_update: { from: ['in_progress'], to: 'data_update_requested' },
  customer_resubmitted: { from: ['data_update_requested'], to: 'in_progress' },
  cancel_data_update: { from: ['data_update_requested'], to: 'in_progress' },
  request_risk_score_update: { from: ['in_progress'], to: 'recalculate_risk_score' },
  cancel_risk_score_update: { from: ['recalculate_risk_score'], to: 'in_progress' },
  risk_score_received: { from: ['recalculate_risk_score'], to: 'in_progress' },
  qa: { from: ['in_progress'], to: 'qa' },
  back_to_compliance: { from: ['qa'], to: 'in_progress' },
  complete: { from: ['in_progress', 'qa'], to: 'completed' },
  rejected: { from: ['in_progress', 'qa'], to: 'rejected' },
  reopen: { from: ['completed', 'rejected'], to: 'in_progress' },
};

/** What the event's body may carry (already shape-validated: strings are trimmed or absent). */
export interface TransitionInput {
  readonly assessment?: string;
  readonly assessment_comment?: string;
  readonly qa_comment?: string;
  readonly rejection_comment?: string;
  readonly comment?: string;
  readonly completeness_profile_id?: string;
  /** request_data_update: specific items asked for, besides or instead of a profile. */
  readonly requested?: RequestedItems;
  /** request_data_update on a case with no invitation: invite this address to answer in the portal. */
  readonly customer_email?: string;
  /** On qa: the QA reviewer the sender names (a user id; the service checks who it is). */
  readonly qa_reviewer_id?: string;
}

/** The facts about the case and the actor that the guards need. */
export interface TransitionContext {
  readonly status: VerificationStatus;
  readonly requiresQa: boolean;
  /** The assessment the case already carries (set when it was sent to QA). */
  readonly currentAssessment: string | null;
  /** Who sent the case to QA ("token:<id>" or "user:<id>"), as the decision names them. */
  readonly sentToQaBy: string | null;
  /** Who is acting now, in the same form. */
  readonly actorKey: string;
  /**
   * The PERSON behind the sender and the actor, for the four-eyes rule (see fourEyesPerson): a user is
   * "user:<id>", and so is a token a user created (its creator); a token with no creator (made by the operator's
   * CLI) stands for itself ("token:<id>"), the CLI is "cli".
   */
  readonly sentToQaPerson: string | null;
  readonly actorPerson: string;
  /** The account requires every review tab marked reviewed before QA or a decision. */
  readonly requireReviewMarks: boolean;
  /** The tabs that do not stand reviewed now (never marked, or changed since marked). */
  readonly unreviewed: readonly UnreviewedTab[];
}

export interface TransitionChanges {
  readonly assessment?: Assessment;
  readonly assessment_comment?: string;
  readonly qa_comment?: string | null;
  readonly rejection_comment?: string;
  readonly sent_to_qa_by?: string | null;
  /** The QA reviewer named on qa (null when none is named); cleared when QA sends the case back. */
  readonly qa_reviewer_id?: string | null;
  /**
   * Who made the assessment that stands (the sender to QA when the case was decided from QA, else the decider)
   * and who did QA (the decider from QA), as actor keys. A reopened case keeps them until its next decision; the
   * record shows a decision only while the case is completed or rejected.
   */
  readonly decided_by?: string | null;
  readonly qa_by?: string | null;
}

export type TransitionDecision =
  | {
      readonly ok: true;
      readonly from: VerificationStatus;
      readonly to: VerificationStatus;
      readonly changes: TransitionChanges;
      readonly comment: string | null;
    }
  | { readonly ok: false; readonly reason: 'invalid_state_transition'; readonly message: string }
  | { readonly ok: false; readonly reason: 'validation_failed'; readonly details: readonly FieldError[] }
  | { readonly ok: false; readonly reason: 'forbidden'; readonly message: string }
  | {
      readonly ok: false;
      readonly reason: 'review_incomplete';
      readonly message: string;
      readonly details: readonly FieldError[];
    };

/**
 * The person an actor key stands for in the four-eyes rule: a token's creator when a user created it (a token acts
 * for the account, but its creator may not use it to pass their own work), else the actor itself: a user, a token
 * the operator's CLI made (nobody in the account stands behind it, so it counts as a person of its own), the CLI.
 */
export function fourEyesPerson(actorKeyText: string, tokenCreatorId: string | null | undefined): string {
  if (actorKeyText.startsWith('token:') && tokenCreatorId) return `user:${tokenCreatorId}`;
  return actorKeyText;
}

/** The events the review-marks rule holds back: sending to QA and both decisions. */
const REVIEWED_EVENTS: readonly VerificationEvent[] = ['qa', 'complete', 'rejected'];

/** Whether the review-marks rule can hold this event back (QA and the decisions): only then are the marks read. */
export function reviewMarksApplyTo(event: VerificationEvent): boolean {
  return REVIEWED_EVENTS.includes(event);
}

/**
 * Why the review-marks rule holds this event back (naming the tabs, and which changed since they were marked), or
 * null when it does not: the rule is off, the event is not QA or a decision, or every tab stands reviewed.
 */
function reviewBlocker(
  event: VerificationEvent,
  context: TransitionContext,
): { message: string; details: FieldError[] } | null {
  if (!context.requireReviewMarks || !REVIEWED_EVENTS.includes(event) || context.unreviewed.length === 0) return null;
  const names = context.unreviewed.map(
    (t) => `${REVIEW_TAB_LABELS[t.tab]}${t.stale ? ' (changed since it was marked)' : ''}`,
  );
  return {
    message: `Every section must be marked reviewed first. Not reviewed: ${names.join(', ')}`,
    details: context.unreviewed.map((t) => ({
      field: `review.${t.tab}`,
      message: t.stale ? 'changed since it was marked reviewed' : 'not marked reviewed',
    })),
  };
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

function isAssessment(value: string | undefined): value is Assessment {
  return value !== undefined && (ASSESSMENTS as readonly string[]).includes(value);
}

/**
 * Decides an event against the current state: pure, so every state × event pair is unit-tested. It changes
 * nothing; the service applies an accepted decision in one transaction.
 */
export function decideTransition(
  event: VerificationEvent,
  input: TransitionInput,
  context: TransitionContext,
): TransitionDecision {
  const rule = TRANSITIONS[event];
  const from = context.status;
  if (!rule.from.includes(from)) {
    return {
      ok: false,
      reason: 'invalid_state_transition',
      message: `Cannot ${event} a verification in state ${from}; allowed from: ${rule.from.join(', ')}`,
    };
  }
  if (event === 'complete') {
    const blocked = completionBlocker(context);
    if (blocked?.reason === 'invalid_state_transition') return { ok: false, ...blocked };
  }
  if (event === 'rejected') {
    const blocked = fourEyesBlocker(event, context);
    if (blocked !== null) return { ok: false, reason: 'forbidden', message: blocked };
  }
  const incomplete = reviewBlocker(event, context);
  if (incomplete !== null) return { ok: false, reason: 'review_incomplete', ...incomplete };
  const details: FieldError[] = [];
  const changes: { -readonly [K in keyof TransitionChanges]: TransitionChanges[K] } = {};
  let comment: string | null = present(input.comment) ? input.comment.trim() : null;

  switch (event) {
    case 'qa': {
      if (!isAssessment(input.assessment))
        details.push({ field: 'assessment', message: `must be one of: ${ASSESSMENTS.join(', ')}` });
      if (!present(input.assessment_comment)) details.push({ field: 'assessment_comment', message: 'is required' });
      if (details.length === 0) {
        changes.assessment = input.assessment as Assessment;
        changes.assessment_comment = (input.assessment_comment as string).trim();
        changes.sent_to_qa_by = context.actorKey;
        changes.qa_reviewer_id = present(input.qa_reviewer_id) ? input.qa_reviewer_id.trim() : null;
        comment = changes.assessment_comment;
      }
      break;
    }
    case 'back_to_compliance': {
      if (!present(input.qa_comment)) details.push({ field: 'qa_comment', message: 'is required' });
      else {
        changes.qa_comment = input.qa_comment.trim();
        changes.sent_to_qa_by = null;
        changes.qa_reviewer_id = null;
        comment = changes.qa_comment;
      }
      break;
    }
    case 'complete': {
      if (input.assessment !== undefined && !isAssessment(input.assessment)) {
        details.push({ field: 'assessment', message: `must be one of: ${ASSESSMENTS.join(', ')}` });
      } else if (input.assessment === undefined && !isAssessment(context.currentAssessment ?? undefined)) {
        details.push({ field: 'assessment', message: 'is required' });
      }
      const blocked = completionBlocker(context);
      if (blocked !== null) return { ok: false, ...blocked };
      if (details.length === 0 && isAssessment(input.assessment)) changes.assessment = input.assessment;
      if (present(input.assessment_comment)) {
        changes.assessment_comment = input.assessment_comment.trim();
        // The decision's own words belong in the audit entry that records it.
        comment = changes.assessment_comment;
      }
      break;
    }
    case 'rejected': {
      if (!present(input.rejection_comment)) details.push({ field: 'rejection_comment', message: 'is required' });
      else {
        changes.rejection_comment = input.rejection_comment.trim();
        comment = changes.rejection_comment;
      }
      break;
    }
    default:
      break;
  }
  if (details.length > 0) return { ok: false, reason: 'validation_failed', details };
  if (event === 'complete' || event === 'rejected') {
    const fromQa = from === 'qa';
    // From QA the assessment that stands is the sender's; the decider is the QA reviewer. A case sent to QA
    // before senders were recorded falls back to the decider.
    changes.decided_by = fromQa ? (context.sentToQaBy ?? context.actorKey) : context.actorKey;
    changes.qa_by = fromQa ? context.actorKey : null;
  }
  return { ok: true, from, to: rule.to, changes, comment };
}

/** Why the caller may not complete the case although its state allows completion, or null when they may. */
function completionBlocker(
  context: TransitionContext,
): { reason: 'invalid_state_transition' | 'forbidden'; message: string } | null {
  if (context.requiresQa && context.status !== 'qa') {
    return {
      reason: 'invalid_state_transition',
      message: 'This account requires QA: send the verification to qa before completing it',
    };
  }
  const fourEyes = fourEyesBlocker('complete', context);
  if (fourEyes !== null) return { reason: 'forbidden', message: fourEyes };
  return null;
}

/**
 * Four eyes is about people: with QA required, the person who sent the case to QA may not decide it from QA
 * (complete or reject) through any credential, their session or a token they created. Returns the reason, or null.
 */
function fourEyesBlocker(event: 'complete' | 'rejected', context: TransitionContext): string | null {
  if (!context.requiresQa || context.status !== 'qa' || context.sentToQaPerson === null) return null;
  if (context.sentToQaPerson !== context.actorPerson) return null;
  const verb = event === 'complete' ? 'complete' : 'reject';
  return `Four eyes: the person who sent the verification to QA cannot also ${verb} it, with any session or access token of theirs`;
}

export interface CallerEvents {
  /** What the caller can send now (the dialog then asks for the event's fields). */
  readonly allowed: ClientEvent[];
  /** What the state allows but this caller may not, each with the reason to show beside a disabled button. */
  readonly blocked: { readonly event: ClientEvent; readonly reason: string }[];
}

/**
 * The events a caller may send from the case's state: the one transition table and the one four-eyes rule, so the
 * console never keeps its own copy. A caller who may not review (a viewer) gets none.
 */
export function eventsForCaller(context: TransitionContext, canReview: boolean): CallerEvents {
  const allowed: ClientEvent[] = [];
  const blocked: { event: ClientEvent; reason: string }[] = [];
  if (!canReview) return { allowed, blocked };
  for (const event of CLIENT_EVENTS) {
    if (!TRANSITIONS[event].from.includes(context.status)) continue;
    if (event === 'complete') {
      const blocker = completionBlocker(context);
      if (blocker?.reason === 'forbidden') blocked.push({ event, reason: blocker.message });
      if (blocker !== null) continue;
    }
    if (event === 'rejected') {
      const reason = fourEyesBlocker(event, context);
      if (reason !== null) {
        blocked.push({ event, reason });
        continue;
      }
    }
    const incomplete = reviewBlocker(event, context);
    if (incomplete !== null) {
      blocked.push({ event, reason: incomplete.message });
      continue;
    }
    allowed.push(event);
  }
  return { allowed, blocked };
}

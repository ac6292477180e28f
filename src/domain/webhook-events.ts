import type { VerificationStatus } from './verification-status.js';

export const WEBHOOK_EVENT_TYPES = [
  'state_change',
  'application_received',
  'data_changed',
  'process_completed',
  'verification_erased',
  'screening_hit',
  'screening_completed',
  'risk_level_changed',
  'review_due',
  'recurring_case_opened',
  'case_overdue',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export interface WebhookEvent {
  readonly type: WebhookEventType;
  /** The JSON body delivered to the endpoint. */
  readonly payload: Record<string, unknown>;
}

/** The spec's four fields, plus when it happened. */
export function stateChangeEvent(
  verificationId: string,
  prevState: VerificationStatus,
  newState: VerificationStatus,
  occurredAt: string,
): WebhookEvent {
  return {
    type: 'state_change',
    payload: {
      event: 'state_change',
      new_state: newState,
      prev_state: prevState,
      verification_id: verificationId,
      occurred_at: occurredAt,
    },
  };
}

/** Every event one transition causes: the state change, and process_completed when the case closes. */
export function eventsForTransition(
  verificationId: string,
  prevState: VerificationStatus,
  newState: VerificationStatus,
  occurredAt: string,
): WebhookEvent[] {
  const events = [stateChangeEvent(verificationId, prevState, newState, occurredAt)];
  if (newState === 'completed' || newState === 'rejected') {
    events.push({
      type: 'process_completed',
      payload: {
        event: 'process_completed',
        verification_id: verificationId,
        result: newState,
        occurred_at: occurredAt,
      },
    });
  }
  return events;
}

export function applicationReceivedEvent(
  verificationId: string,
  status: VerificationStatus,
  occurredAt: string,
): WebhookEvent {
  return {
    type: 'application_received',
    payload: {
      event: 'application_received',
      verification_id: verificationId,
      new_state: status,
      occurred_at: occurredAt,
    },
  };
}

export function dataChangedEvent(verificationId: string, change: string, occurredAt: string): WebhookEvent {
  return {
    type: 'data_changed',
    payload: { event: 'data_changed', verification_id: verificationId, change, occurred_at: occurredAt },
  };
}

/** A case's personal data was erased: ids and times only, never what was erased. */
export function verificationErasedEvent(verificationId: string, erasedAt: string): WebhookEvent {
  return {
    type: 'verification_erased',
    payload: {
      event: 'verification_erased',
      verification_id: verificationId,
      erased_at: erasedAt,
      occurred_at: erasedAt,
    },
  };
}

/** A new screening hit on a case, or one whose entry or subject changed (a dismissed one back for a decision). */
export function screeningHitEvent(
  verificationId: string,
  issueId: string,
  change: 'new' | 'changed',
  category: string,
  occurredAt: string,
): WebhookEvent {
  return {
    type: 'screening_hit',
    payload: {
      event: 'screening_hit',
      verification_id: verificationId,
      issue_id: issueId,
      change,
      category,
      occurred_at: occurredAt,
    },
  };
}

/** The case's standing risk level changed (a new assessment, an override or its removal). */
export function riskLevelChangedEvent(
  verificationId: string,
  prevLevel: string | null,
  newLevel: string | null,
  occurredAt: string,
): WebhookEvent {
  return {
    type: 'risk_level_changed',
    payload: {
      event: 'risk_level_changed',
      verification_id: verificationId,
      prev_level: prevLevel,
      new_level: newLevel,
      occurred_at: occurredAt,
    },
  };
}

/** A screening of a case finished: how many hits it raised or changed, and how many of the case's wait for a decision. */
export function screeningCompletedEvent(
  verificationId: string,
  counts: { hits: number; undecided: number },
  occurredAt: string,
): WebhookEvent {
  return {
    type: 'screening_completed',
    payload: {
      event: 'screening_completed',
      verification_id: verificationId,
      new_or_changed_hits: counts.hits,
      undecided_hits: counts.undecided,
      occurred_at: occurredAt,
    },
  };
}

/** A completed case's periodic review is `days` away (the account's notice period). */
export function reviewDueEvent(verificationId: string, reviewDay: string, occurredAt: string): WebhookEvent {
  return {
    type: 'review_due',
    payload: {
      event: 'review_due',
      verification_id: verificationId,
      next_review_at: reviewDay,
      occurred_at: occurredAt,
    },
  };
}

/** The review date came: a recurring case was opened from the company's current data. */
export function recurringCaseOpenedEvent(verificationId: string, previousId: string, occurredAt: string): WebhookEvent {
  return {
    type: 'recurring_case_opened',
    payload: {
      event: 'recurring_case_opened',
      verification_id: verificationId,
      previous_verification_id: previousId,
      occurred_at: occurredAt,
    },
  };
}

/** A case stayed in its state past the service level: sent once per entry into the state. */
export function caseOverdueEvent(
  verificationId: string,
  state: string,
  dueAt: string,
  occurredAt: string,
): WebhookEvent {
  return {
    type: 'case_overdue',
    payload: { event: 'case_overdue', verification_id: verificationId, state, due_at: dueAt, occurred_at: occurredAt },
  };
}

import type { VerificationStatus } from './verification-status.js';

export const WEBHOOK_EVENT_TYPES = [
  'state_change',
  'application_received',
  'data_changed',
  'process_completed',
  'verification_erased',
  'screening_hit',
  'screening_completed',
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

import type { VerificationStatus } from './verification-status.js';

export const WEBHOOK_EVENT_TYPES = [
  'state_change',
  'application_received',
  'data_changed',
  'process_completed',
  'verification_erased',
  'risk_level_changed',
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

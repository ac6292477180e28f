// The words the console uses for a case's values. The states and events are the service's
// (docs/interface.md "Case states"); what each caller may do is never decided here (allowed_events is).
import type { BadgeTone } from '../../shared/ui/Badge';
import type { AssessedLevel, Assessment, CaseEvent, RiskLevel, VerificationStatus } from '../api/types';

export const STATUSES = [
  'processing',
  'new',
  'in_progress',
  'data_update_requested',
  'recalculate_risk_score',
  'qa',
  'completed',
  'rejected',
] as const satisfies readonly VerificationStatus[];

/** Every state but the two closed ones: the queue's default tab. */
export const OPEN_STATUSES = STATUSES.filter((s) => s !== 'completed' && s !== 'rejected');

export const STATUS_LABELS: Record<VerificationStatus, string> = {
  processing: 'Processing',
  new: 'Not started',
  in_progress: 'In progress',
  data_update_requested: 'Request for data update',
  recalculate_risk_score: 'Risk score recalculation',
  qa: 'QA',
  completed: 'Completed',
  rejected: 'Rejected',
};

export const STATUS_TONES: Record<VerificationStatus, BadgeTone> = {
  processing: 'neutral',
  new: 'accent',
  in_progress: 'sky',
  data_update_requested: 'amber',
  recalculate_risk_score: 'amber',
  qa: 'violet',
  completed: 'green',
  rejected: 'red',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as VerificationStatus] ?? status;
}

/** The case actions, in the order the action bar shows them; the names are binding (docs/architecture.md). */
export const EVENT_ORDER: readonly CaseEvent[] = [
  'start',
  'qa',
  'complete',
  'back_to_compliance',
  'request_data_update',
  'cancel_data_update',
  'request_risk_score_update',
  'cancel_risk_score_update',
  'reopen',
  'rejected',
];

export const EVENT_LABELS: Record<CaseEvent, string> = {
  start: 'Start review',
  request_data_update: 'Request data update',
  cancel_data_update: 'Cancel data update',
  request_risk_score_update: 'Request risk score update',
  cancel_risk_score_update: 'Cancel risk score update',
  qa: 'Send to QA',
  back_to_compliance: 'Back to compliance',
  complete: 'Complete',
  rejected: 'Reject',
  reopen: 'Reopen',
};

/** What the toast says once an action is done. */
export const EVENT_DONE: Record<CaseEvent, string> = {
  start: 'Review started',
  request_data_update: 'Data update requested from the customer',
  cancel_data_update: 'Data update request cancelled',
  request_risk_score_update: 'Risk score update requested',
  cancel_risk_score_update: 'Risk score update cancelled',
  qa: 'Sent to QA',
  back_to_compliance: 'Sent back to compliance',
  complete: 'Case completed',
  rejected: 'Case rejected',
  reopen: 'Case reopened',
};

export const ASSESSMENT_LABELS: Record<Assessment, string> = {
  risk_low: 'Low risk',
  risk_medium: 'Medium risk',
  risk_high: 'High risk',
};

export const RISK_LABELS: Record<RiskLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const RISK_TONES: Record<RiskLevel, BadgeTone> = { low: 'green', medium: 'amber', high: 'red' };

/** Dossier's own levels; the names are binding (docs/architecture.md). */
export const ASSESSED_LEVELS = ['low', 'medium', 'high', 'prohibited'] as const satisfies readonly AssessedLevel[];
export const ASSESSED_LABELS: Record<AssessedLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  prohibited: 'Prohibited',
};
export const ASSESSED_TONES: Record<AssessedLevel, BadgeTone> = {
  low: 'green',
  medium: 'amber',
  high: 'red',
  prohibited: 'red',
};

export const POSITION_LABELS: Record<string, string> = {
  director: 'Director',
  ceo: 'Chief executive officer',
  cfo: 'Chief financial officer',
  coo: 'Chief operating officer',
  cto: 'Chief technology officer',
  chairman: 'Chair',
  secretary: 'Company secretary',
  shareholder: 'Shareholder',
  ubo: 'Ultimate beneficial owner',
};

/** "chief_compliance_officer" → "Chief compliance officer" for values without a listed label. */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text === '' ? value : text.charAt(0).toUpperCase() + text.slice(1);
}

export function positionLabel(position: string): string {
  return POSITION_LABELS[position] ?? humanize(position);
}

/**
 * The check of a crypto address's ownership proof (its signature of signature_message). The first four are
 * Dossier's own check; the others are what an integrator stated through the API.
 */
export const SIGNATURE_LABELS: Record<string, { label: string; tone: BadgeTone; title: string }> = {
  verified: { label: 'Verified', tone: 'green', title: 'Dossier checked the signature of the message: it is valid' },
  failed: { label: 'Failed', tone: 'red', title: 'Dossier checked the signature of the message: it is not valid' },
  not_provided: { label: 'Not provided', tone: 'neutral', title: 'The customer has not signed the message' },
  unsupported_network: {
    label: 'Unsupported network',
    tone: 'neutral',
    title: 'Dossier cannot check signatures on this network',
  },
  accepted: {
    label: 'Accepted',
    tone: 'green',
    title: 'Stated as accepted by your systems (API); not checked by Dossier',
  },
  rejected: { label: 'Rejected', tone: 'red', title: 'Stated as rejected by your systems (API)' },
  pending: { label: 'Pending', tone: 'amber', title: 'Stated as pending by your systems (API)' },
  not_required: { label: 'Not required', tone: 'neutral', title: 'Stated as not required by your systems (API)' },
};

/** The label and tone of an ownership check; an unknown value shows as it is. */
export function signatureLabel(value: string): { label: string; tone: BadgeTone; title?: string } {
  return SIGNATURE_LABELS[value] ?? { label: value, tone: 'neutral' };
}

/** A crypto address whose ownership proof still needs a look (anything but verified, accepted or not required). */
export function signatureNeedsAttention(value: string): boolean {
  return value !== 'verified' && value !== 'accepted' && value !== 'not_required';
}

/** Every state a case can be in, with the label the console shows. */
export const VERIFICATION_STATUS_LABELS = {
  processing: 'Processing',
  new: 'Not started',
  in_progress: 'In progress',
  data_update_requested: 'Request for data update',
  recalculate_risk_score: 'Risk score recalculation',
  qa: 'QA',
  completed: 'Completed',
  rejected: 'Rejected',
} as const;

export type VerificationStatus = keyof typeof VERIFICATION_STATUS_LABELS;

export const VERIFICATION_STATUSES = Object.keys(VERIFICATION_STATUS_LABELS) as VerificationStatus[];

export function isVerificationStatus(value: string): value is VerificationStatus {
  return Object.hasOwn(VERIFICATION_STATUS_LABELS, value);
}

export const VERIFICATION_TYPES = ['primary', 'recurring'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

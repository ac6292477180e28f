/** The one error catalogue: every code a client can see, and the HTTP status it maps to. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  /** A console session asked for a portal link without e-mail: only tokens (and the operator) may take a link. */
  link_email_only: 403,
  /** A session whose account requires MFA, before its user has set it up: only the set-up routes answer. */
  mfa_setup_required: 403,
  /** A password (sign-in, set-password link, reset) for an account that enforces single sign-on. */
  sso_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  invalid_state_transition: 409,
  /** QA or a decision while the account requires every review tab marked and some are not; `details` names them. */
  review_incomplete: 409,
  /** QA, completion or rejection while a screening hit of the case waits for a decision; `details` counts them. */
  screening_unresolved: 409,
  /** Completing a case whose risk level stands at prohibited: such a case is never approved. */
  risk_prohibited: 409,
  /**
   * An invitation accepted with the account's earlier KYB (the source system's accept) that cannot be: no company
   * prefilled, no completed case of it, or the invitation already submitted, revoked or expired; the message says which.
   */
  invite_not_acceptable: 409,
  /** An erasure asked for while a legal hold stands on the case. */
  legal_hold: 409,
  /** An erasure inside the retention period without a legal basis. */
  retention_period_running: 409,
  /** The case's personal data was erased (or is being erased): its personal resources are gone for good. */
  erased: 410,
  /** A portal link past its expiry, or one whose invitation was revoked: the page says which. */
  link_expired: 410,
  link_revoked: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** A portal submission that lacks what the onboarding profile requires; `details` lists what is missing. */
  application_incomplete: 422,
  /** A data update request with no comment, no onboarding profile and nothing picked: it would ask the customer nothing. */
  data_update_request_empty: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  /** For rate_limited: how long the client should wait (the Retry-After header). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: readonly FieldError[] = [],
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  static validation(details: readonly FieldError[], message = 'The request is not valid'): AppError {
    return new AppError('validation_failed', message, details);
  }

  static field(field: string, message: string): AppError {
    return AppError.validation([{ field, message }]);
  }

  /** Used for missing AND foreign resources alike, so a response never reveals that another account's id exists. */
  static notFound(what: string): AppError {
    return new AppError('not_found', `${what} not found`);
  }

  static unauthorized(): AppError {
    return new AppError('unauthorized', 'A valid access token is required (Authorization: Bearer <token>)');
  }
}

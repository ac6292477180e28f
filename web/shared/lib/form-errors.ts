import { isApiError } from '../api/client';

/** Server field errors keyed by their `details[].field` path (several messages for one field are joined). */
export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details) {
    out[d.field] = out[d.field] === undefined ? d.message : `${out[d.field]}; ${d.message}`;
  }
  return out;
}

/** Capitalises a server field message for display next to its field ("is required" → "Is required"). */
export function sentence(message: string): string {
  return message === '' ? message : message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * The field errors whose path is not among `shown`: they are listed in the form's summary instead, so no
 * server message is ever lost.
 */
export function otherFieldErrors(errors: FieldErrors, shown: (field: string) => boolean): [string, string][] {
  return Object.entries(errors).filter(([field]) => !shown(field));
}

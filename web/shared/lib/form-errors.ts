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

// Schema validator phrasings, said the way a person would.
const PHRASES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^must NOT have fewer than 1 characters?$/i, () => "can't be empty"],
  [/^must NOT have fewer than (\d+) characters$/i, (m) => `use at least ${m[1]} characters`],
  [/^must NOT have more than (\d+) characters$/i, (m) => `use at most ${m[1]} characters`],
  [/^must NOT have fewer than 1 items$/i, () => 'choose at least one'],
  [/^must match format "email"$/i, () => 'enter an email address like name@bank.com'],
  [/^must match format "uri"$/i, () => 'enter a full URL, starting with https://'],
  [/^must be equal to one of the allowed values$/i, () => 'choose one of the listed values'],
  [/^must have required property '([^']+)'$/i, (m) => `${m[1]?.replace(/_/g, ' ')} is required`],
];

/**
 * A server field message as shown next to its field: validator jargon rephrased, first letter capitalised
 * ("must NOT have fewer than 1 characters" → "Can't be empty").
 */
export function sentence(message: string): string {
  let text = message;
  for (const [pattern, say] of PHRASES) {
    const m = pattern.exec(message);
    if (m) {
      text = say(m);
      break;
    }
  }
  return text === '' ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The field errors whose path is not among `shown`: they are listed in the form's summary instead, so no
 * server message is ever lost.
 */
export function otherFieldErrors(errors: FieldErrors, shown: (field: string) => boolean): [string, string][] {
  return Object.entries(errors).filter(([field]) => !shown(field));
}

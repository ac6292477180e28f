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

// The service's validation messages ("must not be empty", "must be at most 500 characters", "must be a URL", …)
// said the way a person would; the older validator phrasings ("must NOT have fewer than 1 characters") too.
const ONE_OF = 'choose one of the listed values';
const URL_HINT = 'enter a full URL, starting with https://';
const EMAIL_HINT = 'enter an email address like name@bank.com';
const PHRASES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^must not be (empty|blank)$/i, () => "can't be empty"],
  [/^must be at least 1 characters?$/i, () => "can't be empty"],
  [/^must be at least (\d+) characters$/i, (m) => `use at least ${m[1]} characters`],
  [/^must be (?:text of )?at most (\d+) characters$/i, (m) => `use at most ${m[1]} characters`],
  [/^must be 1 to (\d+) characters$/i, (m) => `can't be empty or longer than ${m[1]} characters`],
  [/^must have at least 1 items?$/i, () => 'choose at least one'],
  [/^must have at least (\d+) items$/i, (m) => `choose at least ${m[1]}`],
  [/^must have at most (\d+) items$/i, (m) => `choose at most ${m[1]}`],
  [/^must list at least one of: .*$/i, () => 'choose at least one'],
  [/^must be a date \(YYYY-MM-DD\)$/i, () => 'enter a valid date'],
  [/^must be an ISO 8601 timestamp$/i, () => 'enter a valid date and time'],
  [/^must be a URL$/i, () => URL_HINT],
  [/^must be an absolute http or https URL$/i, () => URL_HINT],
  [/^must be an e-?mail address$/i, () => EMAIL_HINT],
  [/^must be one of: .*$/is, () => ONE_OF],
  [/^must NOT have fewer than 1 characters?$/i, () => "can't be empty"],
  [/^must NOT have fewer than (\d+) characters$/i, (m) => `use at least ${m[1]} characters`],
  [/^must NOT have more than (\d+) characters$/i, (m) => `use at most ${m[1]} characters`],
  [/^must NOT have fewer than 1 items$/i, () => 'choose at least one'],
  [/^must match format "email"$/i, () => EMAIL_HINT],
  [/^must match format "uri"$/i, () => URL_HINT],
  [/^must be equal to one of the allowed values$/i, () => ONE_OF],
  [/^must have required property '([^']+)'$/i, (m) => `${m[1]?.replace(/_/g, ' ')} is required`],
];

/**
 * A server field message as shown next to its field: validator jargon rephrased, first letter capitalised
 * ("must not be empty" → "Can't be empty", "must be a URL" → "Enter a full URL, starting with https://").
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

/**
 * The one rule for an e-mail address Dossier accepts, wherever one comes in (users, invitations, intake and the
 * portal's company and people, the mail outbox). Deliberately loose about what may be valid: one `@`, something on
 * each side, a dot in the domain, letters of any script (rūta.kazlauskaitė@…). It refuses what makes an address more
 * than an address: white space and control characters, angle brackets and double quotes (a display name, a quoted
 * local part, markup), commas and semicolons (a list), parentheses (comments), backslashes, brackets and colons
 * (address literals, groups) and backticks. An apostrophe stays allowed: o'neill@… is a real address, and it can
 * neither open a display name nor end a quoted one. Mail to the address proves the rest.
 */
const REFUSED = '\\s\\u0000-\\u001f\\u007f@,;:<>"`()\\[\\]\\\\';
const PART = `[^${REFUSED}]+`;

/** The rule as a regular-expression source, for JSON schemas (`pattern`) and the OpenAPI document. */
export const EMAIL_ADDRESS_PATTERN = `^${PART}@${PART}\\.${PART}$`;
/** The same, or the empty string: optional e-mail fields of the intake that callers send as "". */
export const EMAIL_ADDRESS_OR_EMPTY_PATTERN = `^(?:${PART}@${PART}\\.${PART})?$`;
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

const EMAIL_ADDRESS = new RegExp(EMAIL_ADDRESS_PATTERN, 'u');

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_ADDRESS.test(text);
}

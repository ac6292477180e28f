/**
 * IBAN checks per ISO 13616 / ISO 7064 MOD 97-10: structure, the registered length for the country and the check
 * digits. This catches typing mistakes before a bank account reaches a reviewer; it cannot tell whether the account
 * exists.
 */

/**
 * IBAN length per country, from the SWIFT IBAN Registry (release 98, 2024). Only registered countries are listed:
 * "experimental" IBANs some countries publish are not accepted by SEPA banks, so accepting them would mislead.
 * French overseas departments and territories use FR IBANs, so they need no entries of their own.
 */
// biome-ignore format: a dense table is easier to check against the registry than one entry per line
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** Removes the spaces people type or paste for readability (any whitespace, including no-break spaces) and upper-cases. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(value: string): boolean {
  return ibanError(value) === null;
}

/** What is wrong with an IBAN, as data: the service words it in English, the portal in the customer's language. */
export type IbanProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'characters' }
  | { readonly kind: 'country' }
  | { readonly kind: 'unknown_country'; readonly country: string }
  | { readonly kind: 'check_digits_missing' }
  | { readonly kind: 'length'; readonly country: string; readonly expected: number; readonly actual: number }
  | { readonly kind: 'check_digits' };

/**
 * The first thing wrong with the value as an IBAN, or null when it is valid. Checks run from the coarsest to the
 * finest so the problem named is the first thing to fix. Pure and dependency-free: the portal runs it as the
 * customer types, the service at submission.
 */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = normaliseIban(value);
  if (iban === '') return { kind: 'empty' };
  if (!/^[A-Z0-9]+$/.test(iban)) return { kind: 'characters' };
  if (!/^[A-Z]{2}/.test(iban)) return { kind: 'country' };
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return { kind: 'unknown_country', country };
  if (!/^[A-Z]{2}[0-9]{2}/.test(iban)) return { kind: 'check_digits_missing' };
  if (iban.length !== length) return { kind: 'length', country, expected: length, actual: iban.length };
  // 00, 01 and 99 are never produced by the algorithm (it yields 02–98) but 01/98, 00/97 and 99/02 share a
  // remainder, so without this an IBAN with check digits 01 would pass where 98 is right.
  const checkDigits = iban.slice(2, 4);
  if (checkDigits === '00' || checkDigits === '01' || checkDigits === '99') return { kind: 'check_digits' };
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return { kind: 'check_digits' };
  return null;
}

/** Why the value is not a valid IBAN, as a sentence fragment to show next to the field, or null when it is valid. */
export function ibanError(value: string): string | null {
  const problem = ibanProblem(value);
  switch (problem?.kind) {
    case undefined:
      return null;
    case 'empty':
      return 'the IBAN is empty';
    case 'characters':
      return 'an IBAN contains only letters and digits';
    case 'country':
      return 'an IBAN starts with a two-letter country code';
    case 'unknown_country':
      return `unknown country code ${problem.country}`;
    case 'check_digits_missing':
      return 'the country code must be followed by two check digits';
    case 'length':
      return `${problem.country} IBANs have ${problem.expected} characters, this one has ${problem.actual}`;
    case 'check_digits':
      return 'the check digits do not match';
  }
}

/**
 * Remainder modulo 97 of the number formed by replacing each letter with 10–35, computed digit by digit so a
 * 34-character IBAN never needs more than Number precision.
 */
function mod97(text: string): number {
  let remainder = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    remainder = c <= 57 ? (remainder * 10 + (c - 48)) % 97 : (remainder * 100 + (c - 55)) % 97;
  }
  return remainder;
}

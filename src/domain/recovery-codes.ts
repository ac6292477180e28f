import { randomBytes } from 'node:crypto';
import { sha256Hex } from './random-token.js';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L: a code is read off paper and typed. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** One code: 10 characters (about 50 bits), shown as two groups, "ABCDE-FGHJK". */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normalizeRecoveryCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** Only this is stored, like every other secret a person presents later. */
export function recoveryCodeHash(text: string): string {
  return sha256Hex(`mfa-recovery:${normalizeRecoveryCode(text)}`);
}

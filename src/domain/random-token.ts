import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 256 bits. */
export const RANDOM_TOKEN_LENGTH = 43;

function base62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (out.length < RANDOM_TOKEN_LENGTH) {
    out = ALPHABET[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out;
}

/**
 * A secret a person or program presents later (access token, session id, set-password link): a recognisable
 * prefix and 256 random bits in base62. Only its SHA-256 is ever stored.
 */
export function generateRandomToken(prefix: string): { readonly token: string; readonly hash: string } {
  const token = prefix + base62(randomBytes(32));
  return { token, hash: sha256Hex(token) };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** True when the text has the prefix and exactly the base62 body, so a lookup never runs on garbage. */
export function hasRandomTokenShape(text: string, prefix: string): boolean {
  if (text.length !== prefix.length + RANDOM_TOKEN_LENGTH || !text.startsWith(prefix)) return false;
  for (let i = prefix.length; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const isDigit = c >= 48 && c <= 57;
    const isUpper = c >= 65 && c <= 90;
    const isLower = c >= 97 && c <= 122;
    if (!isDigit && !isUpper && !isLower) return false;
  }
  return true;
}

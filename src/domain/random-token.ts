import * as crypto from 'node:crypto';

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
  const token = prefix + base62(crypto.randomBytes(32));
  return { token, hash: sha256Hex(token) };
}

/** crypto.hash (Node 20.12 and later): one call, about half the cost of a Hash object; it runs on every request. */
const oneShotHash = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

export const sha256Hex: (text: string) => string =
  typeof oneShotHash === 'function'
    ? (text) => oneShotHash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text).digest('hex');

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

import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'dsr_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 256 bits. */
const BODY_LENGTH = 43;
const TOKEN_PATTERN = /^dsr_[0-9A-Za-z]{43}$/;

function base62(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (out.length < BODY_LENGTH) {
    out = ALPHABET[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out;
}

export interface NewAccessToken {
  /** Shown to the user once and never stored. */
  readonly token: string;
  readonly hash: string;
  /** The first characters, kept so a user can tell tokens apart in a list. */
  readonly displayPrefix: string;
}

export function generateAccessToken(): NewAccessToken {
  const token = TOKEN_PREFIX + base62(randomBytes(32));
  return { token, hash: hashAccessToken(token), displayPrefix: token.slice(0, 10) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Checks the shape only; a well-formed token can still be unknown or revoked. */
export function isWellFormedAccessToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** Extracts the token from an Authorization header value, or null when the header is absent or not Bearer. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  return match ? (match[1] as string) : null;
}

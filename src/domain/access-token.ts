import { generateRandomToken, hasRandomTokenShape, sha256Hex } from './random-token.js';

export const TOKEN_PREFIX = 'dsr_';

export interface NewAccessToken {
  /** Shown to the user once and never stored. */
  readonly token: string;
  readonly hash: string;
  /** The first characters, kept so a user can tell tokens apart in a list. */
  readonly displayPrefix: string;
}

export function generateAccessToken(): NewAccessToken {
  const { token, hash } = generateRandomToken(TOKEN_PREFIX);
  return { token, hash, displayPrefix: token.slice(0, 10) };
}

export function hashAccessToken(token: string): string {
  return sha256Hex(token);
}

/** Checks the shape only; a well-formed token can still be unknown or revoked. */
export function isWellFormedAccessToken(token: string): boolean {
  return hasRandomTokenShape(token, TOKEN_PREFIX);
}

/** Extracts the token from an Authorization header value, or null when the header is absent or not Bearer. */
export function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(header);
  return match ? (match[1] as string) : null;
}

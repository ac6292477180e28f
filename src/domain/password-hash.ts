import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export const PASSWORD_MIN_LENGTH = 12;
/** Bounds the work an attacker can ask of scrypt's input hashing. */
export const PASSWORD_MAX_LENGTH = 1024;

/** Today's cost (about 50 ms here). The parameters live in each hash, so raising them later keeps old hashes valid. */
const CURRENT = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const HASH_PATTERN = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; allow that much and a margin instead of Node's 32 MB default.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N=…,r=…,p=…$<salt>$<key>`, base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, CURRENT);
  return `scrypt$N=${CURRENT.N},r=${CURRENT.r},p=${CURRENT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Compares in constant time. A malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (params.N > 2 ** 20 || params.r > 32 || params.p > 16) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A hash no password matches, checked when the e-mail is unknown so a sign-in takes as long for a stranger as
 * for a user: the timing reveals nothing about which e-mails exist.
 */
export const UNMATCHABLE_PASSWORD_HASH = `scrypt$N=${CURRENT.N},r=${CURRENT.r},p=${CURRENT.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

/** Field errors for a new password (empty when acceptable). */
export function passwordProblems(password: string): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return [`must be at least ${PASSWORD_MIN_LENGTH} characters`];
  if (password.length > PASSWORD_MAX_LENGTH) return [`must be at most ${PASSWORD_MAX_LENGTH} characters`];
  if (password.trim() === '') return ['must not be blank'];
  return [];
}

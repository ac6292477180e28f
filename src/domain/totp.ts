import { timingSafeEqual } from 'node:crypto';
import { generateSecret, generateSync, generateURI } from 'otplib';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off, or a code typed as it rolls over, still works. */
export const TOTP_WINDOW_STEPS = 1;

/** 20 random bytes (160 bits), in Base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI the set-up QR code carries. */
export function totpUri(secret: string, label: string, issuer: string): string {
  return generateURI({ issuer, label, secret });
}

export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCodeAt(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * TOTP_PERIOD_SECONDS });
}

/** Digits only: authenticator apps show "123 456", people paste it with the space. */
export function normalizeTotpCode(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * The time step the code belongs to, or null when it matches none of now ±1 step, or only steps at or before
 * `lastUsedStep` (a replay: the same code, or an older one, after a newer one was accepted).
 */
export function matchTotpCode(secret: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  const presented = normalizeTotpCode(code);
  if (!/^\d{6}$/.test(presented)) return null;
  const current = totpStepAt(nowMs);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not tell which step matched.
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    const equal = timingSafeEqual(Buffer.from(totpCodeAt(secret, step)), Buffer.from(presented));
    if (equal && (lastUsedStep === null || step > lastUsedStep) && matched === null) matched = step;
  }
  return matched;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A Standard Webhooks secret: `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret,
    'base64',
  );
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per Standard Webhooks. */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The webhook-signature header: one signature per active secret, space-separated (rotation sends both). */
export function signatureHeader(
  secrets: readonly string[],
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets.map((s) => signWebhook(s, messageId, timestampSeconds, body)).join(' ');
}

export function verifyWebhookSignature(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
  header: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, messageId, timestampSeconds, body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

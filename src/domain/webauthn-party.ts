import { randomBytes } from 'node:crypto';

/** Who the passkeys belong to: the browser binds each credential to the RP ID and signs the page's origin. */
export interface RelyingParty {
  /** The host name of DOSSIER_PUBLIC_URL (no scheme, no port): passkeys work on it and its subdomains only. */
  readonly id: string;
  /** The origin of DOSSIER_PUBLIC_URL: the only origin whose signatures are accepted. */
  readonly origin: string;
  readonly name: string;
}

/**
 * The relying party follows the public URL, so a passkey made on https://dossier.bank.example works there and
 * nowhere else. Changing DOSSIER_PUBLIC_URL's host makes existing passkeys unusable (they stay listed and removable).
 */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname.replace(/^\[|\]$/g, ''), origin: url.origin, name: 'Dossier' };
}

/** A fresh challenge: 32 random bytes, base64url, as the browser will echo it in clientDataJSON. */
export function newWebAuthnChallenge(): { readonly bytes: Uint8Array<ArrayBuffer>; readonly text: string } {
  const bytes = randomBytes(32);
  return { bytes: Uint8Array.from(bytes), text: bytes.toString('base64url') };
}

/**
 * The challenge a WebAuthn response answers, read from its clientDataJSON (base64url JSON), or null when it is not
 * readable. Not yet trusted: it only finds the server's record, and the signature check then covers it.
 */
export function challengeOfClientData(clientDataJson: unknown): string | null {
  if (typeof clientDataJson !== 'string' || clientDataJson.length > 4096) return null;
  try {
    const data = JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(data.challenge) ? data.challenge : null;
  } catch {
    return null;
  }
}

/** The WebAuthn user handle of a user: the 16 bytes of their UUID (never the e-mail, which browsers may show). */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(userId.replace(/-/g, ''), 'hex'));
}

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for integration tests that speak to the API without a browser: one ES256
 * key per credential, "none" attestation, user presence and verification always given. Its signature counter can be
 * set back, to play a cloned key.
 */

// ——— the little CBOR that attestation objects and COSE keys need ———
type Cbor = number | string | Uint8Array | CborMap | CborRecord;
interface CborMap extends Map<Cbor, Cbor> {}
interface CborRecord {
  [key: string]: Cbor;
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export interface SoftwareCredential {
  readonly id: string;
  readonly privateKey: KeyObject;
  readonly userHandle: string;
  counter: number;
}

export interface RegistrationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
}

export interface AuthenticationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  clientExtensionResults: Record<string, never>;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
}

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {}

  /** Answers navigator.credentials.create(): a new credential over the server's challenge. */
  register(options: { challenge: string; user: { id: string } }, challenge = options.challenge): RegistrationJson {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]);
    const credentialId = randomBytes(32);
    const lengthBytes = Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4), // counter 0
      Buffer.alloc(16), // AAGUID
      lengthBytes,
      credentialId,
      cbor(coseKey),
    ]);
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge, origin: this.origin, crossOrigin: false });
    const credential: SoftwareCredential = {
      id: b64url(credentialId),
      privateKey,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
    };
  }

  /** Answers navigator.credentials.get() with the given credential (the counter moves on first). */
  assert(credential: SoftwareCredential, challenge: string): AuthenticationJson {
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([sha256(this.rpId), Buffer.from([0x05]), counter]);
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin: this.origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientData)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}

/** A challenge no server gave: the right shape, unknown to anyone. */
export function strayChallenge(): string {
  return b64url(randomBytes(32));
}

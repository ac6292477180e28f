/**
 * Proof that a customer controls a crypto address: the customer signs a message we choose (naming the account that
 * asks, the address, a nonce and the date) with the address's key, and we verify the signature offline. Each network
 * family has its own wallet-level "sign message" convention, so the scheme follows the network code.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type BitcoinMessage from 'bitcoinjs-message';
import bs58 from 'bs58';

export const OWNERSHIP_VERIFICATIONS = ['not_provided', 'verified', 'failed', 'unsupported_network'] as const;
export type OwnershipVerification = (typeof OWNERSHIP_VERIFICATIONS)[number];

export type OwnershipScheme = 'eip191' | 'bip137' | 'ed25519';

/**
 * Networks whose addresses are Ethereum-style (keccak of a secp256k1 key) and whose wallets (MetaMask, Ledger,
 * Rabby, WalletConnect wallets…) sign with the same EIP-191 personal_sign on every chain: Ethereum and Ethereum
 * Classic, the L2s (Arbitrum, Base, Optimism, Linea, zkSync Era, Scroll, Blast, Mantle), and the EVM L1s/sidechains
 * (Avalanche C-Chain, BNB Smart Chain, Polygon under its old and new tickers, Fantom, Gnosis, Celo).
 */
const EVM_NETWORKS: ReadonlySet<string> = new Set([
  'ETH',
  'ETC',
  'ARB',
  'AVAX',
  'BASE',
  'BSC',
  'BNB',
  'MATIC',
  'POL',
  'OP',
  'FTM',
  'GNO',
  'LINEA',
  'ZKSYNC',
  'SCROLL',
  'CELO',
  'BLAST',
  'MNT',
]);

/**
 * Which signature scheme proves control of an address on this network (case-insensitive network code), or null
 * when we cannot verify one:
 * - eip191: personal_sign, what every EVM wallet produces for "sign message";
 * - bip137: the Bitcoin Core / Electrum "signmessage" format (base64, header byte + compact ECDSA), which hardware
 *   and software wallets also produce for segwit addresses;
 * - ed25519: Solana wallets' signMessage (Phantom, Solflare, Backpack) is a plain ed25519 signature over the bytes.
 */
export function ownershipScheme(addressType: string): OwnershipScheme | null {
  const code = addressType.trim().toUpperCase();
  if (EVM_NETWORKS.has(code)) return 'eip191';
  if (code === 'BTC') return 'bip137';
  if (code === 'SOL') return 'ed25519';
  return null;
}

/**
 * The text the customer's wallet shows and signs. It names who asks so the signature cannot be replayed to another
 * institution, and carries a nonce and the date so an old signature cannot be replayed later. Every field is put on
 * one line so that no value (the address in particular, which the customer typed) can forge an extra line.
 */
export function ownershipMessage(input: {
  accountName: string;
  address: string;
  addressType: string;
  nonce: string;
  date: string;
}): string {
  return [
    `${oneLine(input.accountName)} asks you to prove that you control this address.`,
    '',
    `Address: ${oneLine(input.address)}`,
    `Network: ${oneLine(input.addressType).toUpperCase()}`,
    `Nonce: ${oneLine(input.nonce)}`,
    `Date: ${calendarDate(input.date)}`,
    '',
    'Signing this message does not send a transaction and costs no fee.',
  ].join('\n');
}

/** 128 random bits, hex: enough that a signature for one request is never valid for another. */
export function newOwnershipNonce(): string {
  return randomBytes(16).toString('hex');
}

/**
 * Checks the customer's signature of `message` for `address`. Never throws: anything malformed (address, signature,
 * encoding) is simply not a proof, so it is 'failed'; only a network we have no scheme for is 'unsupported_network'.
 */
export function verifyOwnershipSignature(input: {
  addressType: string;
  address: string;
  message: string;
  signature: string;
}): 'verified' | 'failed' | 'unsupported_network' {
  const scheme = ownershipScheme(input.addressType);
  if (scheme === null) return 'unsupported_network';
  const address = input.address.trim();
  const signature = input.signature.trim();
  let ok = false;
  try {
    if (scheme === 'eip191') ok = verifyEip191(address, input.message, signature);
    else if (scheme === 'bip137') ok = verifyBip137(address, input.message, signature);
    else ok = verifyEd25519(address, input.message, signature);
  } catch {
    ok = false;
  }
  return ok ? 'verified' : 'failed';
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const EVM_SIGNATURE = /^(?:0x)?[0-9a-fA-F]{130}$/;

/**
 * EIP-191 version 0x45 (personal_sign): keccak256("\x19Ethereum Signed Message:\n" + byte length + message), signed
 * as r‖s‖v. The address is recovered from the signature rather than verified against a public key, because an EVM
 * address is only a hash of the key.
 */
function verifyEip191(address: string, message: string, signature: string): boolean {
  if (!EVM_ADDRESS.test(address) || !EVM_SIGNATURE.test(signature)) return false;
  if (!hasValidEip55Checksum(address)) return false;
  const bytes = Buffer.from(signature.replace(/^0x/, ''), 'hex');
  const v = bytes[64] ?? -1;
  // Most wallets emit v = 27/28 (Ethereum's legacy encoding); some hardware wallets emit the bare recovery id 0/1.
  const recovery = v === 27 || v === 28 ? v - 27 : v === 0 || v === 1 ? v : -1;
  if (recovery < 0) return false;
  const messageBytes = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${messageBytes.length}`);
  const hash = keccak_256(concat(prefix, messageBytes));
  const publicKey = secp256k1.Signature.fromBytes(bytes.subarray(0, 64), 'compact')
    .addRecoveryBit(recovery)
    .recoverPublicKey(hash)
    .toBytes(false);
  const recovered = keccak_256(publicKey.subarray(1)).subarray(12);
  return Buffer.from(recovered).toString('hex') === address.slice(2).toLowerCase();
}

/**
 * An all-lower or all-upper address carries no checksum; a mixed-case one is EIP-55 and a wrong case pattern means
 * a mistyped address, which must not be "proven" just because the bytes happen to match case-insensitively.
 */
function hasValidEip55Checksum(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex.toLowerCase()))).toString('hex');
  for (let i = 0; i < hex.length; i++) {
    const c = hex.charAt(i);
    if (c.toLowerCase() === c.toUpperCase()) continue;
    const upper = Number.parseInt(hash.charAt(i), 16) >= 8;
    if ((c === c.toUpperCase()) !== upper) return false;
  }
  return true;
}

/**
 * BIP-137 via bitcoinjs-message, which reads the address type (P2PKH, P2SH-P2WPKH, P2WPKH) from the header byte.
 * Electrum, Trezor and Sparrow sign segwit addresses with the plain "compressed P2PKH" header (31–34), so for that
 * header we also let the key match a segwit address derived from it (bitcoinjs-message's checkSegwitAlways).
 */
function verifyBip137(address: string, message: string, signature: string): boolean {
  const bytes = decodeBase64(signature);
  if (bytes === null || bytes.length !== 65) return false;
  const header = bytes[0] ?? 0;
  const compressedLegacyHeader = header >= 31 && header <= 34;
  // Loaded on the first Bitcoin signature: it pulls in a whole elliptic-curve stack the service rarely needs.
  const bitcoinMessage = createRequire(import.meta.url)('bitcoinjs-message') as typeof BitcoinMessage;
  return bitcoinMessage.verify(message, address, Buffer.from(bytes), undefined, compressedLegacyHeader);
}

/**
 * Solana: the address is the base58 ed25519 public key, and wallets sign the UTF-8 message bytes as they are. Apps
 * hand the 64-byte signature over as base58 (Solana's usual text form) or base64; a string can be valid in both
 * alphabets, so each decoding that gives 64 bytes is tried.
 */
function verifyEd25519(address: string, message: string, signature: string): boolean {
  const publicKey = decodeBase58(address);
  if (publicKey === null || publicKey.length !== 32) return false;
  const messageBytes = new TextEncoder().encode(message);
  const candidates = [decodeBase58(signature), decodeBase64(signature)];
  return candidates.some((sig) => sig !== null && sig.length === 64 && ed25519.verify(sig, messageBytes, publicKey));
}

function decodeBase58(text: string): Uint8Array | null {
  try {
    return text === '' ? null : bs58.decode(text);
  } catch {
    return null;
  }
}

/** Strict alphabet check first, because Buffer's base64 decoder silently skips characters it does not know. */
function decodeBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  return new Uint8Array(Buffer.from(text, 'base64'));
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

/** YYYY-MM-DD, from either a calendar date or the date part of an ISO timestamp. */
function calendarDate(date: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(date.trim());
  if (!match?.[1]) throw new RangeError(`ownership message date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  return match[1];
}

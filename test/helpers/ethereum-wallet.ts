import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/** An Ethereum address of a secret key: the last 20 bytes of keccak256 of the uncompressed public key. */
export function evmAddress(secretKey: Uint8Array): string {
  const publicKey = secp256k1.getPublicKey(secretKey, false);
  return `0x${Buffer.from(keccak_256(publicKey.subarray(1)).subarray(12)).toString('hex')}`;
}

/** What a wallet's personal_sign (EIP-191) returns for a message: r‖s‖v in hex. */
export function personalSign(message: string, secretKey: Uint8Array, vOffset = 27): string {
  const bytes = new TextEncoder().encode(message);
  const digest = keccak_256(
    Buffer.concat([Buffer.from(`\x19Ethereum Signed Message:\n${bytes.length}`, 'utf8'), Buffer.from(bytes)]),
  );
  // noble's 'recovered' format is recovery‖r‖s; personal_sign is r‖s‖v.
  const sig = secp256k1.sign(digest, secretKey, { prehash: false, format: 'recovered' });
  return `0x${Buffer.from(sig.subarray(1)).toString('hex')}${((sig[0] ?? 0) + vOffset).toString(16).padStart(2, '0')}`;
}

/** A wallet with a fresh random key, as a customer's would be. */
export function newEthereumWallet(): { address: string; sign(message: string): string } {
  const key = secp256k1.utils.randomSecretKey();
  return { address: evmAddress(key), sign: (message) => personalSign(message, key) };
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
// bech32 is bitcoinjs-message's own dependency; it encodes the segwit test addresses the way wallets do.
import bech32 from 'bech32';
import bitcoinMessage from 'bitcoinjs-message';
import bs58 from 'bs58';
import {
  newOwnershipNonce,
  OWNERSHIP_VERIFICATIONS,
  ownershipMessage,
  ownershipScheme,
  verifyOwnershipSignature,
} from '../../src/domain/crypto-ownership.js';
import { evmAddress, personalSign } from '../helpers/ethereum-wallet.js';

const MESSAGE = ownershipMessage({
  accountName: 'Northwind Bank',
  address: 'the address',
  addressType: 'eth',
  nonce: '3f1c2a9b8e7d6c5b4a3928170f0e0d0c',
  date: '2026-11-23',
});
const OTHER_MESSAGE = MESSAGE.replace('2026-11-23', '2026-11-24');

/** Signatures that are not signatures at all, for each encoding: none may throw, all must fail. */
function malformed(good: string): string[] {
  return ['', '   ', 'garbage', '0x', '!!!!', good.slice(0, -6), `${good}00`, good.replace(/[0-9A-Za-z]/, '\u00e9')];
}

function assertRejectsMalformed(addressType: string, address: string, good: string): void {
  for (const signature of malformed(good)) {
    assert.equal(
      verifyOwnershipSignature({ addressType, address, message: MESSAGE, signature }),
      'failed',
      JSON.stringify(signature),
    );
  }
}

// --- EVM -----------------------------------------------------------------------------------------------------

function eip55(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex))).toString('hex');
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? hex.charAt(i).toUpperCase() : hex.charAt(i);
  }
  return out;
}

describe('verifyOwnershipSignature: EIP-191 personal_sign', () => {
  const key = secp256k1.utils.randomSecretKey();
  const address = evmAddress(key);
  const otherAddress = evmAddress(secp256k1.utils.randomSecretKey());
  const signature = personalSign(MESSAGE, key);
  const check = (over: Partial<Parameters<typeof verifyOwnershipSignature>[0]>) =>
    verifyOwnershipSignature({ addressType: 'ETH', address, message: MESSAGE, signature, ...over });

  it('derives addresses and hashes like ethers (known vectors)', () => {
    const known = Buffer.from('0123456789012345678901234567890123456789012345678901234567890123', 'hex');
    assert.equal(eip55(evmAddress(known)), '0x14791697260E4c9A71f18484C9f997B308e59325');
    assert.equal(
      Buffer.from(keccak_256(new TextEncoder().encode('\x19Ethereum Signed Message:\n11Hello World'))).toString('hex'),
      'a1de988600a42c4b4ab089b619297c17d53cffae5d5120d82d8a92d0bb3b78f2',
    );
  });

  it('verifies a good signature, on any EVM network, lower-case, checksummed or upper-case address', () => {
    assert.equal(check({}), 'verified');
    assert.equal(check({ addressType: 'base' }), 'verified');
    assert.equal(check({ addressType: 'MATIC' }), 'verified');
    assert.equal(check({ address: eip55(address) }), 'verified');
    assert.equal(check({ address: `0x${address.slice(2).toUpperCase()}` }), 'verified');
  });

  it('accepts v as 0/1 as well as 27/28, and whitespace around the signature', () => {
    assert.equal(check({ signature: personalSign(MESSAGE, key, 0) }), 'verified');
    assert.equal(check({ signature: `  ${signature}\n` }), 'verified');
    assert.equal(check({ signature: signature.slice(2) }), 'verified');
  });

  it('fails for a wrong message or another key’s address', () => {
    assert.equal(check({ message: OTHER_MESSAGE }), 'failed');
    assert.equal(check({ address: otherAddress }), 'failed');
  });

  it('fails for a mixed-case address whose EIP-55 checksum is wrong', () => {
    const good = eip55(address);
    const i = good.slice(2).search(/[a-fA-F]/) + 2;
    const c = good.charAt(i);
    const flipped = good.slice(0, i) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + good.slice(i + 1);
    assert.notEqual(flipped.slice(2), flipped.slice(2).toLowerCase(), 'still mixed case');
    assert.equal(check({ address: flipped }), 'failed');
    assert.equal(check({ address: flipped }), 'failed');
  });

  it('fails for a bad v, a malformed address or a malformed signature without throwing', () => {
    assert.equal(check({ signature: `${signature.slice(0, -2)}1d` }), 'failed');
    assert.equal(check({ signature: `${signature.slice(0, -2)}25` }), 'failed');
    assert.equal(check({ signature: `0x${'00'.repeat(65)}` }), 'failed');
    assert.equal(check({ signature: `0x${'ff'.repeat(64)}1b` }), 'failed');
    assert.equal(check({ address: address.slice(0, -2) }), 'failed');
    assert.equal(check({ address: 'not an address' }), 'failed');
    assertRejectsMalformed('ETH', address, signature);
  });
});

// --- Bitcoin -------------------------------------------------------------------------------------------------

function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

function base58check(version: number, payload: Uint8Array): string {
  const body = Buffer.concat([Buffer.of(version), Buffer.from(payload)]);
  return bs58.encode(Buffer.concat([body, Buffer.from(sha256(sha256(body)).subarray(0, 4))]));
}

function bitcoinAddresses(secretKey: Uint8Array) {
  const compressed = secp256k1.getPublicKey(secretKey, true);
  const keyHash = hash160(compressed);
  return {
    p2pkh: base58check(0x00, keyHash),
    p2pkhUncompressed: base58check(0x00, hash160(secp256k1.getPublicKey(secretKey, false))),
    p2shP2wpkh: base58check(0x05, hash160(Buffer.concat([Buffer.of(0x00, 0x14), Buffer.from(keyHash)]))),
    p2wpkh: bech32.encode('bc', [0, ...bech32.toWords(Buffer.from(keyHash))]),
  };
}

describe('verifyOwnershipSignature: BIP-137 Bitcoin signed message', () => {
  const key = secp256k1.utils.randomSecretKey();
  const addresses = bitcoinAddresses(key);
  const other = bitcoinAddresses(secp256k1.utils.randomSecretKey());
  const sign = (message: string, options?: { segwitType: 'p2wpkh' | 'p2sh(p2wpkh)' }, compressed = true) =>
    bitcoinMessage.sign(message, Buffer.from(key), compressed, options).toString('base64');
  const check = (address: string, signature: string, message = MESSAGE) =>
    verifyOwnershipSignature({ addressType: 'btc', address, message, signature });

  it('verifies the bitcoinjs-message README vector', () => {
    const message = 'This is an example of a signed message.';
    const signature = 'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=';
    assert.equal(check('1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV', signature, message), 'verified');
    assert.equal(check('1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV', signature, `${message}!`), 'failed');
  });

  it('verifies P2PKH (compressed and uncompressed), P2SH-P2WPKH and P2WPKH signatures', () => {
    assert.match(addresses.p2pkh, /^1/);
    assert.match(addresses.p2shP2wpkh, /^3/);
    assert.match(addresses.p2wpkh, /^bc1q/);
    assert.equal(check(addresses.p2pkh, sign(MESSAGE)), 'verified');
    assert.equal(check(addresses.p2pkhUncompressed, sign(MESSAGE, undefined, false)), 'verified');
    assert.equal(check(addresses.p2shP2wpkh, sign(MESSAGE, { segwitType: 'p2sh(p2wpkh)' })), 'verified');
    assert.equal(check(addresses.p2wpkh, sign(MESSAGE, { segwitType: 'p2wpkh' })), 'verified');
    assert.equal(check(addresses.p2wpkh, ` ${sign(MESSAGE, { segwitType: 'p2wpkh' })}\n`), 'verified');
  });

  it('verifies Electrum/Trezor-style signatures of segwit addresses with the plain compressed header', () => {
    assert.equal(check(addresses.p2wpkh, sign(MESSAGE)), 'verified');
    assert.equal(check(addresses.p2shP2wpkh, sign(MESSAGE)), 'verified');
  });

  it('fails for a wrong message or another key’s address', () => {
    assert.equal(check(addresses.p2pkh, sign(MESSAGE), OTHER_MESSAGE), 'failed');
    assert.equal(check(addresses.p2wpkh, sign(MESSAGE, { segwitType: 'p2wpkh' }), OTHER_MESSAGE), 'failed');
    assert.equal(check(other.p2pkh, sign(MESSAGE)), 'failed');
    assert.equal(check(other.p2wpkh, sign(MESSAGE)), 'failed');
    assert.equal(check(other.p2shP2wpkh, sign(MESSAGE, { segwitType: 'p2sh(p2wpkh)' })), 'failed');
    // An uncompressed-key signature does not prove the compressed key's address, and vice versa.
    assert.equal(check(addresses.p2pkh, sign(MESSAGE, undefined, false)), 'failed');
    assert.equal(check(addresses.p2pkhUncompressed, sign(MESSAGE)), 'failed');
  });

  it('fails for a malformed address or signature without throwing', () => {
    const signature = sign(MESSAGE);
    assert.equal(check('1NotARealAddress', signature), 'failed');
    assert.equal(check('bc1qnotbech32', signature), 'failed');
    assert.equal(check('', signature), 'failed');
    assert.equal(check(addresses.p2pkh, Buffer.alloc(65).toString('base64')), 'failed');
    assert.equal(check(addresses.p2pkh, Buffer.alloc(65, 0xff).toString('base64')), 'failed');
    assertRejectsMalformed('BTC', addresses.p2pkh, signature);
  });
});

// --- Solana --------------------------------------------------------------------------------------------------

describe('verifyOwnershipSignature: Solana ed25519 signMessage', () => {
  const key = ed25519.utils.randomSecretKey();
  const address = bs58.encode(ed25519.getPublicKey(key));
  const otherAddress = bs58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
  const raw = ed25519.sign(new TextEncoder().encode(MESSAGE), key);
  const signature = bs58.encode(raw);
  const check = (over: Partial<Parameters<typeof verifyOwnershipSignature>[0]>) =>
    verifyOwnershipSignature({ addressType: 'SOL', address, message: MESSAGE, signature, ...over });

  it('verifies a good signature in base58 or base64', () => {
    assert.equal(check({}), 'verified');
    assert.equal(check({ addressType: 'sol' }), 'verified');
    assert.equal(check({ signature: Buffer.from(raw).toString('base64') }), 'verified');
    assert.equal(check({ signature: `\t${signature} ` }), 'verified');
  });

  it('fails for a wrong message or another key’s address', () => {
    assert.equal(check({ message: OTHER_MESSAGE }), 'failed');
    assert.equal(check({ address: otherAddress }), 'failed');
  });

  it('fails for a malformed address or signature without throwing', () => {
    assert.equal(check({ address: 'not-base58-0OIl' }), 'failed');
    assert.equal(check({ address: bs58.encode(new Uint8Array(31).fill(7)) }), 'failed');
    assert.equal(check({ address: '' }), 'failed');
    assert.equal(check({ signature: bs58.encode(new Uint8Array(64)) }), 'failed');
    assertRejectsMalformed('SOL', address, signature);
    assertRejectsMalformed('SOL', address, Buffer.from(raw).toString('base64'));
  });
});

// --- Schemes, messages, nonces -------------------------------------------------------------------------------

describe('ownershipScheme', () => {
  it('maps network codes case-insensitively', () => {
    for (const code of ['ETH', 'eth', 'Arb', 'base', 'BSC', 'matic', 'POL', 'op', 'Avax']) {
      assert.equal(ownershipScheme(code), 'eip191', code);
    }
    assert.equal(ownershipScheme('btc'), 'bip137');
    assert.equal(ownershipScheme('Sol'), 'ed25519');
    for (const code of ['XRP', 'TRX', 'ADA', 'LTC', '', 'ETHX']) assert.equal(ownershipScheme(code), null, code);
  });

  it('reports unsupported networks rather than failures', () => {
    assert.equal(
      verifyOwnershipSignature({ addressType: 'XRP', address: 'rX', message: MESSAGE, signature: 'x' }),
      'unsupported_network',
    );
    assert.ok(OWNERSHIP_VERIFICATIONS.includes('unsupported_network'));
  });
});

describe('ownershipMessage', () => {
  const input = {
    accountName: 'Northwind Bank',
    address: '0xAbC0000000000000000000000000000000000001',
    addressType: 'eth',
    nonce: 'n0nce',
    date: '2026-11-23',
  };

  it('names the account, address, network, nonce and date', () => {
    const text = ownershipMessage(input);
    assert.ok(text.startsWith('Northwind Bank asks you to prove that you control this address.\n\n'), text);
    assert.match(text, /^Address: 0xAbC0000000000000000000000000000000000001$/m);
    assert.match(text, /^Network: ETH$/m);
    assert.match(text, /^Nonce: n0nce$/m);
    assert.match(text, /^Date: 2026-11-23$/m);
  });

  it('is deterministic and takes the date part of a timestamp', () => {
    assert.equal(ownershipMessage(input), ownershipMessage({ ...input }));
    assert.equal(ownershipMessage({ ...input, date: '2026-11-23T22:10:00.000Z' }), ownershipMessage(input));
    assert.throws(() => ownershipMessage({ ...input, date: '23/11/2026' }), RangeError);
  });

  it('keeps each value on its own line so a typed address cannot add lines', () => {
    const text = ownershipMessage({ ...input, address: 'abc\nNonce: forged\r\nx' });
    assert.match(text, /^Address: abc Nonce: forged x$/m);
    assert.equal(text.match(/^Nonce:/gm)?.length, 1);
  });
});

describe('newOwnershipNonce', () => {
  it('is 128 random bits in hex', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = newOwnershipNonce();
      assert.match(nonce, /^[0-9a-f]{32}$/);
      seen.add(nonce);
    }
    assert.equal(seen.size, 1000);
  });
});

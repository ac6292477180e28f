import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateSync } from 'otplib';
import { newRecoveryCodes, recoveryCodeHash } from '../../src/domain/recovery-codes.js';
import { secretBox } from '../../src/domain/secret-box.js';
import { matchTotpCode, newTotpSecret, TOTP_PERIOD_SECONDS, totpStepAt } from '../../src/domain/totp.js';

const secret = newTotpSecret();
const nowMs = Date.parse('2026-11-25T12:00:10Z');
const step = totpStepAt(nowMs);
/** The code an authenticator app shows at a step, computed by otplib itself. */
const codeAt = (s: number) => generateSync({ secret, epoch: s * TOTP_PERIOD_SECONDS });

describe('TOTP codes', () => {
  it('accepts the current code and one step either side, and says which step matched', () => {
    assert.equal(matchTotpCode(secret, codeAt(step), nowMs, null), step);
    assert.equal(matchTotpCode(secret, codeAt(step - 1), nowMs, null), step - 1);
    assert.equal(matchTotpCode(secret, codeAt(step + 1), nowMs, null), step + 1);
  });

  it('refuses codes two steps away, wrong codes and garbage', () => {
    assert.equal(matchTotpCode(secret, codeAt(step - 2), nowMs, null), null);
    assert.equal(matchTotpCode(secret, codeAt(step + 2), nowMs, null), null);
    const wrong = String((Number(codeAt(step)) + 1) % 1_000_000).padStart(6, '0');
    assert.equal(matchTotpCode(secret, wrong, nowMs, null), null);
    assert.equal(matchTotpCode(secret, 'abcdef', nowMs, null), null);
    assert.equal(matchTotpCode(secret, '', nowMs, null), null);
  });

  it('takes a code typed with a space as the app shows it', () => {
    const code = codeAt(step);
    assert.equal(matchTotpCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, nowMs, null), step);
  });

  it('refuses a replayed code: one at or before the last accepted step', () => {
    assert.equal(matchTotpCode(secret, codeAt(step), nowMs, step), null);
    assert.equal(matchTotpCode(secret, codeAt(step - 1), nowMs, step), null);
    assert.equal(matchTotpCode(secret, codeAt(step + 1), nowMs, step), step + 1);
  });
});

describe('recovery codes', () => {
  it('makes 10 distinct codes and hashes them whatever the case, spaces or dashes typed', () => {
    const codes = newRecoveryCodes();
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    const [first, second] = codes as [string, string];
    assert.match(first, /^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    assert.equal(recoveryCodeHash(first.toLowerCase().replace('-', ' ')), recoveryCodeHash(first));
    assert.notEqual(recoveryCodeHash(first), recoveryCodeHash(second));
    assert.ok(!recoveryCodeHash(first).includes(first.replace('-', '')), 'the hash does not contain the code');
  });
});

describe('secret box (AES-256-GCM under a key from DOSSIER_SECRET)', () => {
  const box = secretBox('a-server-secret-of-some-length', 'totp');

  it('opens what it sealed, and the sealed text does not show the secret', () => {
    const sealed = box.seal(secret, 'user-1');
    assert.ok(!sealed.includes(secret));
    assert.equal(box.open(sealed, 'user-1'), secret);
    assert.notEqual(box.seal(secret, 'user-1'), sealed, 'a fresh IV each time');
  });

  it('refuses another context, another server secret, another purpose and a changed value', () => {
    const sealed = box.seal(secret, 'user-1');
    assert.throws(() => box.open(sealed, 'user-2'));
    assert.throws(() => secretBox('another-server-secret-here', 'totp').open(sealed, 'user-1'));
    assert.throws(() => secretBox('a-server-secret-of-some-length', 'other').open(sealed, 'user-1'));
    const parts = sealed.split('.');
    parts[2] = Buffer.from('tampered').toString('base64url');
    assert.throws(() => box.open(parts.join('.'), 'user-1'));
  });
});

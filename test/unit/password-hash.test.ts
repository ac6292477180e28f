import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  hashPassword,
  passwordProblems,
  UNMATCHABLE_PASSWORD_HASH,
  verifyPassword,
} from '../../src/domain/password-hash.js';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const a = await hashPassword('correct horse battery staple');
    const b = await hashPassword('correct horse battery staple');
    assert.match(a, /^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    assert.notEqual(a, b, 'a fresh salt each time');
    assert.ok(!a.includes('horse'));
  });

  it('accepts the password and refuses any other', async () => {
    const hash = await hashPassword('correct horse battery staple');
    assert.equal(await verifyPassword('correct horse battery staple', hash), true);
    assert.equal(await verifyPassword('correct horse battery stapl', hash), false);
    assert.equal(await verifyPassword('Correct horse battery staple', hash), false);
    assert.equal(await verifyPassword('', hash), false);
  });

  it('keeps verifying hashes made with other parameters (they can be raised later)', async () => {
    const hash = await hashPassword('a password of some length');
    const cheaper = hash.replace('N=32768', 'N=16384');
    // The same salt and key under other parameters is a different derivation: it must not match…
    assert.equal(await verifyPassword('a password of some length', cheaper), false);
    // …while the parameters written in a hash are the ones used to check it.
    assert.equal(await verifyPassword('a password of some length', hash), true);
  });

  it('never matches a malformed hash or the placeholder used for unknown e-mails', async () => {
    for (const stored of ['', 'plain', 'scrypt$N=x$a$b', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAA']) {
      assert.equal(await verifyPassword('anything at all', stored), false, stored);
    }
    assert.equal(await verifyPassword('', UNMATCHABLE_PASSWORD_HASH), false);
  });

  it('asks for at least 12 characters, counted as people count them', () => {
    assert.deepEqual(passwordProblems('elevenchars'), ['must be at least 12 characters']);
    assert.deepEqual(passwordProblems('twelve chars'), []);
    assert.deepEqual(passwordProblems('🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒'), ['must be at least 12 characters'], '11 emoji');
    assert.deepEqual(passwordProblems('            '), ['must not be blank']);
  });
});

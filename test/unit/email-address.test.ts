import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isEmailAddress } from '../../src/domain/email-address.js';

describe('the one e-mail rule', () => {
  it('accepts plain addresses, of any script, with an apostrophe', () => {
    for (const address of [
      'ana@bank.test',
      'ana.ruiz+kyb@mail.bank.example',
      'rūta.kazlauskaitė@bank.lt',
      "o'neill@bank.ie",
      'x@b.co',
    ]) {
      assert.ok(isEmailAddress(address), address);
    }
  });

  it('refuses angle brackets, quotes and whatever makes an address more than one address', () => {
    for (const address of [
      '<script>@bank.test',
      'ana@<bank>.test',
      'Ana <ana@bank.test>',
      '"ana"@bank.test',
      '"a b"@bank.test',
      'ana"@bank.test',
      'a@b.test, c@d.test',
      'a@b.test;c@d.test',
      'ana (work)@bank.test',
      'ana@[127.0.0.1]',
      'a\\b@bank.test',
      'a`b@bank.test',
      'ana @bank.test',
      'ana@bank.test\r\nBcc: x@y.test',
      'ana@bank',
      '@bank.test',
      'ana@',
      'a@b@c.test',
      '',
      `${'a'.repeat(250)}@b.test`,
    ]) {
      assert.equal(isEmailAddress(address), false, address);
    }
  });
});

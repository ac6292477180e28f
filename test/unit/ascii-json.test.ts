import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asciiJson } from '../../src/services/company-detail.js';

describe('asciiJson: the stored company detail is pure ASCII and means the same JSON', () => {
  const value = {
    formal_name: 'Zürcher Kantonalbank – 東京支店 😀',
    note: 'quote " backslash \\ newline \n delete \u007f',
    amount: 12.5,
    tags: ['ünïcödé', null, true],
  };

  it('escapes every character past ASCII, astral ones as a surrogate pair', () => {
    const ascii = asciiJson(JSON.stringify(value));
    assert.match(ascii, /^[\x20-\x7e]*$/);
    assert.ok(ascii.includes('\\ud83d\\ude00'));
  });

  it('parses back to exactly the original value', () => {
    assert.deepEqual(JSON.parse(asciiJson(JSON.stringify(value))), value);
  });

  it('leaves ASCII JSON untouched', () => {
    const plain = JSON.stringify({ name: 'Acme Ltd', n: 1 });
    assert.equal(asciiJson(plain), plain);
  });
});

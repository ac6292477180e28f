import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ibanError, isValidIban, normaliseIban } from '../../rules/iban.js';

const VALID = [
  'GB82WEST12345698765432',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'BE68539007547034',
  'NO9386011117947',
  'CH9300762011623852957',
  'LC55HEMM000100010012001200023015',
  'RU0204452560040702810412345678901',
];

/** An NL BBAN whose correct check digits are `wanted`, found by search; BigInt here is independent of the module. */
function bbanWithCheckDigits(country: string, wanted: string): string {
  for (let n = 0; ; n++) {
    const bban = `ABNA${String(n).padStart(10, '0')}`;
    const digits = [...`${bban}${country}00`].map((c) => Number.parseInt(c, 36)).join('');
    if (String(98n - (BigInt(digits) % 97n)).padStart(2, '0') === wanted) return bban;
  }
}

describe('normaliseIban', () => {
  it('removes whitespace and upper-cases', () => {
    assert.equal(normaliseIban(' gb82 west 1234 5698 7654 32 '), 'GB82WEST12345698765432');
    assert.equal(normaliseIban('DE89\u00a03704\t0044 0532 0130 00'), 'DE89370400440532013000');
  });
});

describe('isValidIban', () => {
  it('accepts valid IBANs from several countries', () => {
    for (const iban of VALID) {
      assert.equal(isValidIban(iban), true, iban);
      assert.equal(ibanError(iban), null, iban);
    }
  });

  it('accepts them with spaces and in lower case', () => {
    assert.equal(isValidIban('GB82 WEST 1234 5698 7654 32'), true);
    assert.equal(isValidIban('de89 3704 0044 0532 0130 00'), true);
    assert.equal(isValidIban('fr14 2004 1010 0505 0001 3m02 606'), true);
    assert.equal(isValidIban('nl91abna0417164300'), true);
  });

  it('rejects wrong check digits, including a single mistyped character', () => {
    assert.equal(isValidIban('GB83WEST12345698765432'), false);
    assert.equal(isValidIban('DE89370400440532013001'), false);
    assert.equal(isValidIban('NL91ABNA0417164301'), false);
    assert.equal(ibanError('GB83WEST12345698765432'), 'the check digits do not match');
  });

  it('rejects the check digits 00, 01 and 99 even when the remainder matches', () => {
    // 01 ≡ 98, 00 ≡ 97 and 99 ≡ 02 (mod 97), so each alias passes a bare mod-97 test when its twin is right.
    for (const [right, alias] of [
      ['98', '01'],
      ['97', '00'],
      ['02', '99'],
    ] as const) {
      const bban = bbanWithCheckDigits('NL', right);
      assert.equal(isValidIban(`NL${right}${bban}`), true, `NL${right}${bban}`);
      assert.equal(isValidIban(`NL${alias}${bban}`), false, `NL${alias}${bban}`);
    }
  });

  it('rejects a wrong length for the country', () => {
    assert.equal(isValidIban('GB82WEST1234569876543'), false);
    assert.equal(ibanError('GB82WEST1234569876543'), 'GB IBANs have 22 characters, this one has 21');
    assert.equal(ibanError('NL91ABNA04171643000'), 'NL IBANs have 18 characters, this one has 19');
  });

  it('rejects unknown country codes', () => {
    assert.equal(isValidIban('US64SVBKUS6S3300958879'), false);
    assert.equal(ibanError('US64SVBKUS6S3300958879'), 'unknown country code US');
    assert.equal(ibanError('XX82WEST12345698765432'), 'unknown country code XX');
  });

  it('rejects non-alphanumeric characters, missing country code or check digits, and empty input', () => {
    assert.equal(ibanError('GB82-WEST-1234-5698-7654-32'), 'an IBAN contains only letters and digits');
    assert.equal(ibanError('GB82WEST1234569876543Ä'), 'an IBAN contains only letters and digits');
    assert.equal(ibanError('1282WEST12345698765432'), 'an IBAN starts with a two-letter country code');
    assert.equal(ibanError('GBXXWEST12345698765432'), 'the country code must be followed by two check digits');
    assert.equal(ibanError(''), 'the IBAN is empty');
    assert.equal(ibanError('   '), 'the IBAN is empty');
    assert.equal(isValidIban('G'), false);
  });
});

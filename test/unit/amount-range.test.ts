import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatAmountRange } from '../../rules/amount-range.js';

describe('formatAmountRange', () => {
  it('prints ranges with thousands separators, an en dash and the currency after', () => {
    assert.equal(formatAmountRange('100000-1000000 EUR'), '100,000–1,000,000 EUR');
    assert.equal(formatAmountRange('EUR 100,000 - 1,000,000'), '100,000–1,000,000 EUR');
    assert.equal(formatAmountRange('1.000.000 to 5.000.000 eur'), '1,000,000–5,000,000 EUR');
    assert.equal(formatAmountRange('EUR 50000'), '50,000 EUR');
    assert.equal(formatAmountRange('11-50'), '11–50');
    assert.equal(formatAmountRange('1000+'), '1,000+');
  });

  it('says open bounds in words', () => {
    assert.equal(formatAmountRange('< 100000 EUR'), 'Under 100,000 EUR');
    assert.equal(formatAmountRange('> 5000000 EUR'), 'Over 5,000,000 EUR');
  });

  it('leaves anything else as written', () => {
    for (const text of ['About a million a month', 'EUR 10-20 USD', '', 'GB33BUKB20201555555555'])
      assert.equal(formatAmountRange(text), text);
    assert.equal(formatAmountRange(null), '');
  });
});

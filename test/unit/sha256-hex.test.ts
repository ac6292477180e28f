import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashAccessToken } from '../../src/domain/access-token.js';
import { hashPresentedToken } from '../../src/services/access-tokens.js';

describe('hashPresentedToken', () => {
  it('is hashAccessToken', () => {
    for (const token of ['dsr_abc', 'dsr_E4yhCpR0BA08kJcVcal2rqXM5lmcGTOiIkC2wiDbiRU', 'é€𝄞']) {
      assert.equal(hashPresentedToken(token), hashAccessToken(token));
    }
  });
});

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { sha256Hex } from '../../src/domain/random-token.js';

describe('sha256Hex', () => {
  it('is the SHA-256 a Hash object gives, for ASCII and beyond', () => {
    for (const token of ['dsr_abc', 'dsr_E4yhCpR0BA08kJcVcal2rqXM5lmcGTOiIkC2wiDbiRU', 'é€𝄞']) {
      assert.equal(sha256Hex(token), createHash('sha256').update(token).digest('hex'));
    }
  });
});

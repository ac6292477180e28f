import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KeyDigestSet } from '../../src/screening/key-digest-set.js';

describe("the set of an import's keys kept as digests", () => {
  it('knows every key added, past many doublings, and tells a key added twice', () => {
    const seen = new KeyDigestSet();
    for (let i = 0; i < 100_000; i++) assert.equal(seen.add(`NK-${i.toString(36)}`), true);
    assert.equal(seen.size, 100_000);
    assert.equal(seen.add('NK-0'), false);
    assert.equal(seen.add(`NK-${(99_999).toString(36)}`), false);
    assert.equal(seen.size, 100_000);
    for (let i = 0; i < 100_000; i += 997) assert.equal(seen.has(`NK-${i.toString(36)}`), true);
    assert.equal(seen.has('NK-100000-not-added'), false);
    assert.equal(seen.has('nk-0'), false);
    assert.equal(seen.add(''), true);
    assert.equal(seen.has(''), true);
  });
});

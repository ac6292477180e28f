import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InMemoryRateLimitStore } from '../../src/http/plugins/rate-limit-store.js';

/** The store takes the time with every call, so the tests move a clock of their own. */
const T0 = 1_800_000_000_000;

function drain(store: InMemoryRateLimitStore, key: string, now: number, times: number) {
  return Array.from({ length: times }, () => store.consume(key, now));
}

describe('InMemoryRateLimitStore', () => {
  it('allows a burst, counts remaining down, then refuses with a retry time', () => {
    const store = new InMemoryRateLimitStore(2, 5);
    const decisions = drain(store, 'token', T0, 6);
    assert.deepEqual(
      decisions.map((d) => [d.allowed, d.remaining]),
      [
        [true, 4],
        [true, 3],
        [true, 2],
        [true, 1],
        [true, 0],
        [false, 0],
      ],
    );
    assert.ok(decisions.slice(0, 5).every((d) => d.retryAfterSeconds === 0));
    const refused = decisions[5];
    assert.equal(refused?.retryAfterSeconds, 1, 'one token comes back after 0.5 s; rounded up to whole seconds');
    assert.equal(refused?.resetSeconds, 3, '5 missing tokens at 2 per second take 2.5 s, rounded up');
  });

  it('refills at the configured rate as time passes', () => {
    const store = new InMemoryRateLimitStore(2, 5);
    drain(store, 'token', T0, 5);
    assert.equal(store.consume('token', T0 + 100).allowed, false, '0.2 tokens after 100 ms');
    assert.equal(store.consume('token', T0 + 500).allowed, true, 'one token after 500 ms');
    assert.equal(store.consume('token', T0 + 500).allowed, false, 'and only one');
    const later = store.consume('token', T0 + 2000);
    assert.equal(later.allowed, true);
    assert.equal(later.remaining, 2, '3 tokens came back in 1.5 s, one of them now used');
  });

  it('never fills a bucket beyond the burst, however long it was idle', () => {
    const store = new InMemoryRateLimitStore(2, 5);
    store.consume('token', T0);
    const decisions = drain(store, 'token', T0 + 24 * 3600_000, 6);
    assert.deepEqual(
      decisions.map((d) => d.allowed),
      [true, true, true, true, true, false],
    );
  });

  it('gives a slow rate a longer Retry-After', () => {
    const store = new InMemoryRateLimitStore(0.25, 1);
    assert.equal(store.consume('token', T0).allowed, true);
    const refused = store.consume('token', T0);
    assert.equal(refused.allowed, false);
    assert.equal(refused.retryAfterSeconds, 4);
    assert.equal(store.consume('token', T0 + 3999).allowed, false);
    assert.equal(store.consume('token', T0 + 4000).allowed, true);
  });

  it('keeps the keys apart', () => {
    const store = new InMemoryRateLimitStore(1, 2);
    drain(store, 'a', T0, 3);
    const b = store.consume('b', T0);
    assert.equal(b.allowed, true);
    assert.equal(b.remaining, 1);
    assert.equal(store.consume('a', T0).allowed, false);
  });

  it('evicts idle (full) buckets first when it reaches its key bound, keeping a limited key limited', () => {
    const store = new InMemoryRateLimitStore(1, 1, 2);
    store.consume('idle', T0);
    drain(store, 'busy', T0 + 9_900, 2);
    // At T0 + 10 s "idle" has refilled completely and can be forgotten; "busy" has 0.1 token.
    assert.equal(store.consume('newcomer', T0 + 10_000).allowed, true);
    assert.equal(store.consume('busy', T0 + 10_000).allowed, false, 'the limited key is still limited');
  });

  it('stays within its key bound when every bucket is in use by dropping them all', () => {
    const store = new InMemoryRateLimitStore(1, 1, 3);
    for (const key of ['a', 'b', 'c']) drain(store, key, T0, 2);
    assert.equal(store.consume('a', T0).allowed, false, 'still limited while the store has room');
    // A fourth key finds no idle bucket to evict; the store starts over rather than grow.
    assert.equal(store.consume('d', T0).allowed, true);
    assert.equal(store.consume('a', T0).allowed, true, 'a was forgotten, so it starts with a full bucket');
  });

  it('handles many distinct keys without refusing any first request', () => {
    const store = new InMemoryRateLimitStore(10, 3, 100);
    for (let i = 0; i < 10_000; i++) {
      assert.equal(store.consume(`key-${i}`, T0 + i).allowed, true);
    }
  });
});

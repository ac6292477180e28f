import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  classifyResponse,
  DISABLE_AFTER_FAILING_MS,
  nextAttemptDelayMs,
  parseRetryAfter,
  RETRY_DELAYS_MS,
} from '../../src/domain/webhook-retry.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const SCHEDULE = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

describe('the retry schedule', () => {
  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h', () => {
    assert.deepEqual([...RETRY_DELAYS_MS], SCHEDULE);
    const middle = () => 0.5;
    assert.deepEqual(
      SCHEDULE.map((_, i) => nextAttemptDelayMs(i + 1, null, middle)),
      SCHEDULE,
      'with the jitter at its midpoint each delay is the nominal one',
    );
  });

  it('gives up after the 8th attempt (7 retries)', () => {
    assert.equal(
      nextAttemptDelayMs(8, null, () => 0.5),
      null,
    );
    assert.equal(
      nextAttemptDelayMs(20, null, () => 0.5),
      null,
    );
    assert.equal(
      nextAttemptDelayMs(8, 60 * SECOND, () => 0.5),
      null,
      'a Retry-After does not extend the schedule',
    );
  });

  it('spreads each delay by ±20 %', () => {
    SCHEDULE.forEach((base, i) => {
      assert.equal(
        nextAttemptDelayMs(i + 1, null, () => 0),
        Math.round(base * 0.8),
      );
      assert.equal(
        nextAttemptDelayMs(i + 1, null, () => 1),
        Math.round(base * 1.2),
        'the upper bound',
      );
    });
    const seen = new Set<number>();
    for (let n = 0; n < 500; n++) {
      const delay = nextAttemptDelayMs(2, null) as number;
      assert.ok(delay >= 4 * MINUTE && delay <= 6 * MINUTE, `${delay} within 5 min ± 20 %`);
      seen.add(delay);
    }
    assert.ok(seen.size > 100, 'retries of one outage do not line up');
  });

  it('honours a later Retry-After, ignores an earlier one, and caps it at 10 hours', () => {
    const middle = () => 0.5;
    assert.equal(nextAttemptDelayMs(1, 120 * SECOND, middle), 120 * SECOND);
    assert.equal(nextAttemptDelayMs(1, 1 * SECOND, middle), 5 * SECOND);
    assert.equal(nextAttemptDelayMs(3, 10 * MINUTE, middle), 30 * MINUTE);
    assert.equal(nextAttemptDelayMs(1, 7 * 24 * HOUR, middle), 10 * HOUR);
  });

  it('disables an endpoint after 5 days without a success', () => {
    assert.equal(DISABLE_AFTER_FAILING_MS, 5 * 24 * HOUR);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-05-01T10:00:00.000Z');

  it('reads delay-seconds', () => {
    assert.equal(parseRetryAfter('120', now), 120 * SECOND);
    assert.equal(parseRetryAfter(' 5 ', now), 5 * SECOND);
    assert.equal(parseRetryAfter('0', now), 0);
  });

  it('reads an HTTP date relative to now, a past date as 0', () => {
    assert.equal(parseRetryAfter('Fri, 01 May 2026 10:00:30 GMT', now), 30 * SECOND);
    assert.equal(parseRetryAfter('Fri, 01 May 2026 11:00:00 GMT', now), HOUR);
    assert.equal(parseRetryAfter('Fri, 01 May 2026 09:00:00 GMT', now), 0);
  });

  it('ignores a missing, empty or unreadable header', () => {
    assert.equal(parseRetryAfter(undefined, now), null);
    assert.equal(parseRetryAfter('', now), null);
    assert.equal(parseRetryAfter('   ', now), null);
    assert.equal(parseRetryAfter('soon', now), null);
  });
});

describe('classifyResponse', () => {
  it('counts every 2xx as delivered', () => {
    for (const status of [200, 201, 202, 204, 299]) assert.equal(classifyResponse(status), 'succeeded', String(status));
  });

  it('reads 410 Gone as the receiver asking for no more deliveries', () => {
    assert.equal(classifyResponse(410), 'gone');
  });

  it('retries everything else: redirects (not followed), client and server errors, no response at all', () => {
    for (const status of [null, 100, 199, 301, 302, 307, 400, 401, 404, 408, 429, 500, 502, 503, 504]) {
      assert.equal(classifyResponse(status), 'failed', String(status));
    }
  });
});

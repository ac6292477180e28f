import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  normalizeEmail,
  SIGN_IN_LOCK_MS,
  sessionIdleExpiry,
  signInAttemptWait,
  signInLockRemaining,
} from '../../src/domain/session-policy.js';

const T0 = Date.parse('2026-05-01T10:00:00.000Z');
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('session lifetime', () => {
  const session = (lastSeenMs: number, endedAt: string | null = null) => ({
    created_at: iso(T0),
    last_seen_at: iso(lastSeenMs),
    expires_at: iso(T0 + 12 * 60 * MIN),
    ended_at: endedAt,
  });

  it('ends 30 minutes after the last request', () => {
    assert.equal(sessionIdleExpiry(session(T0), T0 + 29 * MIN), iso(T0 + 30 * MIN));
    assert.equal(sessionIdleExpiry(session(T0), T0 + 30 * MIN), null);
  });

  it('ends 12 hours after sign-in however recent the last request', () => {
    const late = T0 + 11 * 60 * MIN + 50 * MIN;
    assert.equal(sessionIdleExpiry(session(late), late + MIN), iso(T0 + 12 * 60 * MIN), 'capped by the absolute end');
    assert.equal(sessionIdleExpiry(session(late), T0 + 12 * 60 * MIN), null);
  });

  it('is over once ended', () => {
    assert.equal(sessionIdleExpiry(session(T0, iso(T0)), T0 + MIN), null);
  });
});

describe('sign-in throttle', () => {
  const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();

  it('lets the first five counted attempts of a window be checked, and refuses the sixth at once', () => {
    for (let failures = 1; failures <= 5; failures++) {
      assert.equal(signInAttemptWait({ failures, window_started_at: at(0), locked_until: null }, T0 + MIN), 0);
    }
    // The fifth may still be checking its password (no lock written yet): the sixth is refused all the same.
    assert.equal(signInAttemptWait({ failures: 6, window_started_at: at(0), locked_until: null }, T0), SIGN_IN_LOCK_MS);
  });

  it('refuses while the lock runs, for as long as it has left, and not after', () => {
    const locked = { failures: 7, window_started_at: at(0), locked_until: at(20) };
    assert.equal(signInAttemptWait(locked, T0 + 14 * MIN), 6 * MIN);
    assert.equal(signInLockRemaining(locked, T0 + 19 * MIN), MIN);
    assert.equal(signInLockRemaining(locked, T0 + 20 * MIN), 0);
  });

  it('normalises e-mails so case and spaces do not dodge the throttle', () => {
    assert.equal(normalizeEmail('  Ana.Ruiz@Bank.EXAMPLE '), 'ana.ruiz@bank.example');
  });
});

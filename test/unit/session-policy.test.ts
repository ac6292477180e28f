import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  afterFailedSignIn,
  normalizeEmail,
  sessionIdleExpiry,
  signInLockRemaining,
  type ThrottleState,
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
  const fail = (state: ThrottleState | undefined, atMs: number) => afterFailedSignIn(state, atMs);

  it('locks on the fifth failure within 15 minutes, for 15 minutes from then', () => {
    let state: ThrottleState | undefined;
    for (let i = 0; i < 4; i++) {
      state = fail(state, T0 + i * 3 * MIN);
      assert.equal(signInLockRemaining(state, T0 + i * 3 * MIN), 0, `failure ${i + 1} does not lock`);
    }
    state = fail(state, T0 + 14 * MIN);
    assert.equal(state.failures, 5);
    assert.equal(signInLockRemaining(state, T0 + 14 * MIN), 15 * MIN);
    assert.equal(signInLockRemaining(state, T0 + 28 * MIN), MIN);
    assert.equal(signInLockRemaining(state, T0 + 29 * MIN), 0);
  });

  it('starts counting again once the 15-minute window has passed', () => {
    let state: ThrottleState | undefined;
    for (let i = 0; i < 4; i++) state = fail(state, T0 + i * MIN);
    state = fail(state, T0 + 16 * MIN);
    assert.equal(state.failures, 1);
    assert.equal(state.locked_until, null);
  });

  it('normalises e-mails so case and spaces do not dodge the throttle', () => {
    assert.equal(normalizeEmail('  Ana.Ruiz@Bank.EXAMPLE '), 'ana.ruiz@bank.example');
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dayOf, parseDay, retainUntil, withinRetention } from '../../src/domain/retention.js';

describe('retention periods', () => {
  it('keeps the data until the same day, years later, and never past a missing 29 February', () => {
    assert.equal(retainUntil('2026-11-25T22:10:00.000Z', 5), '2031-11-25');
    assert.equal(retainUntil('2024-02-29T09:00:00.000Z', 5), '2029-02-28');
    assert.equal(retainUntil('2024-02-29T09:00:00.000Z', 4), '2028-02-29');
    assert.equal(retainUntil('2026-12-31T23:59:59.999Z', 1), '2027-12-31');
  });

  it('runs through its last day; an offboarding not yet made has not started it', () => {
    assert.equal(withinRetention('2031-11-25', '2031-11-25'), true);
    assert.equal(withinRetention('2031-11-25', '2031-11-26'), false);
    assert.equal(withinRetention(null, '2099-01-01'), true);
  });

  it('reads only days that exist', () => {
    assert.equal(parseDay('2031-02-28'), '2031-02-28');
    for (const text of ['2031-02-29', '2031-2-1', '31-01-01', '2031-13-01', 'tomorrow', '2031-01-01T00:00:00Z']) {
      assert.equal(parseDay(text), null, text);
    }
    assert.equal(dayOf('2026-11-25T23:59:59.999Z'), '2026-11-25');
  });
});

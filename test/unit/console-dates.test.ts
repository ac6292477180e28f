import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCompact, formatDate, formatDay, parseDay } from '../../web/shared/lib/time.js';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('dates in the console and its filters', () => {
  it('shows the year whenever it is not the current one', () => {
    assert.equal(formatCompact('2026-03-12T10:00:00Z', NOW), '12 Mar');
    assert.equal(formatCompact('2025-11-19T10:00:00Z', NOW), '19 Nov 2025');
    assert.equal(formatDate('2025-03-12T10:00:00Z'), '12 Mar 2025');
    assert.equal(formatDay('2025-03-12'), '12 Mar 2025');
    assert.equal(formatDay('2024-02-29'), '29 Feb 2024', 'a calendar day, not shifted by the time zone');
  });

  it('reads back what it shows, and the usual ways of typing a day', () => {
    assert.equal(parseDay(formatDay('2025-03-12'), NOW), '2025-03-12');
    assert.equal(parseDay('12 March 2025', NOW), '2025-03-12');
    assert.equal(parseDay('1 sept 2025', NOW), '2025-09-01');
    assert.equal(parseDay('12 Mar', NOW), '2026-03-12', 'without a year: this year');
    assert.equal(parseDay('2025-03-12', NOW), '2025-03-12');
    assert.equal(parseDay('12/03/2025', NOW), '2025-03-12', 'day first');
    assert.equal(parseDay(' 5.1.2026 ', NOW), '2026-01-05');
  });

  it('refuses what is not a day', () => {
    for (const text of ['30 Feb 2025', '2025-02-30', '12 Ma 2025', '12 Foo 2025', 'yesterday', '03/32/2025', ''])
      assert.equal(parseDay(text, NOW), null, text);
  });
});

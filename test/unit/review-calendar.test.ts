import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addMonths,
  addWorkingDays,
  DEFAULT_REVIEW_INTERVALS,
  dueAt,
  dueState,
  isTimeZone,
  localDay,
  nextReviewDay,
  zonedInstant,
} from '../../src/domain/review-calendar.js';

describe('review calendar: next review dates', () => {
  it('adds months across month ends and leap years, never past the month’s last day', () => {
    assert.equal(addMonths('2026-01-31', 1), '2026-02-28');
    assert.equal(addMonths('2028-01-31', 1), '2028-02-29');
    assert.equal(addMonths('2024-02-29', 12), '2025-02-28');
    assert.equal(addMonths('2024-02-29', 48), '2028-02-29');
    assert.equal(addMonths('2026-11-30', 3), '2027-02-28');
    assert.equal(addMonths('2026-12-15', 1), '2027-01-15');
  });

  it('sets the next review from the level: high 12, medium 24, low 36 months; prohibited never', () => {
    assert.equal(nextReviewDay('2026-11-26', 'high', DEFAULT_REVIEW_INTERVALS), '2027-11-26');
    assert.equal(nextReviewDay('2026-11-26', 'medium', DEFAULT_REVIEW_INTERVALS), '2028-11-26');
    assert.equal(nextReviewDay('2026-11-26', 'low', DEFAULT_REVIEW_INTERVALS), '2029-11-26');
    assert.equal(nextReviewDay('2026-11-26', 'prohibited', DEFAULT_REVIEW_INTERVALS), null);
  });
});

describe('review calendar: working days and time zones', () => {
  it('skips weekends: Friday + 2 working days is Tuesday; Saturday + 1 is Monday', () => {
    assert.equal(addWorkingDays('2026-11-27', 2), '2026-12-01');
    assert.equal(addWorkingDays('2026-11-28', 1), '2026-11-30');
    assert.equal(addWorkingDays('2026-11-26', 0), '2026-11-26');
    assert.equal(addWorkingDays('2028-02-25', 3), '2028-03-01', 'over a weekend and a leap day');
  });

  it('an account in UTC+10 (Brisbane): the local day decides, and due is the end of its working day there', () => {
    // 2026-11-27T15:00Z is Saturday 01:00 in Brisbane: the Friday has passed there.
    assert.equal(localDay('2026-11-27T15:00:00.000Z', 'Australia/Brisbane'), '2026-11-28');
    assert.equal(dueAt('2026-11-27T15:00:00.000Z', 2, 'Australia/Brisbane'), '2026-12-01T13:59:59.999Z');
    assert.equal(zonedInstant('2026-12-01', '00:00:00.000', 'Australia/Brisbane'), '2026-11-30T14:00:00.000Z');
  });

  it('an account in UTC−8 (Los Angeles, winter): the same instant is still Friday there', () => {
    assert.equal(localDay('2026-11-27T15:00:00.000Z', 'America/Los_Angeles'), '2026-11-27');
    assert.equal(dueAt('2026-11-27T15:00:00.000Z', 2, 'America/Los_Angeles'), '2026-12-02T07:59:59.999Z');
  });

  it('summer time: an end of day after the clocks changed uses the new offset', () => {
    // Los Angeles moves to UTC−7 on 2026-03-08.
    assert.equal(dueAt('2026-03-06T20:00:00.000Z', 1, 'America/Los_Angeles'), '2026-03-10T06:59:59.999Z');
  });

  it('badges: due today in the account’s day, overdue once past', () => {
    const due = dueAt('2026-11-27T15:00:00.000Z', 2, 'America/Los_Angeles');
    assert.equal(dueState(due, '2026-11-30T20:00:00.000Z', 'America/Los_Angeles'), 'on_time');
    assert.equal(dueState(due, '2026-12-01T20:00:00.000Z', 'America/Los_Angeles'), 'due_today');
    assert.equal(dueState(due, '2026-12-02T08:00:00.000Z', 'America/Los_Angeles'), 'overdue');
    assert.equal(isTimeZone('Europe/Berlin'), true);
    assert.equal(isTimeZone('Mars/Olympus'), false);
  });
});

/** The local day as Intl gives it for one instant, with no offset kept between calls. */
function intlLocalDay(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** zonedInstant computed with an offset asked of Intl for each instant (no offset kept between calls). */
function intlZonedInstant(day: string, time: string, timeZone: string): string {
  const offsetAt = (ms: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(ms));
    const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return (
      Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(ms / 1000) * 1000
    );
  };
  const wall = Date.parse(`${day}T${time}Z`);
  return new Date(wall - offsetAt(wall - offsetAt(wall))).toISOString();
}

describe('review calendar: offsets kept per quarter hour', () => {
  // Zones whose clocks change by an hour, by half an hour (Lord Howe), at odd offsets (Kathmandu, Chatham), across
  // the date line (Apia dropped 30 December 2011), and one that stopped changing them (Sao Paulo).
  const zones = [
    'America/Los_Angeles',
    'Europe/Berlin',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'Pacific/Apia',
    'America/Sao_Paulo',
  ];
  const changes = [
    '2026-03-08T10:00:00.000Z',
    '2026-03-29T01:00:00.000Z',
    '2026-04-04T15:00:00.000Z',
    '2026-10-03T15:30:00.000Z',
    '2026-10-25T01:00:00.000Z',
    '2026-11-01T09:00:00.000Z',
    '2011-12-30T10:00:00.000Z',
    '2019-02-17T02:00:00.000Z',
  ];

  it('gives the same local day as Intl for every minute (and odd seconds) around each clock change', () => {
    for (const timeZone of zones) {
      for (const change of changes) {
        const at = Date.parse(change);
        for (let ms = at - 3 * 3_600_000; ms <= at + 3 * 3_600_000; ms += 60_000 + 1_777) {
          assert.equal(
            localDay(new Date(ms), timeZone),
            intlLocalDay(ms, timeZone),
            `${timeZone} ${new Date(ms).toISOString()}`,
          );
        }
      }
    }
  });

  it('puts every wall-clock time of a clock-change day on the same instant as Intl without kept offsets', () => {
    for (const timeZone of zones) {
      for (const change of changes) {
        const day = intlLocalDay(Date.parse(change), timeZone);
        for (let minute = 0; minute < 24 * 60; minute += 7) {
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00.000`;
          assert.equal(
            zonedInstant(day, time, timeZone),
            intlZonedInstant(day, time, timeZone),
            `${timeZone} ${day} ${time}`,
          );
        }
      }
    }
  });
});

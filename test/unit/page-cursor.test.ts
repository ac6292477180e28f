import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodePageCursor, encodePageCursor, type PageCursor } from '../../src/domain/page-cursor.js';
import { uuidv7 } from '../../src/domain/uuid.js';

const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const AT = '2024-06-30T23:59:59.999Z';

/** A cursor built by hand from its inner text, the way a client tampering with one would. */
function forge(inner: string): string {
  return Buffer.from(inner, 'utf8').toString('base64url');
}

describe('page cursor', () => {
  it('round-trips', () => {
    const cursor: PageCursor = { createdAt: AT, id: ID };
    assert.deepEqual(decodePageCursor(encodePageCursor(cursor)), cursor);
  });

  it('round-trips many generated positions', () => {
    for (let i = 0; i < 500; i++) {
      const cursor = { createdAt: new Date(Date.UTC(2000, 0, 1) + i * 7_777_777_777).toISOString(), id: uuidv7() };
      assert.deepEqual(decodePageCursor(encodePageCursor(cursor)), cursor);
    }
  });

  it('round-trips the edges of the calendar: leap day, first and last instant of a year', () => {
    for (const createdAt of [
      '2024-02-29T12:00:00.000Z',
      '2000-02-29T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
      '2025-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
    ]) {
      assert.deepEqual(decodePageCursor(encodePageCursor({ createdAt, id: ID })), { createdAt, id: ID });
    }
  });

  it('is opaque and URL-safe', () => {
    const text = encodePageCursor({ createdAt: AT, id: ID });
    assert.match(text, /^[A-Za-z0-9_-]+$/);
    assert.equal(encodeURIComponent(text), text);
    assert.ok(!text.includes(ID));
    assert.ok(text.length <= 200);
  });

  it('accepts upper-case ids', () => {
    const id = ID.toUpperCase();
    assert.deepEqual(decodePageCursor(forge(`${AT}|${id}`)), { createdAt: AT, id });
  });

  const garbage: Array<[string, string]> = [
    ['empty', ''],
    ['plain words', 'hello'],
    ['a number', '12345'],
    ['standard base64 with padding', Buffer.from(`${AT}|${ID}`).toString('base64')],
    ['padding appended', `${forge(`${AT}|${ID}`)}==`],
    ['a space', `${forge(`${AT}|${ID}`)} `],
    ['a dot', `${forge(`${AT}|${ID}`).slice(0, 10)}.${forge(`${AT}|${ID}`).slice(11)}`],
    ['percent-encoding', '%7C%7C'],
    ['JSON', '{"createdAt":"2024-06-30T23:59:59.999Z"}'],
    ['random base64url bytes', 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJ'],
  ];
  for (const [name, text] of garbage) {
    it(`returns null for garbage: ${name}`, () => assert.equal(decodePageCursor(text), null));
  }

  const wrongInner: Array<[string, string]> = [
    ['comma separator', `${AT},${ID}`],
    ['colon separator', `${AT}:${ID}`],
    ['space separator', `${AT} ${ID}`],
    ['no separator', `${AT}${ID}`],
    ['two separators', `${AT}||${ID}`],
    ['three parts', `${AT}|${ID}|x`],
    ['trailing separator', `${AT}|${ID}|`],
    ['leading separator', `|${AT}|${ID}`],
    ['parts swapped', `${ID}|${AT}`],
    ['timestamp only', AT],
    ['id only', ID],
    ['separator only', '|'],
    ['empty id', `${AT}|`],
    ['empty timestamp', `|${ID}`],
  ];
  for (const [name, inner] of wrongInner) {
    it(`returns null for a wrong layout: ${name}`, () => assert.equal(decodePageCursor(forge(inner)), null));
  }

  const badTimestamps: Array<[string, string]> = [
    ['no milliseconds', '2024-06-30T23:59:59Z'],
    ['microseconds', '2024-06-30T23:59:59.999999Z'],
    ['offset instead of Z', '2024-06-30T23:59:59.999+00:00'],
    ['no zone', '2024-06-30T23:59:59.999'],
    ['space instead of T', '2024-06-30 23:59:59.999Z'],
    ['date only', '2024-06-30'],
    ['epoch number', '1719791999999'],
    ['lower-case t and z', '2024-06-30t23:59:59.999z'],
    ['month 13', '2024-13-01T00:00:00.000Z'],
    ['month 00', '2024-00-10T00:00:00.000Z'],
    ['day 32', '2024-01-32T00:00:00.000Z'],
    ['day 00', '2024-01-00T00:00:00.000Z'],
    ['February 30', '2024-02-30T00:00:00.000Z'],
    ['February 29 of a common year', '2023-02-29T00:00:00.000Z'],
    ['April 31', '2024-04-31T00:00:00.000Z'],
    ['hour 24', '2024-01-01T24:00:00.000Z'],
    ['hour 25', '2024-01-01T25:00:00.000Z'],
    ['minute 60', '2024-01-01T00:60:00.000Z'],
    ['second 60', '2024-01-01T00:00:60.000Z'],
    ['year 0', '0000-01-01T00:00:00.000Z'],
    ['five-digit year', '10000-01-01T00:00:00.000Z'],
    ['signed year', '+002024-01-01T00:00:00.000Z'],
    ['non-ASCII digits', '２０２４-01-01T00:00:00.000Z'],
  ];
  for (const [name, createdAt] of badTimestamps) {
    it(`returns null for a bad timestamp: ${name}`, () => {
      assert.equal(decodePageCursor(forge(`${createdAt}|${ID}`)), null);
    });
  }

  const badIds: Array<[string, string]> = [
    ['no dashes', ID.replaceAll('-', '')],
    ['one digit short', ID.slice(0, -1)],
    ['one digit long', `${ID}0`],
    ['non-hex', `${ID.slice(0, -1)}g`],
    ['braces', `{${ID}}`],
    ['SQL', "x' OR '1'='1"],
    ['whitespace', ` ${ID}`],
  ];
  for (const [name, id] of badIds) {
    it(`returns null for a bad id: ${name}`, () => assert.equal(decodePageCursor(forge(`${AT}|${id}`)), null));
  }

  it('returns null for over-long text, even when it would otherwise decode', () => {
    const valid = encodePageCursor({ createdAt: AT, id: ID });
    assert.ok(valid.length < 200);
    assert.equal(decodePageCursor('A'.repeat(201)), null);
    assert.equal(decodePageCursor('A'.repeat(100_000)), null);
    assert.equal(decodePageCursor(valid + 'A'.repeat(201 - valid.length)), null);
  });

  it('returns null when the inner text carries extra bytes', () => {
    assert.equal(decodePageCursor(forge(`${AT}|${ID}\u0000`)), null);
    assert.equal(decodePageCursor(forge(`${AT}|${ID}\n`)), null);
    assert.equal(decodePageCursor(forge(` ${AT}|${ID}`)), null);
  });
});

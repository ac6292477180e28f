import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromBigint, fromBool, fromJson, fromNullableBool, toJson } from '../../src/db/column-values.js';

// PostgreSQL (pg) hands back booleans, parsed jsonb and bigint as text; SQLite (better-sqlite3) hands back
// 0/1 integers, JSON as text and integers as numbers.
describe('fromBool', () => {
  it('reads PostgreSQL booleans', () => {
    assert.equal(fromBool(true), true);
    assert.equal(fromBool(false), false);
  });

  it('reads SQLite 0/1 integers', () => {
    assert.equal(fromBool(1), true);
    assert.equal(fromBool(0), false);
  });

  it('is false for anything else rather than truthy-coercing', () => {
    for (const value of [null, undefined, '', '0', 'false', 'f', 2, -1, Number.NaN, {}, []]) {
      assert.equal(fromBool(value), false, JSON.stringify(value));
    }
  });
});

describe('fromNullableBool', () => {
  it('keeps null and undefined as null (unknown, not false)', () => {
    assert.equal(fromNullableBool(null), null);
    assert.equal(fromNullableBool(undefined), null);
  });

  it('reads both dialects', () => {
    assert.equal(fromNullableBool(true), true);
    assert.equal(fromNullableBool(false), false);
    assert.equal(fromNullableBool(1), true);
    assert.equal(fromNullableBool(0), false);
  });
});

describe('fromJson / toJson', () => {
  const values: Array<[string, unknown]> = [
    ['an array of strings', ['gb', 'ie', 'eu']],
    ['an array of numbers', [64, 66]],
    ['an empty array', []],
    ['an object', { line1: '2 High St', city: 'London', postal_code: null, nested: { a: [1, { b: true }] } }],
    ['an empty object', {}],
    ['unicode text', { name: 'Müller & Søn — 東京', emoji: '✓' }],
  ];

  for (const [name, value] of values) {
    it(`parses SQLite text of ${name}`, () => {
      assert.deepEqual(fromJson(toJson(value)), value);
      assert.deepEqual(fromJson(JSON.stringify(value)), value);
    });

    it(`passes a PostgreSQL jsonb value of ${name} through unchanged`, () => {
      assert.equal(fromJson(value), value);
    });
  }

  it('passes null through (a nullable json column)', () => {
    assert.equal(fromJson(null), null);
  });

  it('throws on text that is not JSON rather than returning garbage', () => {
    assert.throws(() => fromJson('{not json'), SyntaxError);
  });

  it('toJson writes compact JSON text', () => {
    assert.equal(toJson(['a', 1, null]), '["a",1,null]');
    assert.equal(toJson({ a: { b: [] } }), '{"a":{"b":[]}}');
  });
});

describe('fromBigint', () => {
  it('reads SQLite numbers', () => {
    assert.equal(fromBigint(0), 0);
    assert.equal(fromBigint(1234567), 1234567);
    assert.equal(fromBigint(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER);
  });

  it('reads PostgreSQL bigint text', () => {
    assert.equal(fromBigint('0'), 0);
    assert.equal(fromBigint('42'), 42);
    assert.equal(fromBigint('26214400'), 26214400);
    assert.equal(fromBigint('9007199254740991'), Number.MAX_SAFE_INTEGER);
    assert.equal(fromBigint('-5'), -5);
  });

  it('reads JavaScript bigints (better-sqlite3 safeIntegers mode)', () => {
    assert.equal(fromBigint(123n), 123);
  });

  it('returns a number type in every case', () => {
    for (const value of [7, '7', 7n]) assert.equal(typeof fromBigint(value), 'number');
  });
});

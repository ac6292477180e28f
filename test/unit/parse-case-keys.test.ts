import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCaseKeys } from '../../src/db/repositories/case-list-repository.js';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190a000-0000-7000-8000-00000000000b';
const C = '0190a000-0000-7000-8000-00000000000c';

describe('parseCaseKeys (a SQLite page of keys read as one text)', () => {
  it('reads each case as id, version, creation, last data update and the key of its order (`-` for none), in the page order', () => {
    const text =
      `${B} 7 2024-03-02T10:00:00.000Z - - ` +
      `${A} 0 2024-03-01T10:00:00.000Z 2024-03-05T08:00:00.000Z 2024-03-06T08:00:00.000Z`;
    assert.deepEqual(parseCaseKeys(text, 'created'), [
      {
        id: B,
        view_version: 7,
        created_at: '2024-03-02T10:00:00.000Z',
        last_data_update: null,
        order_key: null,
      },
      {
        id: A,
        view_version: 0,
        created_at: '2024-03-01T10:00:00.000Z',
        last_data_update: '2024-03-05T08:00:00.000Z',
        order_key: '2024-03-06T08:00:00.000Z',
      },
    ]);
  });

  it('puts the cases in the page order when SQLite hands them over in another', () => {
    const same = '2024-03-01T10:00:00.000Z';
    const text = `${A} 1 ${same} - - ${C} 1 2024-03-03T10:00:00.000Z - - ${B} 1 ${same} - -`;
    assert.deepEqual(
      parseCaseKeys(text, 'created').map((k) => k.id),
      [C, B, A],
      'newest first; the same time by id, higher first',
    );
    assert.deepEqual(
      parseCaseKeys(text, 'oldest').map((k) => k.id),
      [A, B, C],
      'oldest first; the same time by id, lower first',
    );
    const updates = `${A} 1 ${same} - - ${B} 1 ${same} 2024-03-09T00:00:00.000Z - ${C} 1 ${same} 2024-03-04T00:00:00.000Z -`;
    assert.deepEqual(
      parseCaseKeys(updates, 'last_data_update').map((k) => k.id),
      [B, C, A],
      'by last data update, a case never updated last',
    );
    const waits = `${A} 1 ${same} - 2024-03-08T00:00:00.000Z ${B} 1 ${same} - 2024-03-02T00:00:00.000Z ${C} 1 ${same} - 2024-03-05T00:00:00.000Z`;
    assert.deepEqual(
      parseCaseKeys(waits, 'waiting').map((k) => k.id),
      [B, C, A],
      'by time waiting: the earliest entry into its state first',
    );
    const ranks = `${A} 1 ${same} - 3 ${B} 1 ${same} - 4 ${C} 1 ${same} - 3`;
    assert.deepEqual(
      parseCaseKeys(ranks, 'risk').map((k) => k.id),
      [B, C, A],
      'by risk: the highest rank first, then the newest (highest id)',
    );
    const dues = `${A} 1 ${same} - 9999-12-31T23:59:59.999Z ${B} 1 ${same} - 2024-03-09T00:00:00.000Z ${C} 1 ${same} - 2024-03-09T00:00:00.000Z`;
    assert.deepEqual(
      parseCaseKeys(dues, 'due').map((k) => k.id),
      [B, C, A],
      'by due date: the soonest first, ties by id, no deadline last',
    );
  });

  it('reads an empty page, and refuses a text it cannot split into whole cases', () => {
    assert.deepEqual(parseCaseKeys(null, 'created'), []);
    assert.deepEqual(parseCaseKeys('', 'created'), []);
    assert.throws(() => parseCaseKeys(`${A} 1 2024-03-01 10:00:00 - -`, 'created'), /holds a space/);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePercent } from '../../rules/ownership-declaration.js';
import { shareholdersOf, withoutShareholder, withShareholder } from '../../web/portal/lib/ownership.js';
import { twoLayers } from './portal-completeness-cases.js';

// The Ownership step's draft as the customer edits it: shareholders added under the company they hold, removed
// with everything declared under them; percentages read as typed.

describe('portal ownership: the declared tree', () => {
  it('lists the shareholders of a company, and adds one with its holding', () => {
    const tree = twoLayers();
    assert.deepEqual(
      shareholdersOf(tree, 'root').map((s) => s.entity.key),
      ['s1', 's2'],
    );
    assert.deepEqual(
      shareholdersOf(tree, 's2').map((s) => [s.entity.key, s.holding.shares]),
      [['s3', '100']],
    );
    const more = withShareholder(tree, 's2', 's9');
    assert.deepEqual(
      shareholdersOf(more, 's2').map((s) => s.entity.key),
      ['s3', 's9'],
    );
  });

  it('removes a company with its own shareholders, down every layer, and nothing else', () => {
    const deeper = withShareholder(withShareholder(twoLayers(), 's3', 'x'), 'root', 'y');
    const left = withoutShareholder(deeper, 's2');
    assert.deepEqual(
      left.entities.map((e) => e.key),
      ['s1', 'y'],
    );
    assert.deepEqual(
      left.holdings.map((h) => h.holder),
      ['s1', 'y'],
    );
  });
});

describe('portal ownership: percentages as typed', () => {
  it('reads a point or a comma and a trailing %, and refuses what is not between 0 and 100', () => {
    assert.equal(parsePercent('62.5'), 62.5);
    assert.equal(parsePercent(' 62,5 % '), 62.5);
    assert.equal(parsePercent('0'), 0);
    assert.equal(parsePercent('100'), 100);
    assert.equal(parsePercent('100.01'), null);
    assert.equal(parsePercent('-5'), null);
    assert.equal(parsePercent('abc'), null);
    assert.equal(parsePercent(''), null);
    assert.equal(parsePercent(undefined), null);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePercent } from '../../rules/ownership-declaration.js';
import { shareholdersOf, withoutShareholder, withShareholder } from '../../web/portal/lib/ownership.js';
import { liveOwnership } from '../../web/portal/lib/ownership-live.js';
import { director, fullDraft } from './portal-completeness-cases.js';
import { twoLayers } from './portal-completeness-ownership-cases.js';

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

describe('portal ownership: the beneficial owners shown live', () => {
  it('names the people at the end of each chain with what they own over all paths', () => {
    const result = liveOwnership(fullDraft({ ownership: twoLayers() }));
    assert.deepEqual(
      result.ubos.map((u) => [u.name, u.indirect_shares, u.by_default]),
      [
        ['Ada Lovelace', 40, false],
        ['Grace Hopper', 60, false],
      ],
    );
    assert.match(result.ubos[1]?.description ?? '', /60 % indirectly through N3 Holdings Ltd/);
  });

  it('a director who holds shares is that director, and the directors are named when nobody reaches 25 %', () => {
    const draft = fullDraft({
      directors: [director('d1'), director('d2', { given_names: 'Grace', surname: 'Hopper' })],
      ownership: {
        entities: [
          { key: 's1', type: 'person', director_key: 'd1' },
          { key: 's2', type: 'company', listed: true, listed_on: 'LSE', company: { formal_name: 'Big plc' } },
        ],
        holdings: [
          { key: 'h1', holder: 's1', held: 'root', shares: '10' },
          { key: 'h2', holder: 's2', held: 'root', shares: '90' },
        ],
      },
    });
    const result = liveOwnership(draft);
    assert.deepEqual(
      result.ubos.map((u) => [u.name, u.by_default]),
      [
        ['Ada Lovelace', true],
        ['Grace Hopper', true],
      ],
    );
    assert.equal(result.untraced_percentage, 0, 'a listed company ends the chain');
  });

  it('warns in plain words when a company is not traced to its owners', () => {
    const result = liveOwnership(
      fullDraft({
        ownership: {
          entities: [{ key: 's2', type: 'company', company: { formal_name: 'Opaque Ltd' } }],
          holdings: [{ key: 'h2', holder: 's2', held: 'root', shares: '60' }],
        },
      }),
    );
    assert.ok(result.warnings.some((w) => w.code === 'not_fully_traced'));
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type OwnershipSnapshotLike, ownershipChanges } from '../../src/domain/ownership-diff.js';

const structure = (shares: number, withNew: boolean, entityIds: [string, string, string]): OwnershipSnapshotLike => ({
  companies: [{ formal_name: 'Northwind Trading Ltd' }],
  persons: [
    { id: 'p1', given_names: 'Jane', surname: 'Doe' },
    { id: 'p2', given_names: 'Piotr', surname: 'Zieliński' },
  ],
  entities: [
    { id: entityIds[0], type: 'person', person_id: 'p1', formal_name: null, control: null },
    { id: entityIds[1], type: 'company', person_id: null, formal_name: 'Holdco Ltd', control: null },
    ...(withNew
      ? [
          {
            id: entityIds[2],
            type: 'person',
            person_id: 'p2',
            formal_name: null,
            control: { nature: 'right_to_appoint_board', description: 'Trust deed' },
          },
        ]
      : []),
  ],
  holdings: [
    { holder: entityIds[0], held: entityIds[1], shares, voting_rights: null },
    { holder: entityIds[1], held: null, shares: 100, voting_rights: null },
    ...(withNew ? [{ holder: entityIds[2], held: entityIds[1], shares: 100 - shares, voting_rights: null }] : []),
  ],
});

describe('ownershipChanges', () => {
  it('names a new shareholder and a changed percentage, whatever the entity ids became', () => {
    const changes = ownershipChanges(structure(100, false, ['a', 'b', 'c']), structure(60, true, ['x', 'y', 'z']));
    assert.deepEqual(
      changes.map((c) => [c.section, c.subject, c.change, c.field, c.before, c.after]),
      [
        ['holding', 'Jane Doe in Holdco Ltd', 'changed', 'shares', 100, 60],
        ['holding', 'Piotr Zieliński in Holdco Ltd', 'added', null, null, { shares: 40, voting_rights: null }],
        ['control', 'Piotr Zieliński', 'added', null, null, 'right_to_appoint_board: Trust deed'],
      ],
    );
  });

  it('reports nothing for the same structure, and everything as added against none', () => {
    assert.deepEqual(ownershipChanges(structure(60, true, ['a', 'b', 'c']), structure(60, true, ['x', 'y', 'z'])), []);
    const fromNothing = ownershipChanges(undefined, structure(100, false, ['a', 'b', 'c']));
    assert.deepEqual(
      fromNothing.map((c) => [c.subject, c.change]),
      [
        ['Jane Doe in Holdco Ltd', 'added'],
        ['Holdco Ltd in Northwind Trading Ltd', 'added'],
      ],
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  layoutPositions,
  type OwnershipGraph,
  structureRows,
} from '../../web/console/case/structure/structure-model.js';

// The console's Structure tab: the table's rows (the graph's accessible counterpart) and the drawing's layers,
// from the graph the API serves. Two layers: Ada holds 40 % of Acme directly, N3 Holdings 60 %, owned by Grace.

const GRAPH: OwnershipGraph = {
  acyclic: true,
  vertices: [
    {
      id: 'n3',
      type: 'Company',
      labels: { name: 'N3 Holdings Ltd', shareholder: [{ company_id: 'acme', shares: 60 }], calculated_shares: 60 },
    },
    {
      id: 'grace',
      type: 'Person',
      labels: {
        given_names: 'Grace',
        surname: 'Hopper',
        shareholder: [{ company_id: 'n3', shares: 100 }],
        ubo: [{ company_id: 'acme', shares: 60 }],
        calculated_shares: 60,
      },
    },
    { id: 'acme', type: 'Company', labels: { name: 'Acme Widgets Ltd', root: true, calculated_shares: 100 } },
    {
      id: 'ada',
      type: 'Person',
      labels: {
        given_names: 'Ada',
        surname: 'Lovelace',
        shareholder: [{ company_id: 'acme', shares: 40 }],
        ubo: [{ company_id: 'acme', shares: 40 }],
        director: [{ company_id: 'acme', position: 'director' }],
        calculated_shares: 40,
      },
    },
  ],
  edges: [
    { source: 'n3', target: 'acme', labels: { types: ['corporate_shareholder'], shares: 60 } },
    { source: 'grace', target: 'n3', labels: { types: ['individual_shareholder'], shares: 100 } },
    { source: 'ada', target: 'acme', labels: { types: ['individual_shareholder', 'ubo', 'director'], shares: 40 } },
    { source: 'grace', target: 'acme', labels: { types: ['ubo'], shares: 60 } },
  ],
};

describe('console structure: the table of every entity', () => {
  it('lists the root first, then each layer by indirect share, with direct and indirect %, roles and country', () => {
    const rows = structureRows(
      GRAPH,
      new Map([['ada', ['director', 'shareholder', 'ubo', 'controller']]]),
      new Map([
        ['acme', 'gb'],
        ['n3', 'je'],
      ]),
    );
    assert.deepEqual(
      rows.map((r) => [r.name, r.direct, r.indirect, r.roles.join(' '), r.jurisdiction]),
      [
        ['Acme Widgets Ltd', null, 100, '', 'gb'],
        ['N3 Holdings Ltd', 60, 60, 'shareholder', 'je'],
        ['Ada Lovelace', 40, 40, 'ubo controller director shareholder', null],
        ['Grace Hopper', null, 60, 'ubo shareholder', null],
      ],
    );
  });
});

describe('console structure: the drawing’s layers', () => {
  it('puts the company under review at the top and each layer of shareholders below the one it holds', () => {
    const at = layoutPositions(GRAPH);
    const y = (id: string) => at.get(id)?.y ?? Number.NaN;
    assert.ok(y('acme') < y('n3'), 'the root above its shareholders');
    assert.equal(y('n3'), y('ada'), 'direct shareholders on one layer');
    assert.ok(y('n3') < y('grace'), 'the holding’s owner below the holding');
  });
});

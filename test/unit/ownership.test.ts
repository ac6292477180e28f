import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  computeOwnership,
  formatPercent,
  type OwnershipEntity,
  type OwnershipHolding,
  type OwnershipResult,
  roundPercent,
} from '../../rules/ownership.js';

const root: OwnershipEntity = { key: 'root', type: 'company', name: 'Root Ltd', root: true };
const company = (key: string, extra: Partial<OwnershipEntity> = {}): OwnershipEntity => ({
  key,
  type: 'company',
  name: `${key} Ltd`,
  ...extra,
});
const person = (key: string, extra: Partial<OwnershipEntity> = {}): OwnershipEntity => ({
  key,
  type: 'person',
  name: key,
  ...extra,
});
const holds = (
  holder: string,
  held: string,
  shares: number,
  voting_rights: number | null = null,
): OwnershipHolding => ({
  holder,
  held,
  shares,
  voting_rights,
});
const figure = (result: OwnershipResult, key: string) => {
  const found = result.figures.find((f) => f.key === key);
  assert.ok(found, `no figure for ${key}`);
  return found;
};
const near = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `expected ${expected}, got ${actual}`);
const ubos = (result: OwnershipResult) => result.ubos.map((u) => u.key).sort();
const codes = (result: OwnershipResult) => result.warnings.map((w) => w.code).sort();

describe('computeOwnership', () => {
  it('multiplies along a chain: 60 % of a holding that owns 50 % is 30 %', () => {
    const result = computeOwnership({
      entities: [root, company('H'), person('P'), person('Q'), person('R')],
      holdings: [holds('H', 'root', 50), holds('P', 'H', 60), holds('Q', 'H', 40), holds('R', 'root', 50)],
    });
    near(figure(result, 'P').indirect_shares, 30);
    near(figure(result, 'Q').indirect_shares, 20);
    near(figure(result, 'R').indirect_shares, 50);
    near(figure(result, 'H').indirect_shares, 50);
    assert.deepEqual(ubos(result), ['P', 'R']);
    const p = result.ubos.find((u) => u.key === 'P');
    assert.equal(p?.description, 'Owns 30 % indirectly through H Ltd');
    assert.equal(result.ubos.find((u) => u.key === 'R')?.description, 'Owns 50 % directly');
    assert.deepEqual(p?.natures_of_control, ['ownership_of_shares', 'voting_rights']);
    assert.equal(result.acyclic, true);
    near(result.traced_percentage, 100);
    assert.deepEqual(result.warnings, []);
  });

  it('adds the paths of a diamond: one person through two holdings', () => {
    const result = computeOwnership({
      entities: [root, company('A'), company('B'), person('P'), person('Q')],
      holdings: [
        holds('A', 'root', 40),
        holds('B', 'root', 30),
        holds('Q', 'root', 30),
        holds('P', 'A', 50),
        holds('P', 'B', 50),
        holds('Q', 'A', 50),
        holds('Q', 'B', 50),
      ],
    });
    near(figure(result, 'P').indirect_shares, 35);
    near(figure(result, 'Q').indirect_shares, 65);
    assert.equal(
      result.ubos.find((u) => u.key === 'Q')?.description,
      'Owns 30 % directly and 35 % indirectly through A Ltd and B Ltd',
    );
    assert.equal(result.ubos.find((u) => u.key === 'P')?.description, 'Owns 35 % indirectly through A Ltd and B Ltd');
  });

  it('solves a cycle exactly and flags it as circular ownership', () => {
    // A owns 60 % of the root; A and B hold each other (B 50 % of A, A 20 % of B).
    // u_A = 0.6 + 0.2 u_B, u_B = 0.5 u_A, so u_A = 2/3 and u_B = 1/3 over all walks.
    const result = computeOwnership({
      entities: [root, company('A'), company('B'), person('P'), person('Q'), person('R')],
      holdings: [
        holds('A', 'root', 60),
        holds('B', 'A', 50),
        holds('A', 'B', 20),
        holds('P', 'B', 80),
        holds('Q', 'A', 50),
        holds('R', 'root', 40),
      ],
    });
    near(figure(result, 'P').indirect_shares, 80 / 3);
    near(figure(result, 'Q').indirect_shares, 100 / 3);
    near(figure(result, 'R').indirect_shares, 40);
    // A company's own figure counts each path once: its shares coming back round are not more of the root.
    near(figure(result, 'A').indirect_shares, 60);
    near(figure(result, 'B').indirect_shares, 30);
    near(result.traced_percentage, 100);
    assert.equal(result.acyclic, false);
    assert.deepEqual(codes(result), ['circular_ownership']);
    assert.match(result.warnings[0]?.message ?? '', /Circular ownership: A Ltd and B Ltd/);
  });

  it('survives companies that own each other wholly (nobody outside holds them)', () => {
    const result = computeOwnership({
      entities: [root, company('A'), company('B'), person('P')],
      holdings: [holds('A', 'root', 50), holds('P', 'root', 50), holds('A', 'B', 100), holds('B', 'A', 100)],
    });
    near(figure(result, 'P').indirect_shares, 50);
    assert.ok(result.figures.every((f) => Number.isFinite(f.indirect_shares)));
    near(result.untraced_percentage, 50);
    assert.deepEqual(codes(result), ['circular_ownership', 'not_fully_traced']);
  });

  it('carries 100 % through five layers and warns of more than 3 layers', () => {
    const result = computeOwnership({
      entities: [root, company('C1'), company('C2'), company('C3'), company('C4'), company('C5'), person('P')],
      holdings: [
        holds('C1', 'root', 100),
        holds('C2', 'C1', 100),
        holds('C3', 'C2', 100),
        holds('C4', 'C3', 100),
        holds('C5', 'C4', 100),
        holds('P', 'C5', 100),
      ],
    });
    near(figure(result, 'P').indirect_shares, 100);
    assert.equal(result.layers, 5);
    assert.equal(figure(result, 'C5').layer, 5);
    assert.deepEqual(codes(result), ['more_than_3_layers']);
    assert.deepEqual(result.warnings[0]?.entities, ['C4', 'C5']);
    assert.equal(result.ubos[0]?.description, 'Owns 100 % indirectly through C5 Ltd');
  });

  it('rounds to two decimals as people read shares', () => {
    const result = computeOwnership({
      entities: [root, company('H'), person('P')],
      holdings: [holds('H', 'root', 33.33), holds('P', 'H', 50)],
    });
    assert.equal(roundPercent(figure(result, 'P').indirect_shares), 16.67);
    assert.equal(roundPercent(100 / 3), 33.33);
    assert.equal(roundPercent(200 / 3), 66.67);
    assert.equal(formatPercent(62.5), '62.5 %');
    assert.equal(formatPercent(25), '25 %');
  });

  it('counts exactly 25 % as reaching a 25 % threshold, and 24.99 % as not', () => {
    const result = computeOwnership({
      entities: [root, company('H'), person('P'), person('Q'), person('R')],
      holdings: [holds('H', 'root', 50), holds('P', 'H', 50), holds('Q', 'root', 24.99), holds('R', 'root', 25.01)],
    });
    assert.deepEqual(ubos(result), ['P', 'R']);
    const lower = computeOwnership({
      entities: [root, person('Q'), person('R')],
      holdings: [holds('Q', 'root', 10), holds('R', 'root', 90)],
      threshold: 10,
    });
    assert.deepEqual(ubos(lower), ['Q', 'R']);
  });

  it('ends the chain at a listed company, which counts as traced', () => {
    const result = computeOwnership({
      entities: [root, company('L', { listed_on: 'London Stock Exchange' }), person('X'), person('P')],
      holdings: [holds('L', 'root', 60), holds('X', 'L', 40), holds('P', 'root', 40)],
    });
    near(figure(result, 'L').indirect_shares, 60);
    near(figure(result, 'X').indirect_shares, 0);
    near(result.traced_percentage, 100);
    assert.deepEqual(ubos(result), ['P']);
    assert.deepEqual(result.warnings, []);
  });

  it('warns when the declared shares of a company sum to more than 100 %', () => {
    const result = computeOwnership({
      entities: [root, person('P'), person('Q')],
      holdings: [holds('P', 'root', 60), holds('Q', 'root', 60)],
    });
    assert.deepEqual(codes(result), ['over_100_percent']);
    assert.equal(result.warnings[0]?.message, 'The declared shares of Root Ltd sum to 120 %, more than 100 %');
    assert.deepEqual(result.warnings[0]?.entities, ['root']);
  });

  it('names what is not traced to natural persons', () => {
    const result = computeOwnership({
      entities: [root, company('H'), person('P')],
      holdings: [holds('H', 'root', 40), holds('P', 'root', 60)],
    });
    near(result.untraced_percentage, 40);
    assert.deepEqual(codes(result), ['not_fully_traced']);
    assert.equal(
      result.warnings[0]?.message,
      'Ownership not fully traced: 40 % held by entities whose owners are unknown (H Ltd)',
    );
  });

  it('names the directors as UBOs by default when no owner reaches the threshold', () => {
    const result = computeOwnership({
      entities: [root, person('A'), person('B'), person('C'), person('D'), person('E', { is_director: true })],
      holdings: ['A', 'B', 'C', 'D'].map((k) => holds(k, 'root', 24)).concat([holds('E', 'root', 4)]),
    });
    assert.deepEqual(ubos(result), ['E']);
    const ubo = result.ubos[0];
    assert.equal(ubo?.by_default, true);
    assert.deepEqual(ubo?.natures_of_control, ['senior_managing_official']);
    assert.ok(codes(result).includes('ubo_by_default'));
  });

  it('counts control by other means and voting rights apart from shares', () => {
    const result = computeOwnership({
      entities: [
        root,
        person('P'),
        person('V'),
        person('C', {
          control: { nature: 'right_to_appoint_board', description: 'Appoints the board under a trust deed' },
        }),
      ],
      holdings: [holds('P', 'root', 90, 70), holds('V', 'root', 10, 30)],
    });
    assert.deepEqual(ubos(result), ['C', 'P', 'V']);
    const v = result.ubos.find((u) => u.key === 'V');
    assert.deepEqual(v?.natures_of_control, ['voting_rights']);
    assert.equal(v?.description, 'Owns 10 % directly; holds 30 % of the voting rights');
    const c = result.ubos.find((u) => u.key === 'C');
    assert.deepEqual(c?.natures_of_control, ['right_to_appoint_board']);
    assert.equal(c?.description, 'Controls by other means: Appoints the board under a trust deed');
  });

  it('flags corporate shareholders in high-risk jurisdictions the account lists', () => {
    const entities = [root, company('H', { jurisdiction_code: 'ky' }), person('P')];
    const holdings = [holds('H', 'root', 100), holds('P', 'H', 100)];
    assert.deepEqual(codes(computeOwnership({ entities, holdings })), []);
    const flagged = computeOwnership({ entities, holdings, high_risk_jurisdictions: ['KY'] });
    assert.deepEqual(codes(flagged), ['high_risk_jurisdiction']);
    assert.equal(
      flagged.warnings[0]?.message,
      'H Ltd is a corporate shareholder in ky, a jurisdiction marked high risk',
    );
  });
});

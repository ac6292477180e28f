import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { computeOwnership, type OwnershipEntity, type OwnershipHolding } from '../../rules/ownership.js';

/**
 * Valid structures: a root, up to 7 other companies and up to 6 persons; each holding names a company as held,
 * cycles allowed, and every company's declared holders sum to at most 100 % (each company gets a random total,
 * split among its holders).
 */
const structure = fc
  .record({
    companies: fc.integer({ min: 0, max: 7 }),
    persons: fc.integer({ min: 1, max: 6 }),
    edges: fc.array(fc.record({ holder: fc.nat(), held: fc.nat(), weight: fc.integer({ min: 1, max: 100 }) }), {
      maxLength: 30,
    }),
    totals: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ companies, persons, edges, totals }) => {
    const entities: OwnershipEntity[] = [{ key: 'root', type: 'company', name: 'Root', root: true }];
    for (let i = 1; i <= companies; i++) entities.push({ key: `c${i}`, type: 'company', name: `C${i}` });
    for (let i = 1; i <= persons; i++) entities.push({ key: `p${i}`, type: 'person', name: `P${i}` });
    const companyKeys = entities.filter((e) => e.type === 'company').map((e) => e.key);
    const raw = new Map<string, { holder: string; held: string; weight: number }>();
    for (const e of edges) {
      const holder = entities[e.holder % entities.length]?.key as string;
      const held = companyKeys[e.held % companyKeys.length] as string;
      if (holder === held) continue;
      raw.set(`${holder}>${held}`, { holder, held, weight: e.weight });
    }
    const holdings: OwnershipHolding[] = [];
    companyKeys.forEach((held, i) => {
      const mine = [...raw.values()].filter((r) => r.held === held);
      const sum = mine.reduce((s, r) => s + r.weight, 0);
      for (const r of mine)
        holdings.push({ holder: r.holder, held, shares: ((totals[i] ?? 100) * r.weight) / sum, voting_rights: null });
    });
    return { entities, holdings };
  });

describe('computeOwnership properties', () => {
  it('never gives a person more than 100 %, nor all persons together', () => {
    fc.assert(
      fc.property(structure, (input) => {
        const result = computeOwnership(input);
        let total = 0;
        for (const f of result.figures) {
          assert.ok(Number.isFinite(f.indirect_shares) && f.indirect_shares >= -1e-9, `${f.key}: ${f.indirect_shares}`);
          assert.ok(f.indirect_shares <= 100 + 1e-7, `${f.key}: ${f.indirect_shares}`);
          if (f.type === 'person') total += f.indirect_shares;
        }
        assert.ok(total <= 100 + 1e-7, `persons together: ${total}`);
        assert.ok(result.traced_percentage <= 100 + 1e-7);
      }),
      { numRuns: 500 },
    );
  });

  it('changes no existing figure when an unrelated branch is added', () => {
    fc.assert(
      fc.property(structure, fc.nat(), fc.integer({ min: 1, max: 100 }), (input, pick, part) => {
        const before = computeOwnership(input);
        // A new person owning a new company, which takes up part of what some company has left undeclared.
        const companies = input.entities.filter((e) => e.type === 'company');
        const target = companies[pick % companies.length] as OwnershipEntity;
        const declared = input.holdings.filter((h) => h.held === target.key).reduce((s, h) => s + h.shares, 0);
        const room = 100 - declared;
        fc.pre(room > 1e-6);
        const after = computeOwnership({
          entities: [
            ...input.entities,
            { key: 'new-co', type: 'company', name: 'New' },
            { key: 'new-person', type: 'person', name: 'Newcomer' },
          ],
          holdings: [
            ...input.holdings,
            { holder: 'new-co', held: target.key, shares: (room * part) / 100, voting_rights: null },
            { holder: 'new-person', held: 'new-co', shares: 100, voting_rights: null },
          ],
        });
        for (const f of before.figures) {
          const g = after.figures.find((x) => x.key === f.key);
          assert.ok(g && Math.abs(g.indirect_shares - f.indirect_shares) < 1e-7, `${f.key} changed`);
        }
      }),
      { numRuns: 300 },
    );
  });
});

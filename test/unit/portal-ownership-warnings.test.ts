import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { computeOwnership, type OwnershipInput } from '../../rules/ownership.js';
import { ownershipWarningWords } from '../../web/portal/lib/ownership-warnings.js';

// The Ownership step shows the computation's warnings in the customer's words, with the warning's own figures.

const words = (input: OwnershipInput, countryName?: (code: string) => string) => {
  const result = computeOwnership(input);
  return result.warnings.map((w): [string, string] => [w.code, ownershipWarningWords(w, result, input, countryName)]);
};

const root = { key: 'root', type: 'company' as const, name: 'Acme Ltd', root: true };
const person = (key: string, name: string) => ({ key, type: 'person' as const, name });
const company = (key: string, name: string, jurisdiction_code: string | null = 'gb') => ({
  key,
  type: 'company' as const,
  name,
  listed_on: null,
  jurisdiction_code,
});

describe('portal ownership warnings in plain words', () => {
  it('says how much is untraced and whose owners to add', () => {
    const input: OwnershipInput = {
      entities: [root, person('ada', 'Ada Lovelace'), company('n3', 'N3 Holdings Ltd')],
      holdings: [
        { holder: 'ada', held: 'root', shares: 60, voting_rights: null },
        { holder: 'n3', held: 'root', shares: 40, voting_rights: null },
      ],
    };
    assert.deepEqual(words(input), [
      ['not_fully_traced', 'We can’t yet see who owns 40 % of the company: please add who owns N3 Holdings Ltd.'],
    ]);
  });

  it('names a company whose shares add up to more than 100 %, with the total', () => {
    const input: OwnershipInput = {
      entities: [root, person('ada', 'Ada Lovelace'), person('grace', 'Grace Hopper')],
      holdings: [
        { holder: 'ada', held: 'root', shares: 70, voting_rights: null },
        { holder: 'grace', held: 'root', shares: 45.5, voting_rights: null },
      ],
    };
    assert.deepEqual(words(input), [
      [
        'over_100_percent',
        'The shares in Acme Ltd add up to 115.5 %, but they can add up to 100 % at most. Please check the percentages.',
      ],
    ]);
  });

  it('names the companies that own each other, and counts the layers of a deep chain', () => {
    const circular: OwnershipInput = {
      entities: [root, person('ada', 'Ada Lovelace'), company('a', 'Alpha Ltd'), company('b', 'Beta Ltd')],
      holdings: [
        { holder: 'a', held: 'root', shares: 100, voting_rights: null },
        { holder: 'b', held: 'a', shares: 50, voting_rights: null },
        { holder: 'a', held: 'b', shares: 50, voting_rights: null },
        { holder: 'ada', held: 'a', shares: 50, voting_rights: null },
        { holder: 'ada', held: 'b', shares: 50, voting_rights: null },
      ],
    };
    const circle = words(circular).find(([code]) => code === 'circular_ownership')?.[1] ?? '';
    assert.match(circle, /^(Alpha Ltd and Beta Ltd|Beta Ltd and Alpha Ltd) own shares in each other\. Please check/);

    const chain = ['c1', 'c2', 'c3', 'c4'];
    const deep: OwnershipInput = {
      entities: [root, ...chain.map((k, i) => company(k, `Layer ${i + 1} Ltd`)), person('ada', 'Ada Lovelace')],
      holdings: [
        { holder: 'c1', held: 'root', shares: 100, voting_rights: null },
        { holder: 'c2', held: 'c1', shares: 100, voting_rights: null },
        { holder: 'c3', held: 'c2', shares: 100, voting_rights: null },
        { holder: 'c4', held: 'c3', shares: 100, voting_rights: null },
        { holder: 'ada', held: 'c4', shares: 100, voting_rights: null },
      ],
    };
    assert.deepEqual(words(deep), [
      [
        'more_than_3_layers',
        'The ownership runs through 4 layers of companies. That is allowed, but your reviewer will look at it closely: please check each layer.',
      ],
    ]);
  });

  it('says who counts as beneficial owner by default, and names a high-risk country by its name', () => {
    const input: OwnershipInput = {
      entities: [
        root,
        { ...person('dir', 'Dora Director'), is_director: true },
        person('p1', 'Piet Small'),
        company('k', 'Kayman Ltd', 'ky'),
      ],
      holdings: [
        { holder: 'p1', held: 'root', shares: 20, voting_rights: null },
        { holder: 'k', held: 'root', shares: 20, voting_rights: null },
      ],
      high_risk_jurisdictions: ['ky'],
    };
    const said = new Map(words(input, (code) => (code === 'ky' ? 'Cayman Islands' : code)));
    assert.equal(
      said.get('ubo_by_default'),
      'No one owns 25 % or more of the company, so your directors count as its beneficial owners.',
    );
    assert.equal(
      said.get('high_risk_jurisdiction'),
      'Kayman Ltd is registered in Cayman Islands, a country your reviewer checks more closely.',
    );
    for (const text of said.values()) assert.doesNotMatch(text, /UBO|traced|jurisdiction/, 'no reviewer jargon');
  });
});

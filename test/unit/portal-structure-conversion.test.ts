import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApplicationDraftData } from '../../src/portal/application-draft.js';
import { structureFromDraft } from '../../src/portal/draft-to-structure.js';
import { draftOwnershipFrom } from '../../src/portal/structure-to-draft.js';
import { twoLayers } from './portal-completeness-ownership-cases.js';

// The portal's declared ownership as the structure the service stores (PUT /structure's body), and back as the
// draft of an answer to a data update request.

describe('portal ownership → the case’s structure', () => {
  it('turns typed percentages into numbers, links a director by the case’s id, and names a listed company’s exchange', () => {
    const ownership = twoLayers();
    const draft = {
      directors: [{ key: 'd1' }],
      ownership: {
        entities: [
          { ...ownership.entities[0], key: 's1', type: 'person', director_key: 'd1', person: undefined },
          ...ownership.entities.slice(1),
          {
            key: 's9',
            type: 'company',
            listed: true,
            listed_on: ' LSE ',
            company: { formal_name: 'Big plc', company_number: '1', jurisdiction_code: 'GB' },
          },
        ],
        holdings: [
          ...ownership.holdings.map((h) => (h.key === 'h2' ? { ...h, shares: '55,5', voting_rights: '60' } : h)),
          { key: 'h9', holder: 's9', held: 'root', shares: '4.5 %' },
        ],
      },
    } as ApplicationDraftData;
    const structure = structureFromDraft(draft, new Map([['d1', '0197aaaa-0000-7000-8000-000000000001']]));
    assert.deepEqual(structure?.entities[0], {
      key: 's1',
      type: 'person',
      director_id: '0197aaaa-0000-7000-8000-000000000001',
      control: null,
    });
    assert.deepEqual(structure?.entities[3], {
      key: 's9',
      type: 'company',
      company: { formal_name: 'Big plc', company_number: '1', jurisdiction_code: 'gb' },
      listed_on: 'LSE',
    });
    assert.deepEqual(
      structure?.holdings.map((h) => [h.holder, h.held, h.shares, h.voting_rights]),
      [
        ['s1', 'root', 40, null],
        ['s2', 'root', 55.5, 60],
        ['s3', 's2', 100, null],
        ['s9', 'root', 4.5, null],
      ],
    );
    assert.equal(structureFromDraft({}, new Map()), null, 'no structure declared: none written');
  });
});

describe('the case’s structure → the portal’s draft', () => {
  it('shows what was declared, a director’s holding still linked to the director', () => {
    const draft = draftOwnershipFrom({
      directors: [{ id: 'dir-1', person_id: 'p-ada' }],
      persons: [
        { id: 'p-ada', given_names: 'Ada', surname: 'Lovelace', date_of_birth: null, nationality: 'gb' },
        { id: 'p-grace', given_names: 'Grace', surname: 'Hopper', date_of_birth: '1976-12-09', nationality: 'us' },
      ],
      entities: [
        {
          id: 'e1',
          type: 'person',
          person_id: 'p-ada',
          formal_name: null,
          company_number: null,
          jurisdiction_code: null,
          listed_on: null,
          control: null,
        },
        {
          id: 'e2',
          type: 'company',
          person_id: null,
          formal_name: 'N3',
          company_number: '9',
          jurisdiction_code: 'gb',
          listed_on: null,
          control: null,
        },
        {
          id: 'e3',
          type: 'person',
          person_id: 'p-grace',
          formal_name: null,
          company_number: null,
          jurisdiction_code: null,
          listed_on: null,
          control: { nature: 'right_to_appoint_board', description: 'Board' },
        },
      ],
      holdings: [
        { id: 'h1', holder: 'e1', held: null, shares: 40, voting_rights: null },
        { id: 'h2', holder: 'e2', held: null, shares: 60, voting_rights: 70 },
        { id: 'h3', holder: 'e3', held: 'e2', shares: 100, voting_rights: null },
      ],
    });
    assert.deepEqual(draft?.entities[0], { key: 'e1', type: 'person', director_key: 'dir-1', control: null });
    assert.equal(draft?.entities[1]?.listed, false);
    assert.deepEqual(draft?.entities[2]?.person, {
      given_names: 'Grace',
      surname: 'Hopper',
      date_of_birth: '1976-12-09',
      nationality: 'us',
    });
    assert.deepEqual(
      draft?.holdings.map((h) => [h.holder, h.held, h.shares, h.voting_rights]),
      [
        ['e1', 'root', '40', undefined],
        ['e2', 'root', '60', '70'],
        ['e3', 'e2', '100', undefined],
      ],
    );
    assert.equal(
      draftOwnershipFrom({ directors: [], persons: [], entities: [], holdings: [] }),
      undefined,
      'no structure on file: the step starts empty',
    );
  });
});

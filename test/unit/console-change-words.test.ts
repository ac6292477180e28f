import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHANGE_SECTION_LABELS, changeFieldLabel, changeValue } from '../../web/console/case/change-words.js';

// "What changed since the last submission" in words, for the ownership structure's changes (GET …/changes).

describe('console change words: the ownership structure', () => {
  it('says a shareholding as its percentages, and names the sections and fields plainly', () => {
    assert.equal(changeValue(null, { shares: 60, voting_rights: null }), '60 % of the shares');
    assert.equal(changeValue(null, { shares: 40, voting_rights: 70 }), '40 % of the shares, 70 % of the voting rights');
    assert.equal(changeValue('shares', 62.5), '62.5');
    assert.equal(CHANGE_SECTION_LABELS.holding, 'Shareholding');
    assert.equal(CHANGE_SECTION_LABELS.control, 'Control by other means');
    assert.equal(changeFieldLabel('holding', 'voting_rights'), 'Voting rights (%)');
  });
});

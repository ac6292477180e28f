import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type KeptCase, PresentedCaseMemo } from '../../src/services/presented-case-memo.js';

const kept = (id: string, status = 'new'): KeptCase => ({
  recordOpen: Buffer.from(`{"id":"${id}","status":"${status}"`),
  state: {
    id,
    status,
    assessment: null,
    sent_to_qa_by: null,
    assigned_to: null,
    tab_changed_at: null,
    qa_reviewer_id: null,
    decided_at: null,
    decided_by: null,
    qa_by: null,
    unreviewed: [],
  },
  stateKey: `${status}\nnull\nnull\nnull`,
  progressClose: Buffer.from('"review_progress":{"reviewed":0,"total":4}}'),
});

describe('PresentedCaseMemo', () => {
  it('answers only for the version a case was kept under', () => {
    const memo = new PresentedCaseMemo();
    const v3 = kept('a');
    memo.set('a', 3, v3);
    assert.equal(memo.get('a', 3), v3);
    assert.equal(memo.get('a', 4), undefined, 'a newer version is not served the old record');
    assert.equal(memo.get('a', 2), undefined, 'nor an older one (a restored backup, another instance behind)');
    assert.equal(memo.get('b', 3), undefined);
    const v4 = kept('a', 'in_progress');
    memo.set('a', 4, v4);
    assert.equal(memo.get('a', 4), v4);
    assert.equal(memo.get('a', 3), undefined, 'one entry per case: the new version replaces the old');
    assert.equal(memo.size, 1);
  });

  it('holds at most its bound, letting the oldest case go first', () => {
    const memo = new PresentedCaseMemo(3);
    for (const id of ['a', 'b', 'c']) memo.set(id, 1, kept(id));
    memo.set('a', 2, kept('a', 'in_progress')); // a case already kept takes no new room
    assert.equal(memo.size, 3);
    memo.set('d', 1, kept('d'));
    assert.equal(memo.size, 3);
    assert.equal(memo.get('a', 2), undefined, 'the first kept goes first');
    assert.ok(memo.get('b', 1) && memo.get('c', 1) && memo.get('d', 1));
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideHit, decisionCommentError, rescreenOutcome } from '../../src/domain/screening-issue-rules.js';
import { caseSubjects, entryFingerprint, subjectFingerprint } from '../../src/domain/screening-subjects.js';

const hit = (relevant: boolean | null, proposed_by: string | null = null) => ({
  relevant,
  entry_fingerprint: 'e1',
  subject_fingerprint: 's1',
  proposed_by,
  category: 'sanction',
});

describe('screening: decisions that stick', () => {
  it('a dismissed hit stays dismissed until the entry or the subject changes, then comes back', () => {
    assert.equal(rescreenOutcome(undefined, { entry: 'e1', subject: 's1' }), 'insert');
    assert.equal(rescreenOutcome(hit(false), { entry: 'e1', subject: 's1' }), 'unchanged');
    assert.equal(rescreenOutcome(hit(false), { entry: 'e2', subject: 's1' }), 'reopen');
    assert.equal(rescreenOutcome(hit(false), { entry: 'e1', subject: 's2' }), 'reopen');
    assert.equal(rescreenOutcome(hit(true), { entry: 'e2', subject: 's1' }), 'refresh_decided');
    assert.equal(rescreenOutcome(hit(null), { entry: 'e2', subject: 's1' }), 'refresh');
    assert.equal(rescreenOutcome(hit(null), { entry: 'e1', subject: 's1' }), 'unchanged');
  });

  it('four eyes: a sanction dismissal is proposed, then confirmed by someone else; a true match decides at once', () => {
    const fourEyes = { fourEyes: true, person: 'user:a' };
    assert.deepEqual(decideHit(hit(null), false, fourEyes), { ok: true, kind: 'proposed' });
    assert.equal(decideHit(hit(null, 'user:a'), false, fourEyes).ok, false);
    assert.deepEqual(decideHit(hit(null, 'user:a'), false, { fourEyes: true, person: 'user:b' }), {
      ok: true,
      kind: 'confirmed',
    });
    assert.deepEqual(decideHit(hit(null, 'user:a'), true, fourEyes), { ok: true, kind: 'decided', relevant: true });
    assert.deepEqual(decideHit({ ...hit(null), category: 'pep' }, false, fourEyes), {
      ok: true,
      kind: 'decided',
      relevant: false,
    });
    assert.deepEqual(decideHit(hit(null), false, { fourEyes: false, person: 'user:a' }), {
      ok: true,
      kind: 'decided',
      relevant: false,
    });
    const again = decideHit(hit(true), false, fourEyes);
    assert.equal(again.ok === false && again.reason, 'already_decided');
  });

  it('a decision needs a comment', () => {
    assert.equal(decisionCommentError(''), 'a comment is required');
    assert.equal(decisionCommentError('   '), 'a comment is required');
    assert.equal(decisionCommentError(undefined), 'a comment is required');
    assert.equal(decisionCommentError('x'.repeat(2001)), 'at most 2000 characters');
    assert.equal(decisionCommentError('Different date of birth'), null);
  });
});

describe('screening: who of a case is screened', () => {
  const data = {
    company: { id: 'c1', formal_name: 'Northwind Trading Ltd', brand_name: 'Northwind', jurisdiction_code: 'gb' },
    directors: [
      {
        director_id: 'd1',
        person_id: 'p1',
        given_names: 'Jane  Ann',
        surname: 'Doe',
        date_of_birth: '1980-01-02',
        nationality: 'gb',
        address: { line1: '2 High St', city: 'London', country: 'gb', line2: null },
      },
    ],
    bank_accounts: [
      { id: 'b1', account_holder: 'NORTHWIND TRADING LTD' },
      { id: 'b2', account_holder: 'John Smith' },
    ],
    crypto_addresses: [{ id: 'x1', address: ' 0xabc ', address_type: 'ETH' }],
    owners: [],
  };

  it('the company, each director, holders other than the company (as person and company), each address', () => {
    const subjects = caseSubjects(data);
    assert.deepEqual(
      subjects.map((s) => [s.key, s.kind, s.role]),
      [
        ['company:c1', 'company', 'company'],
        ['director:d1', 'person', 'director'],
        ['bank_account:b2:person', 'person', 'bank_account_holder'],
        ['bank_account:b2:company', 'company', 'bank_account_holder'],
        ['crypto_address:x1', 'crypto_address', 'crypto_address'],
      ],
    );
    assert.equal(subjects[0]?.aliases[0], 'Northwind');
    assert.equal(subjects[1]?.name, 'Jane Ann Doe');
    assert.equal(subjects[1]?.address, '2 High St, London, gb');
    assert.equal(subjects[4]?.name, '0xabc');
  });

  it('the fingerprint moves with a name, date of birth or nationality, not with an address', () => {
    const [, director] = caseSubjects(data);
    assert.ok(director);
    const print = subjectFingerprint(director);
    assert.equal(subjectFingerprint({ ...director, address: 'elsewhere' }), print);
    assert.notEqual(subjectFingerprint({ ...director, date_of_birth: '1980-01-03' }), print);
    assert.notEqual(subjectFingerprint({ ...director, nationality: 'ie' }), print);
    assert.notEqual(subjectFingerprint({ ...director, name: 'Jane Doe' }), print);
    assert.equal(subjectFingerprint({ ...director, name: 'JANE ANN DOE' }), print, 'case alone is not a change');
  });

  it('an entry’s fingerprint ignores key order', () => {
    assert.equal(entryFingerprint({ a: 1, b: [{ x: 1, y: 2 }] }), entryFingerprint({ b: [{ y: 2, x: 1 }], a: 1 }));
    assert.notEqual(entryFingerprint({ a: 1 }), entryFingerprint({ a: 2 }));
  });
});

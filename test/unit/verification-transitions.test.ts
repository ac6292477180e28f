import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../../src/domain/verification-status.js';
import {
  CLIENT_EVENTS,
  decideTransition,
  eventsForCaller,
  fourEyesPerson,
  isClientEvent,
  SYSTEM_EVENTS,
  type TransitionContext,
  type TransitionInput,
  type VerificationEvent,
} from '../../src/domain/verification-transitions.js';

/**
 * docs/interface.md's transition table ("Case states"), written out state by state: from each state, the events it allows and where each
 * goes. Every (state, event) pair not listed here must be refused with invalid_state_transition.
 */
const EXPECTED: Record<VerificationStatus, Partial<Record<VerificationEvent, VerificationStatus>>> = {
  processing: { processing_finished: 'new' },
  new: { start: 'in_progress' },
  in_progress: {
    request_data_update: 'data_update_requested',
    request_risk_score_update: 'recalculate_risk_score',
    qa: 'qa',
    complete: 'completed',
    rejected: 'rejected',
  },
  data_update_requested: { customer_resubmitted: 'in_progress', cancel_data_update: 'in_progress' },
  recalculate_risk_score: { cancel_risk_score_update: 'in_progress', risk_score_received: 'in_progress' },
  qa: { back_to_compliance: 'in_progress', complete: 'completed', rejected: 'rejected' },
  completed: { reopen: 'in_progress' },
  rejected: { reopen: 'in_progress' },
};

const DOCUMENTED_CLIENT_EVENTS = [
  'start',
  'request_data_update',
  'cancel_data_update',
  'request_risk_score_update',
  'cancel_risk_score_update',
  'qa',
  'back_to_compliance',
  'complete',
  'rejected',
  'reopen',
];
const DOCUMENTED_SYSTEM_EVENTS = ['processing_finished', 'customer_resubmitted', 'risk_score_received'];
const ALL_EVENTS: VerificationEvent[] = [...CLIENT_EVENTS, ...SYSTEM_EVENTS];

/** A body that satisfies every guard, so only the state decides. */
const VALID_INPUT: TransitionInput = {
  assessment: 'risk_medium',
  assessment_comment: 'Checked the registry and the directors',
  qa_comment: 'Please double-check the UBO',
  rejection_comment: 'Shell company',
};

function context(status: VerificationStatus, overrides: Partial<TransitionContext> = {}): TransitionContext {
  return {
    status,
    requiresQa: false,
    currentAssessment: null,
    sentToQaBy: null,
    actorKey: 'token:a',
    requireReviewMarks: false,
    unreviewed: [],
    // Unless a test says otherwise, each credential is its own person.
    sentToQaPerson: overrides.sentToQaBy ?? null,
    actorPerson: overrides.actorKey ?? 'token:a',
    ...overrides,
  };
}

describe('the transition table', () => {
  it('knows exactly the eight states and the events of docs/interface.md', () => {
    assert.deepEqual([...VERIFICATION_STATUSES].sort(), [
      'completed',
      'data_update_requested',
      'in_progress',
      'new',
      'processing',
      'qa',
      'recalculate_risk_score',
      'rejected',
    ]);
    assert.deepEqual([...CLIENT_EVENTS].sort(), [...DOCUMENTED_CLIENT_EVENTS].sort());
    assert.deepEqual([...SYSTEM_EVENTS].sort(), [...DOCUMENTED_SYSTEM_EVENTS].sort());
    for (const event of DOCUMENTED_CLIENT_EVENTS) assert.equal(isClientEvent(event), true, event);
    for (const event of [...DOCUMENTED_SYSTEM_EVENTS, 'bogus', '__proto__', 'toString']) {
      assert.equal(isClientEvent(event), false, `${event} is not something a client may send`);
    }
  });

  for (const status of VERIFICATION_STATUSES) {
    for (const event of ALL_EVENTS) {
      const to = EXPECTED[status][event];
      it(`${status} × ${event} → ${to ?? 'refused'}`, () => {
        const decision = decideTransition(event, VALID_INPUT, context(status));
        if (to === undefined) {
          assert.equal(decision.ok, false);
          assert.ok(!decision.ok && decision.reason === 'invalid_state_transition', JSON.stringify(decision));
          assert.match(decision.message, new RegExp(`\\b${status}\\b`), 'the refusal names the current state');
        } else {
          assert.ok(decision.ok, JSON.stringify(decision));
          assert.equal(decision.from, status);
          assert.equal(decision.to, to);
        }
      });
    }
  }

  it('refuses in every state the events that are not allowed there, also without a body', () => {
    for (const status of VERIFICATION_STATUSES) {
      for (const event of ALL_EVENTS) {
        if (EXPECTED[status][event] !== undefined) continue;
        const decision = decideTransition(event, {}, context(status));
        assert.ok(!decision.ok && decision.reason === 'invalid_state_transition', `${status} × ${event}`);
      }
    }
  });
});

describe('guards', () => {
  it('qa needs an assessment among risk_low, risk_medium, risk_high and an assessment_comment', () => {
    const missing = decideTransition('qa', {}, context('in_progress'));
    assert.ok(!missing.ok && missing.reason === 'validation_failed');
    assert.deepEqual(missing.details.map((d) => d.field).sort(), ['assessment', 'assessment_comment']);

    for (const assessment of ['low', 'RISK_LOW', 'risk_extreme', '']) {
      const bad = decideTransition('qa', { assessment, assessment_comment: 'ok' }, context('in_progress'));
      assert.ok(!bad.ok && bad.reason === 'validation_failed', assessment);
      assert.deepEqual(
        bad.details.map((d) => d.field),
        ['assessment'],
      );
    }
    const blank = decideTransition('qa', { assessment: 'risk_low', assessment_comment: '   ' }, context('in_progress'));
    assert.ok(!blank.ok && blank.reason === 'validation_failed');
    assert.deepEqual(
      blank.details.map((d) => d.field),
      ['assessment_comment'],
    );

    for (const assessment of ['risk_low', 'risk_medium', 'risk_high']) {
      const ok = decideTransition(
        'qa',
        { assessment, assessment_comment: '  looks fine  ' },
        context('in_progress', { actorKey: 'token:officer-1' }),
      );
      assert.ok(ok.ok, assessment);
      assert.equal(ok.to, 'qa');
      assert.equal(ok.changes.assessment, assessment);
      assert.equal(ok.changes.assessment_comment, 'looks fine');
      assert.equal(ok.changes.sent_to_qa_by, 'token:officer-1', 'remembers who sent it, for the four-eyes rule');
      assert.equal(ok.comment, 'looks fine', 'the audit comment is the assessment comment');
    }
  });

  it('back_to_compliance needs a qa_comment and forgets who sent the case to QA', () => {
    for (const input of [{}, { qa_comment: '' }, { qa_comment: ' \n ' }]) {
      const refused = decideTransition('back_to_compliance', input, context('qa'));
      assert.ok(!refused.ok && refused.reason === 'validation_failed');
      assert.deepEqual(
        refused.details.map((d) => d.field),
        ['qa_comment'],
      );
    }
    const ok = decideTransition(
      'back_to_compliance',
      { qa_comment: 'Missing UBO' },
      context('qa', { sentToQaBy: 'x' }),
    );
    assert.ok(ok.ok);
    assert.equal(ok.to, 'in_progress');
    assert.equal(ok.changes.qa_comment, 'Missing UBO');
    assert.equal(ok.changes.sent_to_qa_by, null);
    assert.equal(ok.comment, 'Missing UBO');
  });

  it('rejected needs a rejection_comment, from in_progress and from qa', () => {
    for (const status of ['in_progress', 'qa'] as const) {
      const refused = decideTransition('rejected', { comment: 'only a general comment' }, context(status));
      assert.ok(!refused.ok && refused.reason === 'validation_failed');
      assert.deepEqual(
        refused.details.map((d) => d.field),
        ['rejection_comment'],
      );
      const ok = decideTransition('rejected', { rejection_comment: ' Sanctioned owner ' }, context(status));
      assert.ok(ok.ok);
      assert.equal(ok.to, 'rejected');
      assert.equal(ok.changes.rejection_comment, 'Sanctioned owner');
      assert.equal(ok.comment, 'Sanctioned owner');
    }
  });

  it('complete needs an assessment: from the body, or the one the case already carries', () => {
    const none = decideTransition('complete', {}, context('in_progress'));
    assert.ok(!none.ok && none.reason === 'validation_failed');
    assert.deepEqual(
      none.details.map((d) => d.field),
      ['assessment'],
    );
    const bad = decideTransition(
      'complete',
      { assessment: 'approved' },
      context('qa', { currentAssessment: 'risk_low' }),
    );
    assert.ok(
      !bad.ok && bad.reason === 'validation_failed',
      'a bad assessment in the body is refused even if one is on file',
    );

    const fromBody = decideTransition('complete', { assessment: 'risk_high' }, context('in_progress'));
    assert.ok(fromBody.ok);
    assert.equal(fromBody.to, 'completed');
    assert.equal(fromBody.changes.assessment, 'risk_high');

    const fromCase = decideTransition('complete', {}, context('qa', { currentAssessment: 'risk_low' }));
    assert.ok(fromCase.ok);
    assert.equal(fromCase.to, 'completed');
    assert.equal(fromCase.changes.assessment, undefined, 'keeps the assessment on file');
  });

  it('with QA required, complete is refused from in_progress', () => {
    const decision = decideTransition(
      'complete',
      { assessment: 'risk_low' },
      context('in_progress', { requiresQa: true, currentAssessment: 'risk_low' }),
    );
    assert.ok(!decision.ok && decision.reason === 'invalid_state_transition', JSON.stringify(decision));
  });

  it('with QA required, whoever sent the case to QA cannot complete it; someone else can (four eyes)', () => {
    const qa = { status: 'qa' as const, requiresQa: true, currentAssessment: 'risk_medium', sentToQaBy: 'token:a' };
    const same = decideTransition('complete', {}, context('qa', { ...qa, actorKey: 'token:a' }));
    assert.ok(!same.ok && same.reason === 'forbidden', JSON.stringify(same));
    const sameWithBody = decideTransition(
      'complete',
      { assessment: 'risk_low' },
      context('qa', { ...qa, actorKey: 'token:a' }),
    );
    assert.ok(!sameWithBody.ok && sameWithBody.reason === 'forbidden');

    const other = decideTransition('complete', {}, context('qa', { ...qa, actorKey: 'token:b' }));
    assert.ok(other.ok, JSON.stringify(other));
    assert.equal(other.to, 'completed');
    const user = decideTransition('complete', {}, context('qa', { ...qa, actorKey: 'user:a' }));
    assert.ok(user.ok, 'a user and a token with the same id are not the same actor');
  });

  it('four eyes compares people: the sender may not complete or reject from QA through any credential', () => {
    const qa = {
      requiresQa: true,
      currentAssessment: 'risk_low',
      sentToQaBy: 'user:maker',
      sentToQaPerson: 'user:maker',
    };
    for (const event of ['complete', 'rejected'] as const) {
      const ownToken = decideTransition(
        event,
        VALID_INPUT,
        context('qa', { ...qa, actorKey: 'token:t1', actorPerson: 'user:maker' }),
      );
      assert.ok(!ownToken.ok && ownToken.reason === 'forbidden', `${event}: ${JSON.stringify(ownToken)}`);
      const other = decideTransition(
        event,
        VALID_INPUT,
        context('qa', { ...qa, actorKey: 'token:t2', actorPerson: 'user:checker' }),
      );
      assert.ok(other.ok, event);
    }
    const events = eventsForCaller(context('qa', { ...qa, actorKey: 'token:t1', actorPerson: 'user:maker' }), true);
    assert.deepEqual(events.allowed, ['back_to_compliance']);
    assert.deepEqual(
      events.blocked.map((b) => b.event),
      ['complete', 'rejected'],
    );
    const rejectEarly = decideTransition(
      'rejected',
      VALID_INPUT,
      context('in_progress', { ...qa, actorPerson: 'user:maker' }),
    );
    assert.ok(rejectEarly.ok, 'before QA, rejecting alone stays allowed');
  });

  it('the person behind a credential: a token a user made is that user; a CLI-made token is itself', () => {
    assert.equal(fourEyesPerson('token:t1', 'u1'), 'user:u1');
    assert.equal(fourEyesPerson('token:t1', null), 'token:t1');
    assert.equal(fourEyesPerson('user:u1', null), 'user:u1');
    assert.equal(fourEyesPerson('cli', null), 'cli');
  });

  it('without QA required, the one who sent the case to QA may complete it', () => {
    const decision = decideTransition(
      'complete',
      {},
      context('qa', { currentAssessment: 'risk_low', sentToQaBy: 'token:a', actorKey: 'token:a' }),
    );
    assert.ok(decision.ok);
    assert.equal(decision.to, 'completed');
  });

  it('other events take an optional comment for the audit log, and the guards of one event do not leak to another', () => {
    const withComment = decideTransition('start', { comment: '  picking this up  ' }, context('new'));
    assert.ok(withComment.ok);
    assert.equal(withComment.comment, 'picking this up');
    assert.deepEqual(withComment.changes, {});
    const without = decideTransition('reopen', {}, context('completed'));
    assert.ok(without.ok);
    assert.equal(without.comment, null);
    assert.deepEqual(without.changes, {});
    const update = decideTransition('request_data_update', { comment: 'Upload your passport' }, context('in_progress'));
    assert.ok(update.ok);
    assert.equal(update.to, 'data_update_requested');
    assert.equal(update.comment, 'Upload your passport');
  });
});

describe('the review-marks rule', () => {
  const unmarked = [
    { tab: 'directors', stale: false },
    { tab: 'risk', stale: true },
  ] as const;
  const rule = { requireReviewMarks: true, unreviewed: unmarked };

  it('refuses QA, completion and rejection while a tab does not stand reviewed, naming the tabs', () => {
    for (const [event, status] of [
      ['qa', 'in_progress'],
      ['complete', 'in_progress'],
      ['rejected', 'in_progress'],
      ['complete', 'qa'],
      ['rejected', 'qa'],
    ] as const) {
      const decision = decideTransition(
        event,
        VALID_INPUT,
        context(status, { ...rule, currentAssessment: 'risk_low' }),
      );
      assert.equal(decision.ok, false, `${event} from ${status}`);
      if (decision.ok || decision.reason !== 'review_incomplete')
        throw new Error(`${event}: ${JSON.stringify(decision)}`);
      assert.equal(
        decision.message,
        'Every section must be marked reviewed first. Not reviewed: Directors, Risk (changed since it was marked)',
      );
      assert.deepEqual(decision.details, [
        { field: 'review.directors', message: 'not marked reviewed' },
        { field: 'review.risk', message: 'changed since it was marked reviewed' },
      ]);
    }
  });

  it('leaves the other events alone, and everything when the rule is off or every tab stands reviewed', () => {
    assert.ok(decideTransition('request_data_update', {}, context('in_progress', rule)).ok);
    assert.ok(decideTransition('back_to_compliance', VALID_INPUT, context('qa', rule)).ok);
    assert.ok(decideTransition('qa', VALID_INPUT, context('in_progress', { ...rule, requireReviewMarks: false })).ok);
    assert.ok(decideTransition('qa', VALID_INPUT, context('in_progress', { ...rule, unreviewed: [] })).ok);
  });

  it('offers the held events as blocked, with the reason, and a state error still comes first', () => {
    const events = eventsForCaller(context('in_progress', rule), true);
    assert.deepEqual(
      events.blocked.map((b) => b.event),
      ['qa', 'complete', 'rejected'],
    );
    assert.ok(events.allowed.includes('request_data_update'));
    assert.ok(!events.allowed.includes('qa'));
    const early = decideTransition('complete', VALID_INPUT, context('in_progress', { ...rule, requiresQa: true }));
    assert.ok(!early.ok && early.reason === 'invalid_state_transition');
  });
});

describe('who decided', () => {
  it('from QA: the sender made the assessment that stands and the decider did QA, for completion and rejection', () => {
    for (const event of ['complete', 'rejected'] as const) {
      const decision = decideTransition(
        event,
        VALID_INPUT,
        context('qa', { currentAssessment: 'risk_low', sentToQaBy: 'user:maker', actorKey: 'user:checker' }),
      );
      assert.ok(decision.ok, event);
      assert.equal(decision.changes.decided_by, 'user:maker');
      assert.equal(decision.changes.qa_by, 'user:checker');
    }
  });

  it('without QA: whoever completes or rejects decided, and nobody did QA', () => {
    for (const event of ['complete', 'rejected'] as const) {
      const decision = decideTransition(event, VALID_INPUT, context('in_progress', { actorKey: 'token:t' }));
      assert.ok(decision.ok, event);
      assert.equal(decision.changes.decided_by, 'token:t');
      assert.equal(decision.changes.qa_by, null);
    }
  });

  it('Send to QA keeps the named QA reviewer, or none; back to compliance clears it', () => {
    const named = decideTransition('qa', { ...VALID_INPUT, qa_reviewer_id: ' u-2 ' }, context('in_progress'));
    assert.ok(named.ok);
    assert.equal(named.changes.qa_reviewer_id, 'u-2');
    const unnamed = decideTransition('qa', VALID_INPUT, context('in_progress'));
    assert.ok(unnamed.ok);
    assert.equal(unnamed.changes.qa_reviewer_id, null);
    const back = decideTransition('back_to_compliance', VALID_INPUT, context('qa'));
    assert.ok(back.ok);
    assert.equal(back.changes.qa_reviewer_id, null);
  });
});

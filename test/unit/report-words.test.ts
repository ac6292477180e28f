import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decisionFromLog } from '../../src/domain/decision-from-log.js';
import { auditActionLabel, countryNames, positionLabel } from '../../src/domain/display-labels.js';
import { toPrintable } from '../../src/report/report-font.js';

const entry = (action: string, from_state: string | null, actor_name: string, created_at: string) => ({
  action,
  from_state,
  actor_name,
  created_at,
});

describe('the report’s words', () => {
  it('names who decided and who did QA from the audit log', () => {
    const log = [
      entry('state.start', 'new', 'Ann', '2026-01-01T00:00:00Z'),
      entry('state.qa', 'in_progress', 'Ann', '2026-01-02T00:00:00Z'),
      entry('state.back_to_compliance', 'qa', 'Bob', '2026-01-03T00:00:00Z'),
      entry('state.qa', 'in_progress', 'Cy', '2026-01-04T00:00:00Z'),
      entry('state.complete', 'qa', 'Bob', '2026-01-05T00:00:00Z'),
    ];
    assert.deepEqual(decisionFromLog('completed', log), {
      outcome: 'approved',
      decided_at: '2026-01-05T00:00:00Z',
      decided_by: 'Cy',
      qa_by: 'Bob',
    });
    const direct = [entry('state.rejected', 'in_progress', 'Ann', '2026-01-02T00:00:00Z')];
    assert.deepEqual(decisionFromLog('rejected', direct), {
      outcome: 'rejected',
      decided_at: '2026-01-02T00:00:00Z',
      decided_by: 'Ann',
      qa_by: null,
    });
    assert.equal(decisionFromLog('in_progress', log), null, 'a reopened case has no decision standing');
  });

  it('prints labels for codes', () => {
    assert.equal(countryNames(['mt', 'eu']), 'Malta, European Union');
    assert.equal(positionLabel('ceo'), 'Chief executive officer');
    assert.equal(positionLabel('head_of_risk'), 'Head of risk');
    assert.equal(auditActionLabel('verification.created', null), 'Case created');
    assert.equal(auditActionLabel('state.qa', null), 'Sent to QA');
    assert.equal(
      auditActionLabel('document.uploaded', { document_type: 'certificate_of_incorporation' }),
      'Document uploaded: Certificate of incorporation',
    );
  });

  it('keeps what the font covers and writes the rest as code points, composing first', () => {
    const latinOnly = (cp: number) => cp < 0x3000;
    assert.deepEqual(toPrintable('Ru\u0304ta 王小明', latinOnly), {
      text: 'Rūta [U+738B U+5C0F U+660E]',
      uncovered: ['王', '小', '明'],
    });
  });
});

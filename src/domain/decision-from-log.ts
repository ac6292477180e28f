/** The little of an audit entry the decision is read from. */
export interface DecisionLogEntry {
  readonly action: string;
  readonly from_state: string | null;
  readonly created_at: string;
  readonly actor_name: string;
}

export interface LoggedDecision {
  readonly outcome: 'approved' | 'rejected';
  readonly decided_at: string;
  /** Whoever made the assessment that stands: the officer who sent the case to QA when it went through QA. */
  readonly decided_by: string;
  /** Whoever completed or rejected it from QA, or null when it did not go through QA. */
  readonly qa_by: string | null;
}

/**
 * Who decided a closed case and who did QA, read from its audit log (oldest first). Null while the case is not
 * completed or rejected: a reopened case has no decision standing. Pure.
 */
export function decisionFromLog(status: string, log: readonly DecisionLogEntry[]): LoggedDecision | null {
  if (status !== 'completed' && status !== 'rejected') return null;
  const closingIndex = log.findLastIndex((e) => e.action === 'state.complete' || e.action === 'state.rejected');
  const closing = log[closingIndex];
  if (closing === undefined) return null;
  const outcome = closing.action === 'state.complete' ? 'approved' : 'rejected';
  if (closing.from_state !== 'qa') {
    return { outcome, decided_at: closing.created_at, decided_by: closing.actor_name, qa_by: null };
  }
  const sentToQa = log.slice(0, closingIndex).findLast((e) => e.action === 'state.qa');
  return {
    outcome,
    decided_at: closing.created_at,
    decided_by: sentToQa?.actor_name ?? closing.actor_name,
    qa_by: closing.actor_name,
  };
}

/**
 * The rules that make screening decisions stick (issue 20, section 3), as pure functions.
 */

/** What a stored hit holds that the rules look at. */
export interface StoredHit {
  readonly relevant: boolean | null;
  readonly entry_fingerprint: string;
  readonly subject_fingerprint: string;
  readonly proposed_by: string | null;
}

export type RescreenOutcome =
  /** No hit of this subject and entry yet: a new issue. */
  | 'insert'
  /** Same entry and subject data as the last time: nothing to do. */
  | 'unchanged'
  /** Undecided, and the entry or the subject changed: the snapshot follows (a pending dismissal is withdrawn). */
  | 'refresh'
  /** Dismissed, and the entry or the subject changed since: back to undecided, "changed since it was dismissed". */
  | 'reopen'
  /** A true match whose entry or subject changed: the snapshot follows, the decision stays. */
  | 'refresh_decided';

/** What a rescreen does with a hit the matcher found again (or for the first time). */
export function rescreenOutcome(
  existing: StoredHit | undefined,
  fingerprints: { entry: string; subject: string },
): RescreenOutcome {
  if (!existing) return 'insert';
  const same =
    existing.entry_fingerprint === fingerprints.entry && existing.subject_fingerprint === fingerprints.subject;
  if (same) return 'unchanged';
  if (existing.relevant === null) return 'refresh';
  return existing.relevant ? 'refresh_decided' : 'reopen';
}

export type DecisionOutcome =
  | { readonly ok: true; readonly kind: 'decided'; readonly relevant: boolean }
  /** Four eyes: the first officer's dismissal of a sanction hit waits for a second officer. */
  | { readonly ok: true; readonly kind: 'proposed' }
  /** Four eyes: a second officer confirmed the dismissal. */
  | { readonly ok: true; readonly kind: 'confirmed' }
  | { readonly ok: false; readonly reason: 'already_decided' | 'four_eyes'; readonly message: string };

/**
 * An officer's decision on a hit. With four eyes on (the account requires QA), dismissing a sanction hit takes
 * two people: the first proposes, a second confirms; the proposer cannot confirm their own. A "True match"
 * decides at once (a second officer may overrule a pending dismissal with it).
 */
export function decideHit(
  hit: StoredHit & { readonly category: string },
  relevant: boolean,
  context: { readonly fourEyes: boolean; readonly person: string },
): DecisionOutcome {
  if (hit.relevant !== null) {
    return {
      ok: false,
      reason: 'already_decided',
      message: 'This hit is already decided; a decision sticks until the list entry or the subject changes',
    };
  }
  if (relevant || !context.fourEyes || hit.category !== 'sanction') return { ok: true, kind: 'decided', relevant };
  if (hit.proposed_by === null) return { ok: true, kind: 'proposed' };
  if (hit.proposed_by === context.person) {
    return {
      ok: false,
      reason: 'four_eyes',
      message: 'Four eyes: dismissing a sanction hit needs a second officer; you proposed this dismissal',
    };
  }
  return { ok: true, kind: 'confirmed' };
}

/** A decision's comment: required, at most 2000 characters. */
export function decisionCommentError(comment: unknown): string | null {
  if (typeof comment !== 'string' || comment.trim() === '') return 'a comment is required';
  if (comment.length > 2000) return 'at most 2000 characters';
  return null;
}

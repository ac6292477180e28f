import type { VerificationRecordRow } from '../db/repositories/verifications-repository.js';
import type { UnreviewedTab } from '../domain/review-progress.js';

/**
 * What of a case decides what it offers its caller (the events they may send, review progress) and the people it
 * names (assignee, QA reviewer, who decided): names are read for every request, since a user may be renamed.
 */
export type CaseState = Pick<
  VerificationRecordRow,
  | 'id'
  | 'status'
  | 'assessment'
  | 'sent_to_qa_by'
  | 'assigned_to'
  | 'tab_changed_at'
  | 'qa_reviewer_id'
  | 'decided_at'
  | 'decided_by'
  | 'qa_by'
> & {
  /** The review tabs that do not stand reviewed (for the review-marks rule); from the marks the case's version counts. */
  readonly unreviewed: readonly UnreviewedTab[];
};

/**
 * A case as kept between reads, as the bytes a list page is assembled from: a page copies them into its response
 * and builds no JSON string per case (at thousands of pages a second, dropping the strings and their copies
 * halved the process's young-generation collections).
 */
export interface KeptCase {
  /** What every caller sees alike: `presentVerification` as ASCII JSON, without its closing brace. */
  readonly recordOpen: Buffer;
  readonly state: CaseState;
  /**
   * The values of `state` the caller's fields follow from (the rest is the same for a whole page), as one text: a
   * page renders those fields once per distinct key. Made once with the case, so its hash is computed once.
   */
  readonly stateKey: string;
  /** `"review_progress":{"reviewed":…,"total":…}}`: the review marks count toward the case's version too. */
  readonly progressClose: Buffer;
}

/**
 * Each case's presented record and state, kept in this process under the case's id and `view_version`. The database changes that number with every update of the case
 * (triggers, migration 008), and a list reads it with the page, so a record kept here is used only while it is
 * exactly what the database holds: no invalidation message, no time limit, and correct across instances and
 * processes writing the same database. Only what depends on the caller is computed for every read (from the kept
 * state, the account's QA rule and the assignees' names, which are read for every page).
 */
export class PresentedCaseMemo {
  readonly #entries = new Map<string, { readonly version: number; readonly kept: KeptCase }>();

  constructor(private readonly maxEntries = 10_000) {}

  get(id: string, version: number): KeptCase | undefined {
    const entry = this.#entries.get(id);
    return entry !== undefined && entry.version === version ? entry.kept : undefined;
  }

  set(id: string, version: number, kept: KeptCase): void {
    // Oldest first out; a page's cases are set together and then read together.
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(id)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(id, { version, kept });
  }

  get size(): number {
    return this.#entries.size;
  }
}

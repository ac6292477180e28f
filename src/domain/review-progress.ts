/** The tabs of a case an officer marks "Reviewed": the ones that show data someone else provided. */
export const REVIEW_TABS = ['company', 'directors', 'structure', 'documents', 'risk', 'screening'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export function isReviewTab(value: string): value is ReviewTab {
  return (REVIEW_TABS as readonly string[]).includes(value);
}

export type TabChanges = Partial<Record<ReviewTab, string>>;

export interface ReviewMark {
  readonly tab: string;
  readonly marked_by: string;
  readonly marked_at: string;
}

export interface TabReview {
  readonly tab: ReviewTab;
  readonly reviewed: boolean;
  /** The standing mark, or the one cleared by a later change (then `reviewed` is false and `stale` true). */
  readonly marked_by: string | null;
  readonly marked_at: string | null;
  readonly stale: boolean;
}

export interface ReviewProgress {
  readonly tabs: TabReview[];
  readonly reviewed: number;
  readonly total: number;
}

/** A mark counts while the tab's data is no newer than the mark: a change after it clears it. */
export function reviewProgress(marks: readonly ReviewMark[], changes: TabChanges): ReviewProgress {
  const tabs = REVIEW_TABS.map((tab): TabReview => {
    const mark = marks.find((m) => m.tab === tab);
    if (!mark) return { tab, reviewed: false, marked_by: null, marked_at: null, stale: false };
    const changed = changes[tab];
    const stale = changed !== undefined && Date.parse(changed) > Date.parse(mark.marked_at);
    return { tab, reviewed: !stale, marked_by: mark.marked_by, marked_at: mark.marked_at, stale };
  });
  return { tabs, reviewed: tabs.filter((t) => t.reviewed).length, total: tabs.length };
}

/** The change map after the given tabs' data changed at `at`. */
export function tabsChanged(current: TabChanges | null, tabs: readonly ReviewTab[], at: string): TabChanges {
  const next: Record<string, string> = { ...(current ?? {}) };
  for (const tab of tabs) next[tab] = at;
  return next;
}

/** The tabs' names as the console shows them, for messages that name the tabs. */
export const REVIEW_TAB_LABELS: Readonly<Record<ReviewTab, string>> = {
  company: 'Company',
  directors: 'Directors',
  structure: 'Structure',
  documents: 'Documents',
  risk: 'Risk',
  screening: 'Screening',
};

/** A tab that does not stand reviewed: never marked, or marked before its data last changed (stale). */
export interface UnreviewedTab {
  readonly tab: ReviewTab;
  readonly stale: boolean;
}

export function unreviewedTabs(progress: ReviewProgress): UnreviewedTab[] {
  return progress.tabs.filter((t) => !t.reviewed).map((t) => ({ tab: t.tab, stale: t.stale }));
}

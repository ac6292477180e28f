// The case page's URL: its tab, and the queue it was opened from (for "Next case" and the way back).

export const CASE_TABS = [
  'summary',
  'company',
  'directors',
  'structure',
  'documents',
  'risk',
  'screening',
  'audit_log',
  'notes',
] as const;
export type CaseTab = (typeof CASE_TABS)[number];

export interface CaseSearch {
  tab?: Exclude<CaseTab, 'summary'>;
  /** The queue's own search string (encodeQueue), e.g. "status=qa&q=blue". */
  from?: string;
}

export function validateCaseSearch(search: Record<string, unknown>): CaseSearch {
  const out: CaseSearch = {};
  const tab = search.tab;
  if (typeof tab === 'string' && tab !== 'summary' && (CASE_TABS as readonly string[]).includes(tab)) {
    out.tab = tab as CaseSearch['tab'];
  }
  if (typeof search.from === 'string' && search.from.length <= 2000) out.from = search.from;
  return out;
}

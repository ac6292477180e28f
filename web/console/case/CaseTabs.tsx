import { Link } from '@tanstack/react-router';
import { cx } from '../../shared/lib/cx';
import { IconAlert, IconCheck } from '../../shared/ui/icons';
import type { ReviewProgress, ReviewTab } from '../api/types';
import type { CaseTab } from '../cases/case-search';
import { onTablistKeyDown, tabClass } from '../layout/tablist-keys';

export const CASE_TAB_LABELS: Record<CaseTab, string> = {
  summary: 'Summary',
  company: 'Company',
  directors: 'Directors',
  structure: 'Structure',
  documents: 'Documents',
  risk: 'Risk',
  screening: 'Screening',
  audit_log: 'Audit log',
  notes: 'Notes',
};

const ORDER: CaseTab[] = [
  'summary',
  'company',
  'directors',
  'structure',
  'documents',
  'risk',
  'screening',
  'audit_log',
  'notes',
];

export function caseTabId(tab: CaseTab): string {
  return `case-tab-${tab}`;
}

/** The case page's tabs: links (each tab has its own URL, ?tab=…) exposed as a tablist. */
export function CaseTabs({
  caseId,
  current,
  from,
  review,
}: {
  caseId: string;
  current: CaseTab;
  from: string | undefined;
  review: ReviewProgress | undefined;
}) {
  const mark = (tab: CaseTab) => review?.tabs.find((t) => t.tab === (tab as ReviewTab));
  return (
    <div
      role="tablist"
      aria-label="Case"
      aria-orientation="horizontal"
      onKeyDown={onTablistKeyDown}
      className="-mb-px flex gap-1 overflow-x-auto"
    >
      {ORDER.map((tab) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            to="/cases/$caseId"
            params={{ caseId }}
            search={{ ...(tab === 'summary' ? {} : { tab }), ...(from ? { from } : {}) }}
            id={caseTabId(tab)}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? 'case-panel' : undefined}
            tabIndex={selected ? 0 : -1}
            className={cx(tabClass(selected))}
            replace
          >
            {CASE_TAB_LABELS[tab]}
            {/* The tab's review state at a glance; its panel says it in words. */}
            {mark(tab)?.reviewed && <IconCheck size={14} className="text-green-600" />}
            {mark(tab)?.stale && <IconAlert size={13} className="text-amber-700" />}
          </Link>
        );
      })}
    </div>
  );
}

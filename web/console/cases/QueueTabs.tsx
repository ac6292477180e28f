import { Link } from '@tanstack/react-router';
import { cx } from '../../shared/lib/cx';
import type { CaseCounts, OverdueCounts } from '../api/types';
import { onTablistKeyDown, tabClass } from '../layout/tablist-keys';
import { STATUS_LABELS, STATUSES } from './labels';
import type { QueueSearch, QueueTab } from './queue-search';

const TABS: { tab: QueueTab; label: string }[] = [
  { tab: 'open', label: 'Open' },
  ...STATUSES.map((s) => ({ tab: s as QueueTab, label: STATUS_LABELS[s] })),
  { tab: 'alerts', label: 'Alerts' },
];

export function queueTabId(tab: QueueTab): string {
  return `queue-tab-${tab}`;
}

/**
 * The queue's status tabs with live counts: links (the tab is in the URL), exposed as a tablist. A tab's name is
 * its label then its count ("Open 24"), then how many of its cases are overdue when any are ("In progress 12 · 3
 * overdue").
 */
export function QueueTabs({
  search,
  current,
  counts,
  overdue,
  alerts,
}: {
  search: QueueSearch;
  current: QueueTab;
  counts: CaseCounts | undefined;
  /** How many of each tab's cases are past their state's due_at. */
  overdue?: OverdueCounts | undefined;
  /** The Alerts tab's count. */
  alerts: number | undefined;
}) {
  return (
    <div
      role="tablist"
      aria-label="Case status"
      aria-orientation="horizontal"
      onKeyDown={onTablistKeyDown}
      // Wraps rather than scrolls: with four-digit counts the nine tabs outgrow 1280 px, and a scrolled strip hides
      // "Completed" and "Rejected".
      className="-mb-px flex flex-wrap"
    >
      {TABS.map(({ tab, label }) => {
        const selected = tab === current;
        const count = tab === 'alerts' ? alerts : counts?.[tab];
        const late = tab === 'alerts' ? 0 : (overdue?.[tab] ?? 0);
        return (
          <Link
            key={tab}
            to="/cases"
            search={{
              ...search,
              status: tab === 'open' || tab === 'alerts' ? undefined : tab,
              screening: tab === 'alerts' ? 'alerts' : search.screening === 'open' ? 'open' : undefined,
              // "Waiting for me" belongs to the QA tab, where its toggle shows.
              qa: tab === 'qa' ? search.qa : undefined,
              cursor: undefined,
              prev: undefined,
            }}
            id={queueTabId(tab)}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? 'queue-panel' : undefined}
            tabIndex={selected ? 0 : -1}
            className={cx(tabClass(selected), '!gap-1 !px-1.5 !text-13')}
          >
            {label}{' '}
            <span
              className={cx(
                'tabular min-w-4.5 rounded-full px-1 text-center text-xs leading-[18px] font-medium',
                selected ? 'bg-accent-50 text-accent-700' : 'bg-gray-100 text-gray-600',
                count === undefined && 'invisible',
              )}
            >
              {count === undefined ? '0' : String(count)}
            </span>
            {late > 0 && (
              <>
                {' '}
                <span className="text-xs font-medium text-red-700">· {late} overdue</span>
              </>
            )}
          </Link>
        );
      })}
    </div>
  );
}

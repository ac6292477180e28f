import { Link } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext } from 'react';
import { cx } from '../../shared/lib/cx';
import { Badge } from '../../shared/ui/Badge';
import { Skeleton } from '../../shared/ui/Spinner';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { Time, useNow } from '../../shared/ui/Time';
import type { Verification } from '../api/types';
import { AssessedRiskBadge, DueBadge, ReviewMeter, StatusBadge } from './badges';
import { jurisdictionName } from './countries';
import type { QueueSort } from './queue-search';
import { waitingText } from './waiting';

export const QUEUE_COLUMNS = [
  'Company',
  'Number',
  'Jurisdiction',
  'Customer ID',
  'Status',
  'Risk',
  'Assignee',
  'Review',
  'Outcome',
  'Waiting',
  'Created',
  'Last data update',
] as const;

type Column = (typeof QUEUE_COLUMNS)[number];

/**
 * A fixed layout where each column has the width its content needs and the company takes the rest. Below
 * 1280 px the reference columns (number, jurisdiction, customer id, last data update) give way, below 1024 px
 * the review and creation too: Company, Status, Risk, Assignee and Waiting always stay.
 */
const WIDTHS: Partial<Record<Column, string>> = {
  Number: 'w-[84px] min-[1400px]:w-[92px]',
  Jurisdiction: 'w-[84px] min-[1400px]:w-[128px]',
  'Customer ID': 'w-[80px] min-[1400px]:w-[96px]',
  Status: 'w-[176px]',
  Risk: 'w-[96px]',
  Assignee: 'w-[100px] min-[1400px]:w-[124px]',
  Review: 'w-[62px]',
  Outcome: 'w-[88px]',
  Waiting: 'w-[70px]',
  Created: 'w-[70px]',
  'Last data update': 'w-[78px]',
};

const HIDDEN_WHEN_NARROW: Partial<Record<Column, string>> = {
  Number: 'max-xl:hidden',
  Jurisdiction: 'max-xl:hidden',
  'Customer ID': 'max-xl:hidden',
  'Last data update': 'max-xl:hidden',
  Review: 'max-lg:hidden',
  Created: 'max-lg:hidden',
};

/**
 * The columns a tab shows. A decided case waits for nothing, and an open one has no outcome: the Completed and
 * Rejected tabs show Outcome where the others show Waiting, so the table keeps its width.
 */
export function shownColumns(decided: boolean): readonly Column[] {
  return QUEUE_COLUMNS.filter((c) => (decided ? c !== 'Waiting' : c !== 'Outcome'));
}

const ShownColumns = createContext<readonly Column[]>(shownColumns(false));

/** The headers that sort the queue: the order each one asks for, and how aria-sort reads it. */
type SortDirection = 'ascending' | 'descending';

const SORTABLE: Partial<Record<Column, { sorts: readonly QueueSort[]; label: (sort: QueueSort) => SortDirection }>> = {
  Created: { sorts: ['created', 'oldest'], label: (s) => (s === 'oldest' ? 'ascending' : 'descending') },
  'Last data update': { sorts: ['last_data_update'], label: () => 'descending' },
  Waiting: { sorts: ['waiting'], label: () => 'descending' },
  // Highest level first: prohibited, high, medium, low, not assessed.
  Risk: { sorts: ['risk'], label: () => 'descending' },
};

/** A dense cell: the queue has eleven columns to fit beside the sidebar at 1280 px. */
function Cell({
  column,
  className,
  children,
  title,
}: {
  column: Column;
  className?: string;
  children: ReactNode;
  title?: string;
}) {
  if (!useContext(ShownColumns).includes(column)) return null;
  return (
    <Td className={cx('!h-10 !px-2 first:!pl-4 last:!pr-4', HIDDEN_WHEN_NARROW[column], className)} title={title}>
      {children}
    </Td>
  );
}

/** A decided case's outcome and who decided it (the assessment that stands), on two short lines. */
function Outcome({ decision }: { decision: Verification['decision'] }) {
  if (!decision) return <span className="text-gray-500">—</span>;
  const approved = decision.outcome === 'approved';
  return (
    <span
      className="block leading-[18px]"
      title={`${approved ? 'Approved' : 'Rejected'} by ${decision.decided_by.name}`}
    >
      <span className={cx('block font-medium', approved ? 'text-green-800' : 'text-red-700')}>
        {approved ? 'Approved' : 'Rejected'}
      </span>
      <span className="block truncate text-xs text-gray-600">{decision.decided_by.name}</span>
    </span>
  );
}

function CaseRow({
  item,
  from,
  me,
  now,
  hit,
}: {
  item: Verification;
  from: string;
  me: string;
  now: number;
  /** A screening hit of the case waits for a decision. */
  hit: boolean;
}) {
  const jurisdiction = item.company_jurisdiction;
  return (
    // The company link stretches over the whole row (its ::after), so a click anywhere opens the case while
    // the keyboard still meets one link per row.
    <Tr className="relative focus-within:bg-accent-50/40">
      <Cell column="Company">
        <Link
          to="/cases/$caseId"
          params={{ caseId: item.id }}
          search={from ? { from } : {}}
          className="line-clamp-2 leading-[18px] font-medium break-words text-gray-900 after:absolute after:inset-0 hover:text-accent-700 focus-visible:outline-offset-[-2px]"
          title={item.company_name}
        >
          {item.company_name || 'Unnamed company'}
        </Link>
        {hit && (
          <Badge tone="red" className="mt-0.5">
            Screening hit
          </Badge>
        )}
      </Cell>
      <Cell column="Number" className="truncate font-mono text-xs text-gray-700" title={item.company_number}>
        {item.company_number}
      </Cell>
      <Cell column="Jurisdiction" className="truncate" title={jurisdiction?.full_name}>
        {jurisdiction ? jurisdictionName(jurisdiction) : <span className="text-gray-500">—</span>}
      </Cell>
      <Cell column="Customer ID" className="truncate font-mono text-xs" title={item.customer_id ?? undefined}>
        {item.customer_id ?? <span className="font-sans text-13 text-gray-500">—</span>}
      </Cell>
      <Cell column="Status">
        <span className="flex flex-wrap items-center gap-1">
          <StatusBadge status={item.status} />
          <DueBadge dueAt={item.due_at} />
        </span>
      </Cell>
      <Cell column="Risk">
        <AssessedRiskBadge level={item.risk_assessment?.level} />
      </Cell>
      <Cell column="Assignee" title={item.assignee?.email}>
        {item.assignee ? (
          <span className={cx('line-clamp-2 leading-[18px]', item.assignee.id === me && 'font-medium text-gray-900')}>
            {item.assignee.name}
          </span>
        ) : (
          <span className="text-gray-500">Unassigned</span>
        )}
      </Cell>
      <Cell column="Review">
        <ReviewMeter reviewed={item.review_progress.reviewed} total={item.review_progress.total} compact />
      </Cell>
      <Cell column="Outcome">
        <Outcome decision={item.decision} />
      </Cell>
      <Cell column="Waiting" className="tabular text-gray-700">
        <time
          dateTime={item.status_changed_at}
          title={`In this state since ${new Date(item.status_changed_at).toLocaleString('en-GB')}`}
        >
          {waitingText(item.status_changed_at, now)}
        </time>
      </Cell>
      {/* "12 min ago" and "19 Nov 2025" take two short lines rather than running into the next column. */}
      <Cell column="Created" className="leading-[18px]">
        <Time value={item.created_at} compact />
      </Cell>
      <Cell column="Last data update" className="leading-[18px]">
        <Time value={item.last_data_update} compact />
      </Cell>
    </Tr>
  );
}

function QueueColumns({ sort, onSort }: { sort: QueueSort; onSort?: (sort: QueueSort) => void }) {
  const columns = useContext(ShownColumns);
  return (
    <THead>
      {columns.map((c) => {
        const sortable = SORTABLE[c];
        const active = sortable?.sorts.includes(sort) ? sort : undefined;
        // Created toggles newest ↔ oldest; the others ask for their one order.
        const next = sortable && (active === 'created' ? 'oldest' : sortable.sorts[0]);
        return (
          <Th
            key={c}
            aria-sort={sortable ? (active ? sortable.label(active) : 'none') : undefined}
            className={cx(
              '!px-2 !text-gray-600 !normal-case !tracking-normal first:!pl-4 last:!pr-4',
              WIDTHS[c],
              HIDDEN_WHEN_NARROW[c],
              // Two short lines rather than one wide column.
              (c === 'Last data update' || c === 'Customer ID') && '!h-auto !py-1 !leading-4 !whitespace-normal',
            )}
          >
            {sortable && next && onSort ? (
              <button
                type="button"
                onClick={() => onSort(next)}
                className={cx(
                  'group inline-flex items-center gap-0.5 rounded-sm text-left hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-accent-500',
                  active && 'font-semibold text-gray-900',
                )}
              >
                {c}
                <SortMark direction={active ? sortable.label(active) : undefined} />
              </button>
            ) : (
              c
            )}
          </Th>
        );
      })}
    </THead>
  );
}

/** The current order's arrow; the other sortable headers show theirs faintly on hover and focus only. */
function SortMark({ direction }: { direction: SortDirection | undefined }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'text-[9px]',
        direction ? 'text-gray-700' : 'text-gray-400 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100',
      )}
    >
      {direction === 'ascending' ? '▲' : '▼'}
    </span>
  );
}

// The content beside the sidebar is 1024 px wide at 1280: the table fits it without scrolling.
const TABLE_CLASS = 'table-fixed min-w-[620px] xl:min-w-[1000px]';

export function QueueTable({
  items,
  from,
  me,
  sort = 'created',
  onSort,
  decided = false,
  openHits,
}: {
  items: Verification[];
  from: string;
  me: string;
  sort?: QueueSort;
  onSort?: (sort: QueueSort) => void;
  /** The Completed or Rejected tab: Outcome instead of Waiting. */
  decided?: boolean;
  /** Cases with an undecided screening hit (a badge on their row). */
  openHits?: ReadonlySet<string>;
}) {
  useNow();
  const now = Date.now();
  return (
    <ShownColumns.Provider value={shownColumns(decided)}>
      <Table caption="Cases" tableClassName={TABLE_CLASS}>
        <QueueColumns sort={sort} onSort={onSort} />
        <TBody>
          {items.map((item) => (
            <CaseRow key={item.id} item={item} from={from} me={me} now={now} hit={openHits?.has(item.id) ?? false} />
          ))}
        </TBody>
      </Table>
    </ShownColumns.Provider>
  );
}

const SKELETON_WIDTHS = [
  'w-3/4',
  'w-4/5',
  'w-2/3',
  'w-3/5',
  'w-1/2',
  'w-2/5',
  'w-3/4',
  'w-3/5',
  'w-2/3',
  'w-3/5',
  'w-1/2',
];

/** The queue's own table with grey bars while the first page loads: nothing moves when it arrives. */
export function QueueSkeleton({ sort = 'created', decided = false }: { sort?: QueueSort; decided?: boolean }) {
  const columns = shownColumns(decided);
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading cases…</span>
      <div aria-hidden="true">
        <ShownColumns.Provider value={columns}>
          <Table caption="Cases" tableClassName={TABLE_CLASS}>
            <QueueColumns sort={sort} />
            <TBody>
              {Array.from({ length: 8 }, (_, r) => (
                <Tr key={r}>
                  {columns.map((c, i) => (
                    <Cell key={c} column={c}>
                      <Skeleton className={cx('h-3.5', SKELETON_WIDTHS[(i + r) % SKELETON_WIDTHS.length])} />
                    </Cell>
                  ))}
                </Tr>
              ))}
            </TBody>
          </Table>
        </ShownColumns.Provider>
      </div>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cx } from '../../shared/lib/cx';
import { Skeleton } from '../../shared/ui/Spinner';
import { Table, TBody, Td, THead, Th, Tr } from '../../shared/ui/Table';
import { Time } from '../../shared/ui/Time';
import type { Verification } from '../api/types';
import { ReviewMeter, RiskBadge, StatusBadge } from './badges';
import { jurisdictionName } from './countries';

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
  'Created',
  'Last data update',
];

/**
 * Eleven columns beside the sidebar at 1280 px: a fixed layout where each column has the width its content needs
 * and the company takes the rest. Company and assignee names take up to two lines, dates wrap at their spaces,
 * other long values truncate (with the full value as their title).
 */
const WIDTHS: Record<string, string> = {
  Number: 'w-[92px]',
  Jurisdiction: 'w-[92px] min-[1400px]:w-[128px]',
  'Customer ID': 'w-[80px] min-[1400px]:w-[96px]',
  Status: 'w-[178px]',
  Risk: 'w-[82px]',
  Assignee: 'w-[100px] min-[1400px]:w-[124px]',
  Review: 'w-[66px]',
  Outcome: 'w-[88px] min-[1400px]:w-[112px]',
  Created: 'w-[66px]',
  'Last data update': 'w-[80px]',
};

/** A dense cell: the queue has eleven columns to fit beside the sidebar at 1280 px. */
function Cell({ className, children, title }: { className?: string; children: ReactNode; title?: string }) {
  return (
    <Td className={cx('!h-10 !px-2 first:!pl-4 last:!pr-4', className)} title={title}>
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

function CaseRow({ item, from, me }: { item: Verification; from: string; me: string }) {
  const jurisdiction = item.company_jurisdiction;
  return (
    // The company link stretches over the whole row (its ::after), so a click anywhere opens the case while
    // the keyboard still meets one link per row.
    <Tr className="relative focus-within:bg-accent-50/40">
      <Cell>
        <Link
          to="/cases/$caseId"
          params={{ caseId: item.id }}
          search={from ? { from } : {}}
          className="line-clamp-2 leading-[18px] font-medium break-words text-gray-900 after:absolute after:inset-0 hover:text-accent-700 focus-visible:outline-offset-[-2px]"
          title={item.company_name}
        >
          {item.company_name || 'Unnamed company'}
        </Link>
      </Cell>
      <Cell className="truncate font-mono text-xs text-gray-700" title={item.company_number}>
        {item.company_number}
      </Cell>
      <Cell className="truncate" title={jurisdiction?.full_name}>
        {jurisdiction ? jurisdictionName(jurisdiction) : <span className="text-gray-500">—</span>}
      </Cell>
      <Cell className="truncate font-mono text-xs" title={item.customer_id ?? undefined}>
        {item.customer_id ?? <span className="font-sans text-13 text-gray-500">—</span>}
      </Cell>
      <Cell>
        <StatusBadge status={item.status} />
      </Cell>
      <Cell>
        <RiskBadge level={item.external_risk_score?.risk_score_simple} />
      </Cell>
      <Cell title={item.assignee?.email}>
        {item.assignee ? (
          <span className={cx('line-clamp-2 leading-[18px]', item.assignee.id === me && 'font-medium text-gray-900')}>
            {item.assignee.name}
          </span>
        ) : (
          <span className="text-gray-500">Unassigned</span>
        )}
      </Cell>
      <Cell>
        <ReviewMeter reviewed={item.review_progress.reviewed} total={item.review_progress.total} compact />
      </Cell>
      <Cell>
        <Outcome decision={item.decision} />
      </Cell>
      {/* "12 min ago" and "19 Nov 2025" take two short lines rather than running into the next column. */}
      <Cell className="leading-[18px]">
        <Time value={item.created_at} compact />
      </Cell>
      <Cell className="leading-[18px]">
        <Time value={item.last_data_update} compact />
      </Cell>
    </Tr>
  );
}

function QueueColumns() {
  return (
    <>
      <colgroup>
        {QUEUE_COLUMNS.map((c) => (
          <col key={c} className={WIDTHS[c]} />
        ))}
      </colgroup>
      <THead>
        {QUEUE_COLUMNS.map((c) => (
          <Th
            key={c}
            className={cx(
              '!px-2 !text-gray-600 !normal-case !tracking-normal first:!pl-4 last:!pr-4',
              // Two short lines rather than one wide column.
              (c === 'Last data update' || c === 'Customer ID') && '!h-auto !py-1 !leading-4 !whitespace-normal',
            )}
          >
            {c}
          </Th>
        ))}
      </THead>
    </>
  );
}

export function QueueTable({ items, from, me }: { items: Verification[]; from: string; me: string }) {
  return (
    <Table caption="Cases" tableClassName="table-fixed min-w-[1020px]">
      <QueueColumns />
      <TBody>
        {items.map((item) => (
          <CaseRow key={item.id} item={item} from={from} me={me} />
        ))}
      </TBody>
    </Table>
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
export function QueueSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading cases…</span>
      <div aria-hidden="true">
        <Table caption="Cases" tableClassName="table-fixed min-w-[1020px]">
          <QueueColumns />
          <TBody>
            {Array.from({ length: 8 }, (_, r) => (
              <Tr key={r}>
                {QUEUE_COLUMNS.map((c, i) => (
                  <Cell key={c}>
                    <Skeleton className={cx('h-3.5', SKELETON_WIDTHS[(i + r) % SKELETON_WIDTHS.length])} />
                  </Cell>
                ))}
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { IconArrowRight } from '../../shared/ui/icons';
import { nextCaseQuery } from '../api/cases';
import type { Verification } from '../api/types';
import { STATUS_LABELS } from '../cases/labels';
import { decodeQueue } from '../cases/queue-search';

const linkClass =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium ' +
  'text-gray-800 shadow-xs hover:border-gray-400 hover:bg-gray-50';

// Its own look, not linkClass plus overrides: two background or text colours on one element make the winner
// the stylesheet's order, and a disabled button that looks enabled.
const disabledClass =
  'inline-flex h-8 cursor-not-allowed items-center gap-1.5 rounded-md border border-gray-200 bg-gray-50 px-3 ' +
  'text-sm font-medium text-gray-400';

const primaryClass =
  'inline-flex h-8 items-center gap-1.5 rounded-md bg-accent-600 px-3 text-sm font-medium text-white shadow-xs ' +
  'hover:bg-accent-700';

function queueName(from: string | undefined): string {
  const queue = decodeQueue(from);
  return queue.status ? `“${STATUS_LABELS[queue.status]}” cases` : 'open cases';
}

/**
 * "Next case": the case after this one in the queue the officer came from (?from=…; the open cases otherwise),
 * or a disabled button saying why there is none.
 */
export const NextCase = forwardRef<
  HTMLAnchorElement,
  { record: Verification; from: string | undefined; emphasis?: boolean }
>(function NextCase({ record, from, emphasis = false }, ref) {
  const next = useQuery(nextCaseQuery(decodeQueue(from), record));
  if (next.data) {
    return (
      <Link
        ref={ref}
        to="/cases/$caseId"
        params={{ caseId: next.data.id }}
        search={from ? { from } : {}}
        className={emphasis ? primaryClass : linkClass}
        title={next.data.company_name}
      >
        Next case
        <IconArrowRight size={14} className={emphasis ? 'text-white' : 'text-gray-500'} />
      </Link>
    );
  }
  if (next.isSuccess && next.data === null) {
    // The end of the queue is not a dead end: the header's "Back to queue" is the way on (it takes the focus after
    // an action, see CaseHeader); here only the reason there is no next case.
    return (
      <span className="inline-flex h-8 items-center rounded-md bg-gray-50 px-3 text-xs text-gray-600 ring-1 ring-gray-200 ring-inset">
        End of queue: no more {queueName(from)} after this one.
      </span>
    );
  }
  const reason = next.isPending ? 'Finding the next case…' : 'The next case could not be found.';
  return (
    <span className="flex items-center gap-2">
      <span id="next-case-reason" className="text-xs text-gray-600">
        {next.isPending ? '' : reason}
      </span>
      <button type="button" disabled aria-describedby="next-case-reason" className={disabledClass}>
        Next case
        <IconArrowRight size={14} />
      </button>
    </span>
  );
});

import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../shared/api/client';
import { cx } from '../../shared/lib/cx';
import { Button } from '../../shared/ui/Button';
import { IconAlert, IconCheck } from '../../shared/ui/icons';
import { Time } from '../../shared/ui/Time';
import { useToast } from '../../shared/ui/Toast';
import { caseKey, reviewQuery, setReviewed } from '../api/case';
import { CASES_KEY } from '../api/cases';
import type { ReviewProgress, ReviewTab } from '../api/types';

/**
 * The head of a data tab: its title and the "Mark as reviewed" toggle (pressed once an officer has reviewed the
 * tab), with who marked it and when, or that the data changed since.
 */
export function ReviewBar({
  caseId,
  tab,
  title,
  description,
  review,
  canWork,
}: {
  caseId: string;
  tab: ReviewTab;
  title: string;
  description?: ReactNode;
  review: UseQueryResult<ReviewProgress>;
  canWork: boolean;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const state = review.data?.tabs.find((t) => t.tab === tab);
  const reviewed = state?.reviewed === true;
  const mutation = useMutation({
    mutationFn: (next: boolean) => setReviewed(caseId, tab, next),
    onSuccess: (progress) => {
      queryClient.setQueryData(reviewQuery(caseId).queryKey, progress);
      void queryClient.invalidateQueries({ queryKey: caseKey(caseId) });
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
    },
    onError: (e) => toast.error(isApiError(e) ? e.message : 'The mark could not be saved. Try again.'),
  });
  const statusId = `review-status-${tab}`;

  let status: ReactNode = <span className="text-gray-600">Not reviewed yet</span>;
  if (state?.reviewed) {
    status = (
      <span className="text-gray-700">
        Reviewed by <span className="font-medium text-gray-900">{state.marked_by_name ?? 'someone'}</span>,{' '}
        <Time value={state.marked_at} />
      </span>
    );
  } else if (state?.stale) {
    status = (
      <span className="inline-flex items-center gap-1.5 text-amber-800">
        <IconAlert size={14} className="shrink-0" />
        Changed since it was reviewed
        {state.marked_by_name && (
          <span className="text-gray-600">
            {' '}
            (by {state.marked_by_name}, <Time value={state.marked_at} />)
          </span>
        )}
      </span>
    );
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-gray-200 pb-4">
      <div className="min-w-0">
        <h2 className="text-base font-semibold text-gray-900">{title}</h2>
        {description && <p className="mt-0.5 text-13 text-gray-600">{description}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p id={statusId} className="text-13" aria-live="polite">
          {review.isPending ? <span className="text-gray-500">Loading review…</span> : status}
        </p>
        {canWork && (
          <Button
            aria-pressed={reviewed}
            aria-describedby={statusId}
            pending={mutation.isPending}
            disabled={review.isPending}
            onClick={() => mutation.mutate(!reviewed)}
            icon={<IconCheck size={14} className={reviewed ? 'text-green-700' : 'text-gray-400'} />}
            className={cx(reviewed && '!border-green-200 !bg-green-50 !text-green-700 hover:!bg-green-100')}
          >
            Mark as reviewed
          </Button>
        )}
      </div>
    </div>
  );
}

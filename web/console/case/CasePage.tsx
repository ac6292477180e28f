import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/client';
import { Skeleton } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { caseKey, caseQuery, reviewQuery } from '../api/case';
import type { Verification } from '../api/types';
import { ReviewMeter } from '../cases/badges';
import type { CaseTab } from '../cases/case-search';
import { usePermissions } from '../session-context';
import { CaseActions } from './CaseActions';
import { CaseHeader } from './CaseHeader';
import { CaseNotFound } from './CaseNotFound';
import { CaseTabPanel } from './CaseTabPanel';
import { CASE_TAB_LABELS, CaseTabs, caseTabId } from './CaseTabs';
import { ErasedCase } from './ErasedCase';
import { RetentionActions } from './RetentionActions';

const route = getRouteApi('/app/cases/$caseId');

/**
 * The case's data (company, directors, documents, risk, completeness) is read again when the record, polled every
 * few seconds, says it changed: new customer data, a new risk score, another profile or state.
 */
function useDataRefresh(record: Verification) {
  const queryClient = useQueryClient();
  const signature = [
    record.last_data_update,
    record.external_risk_score?.id,
    record.completeness_profile_id,
    record.status,
  ].join('|');
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void queryClient.invalidateQueries({ queryKey: [...caseKey(record.id), 'data'] });
  }, [signature, record.id, queryClient]);
}

function CaseView({ record, tab, from }: { record: Verification; tab: CaseTab; from: string | undefined }) {
  const { role, canManage } = usePermissions();
  const canWork = role === 'admin' || role === 'officer';
  const review = useQuery(reviewQuery(record.id));
  const nextRef = useRef<HTMLAnchorElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDataRefresh(record);

  useEffect(() => {
    document.title = `${CASE_TAB_LABELS[tab]} · ${record.company_name || 'Case'} · Dossier`;
  }, [record.company_name, tab]);

  // After an action: on to the next case, or back to the case's name when there is none.
  const [acted, setActed] = useState(false);
  const afterAction = useCallback(() => {
    setActed(true);
    window.setTimeout(() => (nextRef.current ?? headingRef.current)?.focus(), 60);
  }, []);

  return (
    <div className="min-h-screen">
      <div className="border-b border-gray-200 bg-white">
        <div className="mx-auto max-w-6xl px-8 pt-4">
          <CaseHeader
            record={record}
            from={from}
            canWork={canWork}
            nextRef={nextRef}
            headingRef={headingRef}
            nextEmphasis={acted}
            actions={
              <>
                <CaseActions record={record} canWork={canWork} onActionDone={afterAction} />
                <RetentionActions record={record} canWork={canWork} canManage={canManage} />
              </>
            }
          />
          <div className="mt-4 flex items-end justify-between gap-6">
            <CaseTabs caseId={record.id} current={tab} from={from} review={review.data} />
            <ReviewMeter
              reviewed={review.data?.reviewed ?? record.review_progress.reviewed}
              total={review.data?.total ?? record.review_progress.total}
              long
              className="mb-2.5 shrink-0"
            />
          </div>
        </div>
      </div>
      <div
        id="case-panel"
        role="tabpanel"
        aria-labelledby={caseTabId(tab)}
        className="mx-auto max-w-6xl px-8 py-6 focus:outline-none"
      >
        <CaseTabPanel tab={tab} record={record} canWork={canWork} review={review} />
      </div>
    </div>
  );
}

function CaseSkeleton() {
  return (
    <div className="min-h-screen" role="status" aria-live="polite">
      <span className="sr-only">Loading the case…</span>
      <div className="border-b border-gray-200 bg-white" aria-hidden="true">
        <div className="mx-auto max-w-6xl space-y-5 px-8 pt-5 pb-6">
          <Skeleton className="h-4 w-16" />
          <div className="space-y-2">
            <Skeleton className="h-6 w-72" />
            <Skeleton className="h-4 w-56" />
          </div>
          <div className="flex gap-8">
            {['w-24', 'w-32', 'w-28', 'w-20', 'w-24', 'w-32'].map((w, i) => (
              <div key={i} className="space-y-1.5">
                <Skeleton className="h-3 w-16" />
                <Skeleton className={`h-4 ${w}`} />
              </div>
            ))}
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-8 w-36" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** /cases/$caseId: one case under review. */
export function CasePage() {
  const { caseId } = route.useParams();
  const { tab = 'summary', from } = route.useSearch();
  const record = useQuery(caseQuery(caseId));
  if (record.isPending) return <CaseSkeleton />;
  if (record.isError && !record.data) {
    if (isApiError(record.error) && (record.error.status === 404 || record.error.status === 400)) {
      return <CaseNotFound from={from} />;
    }
    return (
      <div className="mx-auto max-w-6xl px-8 py-10">
        <ErrorState title="This case couldn't be loaded" error={record.error} onRetry={() => record.refetch()} />
      </div>
    );
  }
  // An erased case is its tombstone: its people, documents and files answer 410 now.
  if (record.data.erasure) return <ErasedCase record={record.data} erasure={record.data.erasure} from={from} />;
  // One view per case: opening the next case starts fresh (dialogs closed, no leftover state).
  return <CaseView key={record.data.id} record={record.data} tab={tab} from={from} />;
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import { formatDate, formatDateTime } from '../../shared/lib/time';
import { IconChevronLeft, IconDownload } from '../../shared/ui/icons';
import { Time } from '../../shared/ui/Time';
import { reportUrl } from '../api/case';
import { nextCaseQuery } from '../api/cases';
import { profileQuery } from '../api/settings';
import type { Verification } from '../api/types';
import { AssessedRiskBadge, RiskBadge, StatusBadge } from '../cases/badges';
import { jurisdictionName } from '../cases/countries';
import { decodeQueue } from '../cases/queue-search';
import { Assignee } from './Assignee';
import { CustomerWait } from './CustomerWait';
import { NextCase } from './NextCase';
import { ReviewAnswerLine } from './ReviewAnswerLine';

function Property({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 border-gray-150 pr-6 [&:not(:first-child)]:border-l [&:not(:first-child)]:pl-6">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-1 flex min-h-6 items-center text-13 text-gray-800">{children}</dd>
    </div>
  );
}

function ProfileName({ id }: { id: string | null }) {
  const profile = useQuery({ ...profileQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <span className="text-gray-500">None</span>;
  if (profile.isPending) return <span className="text-gray-500">…</span>;
  if (profile.isError) return <span className="text-gray-500">Unavailable</span>;
  return (
    <span className="truncate" title={profile.data.description || profile.data.name}>
      {profile.data.name}
      {profile.data.archived && <span className="text-gray-500"> (archived)</span>}
    </span>
  );
}

/** "Approved by X on <date> · QA by Y": who made the decision that stands, and who did QA. */
function DecisionLine({ decision }: { decision: NonNullable<Verification['decision']> }) {
  return (
    <p className="mt-1.5 text-13 text-gray-700">
      <span className={decision.outcome === 'approved' ? 'font-medium text-green-800' : 'font-medium text-red-700'}>
        {decision.outcome === 'approved' ? 'Approved' : 'Rejected'}
      </span>{' '}
      by <span className="font-medium text-gray-900">{decision.decided_by.name}</span> on{' '}
      <time dateTime={decision.decided_at} title={formatDateTime(decision.decided_at)}>
        {formatDate(decision.decided_at)}
      </time>
      {decision.qa_by && (
        <>
          <span aria-hidden="true"> · </span>
          QA by <span className="font-medium text-gray-900">{decision.qa_by.name}</span>
        </>
      )}
    </p>
  );
}

/** The case's identity, its state and who works on it, with the way back to the queue and on to the next case. */
export function CaseHeader({
  record,
  from,
  canWork,
  nextRef,
  headingRef,
  actions,
  nextEmphasis,
}: {
  /** After an action, "Next case" is the obvious next step. */
  nextEmphasis: boolean;
  record: Verification;
  from: string | undefined;
  canWork: boolean;
  nextRef: Ref<HTMLAnchorElement>;
  headingRef: Ref<HTMLHeadingElement>;
  actions: ReactNode;
}) {
  const risk = record.external_risk_score;
  const jurisdiction = record.company_jurisdiction;
  // At the end of the queue (the same query NextCase reads, from the cache) "Back to queue" is the one way on: it
  // takes "Next case"'s place as the focus after an action, and its weight then.
  const next = useQuery(nextCaseQuery(decodeQueue(from), record));
  const atEnd = next.isSuccess && next.data === null;
  return (
    <div className="space-y-4">
      <div className="-mb-1 flex items-center justify-between gap-4">
        <Link
          ref={atEnd ? nextRef : undefined}
          to="/cases"
          search={decodeQueue(from)}
          className={
            atEnd && nextEmphasis
              ? 'inline-flex h-8 items-center gap-1 rounded-md bg-accent-600 px-3 text-sm font-medium text-white shadow-xs hover:bg-accent-700'
              : 'inline-flex items-center gap-1 rounded text-13 font-medium text-gray-600 hover:text-gray-900'
          }
        >
          <IconChevronLeft size={14} />
          Back to queue
        </Link>
        <div className="flex items-center gap-2">
          <a
            href={reportUrl(record.id)}
            download
            className="inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900"
          >
            <IconDownload size={14} className="text-gray-500" />
            Download report
          </a>
          <NextCase ref={nextRef} record={record} from={from} emphasis={nextEmphasis} />
        </div>
      </div>
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold tracking-[-0.01em] text-gray-900 focus:outline-none"
          >
            {record.company_name || 'Unnamed company'}
          </h1>
          <StatusBadge status={record.status} />
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-13 text-gray-600">
          <span className="font-mono text-xs text-gray-700">{record.company_number}</span>
          {jurisdiction && (
            <>
              <span aria-hidden="true">·</span>
              <span title={jurisdiction.full_name}>{jurisdictionName(jurisdiction)}</span>
            </>
          )}
          {record.customer_id && (
            <>
              <span aria-hidden="true">·</span>
              <span>
                Customer ID <span className="font-mono text-xs text-gray-700">{record.customer_id}</span>
              </span>
            </>
          )}
          {record.verification_type === 'recurring' && (
            <>
              <span aria-hidden="true">·</span>
              <span>Recurring review</span>
            </>
          )}
        </p>
        {record.status === 'data_update_requested' && <CustomerWait caseId={record.id} />}
        {record.verification_type === 'recurring' && record.status !== 'data_update_requested' && (
          <ReviewAnswerLine caseId={record.id} />
        )}
        {record.decision && <DecisionLine decision={record.decision} />}
      </div>
      <dl className="flex flex-wrap gap-y-3">
        <Property label="Risk">
          <AssessedRiskBadge level={record.risk_assessment?.level} />
        </Property>
        {record.next_review_at && <Property label="Next review">{record.next_review_at}</Property>}
        <Property label="External risk">
          <RiskBadge level={risk?.risk_score_simple} score={risk?.risk_score_detailed.score} />
        </Property>
        <Property label="Assignee">
          <Assignee record={record} canWork={canWork} />
        </Property>
        {record.status === 'qa' && (
          <Property label="QA reviewer">
            {record.qa_reviewer ? (
              <span className="truncate" title={record.qa_reviewer.email}>
                {record.qa_reviewer.name}
              </span>
            ) : (
              <span className="text-gray-500">Anyone</span>
            )}
          </Property>
        )}
        <Property label="Onboarding profile">
          <ProfileName id={record.completeness_profile_id} />
        </Property>
        <Property label="Created">
          <Time value={record.created_at} />
        </Property>
        <Property label="Last data update">
          <Time value={record.last_data_update} />
        </Property>
      </dl>
      {actions}
    </div>
  );
}
